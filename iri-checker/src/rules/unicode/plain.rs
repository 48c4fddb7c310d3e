//! Characters that no rule of the group reports, by range: a fast path.
//!
//! Looking a character up in the Unicode tables costs tens of nanoseconds;
//! most non-ASCII text (CJK, Hangul, the letters of most alphabets) needs
//! none of it. These ranges are an index of facts the tables of
//! `unicode-normalization` give, checked against them by a test: every code
//! point in them is assigned, is its own NFC and NFKC form, has canonical
//! combining class 0, is no combining mark, and is none of the characters
//! the rules list (look-alikes, non-characters, specials, tags, bidi
//! formatting characters). Unicode's stability policies keep these facts
//! true in later versions (assigned code points stay assigned, and
//! normalization forms do not change), so the list can only miss ranges a
//! later version would add. Written from the tables of
//! `unicode-normalization` 0.1.26 (Unicode 18.0): the ranges of at least 40
//! such code points in the BMP, and the largest ones beyond it.

/// The ranges, in order.
const PLAIN: &[(char, char)] = &[
    ('\u{BF}', '\u{131}'),
    ('\u{14A}', '\u{17E}'),
    ('\u{180}', '\u{1C3}'),
    ('\u{1F4}', '\u{2AF}'),
    ('\u{3A3}', '\u{3CF}'),
    ('\u{3FA}', '\u{482}'),
    ('\u{48A}', '\u{52F}'),
    ('\u{559}', '\u{586}'),
    ('\u{61B}', '\u{64A}'),
    ('\u{679}', '\u{6D5}'),
    ('\u{74D}', '\u{7A5}'),
    ('\u{7C0}', '\u{7EA}'),
    ('\u{8A0}', '\u{8C9}'),
    ('\u{904}', '\u{939}'),
    ('\u{D12}', '\u{D3A}'),
    ('\u{E01}', '\u{E30}'),
    ('\u{1000}', '\u{102A}'),
    ('\u{109E}', '\u{10C5}'),
    ('\u{10D0}', '\u{10FB}'),
    ('\u{10FD}', '\u{1160}'),
    ('\u{1176}', '\u{11A7}'),
    ('\u{11C3}', '\u{1248}'),
    ('\u{1260}', '\u{1288}'),
    ('\u{12D8}', '\u{1310}'),
    ('\u{1318}', '\u{135A}'),
    ('\u{13A0}', '\u{13F5}'),
    ('\u{1400}', '\u{169C}'),
    ('\u{16A0}', '\u{16F8}'),
    ('\u{1780}', '\u{17B3}'),
    ('\u{1820}', '\u{1878}'),
    ('\u{18B0}', '\u{18F5}'),
    ('\u{1944}', '\u{196D}'),
    ('\u{1980}', '\u{19AB}'),
    ('\u{19DE}', '\u{1A16}'),
    ('\u{1A1E}', '\u{1A54}'),
    ('\u{1B05}', '\u{1B33}'),
    ('\u{1BAE}', '\u{1BE5}'),
    ('\u{1BFC}', '\u{1C23}'),
    ('\u{1C4D}', '\u{1C8A}'),
    ('\u{1C90}', '\u{1CBA}'),
    ('\u{1D00}', '\u{1D2B}'),
    ('\u{1E00}', '\u{1E99}'),
    ('\u{1E9C}', '\u{1F15}'),
    ('\u{1F80}', '\u{1FB4}'),
    ('\u{2190}', '\u{2214}'),
    ('\u{2237}', '\u{2328}'),
    ('\u{232B}', '\u{2429}'),
    ('\u{24EB}', '\u{29F7}'),
    ('\u{2A0D}', '\u{2A73}'),
    ('\u{2A77}', '\u{2ADB}'),
    ('\u{2ADD}', '\u{2B73}'),
    ('\u{2B76}', '\u{2C7B}'),
    ('\u{2C7E}', '\u{2CEE}'),
    ('\u{2CF9}', '\u{2D25}'),
    ('\u{2D30}', '\u{2D67}'),
    ('\u{2E00}', '\u{2E5D}'),
    ('\u{2EA0}', '\u{2EF2}'),
    ('\u{3041}', '\u{3096}'),
    ('\u{30A0}', '\u{30FE}'),
    ('\u{3105}', '\u{312F}'),
    ('\u{31A0}', '\u{31E5}'),
    ('\u{3400}', '\u{A48C}'),
    ('\u{A490}', '\u{A4C6}'),
    ('\u{A4D0}', '\u{A62B}'),
    ('\u{A640}', '\u{A66E}'),
    ('\u{A6A0}', '\u{A6EF}'),
    ('\u{A700}', '\u{A76F}'),
    ('\u{A771}', '\u{A7DD}'),
    ('\u{A840}', '\u{A877}'),
    ('\u{A882}', '\u{A8B3}'),
    ('\u{A984}', '\u{A9B2}'),
    ('\u{AA00}', '\u{AA28}'),
    ('\u{AA7E}', '\u{AAAF}'),
    ('\u{AB30}', '\u{AB5B}'),
    ('\u{AB70}', '\u{ABE2}'),
    ('\u{AC00}', '\u{D7A3}'),
    ('\u{D7CB}', '\u{D7FB}'),
    ('\u{1F300}', '\u{1F6D9}'),
    ('\u{1F900}', '\u{1FA57}'),
    ('\u{20000}', '\u{2A6DF}'),
    ('\u{2A700}', '\u{2B81E}'),
    ('\u{2B820}', '\u{2CEAD}'),
    ('\u{2CEB0}', '\u{2EBE0}'),
    ('\u{30000}', '\u{3134A}'),
];

