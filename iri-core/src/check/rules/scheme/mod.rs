//! Scheme rules (RFC 7595 and each scheme's specification): the policy's
//! list of allowed schemes, the IANA registry, and what the scheme table
//! (`crate::schemes::table`) says of each scheme it knows, in one pass.
//!
//! The validators of the schemes whose specific part has a syntax of its
//! own are the modules below; the scheme table names them. They report
//! through a [`Sink`] rather than building findings, so that the
//! validators can run and be tested without a checker.

pub(crate) mod issue;

pub(crate) mod data;
pub(crate) mod did;
pub(crate) mod file;
pub(crate) mod ftp;
pub(crate) mod mailto;
pub(crate) mod oid;
pub(crate) mod tag;
#[cfg(test)]
mod testing;
pub(crate) mod urn;
pub(crate) mod uuid;

use alloc::format;

use crate::check::Checker;
use crate::check::code_set::CodeSet;
use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::diagnostic::finding::{Finding, joined};
use crate::diagnostic::fix::Fix;
use crate::schemes::iana;
use crate::schemes::registry;
use crate::schemes::table::{self, Authority, Parts, SchemeRules};

/// The codes of this group that the scheme table's structural rules report.
const STRUCTURE: CodeSet = CodeSet::of_all(&[
    Code::SchemeAuthorityRequired,
    Code::SchemeHostRequired,
    Code::SchemeAuthorityForbidden,
    Code::SchemeUserinfo,
    Code::SchemePort,
    Code::SchemeQuery,
    Code::SchemeFragment,
    Code::SchemeSyntax,
]);

/// Runs the rules of the `scheme` group.
pub(in crate::check) fn check(c: &mut Checker<'_>) {
    let Some(range) = c.table.scheme() else {
        return;
    };
    let scheme = &c.text[range.clone()];
    if c.wants(Code::SchemeNotAllowed) && !c.policy.allows_scheme(scheme) {
        let allowed: alloc::vec::Vec<&str> = c.policy.schemes().into_iter().flatten().collect();
        c.report(
            Finding::new(Code::SchemeNotAllowed, Component::Scheme, range.clone())
                .with_message(joined(&["scheme `", scheme, "` not allowed here"]))
                .with_help(format!("use one of `{}`", allowed.join("`, `"))),
        );
    }
    let wants_structure = c.wants_any(STRUCTURE);
    let wants_table = wants_structure || c.wants(Code::SchemePreferredForm);
    let wants_registry = c.wants(Code::SchemeUnregistered);
    if !wants_table && !wants_registry {
        return;
    }
    let rules = table::lookup(scheme);
    if wants_registry && !rules.map_or_else(|| registry::is_registered(scheme), |r| r.registered) {
        c.report(
            Finding::new(Code::SchemeUnregistered, Component::Scheme, range)
                .with_message(joined(&[
                    "scheme `",
                    scheme,
                    "` is not in the IANA registry (as of ",
                    iana::AS_OF,
                    ")",
                ]))
                .with_help("use a registered scheme, or register this one (RFC 7595)"),
        );
    }
    let Some(rules) = rules.filter(|_| wants_table) else {
        return;
    };
    if wants_structure {
        structure(c, rules);
    }
    if let Some(validate) = rules.validate {
        let (text, table) = (c.text, c.table);
        validate(text, table, c);
    }
}

