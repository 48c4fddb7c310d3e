use iri_kit::iri;

fn main() {
    let _ = iri!("http://\u{F8FF}.example/");
}
