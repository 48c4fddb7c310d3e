//! The steps commute, with and without the `nfc` feature: normalizing what
//! any subset of them left gives the normal form (the integration tests
//! check the same on a larger corpus, with NFC).

use alloc::format;
use alloc::vec::Vec;

use crate::normalize::Steps;
use crate::ri::{IriRef, UriRef};

/// Every step available in this build.
const STEPS: &[Steps] = &[
    Steps::CASE,
    Steps::PERCENT_ENCODING,
    Steps::PATH_SEGMENTS,
    Steps::SCHEME_BASED,
    Steps::IPV6,
    #[cfg(feature = "nfc")]
    Steps::NFC,
];

/// Every subset of the available steps.
fn subsets() -> Vec<Steps> {
    (0..1_u32 << STEPS.len())
        .map(|bits| {
            STEPS
                .iter()
                .enumerate()
                .filter(|(i, _)| bits >> i & 1 == 1)
                .fold(Steps::NONE, |all, (_, &step)| all | step)
        })
        .collect()
}

#[test]
fn steps_commute_on_small_inputs() {
    let heads = [
        "a:",
        "HTTP:",
        "a://A%41",
        "a://%41\u{344}",
        "a://E%CC%81:80",
        "http://%31%32%37.0.0.1:80",
        "http://a:0080",
        "a://b:000",
        "a://\u{C4}\u{301}",
        "a://[0:0::A]",
    ];
    let segments = [
        "%2E",
        "..",
        ".%2e",
        "%2E%2E",
        "a",
        "%7e",
        "\u{344}%CD%BE",
        "e%CC%81",
        "%2Ex",
    ];
    let subsets = subsets();
    for head in heads {
        for first in segments {
            for second in segments {
                for slash in ["", "/"] {
                    let text = format!("{head}{slash}{first}/{second}?%41#{first}");
                    let Ok(value) = IriRef::parse(text.as_str()) else {
                        continue;
                    };
                    let normal = value.normalize_with(Steps::ALL);
                    for &steps in &subsets {
                        let partly = value.normalize_with(steps);
                        assert_eq!(
                            partly.normalize_with(Steps::ALL),
                            normal,
                            "{text:?} {steps:?}"
                        );
                    }
                    let uri = value.to_uri();
                    let uri = UriRef::parse(uri.as_str()).unwrap();
                    let normal = uri.normalize_with(Steps::ALL);
                    for &steps in &subsets {
                        let partly = uri.normalize_with(steps);
                        assert_eq!(
                            partly.normalize_with(Steps::ALL),
                            normal,
                            "{uri:?} {steps:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn host_letters_that_may_compose_keep_their_case() {
    let case = |text: &str| {
        IriRef::parse(text)
            .unwrap()
            .normalize_with(Steps::CASE)
            .into_inner()
    };
    // `%43` and `%CC%8A` stay encoded; `%CC%8A` is U+030A once decoded.
    // The same with and without the `nfc` feature (the tests run in both).
    assert_eq!(
        case("a://AB\u{30A}%43%CC%8A.D%c3%28"),
        "a://aB\u{30A}%43%CC%8A.d%C3%28"
    );
    assert_eq!(case("a://AB.C\u{E9}D"), "a://ab.c\u{E9}d");
    assert_eq!(case("a://A%CC%8A"), "a://A%CC%8A");
}

#[test]
fn the_default_normalization_is_the_same_under_every_feature_set() {
    // Syntax-based (RFC 3986 section 6.2.2): no NFC (`e` and U+0301 stay
    // apart), no scheme-based step (the port stays), and a host letter
    // that NFC may compose keeps its case, with or without `nfc`.
    let iri = IriRef::parse("HTTP://A\u{30A}B.%45x:80/%7E/./e\u{301}").unwrap();
    assert_eq!(iri.normalize(), "http://A\u{30A}b.ex:80/~/e\u{301}");
    let other = IriRef::parse("http://A\u{30A}b.EX:80/~/e\u{301}").unwrap();
    assert!(iri.is_equivalent(&other));
    assert!(!iri.is_equivalent(&IriRef::parse("http://\u{C5}b.ex:80/~/\u{E9}").unwrap()));
}

#[test]
fn ports_lose_their_leading_zeros() {
    let scheme_based = |text: &str| {
        IriRef::parse(text)
            .unwrap()
            .normalize_with(Steps::SCHEME_BASED)
            .into_inner()
    };
    assert_eq!(scheme_based("a://b:007/"), "a://b:7/");
    assert_eq!(scheme_based("a://b:000/"), "a://b:0/");
    assert_eq!(scheme_based("a://b:0/"), "a://b:0/");
    // The number, not its text, is compared with the default port.
    assert_eq!(scheme_based("http://b:0080/"), "http://b/");
    assert_eq!(scheme_based("http://b:8080/"), "http://b:8080/");
    // Without the step, the port stays as written.
    let written = IriRef::parse("a://b:007/").unwrap();
    assert_eq!(
        written.normalize_with(Steps::CASE).into_inner(),
        "a://b:007/"
    );
}
