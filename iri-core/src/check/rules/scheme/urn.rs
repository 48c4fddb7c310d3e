//! URNs (RFC 8141 section 2): `urn:NID:NSS`, then optionally the
//! r-component `?+…`, the q-component `?=…` and a fragment. The NSS of the
//! `uuid` and `oid` namespaces is checked further (RFC 4122 section 3,
//! RFC 3061 section 2).

use alloc::format;
use alloc::string::String;
use core::ops::Range;

use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::check::rules::scheme::{oid, uuid};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::syntax::table::Table;

/// Checks a `urn:` IRI.
pub(crate) fn validate(text: &str, table: &Table, sink: &mut dyn Sink) {
    if sink.wants(Code::SchemeSyntax) || sink.wants(Code::SchemePreferredForm) {
        name(text, table.path(), sink);
    }
    if let Some(query) = table.query() {
        components(text, query, sink);
    }
}

/// The assigned name: `NID ":" NSS`.
fn name(text: &str, path: Range<usize>, sink: &mut dyn Sink) {
    let name = &text[path.clone()];
    let Some(colon) = name.find(':') else {
        if sink.wants(Code::SchemeSyntax) {
            sink.report(
                Issue::syntax(
                    Component::Path,
                    path,
                    format!("`{name}` has no `:` between namespace identifier and namespace-specific string"),
                )
                .with_help("write a URN as `urn:NID:NSS` (RFC 8141 section 2)"),
            );
        }
        return;
    };
    let nid = &name[..colon];
    let nid_span = path.start..path.start + colon;
    if let Some(problem) = nid_problem(nid)
        && sink.wants(Code::SchemeSyntax)
    {
        sink.report(
            Issue::syntax(Component::Path, nid_span, problem)
                .with_help("use a namespace identifier registered at IANA (RFC 8141 section 5)"),
        );
    }
    let nss = path.start + colon + 1..path.end;
    match text[nss.clone()].chars().next() {
        None => {
            if sink.wants(Code::SchemeSyntax) {
                sink.report(
                    Issue::syntax(Component::Path, nss, "empty namespace-specific string")
                        .with_help("write the name after `urn:NID:` (RFC 8141 section 2)"),
                );
            }
        }
        Some('/') => {
            if sink.wants(Code::SchemeSyntax) {
                sink.report(
                    Issue::syntax(
                        Component::Path,
                        nss.start..nss.start + 1,
                        "namespace-specific string starting with `/`",
                    )
                    .with_help("start the namespace-specific string with a character other than `/` (RFC 8141 section 2)"),
                );
            }
        }
        Some(_) if nid.eq_ignore_ascii_case("uuid") => {
            uuid::check(text, nss, Component::Path, sink);
        }
        Some(_) if nid.eq_ignore_ascii_case("oid") => {
            oid::check(text, nss, Component::Path, sink);
        }
        Some(_) => {}
    }
}

/// What is wrong with the namespace identifier `nid`, if anything:
/// `NID = alphanum 0*30(alphanum / "-") alphanum`, not `urn`, and for the
/// informal namespaces `urn-` and a number (RFC 8141 sections 2 and 5.2).
/// The experimental `X-` namespaces of RFC 3406 are gone (RFC 8141
/// section 5.1 and appendix B).
pub(crate) fn nid_problem(nid: &str) -> Option<String> {
    if nid.is_empty() {
        return Some("empty namespace identifier".into());
    }
    if let Some(c) = nid
        .chars()
        .find(|c| !c.is_ascii_alphanumeric() && *c != '-')
    {
        return Some(format!(
            "`{c}` in namespace identifier `{nid}`: only letters, digits and `-` are allowed"
        ));
    }
    if !(2..=32).contains(&nid.len()) {
        return Some(format!(
            "namespace identifier `{nid}` has {} characters; it needs 2 to 32",
            nid.len()
        ));
    }
    if nid.starts_with('-') || nid.ends_with('-') {
        return Some(format!(
            "namespace identifier `{nid}` starts or ends with `-`"
        ));
    }
    if nid.eq_ignore_ascii_case("urn") {
        return Some("namespace identifier `urn` is reserved".into());
    }
    let lower = |prefix: &str| {
        nid.get(..prefix.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(prefix))
    };
    if lower("x-") {
        return Some(format!(
            "`{nid}` is an experimental `X-` namespace, which RFC 8141 removed"
        ));
    }
    if lower("urn-") {
        let number = &nid[4..];
        let is_number = !number.is_empty()
            && number.bytes().all(|b| b.is_ascii_digit())
            && !number.starts_with('0');
        if !is_number {
            return Some(format!(
                "informal namespace identifier `{nid}` is not `urn-` and a number without leading zeros"
            ));
        }
    }
    None
}

