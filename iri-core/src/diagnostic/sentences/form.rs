//! The sentences of the `form` group that say more than their code's
//! summary and help.

use core::fmt;

use crate::diagnostic::detail::{Detail, write_summary};
use crate::diagnostic::finding::Finding;

/// What a `form` finding's sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum FormDetail {
    /// `form-default-port`: the scheme's default port, given.
    DefaultPort {
        /// The port's number.
        port: u16,
    },
    /// `form-password`: the password is empty (`user:@`).
    EmptyPassword,
    /// `form-dot-segments` in a relative-path reference, whose dot
    /// segments apply to the base's path.
    RelativeDotSegments,
    /// `form-encoded-unreserved`: a `%2E` that makes a dot segment once
    /// decoded, which resolution would then remove.
    EncodedDot,
    /// `form-encoded-character`: the decoded characters would not be in
    /// NFC with the text before them.
    EncodedNotNfc,
    /// `form-encoded-unreserved` or `form-encoded-character`: the decoded
    /// character would join the combining mark after the run.
    JoinsMark,
}

impl From<FormDetail> for Detail {
    fn from(detail: FormDetail) -> Detail {
        Detail::Form(detail)
    }
}

impl FormDetail {
    /// Writes the message.
    pub(crate) fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            FormDetail::DefaultPort { port } => write!(f, "default port {port} given explicitly"),
            FormDetail::EmptyPassword => f.write_str("empty password in the userinfo"),
            FormDetail::RelativeDotSegments
            | FormDetail::EncodedDot
            | FormDetail::EncodedNotNfc
            | FormDetail::JoinsMark => write_summary(f, finding),
        }
    }

    /// Whether there is a help: each says how to fix it.
    pub(crate) const fn has_help(self, _: &Finding) -> bool {
        match self {
            FormDetail::DefaultPort { .. }
            | FormDetail::EmptyPassword
            | FormDetail::RelativeDotSegments
            | FormDetail::EncodedDot
            | FormDetail::EncodedNotNfc
            | FormDetail::JoinsMark => true,
        }
    }

    /// Writes the help.
    pub(crate) fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        f.write_str(match self {
            FormDetail::RelativeDotSegments => {
                "resolve the reference against its base to remove them"
            }
            FormDetail::EncodedDot => {
                "decoded, it would make a dot segment: remove the segment instead"
            }
            FormDetail::EncodedNotNfc => {
                "decoded, it would not be in NFC with the text before it: normalize the \
                 component instead"
            }
            FormDetail::JoinsMark => {
                "decoded, it would join the combining mark after it: normalize the component instead"
            }
            FormDetail::DefaultPort { .. } | FormDetail::EmptyPassword => {
                finding.code().help().unwrap_or_default()
            }
        })
    }
}
