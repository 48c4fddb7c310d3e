//! The `const` conversions into oxrdf's `NamedNodeRef` and Sophia's IRI
//! types, from `iri!` literals and from the terms of a vocabulary read from
//! its file: computed while the crate compiles.

iri_kit::vocabulary! {
    pub mod foaf = "http://xmlns.com/foaf/0.1/" from "vocab/foaf.nq";
}

// oxrdf's `NamedNodeRef::as_str` is a `const fn`: the whole chain is one.
const KNOWS: &str = foaf::knows.as_named_node_ref().as_str();
const HOME: &str = iri_kit::iri!("https://example.org/").as_named_node_ref().as_str();

fn main() {
    assert_eq!(KNOWS, "http://xmlns.com/foaf/0.1/knows");
    assert_eq!(HOME, "https://example.org/");
    let person = foaf::Person.as_sophia_iri();
    assert_eq!(person.as_str(), "http://xmlns.com/foaf/0.1/Person");
    let relative = iri_kit::iri_ref!("../0.1/Person").as_sophia_iri_ref();
    assert_eq!(relative.as_str(), "../0.1/Person");
}
