//! Properties of the `form` group's fixes, on the vectors and on the
//! generated corpus (`iri_tests::corpus`):
//!
//! 1. a normalized value has no finding with a fix among the form codes
//!    that normalization covers ([`Steps::ALL`]: case of the scheme, host
//!    and hex digits; percent-encoded unreserved characters and characters
//!    an IRI holds; dot segments; empty and default ports and the empty
//!    path of http-like schemes; IPv6 canonical text);
//! 2. the fixes of all the findings of one input never overlap, and
//!    applied together they give a value of the same grammar, equivalent
//!    to the input under every normalization step.
//!
//! Registered names that mix percent-encoded UTF-8 with non-ASCII letters
//! and combining marks, where the fixes of the unicode, form and host
//! groups meet, get a generator of their own, checked under the strict and
//! the default policies as the `check` fuzz target checks them.

use std::ops::Range;
use std::path::Path;

use iri_checker::{CheckExt, Code, Finding, Policy, check};
use iri_core::normalize::Steps;
use iri_core::{IriRef, parse};
use iri_tests::convert_data::Rng;
use iri_tests::corpus::{Mix, generate};
use iri_tests::names::grammar_named;
use iri_tests::records::read_jsonl;

/// The form codes whose findings normalization leaves none of.
const NORMALIZED: [Code; 11] = [
    Code::FormSchemeCase,
    Code::FormHostCase,
    Code::FormHexCase,
    Code::FormEncodedUnreserved,
    Code::FormEncodedCharacter,
    Code::FormDotSegments,
    Code::FormEmptyPort,
    Code::FormDefaultPort,
    Code::FormPortZeros,
    Code::FormEmptyPath,
    Code::FormIpv6,
];

/// Codes whose fixes keep the meaning but reach a form the normalization
/// ladder does not compare as equal: the preferred form of a scheme's
/// specification (`urn:uuid:` in lowercase, `urn:oid:` without leading
/// zeros).
const OUTSIDE_THE_LADDER: [Code; 2] = [Code::SchemePreferredForm, Code::SchemeOid];

fn corpus() -> Vec<String> {
    let mut inputs = generate(20_000, 0xF0_4A11, Mix::Mixed);
    inputs.extend(generate(10_000, 0xF0_4A12, Mix::AsciiOnly));
    inputs
}

/// Whether two fix spans overlap; two insertions at one place do.
fn overlap(a: &Range<usize>, b: &Range<usize>) -> bool {
    if a.is_empty() && b.is_empty() {
        a.start == b.start
    } else {
        a.start < b.end && b.start < a.end
    }
}

