//! `ftp:` (RFC 1738 section 3.2): `ftp://host/cwd1/…/name;type=typecode`,
//! the typecode `a`, `i` or `d`, on the last segment only. The scheme
//! table requires the host and gives port 21.

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::SchemeDetail;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Checks the `;type=` parameter of an `ftp:` IRI.
pub(crate) fn validate(c: &mut Checker<'_>) {
    if !c.wants(Code::SchemeFtp) {
        return;
    }
    let path = c.path();
    let p = &c.text[path.clone()];
    let last_segment = p.rfind('/').map_or(0, |slash| slash + 1);
    let semicolons = p.bytes().enumerate().filter(|&(_, b)| b == b';');
    for (at, _) in semicolons {
        let Some(from) = p
            .get(at + 1..at + 6)
            .filter(|name| name.eq_ignore_ascii_case("type="))
            .map(|_| at + 6)
        else {
            continue;
        };
        let code_end = p[from..].find(['/', ';']).map_or(p.len(), |i| from + i);
        let code = &p[from..code_end];
        let span = path.start + from..path.start + code_end;
        let finding = if at < last_segment {
            Finding::new(
                SchemeDetail::FtpTypeNotLast,
                Component::Path,
                path.start + at..span.end,
            )
        } else if !matches!(code, "a" | "i" | "d" | "A" | "I" | "D") {
            Finding::new(SchemeDetail::FtpTypeCode, Component::Path, span)
        } else {
            continue;
        };
        c.report(finding);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scheme::testing::spans;

    #[test]
    fn type_codes() {
        assert!(spans(validate, "ftp://ftp.example.org/pub/file.txt").is_empty());
        assert!(spans(validate, "ftp://ftp.example.org/pub/file.txt;type=i").is_empty());
        assert!(spans(validate, "ftp://ftp.example.org/pub;type=D").is_empty());
        assert_eq!(
            spans(validate, "ftp://ftp.example.org/f;type=x"),
            [(29, 30)]
        );
        assert_eq!(spans(validate, "ftp://ftp.example.org/f;type="), [(29, 29)]);
        assert_eq!(
            spans(validate, "ftp://ftp.example.org/f;type=ii"),
            [(29, 31)]
        );
        assert_eq!(
            spans(validate, "ftp://ftp.example.org/a;type=i/f"),
            [(23, 30)]
        );
    }
}
