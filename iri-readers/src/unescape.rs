//! Backslash escapes inside a quoted string, decoded with the map from the
//! decoded text back to the bytes as written: the loop that TOML's basic
//! strings and YAML's double-quoted scalars share; each format says what
//! its escapes mean.

use crate::offsets::Decoding;
#[cfg(test)]
use crate::offsets::OffsetMap;

/// What a format reads at a backslash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Escape {
    /// A character, written in this many bytes (the backslash included).
    Char(char, usize),
    /// Nothing: this many bytes (the backslash included) decode to no text,
    /// such as TOML's line-ending backslash and the whitespace after it.
    Nothing(usize),
}

/// Decodes the backslash escapes of `raw` from byte `from` into
/// `decoding` (a decoding of `raw`), asking `escape` what the one at each
/// backslash's byte offset means; every other byte is kept as it is.
pub(crate) fn unescape_into(
    decoding: &mut Decoding<'_>,
    raw: &str,
    from: usize,
    escape: impl Fn(&str, usize) -> Escape,
) {
    let mut i = from;
    while let Some(found) = raw[i..].find('\\') {
        i += found;
        let (c, len) = match escape(raw, i) {
            Escape::Char(c, len) => (Some(c), len),
            Escape::Nothing(len) => (None, len),
        };
        // Never past the end, and always forward, whatever the format says.
        let end = (i + len.max(1)).min(raw.len());
        match c {
            Some(c) => decoding.replace_char(i..end, c),
            None => decoding.replace(i..end, ""),
        }
        i = end;
    }
}

/// Decodes the backslash escapes of `raw`, asking `escape` what the one at
/// each backslash's byte offset means; every other byte is kept as it is.
#[cfg(test)]
fn unescape(raw: &str, escape: impl Fn(&str, usize) -> Escape) -> (String, OffsetMap) {
    let mut decoding = Decoding::new(raw);
    unescape_into(&mut decoding, raw, 0, escape);
    decoding.finish()
}

/// The character of the `digits` hexadecimal digits at byte `at` of `text`,
/// if they are there and name a character.
pub(crate) fn hex_char(text: &str, at: usize, digits: usize) -> Option<char> {
    text.get(at..at + digits)
        .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
        .and_then(|h| u32::from_str_radix(h, 16).ok())
        .and_then(char::from_u32)
}

#[cfg(test)]
mod tests {
    use super::{Escape, hex_char, unescape};

    fn backslash_n(raw: &str, at: usize) -> Escape {
        match raw.as_bytes().get(at + 1) {
            Some(b'n') => Escape::Char('\n', 2),
            Some(b'u') => {
                hex_char(raw, at + 2, 4).map_or(Escape::Nothing(1), |c| Escape::Char(c, 6))
            }
            _ => Escape::Nothing(1),
        }
    }

    #[test]
    fn escapes_decode_with_their_map() {
        let (value, map) = unescape(r"a\nb\u00E9c\", backslash_n);
        assert_eq!(value, "a\nbéc");
        // `é` (two bytes from 3) was written as the six bytes from 4.
        assert_eq!(map.source_span(3..5), Some(4..10));
        assert_eq!(map.source_span(5..6), Some(10..11));
    }

    #[test]
    fn hex_needs_its_digits() {
        assert_eq!(hex_char("00E9", 0, 4), Some('é'));
        assert_eq!(hex_char("+0E9", 0, 4), None);
        assert_eq!(hex_char("D800", 0, 4), None);
        assert_eq!(hex_char("E9", 0, 4), None);
    }
}
