//! End-to-end tests of Rust source: the built `iri-check` on `.rs` files,
//! each finding at its line and column as written, the levels of the
//! callee's parser, and `--fix` in the literal's own form.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use iri_readers_invariants::rust_tokens;

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("rust-{name}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// `level code line:column` of each finding of `iri-check ARGS` in `dir`,
/// and the exit status.
fn check(dir: &Path, args: &[&str]) -> (i32, Vec<String>) {
    check_under(dir, &["--no-manifest"], args)
}

/// [`check`], with `flags` instead of `--no-manifest`.
fn check_under(dir: &Path, flags: &[&str], args: &[&str]) -> (i32, Vec<String>) {
    let out = Command::new(env!("CARGO_BIN_EXE_iri-check"))
        .args(flags)
        .args(["--format", "json"])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let found = stdout
        .lines()
        .map(|l| {
            let r: serde_json::Value = serde_json::from_str(l).unwrap();
            format!(
                "{} {} {}:{}",
                r["level"].as_str().unwrap(),
                r["code"].as_str().unwrap(),
                r["line"],
                r["column"]
            )
        })
        .collect();
    (out.status.code().unwrap(), found)
}

#[test]
fn the_callee_s_parser_decides_the_levels() {
    let dir = scratch("levels");
    fs::write(
        dir.join("main.rs"),
        "fn main() {\n\
         \x20   let a = Url::parse(\"http://exa mple.org\").unwrap();\n\
         \x20   let b = Url::parse(\"http://example.org/a b\").unwrap();\n\
         \x20   let c = oxrdf::NamedNodeRef::new_unchecked(\"http://example.org/a b\");\n\
         \x20   let d = format!(\"https://{}/x\", host);\n\
         \x20   let e = \"http://example.org/caf\\u{e9}\\x41\\\" b\";\n\
         }\n",
    )
    .unwrap();
    let (status, found) = check(&dir, &["."]);
    assert_eq!(status, 1);
    assert_eq!(
        found,
        [
            // `url` fails on a space in the host…
            "error whatwg-refused 2:32",
            "warning leiri-character 2:35",
            "warning host-dns-character 2:35",
            // …and percent-encodes one in the path: a warning.
            "warning leiri-character 3:45",
            // An RDF term is an absolute IRI.
            "error grammar-invalid-character 4:69",
            // The first character the grammar refuses, where it is written.
            "error grammar-invalid-character 6:46",
        ]
    );
}

#[test]
fn fixes_are_written_in_the_literal_s_own_form() {
    let dir = scratch("fix");
    let text = "fn main() {\n\
                \x20   let a = Url::parse(r#\"HTTP://a.org/\"#).unwrap();\n\
                \x20   let b = Url::parse(\"HTTP://caf\\u{e9}.org/\\\"x\").unwrap();\n\
                }\n";
    fs::write(dir.join("main.rs"), text).unwrap();
    let (_, found) = check(&dir, &["--fix", "--show-advice", "main.rs"]);
    assert_eq!(found, Vec::<String>::new());
    let fixed = fs::read_to_string(dir.join("main.rs")).unwrap();
    assert_eq!(
        fixed,
        // The scheme's case, and the `"` that `url` would encode: the
        // escape `\u{e9}` stays as written.
        text.replace("r#\"HTTP:", "r#\"http:")
            .replace("(\"HTTP:", "(\"http:")
            .replace("/\\\"x", "/%22x")
    );
    let (before, after) = (rust_tokens(text), rust_tokens(&fixed));
    assert_eq!(before.len(), after.len());
    let changed: Vec<_> = before.iter().zip(&after).filter(|(b, a)| b != a).collect();
    assert_eq!(changed.len(), 2, "{changed:?}");
    assert!(
        changed
            .iter()
            .all(|(b, a)| b.0 == a.0 && b.0.starts_with("Literal")),
        "{changed:?}"
    );
}

#[test]
fn the_files_of_tests_hold_test_data() {
    let dir = scratch("tests");
    fs::create_dir_all(dir.join("tests")).unwrap();
    fs::create_dir_all(dir.join("src")).unwrap();
    let table = "const BAD: &[&str] = &[\"http://a b/\"];\n";
    fs::write(dir.join("tests/table.rs"), table).unwrap();
    fs::write(dir.join("src/table.rs"), table).unwrap();
    let (_, found) = check(&dir, &["."]);
    assert_eq!(found, ["error grammar-invalid-character 1:33"]);
}

#[test]
fn a_crate_s_own_calls_from_its_policy_are_checked_whole() {
    let dir = scratch("own-calls");
    fs::create_dir_all(dir.join("src")).unwrap();
    fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"links\"\nversion = \"0.0.0\"\n\n[package.metadata.iri]\n\
         calls = [\n  { path = \"links::Link::parse\", grammar = \"iri-reference\" },\n  \
         { path = \"links::term\", grammar = \"uri\", compare = \"characters\" },\n]\n",
    )
    .unwrap();
    fs::write(
        dir.join("src/lib.rs"),
        "fn f() {\n\
         \x20   let a = Link::parse(\"docs/a b.html\");\n\
         \x20   let b = term(\"http://example.org/caf\\u{e9}\");\n\
         \x20   let c = Link::parse(\"docs/e f\").unwrap_err();\n\
         \x20   let d = Other::parse(\"docs/g h\");\n\
         }\n",
    )
    .unwrap();
    // The literals of its own functions are checked whole, by their
    // grammars: a relative reference that looks like no link, its space an
    // error where it is written; a non-ASCII character in a URI.
    let (status, found) = check_under(&dir, &[], &["."]);
    assert_eq!(status, 1, "{found:?}");
    assert_eq!(
        found,
        [
            "error grammar-invalid-character 2:32",
            "error grammar-non-ascii 3:41",
        ]
    );
    // Without the manifest's policy, the relative references are no
    // candidates, and the IRI is a valid one.
    let (_, found) = check(&dir, &["."]);
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn a_tests_folder_above_the_crate_or_the_walked_root_makes_no_test_code() {
    // Under the system's temporary directory: no `Cargo.toml` above it.
    let dir = std::env::temp_dir().join(format!("iri-check-rust-tests-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let table = "const BAD: &[&str] = &[\"http://a b/\"];\n";
    let krate = dir.join("tests/crate");
    let loose = dir.join("tests/loose");
    for sub in ["src", "tests"] {
        fs::create_dir_all(krate.join(sub)).unwrap();
        fs::write(krate.join(sub).join("table.rs"), table).unwrap();
    }
    fs::write(krate.join("Cargo.toml"), "[package]\nname = \"c\"\n").unwrap();
    fs::create_dir_all(loose.join("src")).unwrap();
    fs::write(loose.join("src/table.rs"), table).unwrap();
    // By absolute paths: the crate's `src/` is its code, its `tests/` its
    // tests; a walked directory without a manifest, from its root.
    let roots = [krate.to_str().unwrap(), loose.to_str().unwrap()];
    let (_, found) = check(&dir, &roots);
    assert_eq!(
        found,
        [
            "error grammar-invalid-character 1:33",
            "error grammar-invalid-character 1:33",
        ]
    );
    let (_, found) = check(&dir, &[krate.join("src/table.rs").to_str().unwrap()]);
    assert_eq!(found, ["error grammar-invalid-character 1:33"]);
    let (_, found) = check(&dir, &[krate.join("tests/table.rs").to_str().unwrap()]);
    assert!(found.is_empty(), "{found:?}");
    let _ = fs::remove_dir_all(&dir);
}
