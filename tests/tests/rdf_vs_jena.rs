//! The `rdf` preset against Apache Jena's IRI checker (`jena-iri3986`, its
//! system severity settings): `tests/data/rdf-vs-jena.jsonl` maps each Jena
//! issue to the code that reports it here, with Jena's severity (`error`,
//! `warning`, `allow` for Jena's IGNORE). The preset gives the code that
//! level, unless the record lists a deviation with its reason; a listed
//! deviation that no longer deviates fails too, so that the list stays true.
//! A record with an `input` (one of Jena's own test inputs) says whether
//! the rdf preset reports the code on it (`reported`), which is checked.

use std::path::Path;

use iri_checker::{CheckExt, Code, Policy, Preset};
use iri_core::Iri;
use iri_tests::records::read_jsonl;

/// Whether the rdf preset reports `code` on `input`.
fn reports(rdf: &Policy, input: &str, code: Code) -> bool {
    let iri = Iri::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
    iri.check(rdf).iter().any(|f| f.code() == code)
}

#[test]
fn the_rdf_preset_follows_jena_but_where_listed() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/rdf-vs-jena.jsonl");
    let rdf = Policy::preset(Preset::Rdf);
    let mut problems = Vec::new();
    let records = read_jsonl(&path);
    assert!(records.len() > 10, "{} records", records.len());
    for record in records {
        let field = |name: &str| record.fields[name].as_str().unwrap_or_default().to_owned();
        let (jena, severity, name) = (field("jena"), field("jena_severity"), field("code"));
        let code = Code::from_name(&name)
            .unwrap_or_else(|| panic!("line {}: unknown code {name}", record.line));
        let ours = rdf.level(code).name();
        if let Some(input) = record.str("input") {
            let reported = record.bool("reported").expect("`reported` with `input`");
            if reports(&rdf, input, code) != reported {
                problems.push(format!(
                    "{jena}: on {input}, the rdf preset {} {name}, the record says it {}",
                    if reported {
                        "does not report"
                    } else {
                        "reports"
                    },
                    if reported { "does" } else { "does not" },
                ));
            }
        }
        let deviation = record.fields.get("deviation").and_then(|v| v.as_str());
        match deviation {
            None if ours != severity => problems.push(format!(
                "{jena}: Jena says {severity}, the rdf preset gives {name} {ours}, and no deviation is listed"
            )),
            Some(_) if ours == severity => problems.push(format!(
                "{jena}: the listed deviation is stale: {name} is {ours} under rdf, as in Jena"
            )),
            Some("") => {
                problems.push(format!("{jena}: a deviation needs its reason"));
            }
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
