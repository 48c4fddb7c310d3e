use iri_macros::iri;

fn main() {
    let _ = iri!(stringify!(http://example.org/));
}
