//! The rules on single characters: non-characters, specials, tags,
//! look-alikes of delimiters and spaces, unassigned code points, and
//! compatibility characters (text not in NFKC). Adjacent characters of one
//! kind make one finding.

use alloc::string::String;

use crate::Checker;
use crate::chars::groups::{is_noncharacter, is_special, is_tag};
use crate::diagnostic::finding::FindingInternals;
use crate::parts::Part;
use crate::rules::stretch::{Stretch, Stretches};
use crate::rules::unicode::Wants;
use crate::rules::unicode::detail::UnicodeDetail;
use iri_core::diagnostic::Finding;

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
    use iri_core::__private::internals::normalize::nfc::CharForm;
    use unicode_normalization::{IsNormalized, is_nfkc_quick};

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
    pub(super) fn of(ch: char) -> CharForm {
        CharForm::of(ch, true)
    }

    /// Whether `ch` is a compatibility character: its NFKC form is not its
    /// NFC form.
    pub(super) fn is_compatibility(ch: char) -> bool {
        may_change(ch) && !of(ch).chars().eq(CharForm::of(ch, false).chars())
    }

    /// Whether the NFKC form of `ch` is made of ASCII delimiters and spaces.
    pub(super) fn looks_like_delimiters(ch: char) -> bool {
        may_change(ch)
            && of(ch)
                .chars()
                .all(|d| d.is_ascii() && is_delimiter_or_space(d))
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
        None if !nfkc::may_change(ch) => out.push(ch),
        #[cfg(feature = "nfc")]
        None => out.extend(nfkc::of(ch).chars()),
        #[cfg(not(feature = "nfc"))]
        None => {}
    }
}

/// The one character that look-alike `ch` looks like, when it looks like
/// one (U+2025 TWO DOT LEADER looks like two).
fn look_of(ch: char) -> Option<char> {
    if let Some(look) = listed_look_alike(ch) {
        return Some(look);
    }
    #[cfg(feature = "nfc")]
    {
        if !nfkc::may_change(ch) {
            return Some(ch);
        }
        let look = nfkc::of(ch);
        let mut look = look.chars();
        if let (Some(one), None) = (look.next(), look.next()) {
            return Some(one);
        }
    }
    None
}

/// The one character that every look-alike of `text` looks like, if any.
fn common_look(text: &str) -> Option<char> {
    let mut chars = text.chars();
    let like = look_of(chars.next()?)?;
    chars.all(|ch| look_of(ch) == Some(like)).then_some(like)
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

/// What kind of character a stretch is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Non-characters (`unicode-noncharacter`).
    Noncharacter,
    /// Specials (`unicode-special`).
    Special,
    /// Tag characters (`unicode-tag`).
    Tag,
    /// Look-alikes of delimiters and spaces (`unicode-lookalike`).
    Lookalike,
    /// Unassigned code points (`unicode-unassigned`).
    Unassigned,
    /// Compatibility characters (`unicode-not-nfkc`).
    Compatibility,
}

/// What a character is reported as, besides a compatibility character
/// (each character is one of these at most).
fn kind_of(ch: char, wants: Wants) -> Option<Kind> {
    let (kind, wanted) = if is_noncharacter(ch) {
        (Kind::Noncharacter, wants.noncharacter)
    } else if is_special(ch) {
        (Kind::Special, wants.special)
    } else if is_tag(ch) {
        (Kind::Tag, wants.tag)
    } else if wants.lookalike && is_look_alike(ch) {
        (Kind::Lookalike, true)
    } else if wants.unassigned && is_unassigned(ch) {
        (Kind::Unassigned, true)
    } else {
        return None;
    };
    wanted.then_some(kind)
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
    let mut kinds = Stretches::new();
    let mut compatibility = Stretches::new();
    for (offset, ch) in text[part.span.clone()].char_indices() {
        if ch.is_ascii() {
            continue;
        }
        let at = start + offset;
        if let Some(kind) = kind_of(ch, wants)
            && let Some(ended) = kinds.push(kind, at, ch)
        {
            report(c, part, ended);
        }
        if wants.not_nfkc
            && is_compatibility(ch)
            && let Some(ended) = compatibility.push(Kind::Compatibility, at, ch)
        {
            report(c, part, ended);
        }
    }
    for ended in [kinds.finish(), compatibility.finish()]
        .into_iter()
        .flatten()
    {
        report(c, part, ended);
    }
}

