//! The project's own parse vectors (`tests/data/own-vectors.jsonl`): every
//! record is parsed with the grammar it names and checked for validity, every
//! component, the host kind, and the error's kind, component, span and
//! character. All failures are collected and reported together.
//!
//! Note: `ErrorKind::PathStartsWithDoubleSlash` has no vector. The parser
//! cannot produce it: wherever a reference starts with `//` after the scheme
//! (or at the start), the grammar reads an authority, so a path can only start
//! with `//` after an authority (`http://a//b`), where that is allowed.
//!
//! Note: two "just outside" code points of the ranges have no vector: U+D800
//! (after `ucschar`'s U+D7FF) and U+DFFF (before `iprivate`'s U+E000) are
//! surrogates, which no Rust string (nor UTF-8 JSON) can hold. The predicates
//! are checked at those points in `iri-core/tests/grammar_sets.rs`.

use std::collections::BTreeSet;
use std::path::Path;

use iri_tests::components::COMPONENT_NAMES;
use iri_tests::names::grammar_named;
use iri_tests::outcome::parse_differences;
use iri_tests::records::{Record, read_jsonl};

/// The error kinds the parser can report, each of which needs a vector.
const PARSER_ERROR_KINDS: [&str; 13] = [
    "InvalidCharacter",
    "InvalidPercentEncoding",
    "NonAscii",
    "PrivateUseOutsideQuery",
    "MissingScheme",
    "InvalidScheme",
    "UnclosedIpLiteral",
    "InvalidIpv6",
    "InvalidIpv4InIpv6",
    "InvalidIpvFuture",
    "InvalidPort",
    "ColonInFirstSegment",
    "UnexpectedFragment",
];

/// The grammars, each of which needs vectors.
const GRAMMARS: [&str; 10] = [
    "IRI",
    "IRI-reference",
    "absolute-IRI",
    "irelative-ref",
    "URI",
    "URI-reference",
    "absolute-URI",
    "relative-ref",
    "LEIRI",
    "LEIRI-reference",
];

fn own_vectors() -> Vec<Record> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/own-vectors.jsonl");
    read_jsonl(&path)
}

/// What is missing from a record for it to follow the vector format.
fn format_problems(record: &Record) -> Vec<String> {
    let mut problems = Vec::new();
    if record.str("note").is_none_or(str::is_empty) {
        problems.push("no note".to_owned());
    }
    if record.str("input").is_none() {
        problems.push("no input string".to_owned());
    }
    match record.bool("valid") {
        Some(true) => {
            let components = record.fields.get("components").and_then(|c| c.as_object());
            for name in COMPONENT_NAMES {
                if !components.is_some_and(|c| c.contains_key(name)) {
                    problems.push(format!("components.{name} missing"));
                }
            }
            if !record.fields.contains_key("host_kind") {
                problems.push("host_kind missing".to_owned());
            }
        }
        Some(false) => {
            let error = record.fields.get("error").and_then(|c| c.as_object());
            for key in ["kind", "component", "span", "char"] {
                if !error.is_some_and(|e| e.contains_key(key)) {
                    problems.push(format!("error.{key} missing"));
                }
            }
        }
        None => problems.push("no valid flag".to_owned()),
    }
    problems
}

#[test]
fn own_vectors_match_the_parser() {
    let records = own_vectors();
    let mut failures = Vec::new();
    for record in &records {
        let mut problems = format_problems(record);
        let grammar = record.str("grammar").and_then(grammar_named);
        match (grammar, record.str("input")) {
            (Some(grammar), Some(input)) => {
                problems.extend(parse_differences(input, grammar, record));
            }
            (None, _) => problems.push(format!("unknown grammar {:?}", record.str("grammar"))),
            (_, None) => {}
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{} {} {:?}:\n    {}",
                record.label(),
                record.str("grammar").unwrap_or("?"),
                record.str("input").unwrap_or("?"),
                problems.join("\n    ")
            ));
        }
    }
    println!(
        "own vectors: {} records, {} failing",
        records.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} own vectors fail:\n{}",
        failures.len(),
        records.len(),
        failures.join("\n")
    );
}

#[test]
fn own_vectors_cover_every_grammar_and_error_kind() {
    let records = own_vectors();
    assert!(records.len() >= 350, "only {} vectors", records.len());
    let grammars: BTreeSet<&str> = records.iter().filter_map(|r| r.str("grammar")).collect();
    let kinds: BTreeSet<&str> = records
        .iter()
        .filter_map(|r| r.fields.get("error")?.get("kind")?.as_str())
        .collect();
    let missing_grammars: Vec<_> = GRAMMARS.iter().filter(|g| !grammars.contains(*g)).collect();
    let missing_kinds: Vec<_> = PARSER_ERROR_KINDS
        .iter()
        .filter(|k| !kinds.contains(*k))
        .collect();
    assert!(
        missing_grammars.is_empty() && missing_kinds.is_empty(),
        "no vector for grammars {missing_grammars:?} / error kinds {missing_kinds:?}"
    );
}

/// Every error, for every vector input under every grammar, points into the
/// input: its span lies on character boundaries, is empty exactly when there
/// is no offending character, and starts with that character.
#[test]
fn every_error_span_points_at_its_character() {
    let mut failures = Vec::new();
    for record in own_vectors() {
        let Some(input) = record.str("input") else {
            continue;
        };
        for name in GRAMMARS {
            let Some(grammar) = grammar_named(name) else {
                failures.push(format!("unknown grammar {name}"));
                continue;
            };
            let Err(error) = iri_core::parse(input, grammar) else {
                continue;
            };
            let span = error.span();
            let on_boundaries = span.start <= span.end
                && span.end <= input.len()
                && input.is_char_boundary(span.start)
                && input.is_char_boundary(span.end);
            let char_agrees = on_boundaries
                && error.char().is_some() == (span.start < span.end)
                && error
                    .char()
                    .is_none_or(|c| input[span.start..].starts_with(c));
            if !char_agrees {
                failures.push(format!("{} {name} {input:?}: {error:?}", record.label()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
