//! What the `grammar` group's findings are: one variant per code, without
//! data (their sentences, written in `crate::diagnostic::sentences::grammar`,
//! need the component and the character only). The parse errors' kinds
//! (`ErrorKind`) are these and `Rule`.

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::Detail;
use crate::diagnostic::error_kind::ErrorKind;

/// Declares the grammar's details, each with its code, and the parse
/// errors' kinds of the same names ([`ErrorKind`]): one list for both.
macro_rules! grammar_details {
    ($($kind:ident = $code:ident,)*) => {
        /// What is wrong with an input that the grammar refuses: one variant
        /// per `grammar` code, the kind of the same name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GrammarDetail {
            $(#[doc = concat!("[`Code::", stringify!($code), "`].")] $kind,)*
        }

        impl GrammarDetail {
            /// The code of a finding with this detail.
            #[must_use]
            pub const fn code(self) -> Code {
                match self {
                    $(GrammarDetail::$kind => Code::$code,)*
                }
            }
        }

        impl ErrorKind {
            /// The kind's code: its `grammar` code, or the checker's for
            /// [`Rule`](ErrorKind::Rule).
            ///
            /// ```
            /// use iri_kit::ErrorKind;
            ///
            /// assert_eq!(ErrorKind::InvalidCharacter.code().name(), "grammar-invalid-character");
            /// ```
            #[must_use]
            pub const fn code(self) -> Code {
                match self {
                    $(ErrorKind::$kind => Code::$code,)*
                    ErrorKind::Rule(code) => code,
                }
            }

            /// The kind of a finding of `code`: its grammar kind, or
            /// [`Rule`](ErrorKind::Rule).
            #[must_use]
            pub const fn of(code: Code) -> ErrorKind {
                match code {
                    $(Code::$code => ErrorKind::$kind,)*
                    code => ErrorKind::Rule(code),
                }
            }

            /// The grammar detail of the kind; `None` for a rule.
            pub(crate) const fn grammar_detail(self) -> Option<GrammarDetail> {
                match self {
                    $(ErrorKind::$kind => Some(GrammarDetail::$kind),)*
                    ErrorKind::Rule(_) => None,
                }
            }
        }
    };
}

grammar_details! {
    InvalidCharacter = GrammarInvalidCharacter,
    InvalidPercentEncoding = GrammarInvalidPercentEncoding,
    NonAscii = GrammarNonAscii,
    PrivateUseOutsideQuery = GrammarPrivateUseOutsideQuery,
    MissingScheme = GrammarMissingScheme,
    InvalidScheme = GrammarInvalidScheme,
    UnclosedIpLiteral = GrammarUnclosedIpLiteral,
    InvalidIpv6 = GrammarInvalidIpv6,
    InvalidIpv4InIpv6 = GrammarInvalidIpv4InIpv6,
    InvalidIpvFuture = GrammarInvalidIpvFuture,
    InvalidPort = GrammarInvalidPort,
    PathStartsWithDoubleSlash = GrammarPathStartsWithDoubleSlash,
    RelativePathAfterAuthority = GrammarRelativePathAfterAuthority,
    ColonInFirstSegment = GrammarColonInFirstSegment,
    UnexpectedFragment = GrammarUnexpectedFragment,
    TooLong = GrammarTooLong,
}

impl From<GrammarDetail> for Detail {
    fn from(detail: GrammarDetail) -> Detail {
        Detail::Grammar(detail)
    }
}
