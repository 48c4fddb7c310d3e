//! Bidirectional text: the formatting characters RFC 3987 section 4.1
//! forbids, and the structure section 4.2 asks of each component.

pub(crate) mod detail;
pub(crate) mod sentences;

use alloc::string::String;

use crate::Checker;
use crate::chars::bidi::may_hold_bidi_formatting;
use crate::diagnostic::finding::{FindingInternals, Voice};
use crate::must::next_bidi_formatting;
use crate::rules::bidi::detail::BidiDetail;
use crate::rules::voice::{GroupDetail, voice};
use iri_core::Charset;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The voice of the group's findings, which the checker hands over with
/// each (`Checker::report`): their sentences (`sentences`); the group has
/// no edits.
pub(crate) static VOICE: Voice = voice::<BidiDetail>();

impl GroupDetail for BidiDetail {
    fn code(self) -> Code {
        BidiDetail::code(self)
    }

    /// No rule of the group rewrites the text.
    fn replacement(self, _: &Finding, _: &str) -> Option<String> {
        match self {
            BidiDetail::Formatting | BidiDetail::Mixed { .. } | BidiDetail::Edges { .. } => None,
        }
    }
}

/// Whether the facts leave the group something to find: a bidi
/// formatting character, or characters beyond ASCII.
#[inline]
pub(crate) fn may_find(c: &Checker<'_>) -> bool {
    c.facts.may_hold_bidi_formatting() || !c.ascii
}

/// Runs the rules of the `bidi` group.
pub(crate) fn check(c: &mut Checker<'_>) {
    formatting(c);
    #[cfg(feature = "bidi")]
    components::check(c);
}

/// Finds the bidi formatting characters (`bidi-formatting`) of IRIs. A
/// LEIRI may hold them: the LEIRI note lists them among the characters
/// `to_iri` percent-encodes, and `leiri-character` reports them.
fn formatting(c: &mut Checker<'_>) {
    if !c.wants(Code::BidiFormatting)
        || c.grammar.charset == Charset::Leiri
        || !c.facts.may_hold_bidi_formatting()
        || !may_hold_bidi_formatting(c.text.as_bytes())
    {
        return;
    }
    let mut from = 0;
    while let Some(finding) =
        next_bidi_formatting(c.text, crate::syntax::table::offsets(c.table), from)
    {
        from = finding.span().end;
        // `iri-core`'s search gives the code, the place and the character;
        // the group's finding holds its detail.
        c.report(
            Finding::new(BidiDetail::Formatting, finding.component(), finding.span())
                .with_char_opt(finding.char()),
        );
    }
}

/// The component rules of RFC 3987 section 4.2 (`bidi-mixed`,
/// `bidi-edges`), on the characters as written.
///
/// What counts, by `Bidi_Class` (UAX #9): right-to-left characters are R and
/// AL; left-to-right ones are L (ASCII letters, and the hex letters of a
/// percent-encoding: they are displayed as written). Digits (EN, AN),
/// neutrals and separators are neither: a component may hold them
/// (section 4.4, example 7) but not start or end with them (example 8; a
/// percent-encoding at an edge is example 9). Combining marks (NSM) take
/// the direction of the character they follow: trailing ones are skipped
/// when finding the last character, and a leading one is no right-to-left
/// character. Bidi formatting characters are left to `bidi-formatting`
/// (or, in LEIRIs, `leiri-character`) and count as neutral here.
#[cfg(feature = "bidi")]
mod components {
    use unicode_bidi::{BidiClass, bidi_class};

    use crate::Checker;
    use crate::diagnostic::finding::FindingInternals;
    use crate::parts::{Part, parts_in};
    use crate::rules::bidi::detail::BidiDetail;
    use iri_core::diagnostic::Code;
    use iri_core::diagnostic::Finding;
    use iri_core::is_bidi_formatting;

