use iri_kit::iri;

fn main() {
    let _ = iri!("ftp://user%2@example.org/");
}
