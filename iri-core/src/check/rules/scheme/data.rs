//! `data:` (RFC 2397 section 3): `data:[mediatype][;base64],data`. The
//! comma is required; the media type is `type/subtype` with `;attribute=value`
//! parameters; base64 data is well-formed base64 (RFC 2045 section 6.8).

use alloc::format;
use core::ops::Range;

use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::percent::hex::hex_octet;
use crate::syntax::split::split;
use crate::syntax::table::Table;

/// Checks a `data:` IRI.
pub(crate) fn validate(text: &str, table: &Table, sink: &mut dyn Sink) {
    if !sink.wants(Code::SchemeSyntax) {
        return;
    }
    let path = table.path();
    // The data runs to the fragment: a `?` is part of it (RFC 2397 `urlchar`).
    let end = table.fragment().map_or(text.len(), |f| f.start - 1);
    let Some(comma) = text[path.clone()].find(',') else {
        sink.report(
            Issue::syntax(
                Component::Path,
                path.end..path.end,
                "no `,` between the media type and the data",
            )
            .with_help("write `data:,` before the data, or `data:text/plain,` with a media type (RFC 2397 section 3)"),
        );
        return;
    };
    let header = path.start..path.start + comma;
    let base64 = header_problems(text, header, sink);
    if base64 {
        let query = table.query().map(|q| q.start - 1);
        base64_problems(text, path.start + comma + 1..end, query, sink);
    }
}

/// Checks `[type/subtype] *(;attribute=value) [;base64]`; returns whether
/// the data is base64.
fn header_problems(text: &str, header: Range<usize>, sink: &mut dyn Sink) -> bool {
    let mut base64 = false;
    for (i, span) in split(text, header.clone(), b";").enumerate() {
        let part = &text[span.clone()];
        let last = span.end == header.end;
        let problem = if i == 0 {
            (!part.is_empty() && !is_media_type(part))
                .then(|| format!("media type `{part}` is not `type/subtype`"))
        } else if last && part.eq_ignore_ascii_case("base64") {
            base64 = true;
            None
        } else if part.eq_ignore_ascii_case("base64") {
            Some("`;base64` is not the last parameter before `,`".into())
        } else {
            match part.split_once('=') {
                Some((attribute, _)) if !attribute.is_empty() => None,
                _ => Some(format!("parameter `{part}` is not `attribute=value`")),
            }
        };
        if let Some(message) = problem {
            sink.report(Issue::syntax(Component::Path, span, message).with_help(
                "write the header as `type/subtype;attribute=value;base64` (RFC 2397 section 3)",
            ));
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
fn base64_problems(text: &str, span: Range<usize>, query: Option<usize>, sink: &mut dyn Sink) {
    let data = &text[span.clone()];
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
    let issue = match error {
        Base64Error::Char(i) => {
            let width = match data[i..].chars().next() {
                Some('%') if data.len() >= i + 3 => 3,
                Some(c) => c.len_utf8(),
                None => 0,
            };
            let at = span.start + i;
            Issue::syntax(
                component(at),
                at..at + width,
                format!(
                    "`{}` in base64 data is not a base64 character",
                    &data[i..i + width]
                ),
            )
        }
        Base64Error::Padding(i) => {
            let at = span.start + i;
            Issue::syntax(
                component(at),
                at..at + 1,
                "base64 data goes on after its `=` padding",
            )
        }
        Base64Error::Length(n) => Issue::syntax(
            Component::Path,
            span,
            format!("base64 data of {n} characters is not padded to a multiple of 4"),
        ),
    };
    sink.report(issue.with_help(
        "write the data as base64 with `=` padding, or drop `;base64` (RFC 2397 section 3)",
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::rules::scheme::testing::spans;

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
