//! `warn(…)` raises a code to the warning level for one call.
#![deny(warnings)]

use iri_macros::iri;

const HOME: iri_core::Iri<&str> = iri!("Https://example.org/", warn(form-scheme-case));

fn main() {
    let _ = HOME;
}
