use iri_kit::iri;

fn main() {
    let _ = iri!("ftp://us er@example.org/");
}
