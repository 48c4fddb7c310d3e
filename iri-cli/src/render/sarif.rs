//! `--format sarif`: one SARIF 2.1.0 log (OASIS standard) for code-scanning
//! services, written as the findings come: [`header`], the results
//! separated by commas, [`FOOTER`].

use std::fmt::Write as _;
use std::sync::OnceLock;

use iri_checker::{Code, Group, Level};
use serde_json::{Value, json};

use super::Located;
use crate::codes::{InputCode, component_name};

/// The codes the command reports, in the order of the log's rule list:
/// the grammar's and the checker's (not the static types' constraints).
fn reported_codes() -> impl Iterator<Item = Code> {
    Code::ALL
        .iter()
        .copied()
        .filter(|code| code.group() != Group::Constraint)
}

/// The rule ids, in the order of the log's rule list.
fn rule_ids() -> &'static [&'static str] {
    static IDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    IDS.get_or_init(|| {
        let mut ids: Vec<&'static str> = reported_codes().map(Code::name).collect();
        ids.extend(InputCode::ALL.iter().map(|c| c.name()));
        ids
    })
}

/// SARIF's name of a level.
fn sarif_level(level: Level) -> &'static str {
    match level {
        Level::Error => "error",
        Level::Warning => "warning",
        _ => "note",
    }
}

/// The rules: every code of the grammar and the checker with its summary,
/// rule, help and source; the input codes.
fn rules() -> Vec<Value> {
    let mut rules: Vec<Value> = reported_codes()
        .map(|code| {
            let mut rule = json!({
                "id": code.name(),
                "shortDescription": { "text": code.summary() },
                "fullDescription": { "text": code.rule() },
                "defaultConfiguration": { "level": sarif_level(code.default_level()) },
                "properties": { "group": code.group().name(), "source": code.source() },
            });
            if let Some(help) = code.help() {
                rule["help"] = json!({ "text": help });
            }
            rule
        })
        .collect();
    rules.extend(InputCode::ALL.iter().map(|code| {
        json!({
            "id": code.name(),
            "shortDescription": { "text": code.summary() },
            "defaultConfiguration": { "level": sarif_level(code.level()) },
            "properties": { "group": "input" },
        })
    }));
    rules
}

/// The log up to the first result.
pub(crate) fn header() -> String {
    let driver = json!({
        "name": "iri-check",
        "version": env!("CARGO_PKG_VERSION"),
        "rules": rules(),
    });
    let tool = serde_json::to_string(&json!({ "driver": driver })).expect("the tool serializes");
    format!(
        "{{\"$schema\":\"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json\",\
         \"version\":\"2.1.0\",\"runs\":[{{\"tool\":{tool},\"columnKind\":\"unicodeCodePoints\",\"results\":["
    )
}

/// The log after the last result.
pub(crate) const FOOTER: &str = "]}]}";

/// A path as a URI reference: its bytes percent-encoded where a URI path
/// does not allow them; absolute paths as `file:` URIs.
pub(crate) fn path_uri(path: &str) -> String {
    if path == "<stdin>" {
        return "stdin".to_owned();
    }
    let mut out = String::new();
    if path.starts_with('/') {
        out.push_str("file://");
    } else if path
        .split('/')
        .next()
        .is_some_and(|first| first.contains(':'))
    {
        out.push_str("./");
    }
    for &b in path.as_bytes() {
        if b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@/".contains(&b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// One result.
pub(crate) fn result(located: &Located<'_>) -> String {
    let d = located.diagnostic;
    let id = d.code();
    let uri = path_uri(located.file);
    let mut region = json!({
        "startLine": located.start.line,
        "startColumn": located.start.column,
        "byteOffset": located.start.offset,
    });
    if located.candidate.is_some() {
        region["endLine"] = json!(located.end.line);
        region["endColumn"] = json!(located.end.column);
        region["byteLength"] = json!(located.end.offset - located.start.offset);
    }
    let message = d.message().to_string();
    let help = d.help().map(|help| help.to_string());
    let text = match &help {
        Some(help) => format!("{message}\nhelp: {help}"),
        None => message.clone(),
    };
    let mut result = json!({
        "ruleId": id,
        "level": sarif_level(d.level()),
        "message": { "text": text },
        "locations": [{
            "physicalLocation": {
                "artifactLocation": { "uri": uri },
                "region": region,
            }
        }],
    });
    if let Some(index) = rule_ids().iter().position(|r| *r == id) {
        result["ruleIndex"] = json!(index);
    }
    if let Some(candidate) = located.candidate {
        result["properties"] = json!({
            "input": located.resolved.unwrap_or(candidate.text),
            "component": d.component().map(component_name),
            "pointer": candidate.pointer,
        });
    }
    if let Some(edit) = located.edit {
        result["fixes"] = json!([{
            "description": { "text": help.as_deref().unwrap_or(message.as_str()) },
            "artifactChanges": [{
                "artifactLocation": { "uri": uri },
                "replacements": [{
                    "deletedRegion": { "byteOffset": edit.offset, "byteLength": edit.len },
                    "insertedContent": { "text": edit.replacement },
                }],
            }],
        }]);
    }
    serde_json::to_string(&result).expect("a result serializes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_become_uri_references() {
        assert_eq!(path_uri("data/a b.txt"), "data/a%20b.txt");
        assert_eq!(path_uri("/tmp/é.ttl"), "file:///tmp/%C3%A9.ttl");
        assert_eq!(path_uri("c:d/e"), "./c:d/e");
        assert_eq!(path_uri("<stdin>"), "stdin");
    }

    #[test]
    fn the_log_is_json_with_every_rule() {
        let log = format!("{}{FOOTER}", header());
        let value: Value = serde_json::from_str(&log).unwrap();
        let rules = value["runs"][0]["tool"]["driver"]["rules"]
            .as_array()
            .unwrap();
        assert_eq!(rules.len(), rule_ids().len());
        for (rule, id) in rules.iter().zip(rule_ids()) {
            assert_eq!(rule["id"], *id);
        }
    }
}
