//! The inputs named on the command line: files, the files of directories
//! (walked with the `ignore` crate, as `git` sees them), standard input;
//! and the reader of each ([`Format`]).

use std::fs;
use std::path::{Path, PathBuf};

use ignore::overrides::{Override, OverrideBuilder};
use iri_readers::Format;

use crate::args::ModeArg;

/// Where an input's bytes come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Stdin,
    File(PathBuf),
}

/// One input to check.
#[derive(Clone, Debug)]
pub(crate) struct Input {
    pub(crate) source: Source,
    /// The name in output: the path as given or found, `<stdin>`.
    pub(crate) display: String,
    /// The format whose reader finds the IRIs.
    pub(crate) format: Format,
    /// Whether the input is read one line at a time (each line a whole
    /// document of its format: lines, text, N-Triples, N-Quads, JSON
    /// Lines), in constant memory; the others are read whole.
    pub(crate) by_line: bool,
    /// Whether the input was named on the command line (not found in a
    /// directory): only those are reported as binary.
    pub(crate) named: bool,
    /// Whether it is Rust test code: under `tests/` or `benches/` of its
    /// crate (see [`rust_tests`]).
    pub(crate) rust_tests: bool,
}

/// What the command line names: the inputs, in order, and the paths that
/// could not be read (with the reason, for the user).
#[derive(Debug, Default)]
pub(crate) struct Inputs {
    pub(crate) inputs: Vec<Input>,
    pub(crate) errors: Vec<String>,
}

/// The extensions of JSON Lines: one JSON document per line.
const JSON_LINES: [&str; 2] = ["jsonl", "ndjson"];

/// The format of `--mode`, when it names one.
const fn format_of(mode: ModeArg) -> Option<Format> {
    Some(match mode {
        ModeArg::Auto | ModeArg::Extract => return None,
        ModeArg::Lines => Format::Lines,
        ModeArg::Text => Format::Text,
        ModeArg::Markdown => Format::Markdown,
        ModeArg::Html => Format::Html,
        ModeArg::Xml => Format::Xml,
        ModeArg::Ntriples => Format::NTriples,
        ModeArg::Nquads => Format::NQuads,
        ModeArg::Turtle => Format::Turtle,
        ModeArg::Trig => Format::TriG,
        ModeArg::Json => Format::Json,
        ModeArg::JsonLd => Format::JsonLd,
        ModeArg::Toml => Format::Toml,
        ModeArg::Yaml => Format::Yaml,
        ModeArg::Rust => Format::Rust,
        ModeArg::Csv => Format::Csv,
    })
}

/// The format of `path` for `--mode`, when it is checked: `None` for a
/// file found in a directory whose extension names no known format.
fn mode_of(path: Option<&Path>, mode: ModeArg, named: bool) -> Option<Format> {
    let auto = path.and_then(Format::from_path);
    match mode {
        ModeArg::Auto if named => Some(auto.unwrap_or(Format::Text)),
        ModeArg::Auto => auto,
        ModeArg::Extract => Some(match auto {
            None | Some(Format::Lines) => Format::Text,
            Some(format) => format,
        }),
        other => format_of(other),
    }
}

/// Whether `path`, read as `format`, is read one line at a time.
fn by_line(path: Option<&Path>, format: Format) -> bool {
    let json_lines = path
        .and_then(Path::extension)
        .and_then(|e| e.to_str())
        .is_some_and(|e| JSON_LINES.iter().any(|j| j.eq_ignore_ascii_case(e)));
    format.by_line() || (format.is_json() && json_lines)
}

/// The paths to check: those given; without any, the current directory
/// when standard input is a terminal (nothing is piped in: as `ruff
/// check`), else none, which reads standard input.
pub(crate) fn paths_or_here(paths: &[PathBuf], stdin_is_terminal: bool) -> Vec<PathBuf> {
    if paths.is_empty() && stdin_is_terminal {
        vec![PathBuf::from(".")]
    } else {
        paths.to_vec()
    }
}

