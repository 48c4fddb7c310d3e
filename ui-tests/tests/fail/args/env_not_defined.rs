use iri_kit::iri;

fn main() {
    let _ = iri!(concat!("https://example.org/", env!("IRI_UI_TESTS_NOT_SET")));
}
