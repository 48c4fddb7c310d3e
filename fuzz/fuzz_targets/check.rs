//! The checker and policies: findings point into the input, fixes apply
//! cleanly and keep the meaning, and policy texts read back as written.
#![no_main]

use iri_checker::{CheckExt, Code, Level, Policy, check};
use iri_core::normalize::Steps;
use iri_core::{Grammar, IriRef, parse};
use iri_fuzz::{GRAMMARS, assert_span, text, two};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let (policy_text, input) = two(text);
    let policy = match policy_text.parse::<Policy>() {
        Ok(policy) => {
            let written = policy.to_string();
            assert_eq!(written.parse::<Policy>().as_ref(), Ok(&policy), "{written}");
            policy
        }
        Err(err) => {
            assert!(err.line() >= 1 && err.column() >= 1 && !err.message().is_empty());
            Policy::STRICT
        }
    };
    for (grammar, _) in GRAMMARS {
        let Ok(table) = parse(input, grammar) else {
            continue;
        };
        let report = check(input, &table, grammar, &policy);
        let mut fixes = Vec::new();
        for finding in &report {
            assert_span(input, &finding.span(), finding.code().name());
            assert_ne!(finding.level(), Level::Allow);
            assert_eq!(finding.level(), policy.level(finding.code()));
            if let Some(fix) = finding.fix(input) {
                assert_span(input, &fix.span(), "fix");
                fixes.push(fix);
            }
        }
        if grammar != Grammar::IRI_REFERENCE || fixes.is_empty() {
            continue;
        }
        // Apply every fix, from the last to the first; they never overlap.
        fixes.sort_by_key(|f| (f.span().start, f.span().end));
        for pair in fixes.windows(2) {
            assert!(
                pair[0].span().end <= pair[1].span().start,
                "overlapping fixes in {input:?}"
            );
        }
        let mut fixed = input.to_owned();
        for fix in fixes.iter().rev() {
            fixed.replace_range(fix.span(), fix.replacement());
        }
        let before = IriRef::parse_with(input, &Policy::GRAMMAR).expect("parsed above");
        let after = IriRef::parse_with(fixed.as_str(), &Policy::GRAMMAR)
            .unwrap_or_else(|e| panic!("{input:?} fixed into {fixed:?}, which is invalid: {e}"));
        // The preferred forms of a scheme's own specification (`urn:uuid:`
        // in lowercase, `urn:oid:` without leading zeros) keep the meaning
        // but lie outside RFC 3986's normalization ladder.
        let outside_the_ladder = report.iter().any(|f| {
            f.has_fix() && matches!(f.code(), Code::SchemePreferredForm | Code::SchemeOid)
        });
        assert!(
            outside_the_ladder || before.is_equivalent_with(&after, Steps::ALL),
            "{input:?} fixed into {fixed:?}, which means something else"
        );
        // A code whose every finding had a fix is gone once they are applied.
        let again = after.check(&policy);
        for finding in &again {
            let code = finding.code();
            let all_fixed = report
                .iter()
                .filter(|f| f.code() == code)
                .all(|f| f.has_fix());
            let was_found = report.iter().any(|f| f.code() == code);
            assert!(
                !(was_found && all_fixed),
                "{input:?} fixed into {fixed:?} still has {code}"
            );
        }
    }
});
