// An extension that names no format the macro reads.
iri_kit::vocabulary! {
    pub mod ex = "http://example.org/ns#" from "vocab/own/ex.n3";
}

fn main() {}
