//! The doc examples a user of the facade reads name the facade's paths.
//!
//! `iri-kit` re-exports `iri-core`, `iri-checker` and `iri-template` with
//! their docs, examples included; a user depends on `iri-kit` alone, so an
//! example that says `use iri_core::…` does not compile in their crate.
//! This test reads the doc comments (`///`, `//!`) of the four crates'
//! sources and fails on a Rust code block that names `iri_core::`,
//! `iri_checker::` or `iri_template::`, hidden `# ` lines included. Prose
//! may name the crates (each front page says that its paths are the
//! facade's); only code is read.

use std::fs;
use std::path::{Path, PathBuf};

/// The crates whose docs the facade shows, by their source directory.
const CRATES: &[&str] = &[
    "iri-core/src",
    "iri-checker/src",
    "iri-template/src",
    "iri-kit/src",
];

/// The paths an example shown by the facade must not name.
const OTHER_CRATES: &[&str] = &["iri_core::", "iri_checker::", "iri_template::"];

/// Files whose examples the facade does not show, each with the reason:
/// their items are not re-exported by `iri-kit`, so the facade has no path
/// for them.
const NOT_SHOWN: &[(&str, &str)] = &[(
    "iri-checker/src/policy/tooling.rs",
    "`iri_checker::__tooling`, hidden, shared by iri-macros and iri-check only",
)];

/// One example line that names another crate's path.
#[derive(Debug)]
struct Offence {
    file: String,
    line: usize,
    text: String,
}

/// The workspace's root (this crate is `tests/`).
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf()
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The text of a doc comment line (`///` or `//!`, after indentation),
/// without the marker and one space; `None` for any other line.
fn doc_text(line: &str) -> Option<&str> {
    let line = line.trim_start();
    let rest = line
        .strip_prefix("///")
        .or_else(|| line.strip_prefix("//!"))?;
    // `////` is an ordinary comment.
    if rest.starts_with('/') {
        return None;
    }
    Some(rest.strip_prefix(' ').unwrap_or(rest))
}

/// Whether a fence's info string (after the backticks) opens a Rust
/// example, as rustdoc reads it: no language, or `rust` and the doctest
/// attributes.
fn is_rust(info: &str) -> bool {
    info.split([',', ' '])
        .map(str::trim)
        .filter(|word| !word.is_empty())
        .all(|word| {
            matches!(
                word,
                "rust" | "no_run" | "ignore" | "should_panic" | "compile_fail" | "test_harness"
            ) || word.starts_with("edition")
        })
}

/// The example lines of `source` that name another crate's path, with
/// their 1-based line numbers, and the number of Rust examples read.
fn offences_in(source: &str) -> (Vec<(usize, String)>, usize) {
    let mut found = Vec::new();
    let mut examples = 0;
    // `Some(is_rust)` inside a fenced block.
    let mut block: Option<bool> = None;
    for (index, line) in source.lines().enumerate() {
        let Some(text) = doc_text(line) else {
            // A doc comment ends where its lines end; so does its block.
            block = None;
            continue;
        };
        let trimmed = text.trim_start();
        if let Some(info) = trimmed.strip_prefix("```") {
            block = match block {
                None => {
                    let rust = is_rust(info);
                    examples += usize::from(rust);
                    Some(rust)
                }
                Some(_) => None,
            };
            continue;
        }
        if block == Some(true) && names_other_crate(text) {
            found.push((index + 1, text.to_owned()));
        }
    }
    (found, examples)
}

/// Whether `code` names one of the other crates' paths as a path (not as
/// the tail of a longer identifier such as `my_iri_core::`).
fn names_other_crate(code: &str) -> bool {
    OTHER_CRATES.iter().any(|name| {
        code.match_indices(name).any(|(at, _)| {
            !code[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    })
}

#[test]
fn the_examples_the_facade_shows_name_the_facade_s_paths() {
    let root = workspace();
    let mut files = Vec::new();
    for dir in CRATES {
        rust_files(&root.join(dir), &mut files);
    }
    let mut offences = Vec::new();
    let mut examples = 0;
    for path in &files {
        let relative = path
            .strip_prefix(&root)
            .expect("under the workspace")
            .to_string_lossy()
            .replace('\\', "/");
        if NOT_SHOWN.iter().any(|(file, _)| *file == relative) {
            continue;
        }
        let source = fs::read_to_string(path).expect("a source file");
        let (found, read) = offences_in(&source);
        examples += read;
        offences.extend(found.into_iter().map(|(line, text)| Offence {
            file: relative.clone(),
            line,
            text,
        }));
    }
    // The scanner reads what it should: the crates have hundreds of
    // examples, and a scanner that found none would pass.
    assert!(examples > 200, "only {examples} Rust examples read");
    let report: Vec<String> = offences
        .iter()
        .map(|o| format!("{}:{}: {}", o.file, o.line, o.text))
        .collect();
    assert!(
        offences.is_empty(),
        "{} example lines name a crate that a user of iri-kit does not depend on; \
         write the iri_kit:: path (the checker is iri_kit::check, its findings \
         iri_kit::diagnostic, templates iri_kit::template):\n{}",
        offences.len(),
        report.join("\n")
    );
}

#[test]
fn the_files_not_shown_exist() {
    let root = workspace();
    for (file, reason) in NOT_SHOWN {
        assert!(root.join(file).is_file(), "{file} ({reason}) is gone");
    }
}

#[test]
fn the_scanner_reads_hidden_lines_and_skips_prose_and_other_languages() {
    let source = "\
/// Prose may say `iri_core::Iri`.
///
/// ```
/// # use iri_core::Iri;
/// use iri_kit::IriRef;
/// ```
///
/// ```text
/// iri_checker::Policy
/// ```
//! ```no_run
//! let x = iri_template::Template::new(\"{a}\");
//! ```
fn f() {} // iri_core::Iri, not a doc comment
/// ```
/// let my_iri_core::x = 1;
/// ```
";
    let (found, examples) = offences_in(source);
    assert_eq!(examples, 3);
    let lines: Vec<usize> = found.iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, [4, 12]);
}
