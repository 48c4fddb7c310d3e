use iri_macros::uri;

fn main() {
    let _ = uri!(true);
}
