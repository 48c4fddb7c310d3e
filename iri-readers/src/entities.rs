//! Character and entity references (`&#37;`, `&amp;`, `&xsd;`) and
//! backslash escapes, decoded with the map of what they replaced.

use std::collections::HashMap;
use std::ops::Range;

use crate::offsets::{Decoding, OffsetMap};

/// The named references a document knows.
#[derive(Clone, Debug, Default)]
pub(crate) enum Names {
    /// XML's five, and the entities of the document's DTD.
    #[default]
    Xml,
    /// XML's five and the DTD's: `entities`.
    XmlWith(HashMap<String, String>),
    /// HTML's named character references.
    Html,
}

impl Names {
    fn resolve(&self, name: &str) -> Option<String> {
        if let Some(c) = quick_xml::escape::resolve_predefined_entity(name) {
            return Some(c.to_owned());
        }
        match self {
            Names::Xml => None,
            Names::XmlWith(map) => map.get(name).cloned(),
            Names::Html => quick_xml::escape::resolve_html5_entity(name).map(str::to_owned),
        }
    }
}

/// What happens to tabs and line breaks in a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Whitespace {
    /// Kept.
    Keep,
    /// Each becomes a space (XML attribute-value normalization; `\r\n`
    /// is one).
    Normalize,
    /// Removed (the WHATWG URL parser's first step, on HTML's URLs).
    Remove,
}

/// A reference that could not be decoded: its bytes and why.
pub(crate) type BadReference = (Range<usize>, &'static str);

/// Decodes the references of `raw`; in XML (`strict`), an unknown name is
/// an error; in HTML it stays as written.
pub(crate) fn decode_references(
    raw: &str,
    names: &Names,
    strict: bool,
    whitespace: Whitespace,
) -> Result<(String, OffsetMap), BadReference> {
    let mut decoding = Decoding::new(raw);
    let bytes = raw.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'&' => {
                let Some(semi) = raw[i..].find(';').map(|s| i + s).filter(|&s| s - i <= 40) else {
                    if strict {
                        return Err((i..i + 1, "`&` that starts no reference (write `&amp;`)"));
                    }
                    i += 1;
                    continue;
                };
                let name = &raw[i + 1..semi];
                let decoded = if let Some(num) = name.strip_prefix('#') {
                    let (digits, radix) = match num.strip_prefix(['x', 'X']) {
                        Some(hex) => (hex, 16),
                        None => (num, 10),
                    };
                    // `&#` without digits is no reference: HTML reads it as
                    // text (XML refuses it below).
                    let is_digits = !digits.is_empty() && digits.chars().all(|c| c.is_digit(radix));
                    if !is_digits && !strict {
                        i += 1;
                        continue;
                    }
                    // Too many digits for any character, or NUL (no `Char`
                    // of XML): U+FFFD in HTML.
                    let code = u32::from_str_radix(digits, radix)
                        .ok()
                        .filter(|&c| is_digits && c != 0);
                    match code.and_then(char::from_u32) {
                        Some(c) => Some(c.to_string()),
                        None if strict => {
                            return Err((i..semi + 1, "character reference to no character"));
                        }
                        None => Some('\u{FFFD}'.to_string()),
                    }
                } else {
                    names.resolve(name)
                };
                match decoded {
                    Some(text) => {
                        decoding.replace(i..semi + 1, &text);
                        i = semi + 1;
                    }
                    None if strict => {
                        return Err((i..semi + 1, "reference to an undeclared entity"));
                    }
                    None => i += 1,
                }
            }
            b'\t' | b'\n' | b'\r' if whitespace != Whitespace::Keep => {
                let len = if bytes[i] == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                let space = if whitespace == Whitespace::Normalize {
                    " "
                } else {
                    ""
                };
                decoding.replace(i..i + len, space);
                i += len;
            }
            _ => i += 1,
        }
    }
    Ok(decoding.finish())
}

