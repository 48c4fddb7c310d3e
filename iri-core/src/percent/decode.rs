//! Decoding percent-encoded text (RFC 3986 section 2.1): the `%HH`
//! triplets read back as octets, alone or as the UTF-8 sequence of one
//! character, and whole texts decoded. The one decoder: conversions,
//! normalization, the query pairs and the checker all use it.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::percent::hex::hex_octet;

/// The octets of `text` with every `%HH` triplet decoded; other bytes,
/// including a `%` that starts no triplet, are kept. Borrowed when `text`
/// holds no `%`.
///
/// ```
/// use iri_kit::percent::decode;
///
/// assert_eq!(decode("D%FCrst"), &b"D\xFCrst"[..]);
/// assert_eq!(decode("100%"), &b"100%"[..]);
/// ```
#[must_use]
pub fn decode(text: &str) -> Cow<'_, [u8]> {
    decode_octets(text, false)
}

/// `text` with every `%HH` triplet decoded, when the octets are UTF-8.
/// Borrowed when `text` holds no `%`.
///
/// No other encoding is guessed: for the octets as they are, use
/// [`decode`]; for a lossy string, `String::from_utf8_lossy(&decode(text))`.
///
/// ```
/// use iri_kit::percent::decode_utf8;
///
/// assert_eq!(decode_utf8("D%C3%BCrst").unwrap(), "Dürst");
/// let err = decode_utf8("D%FCrst").unwrap_err();
/// assert_eq!(err.at(), 1);
/// assert_eq!(err.to_string(), "the percent-decoded octets are not utf-8 from byte 1 on");
/// ```
pub fn decode_utf8(text: &str) -> Result<Cow<'_, str>, NotUtf8> {
    decode_utf8_with(text, false)
}

/// [`decode_utf8`], with `+` decoded as a space when `plus_as_space`: `text`
/// with every percent-encoding decoded, or where the decoded octets stop
/// being UTF-8.
pub fn decode_utf8_with(text: &str, plus_as_space: bool) -> Result<Cow<'_, str>, NotUtf8> {
    match decode_octets(text, plus_as_space) {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(text)),
        Cow::Owned(octets) => String::from_utf8(octets)
            .map(Cow::Owned)
            .map_err(|e| NotUtf8 {
                at: source_of_octet(text, e.utf8_error().valid_up_to()),
            }),
    }
}

/// The octet of the `%HH` triplet starting at byte `at` of `bytes`, if there is one.
#[inline]
#[must_use]
pub fn triplet_at(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3) {
        Some(&[b'%', high, low]) => hex_octet(high, low),
        _ => None,
    }
}

/// The number of octets of the UTF-8 sequence that `lead` starts, or `None`
/// when no strictly valid sequence starts with it (RFC 3629: not a
/// continuation octet, not `C0`, `C1` or `F5` to `FF`).
#[inline]
fn utf8_len(lead: u8) -> Option<usize> {
    match lead {
        0xC2..=0xDF => Some(2),
        0xE0..=0xEF => Some(3),
        0xF0..=0xF4 => Some(4),
        _ => None,
    }
}

/// The character whose UTF-8 octets are percent-encoded at byte `at` of
/// `bytes`, where the triplet of the lead octet `lead` stands, with the
/// number of bytes its triplets take: `None` unless they form one strictly
/// valid UTF-8 sequence (no overlong form, no surrogate, nothing above
/// U+10FFFF).
#[inline]
#[must_use]
pub fn encoded_char_at(bytes: &[u8], at: usize, lead: u8) -> Option<(char, usize)> {
    /// The least code point of a sequence of each length: below it, the
    /// form is overlong.
    const LEAST: [u32; 5] = [0, 0, 0x80, 0x800, 0x1_0000];
    let len = utf8_len(lead)?;
    let mut code = u32::from(lead) & (0x7F >> len);
    for k in 1..len {
        let octet = triplet_at(bytes, at + 3 * k)?;
        if octet & 0xC0 != 0x80 {
            return None;
        }
        code = code << 6 | u32::from(octet & 0x3F);
    }
    if code < LEAST[len] {
        return None;
    }
    // Surrogates and code points above U+10FFFF are no characters.
    char::from_u32(code).map(|c| (c, 3 * len))
}

/// Whether the octets of `text`, its percent-encodings decoded, are UTF-8:
/// what [`decode_utf8`] would tell, found without building the result.
/// Each encoded sequence must be whole (a character is never half encoded).
#[must_use]
pub fn decodes_to_utf8(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        at += match triplet_at(bytes, at) {
            Some(octet) if octet < 0x80 => 3,
            Some(lead) => match encoded_char_at(bytes, at, lead) {
                Some((_, len)) => len,
                None => return false,
            },
            // A character as written: whole, since `text` is a `str`.
            None => utf8_len(bytes[at]).unwrap_or(1),
        };
    }
    true
}

