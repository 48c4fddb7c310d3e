use iri_macros::iri;

fn main() {
    let _ = iri!(format!("https://example.org/{}", 1));
}
