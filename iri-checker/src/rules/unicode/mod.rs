//! Characters: normalization forms (RFC 3987 section 5.3.2.2), look-alikes,
//! unassigned and special code points (3987bis sections 6.3 and 8),
//! combining marks at the start of a component (3987bis section 6.4), and
//! scripts and confusables (UTS #39).
//!
//! Every rule looks at the characters as written. Percent-encoded UTF-8 is
//! not decoded: RFC 3987 section 3.2 (step 4) keeps exactly such characters
//! percent-encoded when converting a URI to an IRI, so the encoded form is
//! the right place for them, and normalization (section 5.3.2.2) applies to
//! the characters of the IRI, not to what its percent-encodings stand for.
//!
//! Each rule works on the parts of `check::parts`
//! (each host label, path segment, query name and value, the userinfo and
//! the fragment); an ASCII input, or an ASCII part, has nothing for them.
//! Which rules run depends on the features: the per-character ranges
//! (non-characters, specials, tags) and the listed look-alikes always; the
//! normalization forms, the look-alikes found by NFKC, unassigned code
//! points and combining marks with `nfc` (Unicode data of the
//! `unicode-normalization` crate); scripts and confusables with `security`
//! (UTS #39 data of the `unicode-security` crate).

mod characters;
pub(crate) mod detail;
#[cfg(feature = "nfc")]
mod forms;
mod plain;
mod sentences;

#[cfg(feature = "nfc")]
pub(crate) use plain::is_plain;
#[cfg(feature = "security")]
mod scripts;

use alloc::string::String;

use crate::Checker;
use crate::diagnostic::finding::Voice;
use crate::parts::parts_in;
use crate::rules::unicode::detail::UnicodeDetail;
use crate::rules::voice::{GroupDetail, voice};
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// Which codes of the group the policy wants, asked once.
#[allow(
    clippy::struct_excessive_bools,
    reason = "one switch per code, read by name"
)]
#[derive(Clone, Copy, Debug)]
struct Wants {
    not_nfc: bool,
    not_nfkc: bool,
    lookalike: bool,
    unassigned: bool,
    noncharacter: bool,
    special: bool,
    tag: bool,
    combining_start: bool,
    mixed_script: bool,
    confusable: bool,
}

impl Wants {
    fn of(c: &Checker<'_>) -> Wants {
        Wants {
            not_nfc: c.wants(Code::UnicodeNotNfc),
            not_nfkc: c.wants(Code::UnicodeNotNfkc),
            lookalike: c.wants(Code::UnicodeLookalike),
            unassigned: c.wants(Code::UnicodeUnassigned),
            noncharacter: c.wants(Code::UnicodeNoncharacter),
            special: c.wants(Code::UnicodeSpecial),
            tag: c.wants(Code::UnicodeTag),
            combining_start: c.wants(Code::UnicodeCombiningStart),
            mixed_script: c.wants(Code::UnicodeMixedScript),
            confusable: c.wants(Code::UnicodeConfusable),
        }
    }

    /// Whether a rule of the per-character pass is wanted.
    const fn characters(self) -> bool {
        self.not_nfkc
            || self.lookalike
            || self.unassigned
            || self.noncharacter
            || self.special
            || self.tag
    }

    /// Whether a rule on runs of text is wanted.
    const fn runs(self) -> bool {
        self.not_nfc || self.combining_start
    }

    /// Whether a script rule is wanted.
    const fn scripts(self) -> bool {
        self.mixed_script || self.confusable
    }
}

/// Whether the facts leave the group something to find: characters
/// beyond ASCII.
#[inline]
pub(crate) fn may_find(c: &Checker<'_>) -> bool {
    !c.ascii
}

/// Runs the rules of the `unicode` group.
pub(crate) fn check(c: &mut Checker<'_>) {
    let wants = Wants::of(c);
    let (characters, runs, scripts) = (
        wants.characters(),
        cfg!(feature = "nfc") && wants.runs(),
        cfg!(feature = "security") && wants.scripts(),
    );
    if !(characters || runs || scripts) {
        return;
    }
    // Plain characters (and ASCII) are what most text is made of: then only
    // the script rules have something to look at, in labels and segments.
    // Only the components with characters beyond ASCII are cut into parts.
    let keep = c.non_ascii_components(|text| scripts || !plain::all_plain(text));
    for part in parts_in(c.text, c.table, keep) {
        let text = &c.text[part.span.clone()];
        if text.is_ascii() {
            continue;
        }
        let plain = plain::all_plain(text);
        if characters && !plain {
            characters::check(c, &part, wants);
        }
        #[cfg(feature = "nfc")]
        if runs && !plain {
            forms::check(c, &part, wants);
        }
        #[cfg(feature = "security")]
        if scripts {
            scripts::check(c, &part, wants);
        }
    }
}

/// The voice of the group's findings, which the checker hands over with
/// each (`Checker::report`): their sentences (`sentences`) and the text of
/// their edits.
pub(crate) static VOICE: Voice = voice::<UnicodeDetail>();

impl GroupDetail for UnicodeDetail {
    fn code(self) -> Code {
        UnicodeDetail::code(self)
    }

