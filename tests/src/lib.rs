//! Shared helpers of the integration tests.

pub mod components;
pub mod conformance_data;
pub mod convert_data;
// The generators live with the benchmarks of `iri-core`, which use them too.
#[path = "../../iri-core/benches/support/corpus.rs"]
pub mod corpus;
pub mod names;
pub mod outcome;
#[path = "../../iri-core/benches/support/pairs.rs"]
pub mod pairs;
pub mod records;
pub mod subgrammar;

/// The README's Rust examples, run as doctests (`cargo test --doc`).
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeExamples;
