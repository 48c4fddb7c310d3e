//! The `parse` records of the shared conformance vectors
//! (`/work/shared/conformance/*.jsonl`, or the directory named by the
//! `IRI_CONFORMANCE_DIR` environment variable; by default
//! `$CARGO_MANIFEST_DIR/../../shared/conformance`).
//!
//! Each `parse` record is checked for validity with the grammar it names, and
//! for the components and host kind it asserts. Records of the address
//! sub-grammars (`IPv4address`, `IPv6address`) are checked by wrapping the
//! address into a network-path reference (see `iri_tests::subgrammar`); where
//! such a record gives the address's value (`expect`, `expect_segments`), the
//! parsed host's value is compared with it.
//!
//! A record may encode a peer library's policy rather than the RFC, or our
//! parser may differ from it for a reasoned cause: such records are listed in
//! `tests/data/expected-differences.jsonl` with the reason. The test fails on
//! any difference not listed there, and on any listed entry that no longer
//! differs (stale). Records of other kinds (resolve, normalize, ...) are
//! counted and reported as handled by other test files. When the shared
//! directory is absent, the test prints a notice and passes.
//!
//! The list is empty at present: every shared `parse` record agrees with the
//! parser, and each was checked against the RFC reading (the records that
//! encode a peer's policy are all about resolution, normalization or
//! conversion, which this test does not run).

use std::collections::{BTreeMap, BTreeSet};
use std::env;
use std::path::{Path, PathBuf};

use iri_tests::names::grammar_named;
use iri_tests::outcome::parse_differences;
use iri_tests::records::{Record, read_jsonl};
use iri_tests::subgrammar::{address_value, is_address};

/// What identifies a record in the expected-differences list.
type Key = (String, String, String, String);

fn key_of(record: &Record) -> Key {
    let field = |name: &str| record.str(name).unwrap_or_default().to_owned();
    (
        field("source"),
        field("kind"),
        field("grammar"),
        field("input"),
    )
}

fn conformance_dir() -> PathBuf {
    env::var_os("IRI_CONFORMANCE_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/conformance"),
        PathBuf::from,
    )
}

/// The differences between the parser and one `parse` record.
fn record_differences(record: &Record) -> Vec<String> {
    let (Some(grammar), Some(input)) = (record.str("grammar"), record.str("input")) else {
        return vec!["record without grammar or input".to_owned()];
    };
    if let Some(grammar) = grammar_named(grammar) {
        return parse_differences(input, grammar, record);
    }
    match (is_address(grammar, input), record.bool("valid")) {
        (None, _) => vec![format!("unknown grammar {grammar:?}")],
        (Some(got), Some(want)) if got != want => {
            vec![format!("{grammar}: expected valid={want}, got valid={got}")]
        }
        _ => address_value_differences(grammar, input, record),
    }
}

/// The difference, if any, between an address's value and the one the record
/// gives: `expect` (dotted IPv4) or `expect_segments` (eight hex IPv6 groups).
fn address_value_differences(grammar: &str, input: &str, record: &Record) -> Vec<String> {
    let expected = match (record.str("expect"), record.fields.get("expect_segments")) {
        (Some(text), _) => text.to_owned(),
        (None, Some(serde_json::Value::Array(groups))) => {
            let groups: Vec<&str> = groups
                .iter()
                .filter_map(serde_json::Value::as_str)
                .collect();
            groups.join(":")
        }
        _ => return Vec::new(),
    };
    let got = address_value(grammar, input);
    if got.as_deref() == Some(expected.as_str()) {
        Vec::new()
    } else {
        vec![format!("{grammar} value: expected {expected}, got {got:?}")]
    }
}

/// Per file: how many `parse` records were checked, how many differ as
/// listed, and the records of other kinds by kind.
#[derive(Default)]
struct Summary {
    parse: usize,
    listed: usize,
    other: BTreeMap<String, usize>,
}

impl Summary {
    /// One line of the report for the file `name`.
    fn line(&self, name: &str) -> String {
        let others: Vec<String> = self.other.iter().map(|(k, n)| format!("{n} {k}")).collect();
        let others = if others.is_empty() {
            "none".to_owned()
        } else {
            others.join(", ")
        };
        format!(
            "{name}: {} parse records checked, {} listed differences; \
             handled by other test files: {others}",
            self.parse, self.listed
        )
    }
}

/// The expected differences, by key; each must give a reason.
fn expected_differences() -> BTreeMap<Key, Record> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/expected-differences.jsonl");
    let listed: BTreeMap<Key, Record> = read_jsonl(&path)
        .into_iter()
        .map(|r| (key_of(&r), r))
        .collect();
    for (key, entry) in &listed {
        assert!(
            entry.str("reason").is_some_and(|r| !r.is_empty()),
            "expected difference {key:?} has no reason"
        );
    }
    listed
}

/// What checking one file found.
#[derive(Default)]
struct Findings {
    /// The listed keys that still differ.
    differing: BTreeSet<Key>,
    /// A description of each difference that is not listed.
    unlisted: Vec<String>,
}

/// Checks every `parse` record of `file`, counting the others.
fn check_file(file: &Path, listed: &BTreeMap<Key, Record>, findings: &mut Findings) -> Summary {
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let mut summary = Summary::default();
    for record in read_jsonl(file) {
        let kind = record.str("kind").unwrap_or("?");
        if kind != "parse" {
            *summary.other.entry(kind.to_owned()).or_default() += 1;
            continue;
        }
        summary.parse += 1;
        let differences = record_differences(&record);
        if differences.is_empty() {
            continue;
        }
        let key = key_of(&record);
        if listed.contains_key(&key) {
            summary.listed += 1;
            findings.differing.insert(key);
        } else {
            findings.unlisted.push(format!(
                "{name} {} {} {:?}:\n    {}",
                record.label(),
                key.2,
                key.3,
                differences.join("\n    ")
            ));
        }
    }
    summary
}

#[test]
fn conformance_parse_records_match_or_are_listed() {
    let dir = conformance_dir();
    if !dir.is_dir() {
        println!(
            "NOTICE: no conformance directory at {} (set IRI_CONFORMANCE_DIR); \
             conformance records not checked, own vectors still run",
            dir.display()
        );
        return;
    }
    let listed = expected_differences();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the conformance directory is readable")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();

    let mut findings = Findings::default();
    let mut report = Vec::new();
    for file in &files {
        let summary = check_file(file, &listed, &mut findings);
        report.push(summary.line(&file.file_name().unwrap_or_default().to_string_lossy()));
    }
    let report = report.join("\n");
    println!("{report}");

    let stale: Vec<&Key> = listed
        .keys()
        .filter(|k| !findings.differing.contains(*k))
        .collect();
    assert!(
        findings.unlisted.is_empty() && stale.is_empty(),
        "{report}\n\n{} unlisted differences:\n{}\n\n{} stale entries in \
         expected-differences.jsonl (they no longer differ; remove them):\n{stale:#?}",
        findings.unlisted.len(),
        findings.unlisted.join("\n"),
        stale.len(),
    );
}
