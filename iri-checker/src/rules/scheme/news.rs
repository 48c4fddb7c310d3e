//! `news:` and `nntp:` (RFC 5538): `news:` with an optional `//server/`,
//! then newsgroups (a wildmat, `*` for all) or a message identifier
//! `id@domain` without its angle brackets; `nntp://server/newsgroup`, then
//! optionally `/` and an article number of 1 to 16 digits. The scheme
//! table requires the `nntp` server and gives both schemes port 119.

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::SchemeDetail;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The most digits in an article number (RFC 5538 section 2.2).
const MAX_ARTICLE_DIGITS: usize = 16;

/// Checks a `news:` IRI.
pub(crate) fn validate_news(c: &mut Checker<'_>) {
    if !c.wants(Code::SchemeNews) {
        return;
    }
    let path = c.path();
    let p = &c.text[path.clone()];
    let (start, rest) = if c.has_authority() {
        (path.start + 1, p.get(1..).unwrap_or_default())
    } else if p.starts_with('/') {
        c.report(Finding::new(
            SchemeDetail::NewsSlash,
            Component::Path,
            path.start..path.start + 1,
        ));
        return;
    } else {
        (path.start, p)
    };
    if let Some(at) = rest.find('@')
        && (at == 0 || at + 1 == rest.len())
    {
        c.report(Finding::new(
            SchemeDetail::NewsMessageId,
            Component::Path,
            start..start + rest.len(),
        ));
    }
}

/// Checks an `nntp:` IRI with a server (the table reports one without).
pub(crate) fn validate_nntp(c: &mut Checker<'_>) {
    if !c.wants(Code::SchemeNntp) || !c.has_authority() {
        return;
    }
    let path = c.path();
    let p = &c.text[path.clone()];
    let rest = p.get(1..).unwrap_or_default();
    let (group, number) = match rest.find('/') {
        Some(slash) => (&rest[..slash], Some(slash + 2)),
        None => (rest, None),
    };
    if group.is_empty() {
        let at = (path.start + 1).min(path.end);
        c.report(Finding::new(
            SchemeDetail::NntpNoGroup,
            Component::Path,
            at..at,
        ));
        return;
    }
    if let Some(from) = number {
        let digits = &p[from..];
        let valid = !digits.is_empty()
            && digits.len() <= MAX_ARTICLE_DIGITS
            && digits.bytes().all(|b| b.is_ascii_digit());
        if !valid {
            c.report(Finding::new(
                SchemeDetail::NntpArticleNumber,
                Component::Path,
                path.start + from..path.end,
            ));
        }
    }
}
