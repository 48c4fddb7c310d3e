use iri_macros::uri_ref;

fn main() {
    let _ = uri_ref!("/é");
}
