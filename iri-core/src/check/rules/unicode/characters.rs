//! The rules on single characters: non-characters, specials, tags,
//! look-alikes of delimiters and spaces, unassigned code points, and
//! compatibility characters (text not in NFKC). Adjacent characters of one
//! kind make one finding.

use alloc::format;
use alloc::string::String;

use crate::chars::groups::{is_noncharacter, is_special, is_tag};
use crate::check::Checker;
use crate::check::parts::Part;
use crate::check::rules::stretch::{Stretch, Stretches};
use crate::check::rules::unicode::Wants;
use crate::diagnostic::codes::Code;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::render::CharName;

/// The character a listed look-alike looks like. The list holds what
/// 3987bis section 8 and the rules name (U+2000 to U+200A, U+3000, U+FF0F,
/// U+2044, U+2215), the other spaces, the slash and colon look-alikes that
/// no normalization maps, the full stops that IDNA (UTS #46) maps to `.`,
/// and the fullwidth forms of the gen-delims, so that the rule works
/// without the `nfc` feature too; with it, any character whose NFKC form
/// is made of ASCII delimiters or spaces is one as well.
const fn listed_look_alike(ch: char) -> Option<char> {
    Some(match ch {
        '\u{A0}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}' => ' ',
        '\u{2044}' | '\u{2215}' | '\u{29F8}' | '\u{FF0F}' => '/',
        '\u{3002}' | '\u{FF0E}' | '\u{FF61}' => '.',
        '\u{2236}' | '\u{FF1A}' => ':',
        '\u{FF03}' => '#',
        '\u{FF1F}' => '?',
        '\u{FF20}' => '@',
        '\u{FF3B}' => '[',
        '\u{FF3D}' => ']',
        _ => return None,
    })
}

/// The normalization-based facts about one character.
#[cfg(feature = "nfc")]
mod nfkc {
    use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfkc_quick};

    /// Whether ASCII `ch` is a delimiter or a space as look-alikes go: not a
    /// letter or digit, and not `-`, `_` or `~` (which delimit nothing).
    const fn is_delimiter_or_space(ch: char) -> bool {
        ch == ' ' || ch.is_ascii_punctuation() && !matches!(ch, '-' | '_' | '~')
    }

    /// Whether NFKC may change `ch` (a quick check: most characters are
    /// their own NFKC form).
    pub(super) fn may_change(ch: char) -> bool {
        is_nfkc_quick(core::iter::once(ch)) != IsNormalized::Yes
    }

    /// The NFKC form of `ch`.
    pub(super) fn of(ch: char) -> impl Iterator<Item = char> {
        core::iter::once(ch).nfkc()
    }

    /// Whether `ch` is a compatibility character: its NFKC form is not its
    /// NFC form.
    pub(super) fn is_compatibility(ch: char) -> bool {
        may_change(ch) && of(ch).ne(core::iter::once(ch).nfc())
    }

    /// Whether the NFKC form of `ch` is made of ASCII delimiters and spaces.
    pub(super) fn looks_like_delimiters(ch: char) -> bool {
        may_change(ch) && of(ch).all(|d| d.is_ascii() && is_delimiter_or_space(d))
    }
}

/// Whether `ch` looks like a delimiter or a space.
pub(super) fn is_look_alike(ch: char) -> bool {
    if listed_look_alike(ch).is_some() {
        return true;
    }
    #[cfg(feature = "nfc")]
    if nfkc::looks_like_delimiters(ch) {
        return true;
    }
    false
}

/// Appends what look-alike `ch` looks like.
fn push_look(out: &mut String, ch: char) {
    match listed_look_alike(ch) {
        Some(look) => out.push(look),
        #[cfg(feature = "nfc")]
        None => out.extend(nfkc::of(ch)),
        #[cfg(not(feature = "nfc"))]
        None => {}
    }
}

/// Whether `ch` is unassigned (and neither a private-use character nor in
/// one of the ranges reported for themselves), in the Unicode version of
/// the `unicode-normalization` tables.
#[cfg(feature = "nfc")]
fn is_unassigned(ch: char) -> bool {
    use crate::chars::groups::is_private_use;
    !unicode_normalization::char::is_public_assigned(ch) && !is_private_use(ch)
}

#[cfg(not(feature = "nfc"))]
fn is_unassigned(_: char) -> bool {
    false
}

/// What a character is reported as, besides `unicode-not-nfkc` (each
/// character is one of these at most).
fn code_of(ch: char, wants: Wants) -> Option<Code> {
    let code = if is_noncharacter(ch) {
        Code::UnicodeNoncharacter
    } else if is_special(ch) {
        Code::UnicodeSpecial
    } else if is_tag(ch) {
        Code::UnicodeTag
    } else if wants.lookalike && is_look_alike(ch) {
        Code::UnicodeLookalike
    } else if wants.unassigned && is_unassigned(ch) {
        Code::UnicodeUnassigned
    } else {
        return None;
    };
    let wanted = match code {
        Code::UnicodeNoncharacter => wants.noncharacter,
        Code::UnicodeSpecial => wants.special,
        Code::UnicodeTag => wants.tag,
        _ => true,
    };
    wanted.then_some(code)
}

/// Whether `ch` is a compatibility character (never without `nfc`).
fn is_compatibility(ch: char) -> bool {
    #[cfg(feature = "nfc")]
    return nfkc::is_compatibility(ch);
    #[cfg(not(feature = "nfc"))]
    {
        let _ = ch;
        false
    }
}

