use iri_kit::iri;

fn main() {
    let _ = iri!("//example.org/a");
}
