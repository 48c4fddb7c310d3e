use iri_macros::iri;

fn main() {
    let _ = iri!(crate = my_lib:::iri_core, "http://example.org/");
}
