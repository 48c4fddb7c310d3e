use iri_kit::iri;

fn main() {
    let _ = iri!(concat!("https://example.org/", "a b", "/c"));
}