/// The range holding `ch`, if any.
fn range_of(ch: char) -> Option<(char, char)> {
    let at = PLAIN.partition_point(|&(_, last)| last < ch);
    PLAIN.get(at).copied().filter(|&(first, _)| first <= ch)
}

/// Whether `ch` is plain (in one of the ranges).
#[cfg(feature = "nfc")]
pub(crate) fn is_plain(ch: char) -> bool {
    range_of(ch).is_some()
}

/// Whether every character of `text` is ASCII or plain. Text of one script
/// keeps to one range: the last range found is tried first.
pub(super) fn all_plain(text: &str) -> bool {
    let mut last = ('\u{0}', '\u{0}');
    text.chars().all(|ch| {
        if ch.is_ascii() || (last.0..=last.1).contains(&ch) {
            return true;
        }
        range_of(ch).inspect(|&range| last = range).is_some()
    })
}

#[cfg(all(test, feature = "nfc"))]
mod tests {
    use unicode_normalization::char::{
        canonical_combining_class, is_combining_mark, is_public_assigned,
    };
    use unicode_normalization::{IsNormalized, is_nfc_quick, is_nfkc_quick};

    use super::*;
    use crate::chars::groups::LeiriGroup;
    use crate::rules::unicode::characters::is_look_alike;

    #[test]
    fn the_ranges_hold_what_the_tables_say() {
        assert!(PLAIN.windows(2).all(|pair| pair[0].1 < pair[1].0));
        for &(first, last) in PLAIN {
            assert!(first <= last && !first.is_ascii());
            for ch in first..=last {
                let once = || core::iter::once(ch);
                let code = ch as u32;
                assert!(is_public_assigned(ch), "U+{code:04X}");
                assert_eq!(is_nfc_quick(once()), IsNormalized::Yes, "U+{code:04X}");
                assert_eq!(is_nfkc_quick(once()), IsNormalized::Yes, "U+{code:04X}");
                assert_eq!(canonical_combining_class(ch), 0, "U+{code:04X}");
                assert!(!is_combining_mark(ch), "U+{code:04X}");
                assert!(!is_look_alike(ch), "U+{code:04X}");
                assert_eq!(LeiriGroup::of(ch), None, "U+{code:04X}");
            }
        }
    }

    #[test]
    fn lookup() {
        assert!(is_plain('\u{4E00}') && is_plain('\u{AC00}') && is_plain('\u{430}'));
        assert!(!is_plain('a') && !is_plain('\u{301}') && !is_plain('\u{378}'));
        assert!(!is_plain('\u{FB01}') && !is_plain('\u{3000}'));
        assert!(all_plain("abc\u{4E00}\u{4E01}-\u{AC00}\u{430}"));
        assert!(!all_plain("\u{4E00}\u{301}"));
    }
}
