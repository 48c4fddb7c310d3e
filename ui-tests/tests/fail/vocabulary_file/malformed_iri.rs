// An IRI the file's parser refuses: the error names the file, line and column.
iri_kit::vocabulary! {
    pub mod ex = "http://example.org/ns#" from "vocab/own/malformed_iri.ttl";
}

fn main() {}
