//! A sample of the real-file corpus (`tests/data/readers/corpus`: crate
//! READMEs and manifests, a CI workflow, npm's `package.json`, Debian
//! package data and documentation, W3C RDF files; see the README there),
//! with the IRIs that each format's own parser gives (`FILE.iris`,
//! written by `iri-readers/corpus --reference`): the reader finds
//! exactly those values, and reads the file without a problem; in the
//! Turtle family, whose parser (`oxttl`) read the file without error, the
//! reader finds no error.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use iri_checker::{Level, Policy, check};
use iri_readers::{Format, Options, read_bytes};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/readers/corpus")
}

#[test]
fn the_readers_find_what_each_formats_parser_gives() {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e != "iris"))
        .filter(|p| p.file_name().is_some_and(|n| n != "README.md"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 12, "{paths:?}");
    let mut failures = Vec::new();
    let mut iris = 0;
    for path in &paths {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        // The URL list is a list of links, read as `--mode lines` reads it.
        let format = if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("txt"))
        {
            Format::Lines
        } else {
            Format::from_path(path).unwrap()
        };
        let bytes = std::fs::read(path).unwrap();
        let (_, doc) = read_bytes(format, &bytes, &Options::default()).unwrap();
        let reference =
            std::fs::read_to_string(path.with_file_name(format!("{name}.iris"))).unwrap();
        if !doc.problems.is_empty() {
            failures.push(format!("{name}: problems {:?}", doc.problems));
        }
        if reference.starts_with('#') {
            for found in &doc.found {
                let bad = match iri_core::parse(&found.value, found.grammar) {
                    Err(_) => true,
                    Ok(table) => check(&found.value, &table, found.grammar, &Policy::DEFAULT)
                        .iter()
                        .any(|f| f.level() == Level::Error),
                };
                if bad {
                    failures.push(format!("{name}: false error on {:?}", found.value));
                }
            }
            iris += doc.found.len();
            continue;
        }
        let expected: BTreeSet<String> = reference
            .lines()
            .map(|l| serde_json::from_str::<String>(l).unwrap())
            .collect();
        let found: BTreeSet<String> = doc.found.iter().map(|f| f.value.clone()).collect();
        iris += expected.len();
        for missed in expected.difference(&found) {
            failures.push(format!("{name}: missed {missed:?}"));
        }
        for extra in found.difference(&expected) {
            failures.push(format!(
                "{name}: found {extra:?}, which the format's parser does not give"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(iris > 300, "{iris}");
}
