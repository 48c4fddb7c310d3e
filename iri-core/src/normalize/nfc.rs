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
use alloc::vec::Vec;

use unicode_normalization::char::{
    canonical_combining_class, compose, decompose_canonical, decompose_compatible,
};
use unicode_normalization::{IsNormalized, is_nfc_quick};

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
        push_composed(out, run, false);
    }
}

/// Appends to `out` the NFC form of `text` (with `compatible`, its NFKC
/// form), by UAX #15's steps from unicode-normalization's data for each
/// character: the full decomposition, each run of non-starters put in
/// canonical order (a stable sort by combining class), then canonical
/// composition, where a character joins the last starter when nothing
/// between them blocks it. (The crate's iterator adapters do the same; each
/// of their generic layers would be compiled into this crate.)
pub fn push_composed(out: &mut String, text: &str, compatible: bool) {
    let mut chars: Vec<(char, u8)> = Vec::with_capacity(text.len());
    for c in text.chars() {
        decompose(c, compatible, &mut |d| chars.push(d));
    }
    let kept = order_and_compose(&mut chars);
    out.extend(chars[..kept].iter().map(|&(c, _)| c));
}

/// The most characters that one character decomposes into: U+FDFA's
/// compatibility decomposition, 18 characters (a test checks every
/// character).
const LONGEST_DECOMPOSITION: usize = 18;

/// The NFC (or NFKC) form of one character, made without allocating.
#[derive(Clone, Copy, Debug)]
pub struct CharForm {
    chars: [(char, u8); LONGEST_DECOMPOSITION],
    len: usize,
}

impl CharForm {
    /// The NFC form of `ch` (with `compatible`, its NFKC form).
    #[must_use]
    pub fn of(ch: char, compatible: bool) -> CharForm {
        let mut form = CharForm {
            chars: [('\0', 0); LONGEST_DECOMPOSITION],
            len: 0,
        };
        decompose(ch, compatible, &mut |d| {
            if let Some(slot) = form.chars.get_mut(form.len) {
                *slot = d;
                form.len += 1;
            }
        });
        form.len = order_and_compose(&mut form.chars[..form.len]);
        form
    }

    /// Its characters.
    pub fn chars(&self) -> impl Iterator<Item = char> + '_ {
        self.chars[..self.len].iter().map(|&(c, _)| c)
    }

    /// Whether it is `ch` alone.
    #[must_use]
    pub fn is(&self, ch: char) -> bool {
        self.len == 1 && self.chars[0].0 == ch
    }
}

/// Whether the characters of `text` are in NFC, by the steps of
/// [`push_composed`], on the stack while they decompose into at most 64
/// characters.
#[must_use]
pub fn is_nfc_text(text: impl Iterator<Item = char> + Clone) -> bool {
    let mut stack = [('\0', 0); 64];
    let mut len = 0;
    let mut heap: Option<Vec<(char, u8)>> = None;
    for c in text.clone() {
        decompose(c, false, &mut |d| match &mut heap {
            Some(all) => all.push(d),
            None if len < stack.len() => {
                stack[len] = d;
                len += 1;
            }
            None => {
                let mut all = stack.to_vec();
                all.push(d);
                heap = Some(all);
            }
        });
    }
    let chars = heap.as_deref_mut().unwrap_or(&mut stack[..len]);
    let kept = order_and_compose(chars);
    chars[..kept].iter().map(|&(c, _)| c).eq(text)
}

/// Writes the full decomposition of `c` (canonical, or with `compatible`
/// compatibility) to `push`, each character with its combining class.
fn decompose(c: char, compatible: bool, push: &mut dyn FnMut((char, u8))) {
    let mut each = |d: char| push((d, canonical_combining_class(d)));
    if compatible {
        decompose_compatible(c, &mut each);
    } else {
        decompose_canonical(c, &mut each);
    }
}

