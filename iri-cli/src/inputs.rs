//! The inputs named on the command line: files, the files of directories,
//! standard input; and how to find IRIs in each ([`Mode`]).

use std::fs;
use std::path::{Path, PathBuf};

use crate::args::ModeArg;
use crate::extract::Syntax;

/// How to find the IRIs of one input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// One IRI per non-empty line.
    Lines,
    /// IRIs inside text of this syntax.
    Extract(Syntax),
    /// String values of JSON.
    Json,
}

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
    pub(crate) mode: Mode,
    /// Whether the input was named on the command line (not found in a
    /// directory): only those are reported as binary.
    pub(crate) named: bool,
}

/// What the command line names: the inputs, in order, and the paths that
/// could not be read (with the reason, for the user).
#[derive(Debug, Default)]
pub(crate) struct Inputs {
    pub(crate) inputs: Vec<Input>,
    pub(crate) errors: Vec<String>,
}

/// The JSON extensions of `--mode auto`.
const JSON_EXTENSIONS: [&str; 6] = [
    "json",
    "jsonld",
    "jsonl",
    "ndjson",
    "geojson",
    "webmanifest",
];

/// The mode of `path` under `--mode auto`: `None` when the extension names
/// no known format (such files are skipped in directories, read as lines
/// when named).
fn auto_mode(path: &Path) -> Option<Mode> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    if JSON_EXTENSIONS.contains(&ext.as_str()) {
        return Some(Mode::Json);
    }
    if ext == "txt" {
        return Some(Mode::Lines);
    }
    Syntax::of_extension(&ext).map(Mode::Extract)
}

/// The mode of `path` for `--mode`, when it is checked.
fn mode_of(path: Option<&Path>, mode: ModeArg, named: bool) -> Option<Mode> {
    let auto = path.and_then(auto_mode);
    match mode {
        ModeArg::Auto if named => Some(auto.unwrap_or(Mode::Lines)),
        ModeArg::Auto => auto,
        ModeArg::Lines => Some(Mode::Lines),
        ModeArg::Json => Some(Mode::Json),
        ModeArg::Extract => Some(match auto {
            Some(Mode::Extract(syntax)) => Mode::Extract(syntax),
            _ => Mode::Extract(Syntax::Text),
        }),
    }
}

/// The inputs of `paths` (standard input when there are none).
pub(crate) fn collect(paths: &[PathBuf], mode: ModeArg) -> Inputs {
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
            Ok(meta) if meta.is_dir() => out.walk(path, mode),
            Ok(_) => out.push_file(path.clone(), mode, true),
            Err(err) => out
                .errors
                .push(format!("cannot read `{}`: {err}", path.display())),
        }
    }
    out
}

impl Inputs {
    fn push_stdin(&mut self, mode: ModeArg) {
        self.inputs.push(Input {
            source: Source::Stdin,
            display: "<stdin>".to_owned(),
            mode: mode_of(None, mode, true).unwrap_or(Mode::Lines),
            named: true,
        });
    }

    fn push_file(&mut self, path: PathBuf, mode: ModeArg, named: bool) {
        if let Some(mode) = mode_of(Some(&path), mode, named) {
            self.inputs.push(Input {
                display: path.display().to_string(),
                source: Source::File(path),
                mode,
                named,
            });
        }
    }

    /// The files under `dir`, in name order, without hidden entries and
    /// without following links to directories.
    fn walk(&mut self, dir: &Path, mode: ModeArg) {
        let entries = match fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(err) => {
                self.errors
                    .push(format!("cannot read directory `{}`: {err}", dir.display()));
                return;
            }
        };
        let mut entries: Vec<fs::DirEntry> = entries.filter_map(Result::ok).collect();
        entries.sort_by_key(fs::DirEntry::file_name);
        for entry in entries {
            if entry.file_name().to_string_lossy().starts_with('.') {
                continue;
            }
            let path = entry.path();
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                self.walk(&path, mode);
            } else if kind.is_file() || fs::metadata(&path).is_ok_and(|m| m.is_file()) {
                self.push_file(path, mode, false);
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
        assert_eq!(mode("a.JSON", ModeArg::Auto, false), Some(Mode::Json));
        assert_eq!(mode("a.txt", ModeArg::Auto, false), Some(Mode::Lines));
        assert_eq!(
            mode("a.ttl", ModeArg::Auto, false),
            Some(Mode::Extract(Syntax::Turtle))
        );
        assert_eq!(mode("a.rs", ModeArg::Auto, false), None);
        assert_eq!(mode("a.rs", ModeArg::Auto, true), Some(Mode::Lines));
        assert_eq!(
            mode("a.rs", ModeArg::Extract, false),
            Some(Mode::Extract(Syntax::Text))
        );
        assert_eq!(
            mode("a.html", ModeArg::Extract, false),
            Some(Mode::Extract(Syntax::Markup))
        );
        assert_eq!(mode("a.html", ModeArg::Lines, false), Some(Mode::Lines));
    }
}
