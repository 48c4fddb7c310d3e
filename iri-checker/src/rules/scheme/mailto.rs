//! `mailto:` (RFC 6068 section 2): `mailto:[to][?hfields]`, `to` a
//! comma-separated list of `local-part@domain` addresses, `hfields`
//! `name=value` pairs joined by `&`.

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::SchemeDetail;
use crate::syntax::split::split;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Checks a `mailto:` IRI.
pub(crate) fn validate(c: &mut Checker<'_>) {
    if !c.wants(Code::SchemeMailto) {
        return;
    }
    let (text, table) = (c.text, c.table);
    let path = table.path();
    if !path.is_empty() {
        for span in split(text, path.clone(), b",") {
            let address = &text[span.clone()];
            let ok = address
                .rsplit_once('@')
                .is_some_and(|(local, domain)| !local.is_empty() && !domain.is_empty());
            if !ok {
                let detail = if address.is_empty() {
                    SchemeDetail::MailtoEmptyAddress
                } else {
                    SchemeDetail::MailtoAddress
                };
                c.report(Finding::new(detail, Component::Path, span));
            }
        }
    }
    if let Some(query) = table.query() {
        for span in split(text, query, b"&") {
            let field = &text[span.clone()];
            if !field.contains('=') {
                let detail = if field.is_empty() {
                    SchemeDetail::MailtoEmptyField
                } else {
                    SchemeDetail::MailtoField
                };
                c.report(Finding::new(detail, Component::Query, span));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scheme::testing::spans;

    #[test]
    fn addresses_and_fields() {
        assert!(spans(validate, "mailto:chris@example.com").is_empty());
        assert!(spans(validate, "mailto:infobot@example.com?subject=current-issue").is_empty());
        assert!(
            spans(
                validate,
                "mailto:?to=joe@example.com&cc=bob@example.com&body=hello"
            )
            .is_empty()
        );
        assert!(spans(validate, "mailto:joe@example.com,bob@example.com").is_empty());
        assert!(spans(validate, "mailto:%22not%40me%22@example.org").is_empty());
        assert!(spans(validate, "mailto:user@example.org?subject=").is_empty());
        assert_eq!(spans(validate, "mailto:chris"), [(7, 12)]);
        assert_eq!(spans(validate, "mailto:a@b,,c@d"), [(11, 11)]);
        assert_eq!(spans(validate, "mailto:@example.org"), [(7, 19)]);
        assert_eq!(spans(validate, "mailto:a@b?subject"), [(11, 18)]);
        assert_eq!(spans(validate, "mailto:a@b?x=1&&y=2"), [(15, 15)]);
        assert_eq!(spans(validate, "mailto:a@b?"), [(11, 11)]);
    }
}
