//! Which fixes of an IRI a tool may write in its place: [`FixRule`].
//!
//! A [`Fix`] keeps what an IRI identifies under RFC 3986 section 6's
//! equivalences. Where a format compares IRIs character by character (an
//! RDF term, RDF 1.1 Concepts section 3.2; a JSON-LD identifier; an XML
//! namespace name, Namespaces in XML 1.0 section 2.3) the same rewrite
//! names another thing, and is written only where the user asks for it.
//! Elsewhere a fix is written only when it is the IRI the author meant:
//! never beside a finding that has no fix of its own, never where the end
//! of the IRI is a guess, and only when the fixed text parses and checks
//! without the findings fixed and without a new one.

use alloc::string::String;
use alloc::vec::Vec;

use crate::code_set::CodeSet;
use crate::policy::Policy;
use crate::{Fix, check};
use iri_core::diagnostic::Finding;
use iri_core::diagnostic::Level;
use iri_core::diagnostic::{Code, Group};
use iri_core::{Grammar, parse};

/// How the processors of the IRI's format compare it with other IRIs:
/// the type the readers of formats say it with.
pub use iri_core::diagnostic::Comparison;

/// Where an IRI stands, as far as writing its fixes goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Place {
    /// How its format compares it.
    pub comparison: Comparison,
    /// Whether where it ends is a guess of the reader (a bare link cut at
    /// a character followed by more text of the same run).
    pub end_guessed: bool,
}

/// Why the fixes of an IRI are not written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Withheld {
    /// Its format compares IRIs character by character, and the user did
    /// not ask for these codes' fixes there.
    ComparedByCharacters,
    /// A finding at warning level or above has no fix of its own: the IRI
    /// the author meant is not known (this code).
    Unfixable(Code),
    /// Its end is a guess: the IRI may go on after it.
    EndGuessed,
    /// Applied together, the fixes leave a finding they were to remove,
    /// add one, or make a text that does not parse.
    Unconfirmed,
}

impl Withheld {
    /// A short name of the reason, the same for every code.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Withheld::ComparedByCharacters => "compared-by-characters",
            Withheld::Unfixable(_) => "beside-unfixable",
            Withheld::EndGuessed => "end-guessed",
            Withheld::Unconfirmed => "unconfirmed",
        }
    }
}

/// The fixes of one IRI that may be written, and those left alone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// The fixes to write: the index of each finding in the list given,
    /// and its fix.
    pub write: Vec<(usize, Fix)>,
    /// How many fixes are left alone, and why (`None` when none is).
    pub withheld: Option<(Withheld, usize)>,
}

/// Which fixes may be written: the rule that `iri-check --fix` follows.
///
/// ```
/// use iri_kit::check::{FixRule, Place, Policy, Withheld, check};
/// use iri_kit::diagnostic::Comparison;
/// use iri_kit::{Grammar, parse};
///
/// let text = "HTTP://example.org/";
/// let table = parse(text, Grammar::IRI).unwrap();
/// let report = check(text, &table, Grammar::IRI, &Policy::STRICT);
/// let rule = FixRule::DEFAULT;
/// let plan = rule.plan(text, Grammar::IRI, &Policy::STRICT, report.findings(), Place::default());
/// assert_eq!(plan.write[0].1.replacement(), "http");
///
/// // In an RDF term, the same rewrite names another resource.
/// let term = Place { comparison: Comparison::Characters, end_guessed: false };
/// let plan = rule.plan(text, Grammar::IRI, &Policy::STRICT, report.findings(), term);
/// assert!(plan.write.is_empty());
/// assert_eq!(plan.withheld, Some((Withheld::ComparedByCharacters, 1)));
///
/// // Unless asked for.
/// let mut asked = FixRule::DEFAULT;
/// asked.rewrite_terms_named("form-scheme-case").unwrap();
/// let plan = asked.plan(text, Grammar::IRI, &Policy::STRICT, report.findings(), term);
/// assert_eq!(plan.write.len(), 1);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FixRule {
    /// The codes whose fixes are written in IRIs compared by characters.
    terms: CodeSet,
}

impl FixRule {
    /// No fix written in an IRI compared by characters.
    pub const DEFAULT: FixRule = FixRule {
        terms: CodeSet::EMPTY,
    };

    /// Also writes the fixes of `code` in IRIs compared by characters.
    #[must_use]
    pub const fn with_term_rewrites(mut self, code: Code) -> FixRule {
        self.terms = self.terms.with(code, true);
        self
    }

