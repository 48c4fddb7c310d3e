//! Resolution agrees with oxiri and iri-string on a generated corpus of
//! (base, reference) pairs, and every result re-parses to the table computed
//! while building it.

use iri_core::{Grammar, Iri, IriRef, parse};
use iri_string::types::{IriAbsoluteStr, IriReferenceStr};
use iri_tests::pairs::pairs;

/// Whether `resolved` is a result of the `//` rule: no authority, and a path
/// starting with `/.//`.
fn is_double_slash_rule(resolved: &Iri<String>) -> bool {
    resolved.authority().is_none() && resolved.path().starts_with("/.//")
}

#[test]
fn corpus_agrees_with_oxiri_and_iri_string() {
    let corpus = pairs(0x5EED, 120_000);
    let mut compared = 0;
    let mut rule_cases = 0;
    let mut non_hierarchical = 0;
    let mut failures = Vec::new();
    for (base_text, reference_text) in &corpus {
        let base = Iri::parse(base_text.as_str()).expect(base_text);
        let reference = IriRef::parse(reference_text.as_str()).expect(reference_text);
        let ours = base.resolve(&reference);
        assert_eq!(
            parse(ours.as_str(), Grammar::IRI),
            Ok(ours.table()),
            "{base_text} + {reference_text}"
        );
        if base.authority().is_none() && !base.path().starts_with('/') {
            non_hierarchical += 1;
        }

        let ox_base = oxiri::Iri::parse(base_text.as_str()).expect(base_text);
        let ox_ref = oxiri::IriRef::parse(reference_text.as_str()).expect(reference_text);
        match ox_base.resolve(&ox_ref) {
            Ok(theirs) if theirs.as_str() == ours.as_str() => {}
            // oxiri refuses results that would not re-parse; we apply the `//` rule.
            Err(_) if is_double_slash_rule(&ours) => rule_cases += 1,
            other => failures.push(format!(
                "oxiri: {base_text} + {reference_text}: ours {ours}, theirs {other:?}"
            )),
        }

        let absolute = base.without_fragment();
        let is_base = IriAbsoluteStr::new(absolute).expect(absolute);
        let is_ref = IriReferenceStr::new(reference_text).expect(reference_text);
        let theirs = is_ref.resolve_against(is_base).to_string();
        if theirs != ours.as_str() {
            failures.push(format!(
                "iri-string: {base_text} + {reference_text}: ours {ours}, theirs {theirs}"
            ));
        }
        compared += 1;
    }
    assert!(
        failures.is_empty(),
        "{} disagreements, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    assert!(compared >= 100_000);
    assert!(rule_cases > 0, "the corpus should exercise the `//` rule");
    assert!(non_hierarchical > 1000, "too few non-hierarchical bases");
}
