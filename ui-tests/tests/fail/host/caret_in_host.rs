use iri_macros::iri;

fn main() {
    let _ = iri!("http://a^b.example/");
}
