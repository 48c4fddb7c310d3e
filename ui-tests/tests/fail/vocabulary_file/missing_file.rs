// A file that is not there: the path is relative to the crate's directory.
iri_kit::vocabulary! {
    pub mod ex = "http://example.org/ns#" from "vocab/none.ttl";
}

fn main() {}