/// Reports one stretch of characters of one kind.
fn report(c: &mut Checker<'_>, part: &Part, stretch: Stretch<Kind>) {
    let count = u32::try_from(stretch.count).unwrap_or(u32::MAX);
    let (detail, suggested) = match stretch.kind {
        Kind::Noncharacter => (UnicodeDetail::Noncharacter { count }, false),
        Kind::Special => (UnicodeDetail::Special { count }, false),
        Kind::Tag => (UnicodeDetail::Tag { count }, false),
        Kind::Lookalike => {
            let like = common_look(&c.text[stretch.span()]);
            (UnicodeDetail::Lookalike { like, count }, true)
        }
        Kind::Unassigned => (UnicodeDetail::Unassigned { count }, false),
        Kind::Compatibility => (UnicodeDetail::NotNfkc { count }, true),
    };
    let finding =
        Finding::new(detail, part.component, stretch.span()).with_char_opt(stretch.single());
    c.report(if suggested {
        finding.with_suggestion(stretch.span())
    } else {
        finding
    });
}

/// The replacement text of the suggestion of a `unicode-lookalike`
/// finding at `span` of `input`: what the look-alikes look like (`None` if
/// the text there is not that).
pub(super) fn look_alike_text(input: &str, span: core::ops::Range<usize>) -> Option<String> {
    each_char(input, span, |out, ch| {
        let alike = is_look_alike(ch);
        if alike {
            push_look(out, ch);
        }
        alike
    })
}

/// The replacement text of the suggestion of a `unicode-not-nfkc` finding
/// at `span` of `input`: the NFKC form of its compatibility characters
/// (`None` if the text there is not that).
#[cfg(feature = "nfc")]
pub(super) fn nfkc_text(input: &str, span: core::ops::Range<usize>) -> Option<String> {
    each_char(input, span, |out, ch| {
        let compatibility = nfkc::is_compatibility(ch);
        if compatibility {
            out.extend(nfkc::of(ch).chars());
        }
        compatibility
    })
}

