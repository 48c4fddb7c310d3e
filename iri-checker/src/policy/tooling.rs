//! Support for the tools: what `iri-macros` and `iri-check` (the `iri-cli`
//! crate) share, written once. Not part of the public API: it is here only
//! with the `tooling` feature, which those two crates turn on, and its
//! contents may change in any release.
//!
//! - A crate's policy: the default policy, then the
//!   `[workspace.metadata.iri]` table of the workspace root's `Cargo.toml`,
//!   then the `[package.metadata.iri]` table of the crate's
//!   ([`crate_policy`], [`nearest_crate_policy`]), with the manifests read.
//!   The workspace root is found as cargo finds it: the crate's manifest if
//!   it declares a workspace ([`manifest_declares_workspace`]), else the
//!   nearest manifest above that does.
//! - Policy settings by name ([`Settings`]): what the macros' call options
//!   and the command line's flags set, with the text form's checks, order
//!   and error sentences.
//!
//! ```
//! use iri_checker::__tooling::{Settings, apply_table, manifest_declares_workspace};
//! use iri_checker::{Code, Level, Policy};
//! use std::path::Path;
//!
//! // The settings of a command line: a preset, groups and codes, by name.
//! let mut settings = Settings::new();
//! settings.set_level("form-default-port", Level::Warning).unwrap();
//! settings.set_level("form", Level::Error).unwrap();
//! settings.set_preset_named("grammar").unwrap();
//! let mut policy = Policy::DEFAULT;
//! settings.apply(&mut policy);
//! // The preset first, then the group, then the code.
//! assert_eq!(policy.level(Code::FormDefaultPort), Level::Warning);
//! assert_eq!(policy.level(Code::FormHexCase), Level::Error);
//! assert_eq!(policy.level(Code::BidiFormatting), Level::Allow);
//! assert_eq!(
//!     settings.set_level("hots", Level::Allow).unwrap_err(),
//!     "unknown code or group `hots`; did you mean `host`?"
//! );
//! assert_eq!(
//!     settings.set_level("form", Level::Allow).unwrap_err(),
//!     "`form` is listed twice"
//! );
//!
//! // A manifest's table, and its errors with the manifest's lines.
//! let manifest = "[package]\nname = \"demo\"\n\n[package.metadata.iri]\ndeny = [\"form\"]\n";
//! assert!(!manifest_declares_workspace(manifest));
//! let mut policy = Policy::DEFAULT;
//! let path = Path::new("demo/Cargo.toml");
//! assert!(apply_table(&mut policy, path, manifest, "package.metadata.iri").unwrap());
//! assert_eq!(policy.level(Code::FormDefaultPort), Level::Error);
//! let err = apply_table(&mut policy, path, "[package.metadata.iri]\nallow = [\"hots\"]\n", "package.metadata.iri")
//!     .unwrap_err();
//! assert_eq!((err.error.line(), err.error.column()), (2, 10));
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use crate::policy::text::Document;
use crate::{Policy, PolicyError};

pub use crate::policy::text::{LEVEL_KEYS, Settings};

/// The table of a workspace root's manifest that holds the workspace's
/// policy.
pub const WORKSPACE_TABLE: &str = "workspace.metadata.iri";

/// The table of a crate's manifest that holds the crate's policy.
pub const PACKAGE_TABLE: &str = "package.metadata.iri";