    /// The NFC form of `unicode-not-nfc` (a fix), the NFKC form of
    /// `unicode-not-nfkc` and the ASCII text a `unicode-lookalike` looks
    /// like (suggestions); `None` when `input` does not hold what was
    /// found.
    fn replacement(self, finding: &Finding, input: &str) -> Option<String> {
        match self {
            UnicodeDetail::NotNfc
            | UnicodeDetail::NfcInLowercase
            | UnicodeDetail::NfcDelimiter { .. } => nfc_text(finding, input),
            UnicodeDetail::NotNfkc { .. } => nfkc_text(finding, input),
            UnicodeDetail::Lookalike { .. } => {
                characters::look_alike_text(input, finding.edit_span()?)
            }
            UnicodeDetail::Noncharacter { .. }
            | UnicodeDetail::Special { .. }
            | UnicodeDetail::Tag { .. }
            | UnicodeDetail::Unassigned { .. }
            | UnicodeDetail::CombiningStart { .. }
            | UnicodeDetail::MixedScript { .. }
            | UnicodeDetail::Confusable => None,
        }
    }
}

/// The fix of a `unicode-not-nfc` finding (none without NFC's data).
fn nfc_text(finding: &Finding, input: &str) -> Option<String> {
    #[cfg(feature = "nfc")]
    return forms::replacement(finding, input);
    #[cfg(not(feature = "nfc"))]
    {
        let _ = (finding, input);
        None
    }
}

/// The suggestion of a `unicode-not-nfkc` finding (none without NFC's
/// data).
fn nfkc_text(finding: &Finding, input: &str) -> Option<String> {
    #[cfg(feature = "nfc")]
    return characters::nfkc_text(input, finding.edit_span()?);
    #[cfg(not(feature = "nfc"))]
    {
        let _ = (finding, input);
        None
    }
}

/// What the tests of the group look at.
#[cfg(test)]
mod said {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use crate::{Code, Group, Policy, check};
    use iri_core::{Grammar, parse};

    /// What one finding of the group says.
    #[derive(Debug, PartialEq, Eq)]
    pub(super) struct Said {
        pub(super) code: Code,
        pub(super) message: String,
        pub(super) help: String,
        /// The replacement text of its fix.
        pub(super) fix: Option<String>,
        /// The replacement text of its suggestion.
        pub(super) suggestion: Option<String>,
    }

    /// What the findings of the group say about `text`, a LEIRI reference
    /// (as IRIs are, but for the characters only LEIRIs hold).
    pub(super) fn said(text: &str) -> Vec<Said> {
        let grammar = Grammar::LEIRI_REFERENCE;
        let table = parse(text, grammar).unwrap();
        let report = check(text, &table, grammar, &Policy::DEFAULT);
        report
            .iter()
            .filter(|f| f.code().group() == Group::Unicode)
            .map(|f| Said {
                code: f.code(),
                message: f.message().to_string(),
                help: f.help().map(|h| h.to_string()).unwrap_or_default(),
                fix: f.fix(text).map(|fix| fix.replacement().to_string()),
                suggestion: f.suggestion(text).map(|s| s.replacement().to_string()),
            })
            .collect()
    }

    /// The one finding of `code` on `text`.
    pub(super) fn said_of(code: Code, text: &str) -> Said {
        let mut all: Vec<Said> = said(text).into_iter().filter(|s| s.code == code).collect();
        assert_eq!(all.len(), 1, "{text:?}: {all:?}");
        all.remove(0)
    }

    /// The edits of the group are written for the text checked: not for
    /// one whose span holds other text (plain ASCII letters here), nor for
    /// one too short for the span, and asking never panics.
    #[test]
    fn edits_are_written_for_the_text_checked_only() {
        let texts = [
            "http://example.org/cafe\u{301}",
            "http://A\u{212A}.example/",
            "http://example.org/e\u{301}\u{37E}a\u{301}",
            "http://example.org/?q=\u{FB01}le",
            "http://example.org/a\u{2215}b",
            "http://example.org/a\u{2003}\u{2003}b",
        ];
        let mut edits = 0;
        for text in texts {
            let table = parse(text, Grammar::LEIRI_REFERENCE).unwrap();
            let report = check(text, &table, Grammar::LEIRI_REFERENCE, &Policy::DEFAULT);
            for finding in report.iter().filter(|f| f.code().group() == Group::Unicode) {
                let Some(span) = finding.edit_span() else {
                    continue;
                };
                edits += 1;
                assert!(finding.fix(text).or(finding.suggestion(text)).is_some());
                let mut plain = String::from(text);
                plain.replace_range(span.clone(), &"x".repeat(span.len()));
                let short = &text[..span.start];
                for other in [plain.as_str(), short, "", "\u{301}\u{301}\u{301}"] {
                    assert_eq!(finding.fix(other), None, "{finding:?} in {other:?}");
                    assert_eq!(finding.suggestion(other), None, "{finding:?} in {other:?}");
                }
                for other in texts {
                    // Whatever they write, they do not panic.
                    let _ = (finding.fix(other), finding.suggestion(other));
                }
            }
        }
        // Without `nfc`, only the listed look-alikes are found.
        let least = if cfg!(feature = "nfc") { 6 } else { 2 };
        assert!(edits >= least, "{edits} edits");
    }
}
