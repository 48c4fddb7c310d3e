//! Policies: a level for every finding code, with presets, overrides by
//! code and by group, and an allowed-scheme list; see [`Policy`].

pub(crate) mod calls;
pub(crate) mod names;
pub(crate) mod preset;
mod reader;
pub(crate) mod text;
#[cfg(feature = "std")]
#[doc(hidden)]
pub mod tooling;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::code_set::{CodeSet, LevelSets};
use crate::diagnostic::codes::CODE_COUNT;
use crate::policy::calls::PolicyCall;
use crate::policy::preset::Preset;
use crate::policy::text::{self as policy_text, PolicyError};
use iri_core::diagnostic::Level;
use iri_core::diagnostic::{Code, Group};

/// The schemes a policy allows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Schemes {
    /// A preset's list.
    Static(&'static [&'static str]),
    /// A list read from text or set by a program (lowercase).
    Owned(Vec<String>),
}

impl Schemes {
    /// Whether the list holds `scheme` (in any case).
    fn allows(&self, scheme: &str) -> bool {
        match self {
            Schemes::Static(list) => list.iter().any(|s| s.eq_ignore_ascii_case(scheme)),
            Schemes::Owned(list) => list.iter().any(|s| s.eq_ignore_ascii_case(scheme)),
        }
    }
}

/// A level for every finding [`Code`], and optionally the schemes allowed.
///
/// Start from a preset ([`Policy::DEFAULT`], [`Policy::STRICT`],
/// [`Policy::RDF`], [`Policy::GRAMMAR`], [`Policy::LEIRI`],
/// [`Policy::HTTP_CLIENT`]) and override codes or whole groups, in code or
/// as text. The same text is read by the `iri-macros` crate (from
/// `[package.metadata.iri]` in `Cargo.toml`) and by the `iri-check`
/// command, and the macros' call options (`deny(…)`, `strict`, …) and
/// `iri-check`'s flags (`--deny`, `--policy`, …) name the same settings,
/// checked by the same code with the same errors, so that one setting gets
/// one verdict everywhere.
///
/// # The text form
///
/// A policy is a TOML document of a few `key = value` lines, so that it
/// can stand as a table of `Cargo.toml`:
///
/// ```toml
/// # Start from a preset (default: "default").
/// preset = "rdf"
/// # Levels for codes or whole groups.
/// deny = ["bidi", "scheme"]
/// warn = ["form-default-port"]
/// advise = ["unicode-not-nfkc"]
/// allow = ["scheme-unregistered"]
/// # Only these schemes (finding `scheme-not-allowed` for others).
/// schemes = ["http", "https"]
/// # The crate's own functions that take an IRI, for `iri-check`'s reading
/// # of Rust source (see [`PolicyCall`]).
/// calls = [{ path = "my_crate::Link::parse", grammar = "iri-reference" }]
/// ```
///
/// The preset applies first, then the group settings, then the code
/// settings, whatever their order in the text; a code or group listed twice
/// is an error, and so is an unknown key, preset, code or group (the error
/// names the closest known one), and so is a value of another type: each
/// takes a string or an array of strings (`preset` one string). The text is
/// read as TOML 1.1, as cargo reads `Cargo.toml`: strings in any of their
/// four forms, with escapes; arrays over several lines; comments.
///
/// ```
/// use iri_kit::check::Policy;
/// use iri_kit::diagnostic::{Code, Level};
///
/// let policy: Policy = r#"preset = "strict"
/// allow = ["scheme"]
/// warn = ["scheme-urn"]"#
///     .parse()
///     .unwrap();
/// assert_eq!(policy.level(Code::FormDefaultPort), Level::Error);
/// assert_eq!(policy.level(Code::SchemeUnregistered), Level::Allow);
/// assert_eq!(policy.level(Code::SchemeUrn), Level::Warning);
///
/// // Written back as text, it reads back the same.
/// assert_eq!(policy.to_string().parse::<Policy>().unwrap(), policy);
///
/// let err = "deny = [\"form-defualt-port\"]".parse::<Policy>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 1, column 9: unknown code or group `form-defualt-port`; did you mean `form-default-port`?"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Policy {
    preset: Preset,
    /// The codes at or above each level, the levels of the codes:
    /// the checker asks these, one bit test per question.
    sets: LevelSets,
    schemes: Option<Schemes>,
    /// The crate's own IRI-taking functions (`calls`), for `iri-check`.
    calls: Vec<PolicyCall>,
}

