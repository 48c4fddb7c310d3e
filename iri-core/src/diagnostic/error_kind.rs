//! The kinds of parse errors: [`ErrorKind`], one per code of the
//! `grammar` group, and the rules beyond it as [`ErrorKind::Rule`].

use crate::diagnostic::codes::Code;

/// What is wrong with an input that failed to parse.
///
/// Each kind but [`Rule`](ErrorKind::Rule) is a code of the `grammar` group
/// ([`ErrorKind::code`]), whose name, rule and source are in the code
/// table (`iri-check --explain grammar-invalid-character`).
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
    /// see the `iri-checker` crate.
    Rule(Code),
    /// An input longer than [`MAX_LEN`](crate::MAX_LEN) bytes (4 GiB − 1):
    /// values store their offsets in 32 bits. The span covers what lies
    /// beyond the limit.
    TooLong,
}
