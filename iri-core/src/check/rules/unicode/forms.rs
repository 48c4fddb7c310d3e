//! The rules on runs of text: `unicode-not-nfc` and
//! `unicode-combining-start`.
//!
//! A run is what NFC normalization works on (see `normalize::nfc`): the
//! text between ASCII delimiters and percent-encodings. NFC never composes
//! across them, so the NFC rule looks at each run, and its fix is what
//! normalization writes for the run: its NFC form, unless that form holds a
//! character the component does not allow (U+037E GREEK QUESTION MARK
//! becomes `;`), when there is no fix. A combining mark at the start of a
//! run is what NFC leaves alone but the display attaches to the delimiter
//! before it: that is `unicode-combining-start`.

use alloc::format;
use alloc::string::String;
use core::ops::Range;

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::{UnicodeNormalization, is_nfc};

use super::super::super::Checker;
use super::super::super::finding::{CharName, Finding, Fix};
use super::super::super::parts::Part;
use super::Wants;
use crate::codes::Code;
use crate::error::Component;
use crate::normalize::nfc::{ends_run, push_nfc_run};
use crate::normalize::percent::Rules;
use crate::parse::Charset;

/// The runs of `text[span]`, as byte ranges of `text`.
fn runs(text: &str, span: Range<usize>) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = text.as_bytes();
    let end = span.end;
    let mut i = span.start;
    core::iter::from_fn(move || {
        while i < end && ends_run(bytes[i]) {
            // A percent-encoding is no run: skip its hex digits too.
            i += if bytes[i] == b'%' { 3 } else { 1 };
        }
        if i >= end {
            return None;
        }
        let start = i;
        while i < end && !ends_run(bytes[i]) {
            i += 1;
        }
        Some(start..i)
    })
}

/// What NFC normalization may write in `component` (as `normalize` does).
fn rules(component: Component, charset: Charset) -> Rules {
    let ucschar = charset != Charset::Uri;
    Rules {
        decode: false,
        upper_hex: false,
        lower: false,
        ucschar,
        iprivate: ucschar && component == Component::Query,
    }
}

/// Runs the run rules on the non-ASCII `part`.
pub(super) fn check(c: &mut Checker<'_>, part: &Part, wants: Wants) {
    let text = c.text;
    for run in runs(text, part.span.clone()) {
        if wants.combining_start {
            combining_start(c, part, run.clone());
        }
        if wants.not_nfc && !is_nfc(&text[run.clone()]) {
            not_nfc(c, part, run);
        }
    }
}

/// `unicode-combining-start`: combining marks at the start of `run`.
fn combining_start(c: &mut Checker<'_>, part: &Part, run: Range<usize>) {
    let text = &c.text[run.clone()];
    let marks = text
        .char_indices()
        .find(|&(_, ch)| !is_combining_mark(ch))
        .map_or(text.len(), |(at, _)| at);
    if marks == 0 {
        return;
    }
    let first = text.chars().next().unwrap_or_default();
    let message = if run.start == part.span.start {
        format!(
            "combining mark {} at the start of a {}",
            CharName(first),
            part.unit()
        )
    } else {
        let before = c.text[..run.start].chars().next_back().unwrap_or_default();
        format!(
            "combining mark {} after {}",
            CharName(first),
            CharName(before)
        )
    };
    let mut finding = Finding::new(
        Code::UnicodeCombiningStart,
        part.component,
        run.start..run.start + marks,
    )
    .with_message(message);
    if marks == first.len_utf8() {
        finding = finding.with_char(first);
    }
    c.report(finding);
}

/// `unicode-not-nfc` on `run`, which is not in NFC.
fn not_nfc(c: &mut Checker<'_>, part: &Part, run: Range<usize>) {
    let text = &c.text[run.clone()];
    let mut fixed = String::new();
    push_nfc_run(&mut fixed, text, rules(part.component, c.grammar.charset));
    let fixable = fixed != text;
    let nfc: String = if fixable { fixed } else { text.nfc().collect() };
    let (prefix, suffix) = common_ends(text, &nfc);
    let span = run.start + prefix..run.end - suffix;
    let replacement = &nfc[prefix..nfc.len() - suffix];
    let mut finding = Finding::new(Code::UnicodeNotNfc, part.component, span.clone());
    finding = if fixable {
        finding
            .with_help(format!("write `{replacement}`, its NFC form"))
            .with_fix(Fix::new(span, replacement))
    } else {
        finding.with_help(format!(
            "its NFC form `{replacement}` would change the structure of the IRI: \
             percent-encode the text instead"
        ))
    };
    c.report(finding);
}

