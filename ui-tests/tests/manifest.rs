//! The crate policy read from `Cargo.toml`: `[workspace.metadata.iri]` of
//! the workspace root, then `[package.metadata.iri]` of the crate, under the
//! call's options, in every form TOML allows for them
//! (`tests/data/policy-forms.txt`); a malformed table is a compile error at
//! every literal, naming the file, the key, the line and the column;
//! editing the table rebuilds the crate.
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

/// A crate manifest depending on the facade, with `extra` at the end.
fn package(name: &str, extra: &str) -> String {
    format!(
        "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [dependencies]\niri-kit = {{ path = \"$REPO/iri-kit\" }}\n{extra}"
    )
    .replace("$REPO", &repo().to_string_lossy())
}

/// Builds the workspace in `dir`: whether it compiled, and the compiler's output.
fn build(dir: &Path) -> (bool, String) {
    build_with(dir, &[])
}

/// Builds the workspace in `dir` with the environment variables `vars` set.
fn build_with(dir: &Path, vars: &[(&str, &str)]) -> (bool, String) {
    let out = Command::new(env!("CARGO"))
        .args(["build", "--offline", "--quiet", "--color=never"])
        .current_dir(dir)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("manifest-target"),
        )
        .env("IRI_MACROS_NO_SUBSPAN", "1")
        .envs(vars.iter().copied())
        .output()
        .expect("cargo runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The crate in `dir` after macro expansion (`-Zunpretty=expanded`, which a
/// stable compiler gives with `RUSTC_BOOTSTRAP`), its own target directory
/// apart, since cargo keys builds on that variable.
fn expanded(dir: &Path) -> String {
    let out = Command::new(env!("CARGO"))
        .args([
            "rustc",
            "--offline",
            "--quiet",
            "--color=never",
            "--profile=check",
        ])
        .args(["--", "-Zunpretty=expanded"])
        .current_dir(dir)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("manifest-expanded-target"),
        )
        .env("IRI_MACROS_NO_SUBSPAN", "1")
        .env("RUSTC_BOOTSTRAP", "1")
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).replace(&*dir.to_string_lossy(), "$DIR")
}

const MAIN: &str = "fn main() {\n    let _ = iri_kit::iri!(\"HTTP://example.org/\");\n}\n";

/// Two literals, each a warning under the default policy
/// (`form-scheme-case`), an error where the group `form` is denied.
const TWO: &str = "fn main() {\n    let _ = iri_kit::iri!(\"HTTP://example.org/\");\n    \
                   let _ = iri_kit::iri!(\"HTTP://example.org/two\");\n}\n";

#[test]
fn a_malformed_table_is_an_error_at_every_literal_naming_the_file_key_line_and_column() {
    let manifest = package(
        "bad",
        "\n[package.metadata.iri]\ndeny = [\"hots\"]\n[workspace]\n",
    );
    let dir = workspace("bad", &[("Cargo.toml", &manifest), ("src/main.rs", TWO)]);
    let (ok, stderr) = build(&dir);
    assert!(!ok, "{stderr}");
    let path = dir.join("Cargo.toml");
    let expected = format!(
        "error: invalid policy in `package.metadata.iri.deny` of {}:11:9: unknown code or group \
         `hots`; did you mean `host`?",
        path.display()
    );
    // At each literal: every expansion in the compiler's process reads the
    // table and reports it, not the first alone.
    assert_eq!(stderr.matches(&expected).count(), 2, "{stderr}");
    for at in ["src/main.rs:2:27", "src/main.rs:3:27"] {
        assert!(stderr.contains(at), "at the literal {at}: {stderr}");
    }
}

/// The forms of `tests/data/policy-forms.txt`: each name and text.
fn policy_forms() -> Vec<(String, String)> {
    let text = fs::read_to_string(repo().join("tests/data/policy-forms.txt")).expect("the forms");
    let mut forms = Vec::new();
    for block in text.split("\n## ").skip(1) {
        let (name, form) = block.split_once('\n').expect("a form after its name");
        forms.push((name.to_owned(), form.to_owned()));
    }
    assert!(forms.len() >= 10, "{forms:?}");
    forms
}

/// A crate manifest whose `owner` (`package` or `workspace`) section
/// comes last and ends with `form`.
fn manifest_ending_with(name: &str, owner: &str, form: &str) -> String {
    let package = format!(
        "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n"
    );
    let dependencies = format!(
        "[dependencies]\niri-kit = {{ path = \"{}/iri-kit\" }}\n",
        repo().display()
    );
    let form = form.replace("$OWNER", owner);
    if owner == "package" {
        format!("[workspace]\n\n{dependencies}\n{package}{form}")
    } else {
        format!("{package}\n{dependencies}\n[workspace]\n{form}")
    }
}

