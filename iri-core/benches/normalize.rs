//! Normalization against fluent-uri, in one run, on the same IRI references.
//! Each library normalizes its own pre-parsed value into a new owned one.
//! fluent-uri's normalization is syntax-based plus IPv6 canonicalization;
//! `iri-core SYNTAX|IPV6` does the same steps, `iri-core ALL` adds the
//! scheme-based step.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use iri_core::IriRef;
use iri_core::normalize::Steps;

const INPUTS: &[&str] = &[
    "http://example.com/",
    "HTTP://www.EXAMPLE.com/",
    "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
    "http://a/b/c/%2E/%2E./%2e%2E/d",
    "FOO://%55se%72@EXamp%4ce%2ecom:8042/%4b%2f?%4c%2b#%24%4d",
    "https://[2001:DB8:0:0:0:0:0:1]:443/a/b?x=1",
    "http://example.org/a/b/c/d/e/f/g/h/i/j/k/l/m/n?query=string&and=more#fragment",
    "https://user:pass@sub.example.co.uk:8443/path/to/resource.html?a=1&b=2#section-3",
    "http://例え.jp/パス/./ファイル/../名前?問い#断片",
    "http://example.com/%E2%82%AC/%C3%A9t%C3%A9/%7Euser",
    "urn:isbn:0451450523",
    "mailto:John.Doe@example.com",
    "tag:example.org,2004:thing/x",
    "../relative/./path?q",
    "//cdn.example.net/lib/v1/../v2/app.js",
    "http://a/b/c/d;p?q",
];

fn normalize(c: &mut Criterion) {
    let ours: Vec<_> = INPUTS.iter().map(|s| IriRef::parse(*s).unwrap()).collect();
    let fluent: Vec<_> = INPUTS
        .iter()
        .map(|s| fluent_uri::IriRef::parse(*s).unwrap())
        .collect();
    let mut group = c.benchmark_group("normalize");
    group.bench_function("iri-core SYNTAX|IPV6", |b| {
        b.iter(|| {
            for value in &ours {
                black_box(black_box(value).normalize_with(Steps::SYNTAX | Steps::IPV6));
            }
        });
    });
    group.bench_function("iri-core ALL", |b| {
        b.iter(|| {
            for value in &ours {
                black_box(black_box(value).normalize());
            }
        });
    });
    group.bench_function("fluent-uri", |b| {
        b.iter(|| {
            for value in &fluent {
                black_box(black_box(value).normalize());
            }
        });
    });
    group.finish();
}

criterion_group!(benches, normalize);
criterion_main!(benches);
