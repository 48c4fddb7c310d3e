//! What the `scheme` group's findings carry for their sentences (written in
//! `super::sentences`) and the text of their edits: packed into
//! `iri-core`'s findings (see `crate::rules::packing`).

use crate::diagnostic::detail::Detail;
use crate::rules::packing::packed;
use crate::rules::voice::rule_detail;
use crate::schemes::table::Entry;
use iri_core::diagnostic::Code;

packed! {
    /// The optional parts of a URN's query (RFC 8141 section 2).
    pub enum UrnComponent {
        /// The r-component, after `?+`.
        R,
        /// The q-component, after `?=`.
        Q,
    }
}

packed! {
    /// What a `scheme` finding's sentence needs: the scheme table's entry
    /// whose rule is broken, numbers, small enums (the character at fault is
    /// the finding's).
    pub enum SchemeDetail {
        /// `scheme-unregistered`: not in the registry list, of its date.
        Unregistered,
        /// `scheme-not-allowed`: not in the policy's list.
        NotAllowed,

        /// `scheme-authority-required`: no authority, which the scheme requires.
        AuthorityRequired(Entry),
        /// `scheme-host-required`: an empty host, where the scheme requires one.
        HostRequired(Entry),
        /// `scheme-authority-forbidden`: an authority the scheme has none of.
        AuthorityForbidden(Entry),
        /// `scheme-userinfo`: a userinfo, which the scheme forbids.
        UserinfoForbidden(Entry),
        /// `scheme-port`: a port, which the scheme forbids.
        PortForbidden(Entry),
        /// `scheme-query`: a query, which the scheme forbids.
        QueryForbidden(Entry),
        /// `scheme-fragment`: a fragment, which the scheme forbids.
        FragmentForbidden(Entry),
        /// `scheme-file`: an empty path, where the scheme requires one (the
        /// scheme table's one scheme that requires a path is `file`).
        PathRequired(Entry),

        /// `data:` without the `,` before the data.
        DataNoComma,
        /// `data:` whose media type is not `type/subtype`.
        DataMediaType,
        /// `data:` with `;base64` before another parameter.
        DataBase64NotLast,
        /// `data:` with a parameter that is not `attribute=value`.
        DataParameter,
        /// `data:` base64 data holding the finding's character, outside the
        /// alphabet.
        Base64Char,
        /// `data:` base64 data holding a percent-encoded octet outside the
        /// alphabet.
        Base64Octet {
            /// The octet.
            octet: u8,
        },
        /// `data:` base64 data going on after its `=` padding.
        Base64Padding,
        /// `data:` base64 data whose length is not a multiple of 4.
        Base64Length {
            /// Its characters.
            len: u32,
        },

        /// `did:` without `:` between method and method-specific id.
        DidNoColon,
        /// `did:` with an empty method name.
        DidMethodEmpty,
        /// `did:` with the finding's character, not a lowercase letter or a
        /// digit, in the method name.
        DidMethodChar,
        /// `did:` with the finding's character, not an `idchar`, in the
        /// method-specific id.
        DidIdChar,
        /// `did:` with an empty method-specific id.
        DidIdEmpty,
        /// `did:` with a method-specific id ending with `:`.
        DidIdColon,

        /// `file:` whose path starts with a drive letter.
        FileDriveLetter,
        /// `file:` whose path is relative.
        FileRelative,

        /// `ftp:` with `;type=` before the last segment.
        FtpTypeNotLast,
        /// `ftp:` with a type code other than `a`, `i` or `d`.
        FtpTypeCode,

        /// `mailto:` with an empty address in the list.
        MailtoEmptyAddress,
        /// `mailto:` with an address that is not `local-part@domain`.
        MailtoAddress,
        /// `mailto:` with an empty header field.
        MailtoEmptyField,
        /// `mailto:` with a header field without `=`.
        MailtoField,

        /// `nntp:` without a newsgroup after the server.
        NntpNoGroup,
        /// `nntp:` whose article number is not 1 to 16 decimal digits.
        NntpArticleNumber,
        /// `news:` whose message identifier has nothing before or after `@`.
        NewsMessageId,
        /// `news:` whose path starts with `/` without a server.
        NewsSlash,

        /// An OID (`urn:oid:`, `oid:`) with an empty arc.
        OidEmptyArc {
            /// The arc's byte offset in the OID.
            at: u32,
        },
        /// An OID holding the finding's character, not a decimal digit.
        OidNotDigit,
        /// An OID arc with a leading zero.
        OidLeadingZero,

        /// `tag:` without `,` between the authority name and the date.
        TagNoComma,
        /// `tag:` whose authority is an email address with an invalid local part.
        TagLocalPart,
        /// `tag:` whose authority (or its domain) is not a DNS name.
        TagDnsName,
        /// `tag:` without `:` between the date and the specific part.
        TagNoColon,
        /// `tag:` whose date is not `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
        TagDateForm,
        /// `tag:` whose date has a month that does not exist.
        TagMonth {
            /// The month (`13`).
            month: u8,
        },
        /// `tag:` whose date has a day its month does not have.
        TagDay {
            /// The day (`29`).
            day: u8,
            /// The days of its month (`28`).
            days: u8,
        },

        /// `urn:` without `:` between NID and NSS.
        UrnNoColon,
        /// `urn:` with an empty namespace identifier.
        NidEmpty,
        /// `urn:` whose namespace identifier holds the finding's character,
        /// neither a letter, a digit nor `-`.
        NidChar,
        /// `urn:` whose namespace identifier is not 2 to 32 characters long.
        NidLength {
            /// Its characters.
            len: u32,
        },
        /// `urn:` whose namespace identifier starts or ends with `-`.
        NidHyphen,
        /// `urn:` with the reserved namespace identifier `urn`.
        NidReserved,
        /// `urn:` with an experimental `X-` namespace identifier.
        NidExperimental,
        /// `urn:` with an informal namespace identifier (`urn-`) without a
        /// number.
        NidInformal,
        /// `urn:` with an empty namespace-specific string.
        NssEmpty,
        /// `urn:` whose namespace-specific string starts with `/`.
        NssSlash,
        /// `scheme-query`: `urn:` with a plain query.
        UrnQuery,
        /// `urn:` with an empty r- or q-component.
        UrnComponentEmpty(UrnComponent),
        /// `urn:` with an r- or q-component starting with the finding's
        /// character, `/` or `?`.
        UrnComponentStart(UrnComponent),

        /// `scheme-preferred-form`: a UUID with uppercase hexadecimal digits.
        UuidUppercase,
        /// A UUID with the finding's character where a `-` goes.
        UuidHyphen {
            /// The character's byte offset in the UUID.
            at: u8,
        },
        /// A UUID with the finding's character where a hexadecimal digit goes.
        UuidHexDigit {
            /// The character's byte offset in the UUID.
            at: u8,
        },
        /// A UUID shorter than 36 characters.
        UuidShort {
            /// Its characters.
            len: u8,
        },
        /// Text after the 36 characters of a UUID.
        UuidTrailing,
    }
}