impl Default for Policy {
    fn default() -> Policy {
        Policy::DEFAULT
    }
}

impl Policy {
    /// [`Preset::Default`].
    pub const DEFAULT: Policy = Policy::preset(Preset::Default);
    /// [`Preset::Strict`].
    pub const STRICT: Policy = Policy::preset(Preset::Strict);
    /// [`Preset::Rdf`].
    pub const RDF: Policy = Policy::preset(Preset::Rdf);
    /// [`Preset::Grammar`].
    pub const GRAMMAR: Policy = Policy::preset(Preset::Grammar);
    /// [`Preset::Leiri`].
    pub const LEIRI: Policy = Policy::preset(Preset::Leiri);
    /// [`Preset::HttpClient`].
    pub const HTTP_CLIENT: Policy = Policy::preset(Preset::HttpClient);

    /// The policy of `preset`, without overrides.
    #[must_use]
    pub const fn preset(preset: Preset) -> Policy {
        let mut levels = [Level::Allow; CODE_COUNT];
        let mut i = 0;
        while i < CODE_COUNT {
            levels[i] = preset.level(Code::ALL[i]);
            i += 1;
        }
        Policy {
            preset,
            sets: LevelSets::new(&levels),
            schemes: match preset.schemes() {
                Some(list) => Some(Schemes::Static(list)),
                None => None,
            },
            calls: Vec::new(),
        }
    }

    /// The preset this policy started from.
    #[must_use]
    pub const fn base(&self) -> Preset {
        self.preset
    }

    /// The level of `code`.
    #[must_use]
    pub const fn level(&self, code: Code) -> Level {
        self.sets.level(code)
    }

    /// The most severe level of any code of the checker (the grammar's and
    /// the constraints' are always errors).
    #[must_use]
    pub const fn max_level(&self) -> Level {
        self.sets.max_level()
    }

    /// The codes whose findings are reported at `threshold` or above: those
    /// at such a level, without `scheme-not-allowed` when the policy lists
    /// no schemes (every scheme is allowed then, so it never fires).
    #[inline]
    pub(crate) const fn reported(&self, threshold: Level) -> CodeSet {
        let codes = self.sets.at_least(threshold);
        if self.schemes.is_none() {
            codes.minus(CodeSet::single(Code::SchemeNotAllowed))
        } else {
            codes
        }
    }

    /// Sets the level of `code`.
    ///
    /// ```
    /// use iri_kit::check::Policy;
    /// use iri_kit::diagnostic::{Code, Level};
    ///
    /// let policy = Policy::DEFAULT.with(Code::FormDefaultPort, Level::Error);
    /// assert_eq!(policy.level(Code::FormDefaultPort), Level::Error);
    /// ```
    #[must_use]
    pub fn with(mut self, code: Code, level: Level) -> Policy {
        self.set(code, level);
        self
    }

    /// Sets the level of every code of `group`.
    #[must_use]
    pub fn with_group(mut self, group: Group, level: Level) -> Policy {
        self.set_group(group, level);
        self
    }

    /// Sets the level of `code`, in place. The codes of the grammar and
    /// constraint groups are always errors: setting them changes nothing
    /// ([`Group::is_fixed`]).
    pub fn set(&mut self, code: Code, level: Level) -> &mut Policy {
        if code.group().is_fixed() {
            return self;
        }
        self.sets.set(code, level);
        self
    }

    /// Sets the level of every code of `group`, in place.
    pub fn set_group(&mut self, group: Group, level: Level) -> &mut Policy {
        for &code in Code::ALL {
            if code.group() == group {
                self.set(code, level);
            }
        }
        self
    }

