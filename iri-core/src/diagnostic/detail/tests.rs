//! Every code is named by a detail: the samples below hold one detail of
//! each variant, and each code of the table must be the code of one of
//! them (a new code fails here until a detail names it).

use alloc::collections::BTreeSet;
use alloc::vec::Vec;

use super::Detail;
use super::bidi::BidiDetail;
use super::constraint::{self, ConstraintDetail, Part};
use super::form::{DecodeFix, FormDetail};
use super::grammar::GrammarDetail;
use super::host::{Edges, HostDetail, Measure, PunycodeFault, Rejected};
use super::leiri::LeiriDetail;
use super::scheme::{SchemeDetail, UrnComponent};
use super::template::{NameProblem, PrefixProblem, TemplateDetail};
use super::unicode::UnicodeDetail;
use super::whatwg::{FileForm, Refusal, WhatwgDetail};
use crate::diagnostic::codes::{Code, Group};
use crate::schemes::table::entry;

/// One detail of each variant of each group's enum.
fn samples() -> Vec<Detail> {
    let mut all: Vec<Detail> = Vec::new();
    all.extend(grammar().map(Detail::from));
    all.extend(bidi().map(Detail::from));
    all.extend(unicode().map(Detail::from));
    all.push(
        LeiriDetail::Characters {
            first: ' ',
            count: 1,
        }
        .into(),
    );
    all.extend(form().map(Detail::from));
    all.extend(host().map(Detail::from));
    all.extend(scheme());
    all.extend(whatwg().map(Detail::from));
    all.extend(constraint().map(Detail::from));
    all.extend(template().map(Detail::from));
    all
}

/// The `grammar` group's samples.
fn grammar() -> impl Iterator<Item = GrammarDetail> {
    [
        GrammarDetail::InvalidCharacter,
        GrammarDetail::InvalidPercentEncoding,
        GrammarDetail::NonAscii,
        GrammarDetail::PrivateUseOutsideQuery,
        GrammarDetail::MissingScheme,
        GrammarDetail::InvalidScheme,
        GrammarDetail::UnclosedIpLiteral,
        GrammarDetail::InvalidIpv6,
        GrammarDetail::InvalidIpv4InIpv6,
        GrammarDetail::InvalidIpvFuture,
        GrammarDetail::InvalidPort,
        GrammarDetail::PathStartsWithDoubleSlash,
        GrammarDetail::RelativePathAfterAuthority,
        GrammarDetail::ColonInFirstSegment,
        GrammarDetail::UnexpectedFragment,
        GrammarDetail::TooLong,
    ]
    .into_iter()
}

/// The `bidi` group's samples.
fn bidi() -> impl Iterator<Item = BidiDetail> {
    [
        BidiDetail::Formatting,
        BidiDetail::Mixed {
            rtl: 'א', ltr: 'a'
        },
        BidiDetail::Edges {
            first: Some('1'),
            last: None,
        },
    ]
    .into_iter()
}

/// The `unicode` group's samples.
fn unicode() -> impl Iterator<Item = UnicodeDetail> {
    [
        UnicodeDetail::NotNfc,
        UnicodeDetail::NfcInLowercase,
        UnicodeDetail::NfcDelimiter { delimiter: ';' },
        UnicodeDetail::NotNfkc { count: 1 },
        UnicodeDetail::Noncharacter { count: 1 },
        UnicodeDetail::Special { count: 1 },
        UnicodeDetail::Tag { count: 2 },
        UnicodeDetail::Lookalike {
            like: Some('/'),
            count: 1,
        },
        UnicodeDetail::Unassigned { count: 1 },
        UnicodeDetail::CombiningStart {
            mark: '\u{301}',
            after: None,
        },
        UnicodeDetail::MixedScript {
            earlier: 'а',
            later: 'l',
        },
        UnicodeDetail::Confusable,
    ]
    .into_iter()
}

