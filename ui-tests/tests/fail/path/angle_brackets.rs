use iri_macros::iri_ref;

fn main() {
    let _ = iri_ref!("<a>");
}
