//! FOAF, the Friend of a Friend vocabulary read from its own file (`tests/data/vocab/foaf.nq`, see its README):
//! a checked constant for each of its 75 terms.

iri_kit::vocabulary! {
    /// FOAF, the Friend of a Friend vocabulary.
    pub mod foaf = "http://xmlns.com/foaf/0.1/" from "vocab/foaf.nq";
}

fn main() {
    assert_eq!(foaf::TERMS.len(), 75);
    assert_eq!(foaf::NAMESPACE, "http://xmlns.com/foaf/0.1/");
    assert_eq!(foaf::Person, "http://xmlns.com/foaf/0.1/Person");
    assert_eq!(foaf::knows.path(), "/foaf/0.1/knows");
}
