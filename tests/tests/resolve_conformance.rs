//! Resolution against every `resolve` record of the shared conformance
//! vectors, with the reasoned deviations listed in `data/resolve-deviations.jsonl`.

use std::collections::HashMap;
use std::path::PathBuf;

use iri_core::{Iri, IriRef};
use serde_json::Value;

/// The shared conformance directory: `shared/conformance` next to one of
/// the ancestors of this crate (the workspace or the directory holding it).
fn conformance_dir() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.ancestors()
        .map(|dir| dir.join("shared/conformance"))
        .find(|dir| dir.is_dir())
        .expect("shared/conformance not found above the tests crate")
}

fn records(file: &str) -> Vec<Value> {
    let text = std::fs::read_to_string(conformance_dir().join(file)).unwrap();
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The listed deviations, by (source, base, input), with the result we give.
fn deviations() -> HashMap<(String, String, String), String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/resolve-deviations.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let s = |k: &str| v[k].as_str().unwrap().to_owned();
            assert!(!s("reason").is_empty(), "a deviation needs a reason: {l}");
            ((s("source"), s("base"), s("input")), s("ours"))
        })
        .collect()
}

/// What we do with a record: `Ok(result)`, or `Err` when the base or the
/// reference is not valid for us.
fn ours(record: &Value) -> Result<String, String> {
    let base = record["base"].as_str().unwrap();
    let input = record["input"].as_str().unwrap();
    let base = Iri::parse(base).map_err(|e| format!("base: {e}"))?;
    let reference = IriRef::parse(input).map_err(|e| format!("reference: {e}"))?;
    Ok(base.resolve(&reference).into_inner())
}

#[test]
fn every_resolve_record() {
    let deviations = deviations();
    let mut seen_deviations = std::collections::HashSet::new();
    let mut checked = 0;
    let mut failures = Vec::new();
    for file in [
        "rfc3986-section-5.4.jsonl",
        "oxiri.jsonl",
        "iri-string.jsonl",
        "fluent-uri.jsonl",
    ] {
        for record in records(file) {
            if record["kind"] != "resolve" || record["lenient"] == true {
                continue;
            }
            let key = (
                record["source"].as_str().unwrap().to_owned(),
                record["base"].as_str().unwrap().to_owned(),
                record["input"].as_str().unwrap().to_owned(),
            );
            let got = ours(&record);
            checked += 1;
            if let Some(listed) = deviations.get(&key) {
                seen_deviations.insert(key.clone());
                let got = got.unwrap_or_else(|e| format!("error: {e}"));
                if got != *listed {
                    failures.push(format!(
                        "deviation changed: {key:?}: now {got:?}, listed {listed:?}"
                    ));
                }
                continue;
            }
            let expect = record["expect"].as_str();
            let valid = record["valid"].as_bool();
            match (&got, expect, valid) {
                (Ok(got), Some(expect), _) if got == expect => {}
                (Ok(_), None, Some(true) | None) => {}
                _ => failures.push(format!(
                    "{key:?}: got {got:?}, expected {expect:?} (valid {valid:?}) {}\n  to list: {}",
                    record["note"],
                    serde_json::json!({
                        "source": key.0, "base": key.1, "input": key.2,
                        "ours": got.clone().unwrap_or_else(|e| format!("error: {e}")),
                        "reason": "",
                    })
                )),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= 687, "only {checked} records checked");
    assert_eq!(
        seen_deviations.len(),
        deviations.len(),
        "a listed deviation matches no record"
    );
}
