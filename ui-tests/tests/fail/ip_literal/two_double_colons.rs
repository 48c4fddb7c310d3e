use iri_kit::iri;

fn main() {
    let _ = iri!("http://[1::2::3]/");
}