/// Whether the TOML `manifest` declares a Cargo workspace: it has a
/// `workspace` table, in any form TOML allows (`[workspace]`,
/// `[workspace.metadata.iri]`, `workspace.members = […]`, …), as cargo
/// looks for the workspace root. A manifest that is not TOML declares
/// none.
///
/// ```
/// use iri_checker::__tooling::manifest_declares_workspace;
///
/// assert!(manifest_declares_workspace("[workspace]\nmembers = [\"a\"]\n"));
/// assert!(manifest_declares_workspace("[ workspace . metadata . \"iri\" ]\n"));
/// assert!(manifest_declares_workspace("workspace = { members = [] }\n"));
/// assert!(!manifest_declares_workspace("[package]\nname = \"workspace\"\n"));
/// assert!(!manifest_declares_workspace("# [workspace]\n[[bin]]\nname = \"workspace\"\n"));
/// assert!(!manifest_declares_workspace("x = \"\"\"\n[workspace]\n\"\"\"\n"));
/// ```
#[must_use]
pub fn manifest_declares_workspace(manifest: &str) -> bool {
    Document::parse(manifest).is_ok_and(|doc| doc.declares_workspace())
}

/// A malformed policy table: the manifest, the table, and where in the
/// manifest what is wrong (its line and column count from the manifest's
/// first line). Its `Display` is the one wording of the tools: the key (or
/// the table, for a manifest that is not TOML), the file, line and column,
/// and what is wrong.
///
/// ```
/// use iri_checker::__tooling::apply_table;
/// use iri_checker::Policy;
/// use std::path::Path;
///
/// let manifest = "[package.metadata.iri]\nallow = [\"hots\"]\n";
/// let err = apply_table(&mut Policy::DEFAULT, Path::new("demo/Cargo.toml"), manifest, "package.metadata.iri")
///     .unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid policy in `package.metadata.iri.allow` of demo/Cargo.toml:2:10: unknown code or group `hots`; did you mean `host`?",
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestError {
    /// The manifest's path, as found.
    pub path: PathBuf,
    /// The table's dotted name ([`WORKSPACE_TABLE`] or [`PACKAGE_TABLE`]).
    pub table: &'static str,
    /// The line, the column and the message.
    pub error: PolicyError,
}

impl fmt::Display for ManifestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let error = &self.error;
        f.write_str("invalid policy in `")?;
        match error.key() {
            Some(key) => f.write_str(key)?,
            None => write!(f, "[{}]", self.table)?,
        }
        write!(
            f,
            "` of {}:{}:{}: {}",
            self.path.display(),
            error.line(),
            error.column(),
            error.message()
        )
    }
}

impl std::error::Error for ManifestError {}

/// Applies the table `table` (a dotted name such as [`PACKAGE_TABLE`]) of
/// the TOML `manifest`, read from `path`, on top of `policy`, when the
/// manifest has that table: whether it has.
pub fn apply_table(
    policy: &mut Policy,
    path: &Path,
    manifest: &str,
    table: &'static str,
) -> Result<bool, ManifestError> {
    policy
        .apply_manifest(manifest, table)
        .map_err(|error| ManifestError {
            path: path.to_path_buf(),
            table,
            error,
        })
}

/// A crate's policy, and the manifests read to find it.
#[derive(Clone, Debug)]
pub struct CratePolicy {
    /// The policy, or the first malformed table.
    pub policy: Result<Policy, ManifestError>,
    /// The manifests read, each once: the crate's first, then the
    /// workspace root's when it is another; none when there is no crate
    /// manifest.
    pub files: Vec<PathBuf>,
}

/// The policy of the crate whose `Cargo.toml` is in `manifest_dir` (cargo's
/// `CARGO_MANIFEST_DIR`): the default policy, then the workspace root's
/// [`WORKSPACE_TABLE`], then the crate's [`PACKAGE_TABLE`]. Without a
/// readable `Cargo.toml` there, the default policy.
#[must_use]
pub fn crate_policy(manifest_dir: &Path) -> CratePolicy {
    policy_of(read_manifest(manifest_dir.join("Cargo.toml")))
}

/// The policy of the crate of a file in `dir`: as [`crate_policy`], for the
/// nearest `Cargo.toml` in `dir` or above.
#[must_use]
pub fn nearest_crate_policy(dir: &Path) -> CratePolicy {
    policy_of(
        dir.ancestors()
            .find_map(|d| read_manifest(d.join("Cargo.toml"))),
    )
}

