use iri_kit::iri;

fn main() {
    let _ = iri!("1http://example.org/");
}
