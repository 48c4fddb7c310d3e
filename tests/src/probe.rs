//! Probe crates: a small crate written under a test's temporary directory,
//! depending on this workspace's crates by path, and checked with cargo
//! (with the workspace's lock file, in a target directory of its own), for
//! the tests of what a user's build meets (`no_std`, the facade's
//! features).
//!
//! A probe may need crates that nothing else in the test run downloaded
//! (the no-std probe's `idna` and `url`, which the workspace's default build
//! leaves out), so cargo runs online: it downloads what is missing and
//! otherwise uses its cache. (Cargo's own `--offline`, or `net.offline` in
//! its configuration, still applies when set.)

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A probe crate, written and ready to check.
pub struct Probe {
    dir: PathBuf,
    target: PathBuf,
}

/// The repository's root.
///
/// # Panics
///
/// When the manifest's directory has no parent (never in this workspace).
#[must_use]
pub fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository")
}

/// The `path = "…"` of the workspace crate in directory `crate_dir`, as a
/// dependency's table entry.
#[must_use]
pub fn path_of(crate_dir: &str) -> String {
    format!(
        "path = {:?}",
        repository().join(crate_dir).to_string_lossy()
    )
}

impl Probe {
    /// Writes the crate `name` under `tmp` (a test's `CARGO_TARGET_TMPDIR`)
    /// with the `[dependencies]` and `[features]` lines given, and
    /// `src/lib.rs`.
    ///
    /// # Panics
    ///
    /// When a file cannot be written.
    #[must_use]
    pub fn new(tmp: &Path, name: &str, dependencies: &str, features: &str, lib: &str) -> Probe {
        let dir = tmp.join(name);
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("src")).expect("a directory");
        let manifest = format!(
            "[package]\nname = {name:?}\nversion = \"0.0.0\"\nedition = \"2024\"\n\
             publish = false\n\n[dependencies]\n{dependencies}\n\n[features]\n{features}\n\n\
             [workspace]\n"
        );
        fs::write(dir.join("Cargo.toml"), manifest).expect("the manifest");
        fs::write(dir.join("src/lib.rs"), lib).expect("the source");
        fs::copy(repository().join("Cargo.lock"), dir.join("Cargo.lock")).expect("the lock file");
        Probe {
            target: tmp.join(format!("{name}-target")),
            dir,
        }
    }

    /// `cargo check` of the probe with `args`: whether it passed, and the
    /// compiler's output.
    ///
    /// # Panics
    ///
    /// When cargo cannot be run.
    #[must_use]
    pub fn check(&self, args: &[&str]) -> (bool, String) {
        let out = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
            .args(["check", "--quiet", "--color=never"])
            .args(args)
            .current_dir(&self.dir)
            .env("CARGO_TARGET_DIR", &self.target)
            .output()
            .expect("cargo runs");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}
