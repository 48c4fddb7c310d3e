use iri_kit::iri;

fn main() {
    let _ = iri!(crate = ::iri_kit);
}
