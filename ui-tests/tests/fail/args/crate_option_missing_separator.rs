use iri_kit::iri;

fn main() {
    let _ = iri!(crate = my_lib iri_kit, "http://example.org/");
}
