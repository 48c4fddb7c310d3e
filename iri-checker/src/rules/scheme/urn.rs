//! URNs (RFC 8141 section 2): `urn:NID:NSS`, then optionally the
//! r-component `?+…`, the q-component `?=…` and a fragment. The NSS of the
//! `uuid` and `oid` namespaces is checked further (RFC 4122 section 3,
//! RFC 3061 section 2).

use core::ops::Range;

use crate::Checker;
use crate::code_set::CodeSet;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::{SchemeDetail, UrnComponent};
use crate::rules::scheme::{oid, uuid};
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The codes of what the assigned name may break: the URN syntax, the
/// namespace's use, and the UUID and OID namespaces' own syntax and form.
const NAME_CODES: CodeSet = CodeSet::of_all(&[
    Code::SchemeUrn,
    Code::SchemeUrnNamespace,
    Code::SchemeUuid,
    Code::SchemeOid,
    Code::SchemePreferredForm,
]);

/// Checks a `urn:` IRI.
pub(crate) fn validate(c: &mut Checker<'_>) {
    if c.wants_any(NAME_CODES) {
        name(c, c.path());
    }
    if let Some(query) = c.query() {
        components(c, query);
    }
}

/// The assigned name: `NID ":" NSS`.
fn name(c: &mut Checker<'_>, path: Range<usize>) {
    let text = c.text;
    let name = &text[path.clone()];
    let Some(colon) = name.find(':') else {
        if c.wants(Code::SchemeUrn) {
            c.report(Finding::new(
                SchemeDetail::UrnNoColon,
                Component::Path,
                path,
            ));
        }
        return;
    };
    let nid = &name[..colon];
    let nid_span = path.start..path.start + colon;
    if let Some((problem, ch)) = nid_problem(nid) {
        // Reported when its code (`scheme-urn` or `scheme-urn-namespace`)
        // is wanted.
        c.report(Finding::new(problem, Component::Path, nid_span).with_char_opt(ch));
    }
    let nss = path.start + colon + 1..path.end;
    match text[nss.clone()].chars().next() {
        None => {
            if c.wants(Code::SchemeUrn) {
                c.report(Finding::new(SchemeDetail::NssEmpty, Component::Path, nss));
            }
        }
        Some('/') => {
            if c.wants(Code::SchemeUrn) {
                c.report(Finding::new(
                    SchemeDetail::NssSlash,
                    Component::Path,
                    nss.start..nss.start + 1,
                ));
            }
        }
        Some(_) if nid.eq_ignore_ascii_case("uuid") => {
            uuid::check(c, nss, Component::Path);
        }
        Some(_) if nid.eq_ignore_ascii_case("oid") => {
            oid::check(c, nss, Component::Path);
        }
        Some(_) => {}
    }
}

/// What is wrong with the namespace identifier `nid`, if anything, with
/// the character at fault where there is one: `NID = alphanum
/// 0*30(alphanum / "-") alphanum`, not `urn`, and for the informal
/// namespaces `urn-` and a number (RFC 8141 sections 2 and 5.2). The
/// experimental `X-` namespaces of RFC 3406 are gone (RFC 8141 section
/// 5.1 and appendix B).
pub(crate) fn nid_problem(nid: &str) -> Option<(SchemeDetail, Option<char>)> {
    if nid.is_empty() {
        return Some((SchemeDetail::NidEmpty, None));
    }
    if let Some(ch) = nid
        .chars()
        .find(|ch| !ch.is_ascii_alphanumeric() && *ch != '-')
    {
        return Some((SchemeDetail::NidChar, Some(ch)));
    }
    if !(2..=32).contains(&nid.len()) {
        let len = u32::try_from(nid.len()).unwrap_or(u32::MAX);
        return Some((SchemeDetail::NidLength { len }, None));
    }
    if nid.starts_with('-') || nid.ends_with('-') {
        return Some((SchemeDetail::NidHyphen, None));
    }
    if nid.eq_ignore_ascii_case("urn") {
        return Some((SchemeDetail::NidReserved, None));
    }
    let lower = |prefix: &str| {
        nid.get(..prefix.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(prefix))
    };
    if lower("x-") {
        return Some((SchemeDetail::NidExperimental, None));
    }
    if lower("urn-") {
        let number = &nid[4..];
        let is_number = !number.is_empty()
            && number.bytes().all(|b| b.is_ascii_digit())
            && !number.starts_with('0');
        if !is_number {
            return Some((SchemeDetail::NidInformal, None));
        }
    }
    None
}

