//! Template expansion against iri-string's, in one run, on the same
//! templates and values (typical API templates, three to five variables;
//! `support/templates.rs`), each parsed once beforehand:
//!
//! - `iri-core`: `Template::expand` by name, to a checked `IriRef<String>`;
//! - `iri-core indexed`: the values by index, as `iri_format!` passes them;
//! - `iri-core string`: `expand_to_string`, the RFC 6570 text unchecked;
//! - `iri-string`: `expand::<UriSpec, _>` to a `String`.
//!
//! Not run in CI (timings need an idle machine); the instruction-count
//! driver (`instructions template …`) counts the same work.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use iri_string::spec::UriSpec;
use iri_template::{Mode, Value};

#[path = "support/templates.rs"]
mod templates;

fn expand(c: &mut Criterion) {
    let ours = templates::ours();
    let theirs = templates::theirs();
    let mut group = c.benchmark_group("template");
    group.bench_function("iri-core", |b| {
        b.iter(|| {
            for (template, values) in &ours {
                black_box(template.expand(black_box(values.as_slice())).unwrap());
            }
        });
    });
    group.bench_function("iri-core indexed", |b| {
        b.iter(|| {
            for (template, values) in &ours {
                let shapes: Vec<_> = values.iter().map(|(_, v)| v.shape()).collect();
                black_box(
                    template
                        .expand_indexed::<iri_core::kind::IriRefKind>(&shapes, Mode::Uri)
                        .unwrap(),
                );
            }
        });
    });
    group.bench_function("iri-core string", |b| {
        b.iter(|| {
            for (template, values) in &ours {
                black_box(
                    template
                        .expand_to_string(black_box(values.as_slice()), Mode::Uri)
                        .unwrap(),
                );
            }
        });
    });
    group.bench_function("iri-string", |b| {
        b.iter(|| {
            for (template, context) in &theirs {
                black_box(
                    template
                        .expand::<UriSpec, _>(black_box(context))
                        .unwrap()
                        .to_string(),
                );
            }
        });
    });
    group.finish();
}

criterion_group!(benches, expand);
criterion_main!(benches);
