//! Running validators in tests: a checker that wants every code of the
//! group and collects what a validator reports.

use alloc::vec::Vec;

use crate::code_set::CodeSet;
use crate::rules::scheme::Validator;
use crate::{Checker, Policy};
use iri_core::diagnostic::Finding;
use iri_core::diagnostic::{Code, Group};
use iri_core::{Grammar, parse};

/// What `run` reports when it checks `text` (an IRI reference), which it
/// reads from the checker it is given.
pub(crate) fn collect(text: &str, run: impl FnOnce(&mut Checker<'_>)) -> Vec<Finding> {
    let table = parse(text, Grammar::IRI_REFERENCE).expect("test inputs are IRI references");
    let policy = Policy::DEFAULT;
    let mut checker = Checker::new(
        text,
        &table,
        Grammar::IRI_REFERENCE,
        &policy,
        CodeSet::group(Group::Scheme),
    );
    #[cfg(debug_assertions)]
    {
        checker.running = Group::Scheme;
    }
    checker.voice = Some(&crate::rules::scheme::VOICE);
    run(&mut checker);
    checker.findings
}

/// What `validate` reports for `text` (an IRI reference).
pub(crate) fn findings(validate: Validator, text: &str) -> Vec<Finding> {
    collect(text, validate)
}

/// The spans of what `validate` reports for `text`.
pub(crate) fn spans(validate: Validator, text: &str) -> Vec<(usize, usize)> {
    findings(validate, text)
        .into_iter()
        .map(|finding| (finding.span().start, finding.span().end))
        .collect()
}

/// The code and span of what `validate` reports for `text`.
pub(crate) fn codes(validate: Validator, text: &str) -> Vec<(Code, core::ops::Range<usize>)> {
    findings(validate, text)
        .into_iter()
        .map(|finding| (finding.code(), finding.span()))
        .collect()
}