/// The query of a URN: only `?+r-component`, then `?=q-component`, each
/// non-empty and starting with a `pchar`.
fn components(c: &mut Checker<'_>, query: Range<usize>) {
    let q = &c.text[query.clone()];
    let (r, q_component) = match q.as_bytes().first() {
        Some(b'+') => match q.find("?=") {
            Some(at) => (Some(1..at), Some(at + 2..q.len())),
            None => (Some(1..q.len()), None),
        },
        Some(b'=') => (None, Some(1..q.len())),
        _ => {
            let plain = SchemeDetail::UrnQuery;
            if c.wants(plain.code()) {
                c.report(Finding::new(plain, Component::Query, query));
            }
            return;
        }
    };
    for (part, which) in [(r, UrnComponent::R), (q_component, UrnComponent::Q)] {
        let Some(part) = part else { continue };
        let at = query.start + part.start;
        let bad = match c.text[at..query.start + part.end].chars().next() {
            None => Some(Finding::new(
                SchemeDetail::UrnComponentEmpty(which),
                Component::Query,
                at..at,
            )),
            Some(ch @ ('/' | '?')) => Some(
                Finding::new(
                    SchemeDetail::UrnComponentStart(which),
                    Component::Query,
                    at..at + 1,
                )
                .with_char(ch),
            ),
            Some(_) => None,
        };
        if let Some(problem) = bad
            && c.wants(Code::SchemeUrn)
        {
            c.report(problem);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scheme::testing;

    fn found(text: &str) -> alloc::vec::Vec<(Code, Range<usize>)> {
        testing::codes(validate, text)
    }

    #[test]
    fn namespace_identifiers() {
        for good in [
            "ab",
            "isbn",
            "ietf",
            "example",
            "a-b",
            "urn-1",
            "urn-42",
            "URN-7",
            "a1",
            &"a".repeat(32),
        ] {
            assert_eq!(nid_problem(good), None, "{good}");
        }
        for bad in [
            "",
            "a",
            "-ab",
            "ab-",
            "urn",
            "UrN",
            "x-foo",
            "X-Foo",
            "urn-",
            "urn-0",
            "urn-01",
            "urn-x",
            "a_b",
            "a.b",
            &"a".repeat(33),
        ] {
            assert!(nid_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn names_and_components() {
        assert!(found("urn:isbn:0451450523").is_empty());
        assert!(found("urn:example:a123,z456?+abc?=xyz#789").is_empty());
        assert!(found("urn:example:foo?=bar").is_empty());
        assert_eq!(found("urn:isbn"), [(Code::SchemeUrn, 4..8)]);
        assert_eq!(found("urn:isbn:"), [(Code::SchemeUrn, 9..9)]);
        assert_eq!(found("urn:isbn:/a"), [(Code::SchemeUrn, 9..10)]);
        assert_eq!(found("urn:example:a?q"), [(Code::SchemeQuery, 14..15)]);
        assert_eq!(found("urn:example:a?+"), [(Code::SchemeUrn, 15..15)]);
        assert_eq!(found("urn:example:a?+r?="), [(Code::SchemeUrn, 18..18)]);
        assert_eq!(found("urn:example:a?=/q"), [(Code::SchemeUrn, 15..16)]);
        assert_eq!(found("urn:oid:1.02"), [(Code::SchemeOid, 10..12)]);
        assert_eq!(
            found("urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6"),
            [(Code::SchemeUuid, 9..44)]
        );
    }
}
