//! The checker allocates nothing when it finds nothing, and a finding costs
//! no allocation to make: allocations counted (by the `allocation-counter`
//! crate's global allocator, on this thread) around `parse` and `check`, on
//! the generated corpus and on the records of `tests/data/diagnostics.jsonl`
//! (one for every code).

use iri_checker::{Code, Finding, Policy, check};
use iri_core::{Grammar, parse};
use iri_tests::corpus::{Mix, generate};
use iri_tests::diagnostic_records::{DiagnosticRecord, data_file, grammar_named, read};

/// The codes whose rules allocate to decide what they report (not to make
/// the finding: its words are written only when shown), with the feature
/// that makes them allocate, if one does, and the reason.
/// The test fails when one of them no longer does, so that the list stays
/// true.
const DECIDING_ALLOCATES: &[(Code, Option<&str>, &str)] = &[
    (
        Code::FormDotSegments,
        None,
        "the span of the fix is what path segment normalization changes, found by writing the \
         normalized path",
    ),
    (
        Code::UnicodeNotNfc,
        None,
        "the span of the fix is what NFC changes in the part, found by writing its NFC form",
    ),
    (
        Code::HostPunycode,
        Some("idna"),
        "decoding the label is the `idna` crate's `to_unicode`, which writes a string",
    ),
    (
        Code::HostIdna,
        Some("idna"),
        "whether IDNA converts the name is the `idna` crate's `to_ascii`, which writes a string",
    ),
    (
        Code::HostPercentEncoded,
        Some("idna"),
        "whether the Punycode form exists (for the suggestion) is the `idna` crate's `to_ascii`, \
         which writes a string",
    ),
];

/// Whether `code` allocates to decide, in this build.
fn listed(code: Code) -> bool {
    DECIDING_ALLOCATES
        .iter()
        .any(|(c, feature, _)| *c == code && feature.is_none_or(|f| iri_tests::feature_enabled!(f)))
}

/// The allocations that keeping `findings` in a report takes: those of a
/// vector growing to hold them.
fn report_allocations(findings: &[Finding]) -> u64 {
    allocation_counter::measure(|| {
        let mut kept = Vec::new();
        for finding in findings {
            kept.push(*finding);
        }
        std::hint::black_box(kept);
    })
    .count_total
}

#[test]
fn making_a_finding_allocates_nothing() {
    let mut checked = 0;
    let mut allocating = Vec::new();
    let mut unexpected = Vec::new();
    let mut ran = Vec::new();
    for record in read(&data_file(env!("CARGO_MANIFEST_DIR"))) {
        let DiagnosticRecord { code, .. } = record;
        if record.is_built() || record.unreachable().is_some() {
            continue;
        }
        if !record
            .features()
            .into_iter()
            .all(|f| iri_tests::feature_enabled!(f))
        {
            continue;
        }
        let (Some(input), Some(grammar)) = (record.input(), grammar_named(record.grammar_name()))
        else {
            continue;
        };
        let mut parsed = None;
        let parsing = allocation_counter::measure(|| parsed = Some(parse(input, grammar)));
        assert_eq!(
            parsing.count_total,
            0,
            "{}: parsing allocated",
            record.label()
        );
        // A constraint's finding is the type's, the advice on a constant
        // of Rust source the Rust reader's: `check` makes neither.
        let advice = record.compile_time().is_some();
        let (Some(Ok(table)), false, false) = (parsed, record.is_constraint(), advice) else {
            continue;
        };
        let policy = record.policy().expect("a valid policy");
        let mut report = None;
        let checking = allocation_counter::measure(|| {
            report = Some(check(input, &table, grammar, &policy));
        })
        .count_total;
        let report = report.expect("the check ran");
        assert!(
            report.iter().any(|f| f.code() == code),
            "{}: no {code}",
            record.label()
        );
        let expected = report_allocations(report.findings());
        checked += 1;
        ran.push(code);
        if checking != expected {
            allocating.push(code);
            if !listed(code) {
                unexpected.push(format!(
                    "{}: {checking} allocations for {} findings, where keeping them takes {expected}",
                    record.label(),
                    report.len()
                ));
            }
        }
    }
    assert!(unexpected.is_empty(), "{unexpected:#?}");
    for (code, _, why) in DECIDING_ALLOCATES.iter().filter(|(c, feature, _)| {
        ran.contains(c) && feature.is_none_or(|f| iri_tests::feature_enabled!(f))
    }) {
        assert!(
            allocating.contains(code),
            "{code} no longer allocates ({why}): take it off the list"
        );
    }
    // Every record this build can make: the codes whose rules need Unicode
    // data are left out without it.
    let least = if cfg!(all(feature = "nfc", feature = "bidi")) {
        40
    } else {
        30
    };
    assert!(checked > least, "{checked} records checked");
}

#[test]
fn a_check_without_findings_allocates_nothing() {
    // The counter counts: a check with a finding allocates its report.
    let text = "HTTP://a/";
    let table = parse(text, Grammar::IRI).expect("valid");
    let counted = allocation_counter::measure(|| {
        assert!(!check(text, &table, Grammar::IRI, &Policy::DEFAULT).is_empty());
    });
    assert!(
        counted.count_total > 0,
        "the allocation counter is in place"
    );

    let corpus: Vec<String> = generate(20_000, 0xA110C, Mix::Mixed)
        .into_iter()
        .chain(generate(5_000, 0xA110D, Mix::AsciiOnly))
        .collect();
    let (mut clean, mut with_findings) = (0, 0);
    for text in &corpus {
        for grammar in [Grammar::IRI_REFERENCE, Grammar::LEIRI_REFERENCE] {
            let Ok(table) = parse(text, grammar) else {
                continue;
            };
            for policy in [Policy::DEFAULT, Policy::STRICT] {
                let mut report = None;
                let allocated = allocation_counter::measure(|| {
                    report = Some(check(text, &table, grammar, &policy));
                })
                .count_total;
                let report = report.expect("the check ran");
                if report.is_empty() {
                    clean += 1;
                    assert_eq!(
                        allocated,
                        0,
                        "{text:?} under {:?}: no finding, yet {allocated} allocations",
                        policy.base()
                    );
                } else {
                    with_findings += 1;
                }
            }
        }
    }
    println!("{clean} clean checks, {with_findings} with findings");
    assert!(
        clean > 10_000,
        "the corpus has enough clean references: {clean}"
    );
}