/// Runs the per-character rules on the non-ASCII `part`.
pub(super) fn check(c: &mut Checker<'_>, part: &Part, wants: Wants) {
    let start = part.span.start;
    let text = c.text;
    let mut codes = Stretches::new();
    let mut compatibility = Stretches::new();
    for (offset, ch) in text[part.span.clone()].char_indices() {
        if ch.is_ascii() {
            continue;
        }
        let at = start + offset;
        if let Some(code) = code_of(ch, wants)
            && let Some(ended) = codes.push(code, at, ch)
        {
            report(c, part, ended);
        }
        if wants.not_nfkc
            && is_compatibility(ch)
            && let Some(ended) = compatibility.push(Code::UnicodeNotNfkc, at, ch)
        {
            report(c, part, ended);
        }
    }
    for ended in [codes.finish(), compatibility.finish()]
        .into_iter()
        .flatten()
    {
        report(c, part, ended);
    }
}

/// The plural noun of a code's characters, for stretches of several.
const fn plural(code: Code) -> &'static str {
    match code {
        Code::UnicodeNoncharacter => "non-characters",
        Code::UnicodeSpecial => "special characters",
        Code::UnicodeTag => "tag characters",
        Code::UnicodeUnassigned => "unassigned code points",
        _ => "compatibility characters",
    }
}

/// Reports one stretch of characters of one code.
fn report(c: &mut Checker<'_>, part: &Part, stretch: Stretch<Code>) {
    let code = stretch.kind;
    let text = &c.text[stretch.span()];
    let mut finding = Finding::new(code, part.component, stretch.span());
    if let Some(ch) = stretch.single() {
        finding = finding.with_char(ch);
    }
    match code {
        Code::UnicodeLookalike => {
            let mut look = String::new();
            for ch in text.chars() {
                push_look(&mut look, ch);
            }
            let message = match stretch.single() {
                Some(ch) => format!("{} looks like `{look}`", CharName(ch)),
                None => format!("{} characters look like `{look}`", stretch.count),
            };
            let help = if stretch.count == 1 {
                format!("write `{look}` if that is meant, otherwise percent-encode the character")
            } else {
                format!("write `{look}` if that is meant, otherwise percent-encode the characters")
            };
            finding = finding.with_message(message).with_help(help);
        }
        Code::UnicodeUnassigned => {
            let (major, minor, update) = unicode_version();
            let message = match stretch.single() {
                Some(ch) => format!(
                    "{} is unassigned in Unicode {major}.{minor}.{update}",
                    CharName(ch)
                ),
                None => format!(
                    "{} code points unassigned in Unicode {major}.{minor}.{update}",
                    stretch.count
                ),
            };
            finding = finding.with_message(message);
        }
        Code::UnicodeNotNfkc => {
            #[cfg(feature = "nfc")]
            {
                let form: String = text.chars().flat_map(nfkc::of).collect();
                finding =
                    finding.with_help(format!("write `{form}`, the NFKC form, if the IRI is new"));
            }
            if stretch.count > 1 {
                finding = finding.with_message(format!("{} {}", stretch.count, plural(code)));
            }
        }
        _ => {
            if stretch.count > 1 {
                finding = finding.with_message(format!("{} {}", stretch.count, plural(code)));
            }
        }
    }
    c.report(finding);
}

/// The Unicode version of the tables that say what is assigned.
const fn unicode_version() -> (u8, u8, u8) {
    #[cfg(feature = "nfc")]
    return unicode_normalization::UNICODE_VERSION;
    #[cfg(not(feature = "nfc"))]
    (0, 0, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> Wants {
        Wants {
            not_nfc: true,
            not_nfkc: true,
            lookalike: true,
            unassigned: true,
            noncharacter: true,
            special: true,
            tag: true,
            combining_start: true,
            mixed_script: true,
            confusable: true,
        }
    }

    #[test]
    fn each_character_has_one_code_at_most() {
        let wants = all();
        assert_eq!(code_of('\u{FDD0}', wants), Some(Code::UnicodeNoncharacter));
        assert_eq!(code_of('\u{FFFD}', wants), Some(Code::UnicodeSpecial));
        assert_eq!(code_of('\u{E0041}', wants), Some(Code::UnicodeTag));
        assert_eq!(code_of('\u{2215}', wants), Some(Code::UnicodeLookalike));
        assert_eq!(code_of('é', wants), None);
        assert_eq!(code_of('\u{E000}', wants), None);
        let no_tags = Wants {
            tag: false,
            ..wants
        };
        assert_eq!(code_of('\u{E0041}', no_tags), None);
    }

    #[cfg(feature = "nfc")]
    #[test]
    fn look_alikes_by_nfkc() {
        for ch in [
            '\u{FF1A}', '\u{FE55}', '\u{2024}', '\u{FF05}', '\u{FE57}', '\u{2025}',
        ] {
            assert!(is_look_alike(ch), "U+{:04X}", ch as u32);
        }
        // NFKC forms with letters, digits, marks or `-_~` are no delimiters.
        for ch in [
            '\u{FB01}', '\u{2474}', '\u{A8}', '\u{FF0D}', '\u{FF3F}', '\u{FF5E}', 'é',
        ] {
            assert!(!is_look_alike(ch), "U+{:04X}", ch as u32);
        }
        let mut look = String::new();
        push_look(&mut look, '\u{2025}');
        assert_eq!(look, "..");
    }

    #[cfg(feature = "nfc")]
    #[test]
    fn compatibility_characters_and_unassigned_code_points() {
        assert!(is_compatibility('\u{FB01}'));
        assert!(is_compatibility('\u{FF41}'));
        assert!(!is_compatibility('\u{212B}')); // ANGSTROM SIGN: canonical, NFC's business
        assert!(!is_compatibility('é'));
        assert!(is_unassigned('\u{378}'));
        assert!(!is_unassigned('\u{E000}'));
        assert!(!is_unassigned('\u{377}'));
    }
}
