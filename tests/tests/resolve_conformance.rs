//! Resolution against every `resolve` record of the shared conformance
//! vectors, with the reasoned deviations listed in `data/resolve-deviations.jsonl`.

mod resolve_support;

use iri_core::{Iri, IriRef};
use resolve_support::{conformance, deviations};
use serde_json::Value;

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
    let deviations = deviations("resolve-deviations.jsonl", &["source", "base", "input"]);
    let mut seen_deviations = std::collections::HashSet::new();
    let mut checked = 0;
    let mut failures = Vec::new();
    for file in [
        "rfc3986-section-5.4.jsonl",
        "oxiri.jsonl",
        "iri-string.jsonl",
        "fluent-uri.jsonl",
    ] {
        for record in conformance(file) {
            if record["kind"] != "resolve" || record["lenient"] == true {
                continue;
            }
            let key: Vec<String> = ["source", "base", "input"]
                .iter()
                .map(|k| record[k].as_str().unwrap().to_owned())
                .collect();
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
                        "source": key[0], "base": key[1], "input": key[2],
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
