//! The components of a parsed reference as strings, and their comparison
//! with the `components` object of a vector record.

use iri_core::Table;
use serde_json::{Map, Value};

/// The names of the components, in the order vector files list them.
pub const COMPONENT_NAMES: [&str; 8] = [
    "scheme",
    "authority",
    "userinfo",
    "host",
    "port",
    "path",
    "query",
    "fragment",
];

/// The component called `name` (one of [`COMPONENT_NAMES`]) of `input`,
/// parsed into `table`: `None` when absent. The path is always present.
///
/// ```
/// use iri_core::{parse, Grammar};
/// use iri_tests::components::component;
///
/// let input = "http://a?";
/// let table = parse(input, Grammar::IRI).unwrap();
/// assert_eq!(component(input, &table, "query"), Some(""));
/// assert_eq!(component(input, &table, "fragment"), None);
/// ```
///
/// # Panics
///
/// On a name that is not a component's.
#[must_use]
pub fn component<'a>(input: &'a str, table: &Table, name: &str) -> Option<&'a str> {
    let range = match name {
        "scheme" => table.scheme(),
        "authority" => table.authority(),
        "userinfo" => table.userinfo(),
        "host" => table.host(),
        "port" => table.port(),
        "path" => Some(table.path()),
        "query" => table.query(),
        "fragment" => table.fragment(),
        _ => panic!("no component is called {name:?}"),
    };
    range.map(|r| &input[r])
}

/// The differences between the `expected` components (a JSON object holding
/// some of [`COMPONENT_NAMES`], `null` for absent) and those of `input`
/// parsed into `table`, one sentence each; empty when they agree. Keys that
/// are not component names are reported too, so that a misspelt key cannot
/// pass unnoticed.
///
/// ```
/// use iri_core::{parse, Grammar};
/// use iri_tests::components::component_differences;
///
/// let input = "http://a/b";
/// let table = parse(input, Grammar::IRI).unwrap();
/// let expected = serde_json::json!({"host": "a", "path": "/b", "query": null});
/// assert!(component_differences(input, &table, expected.as_object().unwrap()).is_empty());
/// ```
#[must_use]
pub fn component_differences(
    input: &str,
    table: &Table,
    expected: &Map<String, Value>,
) -> Vec<String> {
    let mut differences = Vec::new();
    for (name, want) in expected {
        if !COMPONENT_NAMES.contains(&name.as_str()) {
            differences.push(format!("unknown component key {name:?}"));
            continue;
        }
        let got = component(input, table, name);
        let agrees = match want {
            Value::Null => got.is_none(),
            Value::String(text) => got == Some(text.as_str()),
            _ => false,
        };
        if !agrees {
            differences.push(format!("{name}: expected {want}, got {got:?}"));
        }
    }
    differences
}
