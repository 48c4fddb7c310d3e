//! Scheme rules (RFC 7595 and each scheme's specification): the policy's
//! list of allowed schemes, the IANA registry, and what the scheme table
//! (`crate::schemes::table`) says of each scheme it knows, in one pass.
//!
//! The validators of the schemes whose specific part has a syntax of its
//! own are the modules below; [`VALIDATORS`] maps the table's names to
//! them (the table is data, and knows nothing of the checker). They
//! report findings to the checker like every rule; their unit tests run
//! them on a checker of their own (`testing`).

pub(crate) mod data;
pub(crate) mod detail;
pub(crate) mod did;
pub(crate) mod file;
pub(crate) mod ftp;
pub(crate) mod mailto;
pub(crate) mod news;
pub(crate) mod oid;
mod sentences;
pub(crate) mod tag;
#[cfg(test)]
mod testing;
pub(crate) mod urn;
pub(crate) mod uuid;

use alloc::string::String;
use core::ops::Range;

use crate::Checker;
use crate::code_set::CodeSet;
use crate::diagnostic::finding::{FindingInternals, Voice};
use crate::rules::scheme::detail::SchemeDetail;
use crate::rules::voice::{GroupDetail, voice};
use crate::schemes::registry;
use crate::schemes::table::{Authority, Entry, Parts, SCHEMES, by_entry};
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Checks the scheme-specific part of the checker's text, whose scheme
/// it is for, and reports what it finds.
pub(crate) type Validator = fn(&mut Checker<'_>);

/// The validators, by the name of the scheme table's entry (a test checks
/// that the table has each).
const VALIDATORS: &[(&str, Validator)] = &[
    ("data", data::validate),
    ("did", did::validate),
    ("file", file::validate),
    ("ftp", ftp::validate),
    ("mailto", mailto::validate),
    ("news", news::validate_news),
    ("nntp", news::validate_nntp),
    ("oid", oid::validate_scheme),
    ("tag", tag::validate),
    ("urn", urn::validate),
    ("uuid", uuid::validate_scheme),
];

/// The validator of each entry of the scheme table, at its position.
const BY_ENTRY: [Option<Validator>; SCHEMES.len()] = by_entry(VALIDATORS);

/// The validator of the table's `entry`, when its specific part has a
/// syntax of its own.
fn validator(entry: Entry) -> Option<Validator> {
    BY_ENTRY[entry.index()]
}

/// The codes of this group that the scheme table's structural rules report.
const STRUCTURE: CodeSet = CodeSet::of_all(&[
    Code::SchemeAuthorityRequired,
    Code::SchemeHostRequired,
    Code::SchemeAuthorityForbidden,
    Code::SchemeUserinfo,
    Code::SchemePort,
    Code::SchemeQuery,
    Code::SchemeFragment,
    Code::SchemeFile,
]);

/// The shape of a text as the structure rules see it, one bit per thing
/// that some scheme's entry may object to: the components an entry may
/// forbid (at the bits of [`Parts`]), an empty host with an authority
/// ([`Parts::HOST`]'s bit), an empty path ([`Parts::PATH`]'s), and the
/// presence or absence of an authority (the two bits below).
mod shape {
    /// An authority.
    pub(super) const AUTHORITY: u8 = 1 << 6;
    /// No authority.
    pub(super) const NO_AUTHORITY: u8 = 1 << 7;
}

/// Per entry of the table, the shape bits on which [`structure`] may report
/// something: where none of them is in a text's shape, the entry's
/// structure rules all pass, and [`structure`] need not run.
const SUSPECT: [u8; SCHEMES.len()] = {
    let mut suspect = [0; SCHEMES.len()];
    let mut e = 0;
    while e < SCHEMES.len() {
        let rules = &SCHEMES[e];
        let forbidden = Parts::USERINFO
            .and(Parts::PORT)
            .and(Parts::QUERY)
            .and(Parts::FRAGMENT);
        let mut bits = rules.forbidden.bits() & forbidden.bits()
            | rules.required.bits() & Parts::HOST.and(Parts::PATH).bits();
        bits |= match rules.authority {
            Authority::Required => shape::NO_AUTHORITY,
            Authority::Forbidden => shape::AUTHORITY,
            Authority::Optional => 0,
        };
        suspect[e] = bits;
        e += 1;
    }
    suspect
};

/// Whether the shape of the checker's text (see [`shape`]) has one of the
/// `suspect` bits; only those are worked out.
#[inline]
fn has_suspect_shape(c: &Checker<'_>, suspect: u8) -> bool {
    let asks = |bit: u8| suspect & bit != 0;
    let authority = c.has_authority();
    (asks(shape::AUTHORITY) && authority)
        || (asks(shape::NO_AUTHORITY) && !authority)
        || (asks(Parts::HOST.bits()) && c.host().is_some_and(|h| h.is_empty()))
        || (asks(Parts::USERINFO.bits()) && c.has_userinfo())
        || (asks(Parts::PATH.bits()) && c.path().is_empty())
        || (asks(Parts::PORT.bits()) && c.port().is_some())
        || (asks(Parts::QUERY.bits()) && c.query().is_some())
        || (asks(Parts::FRAGMENT.bits()) && c.fragment().is_some())
}

/// Whether the group has something to look at: a scheme.
#[inline]
pub(crate) fn may_find(c: &Checker<'_>) -> bool {
    c.has_scheme()
}

/// Runs the rules of the `scheme` group. The findings are reported out of
/// line: most IRIs have none, and the common path stays short.
pub(crate) fn check(c: &mut Checker<'_>) {
    let Some(range) = c.scheme() else {
        return;
    };
    if c.wants(Code::SchemeNotAllowed) && !c.policy.allows_scheme(&c.text[range.clone()]) {
        not_allowed(c, range.clone());
    }
    let wants_structure = c.wants_any(STRUCTURE);
    let wants_table = wants_structure || c.wants(Code::SchemePreferredForm);
    let wants_registry = c.wants(Code::SchemeUnregistered);
    if !wants_table && !wants_registry {
        return;
    }
    let Some(entry) = c.scheme_entry() else {
        if wants_registry {
            unlisted(c, range);
        }
        return;
    };
    if wants_registry && !entry.rules().registered {
        unregistered(c, range);
    }
    if !wants_table {
        return;
    }
    if wants_structure && has_suspect_shape(c, SUSPECT[entry.index()]) {
        structure(c, entry);
    }
    if let Some(validate) = validator(entry) {
        validate(c);
    }
}

/// `scheme-not-allowed` at the scheme, `range`.
#[cold]
#[inline(never)]
fn not_allowed(c: &mut Checker<'_>, range: Range<usize>) {
    c.report(Finding::new(
        SchemeDetail::NotAllowed,
        Component::Scheme,
        range,
    ));
}

/// The registry's verdict on a scheme that the table does not hold.
#[inline(never)]
fn unlisted(c: &mut Checker<'_>, range: Range<usize>) {
    if !registry::is_registered(&c.text[range.clone()]) {
        unregistered(c, range);
    }
}

/// `scheme-unregistered` at the scheme, `range`.
#[cold]
#[inline(never)]
fn unregistered(c: &mut Checker<'_>, range: Range<usize>) {
    c.report(Finding::new(
        SchemeDetail::Unregistered,
        Component::Scheme,
        range,
    ));
}

/// What the table says of the components: authority and host required or
/// forbidden, userinfo, port, query and fragment forbidden, path required.
#[inline(never)]
fn structure(c: &mut Checker<'_>, entry: Entry) {
    let rules = entry.rules();
    let after_scheme = c.after_scheme();
    match (rules.authority, c.has_authority()) {
        (Authority::Required, false) if c.wants(Code::SchemeAuthorityRequired) => {
            c.report(Finding::new(
                SchemeDetail::AuthorityRequired(entry),
                Component::Host,
                after_scheme..after_scheme,
            ));
        }
        (Authority::Forbidden, true) if c.wants(Code::SchemeAuthorityForbidden) => {
            c.report(Finding::new(
                SchemeDetail::AuthorityForbidden(entry),
                Component::Host,
                after_scheme..c.path().start,
            ));
        }
        _ => {}
    }
    if rules.required.contains(Parts::HOST)
        && let Some(host) = c.host()
        && host.is_empty()
        && c.wants(Code::SchemeHostRequired)
    {
        c.report(Finding::new(
            SchemeDetail::HostRequired(entry),
            Component::Host,
            host,
        ));
    }
    if rules.forbidden != Parts::NONE {
        forbidden(c, entry);
    }
    let path = c.path();
    let required = SchemeDetail::PathRequired(entry);
    if rules.required.contains(Parts::PATH) && path.is_empty() && c.wants(required.code()) {
        c.report(Finding::new(required, Component::Path, path));
    }
}

/// The components the scheme forbids (`scheme-userinfo`, `scheme-port`,
/// `scheme-query`, `scheme-fragment`).
fn forbidden(c: &mut Checker<'_>, entry: Entry) {
    let rules = entry.rules();
    let forbidden = [
        (
            Parts::USERINFO,
            SchemeDetail::UserinfoForbidden(entry),
            Component::Userinfo,
        ),
        (
            Parts::PORT,
            SchemeDetail::PortForbidden(entry),
            Component::Port,
        ),
        (
            Parts::QUERY,
            SchemeDetail::QueryForbidden(entry),
            Component::Query,
        ),
        (
            Parts::FRAGMENT,
            SchemeDetail::FragmentForbidden(entry),
            Component::Fragment,
        ),
    ];
    for (part, detail, component) in forbidden {
        if !rules.forbidden.contains(part) || !c.wants(detail.code()) {
            continue;
        }
        let span = match component {
            Component::Userinfo => c.userinfo(),
            Component::Port => c.port(),
            Component::Query => c.query(),
            _ => c.fragment(),
        };
        if let Some(span) = span {
            c.report(Finding::new(detail, component, span));
        }
    }
}

/// The voice of the group's findings, which the checker hands over with
/// each (`Checker::report`): their sentences (`sentences`) and the text of
/// their edits.
pub(crate) static VOICE: Voice = voice::<SchemeDetail>();

impl GroupDetail for SchemeDetail {
    fn code(self) -> Code {
        SchemeDetail::code(self)
    }

    /// The UUID in lowercase, the OID arc without its leading zeros, the
    /// drive-letter `file:` IRI with `///` (a suggestion). `None` when
    /// `input` is not what was checked there.
    fn replacement(self, finding: &Finding, input: &str) -> Option<String> {
        let edited = input.get(finding.edit_span()?)?;
        match self {
            SchemeDetail::UuidUppercase => uuid::lowercase(edited),
            SchemeDetail::OidLeadingZero => oid::without_leading_zeros(edited).map(String::from),
            SchemeDetail::FileDriveLetter => file::with_empty_authority(edited),
            SchemeDetail::Unregistered
            | SchemeDetail::NotAllowed
            | SchemeDetail::AuthorityRequired(_)
            | SchemeDetail::HostRequired(_)
            | SchemeDetail::AuthorityForbidden(_)
            | SchemeDetail::UserinfoForbidden(_)
            | SchemeDetail::PortForbidden(_)
            | SchemeDetail::QueryForbidden(_)
            | SchemeDetail::FragmentForbidden(_)
            | SchemeDetail::PathRequired(_)
            | SchemeDetail::DataNoComma
            | SchemeDetail::DataMediaType
            | SchemeDetail::DataBase64NotLast
            | SchemeDetail::DataParameter
            | SchemeDetail::Base64Char
            | SchemeDetail::Base64Octet { .. }
            | SchemeDetail::Base64Padding
            | SchemeDetail::Base64Length { .. }
            | SchemeDetail::DidNoColon
            | SchemeDetail::DidMethodEmpty
            | SchemeDetail::DidMethodChar
            | SchemeDetail::DidIdChar
            | SchemeDetail::DidIdEmpty
            | SchemeDetail::DidIdColon
            | SchemeDetail::FileRelative
            | SchemeDetail::FtpTypeNotLast
            | SchemeDetail::FtpTypeCode
            | SchemeDetail::MailtoEmptyAddress
            | SchemeDetail::MailtoAddress
            | SchemeDetail::MailtoEmptyField
            | SchemeDetail::MailtoField
            | SchemeDetail::NntpNoGroup
            | SchemeDetail::NntpArticleNumber
            | SchemeDetail::NewsMessageId
            | SchemeDetail::NewsSlash
            | SchemeDetail::OidEmptyArc { .. }
            | SchemeDetail::OidNotDigit
            | SchemeDetail::TagNoComma
            | SchemeDetail::TagLocalPart
            | SchemeDetail::TagDnsName
            | SchemeDetail::TagNoColon
            | SchemeDetail::TagDateForm
            | SchemeDetail::TagMonth { .. }
            | SchemeDetail::TagDay { .. }
            | SchemeDetail::UrnNoColon
            | SchemeDetail::NidEmpty
            | SchemeDetail::NidChar
            | SchemeDetail::NidLength { .. }
            | SchemeDetail::NidHyphen
            | SchemeDetail::NidReserved
            | SchemeDetail::NidExperimental
            | SchemeDetail::NidInformal
            | SchemeDetail::NssEmpty
            | SchemeDetail::NssSlash
            | SchemeDetail::UrnQuery
            | SchemeDetail::UrnComponentEmpty(_)
            | SchemeDetail::UrnComponentStart(_)
            | SchemeDetail::UuidHyphen { .. }
            | SchemeDetail::UuidHexDigit { .. }
            | SchemeDetail::UuidShort { .. }
            | SchemeDetail::UuidTrailing => None,
        }
    }

    /// A rule of a scheme's structure cites that scheme's specification.
    fn source(self) -> Option<&'static str> {
        self.scheme_entry().map(|entry| entry.rules().source)
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::{VALIDATORS, VOICE};
    use crate::schemes::{iana, table};
    use crate::{Finding, Policy, check, refuse};
    use iri_core::diagnostic::{Code, Group};
    use iri_core::{Grammar, parse};

    /// The scheme findings of `text` (an IRI) under `policy`.
    fn scheme_findings(text: &str, policy: &Policy) -> Vec<Finding> {
        let table = parse(text, Grammar::IRI).expect("test inputs are IRIs");
        check(text, &table, Grammar::IRI, policy)
            .iter()
            .copied()
            .filter(|f| f.code().group() == Group::Scheme)
            .collect()
    }

    #[test]
    fn every_validator_is_for_a_scheme_of_the_table() {
        for (name, _) in VALIDATORS {
            assert!(
                table::lookup(name).is_some_and(|rules| rules.name == *name),
                "{name}"
            );
        }
    }

    /// One input for each sentence of the group (but the registry's,
    /// which names the list's date): its code and message, which names
    /// numbers, characters and the table's words, never the input's text.
    const SENTENCES: &[(&str, Code, &str)] = &[
        (
            "http:/path",
            Code::SchemeAuthorityRequired,
            "missing authority, which `http` requires",
        ),
        (
            "http:///path",
            Code::SchemeHostRequired,
            "empty host, where `http` requires one",
        ),
        (
            "urn://example/a",
            Code::SchemeAuthorityForbidden,
            "authority, which `urn` forbids",
        ),
        (
            "wss://example.com/chat#frag",
            Code::SchemeFragment,
            "fragment, which `wss` forbids",
        ),
        (
            "file://h:8080/x",
            Code::SchemePort,
            "port, which `file` forbids",
        ),
        (
            "file://host",
            Code::SchemeFile,
            "missing path, which `file` requires",
        ),
        (
            "data:text/plain",
            Code::SchemeData,
            "no `,` between the media type and the data",
        ),
        (
            "data:text,x",
            Code::SchemeData,
            "media type not of the form `type/subtype`",
        ),
        (
            "data:;base64;charset=x,SGVs",
            Code::SchemeData,
            "`;base64` not the last parameter before `,`",
        ),
        (
            "data:text/plain;charset,x",
            Code::SchemeData,
            "media type parameter not of the form `attribute=value`",
        ),
        (
            "data:;base64,SG-_",
            Code::SchemeData,
            "'-' in base64 data, outside the base64 alphabet",
        ),
        (
            "data:;base64,SG%20",
            Code::SchemeData,
            "percent-encoded byte 0x20 in base64 data, outside the base64 alphabet",
        ),
        (
            "data:;base64,SG=s",
            Code::SchemeData,
            "base64 data going on after its `=` padding",
        ),
        (
            "data:;base64,SGVsbG8",
            Code::SchemeData,
            "base64 data of 7 characters, not a multiple of 4",
        ),
        (
            "did:example",
            Code::SchemeDid,
            "DID without `:` between the method name and the method-specific id",
        ),
        ("did::123", Code::SchemeDid, "empty DID method name"),
        (
            "did:Example:123",
            Code::SchemeDid,
            "'E' in the DID method name, which holds lowercase letters and digits only",
        ),
        (
            "did:example:a!b",
            Code::SchemeDid,
            "'!' in the DID method-specific id",
        ),
        (
            "did:example:",
            Code::SchemeDid,
            "empty DID method-specific id",
        ),
        (
            "did:example:a:",
            Code::SchemeDid,
            "DID method-specific id ending with `:`",
        ),
        (
            "file:c:/path/to/file",
            Code::SchemeFile,
            "file path starting with a drive letter instead of `/`",
        ),
        (
            "file:x/y",
            Code::SchemeFile,
            "file path not starting with `/`",
        ),
        (
            "ftp://h/a;type=i/f",
            Code::SchemeFtp,
            "`;type=` before the last segment",
        ),
        (
            "ftp://h/f;type=x",
            Code::SchemeFtp,
            "type code other than `a`, `i` or `d`",
        ),
        (
            "mailto:a@b,,c@d",
            Code::SchemeMailto,
            "empty address in the list",
        ),
        (
            "mailto:chris",
            Code::SchemeMailto,
            "address not of the form `local-part@domain`",
        ),
        (
            "mailto:a@b?x=1&&y=2",
            Code::SchemeMailto,
            "empty header field",
        ),
        (
            "mailto:a@b?subject",
            Code::SchemeMailto,
            "header field without `=` after its name",
        ),
        ("oid:1..2", Code::SchemeOid, "empty arc in the OID"),
        (
            "oid:1.a",
            Code::SchemeOid,
            "'a' in the OID, not a decimal digit",
        ),
        (
            "urn:oid:1.02",
            Code::SchemeOid,
            "OID arc with a leading zero",
        ),
        (
            "tag:example.com:x",
            Code::SchemeTag,
            "no `,` between the authority name and the date",
        ),
        (
            "tag:a+b@x.org,2001:x",
            Code::SchemeTag,
            "invalid local part in the tagging authority's email address",
        ),
        (
            "tag:exa_mple.com,2001:x",
            Code::SchemeTag,
            "tagging authority's domain not a DNS name",
        ),
        (
            "tag:example.com,2001",
            Code::SchemeTag,
            "no `:` between the date and the specific part",
        ),
        (
            "tag:example.com,20011:x",
            Code::SchemeTag,
            "tag date not of the form `YYYY`, `YYYY-MM` or `YYYY-MM-DD`",
        ),
        (
            "tag:example.com,2001-13:x",
            Code::SchemeTag,
            "month 13 in the tag date, outside 01 to 12",
        ),
        (
            "tag:example.com,2001-02-29:x",
            Code::SchemeTag,
            "day 29 in the tag date, whose month has 28 days",
        ),
        (
            "urn:example",
            Code::SchemeUrn,
            "URN without `:` between the namespace identifier and the namespace-specific string",
        ),
        ("urn::x", Code::SchemeUrn, "empty namespace identifier"),
        (
            "urn:a_b:x",
            Code::SchemeUrn,
            "'_' in the namespace identifier, which holds letters, digits and `-` only",
        ),
        (
            "urn:a:b",
            Code::SchemeUrn,
            "namespace identifier of 1 character, not 2 to 32",
        ),
        (
            "urn:ab-:c",
            Code::SchemeUrn,
            "namespace identifier starting or ending with `-`",
        ),
        (
            "urn:URN:a",
            Code::SchemeUrnNamespace,
            "reserved namespace identifier `urn`",
        ),
        (
            "urn:X-foo:bar",
            Code::SchemeUrnNamespace,
            "experimental `X-` namespace identifier, which RFC 8141 removed",
        ),
        (
            "urn:urn-07:thing",
            Code::SchemeUrnNamespace,
            "informal namespace identifier not `urn-` and a number without leading zeros",
        ),
        (
            "urn:example:",
            Code::SchemeUrn,
            "empty namespace-specific string",
        ),
        (
            "urn:example:/a",
            Code::SchemeUrn,
            "namespace-specific string starting with `/`",
        ),
        ("urn:example:a?q", Code::SchemeQuery, "plain query in a URN"),
        ("urn:example:a?+", Code::SchemeUrn, "empty r-component"),
        (
            "urn:example:a?=/q",
            Code::SchemeUrn,
            "q-component starting with '/'",
        ),
        (
            "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
            Code::SchemePreferredForm,
            "UUID with uppercase hexadecimal digits",
        ),
        (
            "urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6",
            Code::SchemeUuid,
            "'7' where the UUID's `-` goes",
        ),
        (
            "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bg6",
            Code::SchemeUuid,
            "'g' in the UUID, where a hexadecimal digit goes",
        ),
        (
            "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6",
            Code::SchemeUuid,
            "UUID of 35 characters instead of 36",
        ),
        (
            "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6x",
            Code::SchemeUuid,
            "text after the 36 characters of the UUID",
        ),
    ];

    #[test]
    fn every_sentence() {
        let unregistered = format!("scheme not registered at IANA (as of {})", iana::AS_OF);
        let registry = [("foo:bar", Code::SchemeUnregistered, unregistered.as_str())];
        // `whatwg-authority` covers the missing authorities: allowed, so
        // that the scheme's findings speak.
        let policy = Policy::STRICT.with(Code::WhatwgAuthority, crate::Level::Allow);
        for &(text, code, message) in SENTENCES.iter().chain(&registry) {
            let found = scheme_findings(text, &policy);
            let finding = found
                .iter()
                .find(|f| f.code() == code && f.message().to_string() == message);
            let messages: Vec<String> = found.iter().map(|f| f.message().to_string()).collect();
            let finding = finding.unwrap_or_else(|| panic!("{text}: {messages:?}"));
            let help = finding.help().map(|h| h.to_string());
            assert!(help.is_some_and(|h| !h.is_empty()), "{text}: no help");
        }
    }

    #[test]
    fn a_scheme_not_allowed_says_to_use_one_the_policy_allows() {
        let policy: Policy = "preset = \"http-client\"".parse().unwrap();
        let found = scheme_findings("ftp://example.org/", &policy);
        assert_eq!(found[0].code(), Code::SchemeNotAllowed);
        assert_eq!(found[0].message().to_string(), "scheme not allowed here");
        assert_eq!(
            found[0].help().map(|h| h.to_string()).as_deref(),
            Some("use a scheme that the policy allows")
        );
    }

    /// The fixes and the suggestion of the group, written from the input;
    /// nothing for another input, whatever it is.
    #[test]
    fn replacements() {
        for (text, fix, suggestion) in [
            (
                "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
                Some("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"),
                None,
            ),
            ("urn:oid:1.3.06.1", Some("6"), None),
            ("oid:00", Some("0"), None),
            (
                "file:c:/path/to/file",
                None,
                Some("file:///c:/path/to/file"),
            ),
            ("FILE:c:/x?q", None, Some("file:///c:/x")),
        ] {
            let found = scheme_findings(text, &Policy::STRICT);
            let edited: Vec<&Finding> = found.iter().filter(|f| f.edit_span().is_some()).collect();
            assert_eq!(edited.len(), 1, "{text}");
            let finding = edited[0];
            let written = |f: Option<crate::Fix>| f.map(|f| f.replacement().to_string());
            assert_eq!(written(finding.fix(text)).as_deref(), fix, "{text}");
            assert_eq!(
                written(finding.suggestion(text)).as_deref(),
                suggestion,
                "{text}"
            );
            for other in ["", "x", "urn:uuid:f", "é", "urn:oid:1.3.6.1", "file:/c:/x"] {
                assert_eq!((VOICE.edit)(finding, other), None, "{text} in {other:?}");
            }
        }
    }

    /// Scheme rules warn by default: a valid IRI keeps parsing.
    #[test]
    fn the_default_policy_refuses_nothing_for_scheme_rules() {
        for text in [
            "http:///x",
            "https://user@example.com/",
            "wss://example.com/#f",
            "urn:urn:x?q",
            "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
            "data:;base64,SGVsbG8",
            "foo:bar",
        ] {
            let Ok(table) = parse(text, Grammar::IRI) else {
                continue;
            };
            assert!(
                refuse(text, &table, Grammar::IRI, &Policy::DEFAULT).is_ok(),
                "{text}"
            );
            assert!(
                !check(text, &table, Grammar::IRI, &Policy::DEFAULT).is_empty(),
                "{text}"
            );
        }
    }

    /// Under the `http-client` preset the scheme rules are errors.
    #[test]
    fn the_http_client_preset_refuses_userinfo() {
        let policy: Policy = "preset = \"http-client\"".parse().unwrap();
        let text = "https://user@example.com/";
        let table = parse(text, Grammar::IRI).unwrap();
        let error = refuse(text, &table, Grammar::IRI, &policy).unwrap_err();
        assert_eq!(
            error.kind(),
            iri_core::ErrorKind::Rule(Code::SchemeUserinfo)
        );
    }
}