impl SchemeDetail {
    /// The scheme whose table entry a rule of structure read, for the
    /// findings that name it: their rule comes from that scheme's
    /// specification, whose section the entry names.
    #[must_use]
    pub const fn scheme_entry(self) -> Option<Entry> {
        match self {
            SchemeDetail::AuthorityRequired(entry)
            | SchemeDetail::HostRequired(entry)
            | SchemeDetail::AuthorityForbidden(entry)
            | SchemeDetail::UserinfoForbidden(entry)
            | SchemeDetail::PortForbidden(entry)
            | SchemeDetail::QueryForbidden(entry)
            | SchemeDetail::FragmentForbidden(entry)
            | SchemeDetail::PathRequired(entry) => Some(entry),
            _ => None,
        }
    }

    /// The code of a finding with this detail: one code per scheme's
    /// syntax (and for URNs, the namespace's use apart from the syntax),
    /// so that a policy can refuse one scheme's violations and not
    /// another's.
    #[must_use]
    pub const fn code(self) -> Code {
        use SchemeDetail as D;
        match self {
            D::Unregistered => Code::SchemeUnregistered,
            D::NotAllowed => Code::SchemeNotAllowed,
            D::AuthorityRequired(_) => Code::SchemeAuthorityRequired,
            D::HostRequired(_) => Code::SchemeHostRequired,
            D::AuthorityForbidden(_) => Code::SchemeAuthorityForbidden,
            D::UserinfoForbidden(_) => Code::SchemeUserinfo,
            D::PortForbidden(_) => Code::SchemePort,
            D::QueryForbidden(_) | D::UrnQuery => Code::SchemeQuery,
            D::FragmentForbidden(_) => Code::SchemeFragment,
            D::DataNoComma
            | D::DataMediaType
            | D::DataBase64NotLast
            | D::DataParameter
            | D::Base64Char
            | D::Base64Octet { .. }
            | D::Base64Padding
            | D::Base64Length { .. } => Code::SchemeData,
            D::DidNoColon
            | D::DidMethodEmpty
            | D::DidMethodChar
            | D::DidIdChar
            | D::DidIdEmpty
            | D::DidIdColon => Code::SchemeDid,
            D::PathRequired(_) | D::FileDriveLetter | D::FileRelative => Code::SchemeFile,
            D::FtpTypeNotLast | D::FtpTypeCode => Code::SchemeFtp,
            D::MailtoEmptyAddress | D::MailtoAddress | D::MailtoEmptyField | D::MailtoField => {
                Code::SchemeMailto
            }
            D::NntpNoGroup | D::NntpArticleNumber => Code::SchemeNntp,
            D::NewsMessageId | D::NewsSlash => Code::SchemeNews,
            D::OidEmptyArc { .. } | D::OidNotDigit | D::OidLeadingZero => Code::SchemeOid,
            D::TagNoComma
            | D::TagLocalPart
            | D::TagDnsName
            | D::TagNoColon
            | D::TagDateForm
            | D::TagMonth { .. }
            | D::TagDay { .. } => Code::SchemeTag,
            D::UrnNoColon
            | D::NidEmpty
            | D::NidChar
            | D::NidLength { .. }
            | D::NidHyphen
            | D::NssEmpty
            | D::NssSlash
            | D::UrnComponentEmpty(_)
            | D::UrnComponentStart(_) => Code::SchemeUrn,
            D::NidReserved | D::NidExperimental | D::NidInformal => Code::SchemeUrnNamespace,
            D::UuidHyphen { .. }
            | D::UuidHexDigit { .. }
            | D::UuidShort { .. }
            | D::UuidTrailing => Code::SchemeUuid,
            D::UuidUppercase => Code::SchemePreferredForm,
        }
    }
}

