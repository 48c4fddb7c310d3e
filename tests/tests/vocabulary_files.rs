//! The vocabularies of `tests/data/vocab` (see its README), expanded by
//! `vocabulary!(… from "file")`, against their files read another way:
//! each N-Quads line's subject, by a reader of a few lines here. The terms
//! of each module are the IRIs of the namespace (and longer than it) that
//! the file has as subjects, each once, in the file's order, each named by
//! the text after the namespace.

use iri_kit::Iri;

/// A vendored vocabulary: its file, its namespace and its terms.
type Vocabulary = (
    &'static str,
    Iri<&'static str>,
    &'static [(&'static str, Iri<&'static str>)],
);

/// A module for each vocabulary, and `VOCABULARIES`, the list of them.
macro_rules! vocabularies {
    ($($name:ident = $namespace:tt from $file:tt;)*) => {
        $(iri_kit::vocabulary! {
            mod $name = $namespace from $file;
        })*

        const VOCABULARIES: &[Vocabulary] = &[$(($file, $name::NAMESPACE, $name::TERMS)),*];
    };
}

vocabularies! {
    rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#" from "data/vocab/rdf.nq";
    rdfs = "http://www.w3.org/2000/01/rdf-schema#" from "data/vocab/rdfs.nq";
    owl = "http://www.w3.org/2002/07/owl#" from "data/vocab/owl.nq";
    skos = "http://www.w3.org/2004/02/skos/core#" from "data/vocab/skos.nq";
    foaf = "http://xmlns.com/foaf/0.1/" from "data/vocab/foaf.nq";
    dcterms = "http://purl.org/dc/terms/" from "data/vocab/dcterms.nq";
    dc11 = "http://purl.org/dc/elements/1.1/" from "data/vocab/dc11.nq";
    schema = "http://schema.org/" from "data/vocab/schema.nq";
}

/// The IRIs of `namespace` that are subjects in the N-Quads `file` (a path
/// relative to this crate), each once, in order: the first term of each line, when it is `<…>`.
fn subjects(file: &str, namespace: &str) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(&path).expect("a vendored vocabulary");
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix('<') else {
            continue;
        };
        let iri = &rest[..rest.find('>').expect("an IRI's end")];
        assert!(!iri.contains('\\'), "{file}: an escape in {iri}: read it");
        if iri.len() > namespace.len()
            && iri.starts_with(namespace)
            && !out.iter().any(|s| s == iri)
        {
            out.push(iri.to_owned());
        }
    }
    out
}

#[test]
fn each_vocabulary_has_the_subjects_of_its_file() {
    for &(file, namespace, terms) in VOCABULARIES {
        let namespace = namespace.as_str();
        let ours: Vec<&str> = terms.iter().map(|(_, iri)| iri.as_str()).collect();
        assert_eq!(ours, subjects(file, namespace), "{file}");
        for (name, iri) in terms {
            assert_eq!(Some(*name), iri.as_str().strip_prefix(namespace), "{file}");
        }
    }
    assert_eq!(schema::TERMS.len(), 2970);
}
