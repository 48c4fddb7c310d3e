//! Normalization against the `normalize` records of iri-string (its RFC 3987
//! `iri` variant, compared with `Steps::SYNTAX`) and fluent-uri (syntax-based
//! plus IP-literal canonicalization, compared with `Steps::SYNTAX |
//! Steps::IPV6`), with the reasoned deviations listed in
//! `data/normalize-deviations.jsonl`. The `uri` variants (IRI-to-URI mapping)
//! and the `whatwg-like` variants (which keep dot segments of rootless paths)
//! are other operations and are not checked here.

mod resolve_support;

use std::collections::HashSet;

use iri_core::IriRef;
use iri_core::normalize::Steps;
use resolve_support::{conformance, deviations};

#[test]
fn normalize_records() {
    let deviations = deviations("normalize-deviations.jsonl", &["source", "input"]);
    let mut seen = HashSet::new();
    let mut checked = 0;
    let mut failures = Vec::new();
    for (file, steps) in [
        ("iri-string.jsonl", Steps::SYNTAX),
        ("fluent-uri.jsonl", Steps::SYNTAX | Steps::IPV6),
    ] {
        for record in conformance(file) {
            let variant = record["variant"].as_str();
            if record["kind"] != "normalize" || !matches!(variant, None | Some("iri")) {
                continue;
            }
            let source = record["source"].as_str().unwrap().to_owned();
            let input = record["input"].as_str().unwrap().to_owned();
            let ours = IriRef::parse(input.as_str()).unwrap().normalize_with(steps);
            checked += 1;
            for different in record["different_from"].as_array().into_iter().flatten() {
                assert_ne!(ours, different.as_str().unwrap(), "{input}");
            }
            let key = vec![source, input];
            if let Some(listed) = deviations.get(&key) {
                seen.insert(key.clone());
                if ours != listed.as_str() {
                    failures.push(format!("deviation changed: {key:?}: now {ours}"));
                }
                continue;
            }
            let expect = record["expect"].as_str().unwrap();
            if ours != expect {
                failures.push(format!(
                    "{key:?}: got {ours:?}, expected {expect:?}\n  to list: {}",
                    serde_json::json!({"source": key[0], "input": key[1], "ours": ours.as_str(), "reason": ""})
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= 160, "only {checked} records checked");
    assert_eq!(
        seen.len(),
        deviations.len(),
        "a listed deviation matches no record"
    );
}

#[test]
fn is_normalized_records() {
    for record in conformance("iri-string.jsonl") {
        if record["kind"] != "is_normalized" {
            continue;
        }
        let input = record["input"].as_str().unwrap();
        let iri = IriRef::parse(input).unwrap();
        let normalized = iri.normalize_with(Steps::SYNTAX) == iri;
        // iri-string's default flavour is the one with the same `/.` rule.
        assert_eq!(
            Some(normalized),
            record["is_normalized_default"].as_bool(),
            "{input}"
        );
    }
}
