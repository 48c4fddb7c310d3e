//! A vocabulary: a checked constant per term, the namespace, the terms, and
//! the lookup from an IRI back to its term.

use iri_kit::Iri;

iri_kit::vocabulary! {
    /// FOAF, the Friend of a Friend vocabulary.
    pub mod foaf = "http://xmlns.com/foaf/0.1/" {
        /// A person.
        Person,
        knows,
        name,
    }
}

iri_kit::vocabulary! {
    mod rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#" {
        r#type,
        first,
        li_1 = "_1",
    }
}

const ME: Iri<&str> = foaf::Person;

fn kind(iri: Iri<&str>) -> &'static str {
    match iri {
        foaf::Person => "person",
        rdf::r#type => "type",
        _ => "other",
    }
}

fn main() {
    assert_eq!(foaf::Person, "http://xmlns.com/foaf/0.1/Person");
    assert_eq!(foaf::knows.path(), "/foaf/0.1/knows");
    assert_eq!(ME.host(), Some("xmlns.com"));
    assert_eq!(foaf::NAMESPACE, "http://xmlns.com/foaf/0.1/");
    assert_eq!(foaf::TERMS.len(), 3);
    assert_eq!(foaf::lookup("http://xmlns.com/foaf/0.1/knows"), Some(("knows", foaf::knows)));
    assert_eq!(foaf::lookup("http://xmlns.com/foaf/0.1/nobody"), None);
    assert_eq!(rdf::r#type.fragment(), Some("type"));
    assert_eq!(rdf::li_1, "http://www.w3.org/1999/02/22-rdf-syntax-ns#_1");
    assert_eq!(rdf::lookup("http://www.w3.org/1999/02/22-rdf-syntax-ns#_1"), Some(("_1", rdf::li_1)));
    assert_eq!(kind(foaf::Person), "person");
    assert_eq!(kind(rdf::r#type), "type");
    assert_eq!(foaf::Person.table(), Iri::parse(foaf::Person.as_str()).unwrap().table());
}
