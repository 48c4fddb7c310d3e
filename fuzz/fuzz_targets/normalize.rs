//! Normalization and equivalence: normal forms are valid, idempotent and
//! confluent (any partial normalization normalizes to the same string),
//! and equivalence is one relation across kinds.
#![no_main]

use iri_core::normalize::Steps;
use iri_core::{IriRef, LeiriRef, UriRef};
use iri_fuzz::{text, two};
use libfuzzer_sys::fuzz_target;

/// The steps whose bits are set in `bits`.
fn steps(bits: u8) -> Steps {
    let all = [
        Steps::CASE,
        Steps::PERCENT_ENCODING,
        Steps::PATH_SEGMENTS,
        Steps::NFC,
        Steps::SCHEME_BASED,
        Steps::IPV6,
    ];
    all.iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .fold(Steps::NONE, |acc, (_, &s)| acc | s)
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Some(text) = text(rest) else { return };
    let (a, b) = two(text);
    let Ok(x) = IriRef::parse(a) else { return };
    let normal = x.normalize_with(Steps::ALL);
    let reparsed = IriRef::parse(normal.as_str()).expect("a normal form is valid");
    assert_eq!(reparsed.table(), normal.table());
    assert_eq!(normal.normalize_with(Steps::ALL), normal, "{a:?}: normalize is idempotent");
    let partial = x.normalize_with(steps(selector));
    assert_eq!(
        partial.normalize_with(Steps::ALL),
        normal,
        "{a:?}: normalizing {partial:?} (after {:?}) gives another normal form",
        steps(selector)
    );
    assert!(x.is_equivalent_with(&normal, Steps::ALL));
    assert!(x.is_equivalent_with(&x, Steps::NONE));
    if let Ok(y) = IriRef::parse(b) {
        let same = x.normalize_with(Steps::ALL) == y.normalize_with(Steps::ALL);
        assert_eq!(x.is_equivalent_with(&y, Steps::ALL), same, "{a:?} and {b:?}");
        assert_eq!(y.is_equivalent_with(&x, Steps::ALL), same);
    }
    // Across kinds: a URI and its IRI form are one value under the ladder.
    if let Ok(u) = UriRef::parse(a) {
        let iri = u.to_iri();
        assert!(
            u.is_equivalent_with(&iri, Steps::ALL),
            "{a:?} and its IRI {iri:?}"
        );
        assert_eq!(u.normalize_with(Steps::ALL).normalize_with(Steps::ALL), u.normalize_with(Steps::ALL));
    }
    if let Ok(l) = LeiriRef::parse(b) {
        let n = l.normalize_with(Steps::ALL);
        assert_eq!(
            n.normalize_with(Steps::ALL),
            n,
            "{b:?}: a LEIRI's normal form is idempotent"
        );
    }
});
