//! Case and percent-encoding normalization of one component.

use alloc::string::String;

use crate::chars::combining::starts_with_combining;
use crate::normalize::decoding::Decoding;
use crate::percent::decode::{encoded_char_at, triplet_at};
use crate::syntax::grammar::UNRESERVED;

/// Appends `text` (one component of a valid IRI) to `out` under `decoding`.
pub(crate) fn push_component(out: &mut String, text: &str, decoding: Decoding) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let run_end = bytes[i..]
            .iter()
            .position(|&b| b == b'%')
            .map_or(bytes.len(), |at| i + at);
        if run_end > i {
            out.push_str(&text[i..run_end]);
            i = run_end;
            continue;
        }
        let Some(value) = triplet_at(bytes, i) else {
            // Unreachable on valid input; copy the `%` as is.
            out.push('%');
            i += 1;
            continue;
        };
        if decoding.decode
            && let Some((c, len)) = decoded_at(bytes, i, value, decoding)
        {
            out.push(c);
            i += len;
            continue;
        }
        let triplet = &text[i..i + 3];
        if decoding.upper_hex {
            let start = out.len();
            out.push_str(triplet);
            out[start..].make_ascii_uppercase();
        } else {
            out.push_str(triplet);
        }
        i += 3;
    }
}

/// The character that percent-encoding normalization decodes from the
/// triplets at `at` of `bytes` (the first holding `value`), with the number
/// of bytes they take; `None` when they stay encoded.
#[allow(
    clippy::inline_always,
    reason = "left out of line, the call cost normalization ~1% more instructions (callgrind)"
)]
#[inline(always)]
fn decoded_at(bytes: &[u8], at: usize, value: u8, decoding: Decoding) -> Option<(char, usize)> {
    if value < 0x80 {
        return UNRESERVED.contains(value).then(|| (char::from(value), 3));
    }
    encoded_char_at(bytes, at, value).filter(|&(c, _)| decoding.may_decode(c))
}

/// Lowercases the ASCII letters of the host written in `out` from `start`
/// on (its percent-encodings excepted), after the other steps.
///
/// A letter that NFC may compose with what follows it (`A` and U+030A make
/// `Å`) keeps its case, wherever it stands, with or without the `nfc`
/// feature: the composed letter is not ASCII, and lowercasing first would
/// make `å`, so the result would depend on the order of the steps. What
/// follows is read as percent-encoding normalization would leave it in an
/// IRI.
pub(crate) fn lowercase_host(out: &mut String, start: usize, decoding: Decoding) {
    if !out.as_bytes()[start..].iter().any(u8::is_ascii_uppercase) {
        return;
    }
    // Before the byte that precedes the first percent-encoding or non-ASCII
    // character, every letter is followed by ASCII.
    let plain = out.as_bytes()[start..]
        .iter()
        .position(|&b| b >= 0x80 || b == b'%')
        .map_or(out.len(), |at| start + at.saturating_sub(1));
    out[start..plain].make_ascii_lowercase();
    let mut at = plain;
    while let Some(&b) = out.as_bytes().get(at) {
        if b == b'%' {
            at += 3;
            continue;
        }
        if b.is_ascii_uppercase() && !may_compose(&out[start..], at - start, decoding) {
            out[at..=at].make_ascii_lowercase();
        }
        at += 1;
    }
}

/// Whether NFC may compose the ASCII letter at `at` of `host` with the
/// character after it, read as percent-encoding normalization leaves it in
/// an IRI (also for a URI, which is compared as the IRI it is): whether that
/// character's canonical decomposition starts with a combining character.
/// The same with and without the `nfc` feature, from a table of its own
/// (`chars::combining`), so that case normalization is too.
#[must_use]
pub fn may_compose(host: &str, at: usize, decoding: Decoding) -> bool {
    let bytes = host.as_bytes();
    let as_iri = Decoding {
        ucschar: true,
        ..decoding
    };
    let next = match bytes.get(at + 1) {
        Some(b'%') => triplet_at(bytes, at + 1)
            .and_then(|value| decoded_at(bytes, at + 1, value, as_iri))
            .map(|(c, _)| c),
        Some(b) if b.is_ascii() => None,
        Some(_) => host[at + 1..].chars().next(),
        None => None,
    };
    next.is_some_and(starts_with_combining)
}
