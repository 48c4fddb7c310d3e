//! The rules on normalization runs: `unicode-not-nfc` and
//! `unicode-combining-start`.
//!
//! NFC normalization (`normalize::nfc`) works on runs of text between
//! delimiters and percent-encodings, and keeps as it is a character whose
//! NFC form would bring in a delimiter (U+037E GREEK QUESTION MARK is `;`).
//! The NFC rule follows it: the fix of a part is what normalization writes
//! for it, its span what that changes; a character normalization keeps is
//! reported without a fix. A combining mark at the start of a run is what
//! NFC leaves alone but the display attaches to the delimiter before it:
//! that is `unicode-combining-start`.

use alloc::string::String;
use core::ops::Range;

use unicode_normalization::char::{decompose_canonical, is_combining_mark};
use unicode_normalization::is_nfc;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::normalize::decoding::Decoding;
use crate::normalize::nfc::{ends_run, nfc_in_place};
use crate::normalize::percent::may_compose;
use crate::parts::{Part, parts};
use crate::rules::unicode::Wants;
use crate::rules::unicode::detail::UnicodeDetail;
use iri_core::Component;
use iri_core::diagnostic::Finding;
use iri_core::grammar::UNRESERVED;
use iri_core::{Charset, Grammar, parse};

/// What NFC normalization may write in `component` (as `normalize` does).
fn decoding(component: Component, charset: Charset) -> Decoding {
    let ucschar = charset != Charset::Uri;
    Decoding {
        decode: false,
        upper_hex: false,
        ucschar,
        iprivate: ucschar && component == Component::Query,
    }
}

/// Runs the run rules on the non-ASCII `part`.
pub(super) fn check(c: &mut Checker<'_>, part: &Part, wants: Wants) {
    let decoding = decoding(part.component, c.grammar.charset);
    if wants.combining_start {
        combining_starts(c, part, decoding);
    }
    if wants.not_nfc && !is_nfc(&c.text[part.span.clone()]) {
        not_nfc(c, part, decoding);
    }
}

/// `unicode-combining-start`: combining marks at the start of a run (of
/// the part, or right after a delimiter or a percent-encoding in it).
fn combining_starts(c: &mut Checker<'_>, part: &Part, decoding: Decoding) {
    let text = &c.text[part.span.clone()];
    // Whether the character before starts a run is asked only when a
    // combining mark comes (they are rare): after nothing, after a
    // percent-encoding, or after a character that ends a run.
    let mut before: Option<char> = None;
    let mut after_percent = false;
    let mut marks: Option<(usize, usize)> = None;
    let mut chars = text.char_indices();
    while let Some((at, ch)) = chars.next() {
        if is_combining_mark(ch) {
            if let Some((start, _)) = marks {
                marks = Some((start, at + ch.len_utf8()));
                continue;
            }
            let run_start = after_percent || before.is_none_or(|b| ends_run(b, decoding));
            if run_start {
                marks = Some((at, at + ch.len_utf8()));
                continue;
            }
        } else if let Some(marks) = marks.take() {
            report_marks(c, part, marks);
        }
        before = Some(ch);
        after_percent = ch == '%';
        if after_percent {
            chars.nth(1);
        }
    }
    if let Some(marks) = marks {
        report_marks(c, part, marks);
    }
}

/// Reports the combining marks at `start..end` of `part` (offsets in it).
fn report_marks(c: &mut Checker<'_>, part: &Part, (start, end): (usize, usize)) {
    let base = part.span.start;
    let text = &c.text[part.span.clone()];
    let mark = text[start..].chars().next().unwrap_or_default();
    let detail = UnicodeDetail::CombiningStart {
        mark,
        after: text[..start].chars().next_back(),
    };
    let single = end - start == mark.len_utf8();
    c.report(
        Finding::new(detail, part.component, base + start..base + end)
            .with_char_opt(single.then_some(mark)),
    );
}

