use iri_kit::uri;

fn main() {
    let _ = uri!("http://example.org/?q=%G1");
}
