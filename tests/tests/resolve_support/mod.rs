//! Data loading shared by the resolution, relativization and normalization
//! tests: the shared conformance vectors and our lists of deviations.

use std::collections::HashMap;
use std::path::PathBuf;

use serde_json::Value;

/// The records of one file of the shared conformance vectors, found as
/// `shared/conformance` next to one of the ancestors of this crate (the
/// workspace or the directory holding it).
pub(crate) fn conformance(file: &str) -> Vec<Value> {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = here
        .ancestors()
        .map(|dir| dir.join("shared/conformance"))
        .find(|dir| dir.is_dir())
        .expect("shared/conformance not found above the tests crate");
    let text = std::fs::read_to_string(dir.join(file)).unwrap();
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
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
