//! One verdict for one string: under the default policy, no input that is
//! valid ABNF and free of bidi formatting characters has an error-level
//! finding, so the typed constructors accept exactly those (RFC 3987's own
//! MUST of section 4.1 is the only rule beyond the grammar that refuses).
//! Checked on the differential test's 120,000-reference corpus.

use iri_checker::{CheckExt, Level, Policy, check};
use iri_core::{Grammar, IriRef, LeiriRef, is_bidi_formatting, parse};
use iri_tests::corpus::{Mix, generate};

#[test]
fn the_default_policy_refuses_only_the_must() {
    let mut inputs = generate(100_000, 0x1EE7_C0DE, Mix::Mixed);
    inputs.extend(generate(20_000, 0xA5C1_1000, Mix::AsciiOnly));
    let mut valid = 0;
    for text in &inputs {
        for grammar in [Grammar::IRI_REFERENCE, Grammar::LEIRI_REFERENCE] {
            let Ok(table) = parse(text, grammar) else {
                continue;
            };
            valid += 1;
            let report = check(text, &table, grammar, &Policy::DEFAULT);
            let bidi_formatting =
                grammar == Grammar::IRI_REFERENCE && text.chars().any(is_bidi_formatting);
            if let Some(error) = report.iter().find(|f| f.level() == Level::Error) {
                assert!(bidi_formatting, "{text:?} ({grammar:?}): {error}");
            }
        }
        let typed_ok = IriRef::parse(text.as_str()).is_ok();
        let grammar_ok = parse(text, Grammar::IRI_REFERENCE).is_ok();
        assert_eq!(
            typed_ok,
            grammar_ok && !text.chars().any(is_bidi_formatting),
            "{text:?}"
        );
        assert_eq!(
            LeiriRef::parse(text.as_str()).is_ok(),
            parse(text, Grammar::LEIRI_REFERENCE).is_ok(),
            "{text:?}"
        );
    }
    assert!(valid > 100_000, "{valid}");
}

/// The one listed deviation of the typed constructors from the peers
/// (`tests/data/parse-deviations.md`, "bidi-formatting-refused"): oxiri,
/// iri-string and fluent-uri accept bidi formatting characters, which the
/// grammar admits and RFC 3987 section 4.1 forbids; the typed constructors
/// refuse them. The test fails when a peer stops accepting them (the entry
/// went stale) or when we start.
#[test]
fn bidi_formatting_is_the_listed_deviation_from_the_peers() {
    use iri_checker::Code;
    use iri_core::ErrorKind;
    for c in [
        '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
        '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
    ] {
        let text = format!("http://example.org/a{c}b");
        assert!(oxiri::IriRef::parse(text.as_str()).is_ok(), "oxiri: {c:?}");
        assert!(
            iri_string::types::IriReferenceStr::new(text.as_str()).is_ok(),
            "iri-string: {c:?}"
        );
        assert!(
            fluent_uri::IriRef::parse(text.as_str()).is_ok(),
            "fluent-uri: {c:?}"
        );
        assert!(
            parse(&text, Grammar::IRI_REFERENCE).is_ok(),
            "the grammar admits {c:?}"
        );
        let err = IriRef::parse(text.as_str()).expect_err("refused");
        assert_eq!(err.kind(), ErrorKind::Rule(Code::BidiFormatting));
        assert!(IriRef::parse_with(text.as_str(), &Policy::GRAMMAR).is_ok());
    }
}