/// The inputs of `paths` (standard input when there are none), without
/// what the `excludes` globs match in the directories walked; the error is
/// for a glob that is not one.
pub(crate) fn collect(
    paths: &[PathBuf],
    mode: ModeArg,
    excludes: &[String],
) -> Result<Inputs, String> {
    let mut out = Inputs::default();
    if paths.is_empty() {
        out.push_stdin(mode);
    }
    for path in paths {
        if path.as_os_str() == "-" {
            out.push_stdin(mode);
            continue;
        }
        match fs::metadata(path) {
            Ok(meta) if meta.is_dir() => out.walk(path, mode, &excluded(path, excludes)?),
            Ok(_) => out.push_file(path.clone(), mode, None),
            Err(err) => out
                .errors
                .push(format!("cannot read `{}`: {err}", path.display())),
        }
    }
    Ok(out)
}

/// Whether the Rust file `path` is test code
/// ([`iri_readers::is_rust_test_path`]) by its path from its crate's
/// directory (the nearest one above it with a `Cargo.toml`), else from the
/// directory `walked`, else as named when it is relative: a `tests` folder
/// above the crate or the directory walked (`/home/me/tests/project/src`)
/// makes no test code.
fn rust_tests(path: &Path, walked: Option<&Path>) -> bool {
    let full = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let from_crate = full
        .ancestors()
        .skip(1)
        .find(|dir| dir.join("Cargo.toml").is_file())
        .and_then(|dir| full.strip_prefix(dir).ok());
    let relative = match (from_crate, walked) {
        (Some(relative), _) => relative,
        (None, Some(root)) => path.strip_prefix(root).unwrap_or(path),
        (None, None) if path.is_relative() => path,
        (None, None) => return false,
    };
    iri_readers::is_rust_test_path(relative)
}

/// The overrides that leave out what `excludes` match under `dir`.
fn excluded(dir: &Path, excludes: &[String]) -> Result<Override, String> {
    let mut builder = OverrideBuilder::new(dir);
    for glob in excludes {
        builder
            .add(&format!("!{glob}"))
            .map_err(|err| format!("invalid `--exclude` `{glob}`: {err}"))?;
    }
    builder
        .build()
        .map_err(|err| format!("invalid `--exclude`: {err}"))
}

impl Inputs {
    fn push_stdin(&mut self, mode: ModeArg) {
        // What is piped in is a list of links unless told otherwise.
        let format = match mode {
            ModeArg::Auto => Format::Lines,
            mode => mode_of(None, mode, true).unwrap_or(Format::Lines),
        };
        self.inputs.push(Input {
            source: Source::Stdin,
            display: "<stdin>".to_owned(),
            format,
            // Standard input in JSON mode may be JSON Lines: one document
            // after the other is JSON too, read whole.
            by_line: format.by_line(),
            named: true,
            rust_tests: false,
        });
    }

    /// The file `path`, found under the directory `walked` (`None`: named).
    fn push_file(&mut self, path: PathBuf, mode: ModeArg, walked: Option<&Path>) {
        let named = walked.is_none();
        if let Some(format) = mode_of(Some(&path), mode, named) {
            self.inputs.push(Input {
                display: path.display().to_string(),
                by_line: by_line(Some(&path), format),
                rust_tests: format == Format::Rust && rust_tests(&path, walked),
                source: Source::File(path),
                format,
                named,
            });
        }
    }

