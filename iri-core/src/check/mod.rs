//! The checker: what the specifications say beyond the grammar, reported as
//! [`Finding`]s with a [`Code`], the [`Level`] a [`Policy`] gives it, a
//! component, a byte span, a message, a help line and, where it is
//! mechanical, a [`Fix`].
//!
//! The rules come from RFC 3987 (bidi, normalization forms), RFC 3986
//! (preferred forms), the DNS and IDNA RFCs (hosts), UTS #39 (scripts), the
//! W3C LEIRI note and each scheme's specification; [`Code`] lists them,
//! grouped ([`Group`]) so that a policy can address a whole group.
//!
//! One policy gives one verdict everywhere: the typed constructors
//! ([`Ri::parse`](crate::Ri::parse), `FromStr`, `TryFrom`, serde) refuse what is an error
//! under [`Policy::DEFAULT`] — the grammar and RFC 3987's own MUST, no bidi
//! formatting characters — exactly as the `iri!` macros do, with the same
//! error; [`Ri::parse_with`](crate::Ri::parse_with) takes another policy. [`Ri::check`](crate::Ri::check) reports
//! every finding. The low-level [`parse`](crate::parse()) is the plain ABNF.
//!
//! ```
//! use iri_core::check::{Code, Level, Policy};
//! use iri_core::{ErrorKind, Iri};
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

mod checker;
pub(crate) mod code_set;
mod edit;
// Public as `crate::constraints`.
#[doc(hidden)]
pub mod constraints;
pub(crate) mod parts;
pub(crate) mod policy;
mod report;
pub(crate) mod rules;

use alloc::vec::Vec;

pub use crate::diagnostic::codes::{Code, Group};
pub use crate::diagnostic::finding::Finding;
pub use crate::diagnostic::fix::Fix;
pub use crate::diagnostic::level::Level;
pub use crate::diagnostic::render::FixLine;
pub use policy::Policy;
pub use policy::preset::Preset;
pub use policy::text::PolicyError;
pub use report::{AnnotatedReport, Report};

pub(crate) use checker::Checker;

use crate::diagnostic::error::ParseError;
use crate::syntax::facts::Facts;
use crate::syntax::parse::Grammar;
use crate::syntax::table::{Offsets, Table};
use code_set::CodeSet;

/// Checks `text`, parsed with `grammar` into `table`, under `policy`: every
/// finding whose code the policy does not allow.
///
/// This is what [`Ri::check`](crate::Ri::check) runs, for callers that hold a text and its
/// table (the macros, the command line).
///
/// ```
/// use iri_core::check::{check, Code, Policy};
/// use iri_core::{parse, Grammar};
///
/// let text = "http://example.org/\u{200E}";
/// let table = parse(text, Grammar::IRI).unwrap();
/// let report = check(text, &table, Grammar::IRI, &Policy::DEFAULT);
/// assert_eq!(report.findings()[0].code(), Code::BidiFormatting);
/// ```
#[must_use]
pub fn check(text: &str, table: &Table, grammar: Grammar, policy: &Policy) -> Report {
    Report::new(run(
        text,
        table,
        grammar,
        policy,
        policy.reported(Level::Advice),
    ))
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

/// [`refuse`] under [`Policy::DEFAULT`], what the typed constructors ask:
/// its error codes are known at compile time, so that a text in which the
/// parser saw nothing for them costs one bit test.
#[inline]
pub(crate) fn refuse_by_default(
    text: &str,
    offsets: Offsets,
    facts: Facts,
    grammar: Grammar,
) -> Result<(), ParseError> {
    const ERRORS: CodeSet = {
        let policy = Policy::DEFAULT;
        let errors = policy.reported(Level::Error);
        // A policy may own a scheme list; this one has none to drop.
        core::mem::forget(policy);
        errors
    };
    if nothing_to_find(facts, ERRORS) {
        return Ok(());
    }
    let table = offsets.to_table(text).with_facts(facts);
    first_error(text, &table, grammar, &policy::DEFAULT_POLICY, ERRORS)
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
    if nothing_to_find(table.facts, errors) {
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
    if nothing_to_find(table.facts, wanted) {
        return Vec::new();
    }
    Checker::new(text, table, grammar, policy, wanted).run()
}
