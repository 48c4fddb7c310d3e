// A term the file does not define: the constants are in a module, so the
// compiler's own error names the closest term.
iri_kit::vocabulary! {
    pub mod foaf = "http://xmlns.com/foaf/0.1/" from "vocab/foaf.nq";
}

fn main() {
    let _ = foaf::Persn;
}
