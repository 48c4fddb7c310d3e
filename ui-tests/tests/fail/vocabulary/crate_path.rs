//! `crate = path;` of the item macros takes a path, as the literal macros'.

iri_kit::vocabulary! {
    crate = ;
    pub mod ex = "https://example.org/ns#" { a }
}

iri_kit::iri_type! {
    pub struct Home: Iri;
    macro home;
    crate = my_lib:iri_kit;
}

fn main() {}
