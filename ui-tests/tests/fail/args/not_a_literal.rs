use iri_kit::iri;

const HOME: &str = "http://example.org/";

fn main() {
    let _ = iri!(HOME);
}
