use iri_macros::iri;

fn main() {
    let _ = iri!("https://example.org/a b");
}
