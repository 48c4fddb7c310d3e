//! Parse errors: what is wrong, in which component, where, and with which character.

use core::fmt;
use core::ops::Range;

use crate::chars::bidi::{bidi_short_name, is_bidi_formatting};
use crate::chars::glyph::{columns, is_invisible};
use crate::diagnostic::codes::Code;

/// What is wrong with an input that failed to parse.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ErrorKind {
    /// A character that the component's production does not allow, such as a
    /// space, `<`, `"` or a control character.
    InvalidCharacter,
    /// A `%` not followed by two hexadecimal digits.
    InvalidPercentEncoding,
    /// A non-ASCII character where a URI (ASCII only) was expected.
    NonAscii,
    /// A private-use character (`iprivate`) outside the query.
    PrivateUseOutsideQuery,
    /// An absolute IRI was expected, but the input has no `scheme:` prefix.
    MissingScheme,
    /// The scheme is empty, does not start with a letter, or holds a
    /// character other than letters, digits, `+`, `-` and `.`.
    InvalidScheme,
    /// An IP literal (`[`…) without its closing `]`.
    UnclosedIpLiteral,
    /// The text between `[` and `]` is not an IPv6 address.
    InvalidIpv6,
    /// The dotted IPv4 part at the end of an IPv6 address is malformed.
    InvalidIpv4InIpv6,
    /// The text between `[v` and `]` is not an `IPvFuture` (`v` 1*HEXDIG `.` 1*(…)).
    InvalidIpvFuture,
    /// The port holds something other than decimal digits.
    InvalidPort,
    /// A path starting with `//` where there is no authority: it would be read
    /// back as an authority. The parser never reports this (there, `//` starts
    /// an authority); operations that build references from parts do.
    PathStartsWithDoubleSlash,
    /// A path that neither is empty nor starts with `/` after an authority:
    /// `//host` and `a/b` would run together. The parser never reports this
    /// (there, the authority ends at the first `/`); operations that build
    /// references from parts do.
    RelativePathAfterAuthority,
    /// A relative reference whose first path segment holds a `:`, which would
    /// be read as a scheme; write `./a:b` instead of `a:b`.
    ColonInFirstSegment,
    /// A fragment where the grammar (`absolute-IRI`, `absolute-URI`) allows none.
    UnexpectedFragment,
    /// A rule beyond the grammar that the policy makes an error, such as
    /// `bidi-formatting` (RFC 3987 section 4.1) under the default policy:
    /// see [`check`](crate::check).
    Rule(Code),
    /// An input longer than [`MAX_LEN`](crate::MAX_LEN) bytes (4 GiB − 1):
    /// values store their offsets in 32 bits. The span covers what lies
    /// beyond the limit.
    TooLong,
}

/// The component in which a parse error was found.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Component {
    /// The scheme, before the first `:`.
    Scheme,
    /// The userinfo, before `@` in the authority.
    Userinfo,
    /// The host (a registered name or an IPv4 address).
    Host,
    /// An IP literal between `[` and `]` (IPv6 or `IPvFuture`).
    IpLiteral,
    /// The port, after the host's `:`.
    Port,
    /// The path.
    Path,
    /// The query, after `?`.
    Query,
    /// The fragment, after `#`.
    Fragment,
}

impl Component {
    /// The component's name as used in messages, such as `"IP literal"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Userinfo => "userinfo",
            Component::Host => "host",
            Component::IpLiteral => "IP literal",
            Component::Port => "port",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why an input is not a valid IRI (or URI, or reference).
///
/// Small and `Copy`: it holds the [`ErrorKind`], the [`Component`], the byte
/// range of the problem in the input and the offending character, if any.
/// `Display` gives one lowercase sentence; [`ParseError::annotate`] draws the
/// input with a caret line under the problem.
///
/// ```
/// use iri_core::{ErrorKind, Component, Iri};
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
    kind: ErrorKind,
    component: Component,
    start: usize,
    end: usize,
    ch: Option<char>,
}

impl ParseError {
    pub(crate) const fn new(
        kind: ErrorKind,
        component: Component,
        span: Range<usize>,
        ch: Option<char>,
    ) -> ParseError {
        ParseError {
            kind,
            component,
            start: span.start,
            end: span.end,
            ch,
        }
    }

