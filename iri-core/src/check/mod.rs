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
use core::cell::Cell;
use core::ops::Range;

pub use crate::diagnostic::codes::{Code, Group};
pub use crate::diagnostic::finding::Finding;
pub use crate::diagnostic::fix::Fix;
pub use crate::diagnostic::level::Level;
pub use crate::diagnostic::render::FixLine;
pub use policy::Policy;
pub use policy::preset::Preset;
pub use policy::text::PolicyError;
pub use report::{AnnotatedReport, Report};

use crate::diagnostic::error::{Component, ParseError};
use crate::diagnostic::finding::{EditKind, spans_overlap};
use crate::syntax::facts::{Fact, Facts};
use crate::syntax::parse::Grammar;
use crate::syntax::table::{HostKind, Table};
use code_set::CodeSet;

/// The state of one check: the input, the policy, and what was found.
pub(crate) struct Checker<'a> {
    /// The text checked.
    pub(crate) text: &'a str,
    /// Its component table.
    pub(crate) table: &'a Table,
    /// The grammar it was parsed with.
    pub(crate) grammar: Grammar,
    /// The policy.
    pub(crate) policy: &'a Policy,
    /// What the parser saw in each component (every fact possible when
    /// the table is not the parser's): a rule asks before it reads the
    /// text, and has nothing to do where its facts are absent.
    pub(crate) facts: Facts,
    /// Whether the text is ASCII: the rules on non-ASCII characters have
    /// nothing to do then.
    pub(crate) ascii: bool,
    /// The codes reported: those the policy puts at the least level
    /// reported or above (`Advice` for a full check, `Error` when only
    /// errors matter).
    wanted: CodeSet,
    /// The group whose rules are running: they report its codes only.
    running: Group,
    findings: Vec<Finding>,
    /// Whether `host-percent-encoded` rewrites the registered name, asked
    /// once, when a fix first touches the host (see [`Checker::may_fix`]).
    name_rewritten: Cell<Option<bool>>,
}

impl<'a> Checker<'a> {
    /// A checker of `text` (parsed with `grammar` into `table`) that reports
    /// the `wanted` codes at the levels `policy` gives them.
    pub(crate) fn new(
        text: &'a str,
        table: &'a Table,
        grammar: Grammar,
        policy: &'a Policy,
        wanted: CodeSet,
    ) -> Checker<'a> {
        let facts = table.facts;
        Checker {
            text,
            table,
            grammar,
            policy,
            facts,
            // Asked of the text only when the parser's facts are unknown.
            ascii: !facts.may_anywhere(Fact::NonAscii) || text.is_ascii(),
            wanted,
            running: Group::Bidi,
            findings: Vec::new(),
            name_rewritten: Cell::new(None),
        }
    }
}

