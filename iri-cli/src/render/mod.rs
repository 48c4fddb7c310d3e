//! Writing findings: rustc-style text ([`human`]), JSON lines ([`json`]),
//! SARIF ([`sarif`]), and the summary line ([`summary`]).

pub(crate) mod human;
pub(crate) mod json;
pub(crate) mod sarif;
pub(crate) mod summary;

use std::ops::Range;

use crate::candidate::{Candidate, Position};
use crate::fix::FileEdit;
use crate::inspect::Diagnostic;

/// One finding and where it is: what every format writes.
#[derive(Clone, Debug)]
pub(crate) struct Located<'a> {
    /// The input's name.
    pub(crate) file: &'a str,
    /// Where the finding starts and ends in the file.
    pub(crate) start: Position,
    pub(crate) end: Position,
    /// The IRI it is about, unless it is about the input.
    pub(crate) candidate: Option<&'a Candidate<'a>>,
    /// The line (or part of it) to show: the candidate's context, or the
    /// line of a problem with the input when there is one to show.
    pub(crate) context: Option<&'a str>,
    /// The bytes of the context to underline.
    pub(crate) context_span: Range<usize>,
    /// The IRI checked, when `--base` resolution made it.
    pub(crate) resolved: Option<&'a str>,
    /// The fix as a change of the file.
    pub(crate) edit: Option<&'a FileEdit>,
    pub(crate) diagnostic: &'a Diagnostic,
}

/// The output format, ready to write.
#[derive(Debug)]
pub(crate) enum Output {
    /// Human text, with rustc's colours or none.
    Human(Option<human::Colours>),
    Json,
    Sarif,
}

impl Output {
    /// One finding, as the format writes it (without a trailing line feed).
    pub(crate) fn render(&self, located: &Located<'_>) -> String {
        match self {
            Output::Human(colours) => human::render(colours.as_ref(), located),
            Output::Json => json::render(located),
            Output::Sarif => sarif::result(located),
        }
    }
}
