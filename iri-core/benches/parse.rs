//! Parse benchmark against the peer crates, on the generated corpus.
//!
//! Each group parses the same 10,000 references (those every parser accepts,
//! so that each does the full work) with `iri_core`, oxiri, iri-string and
//! fluent-uri; one group for the mixed-script corpus, one for the ASCII-only one, which
//! adds the URI parsers of `iri_core` and fluent-uri.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

#[allow(dead_code, reason = "shared with the resolve benchmark")]
#[path = "support/peers.rs"]
mod peers;

fn bench_corpus(c: &mut Criterion, name: &str, corpus: &[String], ascii: bool) {
    let bytes: usize = corpus.iter().map(String::len).sum();
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("iri_core", |b| {
        b.iter(|| {
            for s in corpus {
                black_box(iri_core::IriRef::parse(black_box(s.as_str())).is_ok());
            }
        });
    });
    if ascii {
        // The URI types: at least as fast as the IRI types on ASCII input.
        group.bench_function("iri_core uri", |b| {
            b.iter(|| {
                for s in corpus {
                    black_box(iri_core::UriRef::parse(black_box(s.as_str())).is_ok());
                }
            });
        });
    }
    group.bench_function("oxiri", |b| {
        b.iter(|| {
            for s in corpus {
                black_box(oxiri::IriRef::parse(black_box(s.as_str())).is_ok());
            }
        });
    });
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            for s in corpus {
                black_box(iri_string::types::IriReferenceStr::new(black_box(s.as_str())).is_ok());
            }
        });
    });
    group.bench_function("fluent-uri", |b| {
        b.iter(|| {
            for s in corpus {
                black_box(fluent_uri::IriRef::parse(black_box(s.as_str())).is_ok());
            }
        });
    });
    if ascii {
        group.bench_function("fluent-uri uri", |b| {
            b.iter(|| {
                for s in corpus {
                    black_box(fluent_uri::UriRef::parse(black_box(s.as_str())).is_ok());
                }
            });
        });
    }
    group.finish();
}

fn parse(c: &mut Criterion) {
    bench_corpus(c, "parse-mixed", &peers::mixed_corpus(), false);
    bench_corpus(c, "parse-ascii", &peers::ascii_corpus(), true);
}

criterion_group!(benches, parse);
criterion_main!(benches);
