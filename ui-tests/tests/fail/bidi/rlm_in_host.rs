use iri_kit::iri;

fn main() {
    let _ = iri!("http://a\u{200F}b.example/");
}
