use iri_kit::iri;

fn main() {
    let _ = iri!("https://example.org/a b");
}
