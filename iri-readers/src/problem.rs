//! What a reader could not read: [`Problem`].

use std::fmt;
use std::ops::Range;

use crate::format::Format;

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

impl ProblemKind {
    /// The code a tool reports a problem of this kind under, in a document
    /// of `format`: the kind's own, except that a JSON document that is not
    /// well formed is [`ProblemCode::InvalidJson`].
    ///
    /// ```
    /// use iri_readers::{Format, ProblemCode, ProblemKind};
    ///
    /// assert_eq!(ProblemKind::Syntax.code(Format::Json), ProblemCode::InvalidJson);
    /// assert_eq!(ProblemKind::Syntax.code(Format::Html).name(), "input-invalid-syntax");
    /// ```
    #[must_use]
    pub const fn code(self, format: Format) -> ProblemCode {
        match self {
            ProblemKind::Syntax if format.is_json() => ProblemCode::InvalidJson,
            ProblemKind::Syntax => ProblemCode::InvalidSyntax,
            ProblemKind::Escape => ProblemCode::InvalidEscape,
            ProblemKind::Entity => ProblemCode::UndeclaredEntity,
            ProblemKind::Encoding => ProblemCode::InvalidEncoding,
            ProblemKind::TooLarge => ProblemCode::TooLarge,
        }
    }
}

/// The codes of the [`Problem`]s, as `iri-check` writes them (`input-…`):
/// one for each [`ProblemKind`], and JSON's own for its syntax errors. Made
/// by [`ProblemKind::code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ProblemCode {
    /// A JSON document that is not well formed.
    InvalidJson,
    /// A document that its format's parser refuses (not JSON: that is
    /// `InvalidJson`).
    InvalidSyntax,
    /// An escape or character reference that the format refuses.
    InvalidEscape,
    /// A reference to an entity that the document does not declare.
    UndeclaredEntity,
    /// Bytes that are not text in the encoding the document declares.
    InvalidEncoding,
    /// A document larger than the readers hold whole.
    TooLarge,
}

impl ProblemCode {
    /// Every code.
    pub const ALL: [ProblemCode; 6] = [
        ProblemCode::InvalidJson,
        ProblemCode::InvalidSyntax,
        ProblemCode::InvalidEscape,
        ProblemCode::UndeclaredEntity,
        ProblemCode::InvalidEncoding,
        ProblemCode::TooLarge,
    ];

    /// The code's name in output.
    ///
    /// ```
    /// use iri_readers::ProblemCode;
    ///
    /// assert_eq!(ProblemCode::UndeclaredEntity.name(), "input-undeclared-entity");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            ProblemCode::InvalidJson => "input-invalid-json",
            ProblemCode::InvalidSyntax => "input-invalid-syntax",
            ProblemCode::InvalidEscape => "input-invalid-escape",
            ProblemCode::UndeclaredEntity => "input-undeclared-entity",
            ProblemCode::InvalidEncoding => "input-invalid-encoding",
            ProblemCode::TooLarge => "input-too-large",
        }
    }

    /// What the code is about, as a noun phrase.
    ///
    /// ```
    /// use iri_readers::ProblemCode;
    ///
    /// assert_eq!(ProblemCode::InvalidJson.summary(), "invalid JSON");
    /// ```
    #[must_use]
    pub const fn summary(self) -> &'static str {
        match self {
            ProblemCode::InvalidJson => "invalid JSON",
            ProblemCode::InvalidSyntax => "document its format's parser refuses",
            ProblemCode::InvalidEscape => "invalid escape or character reference",
            ProblemCode::UndeclaredEntity => "undeclared entity",
            ProblemCode::InvalidEncoding => "bytes not in the declared encoding",
            ProblemCode::TooLarge => "document larger than the limit",
        }
    }
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