/// One stretch of a part that NFC normalization changes: its span in the
/// part, and the span of what normalization writes instead in the part's
/// NFC form.
struct Change {
    span: Range<usize>,
    nfc: Range<usize>,
}

/// The part `text` in NFC, as normalization writes it under `decoding`.
fn nfc_of(text: &str, decoding: Decoding) -> String {
    let mut fixed = String::from(text);
    nfc_in_place(&mut fixed, 0, decoding);
    fixed
}

/// The stretches of `text` that its NFC form `fixed` changes.
///
/// NFC keeps the ASCII delimiters (and `%`) where they are and brings in
/// none: the text between them, before and after, pairs up, and each piece
/// that changed is one stretch. So the fixes leave the delimiters and
/// percent-encodings to the rules about them.
fn changes<'a>(text: &'a str, fixed: &'a str) -> impl Iterator<Item = Change> + 'a {
    let (mut at, mut at_fixed) = (0, 0);
    text.split(is_ascii_delimiter)
        .zip(fixed.split(is_ascii_delimiter))
        .filter_map(move |(before, after)| {
            let change = (before != after).then(|| {
                let (prefix, suffix) = common_ends(before, after);
                Change {
                    span: at + prefix..at + before.len() - suffix,
                    nfc: at_fixed + prefix..at_fixed + after.len() - suffix,
                }
            });
            at += before.len() + 1;
            at_fixed += after.len() + 1;
            change
        })
}

/// `unicode-not-nfc` on `part`, which is not in NFC: what normalization
/// changes, with its NFC form as the fix in a host (unless a name that
/// `host-percent-encoded` rewrites holds it) and as a suggestion
/// elsewhere, and each character it keeps although it is not in NFC,
/// without either.
fn not_nfc(c: &mut Checker<'_>, part: &Part, decoding: Decoding) {
    let base = part.span.start;
    let text = &c.text[part.span.clone()];
    let fixed = nfc_of(text, decoding);
    for change in changes(text, &fixed) {
        let span = base + change.span.start..base + change.span.end;
        let detail =
            if part.component == Component::Host && lowercases(&fixed, change.nfc, decoding) {
                UnicodeDetail::NfcInLowercase
            } else {
                UnicodeDetail::NotNfc
            };
        let finding = Finding::new(detail, part.component, span.clone());
        if part.component == Component::Host {
            // A host name is looked up in NFC (IDNA maps it there: UTS
            // #46 section 4, RFC 5891 section 5.2): the NFC form names the
            // same host. In a
            // name that `host-percent-encoded` rewrites, that fix writes
            // the NFC form of the whole name.
            c.report_with_fix(finding, span);
        } else {
            // Elsewhere an IRI is compared as written, not normalized
            // (RFC 3987 section 5.3.2.2; 3987bis section 3.1: text already
            // in Unicode is left as is): the NFC form may name another
            // resource (a file named in NFD), the author's to choose.
            c.report(finding.with_suggestion(span));
        }
    }
    for (at, ch) in text.char_indices() {
        if ch.is_ascii() || !ends_run(ch, decoding) || is_nfc(ch.encode_utf8(&mut [0; 4])) {
            continue;
        }
        let mut delimiter = None;
        decompose_canonical(ch, |d| {
            if delimiter.is_none() && !decoding.allows(d) {
                delimiter = Some(d);
            }
        });
        let detail = match delimiter {
            Some(delimiter) => UnicodeDetail::NfcDelimiter { delimiter },
            None => UnicodeDetail::NotNfc,
        };
        let span = base + at..base + at + ch.len_utf8();
        c.report(Finding::new(detail, part.component, span).with_char(ch));
    }
}

