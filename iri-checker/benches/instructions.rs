//! Instruction counts of the checker, for a noisy machine: runs the
//! default policy's check (or the grammar it follows) over a corpus once,
//! inside `iri_corpus::measured`, so that
//!
//! ```text
//! valgrind --tool=callgrind --toggle-collect='*measured*' \
//!     target/release/deps/instructions-* parse-ascii checked
//! ```
//!
//! counts the instructions of that work alone; divide by the count printed.
//! Corpora: those of `iri-core`'s driver (`iri-core/benches/instructions.rs`):
//! `parse-mixed`, `parse-ascii` (the generated references every peer
//! parser accepts), `parse-debian` (the real-world URLs of
//! `iri_corpus::real_world`, all of them). Subjects: `checked`
//! (`iri_core::parse`, then every rule of the default policy, as the check
//! benchmark runs them); `checked-clean` and `grammar-clean`, the same and
//! the grammar alone on the references of the corpus that have no finding
//! (the common case of real data; the generated corpus is dense in
//! percent-encodings, dot segments and IPv6 literals).
//!
//! `scripts/instruction-guard.sh` builds it without the crate's default
//! features, as its baseline was recorded.

use std::hint::black_box;

use iri_checker::{Policy, check};
use iri_core::Grammar;
use iri_corpus::corpus::Mix;
use iri_corpus::{accepted, measured};

/// The generated corpus of `iri-core`'s driver: `count` references that
/// every parser of its parse benchmark accepts (`support/peers.rs` there).
fn valid_corpus(count: usize, seed: u64, mix: Mix) -> Vec<String> {
    accepted(count, seed, mix, |s| {
        iri_core::IriRef::parse(s).is_ok()
            && oxiri::IriRef::parse(s).is_ok()
            && iri_string::types::IriReferenceStr::new(s).is_ok()
            && fluent_uri::IriRef::parse(s).is_ok()
    })
}

/// The references of `corpus` on which the default check finds nothing
/// (their count printed on standard error).
fn without_findings(corpus: &[String]) -> Vec<&String> {
    let clean: Vec<&String> = corpus
        .iter()
        .filter(|s| {
            iri_core::parse(s, Grammar::IRI_REFERENCE).is_ok_and(|table| {
                check(s, &table, Grammar::IRI_REFERENCE, &Policy::DEFAULT).is_empty()
            })
        })
        .collect();
    eprintln!("{} references without findings", clean.len());
    clean
}

/// Parse + check of `text`, the work of `checked`.
fn parse_and_check(text: &str) {
    if let Ok(table) = iri_core::parse(text, Grammar::IRI_REFERENCE) {
        black_box(check(
            text,
            &table,
            Grammar::IRI_REFERENCE,
            &Policy::DEFAULT,
        ));
    }
}

fn run(corpus: &[String], subject: &str) {
    match subject {
        "checked" => measured(corpus, |s| parse_and_check(s)),
        "checked-clean" => measured(&without_findings(corpus), |s| parse_and_check(s)),
        "grammar-clean" => measured(&without_findings(corpus), |s| {
            black_box(iri_core::parse(s.as_str(), Grammar::IRI_REFERENCE).is_ok());
        }),
        other => panic!("unknown subject {other}"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [what, who] = args.as_slice() else {
        eprintln!(
            "usage: instructions (parse-mixed | parse-ascii | parse-debian) (checked | checked-clean | grammar-clean)"
        );
        std::process::exit(2);
    };
    let corpus = match what.as_str() {
        "parse-mixed" => valid_corpus(10_000, 0xBE7C_0001, Mix::Mixed),
        "parse-ascii" => valid_corpus(10_000, 0xBE7C_0002, Mix::AsciiOnly),
        "parse-debian" => iri_corpus::real_world::debian_corpus(),
        other => panic!("unknown corpus {other}"),
    };
    run(&corpus, who);
    println!("{}", corpus.len());
}
