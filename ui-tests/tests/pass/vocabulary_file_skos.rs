//! SKOS Core read from its own file (`tests/data/vocab/skos.nq`, see its README):
//! a checked constant for each of its 32 terms.

iri_kit::vocabulary! {
    /// SKOS Core.
    pub mod skos = "http://www.w3.org/2004/02/skos/core#" from "vocab/skos.nq";
}

fn main() {
    assert_eq!(skos::TERMS.len(), 32);
    assert_eq!(skos::NAMESPACE, "http://www.w3.org/2004/02/skos/core#");
    assert_eq!(skos::prefLabel, "http://www.w3.org/2004/02/skos/core#prefLabel");
    assert_eq!(skos::Concept.fragment(), Some("Concept"));
}
