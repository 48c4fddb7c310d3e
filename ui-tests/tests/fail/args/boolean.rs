use iri_kit::uri;

fn main() {
    let _ = uri!(true);
}
