use iri_macros::iri;

fn main() {
    let _ = iri!("ftp://us er@example.org/");
}
