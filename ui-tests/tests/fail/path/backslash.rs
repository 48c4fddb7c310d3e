use iri_macros::iri;

fn main() {
    let _ = iri!(r"http://example.org/a\b");
}
