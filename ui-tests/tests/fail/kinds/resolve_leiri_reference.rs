use iri_kit::{Iri, LeiriRef};

fn main() {
    // A LEIRI may hold characters no IRI may: convert it with `to_iri` first.
    let base = Iri::parse("a:").unwrap();
    let reference = LeiriRef::parse(" ").unwrap();
    let _ = base.resolve(&reference);
}
