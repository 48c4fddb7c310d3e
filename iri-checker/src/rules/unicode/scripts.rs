//! The script rules of UTS #39 (with the `security` feature), on host
//! labels and path segments: `unicode-mixed-script` and
//! `unicode-confusable`.
//!
//! A percent-encoding counts as no character here: its hex digits are no
//! letters of the text (the characters are otherwise taken as written).

use unicode_script::{Script, UnicodeScript};
use unicode_security::mixed_script::AugmentedScriptSet;
use unicode_security::skeleton;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::parts::Part;
use crate::rules::unicode::Wants;
use crate::rules::unicode::detail::UnicodeDetail;
use iri_core::Component;
use iri_core::diagnostic::Finding;
use iri_core::is_bidi_formatting;

/// Runs the script rules on the non-ASCII `part`.
pub(super) fn check(c: &mut Checker<'_>, part: &Part, wants: Wants) {
    if !matches!(part.component, Component::Host | Component::Path) {
        return;
    }
    let text = &c.text[part.span.clone()];
    if wants.mixed_script
        && let Some(mix) = mixing(text)
    {
        let detail = UnicodeDetail::MixedScript {
            earlier: mix.first,
            later: mix.later,
        };
        c.report(Finding::new(detail, part.component, part.span.clone()).with_char(mix.later));
    }
    if wants.confusable && !text.chars().any(is_bidi_formatting) && looks_ascii(text) {
        c.report(Finding::new(
            UnicodeDetail::Confusable,
            part.component,
            part.span.clone(),
        ));
    }
}

/// Where a text stops being single-script.
struct Mix {
    /// The first character with a script of its own.
    first: char,
    /// The character no script of the text before it has.
    later: char,
}

/// The first character of `text` after which the resolved script set
/// (UTS #39 section 5.1, with the augmented sets for Han, Japanese and
/// Korean) of its word is empty, if there is one.
///
/// A word is a run of characters between ASCII delimiters and other ASCII
/// punctuation (`:`, `/`, `-`, `.`, `_`, `~`, sub-delims; not the `%` of a
/// percent-encoding): `ns:αβγ` is two words of one script each, and so is
/// `moscow-москва`, while `pаypal` mixes scripts inside one word.
///
/// Only characters with a script of their own count: those of script
/// Common or Inherited (punctuation, digits, marks) don't, even where
/// their `Script_Extensions` name a few scripts (U+3002 IDEOGRAPHIC FULL
/// STOP after Latin letters is `unicode-lookalike`'s business), and
/// neither do those of script Unknown (unassigned, private use,
/// non-characters: other rules report them).
fn mixing(text: &str) -> Option<Mix> {
    let mut set = AugmentedScriptSet::default();
    let mut earlier = None;
    let mut chars = text.chars();
    while let Some(ch) = chars.next() {
        if ch == '%' {
            // The two hex digits of the percent-encoding.
            chars.nth(1);
            continue;
        }
        if ch.is_ascii_punctuation() {
            // A word ends: the next starts with no script.
            set = AugmentedScriptSet::default();
            earlier = None;
            continue;
        }
        let script = ch.script();
        if matches!(script, Script::Common | Script::Inherited | Script::Unknown) {
            continue;
        }
        set.intersect_with(AugmentedScriptSet::for_char(ch));
        match earlier {
            None => earlier = Some(ch),
            Some(first) if set.is_empty() => return Some(Mix { first, later: ch }),
            Some(_) => {}
        }
    }
    None
}

/// Whether the UTS #39 skeleton of `text` (not ASCII itself) is made of
/// ASCII letters, digits and `-`: a name that can be taken for an ASCII
/// one (`раураl` in Cyrillic). A skeleton with other ASCII characters is
/// left to `unicode-lookalike`, and `%` has a non-ASCII skeleton, so text
/// with percent-encodings is never reported. (The caller leaves out text
/// with bidi formatting characters, which the skeleton drops: they have
/// rules of their own.)
fn looks_ascii(text: &str) -> bool {
    let mut skeleton = skeleton(text).peekable();
    skeleton.peek().is_some() && skeleton.all(|ch| ch.is_ascii_alphanumeric() || ch == '-')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::unicode::said::said_of;
    use iri_core::diagnostic::Code;

    #[test]
    fn mixing_names_the_scripts() {
        let mix = mixing("p\u{430}ypal").unwrap();
        assert_eq!((mix.first.script(), mix.later), (Script::Latin, '\u{430}'));
        assert!(mixing("\u{440}\u{430}\u{443}").is_none()); // all Cyrillic
        assert!(mixing("日本語ひらがなカタカナ").is_none()); // Japanese
        assert!(mixing("\u{3B1}%41").is_none()); // the hex letters are no Latin
        assert!(mixing("\u{5D0}-1").is_none()); // digits and `-` are Common
        assert!(mixing("a\u{3002}b").is_none()); // Common, whatever its extensions
        assert!(mixing("a\u{378}").is_none()); // unassigned: Unknown
        // Words between delimiters are judged one by one.
        assert!(mixing("ns:\u{3B1}\u{3B2}\u{3B3}").is_none());
        assert!(mixing("moscow-\u{43C}\u{43E}\u{441}").is_none());
        assert!(mixing("a_\u{3B1}.b~\u{3B2}(c)").is_none());
        let mix = mixing("ns:p\u{430}y").unwrap();
        assert_eq!((mix.first.script(), mix.later), (Script::Latin, '\u{430}'));
        // A percent-encoding joins the word around it.
        let mix = mixing("p%41\u{430}").unwrap();
        assert_eq!((mix.first.script(), mix.later), (Script::Latin, '\u{430}'));
    }

    #[test]
    fn messages_name_the_scripts() {
        let said = said_of(
            Code::UnicodeMixedScript,
            "http://example.org/abc\u{434}\u{435}\u{444}",
        );
        assert_eq!(
            said.message,
            "segment mixes Latin and Cyrillic at '\u{434}' (U+0434)"
        );
        assert_eq!(said.help, "write the component in one script");
        let said = said_of(
            Code::UnicodeMixedScript,
            "http://\u{440}\u{430}\u{443}\u{440}\u{430}l.com/",
        );
        assert_eq!(said.message, "label mixes Cyrillic and Latin at 'l'");
        let said = said_of(Code::UnicodeConfusable, "http://\u{440}\u{430}\u{443}.com/");
        assert_eq!(said.message, "component that can be taken for an ASCII one");
        assert_eq!((said.fix, said.suggestion), (None, None));
    }

    #[test]
    fn ascii_skeletons() {
        assert!(looks_ascii("\u{440}\u{430}\u{443}\u{440}\u{430}l"));
        assert!(looks_ascii("\u{261}oogle")); // U+0261 LATIN SMALL LETTER SCRIPT G
        assert!(!looks_ascii("москва"));
        assert!(!looks_ascii("café"));
        assert!(!looks_ascii("\u{440}%41"));
        assert!(!looks_ascii("\u{E0041}")); // a tag alone: an empty skeleton
    }
}
