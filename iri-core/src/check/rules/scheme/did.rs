//! Decentralized identifiers (W3C DID Core section 3.1): `did:method:id`,
//! the method lowercase letters and digits, the method-specific id
//! `*( *idchar ":" ) 1*idchar`; a DID URL adds a path, query and fragment
//! (section 3.2).

use alloc::format;

use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::syntax::table::Table;

/// Checks a `did:` IRI.
pub(crate) fn validate(text: &str, table: &Table, sink: &mut dyn Sink) {
    if !sink.wants(Code::SchemeSyntax) {
        return;
    }
    let path = table.path();
    let whole = &text[path.clone()];
    // The DID ends where the DID URL's path starts.
    let did = whole.find('/').map_or(whole, |slash| &whole[..slash]);
    let help = "write a DID as `did:method:id`, the method in lowercase letters and digits (W3C DID Core section 3.1)";
    let Some(colon) = did.find(':') else {
        sink.report(
            Issue::syntax(
                Component::Path,
                path.start..path.start + did.len(),
                format!("`{did}` has no `:` between method name and method-specific id"),
            )
            .with_help(help),
        );
        return;
    };
    let method = &did[..colon];
    let method_ok = !method.is_empty()
        && method
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    if !method_ok {
        sink.report(
            Issue::syntax(
                Component::Path,
                path.start..path.start + colon,
                format!("method name `{method}` is not lowercase letters and digits"),
            )
            .with_help(help),
        );
    }
    let id_start = path.start + colon + 1;
    let id = &did[colon + 1..];
    if let Some(i) = id
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '%' | ':')))
        .map(|(i, _)| i)
    {
        let c = id[i..].chars().next().unwrap_or('?');
        sink.report(
            Issue::syntax(
                Component::Path,
                id_start + i..id_start + i + c.len_utf8(),
                format!("`{c}` is not allowed in a method-specific id"),
            )
            .with_help("percent-encode it; ids hold letters, digits, `.`, `-`, `_` and `:` (W3C DID Core section 3.1)"),
        );
    } else if id.is_empty() || id.ends_with(':') {
        sink.report(
            Issue::syntax(
                Component::Path,
                id_start + id.len()..id_start + id.len(),
                "method-specific id empty or ending with `:`",
            )
            .with_help(help),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::rules::scheme::testing::spans;

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
