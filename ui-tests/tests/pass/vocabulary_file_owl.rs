//! OWL 2 read from its own file (`tests/data/vocab/owl.nq`, see its README):
//! a checked constant for each of its 77 terms.

iri_kit::vocabulary! {
    /// OWL 2.
    pub mod owl = "http://www.w3.org/2002/07/owl#" from "vocab/owl.nq";
}

fn main() {
    assert_eq!(owl::TERMS.len(), 77);
    assert_eq!(owl::NAMESPACE, "http://www.w3.org/2002/07/owl#");
    assert_eq!(owl::Class, "http://www.w3.org/2002/07/owl#Class");
    assert_eq!(owl::sameAs.fragment(), Some("sameAs"));
}
