//! What the `grammar` group's findings are: one variant per code, without
//! data (their sentences, written in `crate::diagnostic::sentences::grammar`,
//! need the component and the character only). The parse errors' kinds
//! (`ErrorKind`) are these and `Rule`.

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::Detail;

/// What is wrong with an input that the grammar refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrammarDetail {
    /// `grammar-invalid-character`.
    InvalidCharacter,
    /// `grammar-invalid-percent-encoding`.
    InvalidPercentEncoding,
    /// `grammar-non-ascii`.
    NonAscii,
    /// `grammar-private-use-outside-query`.
    PrivateUseOutsideQuery,
    /// `grammar-missing-scheme`.
    MissingScheme,
    /// `grammar-invalid-scheme`.
    InvalidScheme,
    /// `grammar-unclosed-ip-literal`.
    UnclosedIpLiteral,
    /// `grammar-invalid-ipv6`.
    InvalidIpv6,
    /// `grammar-invalid-ipv4-in-ipv6`.
    InvalidIpv4InIpv6,
    /// `grammar-invalid-ipvfuture`.
    InvalidIpvFuture,
    /// `grammar-invalid-port`.
    InvalidPort,
    /// `grammar-path-starts-with-double-slash`.
    PathStartsWithDoubleSlash,
    /// `grammar-relative-path-after-authority`.
    RelativePathAfterAuthority,
    /// `grammar-colon-in-first-segment`.
    ColonInFirstSegment,
    /// `grammar-unexpected-fragment`.
    UnexpectedFragment,
    /// `grammar-too-long`.
    TooLong,
}

impl GrammarDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            GrammarDetail::InvalidCharacter => Code::GrammarInvalidCharacter,
            GrammarDetail::InvalidPercentEncoding => Code::GrammarInvalidPercentEncoding,
            GrammarDetail::NonAscii => Code::GrammarNonAscii,
            GrammarDetail::PrivateUseOutsideQuery => Code::GrammarPrivateUseOutsideQuery,
            GrammarDetail::MissingScheme => Code::GrammarMissingScheme,
            GrammarDetail::InvalidScheme => Code::GrammarInvalidScheme,
            GrammarDetail::UnclosedIpLiteral => Code::GrammarUnclosedIpLiteral,
            GrammarDetail::InvalidIpv6 => Code::GrammarInvalidIpv6,
            GrammarDetail::InvalidIpv4InIpv6 => Code::GrammarInvalidIpv4InIpv6,
            GrammarDetail::InvalidIpvFuture => Code::GrammarInvalidIpvFuture,
            GrammarDetail::InvalidPort => Code::GrammarInvalidPort,
            GrammarDetail::PathStartsWithDoubleSlash => Code::GrammarPathStartsWithDoubleSlash,
            GrammarDetail::RelativePathAfterAuthority => Code::GrammarRelativePathAfterAuthority,
            GrammarDetail::ColonInFirstSegment => Code::GrammarColonInFirstSegment,
            GrammarDetail::UnexpectedFragment => Code::GrammarUnexpectedFragment,
            GrammarDetail::TooLong => Code::GrammarTooLong,
        }
    }
}

impl From<GrammarDetail> for Detail {
    fn from(detail: GrammarDetail) -> Detail {
        Detail::Grammar(detail)
    }
}
