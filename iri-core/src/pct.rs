//! Percent-encoding (RFC 3986 section 2.1): the `%HH` triplets of octets and
//! of characters' UTF-8 octets, written with uppercase hexadecimal digits
//! (3987bis section 3.3), and read back, alone or as the UTF-8 sequence of
//! one character. Conversions, normalization and error hints all use these.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::host::ip::hex_value;

/// `%00`, `%01`, … `%FF`: the triplet of every octet, uppercase, at the
/// octet, followed by a zero byte (so that one four-byte store writes it).
const TRIPLETS: [[u8; 4]; 256] = {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let mut triplets = [[0u8; 4]; 256];
    let mut octet = 0;
    while octet < 256 {
        triplets[octet] = [b'%', DIGITS[octet >> 4], DIGITS[octet & 0xF], 0];
        octet += 1;
    }
    triplets
};

/// The `%HH` triplet of `octet` and a zero byte, for writing four bytes at once.
#[inline]
pub(crate) fn triplet_padded(octet: u8) -> [u8; 4] {
    TRIPLETS[usize::from(octet)]
}

/// Appends `%HH` for `octet`.
#[inline]
pub(crate) fn push_triplet(out: &mut String, octet: u8) {
    let [percent, high, low, _] = triplet_padded(octet);
    for byte in [percent, high, low] {
        out.push(char::from(byte));
    }
}

/// The triplets of the UTF-8 octets of `c` (`%C3%A9` for `é`), written
/// into `buf`.
pub(crate) fn char_triplets(c: char, buf: &mut [u8; 12]) -> &str {
    let mut utf8 = [0u8; 4];
    let octets = c.encode_utf8(&mut utf8).as_bytes();
    for (slot, &octet) in buf.chunks_exact_mut(3).zip(octets) {
        slot.copy_from_slice(&triplet_padded(octet)[..3]);
    }
    // Only ASCII was written.
    core::str::from_utf8(&buf[..3 * octets.len()]).expect("triplets are ASCII")
}

/// Appends the triplets of the UTF-8 octets of `c`.
pub(crate) fn push_char_triplets(out: &mut String, c: char) {
    out.push_str(char_triplets(c, &mut [0; 12]));
}

/// Appends `text`, each character for which `encodes` is true written as
/// the triplets of its UTF-8 octets, the runs between them copied whole.
#[inline]
pub(crate) fn push_encoding(out: &mut String, text: &str, encodes: impl Fn(char) -> bool) {
    let mut copied = 0;
    for (at, c) in text.char_indices() {
        if encodes(c) {
            out.push_str(&text[copied..at]);
            push_char_triplets(out, c);
            copied = at + c.len_utf8();
        }
    }
    out.push_str(&text[copied..]);
}

/// The octet of the `%HH` triplet starting at byte `at` of `bytes`, if there is one.
#[inline]
pub(crate) fn triplet_at(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3) {
        Some(&[b'%', high, low]) => Some((hex_value(high)? << 4 | hex_value(low)?) as u8),
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
pub(crate) fn encoded_char_at(bytes: &[u8], at: usize, lead: u8) -> Option<(char, usize)> {
    let len = utf8_len(lead)?;
    let mut octets = [lead, 0, 0, 0];
    for (k, octet) in octets.iter_mut().enumerate().take(len).skip(1) {
        *octet = triplet_at(bytes, at + 3 * k)?;
    }
    let c = core::str::from_utf8(&octets[..len]).ok()?.chars().next()?;
    Some((c, 3 * len))
}

/// Whether the octets of `text`, its percent-encodings decoded, are UTF-8:
/// what [`decode_utf8`] would tell (without `+` as a space), found without building the result.
/// Each encoded sequence must be whole (a character is never half encoded).
pub(crate) fn decodes_to_utf8(text: &str) -> bool {
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

/// `text` with every percent-encoding decoded (and `+` as a space with
/// `plus_as_space`), or the byte of `text` where the decoded octets stop
/// being UTF-8.
pub(crate) fn decode_utf8(text: &str, plus_as_space: bool) -> Result<Cow<'_, str>, usize> {
    match decode_octets(text, plus_as_space) {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(text)),
        Cow::Owned(octets) => String::from_utf8(octets)
            .map(Cow::Owned)
            .map_err(|e| source_of_octet(text, e.utf8_error().valid_up_to())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                decode_utf8(text, false).is_ok(),
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
