//! Every code of the one code table, shown by `Display`: the records of
//! `tests/data/diagnostics.jsonl` (see `tests/src/diagnostic_records.rs`)
//! make a finding of each code, whose message — `finding.message()`, the
//! one renderer's — must appear in the `Display` of the `ParseError`, the
//! `Finding` or the `Violation` that carries it, and in its drawing
//! (`annotate`). The macros (a unit test of `iri-macros`) and `iri-check`
//! (`iri-cli/tests/diagnostics.rs`) check their own output against the same
//! records.
//!
//! Also: every code has a record (a new code fails here until it has
//! one), and no message names its component twice.

use std::collections::BTreeSet;

use iri_checker::{Code, Group};
use iri_tests::diagnostic_records::{DiagnosticRecord, Made, data_file, mentions, read};

fn records() -> Vec<DiagnosticRecord> {
    read(&data_file(env!("CARGO_MANIFEST_DIR")))
}

/// The findings of the records this build can make, with their record.
fn made() -> Vec<(DiagnosticRecord, Made)> {
    let mut made = Vec::new();
    let mut skipped = Vec::new();
    for record in records() {
        if !record
            .features()
            .into_iter()
            .all(|f| iri_tests::feature_enabled!(f))
        {
            skipped.push(record.code.name());
            continue;
        }
        match record.make() {
            Ok(Some(m)) => made.push((record, m)),
            Ok(None) => skipped.push(record.code.name()),
            Err(e) => panic!("{}: {e}", record.label()),
        }
    }
    println!(
        "{} records made, {} skipped: {skipped:?}",
        made.len(),
        skipped.len()
    );
    made
}

#[test]
fn every_code_has_one_record() {
    let mut seen = BTreeSet::new();
    for record in records() {
        assert!(
            seen.insert(record.code),
            "{}: a second record",
            record.label()
        );
        let grammar = record.code.group() == Group::Grammar;
        assert!(
            record.input().is_some()
                || record.is_built()
                || record.template().is_some()
                || record.unreachable().is_some(),
            "{}: no input",
            record.label()
        );
        assert!(
            !record.is_built() || grammar,
            "{}: only grammar errors are built",
            record.label()
        );
        assert_eq!(
            record.is_constraint(),
            record.code.group() == Group::Constraint,
            "{}: constraints are for the constraint codes",
            record.label()
        );
    }
    let missing: Vec<&str> = Code::ALL
        .iter()
        .filter(|code| !seen.contains(code))
        .map(|code| code.name())
        .collect();
    assert!(
        missing.is_empty(),
        "codes without a record in tests/data/diagnostics.jsonl: {missing:?}"
    );
}

#[test]
fn each_record_makes_its_code_and_display_says_its_message() {
    let made = made();
    assert!(made.len() > 60, "{} records made", made.len());
    for (record, made) in made {
        let finding = made.finding();
        let message = finding.message().to_string();
        let label = record.label();
        assert!(!message.is_empty(), "{label}");
        let value = made.value();
        let (display, drawn) = match &made {
            Made::Error { error, .. } => {
                assert_eq!(error.code(), record.code, "{label}");
                (error.to_string(), error.annotate(value).to_string())
            }
            Made::Finding { finding, .. }
            | Made::Template { finding, .. }
            | Made::Advice { finding, .. } => {
                (finding.to_string(), finding.annotate(value).to_string())
            }
            Made::Violation { violation, .. } => {
                (violation.to_string(), violation.annotate(value).to_string())
            }
        };
        assert!(
            display.contains(&message),
            "{label}: {display:?} lacks {message:?}"
        );
        assert!(
            drawn.lines().next().is_some_and(|l| l.contains(&message)),
            "{label}: {drawn:?} lacks {message:?}"
        );
        // A finding's `Display` and a parse error's are the two headlines
        // of the renderer: the same message at the same byte.
        let at = format!("{message} at byte {}", finding.span().start);
        assert!(display.contains(&at), "{label}: {display:?}");
        assert!(finding.to_string().contains(&at), "{label}: {finding}");
    }
}

#[test]
fn no_message_names_its_component_twice() {
    for (record, made) in made() {
        let finding = made.finding();
        let message = finding.message().to_string();
        let component = finding.component().name();
        assert!(
            mentions(&message, component) <= 1,
            "{}: {message:?} names the {component} twice",
            record.label()
        );
    }
    assert_eq!(mentions("invalid character in path", "path"), 1);
    assert_eq!(mentions("scheme-specific part", "scheme"), 0);
    assert_eq!(mentions("path in path", "path"), 2);
}
