//! The `parse` records of the conformance vectors: the repository's copy in
//! `tests/data/conformance/`, with the records an outside copy adds when
//! there is one (`IRI_CONFORMANCE_DIR`, or `shared/conformance` beside the
//! checkout; see `iri_tests::conformance_data`).
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
//! counted and reported as handled by other test files. The report says how
//! many records each copy gave.
//!
//! The list is empty at present: every `parse` record agrees with the
//! parser, and each was checked against the RFC reading (the records that
//! encode a peer's policy are all about resolution, normalization or
//! conversion, which this test does not run).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use iri_tests::conformance_data::{ConformanceFile, file_names};
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
    /// The report's lines for `file`.
    fn line(&self, file: &ConformanceFile) -> String {
        let others: Vec<String> = self.other.iter().map(|(k, n)| format!("{n} {k}")).collect();
        let others = if others.is_empty() {
            "none".to_owned()
        } else {
            others.join(", ")
        };
        format!(
            "{}\n  {} parse records checked, {} listed differences; \
             handled by other test files: {others}",
            file.summary(),
            self.parse,
            self.listed
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
fn check_file(
    file: &ConformanceFile,
    listed: &BTreeMap<Key, Record>,
    findings: &mut Findings,
) -> Summary {
    let mut summary = Summary::default();
    for (copy, record) in file.records() {
        let kind = record.str("kind").unwrap_or("?");
        if kind != "parse" {
            *summary.other.entry(kind.to_owned()).or_default() += 1;
            continue;
        }
        summary.parse += 1;
        let differences = record_differences(record);
        if differences.is_empty() {
            continue;
        }
        let key = key_of(record);
        if listed.contains_key(&key) {
            summary.listed += 1;
            findings.differing.insert(key);
        } else {
            findings.unlisted.push(format!(
                "{} {} {} {:?}:\n    {}",
                file.place(copy),
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
    let listed = expected_differences();
    let mut findings = Findings::default();
    let mut report = Vec::new();
    for name in file_names() {
        let file = ConformanceFile::read(&name);
        let summary = check_file(&file, &listed, &mut findings);
        report.push(summary.line(&file));
    }
    let report = report.join("\n");
    println!("{report}");

    let stale: Vec<&Key> = listed
        .keys()
        .filter(|k| !findings.differing.contains(*k))
        .collect();
    assert!(
        findings.unlisted.is_empty() && stale.is_empty(),
        "{report}\n\n{} unlisted differences (copy a record that is in the outside \
         copy only into tests/data/conformance/ before listing it):\n{}\n\n{} stale \
         entries in expected-differences.jsonl (they no longer differ; remove them):\n{stale:#?}",
        findings.unlisted.len(),
        findings.unlisted.join("\n"),
        stale.len(),
    );
}
