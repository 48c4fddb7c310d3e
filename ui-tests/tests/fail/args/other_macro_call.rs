use iri_kit::iri;

fn main() {
    let _ = iri!(format!("https://example.org/{}", 1));
}
