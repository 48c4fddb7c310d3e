use iri_macros::iri;

fn main() {
    let _ = iri!(crate = iri_core::, "http://example.org/");
}
