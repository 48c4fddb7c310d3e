//! The counts of a run and its summary line.

use std::ops::AddAssign;

use iri_checker::{Level, Withheld};

/// What a run (or a part of it) found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// IRIs checked.
    pub(crate) iris: u64,
    pub(crate) errors: u64,
    pub(crate) warnings: u64,
    pub(crate) advice: u64,
    /// Findings fixed (or to be fixed, with `--dry-run`), not counted above.
    pub(crate) fixed: u64,
    /// Fixes not written (with `--fix`), by reason.
    pub(crate) left_alone: LeftAlone,
}

/// Why `--fix` left a fix alone: the checker's rule, or the reading back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    Rule(Withheld),
    /// Read again, the fixed text did not hold the fixed value in its
    /// place, checked clean, with everything else as it was.
    ReadBack,
}

/// The fixes left alone, counted by reason, in the order the summary
/// names them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct LeftAlone([u64; 5]);

/// What the summary says of each reason, in [`LeftAlone`]'s order.
const REASONS: [&str; 5] = [
    "in IRIs their format compares character by character (RDF, RDFa, JSON-LD, XML \
     namespace names, CSV and TSV data; `--fix-terms` names the codes to fix there)",
    "beside a finding without a fix",
    "in links whose end is a guess",
    "whose result would not check clean",
    "that did not read back",
];

impl LeftAlone {
    /// Counts `n` fixes left alone for `reason`.
    pub(crate) fn count(&mut self, reason: Reason, n: u64) {
        let at = match reason {
            Reason::Rule(Withheld::ComparedByCharacters) => 0,
            Reason::Rule(Withheld::Unfixable(_)) => 1,
            Reason::Rule(Withheld::EndGuessed) => 2,
            Reason::Rule(_) => 3,
            Reason::ReadBack => 4,
        };
        self.0[at] += n;
    }

    /// All the fixes left alone.
    pub(crate) fn total(&self) -> u64 {
        self.0.iter().sum()
    }
}

impl AddAssign for LeftAlone {
    fn add_assign(&mut self, other: LeftAlone) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }
}

impl Tally {
    /// Counts a finding of `level`.
    pub(crate) fn count(&mut self, level: Level) {
        match level {
            Level::Error => self.errors += 1,
            Level::Warning => self.warnings += 1,
            Level::Advice => self.advice += 1,
            Level::Allow => {}
        }
    }
}

impl AddAssign for Tally {
    fn add_assign(&mut self, other: Tally) {
        self.iris += other.iris;
        self.errors += other.errors;
        self.warnings += other.warnings;
        self.advice += other.advice;
        self.fixed += other.fixed;
        self.left_alone += other.left_alone;
    }
}

/// `n thing` or `n things`.
fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `checked N IRIs in M files: E errors, W warnings, A advice`, and what
/// was fixed; advice not shown says how to show it.
pub(crate) fn line(tally: &Tally, files: u64, fix: Option<bool>, advice_shown: bool) -> String {
    let mut line = format!(
        "checked {} in {}: {}, {}, {} advice",
        counted(tally.iris, "IRI", "IRIs"),
        counted(files, "file", "files"),
        counted(tally.errors, "error", "errors"),
        counted(tally.warnings, "warning", "warnings"),
        tally.advice,
    );
    if tally.advice > 0 && !advice_shown {
        line.push_str(" (shown with --show-advice)");
    }
    let fixed = counted(tally.fixed, "finding", "findings");
    match fix {
        Some(true) => line = format!("{line}; {fixed} to fix"),
        Some(false) => line = format!("{line}; fixed {fixed}"),
        None => {}
    }
    let left = tally.left_alone;
    if fix.is_some() && left.total() > 0 {
        let reasons: Vec<String> = left
            .0
            .iter()
            .zip(REASONS)
            .filter(|(n, _)| **n > 0)
            .map(|(n, why)| format!("{n} {why}"))
            .collect();
        line = format!(
            "{line}; left {} alone: {}",
            counted(left.total(), "fix", "fixes"),
            reasons.join(", ")
        );
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_counts_in_words() {
        let mut tally = Tally {
            iris: 1,
            ..Tally::default()
        };
        tally.count(Level::Error);
        tally.count(Level::Advice);
        tally.count(Level::Advice);
        assert_eq!(
            line(&tally, 1, None, true),
            "checked 1 IRI in 1 file: 1 error, 0 warnings, 2 advice"
        );
        assert_eq!(
            line(&tally, 1, None, false),
            "checked 1 IRI in 1 file: 1 error, 0 warnings, 2 advice (shown with --show-advice)"
        );
        tally.fixed = 3;
        assert_eq!(
            line(&tally, 2, Some(false), true),
            "checked 1 IRI in 2 files: 1 error, 0 warnings, 2 advice; fixed 3 findings"
        );
        tally
            .left_alone
            .count(Reason::Rule(Withheld::ComparedByCharacters), 4);
        tally
            .left_alone
            .count(Reason::Rule(Withheld::EndGuessed), 1);
        tally.left_alone.count(Reason::ReadBack, 1);
        assert_eq!(
            line(&tally, 2, Some(false), true),
            "checked 1 IRI in 2 files: 1 error, 0 warnings, 2 advice; fixed 3 findings; left 6 \
             fixes alone: 4 in IRIs their format compares character by character (RDF, \
             RDFa, JSON-LD, XML namespace names, CSV and TSV data; `--fix-terms` names the codes to fix \
             there), 1 in \
             links whose end is a guess, 1 that did not read back"
        );
        // Without `--fix`, nothing is left alone.
        assert!(!line(&tally, 2, None, true).contains("alone"));
    }
}
