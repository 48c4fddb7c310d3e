//! `file:` (RFC 8089 section 2): `file:///path`, `file://host/path` or
//! `file:/path`; the path is absolute. The scheme table forbids userinfo
//! and port and requires a path.

use alloc::string::String;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::SchemeDetail;
use crate::schemes::file::starts_with_drive;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Checks a `file:` IRI: a non-empty path must be absolute.
pub(crate) fn validate(c: &mut Checker<'_>) {
    let path = c.path();
    let p = &c.text[path.clone()];
    if p.is_empty() || p.starts_with('/') || !c.wants(Code::SchemeFile) {
        return;
    }
    if starts_with_drive(p) {
        // A path that is not absolute has no authority before it: the
        // suggestion rewrites the scheme and the path, `file:c:/x` as
        // `file:///c:/x`.
        c.report(
            Finding::new(SchemeDetail::FileDriveLetter, Component::Path, path.clone())
                .with_suggestion(0..path.end),
        );
    } else {
        c.report(Finding::new(
            SchemeDetail::FileRelative,
            Component::Path,
            path,
        ));
    }
}

/// The suggestion for `file:c:/x`, the scheme and a drive-letter path:
/// `file:///c:/x`, the path after an empty authority (RFC 8089 appendix
/// E.2). `None` when `iri` is not that.
pub(crate) fn with_empty_authority(iri: &str) -> Option<String> {
    let (scheme, path) = iri.split_once(':')?;
    (scheme.eq_ignore_ascii_case("file") && starts_with_drive(path))
        .then(|| ["file:///", path].concat())
}

#[cfg(test)]
mod tests {
    use alloc::borrow::ToOwned;

    use super::*;
    use crate::rules::scheme::testing::findings;

    #[test]
    fn paths() {
        assert!(findings(validate, "file:///c:/x").is_empty());
        assert!(findings(validate, "file:/x").is_empty());
        assert!(findings(validate, "file://host").is_empty());
        let drive = findings(validate, "file:c:/path/to/file");
        assert_eq!(drive.len(), 1);
        assert_eq!(drive[0].span(), 5..20);
        assert_eq!(
            drive[0]
                .suggestion("file:c:/path/to/file")
                .map(|s| s.replacement().to_owned()),
            Some("file:///c:/path/to/file".to_owned())
        );
        assert!(!drive[0].has_fix());
        let relative = findings(validate, "file:x/y?q");
        assert_eq!(relative.len(), 1);
        assert_eq!(relative[0].span(), 5..8);
        assert_eq!(relative[0].edit_span(), None);
    }

    #[test]
    fn the_suggestion_needs_a_drive_letter() {
        assert_eq!(
            with_empty_authority("FILE:C|/x").as_deref(),
            Some("file:///C|/x")
        );
        assert_eq!(with_empty_authority("file:x/y"), None);
        assert_eq!(with_empty_authority("http:c:/x"), None);
        assert_eq!(with_empty_authority("c:/x"), None);
        assert_eq!(with_empty_authority(""), None);
    }
}
