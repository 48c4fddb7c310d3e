//! Resolution against oxiri and iri-string, in one run, on the same pairs:
//! the RFC 3986 section 5.4 examples and 1,000 pairs of the generated corpus.
//! Each library resolves its own pre-parsed base and reference into a new
//! owned string.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use iri_string::format::ToDedicatedString;
use iri_string::types::{IriAbsoluteStr, IriReferenceStr};

#[allow(dead_code, reason = "shared with the parse benchmark")]
#[path = "support/peers.rs"]
mod peers;

fn resolve(c: &mut Criterion) {
    let corpus = peers::resolve_pairs();
    let ours = peers::our_pairs(&corpus);
    let ox = peers::oxiri_pairs(&corpus);
    let is: Vec<_> = corpus
        .iter()
        .map(|(b, r)| {
            (
                IriAbsoluteStr::new(b.as_str()).unwrap(),
                IriReferenceStr::new(r.as_str()).unwrap(),
            )
        })
        .collect();
    let mut group = c.benchmark_group("resolve");
    group.bench_function("iri-core", |b| {
        b.iter(|| {
            for (base, reference) in &ours {
                black_box(base.resolve(black_box(reference)));
            }
        });
    });
    group.bench_function("oxiri", |b| {
        b.iter(|| {
            for (base, reference) in &ox {
                black_box(base.resolve(black_box(reference)).unwrap());
            }
        });
    });
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            for (base, reference) in &is {
                let resolved = black_box(reference).resolve_against(base);
                black_box(resolved.try_to_dedicated_string().unwrap());
            }
        });
    });
    let mut buf = String::with_capacity(256);
    group.bench_function("iri-core resolve_into", |b| {
        b.iter(|| {
            for (base, reference) in &ours {
                buf.clear();
                black_box(base.resolve_into(black_box(reference), &mut buf));
            }
        });
    });
    group.bench_function("oxiri resolve_into", |b| {
        b.iter(|| {
            for (base, reference) in &ox {
                buf.clear();
                base.resolve_into(black_box(reference), &mut buf).unwrap();
                black_box(&buf);
            }
        });
    });
    group.finish();
}

criterion_group!(benches, resolve);
criterion_main!(benches);
