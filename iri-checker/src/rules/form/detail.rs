//! What the `form` group's findings carry for their sentences (written in
//! `super::sentences`) and the text of their edits: packed into
//! `iri-core`'s findings (see `crate::rules::packing`).

use crate::diagnostic::detail::Detail;
use crate::rules::packing::packed;
use crate::rules::voice::rule_detail;
use iri_core::diagnostic::Code;

packed! {
    /// What a `form` finding's sentence needs.
    pub enum FormDetail {
        /// `form-scheme-case`.
        SchemeCase,
        /// `form-host-case`.
        HostCase,
        /// `form-hex-case`.
        HexCase,
        /// `form-encoded-unreserved`: a run of encodings of unreserved
        /// characters (the character is the finding's when the run encodes
        /// one), and whether decoding it fixes it.
        EncodedUnreserved(DecodeFix),
        /// `form-encoded-character`: a run of encodings of characters that an
        /// IRI holds as they are (the character is the finding's when the run
        /// encodes one), and whether decoding it fixes it.
        EncodedCharacter(DecodeFix),
        /// `form-encoded-not-utf8`.
        EncodedNotUtf8,
        /// `form-empty-port`.
        EmptyPort,
        /// `form-default-port`: the scheme's default port, given.
        DefaultPort {
            /// The port's number.
            port: u16,
        },
        /// `form-port-zeros`.
        PortZeros,
        /// `form-port-range`.
        PortRange,
        /// `form-dot-segments` in an absolute IRI or an absolute-path
        /// reference (its fix removes them).
        DotSegments,
        /// `form-dot-segments` in a relative-path reference, whose dot
        /// segments apply to the base's path.
        RelativeDotSegments,
        /// `form-empty-path`.
        EmptyPath,
        /// `form-password`: a non-empty password.
        Password,
        /// `form-password`: the password is empty (`user:@`).
        EmptyPassword,
        /// `form-ipv6`.
        Ipv6,
        /// `form-relative`.
        Relative,
    }
}

packed! {
    /// Whether decoding a run of percent-encodings fixes it, and why not.
    pub enum DecodeFix {
        /// Decoding fixes it.
        Fixes,
        /// A `%2E` that makes a dot segment once decoded, which resolution
        /// would then remove.
        MakesDotSegment,
        /// The decoded characters would not be in NFC with the text before
        /// them.
        NotNfc,
        /// The decoded character would join the combining mark after the run.
        JoinsMark,
    }
}

impl FormDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            FormDetail::SchemeCase => Code::FormSchemeCase,
            FormDetail::HostCase => Code::FormHostCase,
            FormDetail::HexCase => Code::FormHexCase,
            FormDetail::EncodedUnreserved(_) => Code::FormEncodedUnreserved,
            FormDetail::EncodedCharacter(_) => Code::FormEncodedCharacter,
            FormDetail::EncodedNotUtf8 => Code::FormEncodedNotUtf8,
            FormDetail::EmptyPort => Code::FormEmptyPort,
            FormDetail::DefaultPort { .. } => Code::FormDefaultPort,
            FormDetail::PortZeros => Code::FormPortZeros,
            FormDetail::PortRange => Code::FormPortRange,
            FormDetail::DotSegments | FormDetail::RelativeDotSegments => Code::FormDotSegments,
            FormDetail::EmptyPath => Code::FormEmptyPath,
            FormDetail::Password | FormDetail::EmptyPassword => Code::FormPassword,
            FormDetail::Ipv6 => Code::FormIpv6,
            FormDetail::Relative => Code::FormRelative,
        }
    }
}

impl From<FormDetail> for Detail {
    fn from(detail: FormDetail) -> Detail {
        rule_detail(detail)
    }
}

#[cfg(test)]
/// One detail of each variant (the test of `crate::rules::samples`).
pub(crate) fn samples() -> impl Iterator<Item = FormDetail> {
    [
        FormDetail::SchemeCase,
        FormDetail::HostCase,
        FormDetail::HexCase,
        FormDetail::EncodedUnreserved(DecodeFix::Fixes),
        FormDetail::EncodedCharacter(DecodeFix::NotNfc),
        FormDetail::EncodedNotUtf8,
        FormDetail::EmptyPort,
        FormDetail::DefaultPort { port: 443 },
        FormDetail::PortZeros,
        FormDetail::PortRange,
        FormDetail::DotSegments,
        FormDetail::RelativeDotSegments,
        FormDetail::EmptyPath,
        FormDetail::Password,
        FormDetail::EmptyPassword,
        FormDetail::Ipv6,
        FormDetail::Relative,
    ]
    .into_iter()
}
