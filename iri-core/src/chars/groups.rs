//! The groups of characters that 3987bis section 6.3 and the W3C LEIRI note
//! (section 5) set apart, each with its reason: LEIRIs allow them and IRIs
//! do not (or only in the query). The `unicode` rules report some of them
//! wherever they occur (non-characters, specials, tags); the `leiri` rule
//! names the group of each LEIRI-only character.

use crate::chars::bidi::is_bidi_formatting;
use crate::syntax::grammar::is_iprivate;

/// Whether `c` is a non-character: U+FDD0 to U+FDEF and the last two code
/// points of each plane (U+xFFFE, U+xFFFF).
#[must_use]
pub const fn is_noncharacter(c: char) -> bool {
    let code = c as u32;
    matches!(code, 0xFDD0..=0xFDEF) || code & 0xFFFE == 0xFFFE
}

/// Whether `c` is one of the specials U+FFF0 to U+FFFD (interlinear
/// annotation, object replacement, replacement character, and the
/// unassigned code points before them).
#[must_use]
pub const fn is_special(c: char) -> bool {
    matches!(c as u32, 0xFFF0..=0xFFFD)
}

/// Whether `c` is in the tag block as 3987bis counts it: U+E0000 to U+E0FFF
/// (the tags proper, U+E0001 and U+E0020 to U+E007F, the variation
/// selectors supplement and the unassigned code points between them).
#[must_use]
pub const fn is_tag(c: char) -> bool {
    matches!(c as u32, 0xE_0000..=0xE_0FFF)
}

/// Whether `c` is a private-use character (`iprivate` without the tags).
#[must_use]
pub const fn is_private_use(c: char) -> bool {
    is_iprivate(c as u32) && !is_tag(c)
}

/// A group of characters allowed in LEIRIs but not in IRIs (W3C LEIRI note
/// section 5, 3987bis section 6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeiriGroup {
    /// U+0020, a list separator that line breaking may also add or remove.
    Space,
    /// `<`, `>` and `"`, used around IRIs in text.
    Delimiters,
    /// `{`, `}`, `|`, `\`, `^` and `` ` ``: glyphs that vary between systems,
    /// used around IRIs in text.
    Unwise,
    /// The C0 controls, DEL and the C1 controls.
    Controls,
    /// The bidi formatting characters, isolates included.
    BidiFormatting,
    /// U+FFF0 to U+FFFD.
    Specials,
    /// The private-use characters (IRIs allow them in the query only).
    PrivateUse,
    /// U+E0000 to U+E0FFF (IRIs allow them in the query only).
    Tags,
    /// U+FDD0 to U+FDEF and the last two code points of each plane.
    NonCharacters,
}

impl LeiriGroup {
    /// The group of `c`, when it is one of the characters LEIRIs allow and
    /// IRIs do not (outside the query).
    #[must_use]
    pub const fn of(c: char) -> Option<LeiriGroup> {
        Some(match c {
            ' ' => LeiriGroup::Space,
            '<' | '>' | '"' => LeiriGroup::Delimiters,
            '{' | '}' | '|' | '\\' | '^' | '`' => LeiriGroup::Unwise,
            '\u{0}'..='\u{1F}' | '\u{7F}'..='\u{9F}' => LeiriGroup::Controls,
            _ if is_bidi_formatting(c) => LeiriGroup::BidiFormatting,
            _ if is_special(c) => LeiriGroup::Specials,
            _ if is_tag(c) => LeiriGroup::Tags,
            _ if is_private_use(c) => LeiriGroup::PrivateUse,
            _ if is_noncharacter(c) => LeiriGroup::NonCharacters,
            _ => return None,
        })
    }

    /// The group's name in messages.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            LeiriGroup::Space => "space",
            LeiriGroup::Delimiters => "delimiters",
            LeiriGroup::Unwise => "unwise",
            LeiriGroup::Controls => "controls",
            LeiriGroup::BidiFormatting => "bidi formatting",
            LeiriGroup::Specials => "specials",
            LeiriGroup::PrivateUse => "private use",
            LeiriGroup::Tags => "tags",
            LeiriGroup::NonCharacters => "non-characters",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chars::inappropriate::is_inappropriate_in_iri;

    /// The groups of the conversion tests' data file (one truth for the
    /// groups), in this module's names.
    const GROUPS: &str = include_str!("../../../tests/data/convert-leiri-groups.tsv");

    fn named(file_name: &str) -> LeiriGroup {
        match file_name {
            "space" => LeiriGroup::Space,
            "delimiters" => LeiriGroup::Delimiters,
            "unwise" => LeiriGroup::Unwise,
            "c0-controls-and-del" | "c1-controls" => LeiriGroup::Controls,
            "bidi-formatting" | "bidi-isolates" => LeiriGroup::BidiFormatting,
            "specials" => LeiriGroup::Specials,
            "private-use" => LeiriGroup::PrivateUse,
            "tags" => LeiriGroup::Tags,
            "non-characters" => LeiriGroup::NonCharacters,
            other => panic!("unknown group {other} in the data file"),
        }
    }

    #[test]
    fn every_code_point_of_the_data_file_is_in_its_group() {
        let mut rows = 0;
        for line in GROUPS
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let mut fields = line.split('\t');
            let group = named(fields.next().unwrap());
            for range in fields.next().unwrap().split(',') {
                let (first, last) = range.split_once('-').unwrap_or((range, range));
                let first = u32::from_str_radix(first, 16).unwrap();
                let last = u32::from_str_radix(last, 16).unwrap();
                for c in (first..=last).filter_map(char::from_u32) {
                    assert_eq!(LeiriGroup::of(c), Some(group), "U+{:04X}", c as u32);
                }
            }
            rows += 1;
        }
        assert_eq!(rows, 11);
    }

    #[test]
    fn the_groups_are_what_an_iri_must_encode_outside_the_query() {
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            assert_eq!(
                LeiriGroup::of(c).is_some(),
                is_inappropriate_in_iri(c, false),
                "U+{:04X}",
                c as u32
            );
        }
    }

    #[test]
    fn the_unicode_groups_and_their_neighbours() {
        assert!(is_noncharacter('\u{FDD0}') && is_noncharacter('\u{10FFFF}'));
        assert!(!is_noncharacter('\u{FDCF}') && !is_noncharacter('\u{FFFD}'));
        assert!(is_special('\u{FFFD}') && !is_special('\u{FFEF}'));
        assert!(is_tag('\u{E0041}') && !is_tag('\u{E1000}'));
        assert!(is_private_use('\u{E000}') && !is_private_use('\u{E0041}'));
    }
}
