use iri_kit::iri;

fn main() {
    let _ = iri!("ftp://\u{E000}@example.org/");
}
