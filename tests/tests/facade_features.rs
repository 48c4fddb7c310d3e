//! What a crate on `iri-kit` with its default features meets when it uses
//! what an opt-in feature holds: `iri_template!` and `iri_format!` need
//! `template`, a static type that sets a policy needs `check`. Each says so
//! in one error naming the feature, and nothing else; with the features on,
//! the same crate builds.
//!
//! The probe is written under the test's temporary directory and checked
//! with cargo (offline, with this workspace's lock file, in a target
//! directory of its own).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A crate using the three macros, in a fresh directory.
fn probe() -> PathBuf {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("facade-features-probe");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("src")).expect("a directory");
    let manifest = format!(
        "[package]\nname = \"facade-features-probe\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\
         publish = false\n\n[dependencies]\niri-kit = {{ path = {kit:?} }}\n\n\
         [features]\nall = [\"iri-kit/template\", \"iri-kit/check\"]\n\n[workspace]\n",
        kit = repo.join("iri-kit").to_string_lossy(),
    );
    fs::write(dir.join("Cargo.toml"), manifest).expect("the manifest");
    fs::write(
        dir.join("src/lib.rs"),
        r#"use iri_kit::{iri_format, iri_template, iri_type};

iri_type! {
    /// An HTTPS IRI under a strict policy.
    pub struct Strict: Iri;
    macro strict;
    schemes = ["https"],
    policy = "preset = \"strict\"",
}

pub fn values() -> usize {
    let template = iri_template!("https://example.org/{id}");
    let id = 7_u32;
    let iri: iri_kit::Iri<String> = iri_format!("https://example.org/{id}");
    let strict = Strict::parse("https://example.org/");
    let _ = template;
    iri.as_str().len() + usize::from(strict.is_ok())
}
"#,
    )
    .expect("the source");
    fs::copy(repo.join("Cargo.lock"), dir.join("Cargo.lock")).expect("the lock file");
    dir
}

/// `cargo check` of the probe in `dir` with `args`: whether it passed, and
/// the compiler's output.
fn check(dir: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO"))
        .args(["check", "--offline", "--quiet", "--color=never"])
        .args(args)
        .current_dir(dir)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("facade-features-target"),
        )
        .output()
        .expect("cargo runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn each_missing_feature_is_one_error_naming_it() {
    let dir = probe();
    let (ok, stderr) = check(&dir, &[]);
    assert!(!ok, "without the features the probe must not build");
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|line| line.starts_with("error"))
        .filter(|line| !line.starts_with("error: could not compile"))
        .collect();
    assert_eq!(
        errors,
        [
            "error: the static IRI type `Strict` sets a policy, which its values' `parse` applies at run time: turn on the `check` feature of `iri-kit`",
            "error: `iri_template!` makes a URI Template, whose types are in the `template` feature of `iri-kit`: turn it on",
            "error: `iri_format!` makes a URI Template, whose types are in the `template` feature of `iri-kit`: turn it on",
        ],
        "{stderr}"
    );
    let (ok, stderr) = check(&dir, &["--features", "all"]);
    assert!(ok, "{stderr}");
}
