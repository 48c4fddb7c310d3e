//! The crate policy read from `Cargo.toml`: `[workspace.metadata.iri]` of
//! the workspace root, then `[package.metadata.iri]` of the crate, under the
//! call's options; a malformed table is a compile error naming the file, the
//! line and the column; editing the table rebuilds the crate.
//!
//! Each case writes a small workspace under the test's temporary directory
//! and builds it with cargo (offline, with this workspace's lock file and
//! one shared target directory, so that the dependencies build once).

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

/// Writes `files` (path, content) under a fresh directory named `name`.
fn workspace(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("manifest")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    let repo = repo();
    for (path, content) in files {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().expect("a parent")).expect("a directory");
        let content = content.replace("$REPO", &repo.to_string_lossy());
        fs::write(path, content).expect("a file");
    }
    fs::copy(repo.join("Cargo.lock"), dir.join("Cargo.lock")).expect("the lock file");
    dir
}

/// A crate manifest depending on both crates, with `extra` at the end.
fn package(name: &str, extra: &str) -> String {
    format!(
        "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [dependencies]\niri-core = {{ path = \"$REPO/iri-core\" }}\n\
         iri-macros = {{ path = \"$REPO/iri-macros\" }}\n{extra}"
    )
    .replace("$REPO", &repo().to_string_lossy())
}

/// Builds the workspace in `dir`: whether it compiled, and the compiler's output.
fn build(dir: &Path) -> (bool, String) {
    let out = Command::new(env!("CARGO"))
        .args(["build", "--offline", "--quiet", "--color=never"])
        .current_dir(dir)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("manifest-target"),
        )
        .env("IRI_MACROS_NO_SUBSPAN", "1")
        .output()
        .expect("cargo runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const MAIN: &str = "fn main() {\n    let _ = iri_macros::iri!(\"HTTP://example.org/\");\n}\n";

#[test]
fn a_malformed_table_is_an_error_naming_the_file_line_and_column() {
    let manifest = package(
        "bad",
        "\n[package.metadata.iri]\ndeny = [\"hots\"]\n[workspace]\n",
    );
    let dir = workspace("bad", &[("Cargo.toml", &manifest), ("src/main.rs", MAIN)]);
    let (ok, stderr) = build(&dir);
    assert!(!ok, "{stderr}");
    let path = dir.join("Cargo.toml");
    let expected = format!(
        "error: invalid policy in `[package.metadata.iri]` of {}:12:9: unknown code or group \
         `hots`; did you mean `host`?",
        path.display()
    );
    assert!(stderr.contains(&expected), "{stderr}");
    assert!(
        stderr.contains("src/main.rs:2:30"),
        "at the literal: {stderr}"
    );
}

#[test]
fn the_workspace_table_applies_and_the_crate_table_overrides_it_and_edits_rebuild() {
    let root = "[workspace]\nmembers = [\"member\"]\nresolver = \"2\"\n\n\
                [workspace.metadata.iri]\ndeny = [\"form\"]\n";
    let member = package("member", "");
    let dir = workspace(
        "layered",
        &[
            ("Cargo.toml", root),
            ("member/Cargo.toml", &member),
            ("member/src/main.rs", MAIN),
        ],
    );
    let (ok, stderr) = build(&dir);
    assert!(!ok, "the workspace denies `form`: {stderr}");
    assert!(
        stderr.contains("error: uppercase letters in the scheme in scheme at byte 0"),
        "{stderr}"
    );
    // The crate's own table, added afterwards, is noticed and wins.
    let allowed = package(
        "member",
        "\n[package.metadata.iri]\nallow = [\"form-scheme-case\"]\n",
    );
    fs::write(dir.join("member/Cargo.toml"), allowed).expect("the manifest");
    let (ok, stderr) = build(&dir);
    assert!(ok, "the crate allows the code: {stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
    // The workspace table, edited, is noticed too.
    let warn = root.replace("deny = [\"form\"]", "warn = [\"form\"]");
    fs::write(dir.join("Cargo.toml"), warn).expect("the manifest");
    fs::write(dir.join("member/Cargo.toml"), package("member", "")).expect("the manifest");
    let (ok, stderr) = build(&dir);
    assert!(ok, "{stderr}");
    assert!(
        stderr.contains("warning: use of deprecated constant `main::iri_warning`"),
        "{stderr}"
    );
}
