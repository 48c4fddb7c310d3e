use iri_kit::uri_ref;

fn main() {
    let _ = uri_ref!("/é");
}
