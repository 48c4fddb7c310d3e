//! The checker of IRIs and URIs: what the specifications say beyond the
//! grammar, reported as [`Finding`]s with a [`Code`], the [`Level`] a
//! [`Policy`] gives it, a component, a byte span, a message, a help line
//! and, where it is mechanical, a [`Fix`].
//!
//! The rules come from RFC 3987 (bidi, normalization forms), RFC 3986
//! (preferred forms), the DNS and IDNA RFCs (hosts), UTS #39 (scripts), the
//! W3C LEIRI note and each scheme's specification; [`Code`] lists them,
//! grouped ([`Group`]) so that a policy can address a whole group.
//!
//! This crate is the rules' one home: the `iri!` macros run them while a
//! crate compiles, `iri-check` on files, and programs at run time through
//! the facade's `check` feature (`iri_kit::check`). The values, the grammar
//! and the findings model are `iri-core`'s: a program that only parses does
//! not compile the rules. The examples here are written for the facade's
//! users, with its paths: with this crate alone, read `iri_checker::` for
//! `iri_kit::check::`, and `iri_core::` for `iri_kit::`.
//!
//! One policy gives one verdict everywhere: the typed constructors
//! (`Iri::parse`, `FromStr`, `TryFrom`, serde) refuse what is an error
//! under [`Policy::DEFAULT`] — the grammar and RFC 3987's own MUST, no bidi
//! formatting characters — exactly as the `iri!` macros do, with the same
//! error; [`CheckExt::parse_with`] takes another policy, and
//! [`CheckExt::check`] reports every finding.
//!
//! ```
//! use iri_kit::check::{CheckExt, Policy};
//! use iri_kit::diagnostic::Code;
//! use iri_kit::{ErrorKind, Iri};
//!
//! // A MUST of RFC 3987: refused by default.
//! let err = Iri::parse("http://example.org/a\u{202E}b").unwrap_err();
//! assert_eq!(err.kind(), ErrorKind::Rule(Code::BidiFormatting));
//!
//! // Policies are values, and text.
//! let policy: Policy = "allow = [\"bidi\"]".parse().unwrap();
//! let iri = Iri::parse_with("http://example.org/a\u{202E}b", &policy).unwrap();
//! assert!(iri.check(&policy).is_empty());
//! ```
//!
//! # Cargo features
//!
//! - `std` (default): the standard library, and the hidden `tooling`
//!   module that `iri-macros` and `iri-check` share (a crate's policy in
//!   its `Cargo.toml` tables). Without it the crate is `no_std` with
//!   `alloc`.
//! - `nfc` (default): the normalization-form, unassigned and combining-mark
//!   rules (`unicode-not-nfc`, `unicode-not-nfkc`, …), with `iri-core`'s
//!   NFC.
//! - `bidi` (default): the bidi component rules (`bidi-mixed`,
//!   `bidi-edges`, RFC 3987 section 4.2), from `unicode-bidi`.
//! - `security`: the UTS #39 script and confusable rules, from
//!   `unicode-security` and `unicode-script`.
//! - `idna`: the IDNA host rules, with `iri-core`'s IDNA.
//! - `serde`: deserializing under a policy of your choice, refusing
//!   findings from a level of your choice (module `serde`), with
//!   `iri-core`'s `serde`.
//!
//! A rule whose feature is off does not fire; each [`Code`]'s docs say
//! which it needs.
//!
//! # Where a rule group lives
//!
//! Each group of codes ([`Group`]) that this crate checks is one folder,
//! `src/rules/<group>/`: its rules, and beside them
//!
//! - `detail.rs`: what its findings hold for their sentences, one enum
//!   (declared with `packed!`, which packs each detail into the few bytes
//!   `iri-core`'s findings keep for it) whose variants name their codes,
//!   and one sample of each variant (`samples`);
//! - `sentences.rs`: the message and help of each variant, where they say
//!   more than their code's summary and help;
//! - `mod.rs`: the group's voice, which the checker hands over with every
//!   finding of the group and `iri-core`'s renderer speaks with, and the
//!   text of each variant's edit (`GroupDetail::replacement`, one arm per
//!   variant: a variant without an edit says `None`).
//!
//! `iri-core` keeps the code table (`codes.rs`) and the findings model,
//! and the details of its own groups only (the grammar's, the
//! constraints', the templates'): a program that only parses compiles none
//! of these enums.
//!
//! Adding a code: its line in `iri-core`'s code table (`codes!`, in
//! `src/diagnostic/codes.rs`); in its group's folder, a variant (or more)
//! with its arm in `code` and its sample in `detail.rs`, the variant's arms
//! in `sentences.rs` and in the fix texts of `mod.rs` (the compiler asks
//! for each: every `match` on a detail is exhaustive), and the rule that
//! reports it; then the test data its tests demand: a record in
//! `tests/data/diagnostics.jsonl`, `tests/data/messages.txt` written again
//! (`IRI_BLESS=1 cargo test -p iri-macros --features security,idna --lib
//! message`), and, where it fires on the place of another code, its line
//! in `tests/data/code-pairs.jsonl` (`CODE_PAIRS=write cargo test -p
//! iri-tests --test code_pairs` adds it as `undecided`, to decide).
#![no_std]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod calendar;
mod checker;
pub(crate) mod code_set;
pub(crate) mod covering;
mod ext;
mod fixes;
pub(crate) mod parts;
pub(crate) mod policy;
mod report;
pub(crate) mod rules;
#[cfg(feature = "serde")]
pub mod serde;

