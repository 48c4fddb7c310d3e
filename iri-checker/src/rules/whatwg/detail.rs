//! What the `whatwg` group's findings carry for their sentences (written in
//! `super::sentences`) and the text of their edits: packed into
//! `iri-core`'s findings (see `crate::rules::packing`).

use crate::diagnostic::detail::Detail;
use crate::rules::packing::packed;
use crate::rules::voice::rule_detail;
use iri_core::diagnostic::Code;

packed! {
    /// What a `whatwg` finding's sentence needs.
    pub enum WhatwgDetail {
        /// `whatwg-authority`: the finding's span is the authority a browser
        /// reads; `None` of a host when it reads none and refuses the URL.
        Authority {
            /// Whether the browser finds a host there.
            host: bool,
        },
        /// `whatwg-ipv4`: the address a browser reads, or `None` when the
        /// host ends in a number but is no address (the browser refuses it).
        Ipv4(Option<[u8; 4]>),
        /// `whatwg-refused`: why a browser refuses the authority.
        Refused(Refusal),
        /// `whatwg-encoded`: the finding's character, which a browser
        /// percent-encodes.
        Encoded,
        /// `whatwg-userinfo`: whether the whole userinfo is dropped (else the
        /// empty password).
        Userinfo {
            /// The whole userinfo, not only the password.
            whole: bool,
        },
        /// `whatwg-file`: the form rewritten.
        File(FileForm),
        /// `whatwg-stripped`: the finding's character (or characters), which a
        /// browser removes.
        Stripped {
            /// How many characters.
            count: u32,
        },
        /// `whatwg-backslash`.
        Backslash,
    }
}

packed! {
    /// Why a browser refuses an authority.
    pub enum Refusal {
        /// The host is empty (with a userinfo or a port).
        EmptyHost,
        /// An `IPvFuture` literal.
        IpvFuture,
        /// A character forbidden in hosts, as written or percent-decoded: the
        /// finding's character, or octets that are not UTF-8.
        Forbidden,
        /// IDNA refuses the name.
        Idna,
        /// A userinfo in a `file:` URL.
        FileUserinfo,
        /// A port in a `file:` URL.
        FilePort,
    }
}

packed! {
    /// A `file:` form that a browser rewrites.
    pub enum FileForm {
        /// The host `localhost`, dropped.
        Localhost,
        /// No `//`: read as `file:///` and the path.
        NoSlashes,
        /// A Windows drive letter, read as the root of the path.
        DriveLetter,
        /// A host before a path that starts with a drive letter: dropped.
        HostBeforeDriveLetter,
    }
}

impl WhatwgDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            WhatwgDetail::Authority { .. } => Code::WhatwgAuthority,
            WhatwgDetail::Ipv4(_) => Code::WhatwgIpv4,
            WhatwgDetail::Refused(_) => Code::WhatwgRefused,
            WhatwgDetail::Encoded => Code::WhatwgEncoded,
            WhatwgDetail::Userinfo { .. } => Code::WhatwgUserinfo,
            WhatwgDetail::File(_) => Code::WhatwgFile,
            WhatwgDetail::Stripped { .. } => Code::WhatwgStripped,
            WhatwgDetail::Backslash => Code::WhatwgBackslash,
        }
    }
}

impl From<WhatwgDetail> for Detail {
    fn from(detail: WhatwgDetail) -> Detail {
        rule_detail(detail)
    }
}

#[cfg(test)]
/// One detail of each variant (the test of `crate::rules::samples`).
pub(crate) fn samples() -> impl Iterator<Item = WhatwgDetail> {
    [
        WhatwgDetail::Authority { host: true },
        WhatwgDetail::Ipv4(None),
        WhatwgDetail::Ipv4(Some([192, 168, 0, 1])),
        WhatwgDetail::Refused(Refusal::EmptyHost),
        WhatwgDetail::Encoded,
        WhatwgDetail::Userinfo { whole: true },
        WhatwgDetail::File(FileForm::Localhost),
        WhatwgDetail::Stripped { count: 1 },
        WhatwgDetail::Backslash,
    ]
    .into_iter()
}
