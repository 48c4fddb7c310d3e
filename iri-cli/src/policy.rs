//! The policy of each input: the default preset, the `Cargo.toml` tables
//! of the input's crate and workspace (found and read by
//! `iri_checker::__tooling::nearest_crate_policy`, which the macros share),
//! then the command line's settings, set by name through
//! `iri_checker::__tooling::Settings` with the policy text's checks and order.
//! What is the command's own is here: the flags, the cache per directory,
//! and the wording of an error.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use iri_checker::__tooling::{self, Settings};
use iri_checker::{Level, Policy};

use crate::args::Args;

/// The crate's own IRI-taking functions of `policy` (its `calls`), as the
/// Rust reader's entries.
pub(crate) fn rust_calls(policy: &Policy) -> Vec<iri_readers::RustCall<String>> {
    use iri_readers::{Comparison, Leniency, RustCall};
    let calls = policy.calls().iter().map(|call| {
        let leniency = if call.url_standard() {
            Leniency::UrlStandard
        } else {
            Leniency::Strict
        };
        let comparison = if call.rdf_term() {
            Comparison::Characters
        } else {
            Comparison::Equivalence
        };
        let source = "the `calls` of the crate's policy";
        RustCall::own(call.path(), call.grammar(), leniency, comparison, source)
    });
    calls.collect()
}

/// The policies of the inputs, found once per directory.
#[derive(Debug)]
pub(crate) struct Policies {
    /// The command line's settings, applied over the manifests' tables.
    flags: Settings,
    manifests: bool,
    /// The policy of each directory looked at.
    by_dir: HashMap<PathBuf, Arc<Policy>>,
    /// The policy without manifests.
    plain: Arc<Policy>,
}

impl Policies {
    /// The settings of the command line; `deny_warnings` tells whether
    /// `--deny warnings` was given. The error is for the user.
    pub(crate) fn new(args: &Args) -> Result<(Policies, bool), String> {
        let mut flags = Settings::new();
        if let Some(preset) = &args.policy {
            flags
                .set_preset_named(preset)
                .map_err(invalid("--policy"))?;
        }
        let deny_warnings = args.deny.iter().any(|d| d == "warnings");
        let deny: Vec<String> = args
            .deny
            .iter()
            .filter(|d| *d != "warnings")
            .cloned()
            .collect();
        let lists: [(&str, Level, &[String]); 4] = [
            ("--deny", Level::Error, &deny),
            ("--warn", Level::Warning, &args.warn),
            ("--advise", Level::Advice, &args.advise),
            ("--allow", Level::Allow, &args.allow),
        ];
        for (flag, level, names) in lists {
            for name in names {
                flags.set_level(name, level).map_err(invalid(flag))?;
            }
        }
        if let Some(schemes) = &args.schemes {
            flags.restrict_schemes();
            for scheme in schemes {
                flags.allow_scheme(scheme).map_err(invalid("--schemes"))?;
            }
        }
        let mut plain = Policy::DEFAULT;
        flags.apply(&mut plain);
        let policies = Policies {
            flags,
            manifests: !args.no_manifest,
            by_dir: HashMap::new(),
            plain: Arc::new(plain),
        };
        Ok((policies, deny_warnings))
    }

    /// The policy of an input in `dir` (the current directory for
    /// standard input). The error is for the user.
    pub(crate) fn of_dir(&mut self, dir: &Path) -> Result<Arc<Policy>, String> {
        if !self.manifests {
            return Ok(Arc::clone(&self.plain));
        }
        let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
        if let Some(policy) = self.by_dir.get(&dir) {
            return Ok(Arc::clone(policy));
        }
        let mut policy = __tooling::nearest_crate_policy(&dir)
            .policy
            .map_err(|err| err.to_string())?;
        self.flags.apply(&mut policy);
        let policy = Arc::new(policy);
        self.by_dir.insert(dir, Arc::clone(&policy));
        Ok(policy)
    }
}

/// The error for a bad `flag`, from the message of `Settings`.
fn invalid(flag: &str) -> impl Fn(String) -> String + '_ {
    move |message| format!("invalid `{flag}`: {message}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use iri_checker::__tooling::manifest_declares_workspace;
    use iri_checker::{Code, Level};

    fn args(line: &[&str]) -> Args {
        Args::parse_from(std::iter::once("iri-check").chain(line.iter().copied()))
    }

    #[test]
    fn flags_read_as_one_policy_text() {
        let (mut policies, deny_warnings) = Policies::new(&args(&[
            "--no-manifest",
            "--policy",
            "grammar",
            "--deny",
            "warnings,form",
            "--warn",
            "form-scheme-case",
        ]))
        .unwrap();
        assert!(deny_warnings);
        let policy = policies.of_dir(Path::new(".")).unwrap();
        assert_eq!(policy.level(Code::FormSchemeCase), Level::Warning);
        assert_eq!(policy.level(Code::FormHexCase), Level::Error);
        assert_eq!(policy.level(Code::BidiFormatting), Level::Allow);
    }

    #[test]
    fn bad_flags_say_which_and_suggest() {
        let err =
            Policies::new(&args(&["--allow", "bidi", "--warn", "form-defualt-port"])).unwrap_err();
        assert_eq!(
            err,
            "invalid `--warn`: unknown code or group `form-defualt-port`; did you mean `form-default-port`?"
        );
        assert!(Policies::new(&args(&["--deny", "a\"b"])).is_err());
        assert!(Policies::new(&args(&["--schemes", "1x"])).is_err());
    }

    #[test]
    fn workspaces_are_recognized() {
        assert!(manifest_declares_workspace(
            "[package]\n[workspace] # here\n"
        ));
        assert!(manifest_declares_workspace("[workspace.metadata.iri]\n"));
        assert!(!manifest_declares_workspace(
            "[package]\nworkspace = \"..\"\n"
        ));
    }
}
