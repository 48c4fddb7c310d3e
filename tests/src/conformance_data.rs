//! Where the conformance vectors are read from: the repository's copy in
//! `tests/data/conformance/`, always, and an outside copy when there is one
//! (the directory named by `IRI_CONFORMANCE_DIR`, else `shared/conformance`
//! beside the checkout). With an outside copy, a file's records are the
//! union of both: the repository's, then the outside records the repository
//! lacks. See `tests/data/conformance/README.md`.
//!
//! ```
//! use iri_tests::conformance_data::{ConformanceFile, file_names};
//!
//! assert!(file_names().iter().any(|name| name == "oxiri.jsonl"));
//! let oxiri = ConformanceFile::read("oxiri.jsonl");
//! assert!(oxiri.records().count() >= 787);
//! println!("{}", oxiri.summary());
//! ```

use std::collections::HashSet;
use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::records::{Record, read_jsonl};

/// The environment variable that names an outside copy of the vectors.
pub const OUTSIDE_DIR_VARIABLE: &str = "IRI_CONFORMANCE_DIR";

/// Which copy a record was read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VectorCopy {
    /// `tests/data/conformance/`.
    Repository,
    /// The outside directory (and not in the repository's copy).
    Outside,
}

/// The records of one vector file, by name, from both copies.
#[derive(Clone, Debug)]
pub struct ConformanceFile {
    /// The file's name, such as `oxiri.jsonl`.
    pub name: String,
    /// The records of the repository's copy (none if it has no such file).
    pub repository: Vec<Record>,
    /// The outside copy, when there is one.
    pub outside: Option<OutsideRecords>,
}

/// What an outside copy of one file adds.
#[derive(Clone, Debug)]
pub struct OutsideRecords {
    /// The outside file.
    pub path: PathBuf,
    /// How many records the outside file holds.
    pub total: usize,
    /// Its records that the repository's copy does not hold, in file order.
    pub extra: Vec<Record>,
}

/// The repository's copy: `tests/data/conformance/`.
#[must_use]
pub fn repository_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data/conformance")
}

/// The outside copy: the directory named by `IRI_CONFORMANCE_DIR`, else
/// `shared/conformance` beside the checkout if it exists, else none.
///
/// # Panics
///
/// When `IRI_CONFORMANCE_DIR` names something that is not a directory: a
/// mistyped path must not pass as "no outside copy".
#[must_use]
pub fn outside_dir() -> Option<PathBuf> {
    if let Some(dir) = env::var_os(OUTSIDE_DIR_VARIABLE) {
        let dir = PathBuf::from(dir);
        assert!(
            dir.is_dir(),
            "{OUTSIDE_DIR_VARIABLE}={} is not a directory",
            dir.display()
        );
        return Some(dir);
    }
    // The tests crate is `<checkout>/tests`.
    let beside = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/conformance");
    beside.canonicalize().ok().filter(|dir| dir.is_dir())
}

/// The names of the `.jsonl` files of both copies, sorted, each once.
#[must_use]
pub fn file_names() -> Vec<String> {
    names_in(&repository_dir(), outside_dir().as_deref())
}

/// The sorted union of the `.jsonl` file names in `repository` and `outside`.
fn names_in(repository: &Path, outside: Option<&Path>) -> Vec<String> {
    let mut names: Vec<String> = [Some(repository), outside]
        .into_iter()
        .flatten()
        .flat_map(|dir| {
            fs::read_dir(dir)
                .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
                .map(|entry| entry.expect("a directory entry").path())
        })
        .filter(|path| path.extension().is_some_and(|e| e == "jsonl"))
        .filter_map(|path| Some(path.file_name()?.to_str()?.to_owned()))
        .collect();
    names.sort();
    names.dedup();
    names
}

impl ConformanceFile {
    /// The records of the file `name` from the repository's copy and the
    /// outside copy, if any.
    ///
    /// # Panics
    ///
    /// When neither copy has the file, or a file does not load.
    #[must_use]
    pub fn read(name: &str) -> ConformanceFile {
        ConformanceFile::read_from(&repository_dir(), outside_dir().as_deref(), name)
    }

    /// [`ConformanceFile::read`] with the directories given.
    fn read_from(repository: &Path, outside: Option<&Path>, name: &str) -> ConformanceFile {
        let in_repository = repository.join(name);
        let repository = if in_repository.is_file() {
            read_jsonl(&in_repository)
        } else {
            Vec::new()
        };
        let outside = outside
            .map(|dir| dir.join(name))
            .filter(|path| path.is_file())
            .map(|path| {
                let known: HashSet<String> = repository.iter().map(identity).collect();
                let records = read_jsonl(&path);
                let total = records.len();
                let extra = records
                    .into_iter()
                    .filter(|r| !known.contains(&identity(r)))
                    .collect();
                OutsideRecords { path, total, extra }
            });
        assert!(
            !repository.is_empty() || outside.is_some(),
            "no conformance file {name} in {}",
            in_repository.display()
        );
        ConformanceFile {
            name: name.to_owned(),
            repository,
            outside,
        }
    }