/// The lengths in bytes of the longest common prefix and the longest
/// common suffix (not overlapping it) of `a` and `b`, whole characters.
fn common_ends(a: &str, b: &str) -> (usize, usize) {
    let prefix: usize = a
        .chars()
        .zip(b.chars())
        .take_while(|(x, y)| x == y)
        .map(|(x, _)| x.len_utf8())
        .sum();
    let suffix: usize = a[prefix..]
        .chars()
        .rev()
        .zip(b[prefix..].chars().rev())
        .take_while(|(x, y)| x == y)
        .map(|(x, _)| x.len_utf8())
        .sum();
    (prefix, suffix)
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    fn run_texts(text: &str) -> Vec<&str> {
        runs(text, 0..text.len()).map(|r| &text[r]).collect()
    }

    #[test]
    fn runs_end_at_delimiters_and_percent_encodings() {
        assert_eq!(run_texts("a=b%41c.d"), ["a", "b", "c.d"]);
        assert_eq!(run_texts("=%41"), Vec::<&str>::new());
        assert_eq!(run_texts("é"), ["é"]);
    }

    /// Property: applying every NFC fix of a report gives a valid IRI with
    /// no fixable `unicode-not-nfc` finding left (only the unfixable ones),
    /// equal to the input under NFC normalization.
    #[test]
    fn every_nfc_fix_applied_leaves_no_nfc_finding() {
        use alloc::string::ToString;

        use crate::check::{Policy, check};
        use crate::normalize::Steps;
        use crate::parse::{Grammar, parse};
        use crate::ri::Iri;

        const PIECES: [&str; 24] = [
            "e", "a", "A", "q", "-", ".", ":", "=", "/", "é", "%41", "\u{301}", "\u{323}",
            "\u{338}", "\u{345}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{212B}", "\u{37E}",
            "\u{5D0}", "\u{5B0}", "\u{FB01}", "\u{3B1}",
        ];
        let mut state: u64 = 0x5EED_0F_F1C5;
        let mut below = |n: usize| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize % n
        };
        let (mut fixed, mut unfixable) = (0, 0);
        for _ in 0..3000 {
            let mut text = String::from("http://h/");
            for separator in ["", "?", "#"] {
                text.push_str(separator);
                for _ in 0..=below(6) {
                    text.push_str(PIECES[below(PIECES.len())]);
                }
            }
            let table = parse(&text, Grammar::IRI).expect("valid by construction");
            let report = check(&text, &table, Grammar::IRI, &Policy::DEFAULT);
            let mut fixes: Vec<_> = report
                .iter()
                .filter(|f| f.code() == Code::UnicodeNotNfc)
                .filter_map(|f| f.fix())
                .collect();
            let left = report
                .iter()
                .filter(|f| f.code() == Code::UnicodeNotNfc)
                .count()
                - fixes.len();
            fixes.sort_by_key(|fix| core::cmp::Reverse(fix.span().start));
            let mut out = text.clone();
            for fix in &fixes {
                out.replace_range(fix.span(), fix.replacement());
            }
            let out_table = parse(&out, Grammar::IRI).expect("a fixed IRI is valid");
            let after = check(&out, &out_table, Grammar::IRI, &Policy::DEFAULT);
            let after: Vec<_> = after
                .iter()
                .filter(|f| f.code() == Code::UnicodeNotNfc)
                .collect();
            assert!(
                after.iter().all(|f| f.fix().is_none()),
                "{text:?} fixed to {out:?}: {after:?}"
            );
            assert_eq!(after.len(), left, "{text:?} fixed to {out:?}");
            let nfc = |s: &str| {
                Iri::parse(s)
                    .unwrap()
                    .normalize_with(Steps::NFC)
                    .to_string()
            };
            assert_eq!(nfc(&text), nfc(&out), "{text:?} fixed to {out:?}");
            fixed += fixes.len();
            unfixable += left;
        }
        assert!(
            fixed > 500 && unfixable > 50,
            "{fixed} fixes, {unfixable} unfixable"
        );
    }

    #[test]
    fn common_ends_are_whole_characters() {
        assert_eq!(common_ends("cafe\u{301}s", "cafés"), (3, 1));
        assert_eq!(common_ends("e\u{301}", "é"), (0, 0));
        assert_eq!(common_ends("aa", "aa"), (2, 0));
        assert_eq!(common_ends("\u{1100}\u{1161}", "\u{AC00}"), (0, 0));
    }
}