    /// What is wrong.
    #[must_use]
    pub const fn kind(&self) -> ErrorKind {
        self.kind
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

    /// The part of the message after the position: the rule the input
    /// breaks, if any. How to fix it is the help's ([`ParseError::help`]),
    /// never written here.
    const fn explanation(&self) -> Option<&'static str> {
        Some(match self.kind {
            ErrorKind::InvalidPercentEncoding => "'%' must be followed by two hexadecimal digits",
            ErrorKind::NonAscii => "URIs are ASCII only",
            ErrorKind::PrivateUseOutsideQuery => {
                "private-use characters are only allowed in the query"
            }
            ErrorKind::MissingScheme => {
                "an absolute IRI or URI starts with a scheme followed by ':'"
            }
            ErrorKind::InvalidScheme => {
                "a scheme starts with a letter, followed by letters, digits, '+', '-' or '.'"
            }
            ErrorKind::UnclosedIpLiteral => "the IP literal has no closing ']'",
            ErrorKind::InvalidPort => "a port is decimal digits only",
            ErrorKind::PathStartsWithDoubleSlash => {
                "without an authority, a path cannot start with '//'"
            }
            ErrorKind::RelativePathAfterAuthority => {
                "after an authority, a path is empty or starts with '/'"
            }
            ErrorKind::ColonInFirstSegment => {
                "the first segment of a relative path cannot hold ':', which would end a scheme"
            }
            ErrorKind::UnexpectedFragment => "an absolute IRI or URI without fragment was expected",
            ErrorKind::TooLong => "a value holds at most 4294967295 bytes",
            ErrorKind::Rule(code) => code.rule(),
            ErrorKind::InvalidIpv6 if matches!(self.ch, Some('%')) => {
                "zone identifiers (RFC 6874) are not part of the IRI syntax"
            }
            ErrorKind::InvalidCharacter
            | ErrorKind::InvalidIpv6
            | ErrorKind::InvalidIpv4InIpv6
            | ErrorKind::InvalidIpvFuture => return None,
        })
    }

    /// The words naming the problem, before the character.
    const fn headline(&self) -> &'static str {
        match self.kind {
            ErrorKind::InvalidCharacter | ErrorKind::InvalidPort | ErrorKind::InvalidScheme => {
                "invalid character"
            }
            ErrorKind::InvalidPercentEncoding => "invalid percent-encoding",
            ErrorKind::NonAscii => "non-ASCII character",
            ErrorKind::PrivateUseOutsideQuery => "private-use character",
            ErrorKind::MissingScheme => "missing scheme",
            ErrorKind::UnclosedIpLiteral => "unclosed bracket",
            ErrorKind::InvalidIpv6 => "invalid IPv6 address: unexpected",
            ErrorKind::InvalidIpv4InIpv6 => "invalid IPv4 part of an IPv6 address: unexpected",
            ErrorKind::InvalidIpvFuture => "invalid IPvFuture address: unexpected",
            ErrorKind::PathStartsWithDoubleSlash => "path starting with '//'",
            ErrorKind::RelativePathAfterAuthority => "path not starting with '/'",
            ErrorKind::ColonInFirstSegment => "colon",
            ErrorKind::UnexpectedFragment => "fragment",
            ErrorKind::TooLong => "input too long",
            ErrorKind::Rule(code) => code.summary(),
        }
    }
}

/// Writes a character for a message: `'a'`, `' ' (U+0020)`, `'é' (U+00E9)`, or
/// `U+200E` alone for characters that would be invisible or confusing, and
/// for those that take no column, which would be drawn over the quote.
pub(crate) fn write_char(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    if c.is_ascii_graphic() {
        write!(f, "'{c}'")
    } else if is_bidi_formatting(c) {
        write!(f, "U+{:04X} ({})", c as u32, bidi_short_name(c))
    } else if is_invisible(c) || columns(c) == 0 {
        write!(f, "U+{:04X}", c as u32)
    } else {
        write!(f, "'{c}' (U+{:04X})", c as u32)
    }
}

/// A character as messages write it (see [`write_char`]), for `format!`.
pub(crate) struct CharName(pub(crate) char);

impl fmt::Display for CharName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_char(f, self.0)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.headline())?;
        if let Some(c) = self.ch {
            f.write_str(" ")?;
            write_char(f, c)?;
        }
        match self.kind {
            ErrorKind::MissingScheme
            | ErrorKind::UnexpectedFragment
            | ErrorKind::PathStartsWithDoubleSlash
            | ErrorKind::RelativePathAfterAuthority => {}
            _ => write!(f, " in {}", self.component)?,
        }
        write!(f, " at byte {}", self.start)?;
        if let Some(why) = self.explanation() {
            write!(f, ": {why}")?;
        }
        if let ErrorKind::Rule(code) = self.kind {
            write!(f, " ({code}, {})", code.source())?;
        }
        Ok(())
    }
}

impl core::error::Error for ParseError {}
