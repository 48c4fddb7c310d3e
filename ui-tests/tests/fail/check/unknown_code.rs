use iri_macros::iri;

fn main() {
    let _ = iri!("http://example.org/", allow(form-schem-case));
}
