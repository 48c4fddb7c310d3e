use iri_kit::Leiri;

fn main() {
    // A LEIRI is no base: neither resolve nor relativize is defined on it.
    let base = Leiri::parse("a:b c").unwrap();
    let _ = base.relativize(&base);
}
