//! Character normalization (RFC 3987 section 5.3.2.2): Unicode NFC.
//!
//! NFC is applied to each run of text between ASCII delimiters and
//! percent-encodings, never across them: composing would otherwise absorb a
//! delimiter into the character before it (`=` followed by U+0338 composes to
//! `≠`), changing the IRI's structure. A run whose NFC form holds a character
//! the component does not allow unencoded (U+037E GREEK QUESTION MARK
//! normalizes to `;`, a delimiter) is kept as it is.

use alloc::string::String;

use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfc_quick};

use super::percent::Rules;
use crate::grammar::UNRESERVED;

/// Whether every character of the UTF-8 `bytes` is below U+0300: such text
/// is in NFC (nothing below U+0300 composes with what precedes it). Lead
/// bytes of U+0300 and above are 0xCC and above; continuation bytes are not.
fn below_u0300(bytes: &[u8]) -> bool {
    bytes.iter().all(|&b| b < 0xCC)
}

/// Whether byte `b` ends a run: an ASCII byte other than a letter, digit,
/// `-`, `.`, `_` or `~` (delimiters and `%`).
pub(crate) fn ends_run(b: u8) -> bool {
    b.is_ascii() && !UNRESERVED.contains(b)
}

/// NFC of `out[start..]`, one component written under `rules`.
pub(crate) fn nfc_in_place(out: &mut String, start: usize, rules: Rules) {
    if below_u0300(&out.as_bytes()[start..])
        || is_nfc_quick(out[start..].chars()) == IsNormalized::Yes
    {
        return;
    }
    let text = out.split_off(start);
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if ends_run(bytes[i]) {
            // A percent-encoding is kept whole: its hex digits are no run.
            let len = if bytes[i] == b'%' { 3 } else { 1 };
            out.push_str(&text[i..i + len]);
            i += len;
            continue;
        }
        let end = bytes[i..]
            .iter()
            .position(|&b| ends_run(b))
            .map_or(bytes.len(), |at| i + at);
        push_nfc_run(out, &text[i..end], rules);
        i = end;
    }
}

/// Appends the NFC form of `run`, or `run` itself when its NFC form holds a
/// character that may not stand unencoded there.
pub(crate) fn push_nfc_run(out: &mut String, run: &str, rules: Rules) {
    if is_nfc_quick(run.chars()) == IsNormalized::Yes {
        out.push_str(run);
        return;
    }
    let start = out.len();
    out.extend(run.nfc());
    if !out[start..].chars().all(|c| rules.allows(c)) {
        out.truncate(start);
        out.push_str(run);
    } else if rules.lower {
        out[start..].make_ascii_lowercase();
    }
}
