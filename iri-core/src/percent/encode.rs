//! Percent-encoding (RFC 3986 section 2.1): the `%HH` triplets of octets
//! and of characters' UTF-8 octets, written with uppercase hexadecimal
//! digits (3987bis section 3.3), and text encoded for a component. The one
//! encoder: the builder, the setters, conversions and error hints all use it.

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::percent::EncodeSet;

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

/// Whether `c` is written encoded in text for `set`; `ascii_only` for URIs.
#[inline]
fn must_encode(c: char, set: EncodeSet, ascii_only: bool) -> bool {
    let class = set.class();
    if c.is_ascii() {
        !class.ascii.contains(c as u8)
    } else {
        ascii_only || !class.contains(c) || is_inappropriate_in_iri(c, set.in_query())
    }
}

/// Appends `text` to `out`, each character that `set` does not keep as
/// itself written as the triplets of its UTF-8 octets (every non-ASCII
/// character when `ascii_only`).
pub(crate) fn push_encoded(out: &mut String, text: &str, set: EncodeSet, ascii_only: bool) {
    push_encoding(out, text, |c| must_encode(c, set, ascii_only));
}

/// `text` encoded with `ascii_only`, borrowed when nothing changes.
fn encode_with(text: &str, set: EncodeSet, ascii_only: bool) -> Cow<'_, str> {
    match text
        .char_indices()
        .find(|&(_, c)| must_encode(c, set, ascii_only))
    {
        None => Cow::Borrowed(text),
        Some((first, _)) => {
            let mut out = String::with_capacity(text.len() + text.len() / 2 + 2);
            out.push_str(&text[..first]);
            push_encoded(&mut out, &text[first..], set, ascii_only);
            Cow::Owned(out)
        }
    }
}

/// `text` (not encoded) as IRI text for the component `set` names: each
/// character the set does not keep becomes the `%HH` triplets of its UTF-8
/// octets, `%` included. Borrowed when nothing needs encoding.
///
/// Decoding the result with [`decode_utf8`](crate::percent::decode_utf8) gives
/// `text` back, for every `text` and every set.
///
/// ```
/// use iri_kit::percent::{encode, EncodeSet};
///
/// assert_eq!(encode("100% sûr", EncodeSet::PathSegment), "100%25%20sûr");
/// assert_eq!(encode("a\u{200F}b", EncodeSet::Fragment), "a%E2%80%8Fb"); // RLM
/// assert_eq!(encode("\u{E000}", EncodeSet::Query), "\u{E000}"); // private use
/// assert_eq!(encode("\u{E000}", EncodeSet::Path), "%EE%80%80");
/// ```
#[must_use]
pub fn encode(text: &str, set: EncodeSet) -> Cow<'_, str> {
    encode_with(text, set, false)
}

/// `text` (not encoded) as URI text for the component `set` names: like
/// [`encode`], and every non-ASCII character is encoded too.
///
/// ```
/// use iri_kit::percent::{encode_ascii, EncodeSet};
///
/// assert_eq!(encode_ascii("/été 2024", EncodeSet::Path), "/%C3%A9t%C3%A9%202024");
/// ```
#[must_use]
pub fn encode_ascii(text: &str, set: EncodeSet) -> Cow<'_, str> {
    encode_with(text, set, true)
}

/// A character's UTF-8 bytes, percent-encoded: `%20` for a space, `%C3%A9`
/// for `é`.
///
/// ```
/// use iri_kit::PercentEncoded;
///
/// assert_eq!(PercentEncoded(' ').to_string(), "%20");
/// assert_eq!(PercentEncoded('é').to_string(), "%C3%A9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PercentEncoded(pub char);

impl fmt::Display for PercentEncoded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(char_triplets(self.0, &mut [0; 12]))
    }
}