    /// Every record, the repository's first, each with the copy it came from.
    pub fn records(&self) -> impl Iterator<Item = (VectorCopy, &Record)> {
        let extra = self.outside.iter().flat_map(|o| &o.extra);
        self.repository
            .iter()
            .map(|r| (VectorCopy::Repository, r))
            .chain(extra.map(|r| (VectorCopy::Outside, r)))
    }

    /// Every record as a JSON object, the repository's first.
    pub fn values(&self) -> impl Iterator<Item = Value> {
        self.records()
            .map(|(_, record)| Value::Object(record.fields.clone()))
    }

    /// One line saying where the records came from.
    #[must_use]
    pub fn summary(&self) -> String {
        let here = format!("{}: {} records", self.name, self.repository.len());
        match &self.outside {
            None => format!("{here} (no outside copy)"),
            Some(outside) => format!(
                "{here}, and {} more of the {} in {}",
                outside.extra.len(),
                outside.total,
                outside.path.display()
            ),
        }
    }

    /// The file a record of `copy` came from, for failure messages: the
    /// name, or the outside file's path.
    #[must_use]
    pub fn place(&self, copy: VectorCopy) -> String {
        match (copy, &self.outside) {
            (VectorCopy::Outside, Some(outside)) => {
                format!("{} (outside copy only)", outside.path.display())
            }
            _ => self.name.clone(),
        }
    }
}

/// What makes two records the same: their JSON value, written with the keys
/// of every object in one order whatever the order in the file.
fn identity(record: &Record) -> String {
    let mut text = String::new();
    write_canonical(&Value::Object(record.fields.clone()), &mut text);
    text
}

/// Writes `value` as JSON with the keys of each object sorted.
fn write_canonical(value: &Value, text: &mut String) {
    match value {
        Value::Object(fields) => {
            let mut keys: Vec<&String> = fields.keys().collect();
            keys.sort();
            text.push('{');
            for key in keys {
                text.push_str(&Value::from(key.as_str()).to_string());
                text.push(':');
                write_canonical(&fields[key.as_str()], text);
                text.push(',');
            }
            text.push('}');
        }
        Value::Array(items) => {
            text.push('[');
            for item in items {
                write_canonical(item, text);
                text.push(',');
            }
            text.push(']');
        }
        scalar => text.push_str(&scalar.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory under the system's temporary directory.
    fn scratch(name: &str) -> PathBuf {
        let dir = env::temp_dir().join(format!(
            "iri-tests-conformance-{name}-{}",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn the_repository_copy_has_the_four_files() {
        let names = names_in(&repository_dir(), None);
        assert_eq!(
            names,
            [
                "fluent-uri.jsonl",
                "iri-string.jsonl",
                "oxiri.jsonl",
                "rfc3986-section-5.4.jsonl"
            ]
        );
    }

    #[test]
    fn without_an_outside_copy_the_records_are_the_repository_ones() {
        let file = ConformanceFile::read_from(&repository_dir(), None, "oxiri.jsonl");
        assert_eq!(file.records().count(), 787);
        assert!(
            file.records()
                .all(|(copy, _)| copy == VectorCopy::Repository)
        );
        assert!(file.summary().ends_with("(no outside copy)"));
    }

    #[test]
    fn an_outside_copy_adds_the_records_the_repository_lacks() {
        let repository = scratch("repository");
        let outside = scratch("outside");
        fs::write(
            repository.join("a.jsonl"),
            "{\"input\": \"x\", \"kind\": \"parse\", \"c\": {\"p\": 1, \"q\": [2]}}\n{\"input\": \"y\"}\n",
        )
        .unwrap();
        // The same first record with its keys in another order, a new one,
        // and a file the repository does not have.
        fs::write(
            outside.join("a.jsonl"),
            "{\"kind\": \"parse\", \"c\": {\"q\": [2], \"p\": 1}, \"input\": \"x\"}\n{\"input\": \"z\"}\n",
        )
        .unwrap();
        fs::write(outside.join("b.jsonl"), "{\"input\": \"w\"}\n").unwrap();
        fs::write(outside.join("README.md"), "not vectors\n").unwrap();

        assert_eq!(
            names_in(&repository, Some(&outside)),
            ["a.jsonl", "b.jsonl"]
        );
        let a = ConformanceFile::read_from(&repository, Some(&outside), "a.jsonl");
        let inputs: Vec<(VectorCopy, &str)> = a
            .records()
            .map(|(copy, r)| (copy, r.str("input").unwrap()))
            .collect();
        assert_eq!(
            inputs,
            [
                (VectorCopy::Repository, "x"),
                (VectorCopy::Repository, "y"),
                (VectorCopy::Outside, "z")
            ]
        );
        assert!(
            a.summary().contains("1 more of the 2 in"),
            "{}",
            a.summary()
        );
        let (copy, z) = a.records().nth(2).unwrap();
        assert_eq!(z.line, 2);
        assert!(a.place(copy).ends_with("a.jsonl (outside copy only)"));
        assert_eq!(a.place(VectorCopy::Repository), "a.jsonl");
        let b = ConformanceFile::read_from(&repository, Some(&outside), "b.jsonl");
        assert_eq!(b.records().count(), 1);

        fs::remove_dir_all(repository).unwrap();
        fs::remove_dir_all(outside).unwrap();
    }
}