// What the rules read of `iri-core` beyond its public API (which they name
// by its public paths, `iri_core::Grammar`), named as that crate names it
// (`crate::syntax::facts::Facts`), so that a rule reads the same wherever
// it lives: see `iri_core::__private::internals`.
use iri_core::__private::internals::{
    chars, diagnostic, host, must, normalize, percent, resolve, schemes, syntax, word,
};

use alloc::vec::Vec;

pub use ext::CheckExt;
pub use fixes::{
    Comparison, FixRule, Place, Plan, Withheld, apply as apply_fixes, confirms as fixes_confirm,
};
pub use iri_core::diagnostic::{Code, Finding, Fix, FixLine, Group, Level};
pub use policy::Policy;
pub use policy::calls::PolicyCall;
pub use policy::preset::Preset;
pub use policy::text::PolicyError;
/// What `iri-macros` and `iri-check` share: a crate's policy in its
/// `Cargo.toml` tables, and the policy settings by name. Not public API.
#[cfg(feature = "std")]
#[doc(hidden)]
pub use policy::tooling as __tooling;
pub use report::{AnnotatedReport, Report};
pub use rules::source::advise_compile_time;

pub(crate) use checker::Checker;

use crate::syntax::facts::Facts;
use code_set::CodeSet;
use iri_core::Grammar;
use iri_core::ParseError;
use iri_core::Table;

/// Checks `text`, parsed with `grammar` into `table`, under `policy`: every
/// finding whose code the policy does not allow.
///
/// This is what [`CheckExt::check`] runs, for callers that hold a text and
/// its table (the macros, the command line).
///
/// ```
/// use iri_kit::check::{check, Policy};
/// use iri_kit::diagnostic::Code;
/// use iri_kit::{parse, Grammar};
///
/// let text = "http://example.org/\u{200E}";
/// let table = parse(text, Grammar::IRI).unwrap();
/// let report = check(text, &table, Grammar::IRI, &Policy::DEFAULT);
/// assert_eq!(report.findings()[0].code(), Code::BidiFormatting);
/// ```
#[must_use]
pub fn check(text: &str, table: &Table, grammar: Grammar, policy: &Policy) -> Report {
    Report::new(
        run(text, table, grammar, policy, policy.reported(Level::Advice)),
        grammar,
        policy,
    )
}

/// The first (leftmost) finding that `policy` makes an error, as a
/// [`ParseError`]; only the rules of error-level codes run.
#[inline]
pub(crate) fn refuse(
    text: &str,
    table: &Table,
    grammar: Grammar,
    policy: &Policy,
) -> Result<(), ParseError> {
    refuse_codes(text, table, grammar, policy, policy.reported(Level::Error))
}

/// The first finding of a code of `errors` (the codes `policy` makes
/// errors), as a [`ParseError`].
#[inline]
fn refuse_codes(
    text: &str,
    table: &Table,
    grammar: Grammar,
    policy: &Policy,
    errors: CodeSet,
) -> Result<(), ParseError> {
    if nothing_to_find(crate::syntax::table::facts(table), errors) {
        return Ok(());
    }
    first_error(text, table, grammar, policy, errors)
}

/// The leftmost finding of a code of `errors`, once the facts did not rule
/// them out.
#[inline(never)]
fn first_error(
    text: &str,
    table: &Table,
    grammar: Grammar,
    policy: &Policy,
    errors: CodeSet,
) -> Result<(), ParseError> {
    let errors = run(text, table, grammar, policy, errors);
    match errors.iter().min_by_key(|f| (f.span().start, f.code())) {
        None => Ok(()),
        Some(first) => Err(first.to_parse_error()),
    }
}

/// Whether no rule can report one of the `wanted` codes on a text with
/// `facts`, known without running them: when nothing is wanted, and when
/// only `bidi-formatting` is (what the typed constructors ask under the
/// default policy) and the parser saw no bidi formatting character.
#[inline]
fn nothing_to_find(facts: Facts, wanted: CodeSet) -> bool {
    wanted.is_empty()
        || (wanted == CodeSet::single(Code::BidiFormatting) && !facts.may_hold_bidi_formatting())
}

/// Runs the rules that may report a `wanted` code.
fn run(
    text: &str,
    table: &Table,
    grammar: Grammar,
    policy: &Policy,
    wanted: CodeSet,
) -> Vec<Finding> {
    if nothing_to_find(crate::syntax::table::facts(table), wanted) {
        return Vec::new();
    }
    Checker::new(text, table, grammar, policy, wanted).run()
}
