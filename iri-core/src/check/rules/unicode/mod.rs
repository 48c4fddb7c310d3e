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
#[cfg(feature = "nfc")]
mod forms;
mod plain;
#[cfg(feature = "security")]
mod scripts;

use crate::check::Checker;
use crate::check::parts::parts;
use crate::diagnostic::codes::Code;

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

/// Runs the rules of the `unicode` group.
pub(in crate::check) fn check(c: &mut Checker<'_>) {
    if c.ascii {
        return;
    }
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
    let plain = plain::all_plain(c.text);
    if plain && !scripts {
        return;
    }
    for part in parts(c.text, c.table) {
        let text = &c.text[part.span.clone()];
        if text.is_ascii() {
            continue;
        }
        let plain = plain || plain::all_plain(text);
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

/// The replacement text of the edit of `finding` in `input`.
pub(crate) fn replacement(
    finding: &crate::diagnostic::finding::Finding,
    input: &str,
) -> Option<alloc::string::String> {
    let _ = (finding, input);
    None
}
