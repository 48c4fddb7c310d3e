// The braces after the file name terms the file defines.
iri_kit::vocabulary! {
    pub mod ex = "http://example.org/ns#" from "vocab/own/ex.ttl" {
        friend = "knowz",
    }
}

fn main() {}
