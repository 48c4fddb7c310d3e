//! Runs one of the checker benchmark's workloads over its corpus, for an
//! instruction-count profile (the machine's timings are noisy; counts are
//! not):
//!
//! ```text
//! cargo build --release -p iri-core --example check_profile
//! valgrind --tool=callgrind --toggle-collect='check_profile::workload' \
//!     target/release/examples/check_profile check mixed
//! ```
//!
//! The workloads: `parse` (the plain ABNF parse), `typed` (`IriRef::parse`,
//! which also refuses what the default policy makes an error), `check`
//! (parse + check with the default policy) and `oxiri` (oxiri's parse); the
//! corpus: `mixed` or `ascii`. Only `workload` is counted, not the corpus
//! generation; divide its inclusive count by the references printed.

use std::hint::black_box;

use iri_core::check::{Policy, check};
use iri_core::{Grammar, IriRef, parse};

#[allow(dead_code, unreachable_pub, reason = "shared with the tests crate")]
#[path = "../benches/support/corpus.rs"]
mod corpus;

#[allow(dead_code, unreachable_pub, reason = "shared with the check benchmark")]
#[path = "../benches/support/check_corpus.rs"]
mod check_corpus;

use check_corpus::{ASCII_SEED, MIXED_SEED, valid_corpus};
use corpus::Mix;

/// Counts the references of `corpus` that `accepts` accepts.
#[inline(never)]
fn workload(corpus: &[String], accepts: fn(&str) -> bool) -> usize {
    corpus
        .iter()
        .filter(|s| black_box(accepts(black_box(s.as_str()))))
        .count()
}

/// The plain parse.
fn plain(text: &str) -> bool {
    parse(text, Grammar::IRI_REFERENCE).is_ok()
}

/// The typed parse.
fn typed(text: &str) -> bool {
    IriRef::parse(text).is_ok()
}

/// Parse + check with the default policy: accepted when nothing is found.
fn checked(text: &str) -> bool {
    parse(text, Grammar::IRI_REFERENCE)
        .is_ok_and(|table| check(text, &table, Grammar::IRI_REFERENCE, &Policy::DEFAULT).is_empty())
}

/// oxiri's parse.
fn oxiri_parse(text: &str) -> bool {
    oxiri::IriRef::parse(text).is_ok()
}

/// Prints how many references of `corpus` have a finding of each code
/// under the default policy (what a profile of `check` spends on reports).
fn print_codes(corpus: &[String]) {
    let mut counts = std::collections::BTreeMap::new();
    let mut clean = 0;
    for text in corpus {
        let Ok(table) = parse(text, Grammar::IRI_REFERENCE) else {
            continue;
        };
        let report = check(text, &table, Grammar::IRI_REFERENCE, &Policy::DEFAULT);
        clean += usize::from(report.is_empty());
        for finding in report.findings() {
            *counts.entry(finding.code().name()).or_insert(0) += 1;
        }
    }
    println!("{clean} of {} references without findings", corpus.len());
    for (code, count) in counts {
        println!("{count:6} {code}");
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "check".to_owned());
    let corpus = match args.next().as_deref() {
        None | Some("mixed") => valid_corpus(10_000, MIXED_SEED, Mix::Mixed),
        Some("ascii") => valid_corpus(10_000, ASCII_SEED, Mix::AsciiOnly),
        Some(other) => panic!("unknown corpus {other}: mixed or ascii"),
    };
    if name == "codes" {
        print_codes(&corpus);
        return;
    }
    let accepts: fn(&str) -> bool = match name.as_str() {
        "parse" => plain,
        "typed" => typed,
        "check" => checked,
        "oxiri" => oxiri_parse,
        other => panic!("unknown workload {other}: parse, typed, check or oxiri"),
    };
    let accepted = workload(&corpus, accepts);
    println!("{name}: {} references, {accepted} accepted", corpus.len());
}
