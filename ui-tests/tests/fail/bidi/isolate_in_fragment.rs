use iri_kit::iri_ref;

fn main() {
    let _ = iri_ref!("#\u{2066}x");
}
