use iri_macros::iri;

fn main() {
    let _ = iri!(b"http://example.org/");
}
