//! The public RFC 6570 test suite (uri-templates/uritemplate-test,
//! vendored under `data/uritemplate-test/` with its licence): every case
//! passes, or is listed with its reason in `data/template-deviations.jsonl`,
//! and a listed deviation that no longer happens fails the test.
//!
//! A case passes when a valid template's RFC 6570 expansion
//! (`expand_to_string`) is one of the expected strings and the checked
//! expansion to an IRI reference (`expand`) accepts it too, and when an
//! invalid template (`false`) is refused by `Template::parse` or by the
//! expansion.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use iri_template::{Mode, Possible, Shape, Template, Value};
use serde_json::Value as Json;

const FILES: [&str; 4] = [
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "negative-tests.json",
];

/// A value of the suite's variables.
enum Var {
    Undefined,
    Text(String),
    List(Vec<String>),
    Map(Vec<(String, String)>),
}

impl Value for Var {
    type DotSegment = Possible;
    fn shape(&self) -> Shape<'_> {
        match self {
            Var::Undefined => Shape::Undefined,
            Var::Text(s) => s.shape(),
            Var::List(l) => l.shape(),
            Var::Map(m) => m.shape(),
        }
    }
}

fn scalar(json: &Json) -> String {
    match json {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn var(json: &Json) -> Var {
    match json {
        Json::Null => Var::Undefined,
        Json::Array(items) => Var::List(items.iter().map(scalar).collect()),
        Json::Object(pairs) => {
            Var::Map(pairs.iter().map(|(k, v)| (k.clone(), scalar(v))).collect())
        }
        other => Var::Text(scalar(other)),
    }
}

/// What we make of a case.
#[derive(PartialEq, Eq)]
enum Outcome {
    /// `Template::parse` refuses it.
    Refused(String),
    /// The expansion refuses it (prefix on a composite).
    ExpansionError(String),
    /// The RFC 6570 string, and the checked expansion's error, if any.
    Expanded(String, Option<String>),
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Refused(code) => write!(f, "refused: {code}"),
            Outcome::ExpansionError(code) => write!(f, "expansion error: {code}"),
            Outcome::Expanded(text, None) => write!(f, "{text}"),
            Outcome::Expanded(text, Some(code)) => write!(f, "{text} (checked: {code})"),
        }
    }
}

fn outcome(template: &str, vars: &BTreeMap<String, Var>) -> Outcome {
    let parsed = match Template::parse(template) {
        Ok(t) => t,
        Err(e) => return Outcome::Refused(e.findings()[0].code().to_string()),
    };
    let text = match parsed.expand_to_string(vars, Mode::Uri) {
        Ok(text) => text,
        Err(e) => return Outcome::ExpansionError(e.code().to_string()),
    };
    let checked = parsed.expand(vars).err().map(|e| e.code().to_string());
    Outcome::Expanded(text, checked)
}

fn passes(ours: &Outcome, expected: &Json) -> bool {
    match (ours, expected) {
        (Outcome::Refused(_) | Outcome::ExpansionError(_), Json::Bool(false)) => true,
        (Outcome::Expanded(text, None), Json::String(s)) => text == s,
        (Outcome::Expanded(text, None), Json::Array(options)) => {
            options.iter().any(|o| o.as_str() == Some(text))
        }
        _ => false,
    }
}

fn read(path: &str) -> Json {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/data/");
    let text = std::fs::read_to_string(format!("{dir}{path}")).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn every_case_passes_or_is_a_listed_deviation() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/data/");
    let deviations: BTreeMap<(String, String, String), (String, String)> =
        std::fs::read_to_string(format!("{dir}template-deviations.jsonl"))
            .unwrap()
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|line| {
                let r: Json = serde_json::from_str(line).unwrap();
                let field = |k: &str| {
                    r[k].as_str()
                        .unwrap_or_else(|| panic!("{k} in {line}"))
                        .to_string()
                };
                assert!(
                    !field("reason").is_empty(),
                    "a deviation without a reason: {line}"
                );
                (
                    (field("file"), field("group"), field("template")),
                    (field("ours"), field("reason")),
                )
            })
            .collect();
    let mut seen = BTreeSet::new();
    let mut failures = Vec::new();
    let mut cases = 0;
    for file in FILES {
        let suite = read(&format!("uritemplate-test/{file}"));
        for (group, body) in suite.as_object().unwrap() {
            let vars: BTreeMap<String, Var> = body["variables"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(k, v)| (k.clone(), var(v)))
                .collect();
            for case in body["testcases"].as_array().unwrap() {
                cases += 1;
                let template = case[0].as_str().unwrap();
                let ours = outcome(template, &vars);
                let key = (file.to_string(), group.clone(), template.to_string());
                if let Some((listed, _)) = deviations.get(&key) {
                    seen.insert(key.clone());
                    if *listed != ours.to_string() {
                        failures.push(format!(
                            "deviation changed: {key:?}: now {ours}, listed {listed}"
                        ));
                    }
                    continue;
                }
                if !passes(&ours, &case[1]) {
                    failures.push(format!(
                        "{{\"file\": {:?}, \"group\": {:?}, \"template\": {:?}, \"ours\": {:?}, \"expected\": {}}}",
                        file,
                        group,
                        template,
                        ours.to_string(),
                        case[1]
                    ));
                }
            }
        }
    }
    for key in deviations.keys() {
        if !seen.contains(key) {
            failures.push(format!("a listed deviation matches no case: {key:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {cases} cases:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(cases > 250, "the suite has {cases} cases");
}
