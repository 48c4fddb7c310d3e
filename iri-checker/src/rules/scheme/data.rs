//! `data:` (RFC 2397 section 3): `data:[mediatype][;base64],data`. The
//! comma is required; the media type is `type/subtype` with `;attribute=value`
//! parameters; base64 data is well-formed base64 (RFC 2045 section 6.8).

use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::percent::hex::hex_octet;
use crate::rules::scheme::detail::SchemeDetail;
use crate::syntax::split::split;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Checks a `data:` IRI.
pub(crate) fn validate(c: &mut Checker<'_>) {
    if !c.wants(Code::SchemeData) {
        return;
    }
    let (text, table) = (c.text, c.table);
    let path = table.path();
    // The data runs to the fragment: a `?` is part of it (RFC 2397 `urlchar`).
    let end = table.fragment().map_or(text.len(), |f| f.start - 1);
    let Some(comma) = text[path.clone()].find(',') else {
        c.report(Finding::new(
            SchemeDetail::DataNoComma,
            Component::Path,
            path.end..path.end,
        ));
        return;
    };
    let header = path.start..path.start + comma;
    let base64 = header_problems(c, header);
    if base64 {
        let query = table.query().map(|q| q.start - 1);
        base64_problems(c, path.start + comma + 1..end, query);
    }
}

/// Checks `[type/subtype] *(;attribute=value) [;base64]`; returns whether
/// the data is base64.
fn header_problems(c: &mut Checker<'_>, header: Range<usize>) -> bool {
    let text = c.text;
    let mut base64 = false;
    for (i, span) in split(text, header.clone(), b";").enumerate() {
        let part = &text[span.clone()];
        let last = span.end == header.end;
        let problem = if i == 0 {
            (!part.is_empty() && !is_media_type(part)).then_some(SchemeDetail::DataMediaType)
        } else if last && part.eq_ignore_ascii_case("base64") {
            base64 = true;
            None
        } else if part.eq_ignore_ascii_case("base64") {
            Some(SchemeDetail::DataBase64NotLast)
        } else {
            match part.split_once('=') {
                Some((attribute, _)) if !attribute.is_empty() => None,
                _ => Some(SchemeDetail::DataParameter),
            }
        };
        if let Some(detail) = problem {
            c.report(Finding::new(detail, Component::Path, span));
        }
    }
    base64
}

/// Whether `s` is `type/subtype`, both non-empty, without further `/`.
fn is_media_type(s: &str) -> bool {
    s.split_once('/')
        .is_some_and(|(t, sub)| !t.is_empty() && !sub.is_empty() && !sub.contains('/'))
}

/// What is wrong with base64 data, if anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Base64Error {
    /// The byte at this offset (a character there) is not in the alphabet.
    Char(usize),
    /// `=` at this offset, followed by something other than `=`.
    Padding(usize),
    /// The data holds this many characters, not a multiple of 4.
    Length(usize),
}

/// The first problem of `data` as base64 (RFC 2045 section 6.8 alphabet,
/// padded to a multiple of 4), percent-encodings of alphabet characters
/// counting as the character.
pub(crate) fn base64_error(data: &str) -> Option<Base64Error> {
    let bytes = data.as_bytes();
    let (mut i, mut count, mut padding) = (0, 0, 0);
    while i < bytes.len() {
        let (b, width) = match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                (hex_octet(bytes[i + 1], bytes[i + 2]).unwrap_or(b'%'), 3)
            }
            b => (b, 1),
        };
        if b == b'=' {
            padding += 1;
            if padding > 2 {
                return Some(Base64Error::Padding(i));
            }
        } else if b.is_ascii_alphanumeric() || b == b'+' || b == b'/' {
            if padding > 0 {
                return Some(Base64Error::Padding(i));
            }
        } else {
            return Some(Base64Error::Char(i));
        }
        count += 1;
        i += width;
    }
    (count % 4 != 0).then_some(Base64Error::Length(count))
}

/// Reports the first problem of the base64 data at `span`, which runs
/// into the query from the `?` at `query` when there is one.
fn base64_problems(c: &mut Checker<'_>, span: Range<usize>, query: Option<usize>) {
    let data = &c.text[span.clone()];
    let Some(error) = base64_error(data) else {
        return;
    };
    let component = |at: usize| {
        if query.is_some_and(|q| at >= q) {
            Component::Query
        } else {
            Component::Path
        }
    };
    let finding = match error {
        Base64Error::Char(i) => {
            let at = span.start + i;
            let octet = data
                .as_bytes()
                .get(i + 1..i + 3)
                .filter(|_| data.as_bytes()[i] == b'%')
                .and_then(|hex| hex_octet(hex[0], hex[1]));
            match (octet, data.get(i..).and_then(|rest| rest.chars().next())) {
                (Some(octet), _) => Finding::new(
                    SchemeDetail::Base64Octet { octet },
                    component(at),
                    at..at + 3,
                ),
                (None, Some(ch)) => Finding::new(
                    SchemeDetail::Base64Char,
                    component(at),
                    at..at + ch.len_utf8(),
                )
                .with_char(ch),
                (None, None) => return,
            }
        }
        Base64Error::Padding(i) => {
            let at = span.start + i;
            Finding::new(SchemeDetail::Base64Padding, component(at), at..at + 1)
        }
        Base64Error::Length(n) => Finding::new(
            SchemeDetail::Base64Length {
                len: u32::try_from(n).unwrap_or(u32::MAX),
            },
            Component::Path,
            span,
        ),
    };
    c.report(finding);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scheme::testing::spans;

    #[test]
    fn base64() {
        assert_eq!(base64_error(""), None);
        assert_eq!(base64_error("SGVsbG8="), None);
        assert_eq!(base64_error("SGVsbA=="), None);
        assert_eq!(base64_error("SGVs"), None);
        assert_eq!(base64_error("a+/9"), None);
        assert_eq!(base64_error("SGVsbA%3D%3D"), None);
        assert_eq!(base64_error("SGVsbG8"), Some(Base64Error::Length(7)));
        assert_eq!(base64_error("SGV"), Some(Base64Error::Length(3)));
        assert_eq!(base64_error("SG=s"), Some(Base64Error::Padding(3)));
        assert_eq!(base64_error("S==="), Some(Base64Error::Padding(3)));
        assert_eq!(base64_error("SG Vs"), Some(Base64Error::Char(2)));
        assert_eq!(base64_error("SG-_"), Some(Base64Error::Char(2)));
        assert_eq!(base64_error("SG%20"), Some(Base64Error::Char(2)));
        assert_eq!(base64_error("SGé"), Some(Base64Error::Char(2)));
    }

    #[test]
    fn headers_and_data() {
        assert!(spans(validate, "data:,A%20brief%20note").is_empty());
        assert!(spans(validate, "data:text/plain;charset=iso-8859-7,%be%fe%be").is_empty());
        assert!(spans(validate, "data:image/gif;base64,R0lGODdh").is_empty());
        assert!(spans(validate, "data:;base64,SGVsbG8=#f").is_empty());
        assert_eq!(spans(validate, "data:text/plain"), [(15, 15)]);
        assert_eq!(spans(validate, "data:text,x"), [(5, 9)]);
        assert_eq!(spans(validate, "data:text/plain;charset,x"), [(16, 23)]);
        assert_eq!(spans(validate, "data:;base64;charset=x,SGVs"), [(6, 12)]);
        assert_eq!(spans(validate, "data:;base64,SGVsbG8"), [(13, 20)]);
        assert_eq!(spans(validate, "data:;base64,SGVs?bG8="), [(17, 18)]);
    }
}
