//! Speed never changes a verdict: the checker finds the same with the facts
//! the parser records (which let it skip the rules that have nothing to
//! look at) as with a table that carries none (`Table::from_offsets`,
//! every fact possible, every rule at work), and the typed constructors,
//! which ask the facts first, refuse exactly what the default policy makes
//! an error. On the generated corpora, the real-world URLs of
//! `iri-corpus/data/`, the inputs of the checker's vectors and
//! variants of them with uppercase letters and bidi formatting characters,
//! under several grammars and policies.

use std::path::Path;

use iri_checker::{Level, Policy, Report, check};
use iri_core::__private::internals::syntax::table;
use iri_core::{Grammar, IriRef, LeiriRef, Table, UriRef, parse};
use iri_tests::corpus::{Mix, generate};
use iri_tests::records::read_jsonl;

/// The table of `table`'s text without the parser's facts.
fn without_facts(table: &Table) -> Table {
    let (offsets, host_kind) = table::raw_offsets(table);
    table::from_offsets(offsets, host_kind)
}

/// Checks `text` under `policy` with and without the facts, and the typed
/// constructor of `grammar` against the default policy's errors.
fn same_findings(text: &str, grammar: Grammar, policies: &[(&str, Policy)]) {
    let Ok(table) = parse(text, grammar) else {
        return;
    };
    let bare = without_facts(&table);
    for (name, policy) in policies {
        let fast = check(text, &table, grammar, policy);
        let full = check(text, &bare, grammar, policy);
        assert_eq!(fast, full, "{text:?} ({grammar:?}, policy {name})");
        for finding in &fast {
            assert_eq!(
                finding.fix(text).map(|fix| fix.replacement().to_owned()),
                full.findings()
                    .iter()
                    .find(|f| *f == finding)
                    .and_then(|f| f.fix(text))
                    .map(|fix| fix.replacement().to_owned()),
                "{text:?}"
            );
        }
    }
    let refused = first_error(&check(text, &bare, grammar, &Policy::DEFAULT));
    let typed = match grammar {
        Grammar::IRI_REFERENCE => IriRef::parse(text).err(),
        Grammar::URI_REFERENCE => UriRef::parse(text).err(),
        Grammar::LEIRI_REFERENCE => LeiriRef::parse(text).err(),
        _ => return,
    };
    assert_eq!(
        typed.map(|e| (e.kind(), e.span())),
        refused,
        "{text:?} ({grammar:?})"
    );
}

/// What the typed constructors refuse, as the first error of a report.
fn first_error(report: &Report) -> Option<(iri_core::ErrorKind, std::ops::Range<usize>)> {
    report
        .findings()
        .iter()
        .filter(|f| f.level() == Level::Error)
        .min_by_key(|f| (f.span().start, f.code()))
        .map(|f| {
            let error = f.to_parse_error();
            (error.kind(), error.span())
        })
}

fn policies() -> Vec<(&'static str, Policy)> {
    vec![
        ("default", Policy::DEFAULT),
        ("strict", Policy::STRICT),
        ("rdf", Policy::RDF),
        ("leiri", Policy::LEIRI),
        ("http-client", Policy::HTTP_CLIENT),
    ]
}

const GRAMMARS: [Grammar; 3] = [
    Grammar::IRI_REFERENCE,
    Grammar::URI_REFERENCE,
    Grammar::LEIRI_REFERENCE,
];

#[test]
fn generated_corpora() {
    let policies = policies();
    let texts = generate(6_000, 0xFAC7, Mix::Mixed)
        .into_iter()
        .chain(generate(3_000, 0xFAC8, Mix::AsciiOnly));
    for text in texts {
        for grammar in GRAMMARS {
            same_findings(&text, grammar, &policies);
        }
    }
}

#[test]
fn real_world_urls() {
    let lines = iri_tests::corpus_data::debian_corpus();
    let policies = policies();
    for line in &lines {
        same_findings(line, Grammar::IRI_REFERENCE, &policies[..2]);
    }
}

#[test]
fn vector_inputs_and_variants() {
    let policies = policies();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let mut inputs: Vec<String> = Vec::new();
    for file in ["bidi", "form", "host", "leiri", "scheme", "unicode"] {
        for record in read_jsonl(&dir.join(format!("check/{file}.jsonl"))) {
            inputs.extend(record.str("input").map(str::to_owned));
        }
    }
    for record in read_jsonl(&dir.join("diagnostics.jsonl")) {
        inputs.extend(record.str("input").map(str::to_owned));
    }
    assert!(inputs.len() > 300, "the vectors were read");
    for input in &inputs {
        let variants = [
            input.clone(),
            input.to_ascii_uppercase(),
            input.to_ascii_lowercase(),
            format!("{input}\u{200F}"),
            input.replacen('/', "/\u{202E}", 1),
            input.replacen('.', "-.", 1),
        ];
        for text in &variants {
            for grammar in GRAMMARS.into_iter().chain([Grammar::IRI, Grammar::LEIRI]) {
                same_findings(text, grammar, &policies);
            }
        }
    }
}
