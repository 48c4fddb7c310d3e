//! Decentralized identifiers (W3C DID Core section 3.1): `did:method:id`,
//! the method lowercase letters and digits, the method-specific id
//! `*( *idchar ":" ) 1*idchar`; a DID URL adds a path, query and fragment
//! (section 3.2).

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::SchemeDetail;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Checks a `did:` IRI.
pub(crate) fn validate(c: &mut Checker<'_>) {
    if !c.wants(Code::SchemeDid) {
        return;
    }
    let path = c.path();
    let whole = &c.text[path.clone()];
    // The DID ends where the DID URL's path starts.
    let did = whole.find('/').map_or(whole, |slash| &whole[..slash]);
    let Some(colon) = did.find(':') else {
        c.report(Finding::new(
            SchemeDetail::DidNoColon,
            Component::Path,
            path.start..path.start + did.len(),
        ));
        return;
    };
    let method = &did[..colon];
    let method_span = path.start..path.start + colon;
    if method.is_empty() {
        c.report(Finding::new(
            SchemeDetail::DidMethodEmpty,
            Component::Path,
            method_span,
        ));
    } else if let Some(ch) = method
        .chars()
        .find(|&ch| !(ch.is_ascii_lowercase() || ch.is_ascii_digit()))
    {
        c.report(
            Finding::new(SchemeDetail::DidMethodChar, Component::Path, method_span).with_char(ch),
        );
    }
    let id_start = path.start + colon + 1;
    let id = &did[colon + 1..];
    let end = id_start + id.len();
    if let Some((i, ch)) = id
        .char_indices()
        .find(|&(_, ch)| !(ch.is_ascii_alphanumeric() || matches!(ch, '.' | '-' | '_' | '%' | ':')))
    {
        c.report(
            Finding::new(
                SchemeDetail::DidIdChar,
                Component::Path,
                id_start + i..id_start + i + ch.len_utf8(),
            )
            .with_char(ch),
        );
    } else if id.is_empty() {
        c.report(Finding::new(
            SchemeDetail::DidIdEmpty,
            Component::Path,
            end..end,
        ));
    } else if id.ends_with(':') {
        c.report(Finding::new(
            SchemeDetail::DidIdColon,
            Component::Path,
            end..end,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scheme::testing::spans;

    #[test]
    fn dids() {
        assert!(spans(validate, "did:example:123456789abcdefghi").is_empty());
        assert!(spans(validate, "did:web:w3c-ccg.github.io:user:alice").is_empty());
        assert!(
            spans(
                validate,
                "did:example:123/path/to/rsrc?versionTime=2021-05-10T17:00:00Z#key-1"
            )
            .is_empty()
        );
        assert!(spans(validate, "did:example:a%20b").is_empty());
        assert_eq!(spans(validate, "did:Example:123"), [(4, 11)]);
        assert_eq!(spans(validate, "did::123"), [(4, 4)]);
        assert_eq!(spans(validate, "did:example"), [(4, 11)]);
        assert_eq!(spans(validate, "did:example:"), [(12, 12)]);
        assert_eq!(spans(validate, "did:example:a:"), [(14, 14)]);
        assert_eq!(spans(validate, "did:example:a!b"), [(13, 14)]);
        assert_eq!(spans(validate, "did:example:é"), [(12, 14)]);
    }
}
