//! Sets of finding codes as bit masks: one bit per [`Code`], at its index.
//!
//! A [`Policy`](crate::Policy) keeps the set of codes at or above each
//! level, so that asking whether a code is wanted is one bit test and
//! asking whether a whole rule group has anything to do is one `and`.

use crate::diagnostic::codes::CODE_COUNT;
use iri_core::diagnostic::Level;
use iri_core::diagnostic::{Code, Group};

/// A set of [`Code`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct CodeSet(u128);

// Every code has its bit.
const _: () = assert!(
    CODE_COUNT <= u128::BITS as usize,
    "a CodeSet holds 128 codes"
);

impl CodeSet {
    /// The empty set.
    pub(crate) const EMPTY: CodeSet = CodeSet(0);

    /// The set of one code.
    const fn of(code: Code) -> CodeSet {
        CodeSet(1 << code.index())
    }

    /// Whether `code` is in the set.
    #[inline]
    pub(crate) const fn contains(self, code: Code) -> bool {
        self.0 & CodeSet::of(code).0 != 0
    }

    /// Whether the sets share a code.
    #[inline]
    pub(crate) const fn intersects(self, other: CodeSet) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub(crate) const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set with `code` added or removed.
    #[must_use]
    pub(crate) const fn with(self, code: Code, present: bool) -> CodeSet {
        if present {
            CodeSet(self.0 | CodeSet::of(code).0)
        } else {
            CodeSet(self.0 & !CodeSet::of(code).0)
        }
    }

    /// The codes in either set.
    #[must_use]
    pub(crate) const fn union(self, other: CodeSet) -> CodeSet {
        CodeSet(self.0 | other.0)
    }

    /// The codes of `self` that are not in `other`.
    #[must_use]
    pub(crate) const fn minus(self, other: CodeSet) -> CodeSet {
        CodeSet(self.0 & !other.0)
    }

    /// The set of `codes`.
    pub(crate) const fn of_all(codes: &[Code]) -> CodeSet {
        let mut set = CodeSet::EMPTY;
        let mut i = 0;
        while i < codes.len() {
            set = set.with(codes[i], true);
            i += 1;
        }
        set
    }

    /// The set of `code` alone.
    pub(crate) const fn single(code: Code) -> CodeSet {
        CodeSet::of(code)
    }

    /// The codes of `group`.
    #[inline]
    pub(crate) const fn group(group: Group) -> CodeSet {
        GROUP_CODES[group as usize]
    }
}

/// The codes of each group, indexed by the group's position in [`Group::ALL`].
const GROUP_CODES: [CodeSet; Group::ALL.len()] = {
    let mut sets = [CodeSet::EMPTY; Group::ALL.len()];
    let mut i = 0;
    while i < CODE_COUNT {
        let code = Code::ALL[i];
        let g = code.group() as usize;
        sets[g] = sets[g].with(code, true);
        i += 1;
    }
    sets
};

/// The codes at or above each reporting level, for a table of levels: how
/// a [`Policy`](crate::Policy) keeps its levels. `Allow` is never
/// reported, so the lowest set is that of `Advice`. The codes of the fixed
/// groups (grammar, constraints) are in none: no rule of the checker
/// reports them, and no policy sets their level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct LevelSets {
    /// `at_least[i]`: the codes whose level is at least `REPORTED[i]`.
    at_least: [CodeSet; 3],
}

/// The levels that are reported, from least to most severe.
const REPORTED: [Level; 3] = [Level::Advice, Level::Warning, Level::Error];

impl LevelSets {
    /// The sets of the levels given by `level_of` for each code.
    pub(crate) const fn new(levels: &[Level; CODE_COUNT]) -> LevelSets {
        let mut sets = LevelSets {
            at_least: [CodeSet::EMPTY; 3],
        };
        let mut i = 0;
        while i < CODE_COUNT {
            sets.set(Code::ALL[i], levels[i]);
            i += 1;
        }
        sets
    }

    /// Records that `code` now has `level`.
    pub(crate) const fn set(&mut self, code: Code, level: Level) {
        let mut i = 0;
        while i < REPORTED.len() {
            // `Level`'s order is its declaration order (from `Allow` up).
            let reached = level as u8 >= REPORTED[i] as u8 && !code.group().is_fixed();
            self.at_least[i] = self.at_least[i].with(code, reached);
            i += 1;
        }
    }

    /// The codes reported at `threshold` or above (never those allowed).
    #[inline]
    pub(crate) const fn at_least(&self, threshold: Level) -> CodeSet {
        match threshold {
            Level::Allow | Level::Advice => self.at_least[0],
            Level::Warning => self.at_least[1],
            Level::Error => self.at_least[2],
        }
    }

    /// The level of `code`, read back from the sets (the codes of the
    /// fixed groups are errors).
    #[inline]
    pub(crate) const fn level(&self, code: Code) -> Level {
        if code.group().is_fixed() {
            return Level::Error;
        }
        let mut i = REPORTED.len();
        while i > 0 {
            i -= 1;
            if self.at_least[i].contains(code) {
                return REPORTED[i];
            }
        }
        Level::Allow
    }

    /// The most severe level of any code of the checker.
    pub(crate) const fn max_level(&self) -> Level {
        let mut i = REPORTED.len();
        while i > 0 {
            i -= 1;
            if !self.at_least[i].is_empty() {
                return REPORTED[i];
            }
        }
        Level::Allow
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_partition_the_codes() {
        for &code in Code::ALL {
            for group in Group::ALL {
                assert_eq!(
                    CodeSet::group(group).contains(code),
                    code.group() == group,
                    "{code} in {group}"
                );
            }
        }
    }

    #[test]
    fn level_sets_follow_each_change() {
        let mut levels = [Level::Allow; CODE_COUNT];
        let mut sets = LevelSets::new(&levels);
        assert_eq!(sets.max_level(), Level::Allow);
        for (i, &code) in Code::ALL.iter().enumerate() {
            for level in Level::ALL {
                levels[i] = level;
                sets.set(code, level);
                assert_eq!(sets, LevelSets::new(&levels));
                let expected = if code.group().is_fixed() {
                    Level::Error
                } else {
                    level
                };
                assert_eq!(sets.level(code), expected);
                for threshold in Level::ALL {
                    let reported =
                        level != Level::Allow && level >= threshold && !code.group().is_fixed();
                    assert_eq!(sets.at_least(threshold).contains(code), reported);
                }
            }
            levels[i] = Level::ALL[i % 4];
            sets.set(code, levels[i]);
        }
        let max = (0..CODE_COUNT)
            .filter(|&i| !Code::ALL[i].group().is_fixed())
            .map(|i| levels[i])
            .max()
            .unwrap();
        assert_eq!(sets.max_level(), max);
    }
}
