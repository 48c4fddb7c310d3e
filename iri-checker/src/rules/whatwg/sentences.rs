//! The sentences of the `whatwg` group: what a browser (a WHATWG URL
//! parser) reads instead of what RFC 3986 reads, with the values each
//! needs (the address read, the character rewritten, why it refuses).

use core::fmt;

use crate::rules::voice::Sentences;

use crate::diagnostic::names::CharName;
use crate::rules::whatwg::detail::{FileForm, Refusal, WhatwgDetail};
use iri_core::diagnostic::Finding;

impl Sentences for WhatwgDetail {
    /// Writes the message.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            WhatwgDetail::Authority { host: true } => {
                f.write_str("a browser reads this as the authority, as if `//` came before it")
            }
            WhatwgDetail::Authority { host: false } => {
                f.write_str("a browser finds no host after the scheme")
            }
            WhatwgDetail::Ipv4(Some(octets)) => write!(
                f,
                "a browser reads the host as the IPv4 address {}",
                core::net::Ipv4Addr::from(octets)
            ),
            WhatwgDetail::Ipv4(None) => {
                f.write_str("a browser reads the host as an invalid IPv4 address")
            }
            // The thing refused; the rule says that browsers refuse it.
            WhatwgDetail::Refused(why) => match why {
                Refusal::EmptyHost => f.write_str("empty host"),
                Refusal::IpvFuture => f.write_str("IPvFuture address"),
                Refusal::Forbidden => match finding.char() {
                    Some(c) => write!(f, "{} in the host", CharName(c)),
                    None => f.write_str("host decoding to octets that are not UTF-8"),
                },
                Refusal::Idna => f.write_str("host that IDNA cannot convert"),
                Refusal::FileUserinfo => f.write_str("userinfo in a file URL"),
                Refusal::FilePort => f.write_str("port in a file URL"),
            },
            WhatwgDetail::Encoded => match finding.char() {
                Some(c) => write!(f, "a browser percent-encodes {}", CharName(c)),
                None => write_summary_words(f, finding),
            },
            WhatwgDetail::Userinfo { whole: true } => {
                f.write_str("a browser drops the empty userinfo and its `@`")
            }
            WhatwgDetail::Userinfo { whole: false } => {
                f.write_str("a browser drops the empty password and its `:`")
            }
            WhatwgDetail::File(FileForm::Localhost) => {
                f.write_str("a browser drops the host `localhost`, writing `file:///`")
            }
            WhatwgDetail::File(FileForm::NoSlashes) => {
                f.write_str("a browser reads `file:` without `//` as `file:///`")
            }
            WhatwgDetail::File(FileForm::HostBeforeDriveLetter) => {
                f.write_str("a browser drops the host before a drive letter, writing `file:///`")
            }
            WhatwgDetail::File(FileForm::DriveLetter) => f.write_str(
                "a browser reads the drive letter as the root of the path, after `file:///`",
            ),
            WhatwgDetail::Stripped { count: 1 } => match finding.char() {
                Some(c) => write!(f, "a browser removes {} before parsing", CharName(c)),
                None => write_summary_words(f, finding),
            },
            WhatwgDetail::Stripped { count } => {
                write!(
                    f,
                    "a browser removes these {count} characters before parsing"
                )
            }
            WhatwgDetail::Backslash => f.write_str("a browser reads `\\` as `/` here"),
        }
    }

    /// Whether there is a help: the code's, always.
    fn has_help(self, _: &Finding) -> bool {
        match self {
            WhatwgDetail::Authority { .. }
            | WhatwgDetail::Ipv4(_)
            | WhatwgDetail::Refused(_)
            | WhatwgDetail::Encoded
            | WhatwgDetail::Userinfo { .. }
            | WhatwgDetail::File(_)
            | WhatwgDetail::Stripped { .. }
            | WhatwgDetail::Backslash => true,
        }
    }

    /// Writes the help.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            WhatwgDetail::Stripped { count } if count > 1 => {
                f.write_str("remove them, or percent-encode them")
            }
            WhatwgDetail::Refused(Refusal::FileUserinfo) => {
                f.write_str("remove the userinfo and its `@`")
            }
            WhatwgDetail::Refused(Refusal::FilePort) => f.write_str("remove the port and its `:`"),
            _ => f.write_str(finding.code().help().unwrap_or_default()),
        }
    }
}

/// The code's summary, for a finding without its character.
fn write_summary_words(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    f.write_str(finding.code().summary())
}
