//! The sentences of the `scheme` group: what the scheme table's rules and
//! the validators of scheme-specific parts find, said with the table's
//! names and sources, numbers and the character at fault, never the input.
//!
//! Each distinct problem has its own variant, so that a code of its own
//! for it changes the code only (`scheme-urn`, `scheme-uuid`, … split
//! the former `scheme-syntax`).

use core::fmt;

use crate::rules::voice::Sentences;

use crate::diagnostic::names::{CharName, characters};
use crate::diagnostic::sentences::write_summary;
use crate::rules::scheme::detail::{SchemeDetail, UrnComponent};
use crate::schemes::iana;
use iri_core::diagnostic::Finding;

/// The name of a URN component, in sentences.
trait UrnWords {
    /// Its name.
    fn name(self) -> &'static str;
}

impl UrnWords for UrnComponent {
    fn name(self) -> &'static str {
        match self {
            UrnComponent::R => "r-component",
            UrnComponent::Q => "q-component",
        }
    }
}

/// The help of the `data:` header's findings.
const DATA_HEADER: &str =
    "write the header as `type/subtype;attribute=value;base64` (RFC 2397 section 3)";
/// The help of the base64 findings.
const BASE64: &str =
    "write the data as base64 with `=` padding, or drop `;base64` (RFC 2397 section 3)";
/// The help of most `did:` findings.
const DID: &str = "write a DID as `did:method:id`, the method in lowercase letters and digits (W3C DID Core section 3.1)";
/// The help of the `ftp:` findings.
const FTP: &str = "end the path with `;type=a`, `;type=i` or `;type=d`, or leave the type out (RFC 1738 section 3.2.2)";
/// The help of the `mailto:` header fields' findings.
const MAILTO_FIELD: &str = "write header fields as `name=value` joined by `&` (RFC 6068 section 2)";
/// The help of most OID findings.
const OID: &str = "write the OID as numbers separated by single dots (RFC 3061 section 2)";
/// The help of the `tag:` findings.
const TAG: &str = "write a tag as `tag:authority,YYYY-MM-DD:specific` (RFC 4151 section 2.1)";
/// The help of the namespace identifiers' findings.
const NID: &str = "use a namespace identifier registered at IANA (RFC 8141 section 5)";
/// The help of the r- and q-components' findings.
const URN_COMPONENT: &str =
    "start each component with a character other than `/` and `?` (RFC 8141 section 2)";
/// The help of the UUID syntax findings.
const UUID: &str = "write the UUID as 8-4-4-4-12 hexadecimal digits (RFC 9562 section 4)";

/// Writes the finding's character, as messages name it.
fn write_char(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    match finding.char() {
        Some(c) => write!(f, "{}", CharName(c)),
        None => f.write_str("a character"),
    }
}

