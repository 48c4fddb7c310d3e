//! A term that makes an invalid IRI is an error at the term.

iri_kit::vocabulary! {
    pub mod ex = "http://example.org/ns#" {
        good,
        bad = "a b",
        worse = "c#d",
    }
}

fn main() {
    let _ = ex::good;
}
