use iri_macros::iri_ref;

fn main() {
    let _ = iri_ref!("1a:b");
}
