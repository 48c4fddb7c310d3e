//! DCMI Metadata Terms read from its own file (`tests/data/vocab/dcterms.nq`, see its README):
//! a checked constant for each of its 98 terms.

iri_kit::vocabulary! {
    /// DCMI Metadata Terms.
    pub mod dcterms = "http://purl.org/dc/terms/" from "vocab/dcterms.nq";
}

iri_kit::vocabulary! {
    /// Dublin Core Elements 1.1.
    pub mod dc11 = "http://purl.org/dc/elements/1.1/" from "vocab/dc11.nq";
}

fn main() {
    assert_eq!(dcterms::TERMS.len(), 98);
    assert_eq!(dcterms::NAMESPACE, "http://purl.org/dc/terms/");
    assert_eq!(dcterms::created, "http://purl.org/dc/terms/created");
    // `ISO639-2`: the hyphen becomes `_`; `TERMS` and `lookup` keep the term.
    assert_eq!(dcterms::ISO639_2, "http://purl.org/dc/terms/ISO639-2");
    assert_eq!(dcterms::lookup("http://purl.org/dc/terms/ISO639-2"), Some(("ISO639-2", dcterms::ISO639_2)));
    assert_eq!(dc11::TERMS.len(), 15);
    assert_eq!(dc11::title, "http://purl.org/dc/elements/1.1/title");
}
