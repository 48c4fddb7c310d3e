//! One verdict for one string: under the default policy, no input that is
//! valid ABNF and free of bidi formatting characters has an error-level
//! finding, so the typed constructors accept exactly those (RFC 3987's own
//! MUST of section 4.1 is the only rule beyond the grammar that refuses).
//! Checked on the differential test's 120,000-reference corpus.

use iri_core::check::{Level, Policy, check};
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
