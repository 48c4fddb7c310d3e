//! The sentences of the `form` group that say more than their code's
//! summary and help.

use core::fmt;

use crate::rules::voice::Sentences;

use crate::diagnostic::names::CharName;
use crate::diagnostic::sentences::write_summary;
use crate::rules::form::detail::{DecodeFix, FormDetail};
use iri_core::diagnostic::Finding;

impl Sentences for FormDetail {
    /// Writes the message.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            FormDetail::DefaultPort { port } => write!(f, "default port {port} given explicitly"),
            FormDetail::EmptyPassword => f.write_str("empty password in the userinfo"),
            FormDetail::EncodedUnreserved(_) | FormDetail::EncodedCharacter(_) => {
                let unreserved = matches!(self, FormDetail::EncodedUnreserved(_));
                match (finding.char(), unreserved) {
                    (Some(c), true) => {
                        write!(
                            f,
                            "percent-encoded {}, which needs no encoding",
                            CharName(c)
                        )
                    }
                    (Some(c), false) => {
                        write!(
                            f,
                            "percent-encoded {}, which an IRI holds as is",
                            CharName(c)
                        )
                    }
                    (None, true) => f.write_str("percent-encoded characters that need no encoding"),
                    (None, false) => {
                        f.write_str("percent-encoded characters that an IRI holds as they are")
                    }
                }
            }
            FormDetail::SchemeCase
            | FormDetail::HostCase
            | FormDetail::HexCase
            | FormDetail::EncodedNotUtf8
            | FormDetail::EmptyPort
            | FormDetail::PortZeros
            | FormDetail::PortRange
            | FormDetail::DotSegments
            | FormDetail::RelativeDotSegments
            | FormDetail::EmptyPath
            | FormDetail::Password
            | FormDetail::Ipv6
            | FormDetail::Relative => write_summary(f, finding),
        }
    }

    /// Whether there is a help: its own, or its code's.
    fn has_help(self, finding: &Finding) -> bool {
        matches!(
            self,
            FormDetail::RelativeDotSegments
                | FormDetail::EncodedUnreserved(_)
                | FormDetail::EncodedCharacter(_)
        ) || finding.code().help().is_some()
    }

    /// Writes the help.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        f.write_str(match self {
            FormDetail::RelativeDotSegments => {
                "resolve the reference against its base to remove them"
            }
            FormDetail::EncodedUnreserved(DecodeFix::MakesDotSegment)
            | FormDetail::EncodedCharacter(DecodeFix::MakesDotSegment) => {
                "decoded, it would make a dot segment: remove the segment instead"
            }
            FormDetail::EncodedUnreserved(DecodeFix::NotNfc)
            | FormDetail::EncodedCharacter(DecodeFix::NotNfc) => {
                "decoded, it would not be in NFC with the text before it: normalize the \
                 component instead"
            }
            FormDetail::EncodedUnreserved(DecodeFix::JoinsMark)
            | FormDetail::EncodedCharacter(DecodeFix::JoinsMark) => {
                "decoded, it would join the combining mark after it: normalize the component instead"
            }
            FormDetail::EncodedUnreserved(DecodeFix::Fixes)
            | FormDetail::EncodedCharacter(DecodeFix::Fixes)
                if finding.char().is_none() =>
            {
                "write the characters as themselves"
            }
            // The others say their code's help.
            _ => finding.code().help().unwrap_or_default(),
        })
    }
}
