use iri_macros::iri;

fn main() {
    let _ = iri!("http://[12345::1]/");
}
