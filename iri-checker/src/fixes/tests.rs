//! The rule of the fixes that may be written: the two wrong fixes of
//! issue 38, the comparison by characters, and the invariant over
//! generated IRIs and the test corpora.

extern crate std;

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use proptest::prelude::*;

use super::*;

fn findings(text: &str, grammar: Grammar, policy: &Policy) -> Vec<Finding> {
    let table = parse(text, grammar).unwrap();
    check(text, &table, grammar, policy).findings().to_vec()
}

fn plan_of(text: &str, policy: &Policy, place: Place) -> Plan {
    let found = findings(text, Grammar::IRI, policy);
    FixRule::DEFAULT.plan(text, Grammar::IRI, policy, &found, place)
}

const TERM: Place = Place {
    comparison: Comparison::Characters,
    end_guessed: false,
};

#[test]
fn a_warning_without_a_fix_blocks_every_fix_of_its_iri() {
    // `http:` is the host, `:` an empty port: removing it makes
    // `http://http//www…`, which is not the IRI meant either.
    let text = "http://http://www.examplebank.com/login";
    let found = findings(text, Grammar::IRI, &Policy::DEFAULT);
    assert!(
        found
            .iter()
            .any(|f| f.code() == Code::FormEmptyPort && f.has_fix())
    );
    let plan = plan_of(text, &Policy::DEFAULT, Place::default());
    assert!(plan.write.is_empty(), "{plan:?}");
    assert_eq!(
        plan.withheld,
        Some((Withheld::Unfixable(Code::HostRepeatedScheme), 1))
    );
    // Advice without a fix blocks nothing.
    let plan = plan_of("HTTP://example.org/", &Policy::STRICT, Place::default());
    assert_eq!(plan.write.len(), 1);
}

#[test]
fn a_guessed_end_gets_no_fix() {
    let plan = plan_of(
        "HTTP://exa",
        &Policy::STRICT,
        Place {
            end_guessed: true,
            ..Place::default()
        },
    );
    assert!(plan.write.is_empty());
    // Both fixes (the scheme's case, the empty path) left alone.
    assert_eq!(plan.withheld, Some((Withheld::EndGuessed, 2)));
}

#[test]
fn terms_compared_by_characters_keep_their_characters() {
    for (text, code) in [
        ("http://a/bb/ccc/./d;p?y", Code::FormDotSegments),
        ("http://EXAMPLE.org/", Code::FormHostCase),
        ("http://example.org/%7e", Code::FormEncodedUnreserved),
    ] {
        for policy in [Policy::RDF, Policy::STRICT] {
            let found = findings(text, Grammar::IRI, &policy);
            assert!(found.iter().any(|f| f.code() == code), "{text}");
            let plan = FixRule::DEFAULT.plan(text, Grammar::IRI, &policy, &found, TERM);
            assert!(plan.write.is_empty(), "{text}: {plan:?}");
            assert!(matches!(
                plan.withheld,
                Some((Withheld::ComparedByCharacters, _))
            ));
            // Asked for by code, or by its group: written.
            let mut asked = FixRule::DEFAULT;
            asked.rewrite_terms_named(code.name()).unwrap();
            let plan = asked.plan(text, Grammar::IRI, &policy, &found, TERM);
            assert!(plan.write.iter().any(|(i, _)| found[*i].code() == code));
            let mut asked = FixRule::DEFAULT;
            asked.rewrite_terms_named("form").unwrap();
            let plan = asked.plan(text, Grammar::IRI, &policy, &found, TERM);
            assert!(!plan.write.is_empty());
            // Elsewhere, RFC 3986's equivalences are fixes as before.
            let plan = FixRule::DEFAULT.plan(text, Grammar::IRI, &policy, &found, Place::default());
            assert!(!plan.write.is_empty(), "{text}");
        }
    }
    let mut rule = FixRule::DEFAULT;
    assert_eq!(
        rule.rewrite_terms_named("form-host-cas").unwrap_err(),
        "unknown code or group `form-host-cas`; did you mean `form-host-case`?"
    );
}

#[test]
fn fixes_that_leave_their_finding_are_refused() {
    let text = "HTTP://example.org/";
    let found = findings(text, Grammar::IRI, &Policy::STRICT);
    let codes = [Code::FormSchemeCase];
    let confirmed = |fix: Fix| {
        let fixed = apply(text, &[(0, fix)]);
        confirms(&fixed, Grammar::IRI, &Policy::STRICT, &found, &codes)
    };
    // A fix that writes the text as it was: the finding stays.
    assert!(!confirmed(Fix::new(0..4, "HTTP")));
    // One that breaks the grammar.
    assert!(!confirmed(Fix::new(0..4, "h p")));
    assert!(confirmed(Fix::new(0..4, "http")));
    // One that adds a finding (an uppercase host).
    assert!(!confirmed(Fix::new(0..11, "http://EXAM")));
}

