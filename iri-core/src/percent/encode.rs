//! Encoding text for a component.

use alloc::borrow::Cow;
use alloc::string::String;

use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::pct::push_encoding;
use crate::percent::EncodeSet;

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
/// use iri_core::percent::{encode, EncodeSet};
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
/// use iri_core::percent::{encode_ascii, EncodeSet};
///
/// assert_eq!(encode_ascii("/été 2024", EncodeSet::Path), "/%C3%A9t%C3%A9%202024");
/// ```
#[must_use]
pub fn encode_ascii(text: &str, set: EncodeSet) -> Cow<'_, str> {
    encode_with(text, set, true)
}
