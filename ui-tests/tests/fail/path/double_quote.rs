use iri_kit::iri;

fn main() {
    let _ = iri!("http://example.org/\"q\"");
}
