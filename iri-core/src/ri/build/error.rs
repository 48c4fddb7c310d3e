//! Why a builder or a setter could not make a value: [`BuildError`].

use alloc::string::String;
use core::fmt;
use core::ops::Range;

use crate::diagnostic::component::Component;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::error_kind::ErrorKind;
use crate::diagnostic::render::{Annotated, Help};

/// What a [`BuildError`]'s span is a range of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Source {
    /// The text given to a setter, for the component it names.
    Given(&'static str),
    /// The whole reference, as it would have been written.
    Whole,
}

/// Why a [`Builder`](crate::ri::build::Builder) or a setter of an owned value could
/// not make a valid value.
///
/// It is a [`ParseError`] (kind, component, byte span, character) with the
/// text its span is a range of: the text given to a setter taking
/// percent-encoded text, which [`text`](BuildError::text) returns, or the
/// whole reference as it would have been written, when the components do
/// not go together.
///
/// ```
/// use iri_kit::{ErrorKind, IriRef};
///
/// let err = IriRef::builder().path_encoded("a b").build().unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidCharacter);
/// assert_eq!((err.text(), err.span()), ("a b", 1..2));
/// assert_eq!(
///     err.to_string(),
///     "cannot use \"a b\" as a path: invalid character ' ' (U+0020) in path at byte 1",
/// );
/// assert_eq!(err.help().unwrap().to_string(), "percent-encode it as `%20`");
///
/// let err = IriRef::builder().path("a:b").build().unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::ColonInFirstSegment);
/// assert_eq!(err.text(), "a:b");
/// assert!(err.to_string().starts_with("cannot build \"a:b\": colon ':' in path at byte 1"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BuildError {
    error: ParseError,
    text: String,
    source: Source,
}

impl BuildError {
    /// An error in `text`, given to a setter as the `what` (`"a path"`).
    pub(crate) fn given(error: ParseError, text: &str, what: &'static str) -> BuildError {
        BuildError {
            error,
            text: String::from(text),
            source: Source::Given(what),
        }
    }

    /// An error in the reference `text`, written from its components.
    pub(crate) fn whole(error: ParseError, text: String) -> BuildError {
        BuildError {
            error,
            text,
            source: Source::Whole,
        }
    }

    /// An error of `kind` in `component` of the reference `text`, at
    /// `span`, naming the character there when the kind is about one (a
    /// colon, a `#`).
    pub(crate) fn whole_at(
        kind: ErrorKind,
        component: Component,
        span: Range<usize>,
        text: String,
    ) -> BuildError {
        let ch = match kind {
            ErrorKind::ColonInFirstSegment | ErrorKind::UnexpectedFragment => {
                text.get(span.clone()).and_then(|s| s.chars().next())
            }
            _ => None,
        };
        BuildError::whole(ParseError::new(kind, component, span, ch), text)
    }

    /// What is wrong.
    #[must_use]
    pub const fn kind(&self) -> ErrorKind {
        self.error.kind()
    }

    /// The component in which the problem was found.
    ///
    /// ```
    /// use iri_kit::{Component, Iri};
    ///
    /// let err = Iri::builder().scheme("http").host_encoded("a b").build().unwrap_err();
    /// assert_eq!(err.component(), Component::Host);
    /// ```
    #[must_use]
    pub const fn component(&self) -> Component {
        self.error.component()
    }

    /// The byte range of the problem in [`text`](BuildError::text).
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.error.span()
    }

    /// The offending character, when there is one.
    ///
    /// ```
    /// use iri_kit::IriRef;
    ///
    /// let err = IriRef::builder().fragment_encoded("a<b").build().unwrap_err();
    /// assert_eq!(err.char(), Some('<'));
    /// ```
    #[must_use]
    pub const fn char(&self) -> Option<char> {
        self.error.char()
    }

    /// The text the span is a range of: what was given to the setter, or
    /// the whole reference as it would have been written.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether [`text`](BuildError::text) is the whole reference (the
    /// components do not go together) rather than one component's text.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let given = Iri::builder().scheme("1").build().unwrap_err();
    /// assert!(!given.is_whole());
    /// let whole = Iri::builder().host("a").build().unwrap_err();
    /// assert!(whole.is_whole());
    /// assert_eq!(whole.text(), "//a");
    /// ```
    #[must_use]
    pub const fn is_whole(&self) -> bool {
        matches!(self.source, Source::Whole)
    }

    /// The error as a [`ParseError`] of [`text`](BuildError::text): for
    /// the whole reference, what parsing it with the typed constructor
    /// reports, when that fails.
    ///
    /// ```
    /// use iri_kit::IriRef;
    ///
    /// let err = IriRef::builder().path_encoded("a\u{202E}").build().unwrap_err();
    /// assert_eq!(Some(err.parse_error()), IriRef::parse(err.text()).err());
    /// ```
    #[must_use]
    pub const fn parse_error(&self) -> ParseError {
        self.error
    }

    /// How to fix it, when a fix is known (see [`ParseError::help`]).
    #[must_use]
    pub fn help(&self) -> Option<Help> {
        // A builder makes one kind: the way out is to fix the text.
        self.error.help().map(Help::without_alternative)
    }

    /// The message followed by the text with a caret line under the problem,
    /// and the help (see [`ParseError::annotate`]).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let err = Iri::builder().scheme("http").host("a").path_encoded("b").build().unwrap_err();
    /// let drawn = err.annotate().to_string();
    /// assert!(
    ///     drawn.ends_with("  | http://ab\n  |         ^ byte 8\n  = note: after an authority, a path is empty or starts with '/'\n  = help: write `/` before the path, or remove the authority"),
    ///     "{drawn}",
    /// );
    /// ```
    #[must_use]
    pub fn annotate(&self) -> Annotated<'_> {
        self.error.annotate(&self.text).without_alternative()
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.source {
            Source::Given(what) => {
                write!(f, "cannot use {:?} as {what}: {}", self.text, self.error)
            }
            Source::Whole => write!(f, "cannot build {:?}: {}", self.text, self.error),
        }
    }
}

impl core::error::Error for BuildError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.error)
    }
}
