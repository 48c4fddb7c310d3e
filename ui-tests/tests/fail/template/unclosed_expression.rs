use iri_kit::iri_template;

fn main() {
    let _ = iri_template!("https://example.org/users/{id");
}