/// The `form` group's samples.
fn form() -> impl Iterator<Item = FormDetail> {
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

/// The `host` group's samples.
fn host() -> impl Iterator<Item = HostDetail> {
    [
        HostDetail::LabelLength {
            octets: 64,
            measure: Measure::Written,
        },
        HostDetail::NameLength {
            octets: 254,
            at_least: false,
            converted: false,
        },
        HostDetail::Hyphen {
            edges: Edges::Start,
            unicode: false,
        },
        HostDetail::EmptyLabel { first: true },
        HostDetail::Punycode(PunycodeFault::Malformed),
        HostDetail::Idna {
            rejected: Rejected::Character,
            encoded: false,
        },
        HostDetail::BidiAcrossLabels { unicode: false },
        HostDetail::BidiAcrossLabels { unicode: true },
        HostDetail::DnsCharacter(Measure::Decoded),
        HostDetail::RepeatedScheme,
        HostDetail::PercentEncoded,
        HostDetail::PunycodeForm,
    ]
    .into_iter()
}

/// The `scheme` group's samples.
fn scheme() -> Vec<Detail> {
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
    .map(Detail::from)
    .to_vec()
}

/// The `whatwg` group's samples.
fn whatwg() -> impl Iterator<Item = WhatwgDetail> {
    [
        WhatwgDetail::Authority { host: true },
        WhatwgDetail::Ipv4(None),
        WhatwgDetail::Refused(Refusal::EmptyHost),
        WhatwgDetail::Encoded,
        WhatwgDetail::Userinfo { whole: true },
        WhatwgDetail::File(FileForm::Localhost),
        WhatwgDetail::Stripped { count: 1 },
        WhatwgDetail::Backslash,
    ]
    .into_iter()
}

/// The `constraint` group's samples.
fn constraint() -> impl Iterator<Item = ConstraintDetail> {
    [
        ConstraintDetail::Missing(Part::Userinfo),
        ConstraintDetail::Forbidden(Part::Host),
        ConstraintDetail::Missing(Part::Port),
        ConstraintDetail::Forbidden(Part::Query),
        ConstraintDetail::Missing(Part::Fragment),
        ConstraintDetail::Schemes(constraint::Schemes::Static(&["https"])),
        ConstraintDetail::Absolute,
        ConstraintDetail::Relative,
        ConstraintDetail::PortRange { min: 1, max: 2 },
        ConstraintDetail::PathPrefix(constraint::Prefix::Static("/api/")),
        ConstraintDetail::Ascii,
    ]
    .into_iter()
}

/// The `template` group's samples.
fn template() -> impl Iterator<Item = TemplateDetail> {
    [
        TemplateDetail::Unclosed,
        TemplateDetail::Empty,
        TemplateDetail::ReservedOperator,
        TemplateDetail::Name(NameProblem::Dot),
        TemplateDetail::Prefix(PrefixProblem::TooLong),
        TemplateDetail::Literal,
        TemplateDetail::InIpLiteral,
        TemplateDetail::DotSegment { dots: 2 },
        TemplateDetail::NewAuthority,
        TemplateDetail::PrefixOnComposite { map: false },
    ]
    .into_iter()
}

/// The group whose enum holds `detail`.
const fn group(detail: Detail) -> Group {
    match detail {
        Detail::Grammar(_) => Group::Grammar,
        Detail::Bidi(_) => Group::Bidi,
        Detail::Unicode(_) => Group::Unicode,
        Detail::Leiri(_) => Group::Leiri,
        Detail::Form(_) => Group::Form,
        Detail::Host(_) => Group::Host,
        Detail::Scheme(_) => Group::Scheme,
        Detail::Whatwg(_) => Group::Whatwg,
        Detail::Constraint(_) => Group::Constraint,
        Detail::Template(_) => Group::Template,
    }
}

#[test]
fn every_code_is_named_by_a_detail_of_its_group() {
    let mut named = BTreeSet::new();
    for detail in samples() {
        let code = detail.code();
        assert_eq!(code.group(), group(detail), "{detail:?} names {code:?}");
        named.insert(code);
    }
    let unnamed: Vec<Code> = Code::ALL
        .iter()
        .copied()
        .filter(|code| !named.contains(code))
        .collect();
    assert!(unnamed.is_empty(), "codes no detail names: {unnamed:?}");
}

#[test]
fn the_only_scheme_that_requires_a_path_is_file() {
    // `PathRequired` names `scheme-file`.
    for rules in crate::schemes::table::SCHEMES {
        assert_eq!(
            rules.required.contains(crate::schemes::table::Parts::PATH),
            rules.name == "file",
            "{}",
            rules.name
        );
    }
}
