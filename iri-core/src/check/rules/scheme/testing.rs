//! Running validators in tests.

use alloc::vec::Vec;

use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::check::rules::scheme::table::Validator;
use crate::diagnostic::codes::Code;
use crate::syntax::parse::{Grammar, parse};

/// A sink that wants every code and keeps every issue.
#[derive(Default)]
pub(crate) struct Collect(pub(crate) Vec<Issue>);

impl Sink for Collect {
    fn wants(&self, _: Code) -> bool {
        true
    }
    fn report(&mut self, issue: Issue) {
        self.0.push(issue);
    }
}

/// What `validate` reports for `text` (an IRI reference).
pub(crate) fn issues(validate: Validator, text: &str) -> Vec<Issue> {
    let table = parse(text, Grammar::IRI_REFERENCE).expect("test inputs are IRI references");
    let mut sink = Collect::default();
    validate(text, &table, &mut sink);
    sink.0
}

/// The spans of what `validate` reports for `text`.
pub(crate) fn spans(validate: Validator, text: &str) -> Vec<(usize, usize)> {
    issues(validate, text)
        .into_iter()
        .map(|issue| (issue.span.start, issue.span.end))
        .collect()
}