    /// Also writes the fixes of the code or group named `name` in IRIs
    /// compared by characters; the error names the closest code or group.
    pub fn rewrite_terms_named(&mut self, name: &str) -> Result<(), String> {
        if let Some(code) = Code::from_name(name) {
            self.terms = self.terms.with(code, true);
        } else if let Some(group) = Group::from_name(name) {
            self.terms = self.terms.union(CodeSet::group(group));
        } else {
            let names: Vec<&str> = Code::ALL
                .iter()
                .map(|c| c.name())
                .chain(Group::ALL.iter().map(|g| g.name()))
                .collect();
            return Err(crate::policy::names::unknown("code or group", name, &names));
        }
        Ok(())
    }

    /// Whether the fix of a finding of `code` may be written in an IRI
    /// compared as `comparison`.
    #[must_use]
    pub const fn permits(self, code: Code, comparison: Comparison) -> bool {
        match comparison {
            Comparison::Equivalence => true,
            // Characters, and any stricter comparison to come: a rewrite
            // names another thing.
            _ => self.terms.contains(code),
        }
    }

    /// The fixes of `findings` (all the findings on `text`, which was
    /// checked with `grammar` under `policy`) that may be written at
    /// `place`.
    #[must_use]
    pub fn plan(
        self,
        text: &str,
        grammar: Grammar,
        policy: &Policy,
        findings: &[Finding],
        place: Place,
    ) -> Plan {
        self.plan_some(text, grammar, policy, findings, place, &mut |_, _| true)
    }

    /// [`plan`](Self::plan), for the fixes that `wanted` also accepts (a
    /// tool that writes the fixes of shown findings only, or only those its
    /// format can escape): the others are neither written nor counted, and
    /// the fixed text is checked with only the wanted fixes applied.
    #[must_use]
    pub fn plan_some(
        self,
        text: &str,
        grammar: Grammar,
        policy: &Policy,
        findings: &[Finding],
        place: Place,
        wanted: &mut dyn FnMut(&Finding, &Fix) -> bool,
    ) -> Plan {
        let mut fixes: Vec<(usize, Fix)> = findings
            .iter()
            .enumerate()
            .filter_map(|(i, f)| Some((i, f.fix(text)?)))
            .filter(|(i, fix)| wanted(&findings[*i], fix))
            .collect();
        if fixes.is_empty() {
            return Plan::default();
        }
        let count = fixes.len();
        let refuse = |reason| Plan {
            write: Vec::new(),
            withheld: Some((reason, count)),
        };
        if place.end_guessed {
            return refuse(Withheld::EndGuessed);
        }
        if let Some(unfixable) = findings
            .iter()
            .find(|f| f.level() >= Level::Warning && !f.has_fix())
        {
            return refuse(Withheld::Unfixable(unfixable.code()));
        }
        fixes.retain(|(i, _)| self.permits(findings[*i].code(), place.comparison));
        let terms = count - fixes.len();
        if fixes.is_empty() {
            return refuse(Withheld::ComparedByCharacters);
        }
        let result = apply(text, &fixes);
        let codes: Vec<Code> = fixes.iter().map(|(i, _)| findings[*i].code()).collect();
        if result == text || !confirms(&result, grammar, policy, findings, &codes) {
            return refuse(Withheld::Unconfirmed);
        }
        Plan {
            write: fixes,
            withheld: (terms > 0).then_some((Withheld::ComparedByCharacters, terms)),
        }
    }
}

/// `text` with `fixes` (of distinct findings, not overlapping) applied.
#[must_use]
pub fn apply(text: &str, fixes: &[(usize, Fix)]) -> String {
    let mut spans: Vec<&Fix> = fixes.iter().map(|(_, f)| f).collect();
    spans.sort_by_key(|f| f.span().start);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for fix in spans {
        let span = fix.span();
        if span.start < at || text.get(at..span.start).is_none() {
            // Overlapping or off a character boundary: written as it was,
            // which the check of the result then refuses.
            return String::from(text);
        }
        out.push_str(&text[at..span.start]);
        out.push_str(fix.replacement());
        at = span.end;
    }
    out.push_str(text.get(at..).unwrap_or_default());
    out
}

/// Whether `fixed`, a text whose findings were `findings` before the
/// fixes of `fixed_codes` (one code per fix) were applied, parses with
/// `grammar` and, checked under `policy`, has none of the findings fixed
/// and no other finding than `findings` had (counted by code).
#[must_use]
pub fn confirms(
    fixed: &str,
    grammar: Grammar,
    policy: &Policy,
    findings: &[Finding],
    fixed_codes: &[Code],
) -> bool {
    let Ok(table) = parse(fixed, grammar) else {
        return false;
    };
    let after = check(fixed, &table, grammar, policy);
    let count =
        |list: &mut dyn Iterator<Item = Code>, code: Code| list.filter(|c| *c == code).count();
    after.iter().all(|new| {
        let code = new.code();
        let before = count(&mut findings.iter().map(Finding::code), code);
        let removed = count(&mut fixed_codes.iter().copied(), code);
        count(&mut after.iter().map(Finding::code), code) + removed <= before
    })
}

#[cfg(test)]
mod tests;