/// What the table says of the components: authority and host required or
/// forbidden, userinfo, port, query and fragment forbidden, path required.
fn structure(c: &mut Checker<'_>, rules: &SchemeRules) {
    let (table, name, source) = (c.table, rules.name, rules.source);
    let after_scheme = table.after_scheme();
    match (rules.authority, table.has_authority()) {
        (Authority::Required, false) if c.wants(Code::SchemeAuthorityRequired) => {
            c.report(
                Finding::new(
                    Code::SchemeAuthorityRequired,
                    Component::Host,
                    after_scheme..after_scheme,
                )
                .with_message(joined(&[
                    "`",
                    name,
                    "` requires an authority (",
                    source,
                    ")",
                ]))
                .with_help(joined(&[
                    "write `//` and the host after `",
                    name,
                    ":`",
                ])),
            );
        }
        (Authority::Forbidden, true) if c.wants(Code::SchemeAuthorityForbidden) => {
            c.report(
                Finding::new(
                    Code::SchemeAuthorityForbidden,
                    Component::Host,
                    after_scheme..table.path().start,
                )
                .with_message(joined(&["`", name, "` has no authority (", source, ")"]))
                .with_help("remove `//` and the authority"),
            );
        }
        _ => {}
    }
    if let Some(host) = table.host()
        && rules.required.contains(Parts::HOST)
        && host.is_empty()
        && c.wants(Code::SchemeHostRequired)
    {
        c.report(
            Finding::new(Code::SchemeHostRequired, Component::Host, host)
                .with_message(joined(&[
                    "`",
                    name,
                    "` requires a non-empty host (",
                    source,
                    ")",
                ]))
                .with_help("write the host after `//`"),
        );
    }
    if rules.forbidden != Parts::NONE {
        forbidden(c, rules);
    }
    let path = table.path();
    if rules.required.contains(Parts::PATH) && path.is_empty() && c.wants(Code::SchemeSyntax) {
        c.report(
            Finding::new(Code::SchemeSyntax, Component::Path, path)
                .with_message(joined(&["`", name, "` requires a path (", source, ")"]))
                .with_help("write the path, starting with `/`"),
        );
    }
}

/// The components the scheme forbids (`scheme-userinfo`, `scheme-port`,
/// `scheme-query`, `scheme-fragment`).
fn forbidden(c: &mut Checker<'_>, rules: &SchemeRules) {
    let (table, name, source) = (c.table, rules.name, rules.source);
    let forbidden = [
        (
            Parts::USERINFO,
            Code::SchemeUserinfo,
            Component::Userinfo,
            table.userinfo(),
            "userinfo",
            "remove the userinfo and its `@`",
        ),
        (
            Parts::PORT,
            Code::SchemePort,
            Component::Port,
            table.port(),
            "port",
            "remove the port and its `:`",
        ),
        (
            Parts::QUERY,
            Code::SchemeQuery,
            Component::Query,
            table.query(),
            "query",
            "remove the query and its `?`",
        ),
        (
            Parts::FRAGMENT,
            Code::SchemeFragment,
            Component::Fragment,
            table.fragment(),
            "fragment",
            "remove the fragment and its `#`",
        ),
    ];
    for (part, code, component, span, what, help) in forbidden {
        if let Some(span) = span
            && rules.forbidden.contains(part)
            && c.wants(code)
        {
            c.report(
                Finding::new(code, component, span)
                    .with_message(joined(&[
                        what,
                        " in a `",
                        name,
                        "` IRI, where ",
                        source,
                        " allows none",
                    ]))
                    .with_help(help),
            );
        }
    }
}

/// The scheme validators report to the checker.
impl Sink for Checker<'_> {
    fn wants(&self, code: Code) -> bool {
        Checker::wants(self, code)
    }

    fn report(&mut self, issue: Issue) {
        let mut finding = Finding::new(issue.code, issue.component, issue.span.clone())
            .with_message(issue.message);
        if let Some(help) = issue.help {
            finding = finding.with_help(help);
        }
        if let Some(replacement) = issue.fix
            && self.may_fix(&issue.span)
        {
            finding = finding.with_fix_text(Fix::new(issue.span, replacement));
        }
        Checker::report(self, finding);
    }
}

#[cfg(test)]
mod tests {
    use crate::check::{Policy, check, refuse};
    use crate::diagnostic::codes::Code;
    use crate::syntax::parse::{Grammar, parse};

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
            crate::diagnostic::error::ErrorKind::Rule(Code::SchemeUserinfo)
        );
    }
}

/// The replacement text of the edit of `finding` in `input`.
pub(crate) fn replacement(
    finding: &crate::diagnostic::finding::Finding,
    input: &str,
) -> Option<alloc::string::String> {
    let _ = (finding, input);
    None
}
