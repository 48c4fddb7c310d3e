//! The macros work when imported under another name.

use iri_kit::Iri;
use iri_kit::iri as checked;
use iri_kit::uri_ref as checked_ref;

const HOME: Iri<&str> = checked!("https://example.org/");

fn main() {
    assert_eq!(HOME.scheme(), "https");
    assert_eq!(checked_ref!("/a").path(), "/a");
}
