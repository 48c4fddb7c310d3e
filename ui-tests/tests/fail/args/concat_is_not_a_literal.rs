use iri_macros::iri;

fn main() {
    let _ = iri!(concat!("http://", "example.org/"));
}
