// A syntax error in the file: the parser's message, with the file, line and column.
iri_kit::vocabulary! {
    pub mod ex = "http://example.org/ns#" from "vocab/own/syntax_error.ttl";
}

fn main() {}
