//! Data loading shared by the resolution, relativization and normalization
//! tests: the conformance vectors and our lists of deviations.

use std::collections::HashMap;
use std::path::PathBuf;

use iri_tests::conformance_data::ConformanceFile;
use serde_json::Value;

/// The records of one conformance vector file: the repository's copy
/// (`tests/data/conformance/`), then what an outside copy adds when there is
/// one (see `iri_tests::conformance_data`).
pub(crate) fn conformance(file: &str) -> Vec<Value> {
    let file = ConformanceFile::read(file);
    println!("{}", file.summary());
    file.values().collect()
}

/// The deviations listed in `data/<file>`, by the values of `keys`, each
/// with the result we give (`ours`); every entry must give a `reason`.
pub(crate) fn deviations(file: &str, keys: &[&str]) -> HashMap<Vec<String>, String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(file);
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let s = |k: &str| v[k].as_str().unwrap().to_owned();
            assert!(!s("reason").is_empty(), "a deviation needs a reason: {l}");
            (keys.iter().map(|k| s(k)).collect(), s("ours"))
        })
        .collect()
}
