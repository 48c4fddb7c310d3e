use iri_kit::iri;

fn main() {
    let _ = iri!("http://[fe80::1%25eth0]/");
}