impl Checker<'_> {
    /// Whether `fact` may hold in `component` (see [`Facts`]).
    #[inline]
    pub(crate) fn may(&self, fact: Fact, component: Component) -> bool {
        self.facts.may(fact, component)
    }

    /// Whether findings of `code` are reported: a rule asks before it works.
    #[inline]
    pub(crate) fn wants(&self, code: Code) -> bool {
        self.wanted.contains(code)
    }

    /// Whether findings of some code of `codes` are reported.
    #[inline]
    pub(crate) fn wants_any(&self, codes: CodeSet) -> bool {
        self.wanted.intersects(codes)
    }

    /// Whether a rule may give a fix of `span`: each stretch of text that a
    /// fix rewrites has one owner, so that fixes never overlap.
    ///
    /// A registered name that `host-percent-encoded` rewrites belongs to
    /// that fix as a whole, whatever the order of the groups: the fix
    /// writes the whole name, decoded and in NFC (what the decoded
    /// characters make of their neighbours is known only there), so no
    /// other rule fixes anything inside it. Elsewhere the first fix given
    /// owns its stretch: the groups run in order (unicode, leiri, form,
    /// host, scheme), and so do the rules of a group. A finding whose fix
    /// is not free keeps its help, without the fix.
    pub(crate) fn may_fix(&self, span: &Range<usize>) -> bool {
        self.fix_is_free(span) && !self.in_rewritten_name(span)
    }

    /// Records `finding` with a fix of `span` when the stretch is free
    /// ([`Checker::may_fix`]); without one otherwise (its help stays).
    pub(crate) fn report_with_fix(&mut self, finding: Finding, span: Range<usize>) {
        let finding = if self.may_fix(&span) {
            finding.with_fix(span)
        } else {
            finding
        };
        self.report(finding);
    }

    /// Whether no fix reported so far overlaps `span`. Two empty spans at
    /// one place overlap (two insertions there would be ambiguous); an empty
    /// span at the edge of another does not.
    pub(crate) fn fix_is_free(&self, span: &Range<usize>) -> bool {
        !self
            .findings
            .iter()
            .filter_map(Finding::edit)
            .any(|edit| edit.kind() == EditKind::Fix && spans_overlap(span, &edit.span()))
    }

    /// Whether `span` overlaps a registered name that `host-percent-encoded`
    /// rewrites with its fix (asked of the host rules once, and only when a
    /// fix touches the name: most names have none).
    fn in_rewritten_name(&self, span: &Range<usize>) -> bool {
        let Some(host) = self.table.host() else {
            return false;
        };
        if !spans_overlap(span, &host) || self.table.host_kind() != Some(HostKind::RegName) {
            return false;
        }
        if let Some(rewritten) = self.name_rewritten.get() {
            return rewritten;
        }
        let rewritten = rules::host::owns_host(self, host);
        self.name_rewritten.set(Some(rewritten));
        rewritten
    }

    /// Records `finding` at the level the policy gives its code, if wanted.
    pub(crate) fn report(&mut self, mut finding: Finding) {
        debug_assert_eq!(
            finding.code().group(),
            self.running,
            "a rule group reports its own codes"
        );
        debug_assert!(
            finding
                .edit()
                .is_none_or(|edit| edit.kind() != EditKind::Fix || self.fix_is_free(&edit.span())),
            "the fix of {finding:?} overlaps one given before: a rule asks `may_fix` first"
        );
        if self.wants(finding.code()) {
            finding.set_level(self.policy.level(finding.code()));
            self.findings.push(finding);
        }
    }

    /// Runs every rule group that may report a wanted code.
    fn run(mut self) -> Vec<Finding> {
        self.group(Group::Bidi, rules::bidi::check);
        self.group(Group::Unicode, rules::unicode::check);
        self.group(Group::Leiri, rules::leiri::check);
        self.group(Group::Form, rules::form::check);
        self.group(Group::Host, rules::host::check);
        self.group(Group::Scheme, rules::scheme::check);
        self.findings
    }

    /// Runs `rules`, the rules of `group`, unless none of the group's codes
    /// is wanted (they report codes of their group only).
    #[inline]
    fn group(&mut self, group: Group, rules: fn(&mut Self)) {
        if self.wanted.intersects(CodeSet::group(group)) {
            self.running = group;
            rules(self);
        }
    }
}

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
    table: &Table,
    grammar: Grammar,
) -> Result<(), ParseError> {
    const ERRORS: CodeSet = {
        let policy = Policy::DEFAULT;
        let errors = policy.reported(Level::Error);
        // A policy may own a scheme list; this one has none to drop.
        core::mem::forget(policy);
        errors
    };
    refuse_codes(text, table, grammar, &policy::DEFAULT_POLICY, ERRORS)
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
    if nothing_to_find(table, errors) {
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

/// Whether no rule can report one of the `wanted` codes on the text of
/// `table`, known without running them: when nothing is wanted, and when
/// only `bidi-formatting` is (what the typed constructors ask under the
/// default policy) and the parser saw no bidi formatting character.
#[inline]
fn nothing_to_find(table: &Table, wanted: CodeSet) -> bool {
    wanted.is_empty()
        || (wanted == CodeSet::single(Code::BidiFormatting)
            && !table.facts.may_hold_bidi_formatting())
}

/// Runs the rules that may report a `wanted` code.
fn run(
    text: &str,
    table: &Table,
    grammar: Grammar,
    policy: &Policy,
    wanted: CodeSet,
) -> Vec<Finding> {
    if nothing_to_find(table, wanted) {
        return Vec::new();
    }
    Checker::new(text, table, grammar, policy, wanted).run()
}
