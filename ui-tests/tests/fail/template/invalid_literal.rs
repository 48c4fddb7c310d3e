use iri_kit::iri_format;

fn main() {
    let id = 1;
    let _ = iri_format!("https://example.org/a b/{id}");
}
