//! `warn(…)` raises a code to the warning level for one call.
#![deny(warnings)]

use iri_kit::iri;

const HOME: iri_kit::Iri<&str> = iri!("Https://example.org/", warn(form-scheme-case));

fn main() {
    let _ = HOME;
}
