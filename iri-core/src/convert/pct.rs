//! Percent-encoding triplets: writing `%HH` with uppercase hexadecimal digits
//! and reading them back.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::ip::hex_value;

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

/// The `%HH` triplet of `octet`.
#[inline]
pub(crate) fn triplet(octet: u8) -> [u8; 3] {
    let [percent, high, low, _] = TRIPLETS[usize::from(octet)];
    [percent, high, low]
}

/// Appends `%HH` for `octet`, with uppercase hexadecimal digits (3987bis section 3.3).
#[inline]
pub(crate) fn push_triplet(out: &mut String, octet: u8) {
    for byte in triplet(octet) {
        out.push(char::from(byte));
    }
}

/// Appends the triplets of the UTF-8 octets of `c`.
pub(crate) fn push_char_triplets(out: &mut String, c: char) {
    let mut buf = [0u8; 4];
    for &octet in c.encode_utf8(&mut buf).as_bytes() {
        push_triplet(out, octet);
    }
}

/// The octet of the `%HH` triplet starting at byte `at` of `bytes`, if there is one.
#[inline]
pub(crate) fn triplet_at(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3) {
        Some(&[b'%', high, low]) => Some((hex_value(high)? << 4 | hex_value(low)?) as u8),
        _ => None,
    }
}

/// `text` with its percent-encodings decoded, or `None` when the octets are
/// not UTF-8; borrowed when `text` holds no `%`.
pub(crate) fn percent_decode(text: &str) -> Option<Cow<'_, str>> {
    if !text.contains('%') {
        return Some(Cow::Borrowed(text));
    }
    let bytes = text.as_bytes();
    let mut octets = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        if let Some(octet) = triplet_at(bytes, at) {
            octets.push(octet);
            at += 3;
        } else {
            octets.push(bytes[at]);
            at += 1;
        }
    }
    String::from_utf8(octets).ok().map(Cow::Owned)
}
