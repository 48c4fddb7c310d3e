//! The crate's policy: `[workspace.metadata.iri]` of the workspace root's
//! `Cargo.toml`, then `[package.metadata.iri]` of the crate's, on top of
//! the default policy, found and read by `iri_checker::__tooling::crate_policy`
//! (which `iri-check` calls too). What is the macros' own is here: the
//! cache of this process, and the wording of an error.
//!
//! The manifests are read once per compilation of a crate (the macro's
//! process lives as long as the compiler's) and again when one of them
//! changes: rust-analyzer keeps the process for hours, over edits. Only a
//! policy read well is kept: a malformed table is kept nowhere, so every
//! expansion reads it again and reports it, not the first only. A manifest
//! counts as unchanged when its size and modification time are those it
//! had, and that time was older than the reading by more than
//! [`SETTLED`]; one written just before (or after) it was read is read
//! again, since an edit within the file system's clock tick leaves the time
//! as it was.
//!
//! Cargo does not rebuild a crate when its manifest's metadata changes, so
//! the first expansion in a crate names each manifest in an
//! `include_bytes!`: the compiler then lists it among the crate's inputs and
//! cargo rebuilds when it changes. A manifest read again is not named again.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, SystemTime};

use iri_checker::__tooling;
use iri_checker::Policy;

/// The crate's policy, and the manifests the expansion must name.
pub(crate) struct CratePolicy {
    pub(crate) policy: Policy,
    /// The manifests read, to name in this expansion (the crate's first).
    pub(crate) track: Vec<PathBuf>,
}

/// What tells that a file changed: its size and modification time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Stamp {
    len: u64,
    modified: SystemTime,
}

impl Stamp {
    fn of(path: &Path) -> Option<Stamp> {
        let metadata = std::fs::metadata(path).ok()?;
        Some(Stamp {
            len: metadata.len(),
            modified: metadata.modified().ok()?,
        })
    }
}

/// How long before its reading a manifest must have been written last for
/// its stamp to vouch for its content: coarser than any file system's
/// clock tick.
const SETTLED: Duration = Duration::from_secs(2);

/// What was read for one crate whose manifests hold no error.
struct Entry {
    /// The policy.
    policy: Policy,
    /// The manifests read, with their stamps.
    files: Vec<(PathBuf, Option<Stamp>)>,
    /// When they were read.
    read_at: SystemTime,
}

impl Entry {
    /// Whether every manifest is as it was read, surely.
    fn is_current(&self) -> bool {
        self.files.iter().all(|(path, stamp)| {
            let settled = stamp.is_some_and(|s| {
                s.modified
                    .checked_add(SETTLED)
                    .is_some_and(|t| t < self.read_at)
            });
            settled && Stamp::of(path) == *stamp
        })
    }
}

/// The crates seen by this process whose policy was read well, by
/// manifest directory.
static SEEN: Mutex<Option<HashMap<PathBuf, Entry>>> = Mutex::new(None);

/// The policy of the crate being compiled (`CARGO_MANIFEST_DIR`); the
/// default policy outside cargo. An error (a malformed table) comes back on
/// every call until the manifest is mended.
pub(crate) fn crate_policy() -> Result<CratePolicy, String> {
    match std::env::var_os("CARGO_MANIFEST_DIR") {
        Some(dir) => policy_of_dir(Path::new(&dir)),
        None => Ok(CratePolicy {
            policy: Policy::DEFAULT,
            track: Vec::new(),
        }),
    }
}

/// The policy of the crate whose manifest is in `dir`, read again when a
/// manifest changed, or when it was not read well.
fn policy_of_dir(dir: &Path) -> Result<CratePolicy, String> {
    let mut seen = SEEN.lock().unwrap_or_else(PoisonError::into_inner);
    let seen = seen.get_or_insert_with(HashMap::new);
    if let Some(entry) = seen.get(dir)
        && entry.is_current()
    {
        // Named already by an expansion of this crate.
        return Ok(CratePolicy {
            policy: entry.policy.clone(),
            track: Vec::new(),
        });
    }
    // Forgotten first: whatever the reading gives, an error is not kept.
    // The manifests it named are not named again (once per crate is what
    // the compiler needs to list them among the crate's inputs).
    let named = seen
        .remove(dir)
        .map(|entry| entry.files)
        .unwrap_or_default();
    // The time before the stamps: a manifest written while it is read gets
    // a newer stamp, and is read again next time.
    let read_at = SystemTime::now();
    let read = __tooling::crate_policy(dir);
    let policy = read.policy.map_err(|err| err.to_string())?;
    let files: Vec<(PathBuf, Option<Stamp>)> = read
        .files
        .into_iter()
        .map(|path| {
            let stamp = Stamp::of(&path);
            (path, stamp)
        })
        .collect();
    let track = files
        .iter()
        .filter(|(path, _)| !named.iter().any(|(named, _)| named == path))
        .map(|(path, _)| path.clone())
        .collect();
    let entry = Entry {
        policy: policy.clone(),
        files,
        read_at,
    };
    seen.insert(dir.to_path_buf(), entry);
    Ok(CratePolicy { policy, track })
}

