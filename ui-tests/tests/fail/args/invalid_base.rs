use iri_macros::iri;

fn main() {
    let _ = iri!(base = "/relative/", "../b");
}