/// The query of a URN: only `?+r-component`, then `?=q-component`, each
/// non-empty and starting with a `pchar`.
fn components(text: &str, query: Range<usize>, sink: &mut dyn Sink) {
    let q = &text[query.clone()];
    let (r, q_component) = match q.as_bytes().first() {
        Some(b'+') => match q.find("?=") {
            Some(at) => (Some(1..at), Some(at + 2..q.len())),
            None => (Some(1..q.len()), None),
        },
        Some(b'=') => (None, Some(1..q.len())),
        _ => {
            if sink.wants(Code::SchemeQuery) {
                sink.report(
                    Issue::new(
                        Code::SchemeQuery,
                        Component::Query,
                        query,
                        format!("plain query `?{q}` in a URN"),
                    )
                    .with_help("URNs take only an r-component (`?+`) and a q-component (`?=`) (RFC 8141 section 2)"),
                );
            }
            return;
        }
    };
    for (part, name) in [(r, "r-component"), (q_component, "q-component")] {
        let Some(part) = part else { continue };
        let bad = match text[query.start + part.start..query.start + part.end]
            .chars()
            .next()
        {
            None => Some(format!("empty {name}")),
            Some(c @ ('/' | '?')) => Some(format!("{name} starting with `{c}`")),
            Some(_) => None,
        };
        if let Some(message) = bad
            && sink.wants(Code::SchemeSyntax)
        {
            let at = query.start + part.start;
            let len = usize::from(part.start < part.end);
            sink.report(
                    Issue::syntax(Component::Query, at..at + len, message)
                        .with_help("start each component with a character other than `/` and `?` (RFC 8141 section 2)"),
                );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::rules::scheme::testing;

    fn issues(text: &str) -> alloc::vec::Vec<(Code, Range<usize>)> {
        testing::issues(validate, text)
            .into_iter()
            .map(|i| (i.code, i.span))
            .collect()
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
        assert!(issues("urn:isbn:0451450523").is_empty());
        assert!(issues("urn:example:a123,z456?+abc?=xyz#789").is_empty());
        assert!(issues("urn:example:foo?=bar").is_empty());
        assert_eq!(issues("urn:isbn"), [(Code::SchemeSyntax, 4..8)]);
        assert_eq!(issues("urn:isbn:"), [(Code::SchemeSyntax, 9..9)]);
        assert_eq!(issues("urn:isbn:/a"), [(Code::SchemeSyntax, 9..10)]);
        assert_eq!(issues("urn:example:a?q"), [(Code::SchemeQuery, 14..15)]);
        assert_eq!(issues("urn:example:a?+"), [(Code::SchemeSyntax, 15..15)]);
        assert_eq!(issues("urn:example:a?+r?="), [(Code::SchemeSyntax, 18..18)]);
        assert_eq!(issues("urn:example:a?=/q"), [(Code::SchemeSyntax, 15..16)]);
        assert_eq!(issues("urn:oid:1.02"), [(Code::SchemeSyntax, 10..12)]);
        assert_eq!(
            issues("urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a6"),
            [(Code::SchemeSyntax, 9..44)]
        );
    }
}
