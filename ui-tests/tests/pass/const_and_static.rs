use iri_kit::{Iri, IriRef, Uri, UriRef, iri, iri_ref, uri, uri_ref};

const HOME: Iri<&str> = iri!("https://example.org/");
static UP: IriRef<&str> = iri_ref!("../a");
const API: Uri<&str> = uri!("https://api.example.org/v1");
static SEARCH: UriRef<&str> = uri_ref!("?q=1");

fn main() {
    assert_eq!(HOME.as_str(), "https://example.org/");
    assert_eq!(UP.path(), "../a");
    assert_eq!(API.host(), Some("api.example.org"));
    assert_eq!(SEARCH.query(), Some("q=1"));
}
