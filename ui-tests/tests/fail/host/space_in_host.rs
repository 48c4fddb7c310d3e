use iri_macros::iri;

fn main() {
    let _ = iri!("http://exa mple.org/");
}