/// The internal general entities of a DTD (`<!ENTITY name "value">`),
/// their values with character references decoded.
pub(crate) fn dtd_entities(dtd: &str) -> HashMap<String, String> {
    let mut out = HashMap::new();
    let mut rest = dtd;
    while let Some(at) = rest.find("<!ENTITY") {
        rest = &rest[at + "<!ENTITY".len()..];
        let body = rest.trim_start();
        if body.starts_with('%') {
            continue;
        }
        let name_len = body.find(|c: char| c.is_whitespace()).unwrap_or(body.len());
        let name = &body[..name_len];
        let after = body[name_len..].trim_start();
        let Some(quote) = after.chars().next().filter(|&c| c == '"' || c == '\'') else {
            continue;
        };
        let Some(end) = after[1..].find(quote) else {
            break;
        };
        let literal = &after[1..=end];
        let value = decode_references(literal, &Names::Xml, false, Whitespace::Keep)
            .map_or_else(|_| literal.to_owned(), |(v, _)| v);
        out.entry(name.to_owned()).or_insert(value);
    }
    out
}

/// Decodes `CommonMark`'s backslash escapes (of ASCII punctuation) and HTML
/// references in a link destination.
pub(crate) fn decode_markdown(raw: &str) -> (String, OffsetMap) {
    let mut decoding = Decoding::new(raw);
    let bytes = raw.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && bytes.get(i + 1).is_some_and(u8::is_ascii_punctuation) {
            decoding.replace_char(i..i + 2, char::from(bytes[i + 1]));
            i += 2;
        } else if bytes[i] == b'&'
            && let Some(semi) = raw[i..].find(';').map(|s| i + s)
            && let Ok((text, _)) =
                decode_references(&raw[i..=semi], &Names::Html, true, Whitespace::Keep)
        {
            decoding.replace(i..semi + 1, &text);
            i = semi + 1;
        } else {
            i += 1;
        }
    }
    decoding.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_decode_with_their_map() {
        let (value, map) =
            decode_references("a&amp;b&#37;&#x41;", &Names::Xml, true, Whitespace::Keep).unwrap();
        assert_eq!(value, "a&b%A");
        assert_eq!(map.covering(1..2), 1..6);
        assert_eq!(map.covering(3..4), 7..12);
        assert!(decode_references("a&b;", &Names::Xml, true, Whitespace::Keep).is_err());
        assert_eq!(
            decode_references("a&b;", &Names::Html, false, Whitespace::Keep)
                .unwrap()
                .0,
            "a&b;"
        );
        assert_eq!(
            decode_references("&eacute;", &Names::Html, false, Whitespace::Keep)
                .unwrap()
                .0,
            "é"
        );
    }

    #[test]
    fn a_numeric_reference_has_digits() {
        let html = |raw: &str| {
            decode_references(raw, &Names::Html, false, Whitespace::Keep)
                .unwrap()
                .0
        };
        // No digits: text, as HTML reads it (the fuzz target found
        // `&#\u{dc}'/]or\n];` read as one reference).
        assert_eq!(html("a&#b/;c"), "a&#b/;c");
        assert_eq!(html("a&#;c"), "a&#;c");
        assert_eq!(html("a&#x;c"), "a&#x;c");
        assert_eq!(html("a&#xg1;c"), "a&#xg1;c");
        // Digits of no character: U+FFFD.
        assert_eq!(html("a&#0;c"), "a\u{FFFD}c");
        assert_eq!(html("a&#99999999999;c"), "a\u{FFFD}c");
        assert_eq!(html("a&#x41;&#65;c"), "aAAc");
        assert!(decode_references("a&#b;", &Names::Xml, true, Whitespace::Keep).is_err());
        assert!(decode_references("a&#0;", &Names::Xml, true, Whitespace::Keep).is_err());
    }

    #[test]
    fn dtd_entities_are_read() {
        let dtd = r#"<!ENTITY xsd "http://www.w3.org/2001/XMLSchema#"> <!ENTITY % p "x"> <!ENTITY a 'b&#38;'>"#;
        let map = dtd_entities(dtd);
        assert_eq!(map["xsd"], "http://www.w3.org/2001/XMLSchema#");
        assert_eq!(map["a"], "b&");
        assert_eq!(map.len(), 2);
    }

    #[test]
    fn markdown_escapes_decode() {
        let (value, map) = decode_markdown("a\\_b&amp;c\\d");
        assert_eq!(value, "a_b&c\\d");
        assert_eq!(map.covering(1..2), 1..3);
    }
}
