use iri_kit::iri_ref;

fn main() {
    let _ = iri_ref!("#a b");
}
