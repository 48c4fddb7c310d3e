//! The checker allocates nothing when it finds nothing: allocations counted
//! (by the `allocation-counter` crate's global allocator, on this thread)
//! around `check` on the generated corpus.

use iri_core::check::{Policy, check};
use iri_core::{Grammar, parse};
use iri_tests::corpus::{Mix, generate};

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
