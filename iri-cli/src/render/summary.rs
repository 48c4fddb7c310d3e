//! The counts of a run and its summary line.

use std::ops::AddAssign;

use iri_checker::Level;

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
    }
}
