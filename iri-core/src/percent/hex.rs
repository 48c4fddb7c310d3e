//! Hexadecimal digits (`HEXDIG`, either case): the one decoder of them, for
//! percent-encodings, IPv6 addresses and the `data:` scheme's base64 check.
//! `const`, so that the host accessors can be `const` too.

use crate::syntax::grammar::{bits, in_class};

/// The value of an ASCII hex digit, or `None`.
///
/// Without a branch per digit range: for `0`-`9` the low nibble is the value,
/// for `A`-`F` and `a`-`f` (bit 6 set) it is the value minus 9.
pub(crate) const fn hex_value(b: u8) -> Option<u8> {
    if in_class(b, bits::HEXDIG) {
        Some((b & 0x0F) + 9 * (b >> 6))
    } else {
        None
    }
}

/// The octet that the hex digits `high` and `low` write (the `HH` of a
/// `%HH` triplet), or `None` unless both are hex digits.
#[must_use]
pub const fn hex_octet(high: u8, low: u8) -> Option<u8> {
    let Some(high) = hex_value(high) else {
        return None;
    };
    let Some(low) = hex_value(low) else {
        return None;
    };
    Some(high << 4 | low)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_octet_decodes_as_char_to_digit_does() {
        for b in 0..=u8::MAX {
            let expected = char::from(b).to_digit(16).map(|d| d as u8);
            assert_eq!(hex_value(b), expected, "{b:#04x}");
        }
        assert_eq!(hex_octet(b'4', b'a'), Some(0x4A));
        assert_eq!(hex_octet(b'F', b'f'), Some(0xFF));
        assert_eq!(hex_octet(b'g', b'0'), None);
        assert_eq!(hex_octet(b'0', b'G'), None);
    }
}
