//! What a reader could not read: [`Problem`].

use std::fmt;
use std::ops::Range;

/// A part of a document that its format's parser would refuse, or that
/// could not be read as text; the reader goes on after it where the
/// format allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// What kind of problem.
    pub kind: ProblemKind,
    /// The bytes of the source at fault (maybe empty, at the place).
    pub span: Range<usize>,
    /// What is wrong, as a sentence without the position.
    pub message: String,
}

/// The kinds of [`Problem`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ProblemKind {
    /// The document is not well formed in its format; the format's name.
    Syntax,
    /// An escape sequence or character reference that the format refuses.
    Escape,
    /// A reference to an entity that the document does not declare.
    Entity,
    /// Bytes that are not text in the document's encoding.
    Encoding,
    /// A document larger than the readers hold whole.
    TooLarge,
}

impl Problem {
    pub(crate) fn new(
        kind: ProblemKind,
        span: Range<usize>,
        message: impl Into<String>,
    ) -> Problem {
        Problem {
            kind,
            span,
            message: message.into(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte {}", self.message, self.span.start)
    }
}

impl std::error::Error for Problem {}
