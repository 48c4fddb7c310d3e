use iri_macros::iri;

fn main() {
    let _ = iri!("my_scheme:x");
}