/// The manifest at `path` with its text, when it can be read.
fn read_manifest(path: PathBuf) -> Option<(PathBuf, String)> {
    let text = fs::read_to_string(&path).ok()?;
    Some((path, text))
}

/// The policy of the crate manifest `package` (its path and text).
fn policy_of(package: Option<(PathBuf, String)>) -> CratePolicy {
    let Some((path, text)) = package else {
        return CratePolicy {
            policy: Ok(Policy::DEFAULT),
            files: Vec::new(),
        };
    };
    let mut files = Vec::with_capacity(2);
    files.push(path.clone());
    let policy = layered(&path, &text, &mut files);
    CratePolicy { policy, files }
}

/// The error of the manifest at `path`, read for its `table`.
fn manifest_error(path: &Path, table: &'static str, error: PolicyError) -> ManifestError {
    ManifestError {
        path: path.to_path_buf(),
        table,
        error,
    }
}

/// The default policy, then the workspace root's table, then the crate's:
/// the crate manifest at `path` holds `text`; the workspace root's
/// manifest, when it is another, is added to `files`.
fn layered(path: &Path, text: &str, files: &mut Vec<PathBuf>) -> Result<Policy, ManifestError> {
    let package = match Document::parse(text) {
        Ok(package) => package,
        Err(error) => return Err(manifest_error(path, PACKAGE_TABLE, error)),
    };
    let mut policy = Policy::DEFAULT;
    // The workspace root: the crate itself, or the nearest manifest above
    // that declares a workspace, as cargo finds it. A manifest above that
    // is not TOML stops the search, as it stops cargo's.
    if package.declares_workspace() {
        apply_document(&mut policy, path, &package, WORKSPACE_TABLE)?;
    } else {
        let mut dir = path.parent().and_then(Path::parent);
        while let Some(up) = dir {
            dir = up.parent();
            let Some((root_path, root_text)) = read_manifest(up.join("Cargo.toml")) else {
                continue;
            };
            let root = match Document::parse(&root_text) {
                Ok(root) if !root.declares_workspace() => continue,
                Ok(root) => Ok(root),
                Err(error) => Err(manifest_error(&root_path, WORKSPACE_TABLE, error)),
            };
            files.push(root_path.clone());
            apply_document(&mut policy, &root_path, &root?, WORKSPACE_TABLE)?;
            break;
        }
    }
    apply_document(&mut policy, path, &package, PACKAGE_TABLE)?;
    Ok(policy)
}