/// Puts the decomposed `chars` in canonical order and composes them, in
/// place; the number of characters kept at the front.
fn order_and_compose(chars: &mut [(char, u8)]) -> usize {
    // Canonical ordering: an insertion sort, stable, that moves a
    // non-starter before the non-starters of a higher class only.
    for i in 1..chars.len() {
        let class = chars[i].1;
        let mut j = i;
        while class != 0 && j > 0 && chars[j - 1].1 > class {
            chars.swap(j - 1, j);
            j -= 1;
        }
    }
    // Canonical composition: `kept` characters are written; `starter` is
    // the index of the last starter kept, `between` the class of the last
    // character kept after it (`None`: none, so nothing blocks).
    let mut kept = 0;
    let mut starter: Option<usize> = None;
    let mut between: Option<u8> = None;
    for i in 0..chars.len() {
        let (c, class) = chars[i];
        if let Some(s) = starter {
            let blocked = between.is_some_and(|b| b == 0 || b >= class);
            if !blocked && let Some(composed) = compose(chars[s].0, c) {
                chars[s] = (composed, 0);
                continue;
            }
        }
        if class == 0 {
            starter = Some(kept);
            between = None;
        } else {
            between = Some(class);
        }
        chars[kept] = (c, class);
        kept += 1;
    }
    kept
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
    use unicode_normalization::UnicodeNormalization as _;

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

    /// The crate's own NFC (`nfkc`: NFKC) of `text`, as the reference.
    fn reference(text: &str, compatible: bool) -> String {
        if compatible {
            text.nfkc().collect()
        } else {
            text.nfc().collect()
        }
    }

    fn composed(text: &str, compatible: bool) -> String {
        let mut out = String::new();
        push_composed(&mut out, text, compatible);
        out
    }

    #[test]
    fn composition_is_the_crate_s_on_every_character_and_its_neighbours() {
        for c in chars() {
            for text in [
                alloc::format!("{c}"),
                alloc::format!("a{c}"),
                alloc::format!("{c}\u{301}"),
                alloc::format!("{c}\u{323}\u{301}"),
                alloc::format!("{c}\u{301}\u{323}"),
                alloc::format!("\u{1100}{c}"),
                alloc::format!("{c}\u{1161}\u{11A8}"),
            ] {
                for compatible in [false, true] {
                    assert_eq!(
                        composed(&text, compatible),
                        reference(&text, compatible),
                        "{text:?} ({})",
                        if compatible { "NFKC" } else { "NFC" }
                    );
                }
            }
        }
    }

    #[test]
    fn one_character_s_form_is_the_crate_s_and_fits() {
        for c in chars() {
            let mut longest = 0;
            decompose_compatible(c, |_| longest += 1);
            assert!(longest <= LONGEST_DECOMPOSITION, "U+{:04X}", u32::from(c));
            for compatible in [false, true] {
                let text = alloc::format!("{c}");
                let form = CharForm::of(c, compatible);
                assert!(
                    form.chars().eq(reference(&text, compatible).chars()),
                    "{text:?}"
                );
                assert_eq!(form.is(c), reference(&text, compatible) == text);
            }
            let text = alloc::format!("a{c}\u{301}");
            assert_eq!(
                is_nfc_text(text.chars()),
                text.nfc().eq(text.chars()),
                "{text:?}"
            );
        }
        let long: String = core::iter::repeat_n("e\u{301}\u{323}", 40).collect();
        assert!(!is_nfc_text(long.chars()));
        assert!(is_nfc_text(reference(&long, false).chars()));
    }

    #[test]
    fn composition_is_the_crate_s_on_mixed_runs() {
        // The characters that take part: those that decompose, combine or
        // compose, Hangul jamo, and a few starters.
        let mut pool: Vec<char> = chars()
            .filter(|&c| {
                let mut own = true;
                decompose_compatible(c, |d| own &= d == c);
                !own || canonical_combining_class(c) != 0
            })
            .collect();
        pool.extend([
            'a', 'e', 'A', '\u{3b1}', '\u{1100}', '\u{1161}', '\u{11a8}', '\u{ac00}',
        ]);
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..200_000 {
            let len = 1 + next() % 6;
            let text: String = (0..len)
                .map(|_| pool[usize::try_from(next() % pool.len() as u64).unwrap()])
                .collect();
            for compatible in [false, true] {
                assert_eq!(
                    composed(&text, compatible),
                    reference(&text, compatible),
                    "{text:?}"
                );
            }
        }
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
