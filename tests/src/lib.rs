//! Shared helpers of the integration tests.

pub mod components;
pub mod conformance_data;
pub mod convert_data;
// The records of every code (`tests/data/diagnostics.jsonl`), for the
// tests of iri-core, iri-macros and iri-cli.
pub mod diagnostic_records;
// The generators are a crate of their own, which the benchmarks use too.
pub use iri_corpus::{corpus, pairs};
// The real-world URLs, read at run time from the corpora's crate.
pub use iri_corpus::real_world as corpus_data;
pub mod names;
pub mod outcome;
pub mod probe;
pub mod records;
pub mod subgrammar;
// Generated text of every sort of character.
pub mod text;
// Generated templates and values, for the template tests.
pub mod template_gen;
// WHATWG's reading of an input beside ours, for the `whatwg` group's tests.
#[cfg(feature = "url")]
pub mod whatwg;

/// Whether the crate that expands it was built with the `iri-core`
/// feature `$feature` (`"nfc"`, `"bidi"`, `"idna"`, `"security"`): each
/// test crate forwards these features to `iri-core` under the same names,
/// and `cfg!` is read where the macro is expanded. Panics on another name,
/// so that a data file naming an unknown feature fails.
#[macro_export]
macro_rules! feature_enabled {
    ($feature:expr) => {
        match $feature {
            "nfc" => cfg!(feature = "nfc"),
            "bidi" => cfg!(feature = "bidi"),
            "idna" => cfg!(feature = "idna"),
            "security" => cfg!(feature = "security"),
            other => panic!("unknown feature `{other}` in a test's data"),
        }
    };
}

/// The README's Rust examples, run as doctests (`cargo test --doc`).
/// They show a default build (`std`, `nfc`, `bidi`), and the conversions
/// into the RDF crates' types (`oxrdf`, `sophia`): built without those
/// features, this crate leaves them out.
#[cfg(all(
    doctest,
    feature = "std",
    feature = "nfc",
    feature = "bidi",
    feature = "oxrdf",
    feature = "sophia"
))]
#[doc = include_str!("../../README.md")]
pub struct ReadmeExamples;
