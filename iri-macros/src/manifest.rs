//! The crate's policy: `[workspace.metadata.iri]` of the workspace root's
//! `Cargo.toml`, then `[package.metadata.iri]` of the crate's, on top of
//! the default policy, found and read by `iri_checker::__tooling::crate_policy`
//! (which `iri-check` calls too). What is the macros' own is here: the
//! cache of this process, and the wording of an error.
//!
//! The manifests are read once per compilation of a crate (the macro's
//! process lives as long as the compiler's) and again only when one of them
//! changes. Cargo does not rebuild a crate when its manifest's metadata
//! changes, so the first expansion in a crate names each manifest in an
//! `include_bytes!`: the compiler then lists it among the crate's inputs and
//! cargo rebuilds when it changes.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};
use std::time::SystemTime;

use iri_checker::__tooling::{self, ManifestError};
use iri_checker::Policy;

/// The crate's policy, and the manifests the expansion must name.
pub(crate) struct CratePolicy {
    pub(crate) policy: Policy,
    /// The manifests read, to name in this expansion (the crate's first).
    pub(crate) track: Vec<PathBuf>,
}

/// What was read for one crate.
struct Entry {
    /// The policy, or the message of the error in a manifest.
    policy: Result<Policy, String>,
    /// The manifests read, with their modification times.
    files: Vec<(PathBuf, Option<SystemTime>)>,
}

/// The crates seen by this process, by manifest directory.
static SEEN: Mutex<Option<HashMap<PathBuf, Entry>>> = Mutex::new(None);

/// The policy of the crate being compiled (`CARGO_MANIFEST_DIR`); the
/// default policy outside cargo. An error (a malformed table) is reported
/// once, by the first expansion that reads it.
pub(crate) fn crate_policy() -> Result<CratePolicy, String> {
    let Some(dir) = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from) else {
        return Ok(CratePolicy {
            policy: Policy::DEFAULT,
            track: Vec::new(),
        });
    };
    let mut seen = SEEN.lock().unwrap_or_else(PoisonError::into_inner);
    let seen = seen.get_or_insert_with(HashMap::new);
    if let Some(entry) = seen.get(&dir)
        && entry
            .files
            .iter()
            .all(|(path, time)| modified(path) == *time)
    {
        // Reported already, if it was an error.
        let policy = entry.policy.clone().unwrap_or(Policy::DEFAULT);
        return Ok(CratePolicy {
            policy,
            track: Vec::new(),
        });
    }
    let entry = read(&dir);
    let track = entry.files.iter().map(|(path, _)| path.clone()).collect();
    let result = entry.policy.clone();
    seen.insert(dir, entry);
    result.map(|policy| CratePolicy { policy, track })
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// Reads the policy of the crate whose manifest is in `dir`.
fn read(dir: &Path) -> Entry {
    let read = __tooling::crate_policy(dir);
    let files = read
        .files
        .into_iter()
        .map(|path| {
            let time = modified(&path);
            (path, time)
        })
        .collect();
    Entry {
        policy: read.policy.map_err(|err| message(&err)),
        files,
    }
}

/// The error for a malformed table, naming the file, line and column.
fn message(err: &ManifestError) -> String {
    format!(
        "invalid policy in `[{}]` of {}:{}:{}: {}",
        err.table,
        err.path.display(),
        err.error.line(),
        err.error.column(),
        err.error.message()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use iri_checker::__tooling::manifest_declares_workspace;

    /// The table `table` of the manifest `text` (at `path`) applied to
    /// `policy`, its error in the macros' words.
    fn apply(
        policy: &mut Policy,
        path: &Path,
        text: &str,
        table: &'static str,
    ) -> Result<(), String> {
        __tooling::apply_table(policy, path, text, table)
            .map(drop)
            .map_err(|err| message(&err))
    }

    #[test]
    fn workspace_roots_are_found_by_their_table() {
        assert!(manifest_declares_workspace(
            "[package]\nname = \"a\"\n\n[workspace]\n"
        ));
        assert!(manifest_declares_workspace(
            "[workspace] # the root\nmembers = []\n"
        ));
        assert!(manifest_declares_workspace("[workspace.metadata.iri]\n"));
        assert!(!manifest_declares_workspace(
            "[[bin]]\nname = \"workspace\"\n"
        ));
        assert!(!manifest_declares_workspace(
            "[package]\nworkspace = \"..\"\n"
        ));
    }

    #[test]
    fn errors_name_the_file_line_and_column() {
        let mut policy = Policy::DEFAULT;
        let err = apply(
            &mut policy,
            Path::new("/w/Cargo.toml"),
            "[package]\n\n[package.metadata.iri]\ndeny = [\"hots\"]\n",
            "package.metadata.iri",
        )
        .unwrap_err();
        assert_eq!(
            err,
            "invalid policy in `[package.metadata.iri]` of /w/Cargo.toml:4:9: unknown code or \
             group `hots`; did you mean `host`?"
        );
    }
}
