//! Reading JSON Lines vector files into numbered records.

use std::fs;
use std::path::Path;

use serde_json::{Map, Value};

/// One record of a JSON Lines file, with its 1-based line number.
#[derive(Clone, Debug)]
pub struct Record {
    /// The line the record was read from, counting from 1.
    pub line: usize,
    /// The record's fields.
    pub fields: Map<String, Value>,
}

impl Record {
    /// The string value of `key`, if the record has one.
    #[must_use]
    pub fn str(&self, key: &str) -> Option<&str> {
        self.fields.get(key).and_then(Value::as_str)
    }

    /// The boolean value of `key`, if the record has one.
    #[must_use]
    pub fn bool(&self, key: &str) -> Option<bool> {
        self.fields.get(key).and_then(Value::as_bool)
    }

    /// `line N (note)` or `line N`, to name the record in failure messages.
    #[must_use]
    pub fn label(&self) -> String {
        match self.str("note") {
            Some(note) => format!("line {} ({note})", self.line),
            None => format!("line {}", self.line),
        }
    }
}

/// Reads every non-blank line of the JSON Lines file at `path` as a JSON
/// object.
///
/// ```no_run
/// let records = iri_tests::records::read_jsonl("tests/data/own-vectors.jsonl".as_ref());
/// assert!(!records.is_empty());
/// ```
///
/// # Panics
///
/// When the file cannot be read, or a line is not a JSON object: a vector
/// file that does not load is a test failure.
#[must_use]
pub fn read_jsonl(path: &Path) -> Vec<Record> {
    let text =
        fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(index, line)| match serde_json::from_str(line) {
            Ok(Value::Object(fields)) => Record {
                line: index + 1,
                fields,
            },
            _ => panic!("{}:{}: not a JSON object", path.display(), index + 1),
        })
        .collect()
}
