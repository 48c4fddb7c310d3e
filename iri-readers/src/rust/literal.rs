//! Rust string literals: the value the compiler reads from each form
//! (`"…"` with its escapes and line continuations, `r#"…"#`, `b"…"`,
//! `br"…"`, `c"…"`, `cr"…"`), mapped byte for byte to what is written,
//! and how a new value is written back in the same form.

use std::ops::Range;

use super::form::Form;
use crate::found::Escaping;
use crate::offsets::{Decoding, OffsetMap};
use crate::unescape::hex_char;

impl Form {
    /// How a new value is written in a literal of this form.
    pub(crate) const fn escaping(self, format: bool) -> Escaping {
        match (self.hashes, self.bytes, self.c) {
            (Some(hashes), true, _) => Escaping::RustRawBytes { hashes },
            (Some(hashes), false, _) => Escaping::RustRaw { hashes, format },
            (None, true, _) => Escaping::RustByteString,
            (None, false, true) => Escaping::RustCString,
            (None, false, false) => Escaping::RustString { format },
        }
    }
}

/// A literal decoded: the value, its map to the written text inside the
/// quotes, and the placeholders of a format string (decoded spans).
#[derive(Debug)]
pub(crate) struct Decoded {
    pub(crate) value: String,
    pub(crate) map: OffsetMap,
    pub(crate) placeholders: Vec<Range<usize>>,
}

/// The value of the text `inside` a literal of `form`, as the compiler
/// reads it, with `{{` and `}}` read as braces and `{…}` recorded as
/// placeholders when it is a format string; `None` when the compiler
/// refuses it (an unknown escape) or its value is no UTF-8 text (a byte
/// escape above `\x7F`).
pub(crate) fn decode(inside: &str, form: Form, format: bool) -> Option<Decoded> {
    let bytes = inside.as_bytes();
    let raw = form.hashes.is_some();
    let mut decoding = Decoding::new(inside);
    let mut placeholders = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if !raw => {
                let (decoded, len) = escape(inside, i, form)?;
                match decoded {
                    Some(c) => decoding.replace_char(i..i + len, c),
                    None => decoding.replace(i..i + len, ""),
                }
                i += len;
            }
            b'{' | b'}' if format && bytes.get(i + 1) == Some(&bytes[i]) => {
                decoding.replace(i..i + 2, if bytes[i] == b'{' { "{" } else { "}" });
                i += 2;
            }
            b'{' if format => {
                let close = inside[i..].find('}').map_or(inside.len(), |c| i + c + 1);
                let from = decoding.value_to(i).len();
                let to = decoding.value_to(close).len();
                placeholders.push(from..to);
                i = close;
            }
            b'\r' => {
                // The compiler reads a source's CR LF as LF, and refuses a
                // CR alone in a literal.
                if bytes.get(i + 1) != Some(&b'\n') {
                    return None;
                }
                decoding.replace(i..i + 2, "\n");
                i += 2;
            }
            // rustc refuses a character beyond ASCII in a byte string.
            b if form.bytes && !b.is_ascii() => return None,
            _ => i += 1,
        }
    }
    let (value, map) = decoding.finish();
    Some(Decoded {
        value,
        map,
        placeholders,
    })
}

/// The escape at the backslash at byte `at` of `text`: the character it
/// stands for (`None` for a line continuation) and its length; `None`
/// when the compiler refuses it or its byte is not ASCII.
fn escape(text: &str, at: usize, form: Form) -> Option<(Option<char>, usize)> {
    let bytes = text.as_bytes();
    let simple = |c| Some((Some(c), 2));
    match *bytes.get(at + 1)? {
        b'n' => simple('\n'),
        b'r' => simple('\r'),
        b't' => simple('\t'),
        b'\\' => simple('\\'),
        b'\'' => simple('\''),
        b'"' => simple('"'),
        b'0' if !form.c => simple('\0'),
        b'x' => hex_char(text, at + 2, 2)
            .filter(char::is_ascii)
            .filter(|&c| !(form.c && c == '\0'))
            .map(|c| (Some(c), 4)),
        b'u' if !form.bytes => {
            let rest = text.get(at + 2..)?.strip_prefix('{')?;
            let close = rest.find('}')?;
            // rustc refuses an escape that starts with `_` (`\u{_41}`).
            if rest.starts_with('_') {
                return None;
            }
            let digits: String = rest[..close].chars().filter(|&c| c != '_').collect();
            let c = (1..=6)
                .contains(&digits.len())
                .then(|| u32::from_str_radix(&digits, 16).ok())
                .flatten()
                .and_then(char::from_u32)
                .filter(|&c| !(form.c && c == '\0'))?;
            Some((Some(c), 2 + 1 + close + 1))
        }
        // A CR alone after the backslash is no escape.
        b'\n' | b'\r' if bytes[at + 1] == b'\n' || bytes.get(at + 2) == Some(&b'\n') => {
            // A line continuation: the line break and the whitespace after
            // it are skipped.
            let blank = bytes[at + 1..]
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
                .count();
            Some((None, 1 + blank))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rust::form::escape_text;

    const PLAIN: Form = Form {
        bytes: false,
        c: false,
        hashes: None,
    };

    #[test]
    fn escapes_decode_with_their_map() {
        let d = decode("a\\u{e9}\\x41\\\"b\\\n            c", PLAIN, false).unwrap();
        assert_eq!(d.value, "aéA\"bc");
        assert_eq!(d.map.covering(1..3), 1..7);
        assert_eq!(d.map.covering(3..4), 7..11);
        assert_eq!(d.map.covering(6..7), 28..29);
        assert!(decode(r"a\q", PLAIN, false).is_none());
        assert!(decode(r"\xFF", PLAIN, false).is_none());
    }

    #[test]
    fn format_strings_read_braces_and_placeholders() {
        let d = decode("{{a}} {b:>2$} {}", PLAIN, true).unwrap();
        assert_eq!(d.value, "{a} {b:>2$} {}");
        assert_eq!(d.placeholders, [4..11, 12..14]);
    }

    #[test]
    fn every_form_writes_what_it_can_hold() {
        let raw = Form {
            hashes: Some(1),
            ..PLAIN
        };
        let bytes = Form {
            bytes: true,
            ..PLAIN
        };
        assert_eq!(escape_text("a\"é", PLAIN, false).as_deref(), Some("a\\\"é"));
        assert_eq!(escape_text("a\"", raw, false), None);
        assert_eq!(escape_text("é{", bytes, true), None);
        assert_eq!(escape_text("a{", bytes, true).as_deref(), Some("a{{"));
        assert!(decode("a\u{e9}", bytes, false).is_none());
        assert!(decode("aé", bytes, false).is_none());
    }
}
