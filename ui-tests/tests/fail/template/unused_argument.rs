use iri_kit::iri_format;

fn main() {
    let _ = iri_format!("https://example.org/users/{id}", id = 1, page = 2);
}
