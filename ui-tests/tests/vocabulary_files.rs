//! `vocabulary!(… from "file")` in a crate of its own, built by cargo: the
//! path is relative to the crate's directory, and an edit of the file
//! rebuilds the crate (the expansion names the file in an
//! `include_bytes!`). trybuild cannot test this: it builds each case once.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository root.
fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository")
}

/// Builds the crate in `dir`: whether it compiled, and the compiler's output.
fn build(dir: &Path) -> (bool, String) {
    let out = Command::new(env!("CARGO"))
        .args(["build", "--offline", "--quiet", "--color=never"])
        .current_dir(dir)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("vocabulary-files-target"),
        )
        .env("IRI_MACROS_NO_SUBSPAN", "1")
        .output()
        .expect("cargo runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn an_edited_vocabulary_file_rebuilds_the_crate() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("vocabulary-files");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("src")).expect("a directory");
    fs::create_dir_all(dir.join("vocab")).expect("a directory");
    let manifest = format!(
        "[package]\nname = \"vocab-rebuild\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\
         publish = false\n\n[dependencies]\niri-kit = {{ path = \"{}/iri-kit\", features = \
         [\"vocabulary-files\"] }}\n\n[workspace]\n",
        repo().display()
    );
    fs::write(dir.join("Cargo.toml"), manifest).expect("the manifest");
    fs::copy(repo().join("Cargo.lock"), dir.join("Cargo.lock")).expect("the lock file");
    fs::write(
        dir.join("src/main.rs"),
        "iri_kit::vocabulary! {\n    mod ex = \"http://example.org/ns#\" from \"vocab/ex.ttl\";\n}\n\n\
         fn main() {\n    assert_eq!(ex::Person, \"http://example.org/ns#Person\");\n}\n",
    )
    .expect("the program");
    let turtle =
        |term: &str| format!("<http://example.org/ns#{term}> a <http://example.org/ns#Class> .\n");
    fs::write(dir.join("vocab/ex.ttl"), turtle("Person")).expect("the vocabulary");
    let (ok, stderr) = build(&dir);
    assert!(ok, "{stderr}");
    // Only the file changes: the crate must be compiled again, and the
    // term it no longer defines is an unresolved name, with a suggestion.
    fs::write(dir.join("vocab/ex.ttl"), turtle("Persons")).expect("the vocabulary");
    let (ok, stderr) = build(&dir);
    assert!(!ok, "the crate was not rebuilt: {stderr}");
    assert!(
        stderr.contains("cannot find value `Person` in module `ex`"),
        "{stderr}"
    );
    assert!(stderr.contains("`Persons`"), "{stderr}");
}
