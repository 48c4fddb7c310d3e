//! Parse benchmark against the peer crates, on the generated corpus.
//!
//! Each group parses the same 10,000 references (those every parser accepts,
//! so that each does the full work) with `iri_core`, oxiri, iri-string and
//! fluent-uri; one group for the mixed-script corpus, one for the ASCII-only one.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

#[allow(dead_code, unreachable_pub, reason = "shared with the tests crate")]
#[path = "support/corpus.rs"]
mod corpus;

use corpus::{Mix, generate};

/// `count` references of the corpus that every parser accepts.
fn valid_corpus(count: usize, seed: u64, mix: Mix) -> Vec<String> {
    let mut valid: Vec<String> = generate(count * 2, seed, mix)
        .into_iter()
        .filter(|s| {
            iri_core::IriRef::parse(s.as_str()).is_ok()
                && oxiri::IriRef::parse(s.as_str()).is_ok()
                && iri_string::types::IriReferenceStr::new(s.as_str()).is_ok()
                && fluent_uri::IriRef::parse(s.as_str()).is_ok()
        })
        .collect();
    assert!(
        valid.len() >= count,
        "the corpus has enough valid references"
    );
    valid.truncate(count);
    valid
}

fn bench_corpus(c: &mut Criterion, name: &str, corpus: &[String]) {
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
    group.finish();
}

fn parse(c: &mut Criterion) {
    bench_corpus(
        c,
        "parse-mixed",
        &valid_corpus(10_000, 0xBE7C_0001, Mix::Mixed),
    );
    bench_corpus(
        c,
        "parse-ascii",
        &valid_corpus(10_000, 0xBE7C_0002, Mix::AsciiOnly),
    );
}

criterion_group!(benches, parse);
criterion_main!(benches);
