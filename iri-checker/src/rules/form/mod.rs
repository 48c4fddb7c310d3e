//! Preferred forms (RFC 3986 section 6.2, RFC 3987 section 5.3), and the
//! forms best avoided: one module per topic.
//!
//! Most rules say what normalization (`normalize_with`, [`Steps::ALL`]) would
//! change, and their fixes write what it writes, so that a value's
//! normal form has no such finding. Fixes never overlap, neither each
//! other nor those of the other groups ([`Checker::may_fix`]): a fix that
//! would overlap one already given is left out (the finding stays, with
//! its help), and the order of the rules says which comes first: the
//! unicode and leiri fixes (earlier groups), then the dot segments, then
//! the rest. A host whose percent-encoded UTF-8 `host-percent-encoded`
//! rewrites (a later group) belongs to that fix as a whole.
//!
//! [`Steps::ALL`]: iri_core::normalize::Steps::ALL

mod case;
pub(crate) mod detail;
mod ip;
mod path;
mod percent;
mod port;
mod sentences;
mod userinfo;

use alloc::string::String;

use crate::Checker;
use crate::diagnostic::finding::{FindingInternals, Voice};
use crate::rules::form::detail::FormDetail;
use crate::rules::voice::{GroupDetail, voice};
use crate::syntax::facts::Fact;
use iri_core::Component;
use iri_core::Form;
use iri_core::HostKind;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Runs the rules of the `form` group: each where the facts and the
/// table leave it something to find (the tests here are each rule's
/// starting condition; the rule reads the text for the rest).
#[inline]
pub(crate) fn check(c: &mut Checker<'_>) {
    if !c.has_scheme() {
        relative(c);
    }
    if c.may(Fact::Uppercase, Component::Scheme) {
        case::scheme_case(c);
    }
    // A dot segment is a `.` or `%2E` starting a segment. Before the other
    // rules that fix the path: its fix comes first.
    if c.may(Fact::DotSegment, Component::Path) || c.may(Fact::Percent, Component::Path) {
        path::dot_segments(c);
    }
    if c.path().is_empty() && c.has_authority() {
        path::empty_path(c);
    }
    let reg_name = c.reg_name();
    if reg_name.is_some() && c.may(Fact::Uppercase, Component::Host) {
        case::host_case(c);
    }
    if c.facts.may_anywhere(Fact::Percent) {
        percent::check(c);
    }
    if c.port().is_some() {
        port::check(c);
    }
    if c.has_userinfo() {
        userinfo::password(c);
    }
    if c.host_kind() == Some(HostKind::Ipv6) {
        ip::ipv6(c);
    }
}

/// `form-relative`: a relative reference, where the context wants identifiers.
fn relative(c: &mut Checker<'_>) {
    let may_be_relative = matches!(c.grammar.form, Form::Reference | Form::Relative);
    if may_be_relative && !c.has_scheme() && c.wants(Code::FormRelative) {
        c.report(Finding::new(FormDetail::Relative, Component::Scheme, 0..0));
    }
}

/// The voice of the group's findings, which the checker hands over with
/// each (`Checker::report`): their sentences (`sentences`) and the text of
/// their edits.
pub(crate) static VOICE: Voice = voice::<FormDetail>();

impl GroupDetail for FormDetail {
    fn code(self) -> Code {
        FormDetail::code(self)
    }

    /// What each rule's fix writes at its span.
    fn replacement(self, finding: &Finding, input: &str) -> Option<String> {
        let span = finding.edit_span()?;
        let written = input.get(span.clone())?;
        match self {
            FormDetail::SchemeCase => Some(written.to_ascii_lowercase()),
            FormDetail::HostCase => case::lowercased(input, span),
            FormDetail::HexCase => Some(written.to_ascii_uppercase()),
            FormDetail::EncodedUnreserved(_) | FormDetail::EncodedCharacter(_) => {
                percent::decoded(written, finding.component())
            }
            FormDetail::EmptyPort | FormDetail::DefaultPort { .. } | FormDetail::PortZeros => {
                Some(String::new())
            }
            FormDetail::DotSegments | FormDetail::RelativeDotSegments => {
                path::dot_segments_fix(input, &span)
            }
            FormDetail::EmptyPath => Some(String::from("/")),
            FormDetail::Ipv6 => ip::ipv6_fix(input, span),
            FormDetail::EncodedNotUtf8
            | FormDetail::PortRange
            | FormDetail::Password
            | FormDetail::EmptyPassword
            | FormDetail::Relative => None,
        }
    }
}
