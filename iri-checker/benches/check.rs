//! The checker's cost: parse + check with the default policy against
//! parsing alone and against oxiri's parse, in one run, on the mixed and
//! the ASCII corpus (the references both parsers accept), and on the
//! real-world URLs of the Debian package index (all 30,089 lines, the few
//! that the grammar refuses included: `iri-corpus/data/README.md`).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use iri_checker::{Policy, check};
use iri_core::{Grammar, parse};

use iri_corpus::corpus::Mix;
use iri_corpus::real_world;

/// `count` references of the corpus that both parsers accept.
fn valid_corpus(count: usize, seed: u64, mix: Mix) -> Vec<String> {
    iri_corpus::accepted(count, seed, mix, |s| {
        iri_core::IriRef::parse(s).is_ok() && oxiri::IriRef::parse(s).is_ok()
    })
}

fn bench_corpus(c: &mut Criterion, name: &str, corpus: &[String]) {
    let bytes: usize = corpus.iter().map(String::len).sum();
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("iri_core parse + check", |b| {
        b.iter(|| {
            for s in corpus {
                let text = black_box(s.as_str());
                if let Ok(table) = parse(text, Grammar::IRI_REFERENCE) {
                    black_box(check(
                        text,
                        &table,
                        Grammar::IRI_REFERENCE,
                        &Policy::DEFAULT,
                    ));
                }
            }
        });
    });
    group.bench_function("iri_core typed parse", |b| {
        b.iter(|| {
            for s in corpus {
                black_box(iri_core::IriRef::parse(black_box(s.as_str())).is_ok());
            }
        });
    });
    group.bench_function("iri_core parse", |b| {
        b.iter(|| {
            for s in corpus {
                black_box(parse(black_box(s.as_str()), Grammar::IRI_REFERENCE).is_ok());
            }
        });
    });
    group.bench_function("oxiri parse", |b| {
        b.iter(|| {
            for s in corpus {
                black_box(oxiri::IriRef::parse(black_box(s.as_str())).is_ok());
            }
        });
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    bench_corpus(
        c,
        "check-mixed",
        &valid_corpus(10_000, 0xBE7C_0001, Mix::Mixed),
    );
    bench_corpus(
        c,
        "check-ascii",
        &valid_corpus(10_000, 0xBE7C_0002, Mix::AsciiOnly),
    );
    bench_corpus(c, "check-debian", &real_world::debian_corpus());
}

criterion_group!(check_benches, benches);
criterion_main!(check_benches);