    /// The direction of one character, for these rules.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Direction {
        RightToLeft,
        LeftToRight,
        /// A combining mark: the direction of the character before it.
        Mark,
        Neutral,
    }

    /// Whether the UTF-8 `bytes` may hold a right-to-left character, looking
    /// at the bytes only (no decoding). Unicode puts those characters in
    /// U+0590 to U+08FF, U+FB1D to U+FEFF, U+10800 to U+10FFF and U+1E800 to
    /// U+1EFFF; the bytes looked for are the lead bytes of U+0580 to U+07FF
    /// and the first two or three bytes of U+0800 to U+08FF, U+FB00 to
    /// U+FEFF and the two astral ranges (the test checks every character
    /// against the table). Text with none needs no look-up in the table.
    fn may_hold_rtl(bytes: &[u8]) -> bool {
        // Every byte looked for is 0xD6 or above: a cheap test passes over
        // the others (ASCII and the other lead and continuation bytes).
        let mut from = 0;
        while let Some(at) = next_high_lead(bytes, from) {
            let rtl = match bytes[at] {
                0xD6..=0xDF => true,
                0xE0 => matches!(bytes.get(at + 1), Some(0xA0..=0xA3)),
                0xEF => matches!(bytes.get(at + 1), Some(0xAC..=0xBB)),
                0xF0 => {
                    matches!(bytes.get(at + 1), Some(0x90 | 0x9E))
                        && matches!(bytes.get(at + 2), Some(0xA0..=0xBF))
                }
                _ => false,
            };
            if rtl {
                return true;
            }
            from = at + 1;
        }
        false
    }

    /// Where the first byte of `bytes` from `from` on that is 0xD6 or above
    /// is, eight bytes at a time.
    #[inline]
    fn next_high_lead(bytes: &[u8], from: usize) -> Option<usize> {
        use crate::word;
        let mut at = from;
        while at + 8 <= bytes.len() {
            let found = word::at_least_high(word::load_at(bytes, at), 0xD6);
            if found != 0 {
                return Some(at + word::first_flagged(found));
            }
            at += 8;
        }
        bytes[at..]
            .iter()
            .position(|&b| b >= 0xD6)
            .map(|offset| at + offset)
    }

    fn direction(ch: char) -> Direction {
        if ch.is_ascii() {
            return if ch.is_ascii_alphabetic() {
                Direction::LeftToRight
            } else {
                Direction::Neutral
            };
        }
        // The letters of the Hebrew and Arabic alphabets, without a look-up
        // (the test compares every character with the table).
        if matches!(ch, '\u{5D0}'..='\u{5EA}' | '\u{620}'..='\u{64A}') {
            return Direction::RightToLeft;
        }
        by_class(ch)
    }

    /// The direction of non-ASCII `ch`, by its `Bidi_Class`.
    fn by_class(ch: char) -> Direction {
        if is_bidi_formatting(ch) {
            return Direction::Neutral;
        }
        match bidi_class(ch) {
            BidiClass::R | BidiClass::AL => Direction::RightToLeft,
            BidiClass::L => Direction::LeftToRight,
            BidiClass::NSM => Direction::Mark,
            _ => Direction::Neutral,
        }
    }

    /// What one pass over a component finds.
    struct Shape {
        /// The first right-to-left character, if any.
        rtl: Option<char>,
        /// The first left-to-right character, if any.
        ltr: Option<char>,
        /// The first character and its direction.
        first: (char, Direction),
        /// The last character that is no combining mark, and its direction.
        last: Option<(char, Direction)>,
    }

    fn shape(text: &str) -> Option<Shape> {
        let mut chars = text.chars();
        let first = chars.next()?;
        let first = (first, direction(first));
        let mut shape = Shape {
            rtl: None,
            ltr: None,
            first,
            last: None,
        };
        for (ch, dir) in core::iter::once(first).chain(chars.map(|ch| (ch, direction(ch)))) {
            match dir {
                Direction::RightToLeft => {
                    shape.rtl.get_or_insert(ch);
                }
                Direction::LeftToRight => {
                    shape.ltr.get_or_insert(ch);
                }
                Direction::Mark | Direction::Neutral => {}
            }
            if dir != Direction::Mark {
                shape.last = Some((ch, dir));
            }
        }
        Some(shape)
    }

    pub(super) fn check(c: &mut Checker<'_>) {
        let mixed = c.wants(Code::BidiMixed);
        let edges = c.wants(Code::BidiEdges);
        // Most text has no right-to-left character: one look at each
        // component with characters beyond ASCII saves splitting it into
        // parts.
        if !(mixed || edges) {
            return;
        }
        let keep = c.non_ascii_components(|text| may_hold_rtl(text.as_bytes()));
        for part in parts_in(c.text, c.table, keep) {
            let text = &c.text[part.span.clone()];
            if !may_hold_rtl(text.as_bytes()) {
                continue;
            }
            let Some(shape) = shape(text) else {
                continue;
            };
            let Some(rtl) = shape.rtl else {
                continue;
            };
            if let (true, Some(ltr)) = (mixed, shape.ltr) {
                c.report(Finding::new(
                    BidiDetail::Mixed { rtl, ltr },
                    part.component,
                    part.span.clone(),
                ));
            }
            if edges {
                report_edges(c, &part, &shape);
            }
        }
    }

    /// `bidi-edges`: a right-to-left component must start and end with a
    /// right-to-left character.
    fn report_edges(c: &mut Checker<'_>, part: &Part, shape: &Shape) {
        let (first, first_dir) = shape.first;
        let starts = first_dir == Direction::RightToLeft;
        let last = shape.last.filter(|&(_, dir)| dir != Direction::RightToLeft);
        if starts && last.is_none() {
            return;
        }
        let detail = BidiDetail::Edges {
            first: (!starts).then_some(first),
            last: last.map(|(last, _)| last),
        };
        c.report(Finding::new(detail, part.component, part.span.clone()));
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_word_search_finds_the_first_high_lead_byte() {
            for len in 0..20 {
                for at in 0..len {
                    for b in 0..=u8::MAX {
                        let mut bytes = alloc::vec![b'a'; len];
                        bytes[at] = b;
                        bytes.push(0xD6);
                        for from in 0..=len {
                            let expected = bytes[from..]
                                .iter()
                                .position(|&b| b >= 0xD6)
                                .map(|offset| from + offset);
                            assert_eq!(next_high_lead(&bytes, from), expected, "{bytes:?} {from}");
                        }
                        bytes.pop();
                        assert_eq!(next_high_lead(&bytes, 0), (b >= 0xD6).then_some(at));
                    }
                }
            }
        }

        #[test]
        fn directions_by_bidi_class() {
            assert_eq!(direction('\u{5D0}'), Direction::RightToLeft); // Hebrew alef, R
            assert_eq!(direction('\u{627}'), Direction::RightToLeft); // Arabic alef, AL
            assert_eq!(direction('a'), Direction::LeftToRight);
            assert_eq!(direction('é'), Direction::LeftToRight);
            assert_eq!(direction('1'), Direction::Neutral); // EN
            assert_eq!(direction('\u{661}'), Direction::Neutral); // Arabic-Indic one, AN
            assert_eq!(direction('\u{5B0}'), Direction::Mark); // Hebrew point sheva, NSM
            assert_eq!(direction('\u{200F}'), Direction::Neutral); // RLM: bidi-formatting's
            assert_eq!(direction('%'), Direction::Neutral);
        }

        /// The ranges that `may_hold_rtl` looks for, as characters.
        const fn may_be_rtl(ch: char) -> bool {
            matches!(
                ch,
                '\u{580}'..='\u{8FF}'
                    | '\u{FB00}'..='\u{FEFF}'
                    | '\u{1_0800}'..='\u{1_0FFF}'
                    | '\u{1_E800}'..='\u{1_EFFF}'
            )
        }

        #[test]
        fn right_to_left_characters_are_where_the_filter_looks() {
            for ch in (0x80..=0x10_FFFF).filter_map(char::from_u32) {
                let by_table = by_class(ch);
                assert_eq!(direction(ch), by_table, "U+{:04X}", ch as u32);
                if by_table == Direction::RightToLeft {
                    assert!(may_be_rtl(ch), "U+{:04X}", ch as u32);
                }
                let mut buf = [0; 4];
                let bytes = ch.encode_utf8(&mut buf).as_bytes();
                assert_eq!(may_hold_rtl(bytes), may_be_rtl(ch), "U+{:04X}", ch as u32);
            }
        }

        /// The messages of the `bidi` findings on `text`, an IRI.
        fn messages(text: &str) -> alloc::vec::Vec<(Code, alloc::string::String)> {
            use alloc::string::ToString;

            use crate::{Group, Policy, check};
            use iri_core::{Grammar, parse};

            let table = parse(text, Grammar::IRI).unwrap();
            check(text, &table, Grammar::IRI, &Policy::DEFAULT)
                .iter()
                .filter(|f| f.code().group() == Group::Bidi)
                .map(|f| {
                    assert!(f.edit_span().is_none(), "{f:?}");
                    (f.code(), f.message().to_string())
                })
                .collect()
        }

        #[test]
        fn messages_name_the_characters_that_mix_and_those_at_the_edges() {
            assert_eq!(
                messages("http://example.org/\u{5D0}\u{5D1}c"),
                [
                    (
                        Code::BidiMixed,
                        "right-to-left '\u{5D0}' (U+05D0) and left-to-right 'c' in one segment"
                            .into()
                    ),
                    (
                        Code::BidiEdges,
                        "segment with right-to-left characters ends with 'c'".into()
                    ),
                ]
            );
            assert_eq!(
                messages("http://example.org/?q=1\u{5D0}"),
                [(
                    Code::BidiEdges,
                    "query part with right-to-left characters starts with '1'".into()
                )]
            );
            assert_eq!(
                messages("http://example.org/#1\u{5D0}2"),
                [(
                    Code::BidiEdges,
                    "fragment with right-to-left characters starts with '1' and ends with '2'"
                        .into()
                )]
            );
        }

        #[test]
        fn trailing_marks_take_the_direction_before_them() {
            let shape = shape("\u{5D0}\u{5D1}\u{5B0}").unwrap();
            assert_eq!(shape.last, Some(('\u{5D1}', Direction::RightToLeft)));
            assert_eq!(shape.ltr, None);
        }
    }
}
