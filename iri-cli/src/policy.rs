//! The policy of each input: the default preset, the `Cargo.toml` tables
//! of the input's crate and workspace, then the command line's settings,
//! all read by `iri-core`'s policy text reader.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use iri_core::check::{Policy, manifest_declares_workspace};

use crate::args::Args;

/// The command line's policy settings, as a policy text with the flag of
/// each line (for error messages).
#[derive(Clone, Debug, Default)]
struct Flags {
    text: String,
    lines: Vec<&'static str>,
}

impl Flags {
    fn push(&mut self, flag: &'static str, key: &str, values: &[String]) {
        if values.is_empty() {
            return;
        }
        let quoted: Vec<String> = values.iter().map(|v| format!("\"{v}\"")).collect();
        let _ = writeln!(self.text, "{key} = [{}]", quoted.join(", "));
        self.lines.push(flag);
    }
}

/// The policies of the inputs, found once per directory.
#[derive(Debug)]
pub(crate) struct Policies {
    flags: Flags,
    manifests: bool,
    /// The policy of each directory looked at.
    by_dir: HashMap<PathBuf, Arc<Policy>>,
    /// The policy without manifests.
    plain: Arc<Policy>,
}

/// Whether `name` may be a code, a group or a scheme name (so that it
/// cannot break the policy text it is written into).
fn plain_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'+'))
}

impl Policies {
    /// The settings of the command line; `deny_warnings` tells whether
    /// `--deny warnings` was given. The error is for the user.
    pub(crate) fn new(args: &Args) -> Result<(Policies, bool), String> {
        let mut flags = Flags::default();
        if let Some(preset) = &args.policy {
            let _ = writeln!(flags.text, "preset = \"{preset}\"");
            flags.lines.push("--policy");
        }
        let deny_warnings = args.deny.iter().any(|d| d == "warnings");
        let deny: Vec<String> = args
            .deny
            .iter()
            .filter(|d| *d != "warnings")
            .cloned()
            .collect();
        let lists: [(&'static str, &str, &[String]); 5] = [
            ("--deny", "deny", &deny),
            ("--warn", "warn", &args.warn),
            ("--advise", "advise", &args.advise),
            ("--allow", "allow", &args.allow),
            (
                "--schemes",
                "schemes",
                args.schemes.as_deref().unwrap_or(&[]),
            ),
        ];
        for (flag, key, values) in lists {
            if let Some(bad) = values.iter().find(|v| !plain_name(v)) {
                return Err(format!("invalid `{flag}` value `{bad}`"));
            }
            flags.push(flag, key, values);
        }
        let mut plain = Policy::DEFAULT;
        plain.apply_text(&flags.text).map_err(|err| {
            let flag = flags.lines.get(err.line() - 1).copied().unwrap_or("policy");
            format!("invalid `{flag}`: {}", err.message())
        })?;
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
        let mut policy = Policy::DEFAULT;
        let nearest = nearest_manifest(&dir);
        if let Some((path, text)) = &nearest {
            let workspace = if manifest_declares_workspace(text) {
                Some((path.clone(), text.clone()))
            } else {
                path.parent()
                    .and_then(Path::parent)
                    .and_then(|above| find_manifest(above, true))
            };
            if let Some((path, text)) = &workspace {
                apply(&mut policy, path, text, "workspace.metadata.iri")?;
            }
            apply(&mut policy, path, text, "package.metadata.iri")?;
        }
        policy
            .apply_text(&self.flags.text)
            .expect("checked when the flags were read");
        let policy = Arc::new(policy);
        self.by_dir.insert(dir, Arc::clone(&policy));
        Ok(policy)
    }
}

fn apply(policy: &mut Policy, path: &Path, text: &str, table: &str) -> Result<(), String> {
    policy.apply_manifest(text, table).map(drop).map_err(|err| {
        format!(
            "invalid `[{table}]` in `{}`, line {}, column {}: {}",
            path.display(),
            err.line(),
            err.column(),
            err.message()
        )
    })
}

/// The nearest `Cargo.toml` in `dir` or above, with its text.
fn nearest_manifest(dir: &Path) -> Option<(PathBuf, String)> {
    find_manifest(dir, false)
}

/// The first `Cargo.toml` in `dir` or above (that declares a workspace,
/// with `workspace`).
fn find_manifest(dir: &Path, workspace: bool) -> Option<(PathBuf, String)> {
    dir.ancestors().find_map(|d| {
        let path = d.join("Cargo.toml");
        let text = fs::read_to_string(&path).ok()?;
        (!workspace || manifest_declares_workspace(&text)).then_some((path, text))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use iri_core::check::{Code, Level};

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
