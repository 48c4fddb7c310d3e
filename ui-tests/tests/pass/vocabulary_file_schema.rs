//! schema.org read from its own file (`tests/data/vocab/schema.nq`, see its README):
//! a checked constant for each of its 2970 terms.

iri_kit::vocabulary! {
    /// schema.org.
    pub mod schema = "http://schema.org/" from "vocab/schema.nq";
}

fn main() {
    assert_eq!(schema::TERMS.len(), 2970);
    assert_eq!(schema::NAMESPACE, "http://schema.org/");
    assert_eq!(schema::Person, "http://schema.org/Person");
    // A leading digit gets `_`; a keyword is raw.
    assert_eq!(schema::_3DModel, "http://schema.org/3DModel");
    assert_eq!(schema::r#yield, "http://schema.org/yield");
    assert_eq!(schema::lookup("http://schema.org/3DModel"), Some(("3DModel", schema::_3DModel)));
}
