//! Instruction counts, for a noisy machine: runs one parser (or resolver)
//! of `iri-core` or a peer over the benchmark corpus once, inside
//! `iri_corpus::measured`, so that
//!
//! ```text
//! valgrind --tool=callgrind --toggle-collect='*measured*' \
//!     target/release/deps/instructions-* parse-ascii ours
//! ```
//!
//! counts the instructions of that work alone; divide by the count printed.
//! Corpora: `parse-mixed`, `parse-ascii` (the generated references every
//! peer accepts), `parse-debian` (the real-world URLs of
//! `iri_corpus::real_world`, all of them), `resolve`. Parsers: `ours`
//! (`IriRef::parse`), `ours-uri` (`UriRef::parse`), `grammar`
//! (`iri_core::parse` alone, without the default policy's check),
//! `grammar-uri`, `oxiri`, `fluent-uri`, `fluent-uri-uri`, `iri-string`;
//! resolvers: `ours`, `ours-into`, `oxiri`, `oxiri-into`. The checker's
//! driver (`iri-checker/benches/instructions.rs`) counts parse + check on
//! the same corpora, the templates' (`iri-template/benches/instructions.rs`)
//! the expansions.

use std::hint::black_box;

use iri_core::{Grammar, IriRef, UriRef};
use iri_corpus::measured;

#[allow(dead_code, reason = "shared with the other benchmarks")]
#[path = "support/peers.rs"]
mod peers;

fn parse(corpus: &[String], parser: &str) {
    match parser {
        "ours" => measured(corpus, |s| {
            black_box(IriRef::parse(s.as_str()).is_ok());
        }),
        "ours-uri" => measured(corpus, |s| {
            black_box(UriRef::parse(s.as_str()).is_ok());
        }),
        "grammar" => measured(corpus, |s| {
            black_box(iri_core::parse(s.as_str(), Grammar::IRI_REFERENCE).is_ok());
        }),
        "grammar-uri" => measured(corpus, |s| {
            black_box(iri_core::parse(s.as_str(), Grammar::URI_REFERENCE).is_ok());
        }),
        "oxiri" => measured(corpus, |s| {
            black_box(oxiri::IriRef::parse(s.as_str()).is_ok());
        }),
        "fluent-uri" => measured(corpus, |s| {
            black_box(fluent_uri::IriRef::parse(s.as_str()).is_ok());
        }),
        "fluent-uri-uri" => measured(corpus, |s| {
            black_box(fluent_uri::UriRef::parse(s.as_str()).is_ok());
        }),
        "iri-string" => measured(corpus, |s| {
            black_box(iri_string::types::IriReferenceStr::new(s.as_str()).is_ok());
        }),
        other => panic!("unknown parser {other}"),
    }
}

fn resolve(resolver: &str) -> usize {
    let corpus = peers::resolve_pairs();
    let mut buf = String::with_capacity(256);
    match resolver {
        "ours" | "ours-into" => {
            let pairs = peers::our_pairs(&corpus);
            if resolver == "ours" {
                measured(&pairs, |(b, r)| {
                    black_box(b.resolve(r));
                });
            } else {
                measured(&pairs, |(b, r)| {
                    buf.clear();
                    black_box(b.resolve_into(r, &mut buf));
                });
            }
        }
        "oxiri" | "oxiri-into" => {
            let pairs = peers::oxiri_pairs(&corpus);
            if resolver == "oxiri" {
                measured(&pairs, |(b, r)| {
                    black_box(b.resolve(r).unwrap());
                });
            } else {
                measured(&pairs, |(b, r)| {
                    buf.clear();
                    b.resolve_into(r, &mut buf).unwrap();
                    black_box(&buf);
                });
            }
        }
        other => panic!("unknown resolver {other}"),
    }
    corpus.len()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [what, who] = args.as_slice() else {
        eprintln!(
            "usage: instructions (parse-mixed | parse-ascii | parse-debian | resolve) PARSER"
        );
        std::process::exit(2);
    };
    let count = match what.as_str() {
        "parse-mixed" | "parse-ascii" | "parse-debian" => {
            let corpus = match what.as_str() {
                "parse-mixed" => peers::mixed_corpus(),
                "parse-ascii" => peers::ascii_corpus(),
                _ => iri_corpus::real_world::debian_corpus(),
            };
            parse(&corpus, who);
            corpus.len()
        }
        "resolve" => resolve(who),
        other => panic!("unknown corpus {other}"),
    };
    println!("{count}");
}
