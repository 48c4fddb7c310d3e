use iri_macros::iri;

fn main() {
    let _ = iri!(concat!("https://example.org/", "a b", "/c"));
}
