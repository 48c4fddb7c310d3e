//! Every pair of codes that fire together on places that meet
//! ([`Finding::meets`]) over the test vectors (`tests/data`, the
//! conformance copies among them), the generated corpora and the Debian
//! URLs is listed in `tests/data/code-pairs.jsonl` with a decision:
//! `cover` (one finding of the problem: the code table says which code
//! covers the other, and the checker drops the covered one) or `both`
//! (they say different things a user must act on separately; the reason
//! says what). A new pair fails here until someone decides; an entry no
//! input makes any more fails too, in a build with the entry's features.
//!
//! The check runs under the strict policy with the covering codes made
//! warnings (the others are errors there), so that no finding is covered
//! and the pairs of covering codes show too. `CODE_PAIRS=write` rewrites
//! the file with the pairs found, keeping the decisions made and marking
//! the new pairs `undecided`.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use iri_checker::{Code, Level, Policy, check};
use iri_core::{Grammar, parse};
use iri_tests::corpus::{Mix, generate};
use iri_tests::names::grammar_named;
use iri_tests::records::read_jsonl;
use serde_json::{Value, json};

/// The inputs, each with the grammar to parse it with.
fn inputs() -> Vec<(String, Option<Grammar>)> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let mut files: Vec<PathBuf> = Vec::new();
    for dir in [data.clone(), data.join("check"), data.join("conformance")] {
        for entry in std::fs::read_dir(dir).expect("tests/data is in the repository") {
            let path = entry.expect("a readable directory").path();
            if path.extension().is_some_and(|e| e == "jsonl") && !path.ends_with("code-pairs.jsonl")
            {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut inputs = Vec::new();
    for file in files {
        for record in read_jsonl(&file) {
            if let Some(input) = record.str("input") {
                let grammar = record.str("grammar").and_then(grammar_named);
                inputs.push((input.to_owned(), grammar));
            }
        }
    }
    let generated =
        generate(40_000, 61, Mix::Mixed)
            .into_iter()
            .chain(generate(20_000, 62, Mix::AsciiOnly));
    inputs.extend(generated.map(|text| (text, None)));
    let debian = iri_tests::corpus_data::debian_corpus();
    inputs.extend(debian.into_iter().map(|line| (line, None)));
    inputs
}

/// The policy: strict, with the covering codes warnings, so that nothing
/// is covered.
fn policy() -> Policy {
    let mut policy = Policy::STRICT;
    for &code in Code::ALL {
        if !code.covers().is_empty() {
            policy = policy.with(code, Level::Warning);
        }
    }
    policy
}

/// The pairs of codes found on places that meet, by name, with the first
/// input showing each.
fn pairs() -> BTreeMap<(String, String), String> {
    let policy = policy();
    let mut pairs = BTreeMap::new();
    let inputs = inputs();
    assert!(inputs.len() > 60_000, "{} inputs", inputs.len());
    let mut checked = 0;
    for (text, grammar) in inputs {
        let grammars = match grammar {
            Some(grammar) => vec![grammar],
            None => vec![Grammar::IRI_REFERENCE, Grammar::LEIRI_REFERENCE],
        };
        let Some((grammar, table)) = grammars
            .into_iter()
            .find_map(|g| parse(&text, g).ok().map(|t| (g, t)))
        else {
            continue;
        };
        checked += 1;
        let report = check(&text, &table, grammar, &policy);
        let findings = report.findings();
        for (i, a) in findings.iter().enumerate() {
            for b in &findings[i + 1..] {
                if a.code() != b.code() && a.meets(b) {
                    let (x, y) = (a.code().name(), b.code().name());
                    let key = if x < y { (x, y) } else { (y, x) };
                    pairs
                        .entry((key.0.to_owned(), key.1.to_owned()))
                        .or_insert_with(|| text.clone());
                }
            }
        }
    }
    println!("{checked} inputs checked, {} pairs", pairs.len());
    assert!(checked > 60_000, "{checked} inputs checked");
    pairs
}

/// Whether the code table says one of the two codes covers the other.
fn table_covers(a: &str, b: &str) -> bool {
    let (a, b) = (Code::from_name(a).unwrap(), Code::from_name(b).unwrap());
    a.covers().contains(&b) || b.covers().contains(&a)
}

/// The features this build has, of those that make rules fire.
fn features() -> Vec<&'static str> {
    ["idna", "security"]
        .into_iter()
        .filter(|f| iri_tests::feature_enabled!(*f))
        .collect()
}

#[test]
fn every_pair_of_codes_that_meet_is_decided() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/code-pairs.jsonl");
    let found = pairs();
    let records = if path.exists() {
        read_jsonl(&path)
    } else {
        Vec::new()
    };
    let mut listed: BTreeMap<(String, String), Value> = BTreeMap::new();
    for record in records {
        let codes = record.fields["codes"].as_array().expect("`codes`");
        let name = |i: usize| codes[i].as_str().expect("a code name").to_owned();
        listed.insert((name(0), name(1)), Value::Object(record.fields.clone()));
    }
    if std::env::var("CODE_PAIRS").is_ok_and(|v| v == "write") {
        write(&path, &found, &listed);
        return;
    }
    let have = features();
    let mut problems = String::new();
    for ((a, b), example) in &found {
        let Some(entry) = listed.get(&(a.clone(), b.clone())) else {
            let _ = writeln!(problems, "new pair {a} + {b} (on {example:?}): decide");
            continue;
        };
        let decision = entry["decision"].as_str().unwrap_or_default();
        let reason = entry["reason"].as_str().unwrap_or_default();
        match decision {
            "cover" if !table_covers(a, b) => {
                let _ = writeln!(
                    problems,
                    "{a} + {b}: `cover`, but the code table says none covers the other"
                );
            }
            "both" if table_covers(a, b) => {
                let _ = writeln!(
                    problems,
                    "{a} + {b}: `both`, but the code table says one covers the other"
                );
            }
            "both" if reason.is_empty() => {
                let _ = writeln!(problems, "{a} + {b}: `both` needs its reason");
            }
            "cover" | "both" => {}
            _ => {
                let _ = writeln!(
                    problems,
                    "{a} + {b}: decide (`cover` or `both`, on {example:?})"
                );
            }
        }
    }
    for ((a, b), entry) in &listed {
        let needs: Vec<&str> = entry["features"]
            .as_array()
            .map(|f| f.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        if needs.iter().all(|f| have.contains(f)) && !found.contains_key(&(a.clone(), b.clone())) {
            let _ = writeln!(problems, "stale entry {a} + {b}: no input makes the pair");
        }
    }
    assert!(problems.is_empty(), "{problems}");
}

/// Writes the pairs found, keeping the entries listed (and their
/// decisions), the new ones `undecided` with this build's features.
fn write(
    path: &Path,
    found: &BTreeMap<(String, String), String>,
    listed: &BTreeMap<(String, String), Value>,
) {
    let mut all = listed.clone();
    for ((a, b), example) in found {
        all.entry((a.clone(), b.clone())).or_insert_with(|| {
            let decision = if table_covers(a, b) { "cover" } else { "undecided" };
            json!({"codes": [a, b], "decision": decision, "reason": "", "example": example, "features": features()})
        });
    }
    let mut text = String::new();
    for entry in all.values() {
        text.push_str(&serde_json::to_string(entry).unwrap());
        text.push('\n');
    }
    std::fs::write(path, text).unwrap();
}
