//! `vocabulary!(… from "file")` in every format it reads (the own files of
//! `tests/data/vocab/own`): the same terms from Turtle, TriG, N-Triples,
//! N-Quads, RDF/XML and JSON-LD; the names of terms that are no Rust
//! identifiers; terms named in braces after the file.

use iri_kit::Iri;

iri_kit::vocabulary! {
    /// The example vocabulary, in Turtle.
    pub mod ex = "http://example.org/ns#" from "vocab/own/ex.ttl";
}

iri_kit::vocabulary! {
    mod ex_nt = "http://example.org/ns#" from "vocab/own/ex.nt";
}
iri_kit::vocabulary! {
    mod ex_nq = "http://example.org/ns#" from "vocab/own/ex.nq";
}
iri_kit::vocabulary! {
    mod ex_trig = "http://example.org/ns#" from "vocab/own/ex.trig";
}
iri_kit::vocabulary! {
    mod ex_rdf = "http://example.org/ns#" from "vocab/own/ex.rdf";
}
iri_kit::vocabulary! {
    mod ex_jsonld = "http://example.org/ns#" from "vocab/own/ex.jsonld";
}

iri_kit::vocabulary! {
    /// Two terms named in braces: the others keep their mapped names.
    mod renamed = "http://example.org/ns#" from "vocab/own/ex.ttl" {
        /// `type`, under another name.
        kind = "type",
        date_and_time = "date-time",
    }
}

const PERSON: Iri<&str> = ex::Person;

fn main() {
    assert_eq!(PERSON, "http://example.org/ns#Person");
    let names: Vec<&str> = ex::TERMS.iter().map(|(term, _)| *term).collect();
    assert_eq!(names, ["Person", "knows", "type", "3DModel", "date-time", "self"]);
    assert_eq!(ex::r#type, "http://example.org/ns#type");
    assert_eq!(ex::_3DModel, "http://example.org/ns#3DModel");
    assert_eq!(ex::date_time, "http://example.org/ns#date-time");
    assert_eq!(ex::self_, "http://example.org/ns#self");
    for terms in [ex_nt::TERMS, ex_nq::TERMS, ex_trig::TERMS, ex_rdf::TERMS, ex_jsonld::TERMS] {
        assert_eq!(terms, [("Person", ex::Person), ("knows", ex::knows)]);
    }
    assert_eq!(renamed::kind, ex::r#type);
    assert_eq!(renamed::date_and_time, ex::date_time);
    assert_eq!(renamed::lookup("http://example.org/ns#type"), Some(("type", renamed::kind)));
    assert_eq!(renamed::TERMS.len(), 6);
}