#[test]
fn every_form_of_the_table_is_applied_and_a_malformed_one_is_an_error_at_every_literal() {
    let mut failures = Vec::new();
    for owner in ["package", "workspace"] {
        for (i, (form, text)) in policy_forms().iter().enumerate() {
            let name = format!("form-{owner}-{i}");
            let manifest = manifest_ending_with(&name, owner, text);
            let dir = workspace(&name, &[("Cargo.toml", &manifest), ("src/main.rs", TWO)]);
            let (ok, stderr) = build(&dir);
            let expected = match form.strip_prefix("malformed: ") {
                Some(key) => format!(
                    "error: invalid policy in `{}` of {}:",
                    key.replace("$OWNER", owner),
                    dir.join("Cargo.toml").display()
                ),
                None => "error: uppercase letters in the scheme\n".to_owned(),
            };
            // Both literals, each expanded in the same compiler process.
            if ok || stderr.matches(&expected).count() != 2 {
                failures.push(format!("[{owner}] {form}:\n{manifest}\n{stderr}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
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
        stderr.contains("error: uppercase letters in the scheme\n"),
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

#[test]
fn a_changed_env_variable_rebuilds_the_crate() {
    let manifest = package(
        "env",
        "\n[package.metadata.iri]\ndeny = [\"form\"]\n[workspace]\n",
    );
    let main = "fn main() {\n    let _ = iri_kit::iri!(env!(\"IRI_UI_TEST_URL\"));\n}\n";
    let dir = workspace("env", &[("Cargo.toml", &manifest), ("src/main.rs", main)]);
    let (ok, stderr) = build_with(&dir, &[("IRI_UI_TEST_URL", "https://example.org/")]);
    assert!(ok, "{stderr}");
    // Only the variable changes: the crate must be compiled again, and the
    // new value is refused (the table denies `form`).
    let (ok, stderr) = build_with(&dir, &[("IRI_UI_TEST_URL", "HTTPS://example.org/")]);
    assert!(!ok, "the crate was not rebuilt: {stderr}");
    assert!(
        stderr.contains("error: uppercase letters in the scheme\n"),
        "{stderr}"
    );
}

#[test]
fn an_unused_policy_costs_nothing() {
    // The same literals in two crates, one with a table that has nothing to
    // say about them: the expansions are the same, and each literal is the
    // constructor call alone; the only item added is the one naming the
    // manifest (once per crate, with or without a table), so that adding a
    // table later rebuilds the crate.
    let lib = "pub const A: iri_kit::Iri<&str> = iri_kit::iri!(\"https://example.org/a\");\n\
               pub const B: iri_kit::IriRef<&str> = iri_kit::iri_ref!(\"../b?q#f\");\n\
               pub const C: iri_kit::Uri<&str> = iri_kit::uri!(\"urn:isbn:0451450523\");\n";
    let with_table = package(
        "cost",
        "\n[workspace]\n\n[package.metadata.iri]\npreset = \"strict\"\nallow = [\"scheme-unregistered\"]\n",
    );
    let without = package("cost", "\n[workspace]\n");
    let a = workspace(
        "cost-table",
        &[("Cargo.toml", &with_table), ("src/lib.rs", lib)],
    );
    let b = workspace(
        "cost-none",
        &[("Cargo.toml", &without), ("src/lib.rs", lib)],
    );
    let (with_table, without) = (
        without_manifest(&expanded(&a)),
        without_manifest(&expanded(&b)),
    );
    assert_eq!(with_table, without);
    assert_eq!(
        with_table.matches("const _: &[u8] = $MANIFEST;").count(),
        1,
        "{with_table}"
    );
    // The facade's module named after the release (see `iri-macros/src/path.rs`).
    let private = format!(
        "::iri_kit::__private::v{}::",
        env!("CARGO_PKG_VERSION").replace(['.', '-', '+'], "_")
    );
    assert_eq!(with_table.matches(&private).count(), 3, "{with_table}");
    assert!(!with_table.contains("deprecated"), "{with_table}");
    for call in [
        format!("pub const B: iri_kit::IriRef<&str> =\n    {private}iri_ref("),
        format!("pub const C: iri_kit::Uri<&str> =\n    {private}uri("),
    ] {
        assert!(with_table.contains(&call), "{with_table}");
    }
}

/// `expanded` with the manifest's bytes (which `include_bytes!` expands to)
/// written `$MANIFEST`, and the layout around them on one line.
fn without_manifest(expanded: &str) -> String {
    let mut out = String::new();
    let mut rest = expanded;
    while let Some(at) = rest.find("const _: &[u8] =") {
        out.push_str(&rest[..at]);
        let end = rest[at..].find("\";\n").expect("the end of the bytes") + at;
        out.push_str("const _: &[u8] = $MANIFEST;\n");
        rest = &rest[end + 3..];
    }
    out.push_str(rest);
    out
}
