//! The worked examples of the conversion seeds, from `data/convert-seed-examples.tsv`.

use iri_core::{IriRef, UriRef};
use iri_tests::convert_data::{data_file, records, unescape};

/// Runs one example; returns `false` when it needs the `idna` feature and it is off.
fn run(operation: &str, input: &str, expected: &str) -> bool {
    match operation {
        "to_uri" => {
            let iri = IriRef::parse(input).unwrap();
            assert_eq!(iri.to_uri(), *expected, "to_uri of {input:?}");
        }
        "to_iri" => {
            let uri = UriRef::parse(input).unwrap();
            assert_eq!(uri.to_iri(), *expected, "to_iri of {input:?}");
        }
        #[cfg(feature = "idna")]
        "to_uri_idna" => {
            let iri = IriRef::parse(input).unwrap();
            assert_eq!(
                iri.to_uri_idna().unwrap(),
                *expected,
                "to_uri_idna of {input:?}"
            );
        }
        #[cfg(feature = "idna")]
        "to_iri_idna" => {
            let uri = UriRef::parse(input).unwrap();
            assert_eq!(uri.to_iri_idna(), *expected, "to_iri_idna of {input:?}");
        }
        #[cfg(not(feature = "idna"))]
        "to_uri_idna" | "to_iri_idna" => return false,
        other => panic!("unknown operation {other}"),
    }
    true
}

#[test]
fn seed_examples() {
    let text = data_file("convert-seed-examples.tsv");
    let (mut ran, mut needs_idna) = (0, 0);
    for record in records(&text) {
        let [operation, input, expected] = record[..] else {
            panic!("bad record {record:?}");
        };
        if run(operation, &unescape(input), &unescape(expected)) {
            ran += 1;
        } else {
            needs_idna += 1;
        }
    }
    assert_eq!(ran + needs_idna, 13);
    assert_eq!(needs_idna, if cfg!(feature = "idna") { 0 } else { 3 });
}