impl From<SchemeDetail> for Detail {
    fn from(detail: SchemeDetail) -> Detail {
        rule_detail(detail)
    }
}

#[cfg(test)]
/// One detail of each variant (the test of `crate::rules::samples`).
pub(crate) fn samples() -> alloc::vec::Vec<SchemeDetail> {
    use crate::schemes::table::entry;

    let http = entry("http").expect("in the table");
    let file = entry("file").expect("in the table");
    [
        SchemeDetail::Unregistered,
        SchemeDetail::NotAllowed,
        SchemeDetail::AuthorityRequired(http),
        SchemeDetail::HostRequired(http),
        SchemeDetail::AuthorityForbidden(http),
        SchemeDetail::UserinfoForbidden(http),
        SchemeDetail::PortForbidden(file),
        SchemeDetail::QueryForbidden(http),
        SchemeDetail::FragmentForbidden(http),
        SchemeDetail::PathRequired(file),
        SchemeDetail::DataNoComma,
        SchemeDetail::DataMediaType,
        SchemeDetail::DataBase64NotLast,
        SchemeDetail::DataParameter,
        SchemeDetail::Base64Char,
        SchemeDetail::Base64Octet { octet: 0x20 },
        SchemeDetail::Base64Padding,
        SchemeDetail::Base64Length { len: 7 },
        SchemeDetail::DidNoColon,
        SchemeDetail::DidMethodEmpty,
        SchemeDetail::DidMethodChar,
        SchemeDetail::DidIdChar,
        SchemeDetail::DidIdEmpty,
        SchemeDetail::DidIdColon,
        SchemeDetail::FileDriveLetter,
        SchemeDetail::FileRelative,
        SchemeDetail::FtpTypeNotLast,
        SchemeDetail::FtpTypeCode,
        SchemeDetail::MailtoEmptyAddress,
        SchemeDetail::MailtoAddress,
        SchemeDetail::MailtoEmptyField,
        SchemeDetail::MailtoField,
        SchemeDetail::NntpNoGroup,
        SchemeDetail::NntpArticleNumber,
        SchemeDetail::NewsMessageId,
        SchemeDetail::NewsSlash,
        SchemeDetail::OidEmptyArc { at: 2 },
        SchemeDetail::OidNotDigit,
        SchemeDetail::OidLeadingZero,
        SchemeDetail::TagNoComma,
        SchemeDetail::TagLocalPart,
        SchemeDetail::TagDnsName,
        SchemeDetail::TagNoColon,
        SchemeDetail::TagDateForm,
        SchemeDetail::TagMonth { month: 13 },
        SchemeDetail::TagDay { day: 29, days: 28 },
        SchemeDetail::UrnNoColon,
        SchemeDetail::NidEmpty,
        SchemeDetail::NidChar,
        SchemeDetail::NidLength { len: 1 },
        SchemeDetail::NidHyphen,
        SchemeDetail::NidReserved,
        SchemeDetail::NidExperimental,
        SchemeDetail::NidInformal,
        SchemeDetail::NssEmpty,
        SchemeDetail::NssSlash,
        SchemeDetail::UrnQuery,
        SchemeDetail::UrnComponentEmpty(UrnComponent::R),
        SchemeDetail::UrnComponentStart(UrnComponent::Q),
        SchemeDetail::UuidUppercase,
        SchemeDetail::UuidHyphen { at: 8 },
        SchemeDetail::UuidHexDigit { at: 34 },
        SchemeDetail::UuidShort { len: 35 },
        SchemeDetail::UuidTrailing,
    ]
    .to_vec()
}
