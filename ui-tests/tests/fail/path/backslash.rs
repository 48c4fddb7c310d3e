use iri_kit::iri;

fn main() {
    let _ = iri!(r"http://example.org/a\b");
}
