//! Percent-encoding triplets: writing `%HH` with uppercase hexadecimal digits
//! and reading them back.

use alloc::string::String;

use crate::parse::ip::hex_value;

/// `%00%01…%FF`: the triplet of every octet, uppercase, at three times the octet.
const TRIPLET_BYTES: [u8; 768] = {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let mut bytes = [0u8; 768];
    let mut octet = 0;
    while octet < 256 {
        bytes[octet * 3] = b'%';
        bytes[octet * 3 + 1] = DIGITS[octet >> 4];
        bytes[octet * 3 + 2] = DIGITS[octet & 0xF];
        octet += 1;
    }
    bytes
};

/// [`TRIPLET_BYTES`] as a string, checked at compile time.
const TRIPLETS: &str = match core::str::from_utf8(&TRIPLET_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("the triplet table is ASCII"),
};

/// Appends `%HH` for `octet`, with uppercase hexadecimal digits (3987bis section 3.3).
#[inline]
pub(crate) fn push_triplet(out: &mut String, octet: u8) {
    let at = usize::from(octet) * 3;
    out.push_str(&TRIPLETS[at..at + 3]);
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
