//! The userinfo: `form-password` (RFC 3986 section 3.2.1).

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::form::detail::FormDetail;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// `form-password`: a `:` in the userinfo, the deprecated `user:password`
/// form (RFC 3986 section 3.2.1: applications should not render "any data
/// after the first colon"). An empty password (`user:@`) is that form too.
/// The span is the password with its `:`; no fix, since dropping the
/// password changes what the IRI says.
pub(super) fn password(c: &mut Checker<'_>) {
    let Some(userinfo) = c.userinfo() else {
        return;
    };
    if !c.wants(Code::FormPassword) {
        return;
    }
    let Some(colon) = c.text.as_bytes()[userinfo.clone()]
        .iter()
        .position(|&b| b == b':')
    else {
        return;
    };
    let span = userinfo.start + colon..userinfo.end;
    let detail = if span.len() == 1 {
        FormDetail::EmptyPassword
    } else {
        FormDetail::Password
    };
    c.report(Finding::new(detail, Component::Userinfo, span));
}
