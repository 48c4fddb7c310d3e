//! The authority of a network special scheme as a browser reads it: with
//! or without `//` (`whatwg-authority`), an empty host
//! (`whatwg-refused`); the userinfo's characters and empty parts
//! (`whatwg-encoded`, `whatwg-userinfo`); and `'` in the query
//! (`whatwg-encoded`).

use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::whatwg::detail::WhatwgDetail;
use iri_core::Charset;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// `whatwg-authority` and the empty host of `whatwg-refused`, for a
/// network special scheme; whether the host the text holds is the one a
/// browser reads (so that the host rules run on it).
pub(super) fn check(c: &mut Checker<'_>) -> bool {
    let Some(host) = c.host() else {
        no_authority(c);
        return false;
    };
    if !host.is_empty() {
        return true;
    }
    if c.userinfo().is_none() && c.port().is_none() {
        no_authority(c);
    } else {
        super::host::opaque(c);
    }
    false
}

/// `whatwg-authority`: no authority, or an empty one. A browser skips the
/// slashes after the scheme (and backslashes, which only a LEIRI holds)
/// and reads the authority up to the next `/`, `?` or `#`.
fn no_authority(c: &mut Checker<'_>) {
    if !c.wants(Code::WhatwgAuthority) {
        return;
    }
    let leiri = c.grammar.charset == Charset::Leiri;
    let slash = |b: u8| b == b'/' || (leiri && b == b'\\');
    let after = c.after_scheme();
    let bytes = c.text.as_bytes();
    let start = after + bytes[after..].iter().take_while(|&&b| slash(b)).count();
    let end = start
        + bytes[start..]
            .iter()
            .take_while(|&&b| !slash(b) && b != b'?' && b != b'#')
            .count();
    let read = start..end;
    let host = read_host(&c.text[read.clone()]);
    let finding = Finding::new(WhatwgDetail::Authority { host }, Component::Path, read);
    if host {
        c.report(finding.with_suggestion(after..start));
    } else {
        c.report(finding);
    }
}

/// Whether an authority as a browser reads it has a non-empty host.
fn read_host(authority: &str) -> bool {
    let host_and_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = if host_and_port.starts_with('[') {
        host_and_port
    } else {
        host_and_port.split(':').next().unwrap_or_default()
    };
    !host.is_empty()
}

/// `whatwg-userinfo` and the userinfo's `whatwg-encoded`: an empty
/// userinfo or password, which a browser drops; `;`, `=` and a second `:`,
/// which it percent-encodes.
pub(super) fn userinfo(c: &mut Checker<'_>) {
    let Some(span) = c.userinfo() else {
        return;
    };
    let text = &c.text[span.clone()];
    let (user, password) = match text.split_once(':') {
        Some((user, password)) => (user, Some(password)),
        None => (text, None),
    };
    if c.wants(Code::WhatwgUserinfo) {
        let whole = user.is_empty() && password.is_none_or(str::is_empty);
        if whole || password == Some("") {
            let at = if whole {
                span.start..span.end + 1
            } else {
                span.end - 1..span.end
            };
            c.report(Finding::new(
                WhatwgDetail::Userinfo { whole },
                Component::Userinfo,
                at,
            ));
        }
    }
    if c.wants(Code::WhatwgEncoded) {
        let first_colon = text.find(':');
        let encoded = text
            .char_indices()
            .find(|&(at, ch)| matches!(ch, ';' | '=') || (ch == ':' && Some(at) != first_colon));
        if let Some((at, ch)) = encoded {
            let at = span.start + at;
            report_encoded(c, Component::Userinfo, at..at + 1, ch);
        }
    }
}

/// `whatwg-encoded` in the query of a network special scheme: a `'`,
/// which a browser sends as `%27`.
pub(super) fn query_quote(c: &mut Checker<'_>) {
    let Some(query) = c.query() else {
        return;
    };
    if !c.wants(Code::WhatwgEncoded) {
        return;
    }
    if let Some(at) = c.text[query.clone()].find('\'') {
        let at = query.start + at;
        report_encoded(c, Component::Query, at..at + 1, '\'');
    }
}

fn report_encoded(c: &mut Checker<'_>, component: Component, span: Range<usize>, ch: char) {
    c.report(Finding::new(WhatwgDetail::Encoded, component, span).with_char(ch));
}
