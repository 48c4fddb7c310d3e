use iri_kit::iri_ref;

fn main() {
    let _ = iri_ref!("1a:b");
}
