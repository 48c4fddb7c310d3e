//! RDF read from its own file (`tests/data/vocab/rdf.nq`, see its README):
//! a checked constant for each of its 22 terms.

iri_kit::vocabulary! {
    /// RDF.
    pub mod rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#" from "vocab/rdf.nq";
}

const TYPE: iri_kit::Iri<&str> = rdf::r#type;

fn main() {
    assert_eq!(rdf::TERMS.len(), 22);
    assert_eq!(rdf::NAMESPACE, "http://www.w3.org/1999/02/22-rdf-syntax-ns#");
    assert_eq!(TYPE, "http://www.w3.org/1999/02/22-rdf-syntax-ns#type");
    assert_eq!(rdf::lookup("http://www.w3.org/1999/02/22-rdf-syntax-ns#Property"), Some(("Property", rdf::Property)));
}