/// The octets of `text` with every `%HH` triplet decoded (other bytes,
/// including a `%` that starts no triplet, as they are); with
/// `plus_as_space`, `+` is decoded as a space, as HTML form encoding
/// (`application/x-www-form-urlencoded`) writes it. Borrowed when there is
/// nothing to decode.
pub(crate) fn decode_octets(text: &str, plus_as_space: bool) -> Cow<'_, [u8]> {
    let bytes = text.as_bytes();
    let decodes = |b: &u8| *b == b'%' || (plus_as_space && *b == b'+');
    let Some(first) = bytes.iter().position(decodes) else {
        return Cow::Borrowed(bytes);
    };
    let mut octets = Vec::with_capacity(bytes.len());
    octets.extend_from_slice(&bytes[..first]);
    let mut at = first;
    while at < bytes.len() {
        if let Some(octet) = triplet_at(bytes, at) {
            octets.push(octet);
            at += 3;
        } else {
            let byte = bytes[at];
            octets.push(if plus_as_space && byte == b'+' {
                b' '
            } else {
                byte
            });
            at += 1;
        }
    }
    Cow::Owned(octets)
}

/// The byte of `text` that wrote octet `index` of [`decode_octets`]: the
/// start of its triplet, or the byte itself (a `+` decodes to one octet
/// either way).
fn source_of_octet(text: &str, index: usize) -> usize {
    let bytes = text.as_bytes();
    let mut at = 0;
    for _ in 0..index {
        if at >= bytes.len() {
            break;
        }
        at += if triplet_at(bytes, at).is_some() {
            3
        } else {
            1
        };
    }
    at
}

/// Percent-decoded octets that are not UTF-8, from [`decode_utf8`] and the
/// query pairs.
///
/// ```
/// use iri_kit::percent::decode_utf8;
///
/// let err = decode_utf8("ok%C3%28").unwrap_err();
/// assert_eq!(err.at(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NotUtf8 {
    at: usize,
}

impl NotUtf8 {
    /// The byte of the decoded text where the octets stop being UTF-8: the
    /// `%` of the first triplet (or the byte) of the first invalid sequence.
    #[must_use]
    pub const fn at(&self) -> usize {
        self.at
    }
}

impl fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the percent-decoded octets are not utf-8 from byte {} on",
            self.at
        )
    }
}

impl core::error::Error for NotUtf8 {}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use core::fmt::Write as _;

    use super::*;
    use crate::percent::encode::char_triplets;

    #[test]
    fn encoded_characters_are_what_utf8_validation_accepts() {
        // Every lead octet with continuation octets at the edges of their
        // ranges (and outside them), against the standard library.
        let tails = [
            0x00, 0x3F, 0x7F, 0x80, 0x81, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF,
        ];
        for lead in 0x80..=0xFFu8 {
            for &a in &tails {
                for &b in &tails {
                    for &c in &tails {
                        let octets = [lead, a, b, c];
                        let mut text = String::new();
                        for octet in octets {
                            let _ = write!(text, "%{octet:02X}");
                        }
                        let expected = (1..=4).find_map(|len| {
                            core::str::from_utf8(&octets[..len])
                                .ok()
                                .and_then(|s| s.chars().next())
                                .map(|ch| (ch, 3 * len))
                        });
                        assert_eq!(
                            encoded_char_at(text.as_bytes(), 0, lead),
                            expected,
                            "{text}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn decodes_to_utf8_agrees_with_decoding() {
        for text in [
            "",
            "a",
            "%41",
            "%C3%A9",
            "é%C3%A9",
            "%C3",
            "%C3A",
            "%C3\n%A9",
            "%E2%82",
            "%E2%82%AC",
            "%ED%A0%80",
            "%F4%90%80%80",
            "%C0%AF",
            "%FF",
            "a%2",
            "%%41",
            "\u{1F600}%F0%9F%98%80",
        ] {
            assert_eq!(
                decodes_to_utf8(text),
                decode_utf8_with(text, false).is_ok(),
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_character_round_trips_through_its_triplets() {
        for c in [
            '\0',
            'a',
            '%',
            '\u{7F}',
            '\u{80}',
            'é',
            '\u{FFFF}',
            '\u{10300}',
            char::MAX,
        ] {
            let mut buf = [0; 12];
            let encoded = char_triplets(c, &mut buf);
            assert_eq!(encoded.len(), 3 * c.len_utf8());
            let bytes = encoded.as_bytes();
            let lead = triplet_at(bytes, 0).unwrap();
            if c.is_ascii() {
                assert_eq!(lead, c as u8);
            } else {
                assert_eq!(encoded_char_at(bytes, 0, lead), Some((c, encoded.len())));
            }
        }
    }

    #[test]
    fn only_strict_utf8_decodes() {
        for invalid in [
            "%C0%AF",
            "%ED%A0%80",
            "%F4%90%80%80",
            "%C3%28",
            "%C3",
            "%E2%82",
        ] {
            let bytes = invalid.as_bytes();
            let lead = triplet_at(bytes, 0).unwrap();
            assert_eq!(encoded_char_at(bytes, 0, lead), None, "{invalid}");
        }
        assert_eq!(triplet_at(b"%4g", 0), None);
        assert_eq!(triplet_at(b"%4", 0), None);
        assert_eq!(triplet_at(b"x%4a", 1), Some(0x4A));
    }
}