#[cfg(test)]
mod tests {
    use super::*;
    use iri_checker::__tooling::manifest_declares_workspace;

    /// The table `table` of the manifest `text` (at `path`) applied to
    /// `policy`, its error in the tools' one wording.
    fn apply(
        policy: &mut Policy,
        path: &Path,
        text: &str,
        table: &'static str,
    ) -> Result<(), String> {
        __tooling::apply_table(policy, path, text, table)
            .map(drop)
            .map_err(|err| err.to_string())
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
    fn errors_name_the_file_the_key_the_line_and_the_column() {
        let mut policy = Policy::DEFAULT;
        let path = Path::new("/w/Cargo.toml");
        let err = apply(
            &mut policy,
            path,
            "[package]\n\n[package.metadata.iri]\ndeny = [\"hots\"]\n",
            "package.metadata.iri",
        )
        .unwrap_err();
        assert_eq!(
            err,
            "invalid policy in `package.metadata.iri.deny` of /w/Cargo.toml:4:9: unknown code or \
             group `hots`; did you mean `host`?"
        );
        // In any form of the table.
        let err = apply(
            &mut policy,
            path,
            "[package]\nmetadata.iri.deny = 3\n",
            "package.metadata.iri",
        )
        .unwrap_err();
        assert_eq!(
            err,
            "invalid policy in `package.metadata.iri.deny` of /w/Cargo.toml:2:21: \
             `package.metadata.iri.deny` takes a string or an array of strings, not an integer"
        );
        // A manifest that is not TOML: the table looked for.
        let err = apply(
            &mut policy,
            path,
            "[package.metadata]\niri = { deny = [] \n",
            "package.metadata.iri",
        )
        .unwrap_err();
        assert_eq!(
            err,
            "invalid policy in `[package.metadata.iri]` of /w/Cargo.toml:2:7: unterminated \
             inline table: expected `}`"
        );
    }

    /// A fresh directory holding a crate manifest; removed when dropped.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(name: &str, manifest: &str) -> Scratch {
            let dir = std::env::temp_dir()
                .join(format!("iri-macros-manifest-{}-{name}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            let scratch = Scratch(dir);
            scratch.write(manifest);
            scratch
        }

        fn write(&self, manifest: &str) {
            std::fs::write(self.0.join("Cargo.toml"), manifest).unwrap();
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    const BAD: &str = "[workspace]\n[package]\nmetadata.iri.deny = [\"hots\"]\n";
    /// `BAD` mended, of the same size.
    const MENDED: &str = "[workspace]\n[package]\nmetadata.iri.deny = [\"host\"]\n";

    #[test]
    fn a_malformed_table_is_an_error_on_every_call_until_it_is_mended() {
        let dir = Scratch::new("every-call", BAD);
        // As rust-analyzer expands the crate's literals in one process.
        for _ in 0..3 {
            let err = policy_of_dir(&dir.0).err().unwrap();
            assert!(
                err.starts_with("invalid policy in `package.metadata.iri.deny` of "),
                "{err}"
            );
            assert!(err.ends_with(":3:22: unknown code or group `hots`; did you mean `host`?"));
        }
        // Mended at once, to the same size: read again, as the manifest
        // was written too recently for its stamp to vouch for it; named by
        // the first expansion that reads it well, and by no other.
        dir.write(MENDED);
        for i in 0..3 {
            let read = policy_of_dir(&dir.0).ok().unwrap();
            assert_eq!(
                read.policy.level(iri_checker::Code::HostHyphen),
                iri_checker::Level::Error
            );
            assert_eq!(read.track.len(), usize::from(i == 0), "{:?}", read.track);
        }
        // And broken again.
        dir.write(BAD);
        assert!(policy_of_dir(&dir.0).is_err());
    }

    #[test]
    fn a_manifest_is_trusted_unchanged_only_once_its_time_is_settled() {
        let dir = Scratch::new("settled", MENDED);
        let path = dir.0.join("Cargo.toml");
        let stamp = Stamp::of(&path);
        let entry = |read_at| Entry {
            policy: Policy::DEFAULT,
            files: vec![(path.clone(), stamp)],
            read_at,
        };
        let written = stamp.unwrap().modified;
        // Read right after the write: the stamp does not vouch for it.
        assert!(!entry(written).is_current());
        assert!(!entry(written + SETTLED).is_current());
        // Read well after: it does, until the file changes.
        assert!(entry(written + SETTLED * 2).is_current());
        dir.write("[workspace]\n");
        assert!(!entry(written + SETTLED * 2).is_current());
        // A manifest that is gone is read again too.
        let gone = Entry {
            policy: Policy::DEFAULT,
            files: vec![(dir.0.join("missing/Cargo.toml"), None)],
            read_at: SystemTime::now(),
        };
        assert!(!gone.is_current());
    }
}
