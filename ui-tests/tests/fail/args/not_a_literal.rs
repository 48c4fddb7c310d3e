use iri_macros::iri;

const HOME: &str = "http://example.org/";

fn main() {
    let _ = iri!(HOME);
}
