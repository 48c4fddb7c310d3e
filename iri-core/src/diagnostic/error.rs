//! Parse errors: a [`Finding`] of the `grammar` group (or, from the typed
//! constructors, of a code the policy makes an error), as a small `Copy`
//! value with the accessors of a parse error.

use core::ops::Range;

use crate::diagnostic::codes::Code;
use crate::diagnostic::component::Component;
use crate::diagnostic::error_kind::ErrorKind;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::level::Level;

// The typed constructors return `Result<Ri<K, &str>, ParseError>`: an
// error no larger than a value keeps it as small as the value.
const _: () = assert!(core::mem::size_of::<ParseError>() <= 24);

/// Why an input is not a valid IRI (or URI, or reference).
///
/// Small and `Copy`: a [`Finding`] at the error level — the [`ErrorKind`]
/// (a code of the code table), the [`Component`], the byte range of the
/// problem in the input and the offending character, if any
/// ([`ParseError::finding`]). `Display`
/// gives one lowercase sentence, written by the one renderer of findings;
/// [`ParseError::annotate`] draws the input with a caret line under the
/// problem.
///
/// ```
/// use iri_kit::{ErrorKind, Component, Iri};
///
/// let err = Iri::<&str>::parse("http://example.org/a b").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidCharacter);
/// assert_eq!(err.component(), Component::Path);
/// assert_eq!(err.span(), 20..21);
/// assert_eq!(err.char(), Some(' '));
/// assert_eq!(err.to_string(), "invalid character ' ' (U+0020) in path at byte 20");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    // A finding's identity without its detail and edit, so that the error
    // stays small: `Result<IriRef<&str>, ParseError>` is no larger than the
    // value (the typed constructors return it by value on the hot path).
    code: Code,
    component: Component,
    ch: Option<char>,
    start: usize,
    end: usize,
}

impl ParseError {
    pub(crate) const fn new(
        kind: ErrorKind,
        component: Component,
        span: Range<usize>,
        ch: Option<char>,
    ) -> ParseError {
        ParseError {
            code: kind.code(),
            component,
            ch,
            start: span.start,
            end: span.end,
        }
    }

    /// The error a finding makes, at the error level. Its sentence is the
    /// code's (the finding's detail, if it had one, is left out: `check`
    /// reports findings with theirs).
    pub(crate) const fn from_finding(finding: Finding) -> ParseError {
        let span = finding.span();
        ParseError {
            code: finding.code(),
            component: finding.component(),
            ch: finding.char(),
            start: span.start,
            end: span.end,
        }
    }

    /// What is wrong.
    #[must_use]
    pub const fn kind(&self) -> ErrorKind {
        ErrorKind::of(self.code())
    }

    /// The code of what is wrong: a `grammar` code, or the checker's code
    /// for an error of the policy.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let err = Iri::parse("http://a/%zz").unwrap_err();
    /// assert_eq!(err.code().name(), "grammar-invalid-percent-encoding");
    /// ```
    #[must_use]
    pub const fn code(&self) -> Code {
        self.code
    }

    /// The component in which the problem was found.
    #[must_use]
    pub const fn component(&self) -> Component {
        self.component
    }

    /// The byte range of the problem in the input (empty for a missing part).
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The offending character, when there is one.
    #[must_use]
    pub const fn char(&self) -> Option<char> {
        self.ch
    }

    /// The error as a [`Finding`], to show with the findings of the
    /// checker: its level is always [`Level::Error`](crate::diagnostic::Level::Error).
    #[must_use]
    pub const fn finding(&self) -> Finding {
        Finding::of_code(self.code, self.component, self.span())
            .with_char_opt(self.ch)
            .at_level(Level::Error)
    }
}

impl core::error::Error for ParseError {}

impl Finding {
    /// The finding as a [`ParseError`], for the constructors that refuse
    /// values with error-level findings. A grammar error keeps its
    /// [`ErrorKind`]; other codes are [`ErrorKind::Rule`].
    #[must_use]
    pub const fn to_parse_error(&self) -> ParseError {
        ParseError::from_finding(*self)
    }

    /// The kind of parse error this finding is.
    pub(crate) const fn error_kind(&self) -> ErrorKind {
        ErrorKind::of(self.code())
    }
}