/// The replacement text of the fix of a `unicode-not-nfc` finding in
/// `input`: the NFC form of its span, computed as the rule found it, on
/// the part of the input that holds it (in a host, in the host's case).
pub(super) fn replacement(finding: &Finding, input: &str) -> Option<String> {
    let span = finding.edit_span()?;
    let component = finding.component();
    let table = parse(input, Grammar::LEIRI_REFERENCE).ok()?;
    let part = parts(input, &table).find(|part| {
        part.component == component && part.span.start <= span.start && span.end <= part.span.end
    })?;
    // The finding is on a non-ASCII part, which no URI holds: the rules of
    // an IRI and of a LEIRI are the same.
    let decoding = decoding(component, Charset::Iri);
    let text = &input[part.span.clone()];
    let fixed = nfc_of(text, decoding);
    let change = changes(text, &fixed).find(|change| {
        part.span.start + change.span.start == span.start
            && part.span.start + change.span.end == span.end
    })?;
    Some(if component == Component::Host {
        in_host_case(&fixed, change.nfc, decoding)
    } else {
        String::from(&fixed[change.nfc])
    })
}

/// Whether the byte at `at` of `label`, a label of a registered name in
/// NFC, is an uppercase ASCII letter that normalization lowercases: NFC
/// may bring one in (U+212A KELVIN SIGN is `K`), which normalization then
/// lowercases (RFC 3986 section 6.2.2.1). A letter that NFC may compose
/// with what follows it keeps its case, as normalization keeps it
/// (`lowercase_host`).
fn lowered(label: &str, at: usize, decoding: Decoding) -> bool {
    label.as_bytes()[at].is_ascii_uppercase() && !may_compose(label, at, decoding)
}

/// Whether normalization lowercases a letter of `span` of `label` (see
/// [`lowered`]).
fn lowercases(label: &str, span: Range<usize>, decoding: Decoding) -> bool {
    span.into_iter().any(|at| lowered(label, at, decoding))
}

/// The text at `span` of `label`, a label of a registered name in NFC, in
/// the host's normal case (see [`lowered`]), so that the fix leaves no
/// `form-host-case` behind.
fn in_host_case(label: &str, span: Range<usize>, decoding: Decoding) -> String {
    let mut out = String::from(&label[span.clone()]);
    for (offset, at) in span.enumerate() {
        if lowered(label, at, decoding) {
            out[offset..=offset].make_ascii_lowercase();
        }
    }
    out
}

