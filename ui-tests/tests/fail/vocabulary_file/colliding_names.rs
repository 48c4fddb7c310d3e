// Two terms that map to one constant name: an error naming both.
iri_kit::vocabulary! {
    pub mod ex = "http://example.org/ns#" from "vocab/own/colliding.ttl";
}

fn main() {}
