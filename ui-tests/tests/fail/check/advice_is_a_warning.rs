//! Advice (here `form-scheme-case`) is a compiler warning at the literal;
//! `deny(warnings)` makes it an error, so that the output is pinned.
#![deny(warnings)]

use iri_kit::iri;

fn main() {
    let _ = iri!("HTTP://example.org/");
}
