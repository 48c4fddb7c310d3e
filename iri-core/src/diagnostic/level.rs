//! How much a finding matters.

use core::fmt;

/// The level a policy of the checker (`iri-checker`) gives a finding code, from least to
/// most severe.
///
/// ```
/// use iri_kit::diagnostic::Level;
///
/// assert!(Level::Error > Level::Warning && Level::Advice > Level::Allow);
/// assert_eq!(Level::Warning.to_string(), "warning");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Not reported.
    Allow,
    /// A preferred form, worth following when minting new IRIs.
    Advice,
    /// A SHOULD of the specifications, or a security concern.
    Warning,
    /// A MUST: the value is refused (by typed parsing, the macros and the
    /// command line alike).
    Error,
}

impl Level {
    /// Every level, from least to most severe.
    pub const ALL: [Level; 4] = [Level::Allow, Level::Advice, Level::Warning, Level::Error];

    /// The level's name in output: `allow`, `advice`, `warning`, `error`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Allow => "allow",
            Level::Advice => "advice",
            Level::Warning => "warning",
            Level::Error => "error",
        }
    }

    /// The level named `name` (its [`name`](Level::name)), if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
