//! The corpora the parse and resolve benchmarks share with the instruction
//! counter: what every peer accepts, so that each does the full work.

use iri_corpus::corpus::Mix;
use iri_corpus::{accepted, pairs};

/// `count` references of the generated corpus that every parser accepts.
pub(crate) fn valid_corpus(count: usize, seed: u64, mix: Mix) -> Vec<String> {
    accepted(count, seed, mix, |s| {
        iri_core::IriRef::parse(s).is_ok()
            && oxiri::IriRef::parse(s).is_ok()
            && iri_string::types::IriReferenceStr::new(s).is_ok()
            && fluent_uri::IriRef::parse(s).is_ok()
    })
}

/// The mixed-script corpus of the parse benchmark.
pub(crate) fn mixed_corpus() -> Vec<String> {
    valid_corpus(10_000, 0xBE7C_0001, Mix::Mixed)
}

/// The ASCII-only corpus of the parse benchmark.
pub(crate) fn ascii_corpus() -> Vec<String> {
    valid_corpus(10_000, 0xBE7C_0002, Mix::AsciiOnly)
}

const RFC_BASE: &str = "http://a/b/c/d;p?q";
const RFC_REFERENCES: &[&str] = &[
    "g:h",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "g?y#s",
    ";x",
    "g;x",
    "g;x?y#s",
    "",
    ".",
    "./",
    "..",
    "../",
    "../g",
    "../..",
    "../../",
    "../../g",
    "../../../g",
    "../../../../g",
    "/./g",
    "/../g",
    "g.",
    ".g",
    "g..",
    "..g",
    "./../g",
    "./g/.",
    "g/./h",
    "g/../h",
    "g;x=1/./y",
    "g;x=1/../y",
    "g?y/./x",
    "g?y/../x",
    "g#s/./x",
    "g#s/../x",
];

/// The (base, reference) pairs of the resolve benchmark: the RFC 3986
/// section 5.4 examples and 1,000 generated pairs that oxiri resolves too
/// (it refuses the `//` rule's cases).
pub(crate) fn resolve_pairs() -> Vec<(String, String)> {
    let mut pairs: Vec<(String, String)> = RFC_REFERENCES
        .iter()
        .map(|r| (RFC_BASE.to_owned(), (*r).to_owned()))
        .collect();
    for (base, reference) in pairs::pairs(42, 2_000) {
        let base = iri_core::Iri::parse(base.as_str())
            .unwrap()
            .without_fragment()
            .to_owned();
        let ox = oxiri::Iri::parse(base.as_str()).unwrap();
        let ox_ref = oxiri::IriRef::parse(reference.as_str()).unwrap();
        if ox.resolve(&ox_ref).is_ok() && pairs.len() < 1_041 {
            pairs.push((base, reference));
        }
    }
    pairs
}

/// The pairs of `resolve_pairs` parsed by our types.
pub(crate) fn our_pairs(
    pairs: &[(String, String)],
) -> Vec<(iri_core::Iri<&str>, iri_core::IriRef<&str>)> {
    pairs
        .iter()
        .map(|(b, r)| {
            (
                iri_core::Iri::parse(b.as_str()).unwrap(),
                iri_core::IriRef::parse(r.as_str()).unwrap(),
            )
        })
        .collect()
}

/// The pairs of `resolve_pairs` parsed by oxiri.
pub(crate) fn oxiri_pairs(
    pairs: &[(String, String)],
) -> Vec<(oxiri::Iri<&str>, oxiri::IriRef<&str>)> {
    pairs
        .iter()
        .map(|(b, r)| {
            (
                oxiri::Iri::parse(b.as_str()).unwrap(),
                oxiri::IriRef::parse(r.as_str()).unwrap(),
            )
        })
        .collect()
}