impl Sentences for SchemeDetail {
    /// Writes the message.
    #[expect(clippy::too_many_lines, reason = "one arm per sentence")]
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            SchemeDetail::Unregistered => write!(
                f,
                "{} (as of {})",
                finding.code().summary(),
                iana::AS_OF
            ),
            SchemeDetail::NotAllowed => write_summary(f, finding),
            SchemeDetail::AuthorityRequired(entry) => {
                let rules = entry.rules();
                write!(f, "missing authority, which `{}` requires", rules.name)
            }
            SchemeDetail::HostRequired(entry) => {
                let rules = entry.rules();
                write!(f, "empty host, where `{}` requires one", rules.name)
            }
            SchemeDetail::AuthorityForbidden(entry) => {
                let rules = entry.rules();
                write!(f, "authority, which `{}` forbids", rules.name)
            }
            SchemeDetail::UserinfoForbidden(entry)
            | SchemeDetail::PortForbidden(entry)
            | SchemeDetail::QueryForbidden(entry)
            | SchemeDetail::FragmentForbidden(entry) => {
                let rules = entry.rules();
                write!(f, "{}, which `{}` forbids", finding.component(), rules.name)
            }
            SchemeDetail::PathRequired(entry) => {
                let rules = entry.rules();
                write!(f, "missing path, which `{}` requires", rules.name)
            }
            SchemeDetail::DataNoComma => {
                f.write_str("no `,` between the media type and the data")
            }
            SchemeDetail::DataMediaType => f.write_str("media type not of the form `type/subtype`"),
            SchemeDetail::DataBase64NotLast => {
                f.write_str("`;base64` not the last parameter before `,`")
            }
            SchemeDetail::DataParameter => {
                f.write_str("media type parameter not of the form `attribute=value`")
            }
            SchemeDetail::Base64Char => {
                write_char(f, finding)?;
                f.write_str(" in base64 data, outside the base64 alphabet")
            }
            SchemeDetail::Base64Octet { octet } => write!(
                f,
                "percent-encoded byte 0x{octet:02X} in base64 data, outside the base64 alphabet"
            ),
            SchemeDetail::Base64Padding => {
                f.write_str("base64 data going on after its `=` padding")
            }
            SchemeDetail::Base64Length { len } => {
                write!(f, "base64 data of {}, not a multiple of 4", characters(u64::from(len)))
            }
            SchemeDetail::DidNoColon => f.write_str(
                "DID without `:` between the method name and the method-specific id",
            ),
            SchemeDetail::DidMethodEmpty => f.write_str("empty DID method name"),
            SchemeDetail::DidMethodChar => {
                write_char(f, finding)?;
                f.write_str(" in the DID method name, which holds lowercase letters and digits only")
            }
            SchemeDetail::DidIdChar => {
                write_char(f, finding)?;
                f.write_str(" in the DID method-specific id")
            }
            SchemeDetail::DidIdEmpty => f.write_str("empty DID method-specific id"),
            SchemeDetail::DidIdColon => f.write_str("DID method-specific id ending with `:`"),
            SchemeDetail::FileDriveLetter => {
                f.write_str("file path starting with a drive letter instead of `/`")
            }
            SchemeDetail::FileRelative => f.write_str("file path not starting with `/`"),
            SchemeDetail::FtpTypeNotLast => f.write_str("`;type=` before the last segment"),
            SchemeDetail::FtpTypeCode => f.write_str("type code other than `a`, `i` or `d`"),
            SchemeDetail::MailtoEmptyAddress => f.write_str("empty address in the list"),
            SchemeDetail::MailtoAddress => {
                f.write_str("address not of the form `local-part@domain`")
            }
            SchemeDetail::MailtoEmptyField => f.write_str("empty header field"),
            SchemeDetail::MailtoField => f.write_str("header field without `=` after its name"),
            SchemeDetail::NntpNoGroup => f.write_str("no newsgroup after the news server"),
            SchemeDetail::NntpArticleNumber => {
                f.write_str("article number not of 1 to 16 decimal digits")
            }
            SchemeDetail::NewsMessageId => {
                f.write_str("message identifier without text on both sides of `@`")
            }
            SchemeDetail::NewsSlash => f.write_str("path starting with `/` without a news server"),
            SchemeDetail::OidEmptyArc { .. } => f.write_str("empty arc in the OID"),
            SchemeDetail::OidNotDigit => {
                write_char(f, finding)?;
                f.write_str(" in the OID, not a decimal digit")
            }
            SchemeDetail::OidLeadingZero => f.write_str("OID arc with a leading zero"),
            SchemeDetail::TagNoComma => {
                f.write_str("no `,` between the authority name and the date")
            }
            SchemeDetail::TagLocalPart => {
                f.write_str("invalid local part in the tagging authority's email address")
            }
            SchemeDetail::TagDnsName => f.write_str("tagging authority's domain not a DNS name"),
            SchemeDetail::TagNoColon => {
                f.write_str("no `:` between the date and the specific part")
            }
            SchemeDetail::TagDateForm => {
                f.write_str("tag date not of the form `YYYY`, `YYYY-MM` or `YYYY-MM-DD`")
            }
            SchemeDetail::TagMonth { month } => {
                write!(f, "month {month:02} in the tag date, outside 01 to 12")
            }
            SchemeDetail::TagDay { day, days } => {
                write!(f, "day {day:02} in the tag date, whose month has {days} days")
            }
            SchemeDetail::UrnNoColon => f.write_str(
                "URN without `:` between the namespace identifier and the namespace-specific string",
            ),
            SchemeDetail::NidEmpty => f.write_str("empty namespace identifier"),
            SchemeDetail::NidChar => {
                write_char(f, finding)?;
                f.write_str(" in the namespace identifier, which holds letters, digits and `-` only")
            }
            SchemeDetail::NidLength { len } => {
                write!(f, "namespace identifier of {}, not 2 to 32", characters(u64::from(len)))
            }
            SchemeDetail::NidHyphen => {
                f.write_str("namespace identifier starting or ending with `-`")
            }
            SchemeDetail::NidReserved => f.write_str("reserved namespace identifier `urn`"),
            SchemeDetail::NidExperimental => {
                f.write_str("experimental `X-` namespace identifier, which RFC 8141 removed")
            }
            SchemeDetail::NidInformal => f.write_str(
                "informal namespace identifier not `urn-` and a number without leading zeros",
            ),
            SchemeDetail::NssEmpty => f.write_str("empty namespace-specific string"),
            SchemeDetail::NssSlash => f.write_str("namespace-specific string starting with `/`"),
            SchemeDetail::UrnQuery => f.write_str("plain query in a URN"),
            SchemeDetail::UrnComponentEmpty(part) => write!(f, "empty {}", part.name()),
            SchemeDetail::UrnComponentStart(part) => {
                write!(f, "{} starting with ", part.name())?;
                write_char(f, finding)
            }
            SchemeDetail::UuidUppercase => f.write_str("UUID with uppercase hexadecimal digits"),
            SchemeDetail::UuidHyphen { .. } => {
                write_char(f, finding)?;
                f.write_str(" where the UUID's `-` goes")
            }
            SchemeDetail::UuidHexDigit { .. } => {
                write_char(f, finding)?;
                f.write_str(" in the UUID, where a hexadecimal digit goes")
            }
            SchemeDetail::UuidShort { len } => {
                write!(f, "UUID of {} instead of 36", characters(u64::from(len)))
            }
            SchemeDetail::UuidTrailing => f.write_str("text after the 36 characters of the UUID"),
        }
    }

    /// Whether there is a help: every detail has one.
    fn has_help(self, _: &Finding) -> bool {
        let _ = self;
        true
    }

    /// Writes the help.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        f.write_str(match self {
            SchemeDetail::Unregistered
            | SchemeDetail::NotAllowed
            | SchemeDetail::AuthorityRequired(_)
            | SchemeDetail::HostRequired(_)
            | SchemeDetail::AuthorityForbidden(_)
            | SchemeDetail::UserinfoForbidden(_)
            | SchemeDetail::PortForbidden(_)
            | SchemeDetail::QueryForbidden(_)
            | SchemeDetail::FragmentForbidden(_) => finding.code().help().unwrap_or_default(),
            SchemeDetail::PathRequired(_) => "write the path, starting with `/`",
            SchemeDetail::DataNoComma => {
                "write `data:,` before the data, or `data:text/plain,` with a media type (RFC 2397 section 3)"
            }
            SchemeDetail::DataMediaType
            | SchemeDetail::DataBase64NotLast
            | SchemeDetail::DataParameter => DATA_HEADER,
            SchemeDetail::Base64Char
            | SchemeDetail::Base64Octet { .. }
            | SchemeDetail::Base64Padding
            | SchemeDetail::Base64Length { .. } => BASE64,
            SchemeDetail::DidNoColon
            | SchemeDetail::DidMethodEmpty
            | SchemeDetail::DidMethodChar
            | SchemeDetail::DidIdEmpty
            | SchemeDetail::DidIdColon => DID,
            SchemeDetail::DidIdChar => {
                "percent-encode it; ids hold letters, digits, `.`, `-`, `_` and `:` (W3C DID Core section 3.1)"
            }
            SchemeDetail::FileDriveLetter => {
                "write the drive letter after `file:///` (RFC 8089 section 2 and appendix E.2)"
            }
            SchemeDetail::FileRelative => "start the path with `/` (RFC 8089 section 2)",
            SchemeDetail::FtpTypeNotLast | SchemeDetail::FtpTypeCode => FTP,
            SchemeDetail::MailtoEmptyAddress => {
                "separate addresses with single commas (RFC 6068 section 2)"
            }
            SchemeDetail::MailtoAddress => {
                "write each address as `local-part@domain`, separated by single commas (RFC 6068 section 2)"
            }
            SchemeDetail::MailtoEmptyField | SchemeDetail::MailtoField => MAILTO_FIELD,
            SchemeDetail::NntpNoGroup | SchemeDetail::NntpArticleNumber => {
                "write `nntp://server/newsgroup`, then `/` and the article number if one is meant (RFC 5538 section 2.2)"
            }
            SchemeDetail::NewsMessageId => {
                "write the message identifier as `id@domain`, without its angle brackets (RFC 5538 section 2.1)"
            }
            SchemeDetail::NewsSlash => {
                "write `news:` and the newsgroup or message identifier, or `news://server/` before them (RFC 5538 section 2.1)"
            }
            SchemeDetail::OidEmptyArc { .. } | SchemeDetail::OidNotDigit => OID,
            SchemeDetail::OidLeadingZero => {
                "write the arc without its leading zeros (RFC 3061 section 2)"
            }
            SchemeDetail::TagNoComma
            | SchemeDetail::TagLocalPart
            | SchemeDetail::TagDnsName
            | SchemeDetail::TagNoColon
            | SchemeDetail::TagDateForm
            | SchemeDetail::TagMonth { .. }
            | SchemeDetail::TagDay { .. } => TAG,
            SchemeDetail::UrnNoColon => "write a URN as `urn:NID:NSS` (RFC 8141 section 2)",
            SchemeDetail::NidEmpty
            | SchemeDetail::NidChar
            | SchemeDetail::NidLength { .. }
            | SchemeDetail::NidHyphen
            | SchemeDetail::NidReserved
            | SchemeDetail::NidExperimental
            | SchemeDetail::NidInformal => NID,
            SchemeDetail::NssEmpty => "write the name after `urn:NID:` (RFC 8141 section 2)",
            SchemeDetail::NssSlash => {
                "start the namespace-specific string with a character other than `/` (RFC 8141 section 2)"
            }
            SchemeDetail::UrnQuery => {
                "write the query as an r-component (`?+`) or a q-component (`?=`) (RFC 8141 section 2)"
            }
            SchemeDetail::UrnComponentEmpty(_) | SchemeDetail::UrnComponentStart(_) => {
                URN_COMPONENT
            }
            SchemeDetail::UuidUppercase => "write UUIDs in lowercase (RFC 9562 section 4)",
            SchemeDetail::UuidHyphen { .. }
            | SchemeDetail::UuidHexDigit { .. }
            | SchemeDetail::UuidShort { .. }
            | SchemeDetail::UuidTrailing => UUID,
        })
    }
}
