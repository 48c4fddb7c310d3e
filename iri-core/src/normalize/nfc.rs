//! Character normalization (RFC 3987 section 5.3.2.2): Unicode NFC.
//!
//! NFC is applied to each run of text between ASCII delimiters and
//! percent-encodings, never across them: composing would otherwise absorb a
//! delimiter into the character before it (`=` followed by U+0338 composes to
//! `≠`), changing the IRI's structure. A character whose canonical
//! decomposition holds one the component does not allow unencoded (U+037E
//! GREEK QUESTION MARK is `;`, U+2260 `≠` is `=` and U+0338) also ends a run
//! and is kept as it is, since its NFC form would bring in a delimiter.
//!
//! The runs are what makes NFC commute with percent-decoding: decoding only
//! adds characters inside runs (a decoded delimiter would stay encoded), so
//! the NFC of a run after decoding is that of its canonically equivalent
//! text before, whatever was normalized first.

use alloc::string::String;

use unicode_normalization::char::{canonical_combining_class, compose, decompose_canonical};
use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfc_quick};

use crate::normalize::decoding::Decoding;

/// Whether every character of the UTF-8 `bytes` is below U+0300: such text
/// is in NFC (nothing below U+0300 composes with what precedes it). Lead
/// bytes of U+0300 and above are 0xCC and above; continuation bytes are not.
fn below_u0300(bytes: &[u8]) -> bool {
    bytes.iter().all(|&b| b < 0xCC)
}

/// Whether `c` ends a run: an ASCII character that may not stand unencoded
/// (delimiters and `%`), or a character whose canonical decomposition holds
/// one that may not (see the module docs).
#[must_use]
pub fn ends_run(c: char, decoding: Decoding) -> bool {
    if c.is_ascii() {
        return !decoding.allows(c);
    }
    let mut kept = false;
    decompose_canonical(c, |d| kept |= !decoding.allows(d));
    kept
}

/// NFC of `out[start..]`, one component written under `decoding`.
pub fn nfc_in_place(out: &mut String, start: usize, decoding: Decoding) {
    if below_u0300(&out.as_bytes()[start..])
        || is_nfc_quick(out[start..].chars()) == IsNormalized::Yes
    {
        return;
    }
    let text = out.split_off(start);
    let mut run_start = 0;
    let mut chars = text.char_indices();
    while let Some((at, c)) = chars.next() {
        if !ends_run(c, decoding) {
            continue;
        }
        push_nfc_run(out, &text[run_start..at]);
        out.push(c);
        run_start = at + c.len_utf8();
        if c == '%' {
            // A percent-encoding is kept whole: its hex digits are no run.
            out.push_str(&text[run_start..run_start + 2]);
            chars.nth(1);
            run_start += 2;
        }
    }
    push_nfc_run(out, &text[run_start..]);
}

/// Appends the NFC form of `run`.
fn push_nfc_run(out: &mut String, run: &str) {
    if is_nfc_quick(run.chars()) == IsNormalized::Yes {
        out.push_str(run);
    } else {
        out.extend(run.nfc());
    }
}

/// Whether NFC may merge `letter`, a character followed by `next`, into
/// another character: when the canonical decomposition of `next` starts
/// with a combining character (canonical combining class other than 0), or
/// with one that composes with the letter. Never when `next` is ASCII: no
/// composition has an ASCII character second (a test checks it).
#[must_use]
pub fn may_compose_with(letter: char, next: char) -> bool {
    if next.is_ascii() {
        return false;
    }
    let mut first = None;
    decompose_canonical(next, |d| {
        first.get_or_insert(d);
    });
    first.is_some_and(|d| canonical_combining_class(d) != 0 || compose(letter, d).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `Decoding` of a path in an IRI, and of a query.
    const PATH: Decoding = Decoding {
        decode: true,
        upper_hex: true,
        ucschar: true,
        iprivate: false,
    };
    const QUERY: Decoding = Decoding {
        iprivate: true,
        ..PATH
    };

    fn chars() -> impl Iterator<Item = char> {
        (0..=u32::from(char::MAX)).filter_map(char::from_u32)
    }

    #[test]
    fn runs_normalize_to_allowed_characters() {
        // NFC of a run holds only characters of the decompositions of its
        // own (allowed, as no character of a run ends it) and compositions
        // of those, which are never stable under NFC when not allowed.
        for decoding in [PATH, QUERY] {
            for c in chars() {
                if decoding.allows(c) {
                    continue;
                }
                let mut parts_allowed = true;
                decompose_canonical(c, |d| parts_allowed &= decoding.allows(d));
                let stable = core::iter::once(c).nfc().eq(core::iter::once(c));
                assert!(
                    !(parts_allowed && stable),
                    "U+{:04X} composes from allowed characters",
                    u32::from(c)
                );
            }
        }
    }

    #[test]
    fn no_character_normalizes_to_a_dot() {
        // Otherwise NFC could make a dot segment, after dot segments were removed.
        for c in chars().filter(|&c| c != '.') {
            let mut parts = String::new();
            decompose_canonical(c, |d| parts.push(d));
            assert!(!parts.contains('.'), "U+{:04X}", u32::from(c));
        }
    }

    #[test]
    fn delimiters_and_their_compositions_end_runs() {
        for c in ['/', '%', ';', '\u{37E}', '\u{2260}', '\u{1FEF}', '\u{226E}'] {
            assert!(ends_run(c, PATH), "{c:?}");
        }
        for c in ['a', '.', '\u{E9}', '\u{344}', '\u{212A}'] {
            assert!(!ends_run(c, PATH), "{c:?}");
        }
    }

    #[test]
    fn no_composition_ends_with_an_ascii_character() {
        // A character whose canonical decomposition ends in ASCII would
        // compose from what precedes that ASCII character.
        for c in chars() {
            let mut parts = String::new();
            decompose_canonical(c, |d| parts.push(d));
            if parts.chars().count() > 1 {
                assert!(
                    !parts.chars().last().is_some_and(|last| last.is_ascii()),
                    "U+{:04X}",
                    u32::from(c)
                );
            }
        }
    }

    #[test]
    fn letters_compose_with_combining_characters_only() {
        assert!(may_compose_with('A', '\u{30A}'));
        assert!(may_compose_with('A', '\u{344}'));
        assert!(may_compose_with('A', '\u{F73}'));
        assert!(!may_compose_with('A', '\u{C4}'));
        assert!(!may_compose_with('A', '\u{212A}'));
        // No ASCII letter composes with a character that starts with a starter.
        for c in chars() {
            let mut first = None;
            decompose_canonical(c, |d| {
                first.get_or_insert(d);
            });
            let Some(first) = first.filter(|&d| canonical_combining_class(d) == 0) else {
                continue;
            };
            for letter in ('A'..='Z').chain('a'..='z') {
                assert_eq!(
                    compose(letter, first),
                    None,
                    "{letter} U+{:04X}",
                    u32::from(c)
                );
            }
        }
    }
}