/// Whether `ch` is an ASCII character other than a letter, a digit, `-`,
/// `.`, `_` and `~`: a delimiter, or the `%` of a percent-encoding.
fn is_ascii_delimiter(ch: char) -> bool {
    ch.is_ascii() && !UNRESERVED.contains(ch as u8)
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
    use crate::rules::unicode::said::{said, said_of};
    use iri_core::diagnostic::Code;

    /// Property: applying every NFC fix of a report gives a valid IRI with
    /// no fixable `unicode-not-nfc` finding left (only the unfixable ones),
    /// equal to the input under NFC normalization.
    #[test]
    fn every_nfc_fix_applied_leaves_no_nfc_finding() {
        use alloc::string::ToString;

        use crate::{Policy, check};
        use iri_core::Iri;
        use iri_core::normalize::Steps;
        use iri_core::{Grammar, parse};

        const PIECES: [&str; 24] = [
            "e", "a", "A", "q", "-", ".", ":", "=", "/", "é", "%41", "\u{301}", "\u{323}",
            "\u{338}", "\u{345}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{212B}", "\u{37E}",
            "\u{5D0}", "\u{5B0}", "\u{FB01}", "\u{3B1}",
        ];
        let mut state: u64 = 0x5EED_F1C5;
        let mut below = |n: usize| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize % n
        };
        let (mut applied, mut unfixable) = (0, 0);
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
            // Outside the host the NFC form is a suggestion: applied as a
            // fix would be, it leaves what a fix leaves.
            let mut fixes: Vec<_> = report
                .iter()
                .filter(|f| f.code() == Code::UnicodeNotNfc)
                .filter_map(|f| f.fix(&text).or_else(|| f.suggestion(&text)))
                .collect();
            assert!(
                report
                    .iter()
                    .filter(|f| f.code() == Code::UnicodeNotNfc)
                    .all(|f| f.fix(&text).is_none()),
                "no fix outside the host: {text:?}"
            );
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
                after
                    .iter()
                    .all(|f| !f.has_fix() && f.suggestion(&out).is_none()),
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
            applied += fixes.len();
            unfixable += left;
        }
        assert!(
            applied > 500 && unfixable > 50,
            "{applied} fixes, {unfixable} unfixable"
        );
    }

    #[test]
    fn nfc_fixes_write_the_nfc_form() {
        // Outside the host an IRI is compared as written (RFC 3987 section
        // 5.3.2.2): the NFC form is another IRI, suggested, not fixed.
        let said = said_of(Code::UnicodeNotNfc, "http://example.org/cafe\u{301}");
        assert_eq!(said.message, "text not in Unicode NFC");
        assert_eq!(said.help, "write the text in NFC");
        assert_eq!(
            (said.fix.as_deref(), said.suggestion.as_deref()),
            (None, Some("\u{E9}"))
        );
        // A host is looked up in NFC: the same host, fixed.
        let said = said_of(Code::UnicodeNotNfc, "http://cafe\u{301}.example/");
        assert_eq!(
            (said.fix.as_deref(), said.suggestion.as_deref()),
            (Some("\u{E9}"), None)
        );
        // In a host, in the host's case.
        let said = said_of(Code::UnicodeNotNfc, "http://a\u{212A}.example/");
        assert_eq!(
            said.help,
            "write the text in NFC, and its letters in lowercase"
        );
        assert_eq!(said.fix.as_deref(), Some("k"));
        // A letter that composes keeps its case, as normalization keeps it.
        let said = said_of(Code::UnicodeNotNfc, "http://A\u{30A}.org/");
        assert_eq!(said.help, "write the text in NFC");
        assert_eq!(said.fix.as_deref(), Some("\u{C5}"));
    }

    #[test]
    fn a_character_that_normalization_keeps_says_why() {
        let said: Vec<_> = said("http://example.org/a\u{37E}")
            .into_iter()
            .filter(|s| s.code == Code::UnicodeNotNfc)
            .collect();
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(
            said[0].message,
            "character '\u{37E}' (U+037E) not in Unicode NFC"
        );
        assert_eq!(
            said[0].help,
            "its NFC form holds ';', which would change the structure of the IRI: \
             percent-encode it instead"
        );
        assert_eq!((&said[0].fix, &said[0].suggestion), (&None, &None));
    }

    #[test]
    fn combining_marks_at_a_start_say_where() {
        let said = said_of(Code::UnicodeCombiningStart, "http://example.org/\u{301}a");
        assert_eq!(
            said.message,
            "combining mark U+0301 at the start of a segment"
        );
        assert_eq!(
            said.help,
            "put the mark after the character it belongs to, or percent-encode it"
        );
        let said = said_of(Code::UnicodeCombiningStart, "http://example.org/a=\u{338}");
        assert_eq!(said.message, "combining mark U+0338 after '='");
        let said = said_of(
            Code::UnicodeCombiningStart,
            "http://example.org/?\u{300}\u{301}=x",
        );
        assert_eq!(
            said.message,
            "combining mark U+0300 at the start of a query part"
        );
        assert_eq!(
            said.help,
            "put the marks after the character they belong to, or percent-encode them"
        );
        assert_eq!((said.fix, said.suggestion), (None, None));
    }

    #[test]
    fn common_ends_are_whole_characters() {
        assert_eq!(common_ends("cafe\u{301}s", "cafés"), (3, 1));
        assert_eq!(common_ends("e\u{301}", "é"), (0, 0));
        assert_eq!(common_ends("aa", "aa"), (2, 0));
        assert_eq!(common_ends("\u{1100}\u{1161}", "\u{AC00}"), (0, 0));
    }
}
