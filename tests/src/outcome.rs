//! Checking one parse against what a vector record expects.

use iri_core::{Grammar, ParseError, Table, parse};
use serde_json::{Map, Value};

use crate::components::component_differences;
use crate::names::{component_name, error_kind_name, host_kind_name, host_kind_named};
use crate::records::Record;

/// The differences between `parse(input, grammar)` and what `record`
/// expects, one sentence each; empty when they agree.
///
/// Checks only what the record states: `valid`; for a valid input, the
/// `components` object (the keys present) and `host_kind` (either spelling,
/// `null` for no authority); for an invalid one, the `error` object (`kind`,
/// `component`, `span`, `char`).
#[must_use]
pub fn parse_differences(input: &str, grammar: Grammar, record: &Record) -> Vec<String> {
    let result = parse(input, grammar);
    let mut differences = Vec::new();
    match (record.bool("valid"), &result) {
        (Some(true), Err(e)) => differences.push(format!("expected valid, got error: {e} ({e:?})")),
        (Some(false), Ok(table)) => {
            differences.push(format!("expected an error, got valid: {table:?}"));
        }
        _ => {}
    }
    match result {
        Ok(table) => differences.extend(table_differences(input, &table, &record.fields)),
        Err(error) => {
            if let Some(Value::Object(expected)) = record.fields.get("error") {
                differences.extend(error_differences(&error, expected));
            }
        }
    }
    differences
}

/// The differences between a table and the record's `components` and `host_kind`.
fn table_differences(input: &str, table: &Table, fields: &Map<String, Value>) -> Vec<String> {
    let mut differences = Vec::new();
    if let Some(Value::Object(expected)) = fields.get("components") {
        differences.extend(component_differences(input, table, expected));
    }
    if let Some(want) = fields.get("host_kind") {
        let got = table.host_kind();
        let agrees = match want {
            Value::Null => got.is_none(),
            Value::String(name) => host_kind_named(name).is_some() && got == host_kind_named(name),
            _ => false,
        };
        if !agrees {
            differences.push(format!(
                "host_kind: expected {want}, got {:?}",
                got.map(host_kind_name)
            ));
        }
    }
    differences
}

/// The differences between an error and an expected `error` object.
///
/// ```
/// use iri_core::{parse, Grammar};
/// use iri_tests::outcome::error_differences;
///
/// let error = parse("a b", Grammar::IRI_REFERENCE).unwrap_err();
/// let expected = serde_json::json!(
///     {"kind": "InvalidCharacter", "component": "Path", "span": [1, 2], "char": " "});
/// assert!(error_differences(&error, expected.as_object().unwrap()).is_empty());
/// ```
#[must_use]
pub fn error_differences(error: &ParseError, expected: &Map<String, Value>) -> Vec<String> {
    let span = error.span();
    let got_char = error.char().map(String::from);
    let got = [
        ("kind", Value::from(error_kind_name(error.kind()))),
        ("component", Value::from(component_name(error.component()))),
        ("span", Value::from(vec![span.start, span.end])),
        ("char", got_char.map_or(Value::Null, Value::from)),
    ];
    let mut differences = Vec::new();
    for (key, value) in got {
        match expected.get(key) {
            Some(want) if *want == value => {}
            Some(want) => differences.push(format!("error {key}: expected {want}, got {value}")),
            None => differences.push(format!("error {key}: missing in the record, got {value}")),
        }
    }
    differences
}
