//! The checker's vectors: `tests/data/check/*.jsonl`, one file per group of
//! rules, each line an input with every finding the checker must report
//! for it under a policy — no more, no fewer.
//!
//! A record:
//!
//! ```json
//! {"input": "HTTP://a/", "grammar": "IRI", "policy": "preset = \"strict\"",
//!  "findings": [{"code": "form-scheme-case", "component": "Scheme", "span": [0, 4], "fix": "http"}],
//!  "features": ["nfc"], "note": "why, with the spec reference"}
//! ```
//!
//! `grammar` defaults to `IRI-reference`, `policy` (the text form) to the
//! default policy. Each expected finding gives the code, the component (its
//! variant name, as in the other vector files) and
//! the byte span; `fix`, when given, is the replacement its fix must write
//! (`null`: it must have none); `suggestion`, the same of its suggestion
//! (an edit that names another IRI, never applied unasked); `level`, when given, is the level
//! the policy must give it (`"error"`, `"warning"`, `"advice"`). A record whose `features` are not
//! all enabled is skipped and counted; the run with every feature (CI runs
//! it) skips none.

use std::fmt::Write as _;
use std::path::Path;

use iri_checker::{Policy, check};
use iri_core::parse;
use iri_tests::names::{component_name, grammar_named};
use iri_tests::records::read_jsonl;
use serde_json::Value;

/// What a record says of a finding's fix.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum FixExpected {
    /// The record does not say (or, for a found finding, never used).
    Unstated,
    /// No fix.
    None,
    /// This replacement.
    Replacement(String),
}

/// One expected finding, in a form that compares and prints simply.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Expected {
    code: String,
    component: String,
    span: (usize, usize),
    fix: FixExpected,
    suggestion: FixExpected,
    /// The level the policy gives it, when the record states one.
    level: Option<String>,
}

/// What a record says of an edit (`fix` or `suggestion`): not stated,
/// none (`null`), or its replacement.
fn edit_expected(value: Option<&Value>) -> FixExpected {
    match value {
        None => FixExpected::Unstated,
        Some(Value::String(text)) => FixExpected::Replacement(text.clone()),
        Some(_) => FixExpected::None,
    }
}

/// The differences between what the record expects and what the checker found.
fn differences(record: &Value) -> Result<Vec<String>, String> {
    let input = record["input"].as_str().ok_or("no `input`")?;
    let grammar_name = record["grammar"].as_str().unwrap_or("IRI-reference");
    let grammar = grammar_named(grammar_name).ok_or("unknown `grammar`")?;
    let policy: Policy = match record["policy"].as_str() {
        Some(text) => text.parse().map_err(|e| format!("bad policy: {e}"))?,
        None => Policy::DEFAULT,
    };
    let table = parse(input, grammar).map_err(|e| format!("not valid {grammar_name}: {e}"))?;
    let report = check(input, &table, grammar, &policy);
    let mut expected: Vec<Expected> = Vec::new();
    for f in record["findings"].as_array().ok_or("no `findings` array")? {
        let span = f["span"].as_array().ok_or("finding without `span`")?;
        let bound = |i: usize| span.get(i).and_then(Value::as_u64).map(|n| n as usize);
        let component = f["component"]
            .as_str()
            .ok_or("finding without `component`")?;
        expected.push(Expected {
            code: f["code"]
                .as_str()
                .ok_or("finding without `code`")?
                .to_owned(),
            component: component.to_owned(),
            span: (bound(0).ok_or("bad span")?, bound(1).ok_or("bad span")?),
            fix: edit_expected(f.get("fix")),
            suggestion: edit_expected(f.get("suggestion")),
            level: f["level"].as_str().map(str::to_owned),
        });
    }
    let mut found: Vec<Expected> = report
        .iter()
        .map(|f| Expected {
            code: f.code().name().to_owned(),
            component: component_name(f.component()),
            span: (f.span().start, f.span().end),
            fix: f.fix(input).map_or(FixExpected::None, |fix| {
                FixExpected::Replacement(fix.replacement().to_owned())
            }),
            suggestion: f.suggestion(input).map_or(FixExpected::None, |fix| {
                FixExpected::Replacement(fix.replacement().to_owned())
            }),
            level: Some(f.level().name().to_owned()),
        })
        .collect();
    expected.sort();
    found.sort();
    let mut out = Vec::new();
    for e in &expected {
        let matched = found.iter().position(|f| {
            f.code == e.code
                && f.component == e.component
                && f.span == e.span
                && (e.fix == FixExpected::Unstated || e.fix == f.fix)
                && (e.suggestion == FixExpected::Unstated || e.suggestion == f.suggestion)
                && (e.level.is_none() || e.level == f.level)
        });
        match matched {
            Some(at) => {
                found.remove(at);
            }
            None => out.push(format!("missing {e:?}")),
        }
    }
    out.extend(found.iter().map(|f| format!("unexpected {f:?}")));
    if !out.is_empty() {
        out.push(format!("report:\n{}", report.annotate(input)));
    }
    Ok(out)
}

#[test]
fn every_vector_gets_exactly_its_findings() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/check");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/check is part of the repository")
        .map(|entry| entry.expect("readable directory").path())
        .filter(|path| path.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no check vectors in {}", dir.display());
    let (mut checked, mut skipped) = (0, 0);
    let mut failures = String::new();
    for path in &files {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        for record in read_jsonl(path) {
            let line = record.line;
            let record = Value::Object(record.fields);
            let features: Vec<&str> = record["features"]
                .as_array()
                .map(|a| a.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            if !features.iter().all(|f| iri_tests::feature_enabled!(*f)) {
                skipped += 1;
                continue;
            }
            checked += 1;
            match differences(&record) {
                Ok(diffs) if diffs.is_empty() => {}
                Ok(diffs) => {
                    let _ = writeln!(
                        failures,
                        "{name}:{line} {}\n  {}",
                        record["input"],
                        diffs.join("\n  ")
                    );
                }
                Err(why) => {
                    let _ = writeln!(failures, "{name}:{line}: {why}");
                }
            }
        }
    }
    println!("{checked} check vectors checked, {skipped} skipped for features not enabled");
    assert!(failures.is_empty(), "{failures}");
    if cfg!(all(
        feature = "nfc",
        feature = "bidi",
        feature = "idna",
        feature = "security"
    )) {
        assert_eq!(skipped, 0, "with every feature on, no vector is skipped");
    }
}