/// The text `write` writes for each character of `span` of `input`, which
/// is not empty; `None` when it refuses one (returns `false`).
fn each_char(
    input: &str,
    span: core::ops::Range<usize>,
    mut write: impl FnMut(&mut String, char) -> bool,
) -> Option<String> {
    let text = input.get(span).filter(|text| !text.is_empty())?;
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        if !write(&mut out, ch) {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::unicode::said::said_of;
    use iri_core::diagnostic::Code;

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
        assert_eq!(kind_of('\u{FDD0}', wants), Some(Kind::Noncharacter));
        assert_eq!(kind_of('\u{FFFD}', wants), Some(Kind::Special));
        assert_eq!(kind_of('\u{E0041}', wants), Some(Kind::Tag));
        assert_eq!(kind_of('\u{2215}', wants), Some(Kind::Lookalike));
        assert_eq!(kind_of('é', wants), None);
        assert_eq!(kind_of('\u{E000}', wants), None);
        let no_tags = Wants {
            tag: false,
            ..wants
        };
        assert_eq!(kind_of('\u{E0041}', no_tags), None);
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

    #[test]
    fn look_alikes_say_what_they_look_like_and_suggest_it() {
        let said = said_of(Code::UnicodeLookalike, "http://example.org/a\u{2215}b");
        assert_eq!(
            said.message,
            "character '\u{2215}' (U+2215) that looks like '/'"
        );
        assert_eq!(
            said.help,
            "write what it looks like if that is meant, otherwise percent-encode it"
        );
        assert_eq!((said.fix, said.suggestion.as_deref()), (None, Some("/")));
        let said = said_of(Code::UnicodeLookalike, "http://example.org/?q=a\u{3000}b");
        assert_eq!(said.message, "character U+3000 that looks like a space");
        assert_eq!(said.suggestion.as_deref(), Some(" "));
        let said = said_of(
            Code::UnicodeLookalike,
            "http://example.org/?q=a\u{2003}\u{2003}b",
        );
        assert_eq!(said.message, "2 characters that look like spaces");
        assert_eq!(
            said.help,
            "write what they look like if that is meant, otherwise percent-encode them"
        );
        assert_eq!(said.suggestion.as_deref(), Some("  "));
        let said = said_of(
            Code::UnicodeLookalike,
            "http://example.org/a\u{2215}\u{FF1F}b",
        );
        assert_eq!(
            said.message,
            "2 characters that look like ASCII delimiters or spaces"
        );
        assert_eq!(said.suggestion.as_deref(), Some("/?"));
    }

    #[test]
    fn the_drawing_shows_the_suggestion() {
        use alloc::string::ToString;

        use crate::{Policy, check};
        use iri_core::{Grammar, parse};

        let text = "http://example.org/a\u{2215}b";
        let table = parse(text, Grammar::IRI).unwrap();
        let report = check(text, &table, Grammar::IRI, &Policy::DEFAULT);
        let finding = report.findings()[0];
        assert_eq!(finding.code(), Code::UnicodeLookalike);
        assert!(!finding.has_fix());
        let drawn = finding.annotate(text).to_string();
        assert!(
            drawn.ends_with("\n  = suggestion: replace `\u{2215}` with `/`"),
            "{drawn}"
        );
    }

    #[cfg(feature = "nfc")]
    #[test]
    fn look_alikes_by_nfkc_suggest_their_nfkc_form() {
        let said = said_of(Code::UnicodeLookalike, "http://example.org/a\u{2025}b");
        assert_eq!(
            said.message,
            "character '\u{2025}' (U+2025) that looks like ASCII delimiters or spaces"
        );
        assert_eq!(said.suggestion.as_deref(), Some(".."));
        let said = said_of(Code::UnicodeLookalike, "http://example.org/a\u{FF1A}b");
        assert_eq!(
            said.message,
            "character '\u{FF1A}' (U+FF1A) that looks like ':'"
        );
        assert_eq!(said.suggestion.as_deref(), Some(":"));
    }

    #[cfg(feature = "nfc")]
    #[test]
    fn compatibility_characters_suggest_their_nfkc_form() {
        let said = said_of(Code::UnicodeNotNfkc, "http://example.org/?q=\u{FB01}le");
        assert_eq!(said.message, "compatibility character '\u{FB01}' (U+FB01)");
        assert_eq!(said.help, "write its NFKC form if the IRI is new");
        assert_eq!((said.fix, said.suggestion.as_deref()), (None, Some("fi")));
        let said = said_of(
            Code::UnicodeNotNfkc,
            "http://example.org/?q=\u{FF45}\u{FF58}\u{FF41}\u{FF4D}\u{FF50}\u{FF4C}\u{FF45}",
        );
        assert_eq!(said.message, "7 compatibility characters");
        assert_eq!(said.help, "write their NFKC form if the IRI is new");
        assert_eq!(said.suggestion.as_deref(), Some("example"));
    }

    #[cfg(feature = "nfc")]
    #[test]
    fn unassigned_code_points_name_the_unicode_version() {
        let (major, minor, update) = unicode_normalization::UNICODE_VERSION;
        let said = said_of(Code::UnicodeUnassigned, "http://example.org/\u{378}");
        assert_eq!(
            said.message,
            alloc::format!(
                "code point '\u{378}' (U+0378) unassigned in Unicode {major}.{minor}.{update}"
            )
        );
        assert_eq!(said.help, "use an assigned character, or percent-encode it");
        let said = said_of(Code::UnicodeUnassigned, "http://example.org/\u{378}\u{379}");
        assert_eq!(
            said.message,
            alloc::format!("2 code points unassigned in Unicode {major}.{minor}.{update}")
        );
        assert_eq!(said.help, "use assigned characters, or percent-encode them");
        assert_eq!((said.fix, said.suggestion), (None, None));
    }

    #[test]
    fn adjacent_characters_of_one_code_are_counted() {
        let said = said_of(
            Code::UnicodeNoncharacter,
            "http://example.org/\u{FDD0}\u{FDD1}",
        );
        assert_eq!(said.message, "2 non-characters");
        assert_eq!(said.help, "remove them, or percent-encode them");
        let said = said_of(Code::UnicodeSpecial, "http://example.org/\u{FFFD}");
        assert_eq!(said.message, "special character U+FFFD");
        assert_eq!(said.help, "remove it, or percent-encode it");
        let said = said_of(
            Code::UnicodeTag,
            "http://example.org/?flag=\u{E0067}\u{E0062}\u{E007F}",
        );
        assert_eq!(said.message, "3 tag characters");
        assert_eq!(said.help, "remove the tag characters: they are invisible");
        assert_eq!((said.fix, said.suggestion), (None, None));
    }
}