/// Applies the table `table` of the manifest `document`, read from `path`.
fn apply_document(
    policy: &mut Policy,
    path: &Path,
    document: &Document<'_>,
    table: &'static str,
) -> Result<(), ManifestError> {
    match document.table_settings(table) {
        Ok(Some(settings)) => settings.apply(policy),
        Ok(None) => {}
        Err(error) => return Err(manifest_error(path, table, error)),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Code, Level, Preset};
    use alloc::format;

    /// A fresh directory under the system's temporary directory holding
    /// `files` (path, content); removed when dropped.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(name: &str, files: &[(&str, &str)]) -> Scratch {
            let dir = std::env::temp_dir()
                .join(format!("iri-core-tooling-{}-{name}", std::process::id()));
            let _ = fs::remove_dir_all(&dir);
            for (path, content) in files {
                let path = dir.join(path);
                fs::create_dir_all(path.parent().unwrap()).unwrap();
                fs::write(path, content).unwrap();
            }
            Scratch(dir)
        }

        fn path(&self, path: &str) -> PathBuf {
            self.0.join(path)
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    const ROOT: &str = "[workspace]\nmembers = [\"crates/member\"]\n\n\
                        [workspace.metadata.iri]\npreset = \"grammar\"\ndeny = [\"form\"]\n";
    const MEMBER: &str = "[package]\nname = \"member\"\nworkspace = \"../..\"\n\n\
                          [package.metadata.iri]\nallow = [\"form-hex-case\"]\n";

    #[test]
    fn workspace_roots_are_found_by_their_table() {
        assert!(manifest_declares_workspace(
            "[package]\nname = \"a\"\n\n[workspace]\n"
        ));
        assert!(manifest_declares_workspace("[workspace] # the root\n"));
        assert!(!manifest_declares_workspace(
            "[package]\nworkspace = \"..\"\n"
        ));
        assert!(!manifest_declares_workspace(
            "[[bin]]\nname = \"workspace\"\n"
        ));
    }

    #[test]
    fn the_package_table_applies_over_the_workspace_root_above() {
        // `crates/` has a manifest that is no workspace: it is passed over.
        let dir = Scratch::new(
            "layered",
            &[
                ("Cargo.toml", ROOT),
                ("crates/Cargo.toml", "[package]\nname = \"between\"\n"),
                ("crates/member/Cargo.toml", MEMBER),
            ],
        );
        let read = crate_policy(&dir.path("crates/member"));
        assert_eq!(
            read.files,
            [dir.path("crates/member/Cargo.toml"), dir.path("Cargo.toml")]
        );
        let policy = read.policy.unwrap();
        assert_eq!(policy.base(), Preset::Grammar);
        assert_eq!(policy.level(Code::FormDefaultPort), Level::Error);
        assert_eq!(policy.level(Code::FormHexCase), Level::Allow);
        // From a directory inside the crate, the nearest manifest is the
        // crate's; `crate_policy` reads the directory's own only.
        let nearest = nearest_crate_policy(&dir.path("crates/member/src/deep"));
        assert_eq!(nearest.files, read.files);
        assert_eq!(nearest.policy.unwrap(), policy);
        let between = crate_policy(&dir.path("crates"));
        assert_eq!(
            between.files,
            [dir.path("crates/Cargo.toml"), dir.path("Cargo.toml")]
        );
        assert_eq!(
            between.policy.unwrap().level(Code::FormHexCase),
            Level::Error
        );
    }

    #[test]
    fn a_crate_that_is_its_own_root_is_listed_once() {
        let manifest = "[package]\nname = \"alone\"\n\n[package.metadata.iri]\n\
                        allow = [\"form-hex-case\"]\n\n[workspace]\n\n\
                        [workspace.metadata.iri]\ndeny = [\"form\"]\n";
        let dir = Scratch::new("own-root", &[("Cargo.toml", manifest)]);
        let read = crate_policy(&dir.0);
        assert_eq!(read.files, [dir.path("Cargo.toml")]);
        let policy = read.policy.unwrap();
        assert_eq!(policy.level(Code::FormDefaultPort), Level::Error);
        assert_eq!(policy.level(Code::FormHexCase), Level::Allow);
    }

    #[test]
    fn without_a_manifest_the_policy_is_the_default() {
        let dir = Scratch::new("none", &[("data/links.txt", "")]);
        let read = crate_policy(&dir.path("data"));
        assert!(read.files.is_empty());
        assert_eq!(read.policy.unwrap(), Policy::DEFAULT);
    }

    #[test]
    fn a_malformed_table_names_its_manifest_and_the_files_are_still_listed() {
        let root = ROOT.replace("\"form\"]", "\"from\"]");
        let dir = Scratch::new(
            "malformed",
            &[("Cargo.toml", &root), ("member/Cargo.toml", MEMBER)],
        );
        let read = crate_policy(&dir.path("member"));
        assert_eq!(
            read.files,
            [dir.path("member/Cargo.toml"), dir.path("Cargo.toml")]
        );
        let err = read.policy.unwrap_err();
        assert_eq!(err.path, dir.path("Cargo.toml"));
        assert_eq!(err.table, WORKSPACE_TABLE);
        assert_eq!((err.error.line(), err.error.column()), (6, 9));
        assert_eq!(
            err.error.message(),
            "unknown code or group `from`; did you mean `form`?"
        );
    }
}
