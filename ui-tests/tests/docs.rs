//! The compiler output quoted in the macros' documentation is the output
//! the ui cases pin: each quote names its `.stderr` file, and must be that
//! file's text (or its first errors), so that a change of a message cannot leave the docs behind.

use std::fs;
use std::path::Path;

/// The quotes of the documentation in `source`: each `.stderr` path named
/// in a doc comment, with the text of the first ```` ```text ```` block after it.
fn quotes(source: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = source
        .lines()
        .filter_map(|line| {
            let line = line.trim_start();
            let doc = line
                .strip_prefix("//!")
                .or_else(|| line.strip_prefix("///"))?;
            Some(doc.strip_prefix(' ').unwrap_or(doc))
        })
        .collect();
    let mut out = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(start) = line.find("ui-tests/tests/") else {
            continue;
        };
        let Some(len) = line[start..].find(".stderr") else {
            continue;
        };
        let path = &line[start..start + len + ".stderr".len()];
        let mut rest = lines[at..].iter().skip_while(|l| **l != "```text").skip(1);
        let block: Vec<&str> = rest
            .by_ref()
            .take_while(|l| **l != "```")
            .copied()
            .collect();
        out.push((path.to_owned(), block.join("\n")));
    }
    out
}

#[test]
fn the_documented_compiler_output_is_the_pinned_one() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let source = fs::read_to_string(repo.join("iri-macros/src/lib.rs")).expect("the macros' docs");
    let quotes = quotes(&source);
    assert!(quotes.len() >= 6, "the docs quote the ui cases: {quotes:?}");
    for (path, quoted) in quotes {
        let pinned = fs::read_to_string(repo.join(&path))
            .unwrap_or_else(|err| panic!("{path}, quoted in the docs: {err}"));
        // A quote may stop after one of several errors.
        let pinned = pinned.trim_end();
        let rest = pinned.strip_prefix(quoted.as_str());
        assert!(
            rest.is_some_and(|rest| rest.is_empty() || rest.starts_with("\n\nerror")),
            "the docs' quote of {path}:\n{quoted}\n\nthe file:\n{pinned}"
        );
    }
}
