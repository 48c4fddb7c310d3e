//! Instruction counts, for a noisy machine: runs one parser (or resolver)
//! over the benchmark corpus once, inside `measured`, so that
//!
//! ```text
//! valgrind --tool=callgrind --toggle-collect='*measured*' \
//!     target/release/deps/instructions-* parse-ascii ours
//! ```
//!
//! counts the instructions of that work alone; divide by the count printed.
//! Corpora: `parse-mixed`, `parse-ascii` (the generated references every
//! peer accepts), `parse-debian` (the real-world URLs of
//! `benches/data/debian-urls.txt`, all of them), `resolve`. Parsers: `ours`
//! (`IriRef::parse`), `ours-uri` (`UriRef::parse`), `grammar`
//! (`iri_core::parse` alone, without the default policy's check),
//! `checked` (`iri_core::parse`, then every rule of the default policy, as
//! the check benchmark runs them),
//! `oxiri`, `fluent-uri`, `fluent-uri-uri`, `iri-string`; resolvers: `ours`,
//! `ours-into`, `oxiri`, `oxiri-into`. Corpus `template` (the typical API
//! templates of `support/templates.rs`, each expanded once per item):
//! `ours` (`Template::expand` to a checked `IriRef<String>`), `ours-indexed`
//! (the values by index, as `iri_format!` passes them), `ours-string`
//! (`expand_to_string`), `iri-string` (`expand::<UriSpec, _>` to a
//! `String`).

use std::hint::black_box;

use iri_checker::{Policy, check};
use iri_core::{Grammar, IriRef, UriRef};

#[allow(dead_code, unreachable_pub, reason = "shared with the tests crate")]
#[path = "support/corpus.rs"]
mod corpus;

#[allow(dead_code, unreachable_pub, reason = "shared with the tests crate")]
#[path = "support/pairs.rs"]
mod pairs;

#[allow(dead_code, reason = "shared with the other benchmarks")]
#[path = "support/peers.rs"]
mod peers;

#[allow(dead_code, reason = "shared with the other benchmarks")]
#[path = "support/real_world.rs"]
mod real_world;

#[allow(dead_code, reason = "shared with the template benchmark")]
#[path = "support/templates.rs"]
mod templates;

/// The work being counted: `f` over every item.
#[inline(never)]
fn measured<T>(items: &[T], mut f: impl FnMut(&T)) {
    for item in items {
        f(black_box(item));
    }
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
        "checked" => measured(corpus, |s| {
            let text = s.as_str();
            if let Ok(table) = iri_core::parse(text, Grammar::IRI_REFERENCE) {
                black_box(check(
                    text,
                    &table,
                    Grammar::IRI_REFERENCE,
                    &Policy::DEFAULT,
                ));
            }
        }),
        // The same, on the references of the corpus that have no finding
        // (the common case of real data; the generated corpus is dense in
        // percent-encodings, dot segments and IPv6 literals).
        "checked-clean" => {
            let clean = without_findings(corpus);
            measured(&clean, |s| {
                if let Ok(table) = iri_core::parse(s, Grammar::IRI_REFERENCE) {
                    black_box(check(s, &table, Grammar::IRI_REFERENCE, &Policy::DEFAULT));
                }
            });
        }
        "grammar-clean" => {
            let clean = without_findings(corpus);
            measured(&clean, |s| {
                black_box(iri_core::parse(s.as_str(), Grammar::IRI_REFERENCE).is_ok());
            });
        }
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

/// Expands every case `ROUNDS` times, with `expander`; the number of items.
fn template(expander: &str) -> usize {
    use iri_template::{Mode, Value};
    const ROUNDS: usize = 250;
    let ours: Vec<_> = std::iter::repeat_n(templates::ours(), ROUNDS)
        .flatten()
        .collect();
    let theirs: Vec<_> = std::iter::repeat_n(templates::theirs(), ROUNDS)
        .flatten()
        .collect();
    match expander {
        "ours" => measured(&ours, |(t, values)| {
            black_box(t.expand(values.as_slice()).is_ok());
        }),
        "ours-indexed" => measured(&ours, |(t, values)| {
            let shapes: Vec<_> = values.iter().map(|(_, v)| v.shape()).collect();
            black_box(
                t.expand_indexed::<iri_core::kind::IriRefKind>(&shapes, Mode::Uri)
                    .is_ok(),
            );
        }),
        "ours-string" => measured(&ours, |(t, values)| {
            black_box(t.expand_to_string(values.as_slice(), Mode::Uri).is_ok());
        }),
        "iri-string" => measured(&theirs, |(t, context)| {
            black_box(
                t.expand::<iri_string::spec::UriSpec, _>(context)
                    .map(|e| e.to_string())
                    .is_ok(),
            );
        }),
        other => panic!("unknown expander {other}"),
    }
    ours.len()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [what, who] = args.as_slice() else {
        eprintln!(
            "usage: instructions (parse-mixed | parse-ascii | parse-debian | resolve | template) PARSER"
        );
        std::process::exit(2);
    };
    let count = match what.as_str() {
        "parse-mixed" | "parse-ascii" | "parse-debian" => {
            let corpus = match what.as_str() {
                "parse-mixed" => peers::mixed_corpus(),
                "parse-ascii" => peers::ascii_corpus(),
                _ => real_world::debian_corpus(),
            };
            parse(&corpus, who);
            corpus.len()
        }
        "resolve" => resolve(who),
        "template" => template(who),
        other => panic!("unknown corpus {other}"),
    };
    println!("{count}");
}
