use iri_macros::iri;

fn main() {
    let _ = iri!("ftp://user%2@example.org/");
}
