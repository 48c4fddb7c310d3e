//! IRI-to-URI mapping against the peer crates, on the same pre-parsed inputs:
//! iri-string's `encode_to_uri` (to a dedicated string) and fluent-uri's
//! `to_uri_ref`. Also URI-to-IRI and LEIRI-to-IRI on their own.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use iri_string::format::ToDedicatedString;

/// IRIs with some non-ASCII characters, in every component.
const MIXED: &[&str] = &[
    "http://www.example.org/red%09ros\u{E9}#red",
    "https://user@\u{4F8B}\u{3048}.jp:8443/\u{30D1}\u{30B9}/a/b?q=\u{E9}t\u{E9}&x=1#frag",
    "http://example.com/\u{10300}\u{10301}\u{10302}",
    "../photos/\u{E9}t\u{E9}/2024/IMG_0001.jpg?size=large",
    "http://www.example.org/r\u{E9}sum\u{E9}.html",
    "ftp://ftp.example.org/pub/\u{65E5}\u{672C}\u{8A9E}/readme.txt",
];

/// IRIs that are all non-ASCII past the scheme, and plain ASCII ones.
const HEAVY: &[&str] = &[
    "http://\u{4F8B}\u{3048}.\u{30C6}\u{30B9}\u{30C8}/\u{30D1}\u{30B9}/\u{65E5}\u{672C}\u{8A9E}\u{306E}\u{30DA}\u{30FC}\u{30B8}?\u{691C}\u{7D22}=\u{6771}\u{4EAC}",
];
const ASCII: &[&str] = &[
    "http://www.example.org/a/b/c?query=1#fragment",
    "https://user@example.com:8443/path/to/resource.html",
];

fn bench_to_uri(c: &mut Criterion, name: &str, inputs: &[&str]) {
    let ours: Vec<_> = inputs
        .iter()
        .map(|s| iri_core::IriRef::parse(*s).unwrap())
        .collect();
    let iri_string: Vec<_> = inputs
        .iter()
        .map(|s| iri_string::types::IriReferenceStr::new(s).unwrap())
        .collect();
    let fluent: Vec<_> = inputs
        .iter()
        .map(|s| fluent_uri::IriRef::parse(*s).unwrap())
        .collect();
    for (i, o) in ours.iter().enumerate() {
        assert_eq!(
            o.to_uri().as_str(),
            iri_string[i].encode_to_uri().to_dedicated_string().as_str()
        );
        assert_eq!(o.to_uri().as_str(), fluent[i].to_uri_ref().as_str());
    }

    let mut group = c.benchmark_group(format!("to_uri/{name}"));
    group.bench_function("iri-core", |b| {
        b.iter(|| {
            for iri in &ours {
                black_box(black_box(iri).to_uri());
            }
        });
    });
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            for iri in &iri_string {
                black_box(black_box(iri).encode_to_uri().to_dedicated_string());
            }
        });
    });
    group.bench_function("fluent-uri", |b| {
        b.iter(|| {
            for iri in &fluent {
                black_box(black_box(iri).to_uri_ref());
            }
        });
    });
    group.finish();
}

fn to_uri(c: &mut Criterion) {
    bench_to_uri(c, "mixed", MIXED);
    bench_to_uri(c, "heavy", HEAVY);
    bench_to_uri(c, "ascii", ASCII);
}

fn to_iri(c: &mut Criterion) {
    let uris: Vec<_> = MIXED
        .iter()
        .map(|s| {
            iri_core::IriRef::parse(*s)
                .unwrap()
                .to_uri()
                .as_str()
                .to_owned()
        })
        .collect();
    let uris: Vec<_> = uris
        .iter()
        .map(|s| iri_core::UriRef::parse(s.as_str()).unwrap())
        .collect();
    c.bench_function("to_iri/mixed", |b| {
        b.iter(|| {
            for uri in &uris {
                black_box(black_box(uri).to_iri());
            }
        });
    });
    let leiris: Vec<_> = ["http://example.org/a b/<c>?d e#f|g", "../x y/\u{E000}/{z}"]
        .iter()
        .map(|s| iri_core::LeiriRef::parse(*s).unwrap())
        .collect();
    c.bench_function("leiri_to_iri", |b| {
        b.iter(|| {
            for leiri in &leiris {
                black_box(black_box(leiri).to_iri());
            }
        });
    });
}

criterion_group!(benches, to_uri, to_iri);
criterion_main!(benches);