    /// The files under `dir`, in name order, as `git` sees them: without
    /// hidden entries and what ignore files exclude, without following
    /// links to directories.
    fn walk(&mut self, dir: &Path, mode: ModeArg, excluded: &Override) {
        let walker = ignore::WalkBuilder::new(dir)
            .overrides(excluded.clone())
            .hidden(true)
            .parents(true)
            .git_ignore(true)
            .git_global(true)
            .git_exclude(true)
            .require_git(false)
            .follow_links(false)
            .sort_by_file_name(std::cmp::Ord::cmp)
            .build();
        for entry in walker {
            let entry = match entry {
                Ok(entry) => entry,
                Err(err) => {
                    self.errors
                        .push(format!("cannot read directory `{}`: {err}", dir.display()));
                    continue;
                }
            };
            let path = entry.path();
            let Some(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_file()
                || (kind.is_symlink() && fs::metadata(path).is_ok_and(|m| m.is_file()))
            {
                self.push_file(path.to_path_buf(), mode, Some(dir));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_follow_extensions_and_the_flag() {
        let mode = |p: &str, m, named| mode_of(Some(Path::new(p)), m, named);
        assert_eq!(mode("a.JSON", ModeArg::Auto, false), Some(Format::Json));
        // Text found in a walk or named is prose; one IRI per line only
        // when asked for.
        assert_eq!(mode("a.txt", ModeArg::Auto, false), Some(Format::Text));
        assert_eq!(mode("a.txt", ModeArg::Auto, true), Some(Format::Text));
        assert_eq!(mode("a.txt", ModeArg::Lines, true), Some(Format::Lines));
        assert_eq!(mode("a.urls", ModeArg::Auto, false), Some(Format::Lines));
        assert_eq!(mode("a.ttl", ModeArg::Auto, false), Some(Format::Turtle));
        assert_eq!(mode("a.rs", ModeArg::Auto, false), Some(Format::Rust));
        assert_eq!(mode("a.rs", ModeArg::Auto, true), Some(Format::Rust));
        assert_eq!(mode("a.py", ModeArg::Auto, false), None);
        assert_eq!(mode("a.py", ModeArg::Auto, true), Some(Format::Text));
        assert_eq!(mode("a.py", ModeArg::Extract, false), Some(Format::Text));
        assert_eq!(mode("a.html", ModeArg::Extract, false), Some(Format::Html));
        assert_eq!(mode("a.html", ModeArg::Lines, false), Some(Format::Lines));
        assert_eq!(mode("a.md", ModeArg::Toml, false), Some(Format::Toml));
        assert!(by_line(Some(Path::new("a.jsonl")), Format::Json));
        assert!(!by_line(Some(Path::new("a.json")), Format::Json));
        assert!(by_line(None, Format::NTriples));
    }

    #[test]
    fn no_path_on_a_terminal_is_the_current_directory() {
        let none: [PathBuf; 0] = [];
        assert_eq!(paths_or_here(&none, true), [PathBuf::from(".")]);
        // Piped in: standard input, as before.
        assert!(paths_or_here(&none, false).is_empty());
        let given = [PathBuf::from("a.md")];
        assert_eq!(paths_or_here(&given, true), given);
    }

    #[test]
    fn excludes_leave_out_what_they_match_under_each_directory() {
        let dir = std::env::temp_dir().join(format!("iri-check-exclude-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        for file in [
            "a.md",
            "b.min.js",
            "vendor/c.md",
            "docs/vendor/d.md",
            "docs/e.md",
        ] {
            let path = dir.join(file);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(&path, "http://example.org/\n").unwrap();
        }
        let names = |excludes: &[&str], mode| {
            let excludes: Vec<String> = excludes.iter().map(|s| (*s).to_owned()).collect();
            let found = collect(std::slice::from_ref(&dir), mode, &excludes).unwrap();
            found
                .inputs
                .iter()
                .map(|i| match &i.source {
                    Source::File(p) => p.strip_prefix(&dir).unwrap().display().to_string(),
                    Source::Stdin => "-".to_owned(),
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(
            names(&[], ModeArg::Extract),
            [
                "a.md",
                "b.min.js",
                "docs/e.md",
                "docs/vendor/d.md",
                "vendor/c.md"
            ]
        );
        // `vendor/` at any depth, as in a .gitignore; `/vendor` at the root only.
        assert_eq!(
            names(&["vendor/", "*.min.js"], ModeArg::Extract),
            ["a.md", "docs/e.md"]
        );
        assert_eq!(
            names(&["/vendor"], ModeArg::Extract),
            ["a.md", "b.min.js", "docs/e.md", "docs/vendor/d.md"]
        );
        assert!(
            collect(
                std::slice::from_ref(&dir),
                ModeArg::Auto,
                &["a[".to_owned()]
            )
            .is_err()
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