/// The findings of `text` (in `grammar`, under `policy`) with `fixes`
/// applied, checked independently of `confirms`: it parses, none of the
/// fixed findings is left and none is new.
fn holds(text: &str, grammar: Grammar, policy: &Policy, plan: &Plan) -> Result<(), String> {
    let before = findings(text, grammar, policy);
    let fixed = apply(text, &plan.write);
    let table = parse(&fixed, grammar).map_err(|e| alloc::format!("{fixed:?}: {e}"))?;
    let after = check(&fixed, &table, grammar, policy);
    let mut left: Vec<Code> = before.iter().map(Finding::code).collect();
    for (i, _) in &plan.write {
        let at = left.iter().position(|c| *c == before[*i].code()).unwrap();
        left.remove(at);
    }
    for finding in &after {
        match left.iter().position(|c| *c == finding.code()) {
            Some(at) => {
                left.remove(at);
            }
            None => {
                return Err(alloc::format!(
                    "{text:?} fixed as {fixed:?} has {} too many",
                    finding.code()
                ));
            }
        }
    }
    Ok(())
}

const GRAMMARS: [Grammar; 4] = [
    Grammar::IRI,
    Grammar::IRI_REFERENCE,
    Grammar::URI_REFERENCE,
    Grammar::LEIRI_REFERENCE,
];
const POLICIES: [Policy; 3] = [Policy::DEFAULT, Policy::STRICT, Policy::RDF];

/// Every plan of `text` holds; the number of fixes written.
fn every_plan_holds(text: &str) -> Result<usize, String> {
    let mut written = 0;
    for grammar in GRAMMARS {
        if parse(text, grammar).is_err() {
            continue;
        }
        for policy in &POLICIES {
            let found = findings(text, grammar, policy);
            let plan = FixRule::DEFAULT.plan(text, grammar, policy, &found, Place::default());
            holds(text, grammar, policy, &plan)?;
            written += plan.write.len();
        }
    }
    Ok(written)
}

/// The string values of `key` in the JSON lines of a file of the tests'
/// data.
fn corpus_values(file: &str, keys: &[&str]) -> Vec<String> {
    let path = std::format!("{}/../tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        for key in keys {
            if let Some(s) = value.get(key).and_then(|v| v.as_str()) {
                out.push(s.to_string());
            }
        }
    }
    out
}

#[test]
fn every_fix_written_over_the_corpora_holds() {
    let mut values = corpus_values("code-pairs.jsonl", &["example"]);
    values.extend(corpus_values("diagnostics.jsonl", &["input"]));
    values.extend(corpus_values("own-vectors.jsonl", &["input"]));
    for file in [
        "bidi", "form", "host", "leiri", "scheme", "unicode", "whatwg",
    ] {
        values.extend(corpus_values(
            &std::format!("check/{file}.jsonl"),
            &["input"],
        ));
    }
    assert!(values.len() > 1000, "{}", values.len());
    let mut written = 0;
    let mut failures = Vec::new();
    for value in &values {
        match every_plan_holds(value) {
            Ok(n) => written += n,
            Err(err) => failures.push(err),
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    // The corpora do exercise the fixes.
    assert!(written > 300, "{written}");
}

/// IRIs made of the pieces the fixes rewrite: cases, dot segments,
/// percent-encodings, ports, empty parts, non-ASCII letters.
fn generated() -> impl Strategy<Value = String> {
    let scheme =
        prop::sample::select(&["http", "HTTP", "https", "urn", "file", "mailto", "Foo"][..]);
    let host = prop::sample::select(
        &[
            "example.org",
            "EXAMPLE.org",
            "http",
            "a%41",
            "%7e.b",
            "xn--caf-dma",
            "café.fr",
            "127.0.0.1",
            "[::1]",
            "",
            "a..b",
            "www.",
        ][..],
    );
    let port = prop::sample::select(&["", ":", ":80", ":443", ":0080", ":x"][..]);
    let seg = prop::sample::select(
        &[
            ".", "..", "a", "%7e", "%7E", "%2F", "%c3%a9", "é", "B", "", "a:b", "%41", "~",
        ][..],
    );
    let tail = prop::sample::select(&["", "?", "?a=%7e", "#", "#F", "?q#f%2f", "//"][..]);
    (
        scheme,
        prop::bool::ANY,
        host,
        port,
        prop::collection::vec(seg, 0..5),
        tail,
    )
        .prop_map(|(scheme, authority, host, port, segs, tail)| {
            let mut text = String::from(scheme);
            text.push(':');
            if authority {
                text.push_str("//");
                text.push_str(host);
                text.push_str(port);
            }
            for seg in segs {
                text.push('/');
                text.push_str(seg);
            }
            text.push_str(tail);
            text
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_fix_written_over_generated_iris_holds(text in generated()) {
        if let Err(err) = every_plan_holds(&text) {
            prop_assert!(false, "{}", err);
        }
    }
}