/// `text` with the fixes of `findings` applied; `Err` names two that overlap.
fn apply(text: &str, findings: &[Finding]) -> Result<String, String> {
    let mut fixes: Vec<_> = findings
        .iter()
        .filter_map(|f| Some((f.fix(text)?, f.code())))
        .collect();
    fixes.sort_by_key(|(fix, _)| (fix.span().start, fix.span().end));
    for pair in fixes.windows(2) {
        let ((a, code_a), (b, code_b)) = (&pair[0], &pair[1]);
        if overlap(&a.span(), &b.span()) {
            return Err(format!(
                "{code_a} {:?} and {code_b} {:?} overlap",
                a.span(),
                b.span()
            ));
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for (fix, _) in fixes {
        out.push_str(&text[copied..fix.span().start]);
        out.push_str(fix.replacement());
        copied = fix.span().end;
    }
    out.push_str(&text[copied..]);
    Ok(out)
}

#[test]
fn normal_forms_have_no_fixable_form_finding() {
    let mut checked = 0;
    for text in corpus() {
        let Ok(value) = IriRef::parse(text.as_str()) else {
            continue;
        };
        let normal = value.normalize_with(Steps::ALL);
        for finding in &normal.check(&Policy::DEFAULT) {
            assert!(
                !(NORMALIZED.contains(&finding.code()) && finding.has_fix()),
                "{text:?} normalized to {:?}: {finding}",
                normal.as_str()
            );
        }
        checked += 1;
    }
    assert!(checked > 20_000, "{checked}");
}

#[test]
fn fixes_do_not_overlap_and_keep_the_meaning() {
    let mut fixed = 0;
    for text in corpus() {
        let Ok(value) = IriRef::parse(text.as_str()) else {
            continue;
        };
        let report = value.check(&Policy::DEFAULT);
        let findings: Vec<Finding> = report
            .iter()
            .filter(|f| !OUTSIDE_THE_LADDER.contains(&f.code()))
            .copied()
            .collect();
        let after = apply(&text, &findings).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        if after == text {
            continue;
        }
        fixed += 1;
        let after = IriRef::parse(after.as_str())
            .unwrap_or_else(|e| panic!("{text:?} fixed to {after:?}, which is invalid: {e}"));
        assert!(
            value.is_equivalent_with(&after, Steps::ALL),
            "{text:?} fixed to {:?}: {} against {}",
            after.as_str(),
            value.normalize_with(Steps::ALL).as_str(),
            after.normalize_with(Steps::ALL).as_str()
        );
    }
    assert!(fixed > 1_000, "{fixed}");
}

#[test]
fn fixes_of_the_vectors_do_not_overlap() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/check");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    let mut inputs = 0;
    for file in files {
        for record in read_jsonl(&file) {
            let input = record.str("input").unwrap();
            let grammar = grammar_named(record.str("grammar").unwrap_or("IRI-reference")).unwrap();
            let policy: Policy = record
                .str("policy")
                .map_or(Policy::DEFAULT, |p| p.parse().unwrap());
            let Ok(table) = parse(input, grammar) else {
                continue;
            };
            let report = check(input, &table, grammar, &policy);
            let after = apply(input, report.findings())
                .unwrap_or_else(|e| panic!("{}:{} {input:?}: {e}", file.display(), record.line));
            assert!(
                parse(&after, grammar).is_ok(),
                "{input:?} fixed to {after:?}"
            );
            inputs += 1;
        }
    }
    assert!(inputs > 100, "{inputs}");
}

/// Pieces of registered names where fixes of several groups meet:
/// percent-encoded UTF-8 (whole, split, with lowercase hex digits, of
/// characters an IRI may not hold or whose NFC form is a delimiter),
/// ASCII letters and encodings, non-ASCII letters, and combining marks that
/// NFC composes, reorders or leaves alone.
const HOST_PIECES: [&str; 26] = [
    "%ca",
    "%AC",
    "%C3%A9",
    "%c3%a9",
    "%d1%95",
    "%CC%8A",
    "%cc%81",
    "%CD%BE",
    "%E2%80%AE",
    "%41",
    "%2E",
    "a",
    "A",
    "k",
    ".",
    "-",
    "\u{E9}",
    "\u{3B1}",
    "\u{4FBF}",
    "\u{374}",
    "\u{2B9}",
    "\u{212A}",
    "\u{301}",
    "\u{30A}",
    "\u{657}",
    "\u{65C}",
];

/// After the name, nothing, or a path that unicode-not-nfc fixes (so that a
/// name whose fix leaves text not in NFC is seen), or one whose encoded
/// combining mark NFC joins with the letter before it.
const AFTER_HOST: [&str; 4] = ["", "/", "/e\u{301}", "/a%CC%8A"];

#[test]
fn fixes_in_names_with_encodings_and_marks_have_one_owner() {
    let policies = [Policy::STRICT, Policy::DEFAULT];
    let mut rng = Rng::new(0x0A11_0657);
    let mut fixed = 0;
    for _ in 0..6_000 {
        let mut text = String::from("//");
        for _ in 0..=rng.below(6) {
            text.push_str(HOST_PIECES[rng.below(HOST_PIECES.len())]);
        }
        text.push_str(AFTER_HOST[rng.below(AFTER_HOST.len())]);
        let Ok(value) = IriRef::parse_with(text.as_str(), &Policy::GRAMMAR) else {
            continue;
        };
        for policy in &policies {
            let report = value.check(policy);
            let after = apply(&text, report.findings()).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            if after == text {
                continue;
            }
            fixed += 1;
            let after = IriRef::parse_with(after.as_str(), &Policy::GRAMMAR)
                .unwrap_or_else(|e| panic!("{text:?} fixed to {after:?}, which is invalid: {e}"));
            assert!(
                value.is_equivalent_with(&after, Steps::ALL),
                "{text:?} fixed to {:?}: {} against {}",
                after.as_str(),
                value.normalize_with(Steps::ALL).as_str(),
                after.normalize_with(Steps::ALL).as_str()
            );
            // A code whose every finding had a fix is gone once they are applied.
            for finding in &after.check(policy) {
                let code = finding.code();
                let mut same = report.iter().filter(|f| f.code() == code).peekable();
                assert!(
                    same.peek().is_none() || same.any(|f| !f.has_fix()),
                    "{text:?} fixed to {:?} still has {code}",
                    after.as_str()
                );
            }
        }
    }
    assert!(fixed > 3_000, "{fixed}");
}