    /// Allows only the schemes listed (compared case-insensitively): any
    /// other is a `scheme-not-allowed` finding.
    ///
    /// ```
    /// use iri_kit::check::{CheckExt, Policy};
    /// use iri_kit::diagnostic::Code;
    /// use iri_kit::Iri;
    ///
    /// let policy = Policy::DEFAULT.with_schemes(["https"]);
    /// let report = Iri::parse("http://example.org/").unwrap().check(&policy);
    /// assert_eq!(report.findings()[0].code(), Code::SchemeNotAllowed);
    /// ```
    #[must_use]
    pub fn with_schemes<I, T>(mut self, schemes: I) -> Policy
    where
        I: IntoIterator<Item = T>,
        T: AsRef<str>,
    {
        let list = schemes
            .into_iter()
            .map(|s| s.as_ref().to_ascii_lowercase())
            .collect();
        self.schemes = Some(Schemes::Owned(list));
        self
    }

    /// Whether `scheme` is allowed: always, unless the policy lists schemes.
    #[must_use]
    #[inline]
    pub fn allows_scheme(&self, scheme: &str) -> bool {
        // Most policies list none: the checker asks this of every IRI.
        match &self.schemes {
            None => true,
            Some(list) => list.allows(scheme),
        }
    }

    /// The schemes the policy allows, when it restricts them.
    pub fn schemes(&self) -> Option<impl Iterator<Item = &str>> {
        let (fixed, owned): (&[&str], &[String]) = match &self.schemes {
            None => return None,
            Some(Schemes::Static(list)) => (list, &[]),
            Some(Schemes::Owned(list)) => (&[], list),
        };
        Some(
            fixed
                .iter()
                .copied()
                .chain(owned.iter().map(String::as_str)),
        )
    }

    /// The crate's own functions that take an IRI (the `calls` key), in the
    /// order given; `iri-check` adds them to the calls it knows in Rust
    /// source.
    #[must_use]
    pub fn calls(&self) -> &[PolicyCall] {
        &self.calls
    }

    /// Applies a policy text (see the [type docs](Policy)) on top of this
    /// policy: its preset, if it names one, replaces the levels; then its
    /// group and code settings apply. Used to layer a crate's settings on
    /// its workspace's, or a static IRI type's on its crate's.
    pub fn apply_text(&mut self, text: &str) -> Result<(), PolicyError> {
        policy_text::read(text)?.apply(self);
        Ok(())
    }

    /// Reads the policy table named `table` (such as `package.metadata.iri`
    /// or `workspace.metadata.iri`) of a `Cargo.toml` file, when there is one,
    /// and applies it on top of this policy. Returns whether the table was
    /// found. Errors give the line and column in the manifest. (For the
    /// tools, through `__tooling`.)
    #[cfg(any(test, feature = "std"))]
    pub(crate) fn apply_manifest(
        &mut self,
        manifest: &str,
        table: &str,
    ) -> Result<bool, PolicyError> {
        let Some(settings) = policy_text::read_manifest_table(manifest, table)? else {
            return Ok(false);
        };
        settings.apply(self);
        Ok(true)
    }
}

impl FromStr for Policy {
    type Err = PolicyError;

    /// Reads a policy text on top of [`Policy::DEFAULT`].
    fn from_str(text: &str) -> Result<Policy, PolicyError> {
        let mut policy = Policy::DEFAULT;
        policy.apply_text(text)?;
        Ok(policy)
    }
}

/// Writes the policy as text that reads back to an equal policy: the
/// preset, then the codes whose level differs from the preset's, then the
/// scheme list if it differs.
impl fmt::Display for Policy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "preset = \"{}\"", self.preset)?;
        for (key, level) in policy_text::LEVEL_KEYS {
            let mut codes = Code::ALL
                .iter()
                .filter(|&&c| self.level(c) == level && self.preset.level(c) != level)
                .peekable();
            if codes.peek().is_none() {
                continue;
            }
            write!(f, "{key} = [")?;
            for (i, code) in codes.enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "\"{code}\"")?;
            }
            f.write_str("]\n")?;
        }
        let preset_schemes = Policy::preset(self.preset).schemes;
        if self.schemes != preset_schemes
            && let Some(list) = self.schemes()
        {
            f.write_str("schemes = [")?;
            for (i, scheme) in list.enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "\"{scheme}\"")?;
            }
            f.write_str("]\n")?;
        }
        if !self.calls.is_empty() {
            let mut out = String::from("calls = [");
            for (i, call) in self.calls.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                call.write(&mut out);
            }
            out.push_str("]\n");
            f.write_str(&out)?;
        }
        Ok(())
    }
}
