//! `iri-core`, `iri-checker` and `iri-template` without their `std`
//! features need no standard library, with every feature that does not turn `std` on
//! (`http` does): a
//! `no_std` crate defining its own panic handler checks against it, which
//! the compiler refuses (a duplicate lang item, E0152) as soon as anything
//! in the dependency graph links `std`. The same crate with `std` on is
//! refused, so the probe is known to see it.
//!
//! The probe is written under the test's temporary directory and checked
//! with cargo (offline, with this workspace's lock file, in a target
//! directory of its own).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The features of `iri-core` that must not need `std`.
const FEATURES: &str = r#""nfc", "serde", "idna", "url""#;
/// The features of `iri-checker` that must not need `std`.
const CHECKER_FEATURES: &str = r#""nfc", "bidi", "security", "idna""#;

/// The probe crate, in a fresh directory.
fn probe() -> PathBuf {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-std-probe");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("src")).expect("a directory");
    let manifest = format!(
        "[package]\nname = \"no-std-probe\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\
         publish = false\n\n[dependencies]\niri-core = {{ path = {core:?}, \
         default-features = false, features = [{FEATURES}] }}\n\
         iri-checker = {{ path = {checker:?}, \
         default-features = false, features = [{CHECKER_FEATURES}] }}\n\
         iri-template = {{ path = {template:?}, default-features = false }}\n\n\
         [features]\nstd = [\"iri-core/std\"]\n\n[workspace]\n",
        core = repo.join("iri-core").to_string_lossy(),
        checker = repo.join("iri-checker").to_string_lossy(),
        template = repo.join("iri-template").to_string_lossy(),
    );
    fs::write(dir.join("Cargo.toml"), manifest).expect("the manifest");
    fs::write(
        dir.join("src/lib.rs"),
        "#![no_std]\n\n\
         #[panic_handler]\n\
         fn panic(_: &core::panic::PanicInfo<'_>) -> ! {\n    loop {}\n}\n\n\
         pub fn parses() -> bool {\n    \
             iri_core::Iri::parse(\"http://example.org/\").is_ok()\n}\n\n\
         pub fn checks() -> bool {\n    \
             use iri_checker::CheckExt;\n    \
             let iri = iri_core::Iri::parse(\"http://example.org/\").unwrap();\n    \
             iri.check(&iri_checker::Policy::STRICT).is_empty()\n}\n\n\
         pub fn expands() -> bool {\n    \
             let template = iri_template::Template::parse(\"http://example.org/{x}\");\n    \
             template.is_ok_and(|t| t.expand_iri(&[(\"x\", \"y\")]).is_ok())\n}\n",
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
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-std-target"),
        )
        .output()
        .expect("cargo runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn iri_core_without_std_needs_no_standard_library() {
    let dir = probe();
    let (ok, stderr) = check(&dir, &[]);
    assert!(ok, "{stderr}");
    let (ok, stderr) = check(&dir, &["--features", "std"]);
    assert!(!ok, "with `std`, the probe must see the standard library");
    assert!(
        stderr.contains("E0152") && stderr.contains("`std`"),
        "{stderr}"
    );
}
