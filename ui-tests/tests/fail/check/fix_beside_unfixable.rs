//! A fix is suggested only where `iri-check --fix` would write it: the
//! empty port has a fix, but beside the repeated scheme, which has none,
//! the IRI the author meant is not known.
#![deny(warnings)]

use iri_kit::iri;

const LOGIN: iri_kit::Iri<&str> = iri!(
    "http://http://www.examplebank.com/login",
    warn(form-empty-port)
);

fn main() {
    let _ = LOGIN;
}
