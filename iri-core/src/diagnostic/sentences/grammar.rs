//! The sentences of the `grammar` group: the message of each parse error,
//! the rule it states after the position, and its help.

use core::fmt;

use crate::diagnostic::component::Component;
use crate::diagnostic::error_kind::ErrorKind;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::names::CharName;
use crate::percent::encode::PercentEncoded;

/// The words naming the problem, before the character.
/// Where a help may send its reader instead of fixing the input: the
/// variant that accepts it (for a missing scheme, a reference; for a
/// non-ASCII character, an IRI). The library names its types; the macros
/// their sibling macros; the command line its `--kind` flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Alternatives {
    /// What accepts relative references.
    pub(crate) reference: &'static str,
    /// What accepts non-ASCII characters.
    pub(crate) unicode: &'static str,
}

const fn headline(kind: ErrorKind) -> &'static str {
    match kind {
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

/// Writes the message of a parse error: the problem, the character, and
/// the component where the sentence needs it.
pub(crate) fn message(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    let kind = finding.error_kind();
    f.write_str(headline(kind))?;
    if let Some(c) = finding.char() {
        write!(f, " {}", CharName(c))?;
    }
    match kind {
        // The problem is the whole reference, not a component.
        ErrorKind::MissingScheme
        | ErrorKind::UnexpectedFragment
        | ErrorKind::PathStartsWithDoubleSlash
        | ErrorKind::RelativePathAfterAuthority => Ok(()),
        _ => write!(f, " in {}", finding.component()),
    }
}

/// Whether the message leaves a rule to state: the invalid characters
/// and malformed IP literals say all there is in their message, but a
/// zone identifier, which is not part of the syntax at all.
pub(crate) fn explains(finding: &Finding) -> bool {
    match finding.error_kind() {
        ErrorKind::InvalidCharacter
        | ErrorKind::InvalidIpv4InIpv6
        | ErrorKind::InvalidIpvFuture => false,
        ErrorKind::InvalidIpv6 => zone_identifier(finding),
        _ => true,
    }
}

/// Whether an IPv6 error is at the `%` of a zone identifier (RFC 6874).
fn zone_identifier(finding: &Finding) -> bool {
    finding.error_kind() == ErrorKind::InvalidIpv6 && finding.char() == Some('%')
}

/// Writes the rule a parse error breaks (see [`explains`]).
pub(crate) fn explanation(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    if zone_identifier(finding) {
        return f.write_str("zone identifiers (RFC 6874) are not part of the IRI syntax");
    }
    f.write_str(finding.code().rule())
}

/// Whether the error has a help.
pub(crate) fn has_help(finding: &Finding) -> bool {
    match finding.error_kind() {
        ErrorKind::InvalidCharacter => {
            finding.char().is_some() && finding.component() != Component::Scheme
        }
        ErrorKind::InvalidScheme => false,
        _ => true,
    }
}

/// Writes the help of a parse error, naming `alternatives` where the input
/// would be accepted as another variant.
pub(crate) fn help(
    f: &mut fmt::Formatter<'_>,
    finding: &Finding,
    alternatives: Option<Alternatives>,
) -> fmt::Result {
    let kind = finding.error_kind();
    let component = finding.component();
    let ch = finding.char();
    let encode = |f: &mut fmt::Formatter<'_>| match ch {
        Some(c) => write!(f, "percent-encode it as `{}`", PercentEncoded(c)),
        None => f.write_str("percent-encode it"),
    };
    match kind {
        ErrorKind::InvalidCharacter if component == Component::IpLiteral => {
            f.write_str("write an IPv6 address or an IPvFuture (`v1.…`) between the brackets")
        }
        ErrorKind::InvalidCharacter if ch == Some('\\') => {
            f.write_str("use `/` to separate path segments, or ")?;
            encode(f)
        }
        ErrorKind::NonAscii => {
            if component == Component::Host {
                f.write_str("convert the name to ASCII with IDNA (`xn--…`), or ")?;
            }
            encode(f)?;
            if let Some(alternatives) = alternatives {
                write!(
                    f,
                    ", or use {}, which accepts non-ASCII characters",
                    alternatives.unicode
                )?;
            }
            Ok(())
        }
        ErrorKind::MissingScheme => {
            f.write_str("add a scheme such as `https:`")?;
            if let Some(alternatives) = alternatives {
                write!(
                    f,
                    ", or use {}, which accepts relative references",
                    alternatives.reference
                )?;
            }
            Ok(())
        }
        ErrorKind::InvalidIpv6 if zone_identifier(finding) => {
            f.write_str("remove the zone identifier, from the `%` up to the `]`")
        }
        ErrorKind::InvalidCharacter | ErrorKind::InvalidScheme => encode(f),
        ErrorKind::PrivateUseOutsideQuery => {
            f.write_str("move it into the query, or ")?;
            encode(f)
        }
        _ => f.write_str(finding.code().help().unwrap_or_default()),
    }
}
