//! RDF Schema read from its own file (`tests/data/vocab/rdfs.nq`, see its README):
//! a checked constant for each of its 15 terms.

iri_kit::vocabulary! {
    /// RDF Schema.
    pub mod rdfs = "http://www.w3.org/2000/01/rdf-schema#" from "vocab/rdfs.nq";
}

const LABEL: &str = rdfs::label.as_str();

fn main() {
    assert_eq!(rdfs::TERMS.len(), 15);
    assert_eq!(rdfs::NAMESPACE, "http://www.w3.org/2000/01/rdf-schema#");
    assert_eq!(LABEL, "http://www.w3.org/2000/01/rdf-schema#label");
    assert_eq!(rdfs::subClassOf.fragment(), Some("subClassOf"));
}
