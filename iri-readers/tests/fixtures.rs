//! The fixtures of `tests/data/readers/fixtures`, written from each
//! format's grammar: a positive document (`NAME.ok.EXT`: escapes,
//! literals and comments holding `<…>`, entities, encodings, badges) gives
//! no error; a negative one (`NAME.bad.EXT`) gives exactly the errors of
//! `NAME.bad.EXT.expected`, one `line:column code` a line (grammar and
//! checker codes under the default policy, and the reader's problems
//! under the names `iri-check` gives them).

use std::path::{Path, PathBuf};

use iri_checker::{Level, Policy, check};
use iri_core::parse;
use iri_readers::{Format, LineIndex, Options, ProblemKind, read_bytes};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/readers/fixtures")
}

/// The errors of the file at `path`, as `line:column code`.
fn errors(path: &Path) -> Vec<String> {
    let format = Format::from_path(path).unwrap();
    let bytes = std::fs::read(path).unwrap();
    let (text, doc) = read_bytes(format, &bytes, &Options::default()).unwrap();
    let lines = LineIndex::new(&text);
    let at = |offset: usize| {
        let p = lines.position(&text, offset);
        format!("{}:{}", p.line, p.column)
    };
    let mut out = Vec::new();
    for problem in &doc.problems {
        let code = match problem.kind {
            ProblemKind::Syntax if format.is_json() => "input-invalid-json",
            ProblemKind::Syntax => "input-invalid-syntax",
            ProblemKind::Escape => "input-invalid-escape",
            ProblemKind::Entity => "input-undeclared-entity",
            _ => "input-invalid-encoding",
        };
        out.push((
            problem.span.start,
            format!("{} {code}", at(problem.span.start)),
        ));
    }
    for found in &doc.found {
        match parse(&found.value, found.grammar) {
            Err(err) => {
                let start = found.source_span(err.span()).start;
                out.push((
                    start,
                    format!("{} {}", at(start), err.finding().code().name()),
                ));
            }
            Ok(table) => {
                for finding in &check(&found.value, &table, found.grammar, &Policy::DEFAULT) {
                    if finding.level() == Level::Error {
                        let start = found.source_span(finding.span()).start;
                        out.push((start, format!("{} {}", at(start), finding.code().name())));
                    }
                }
            }
        }
    }
    out.sort();
    out.into_iter().map(|(_, e)| e).collect()
}

#[test]
fn every_fixture_gives_exactly_its_errors() {
    let mut formats = std::collections::HashSet::new();
    let mut failures = Vec::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(fixtures())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e != "expected"))
        .collect();
    entries.sort();
    for path in &entries {
        let name = path.file_name().unwrap().to_str().unwrap();
        let got = errors(path);
        formats.insert(Format::from_path(path).unwrap());
        let expected: Vec<String> = if name.contains(".bad.") {
            let expected = path.with_file_name(format!("{name}.expected"));
            std::fs::read_to_string(&expected)
                .unwrap()
                .lines()
                .map(str::to_owned)
                .collect()
        } else {
            Vec::new()
        };
        if got != expected {
            failures.push(format!("{name}: got {got:?}, expected {expected:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every format has fixtures.
    for format in Format::ALL {
        assert!(formats.contains(&format), "no fixture of {format:?}");
    }
}
