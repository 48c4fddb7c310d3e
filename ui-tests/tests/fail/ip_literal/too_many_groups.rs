use iri_kit::iri;

fn main() {
    let _ = iri!("http://[1:2:3:4:5:6:7:8:9]/");
}
