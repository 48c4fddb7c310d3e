// A term that the RDF parser accepts and the checker refuses (a bidi
// formatting character, RFC 3987 section 4.1): the literal's error,
// after the file, line and column of the term.
iri_kit::vocabulary! {
    pub mod ex = "http://example.org/ns#" from "vocab/own/bidi_term.ttl";
}

fn main() {}
