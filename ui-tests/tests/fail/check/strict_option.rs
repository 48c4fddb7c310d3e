//! `strict` makes every finding an error for one call.

use iri_kit::iri;

fn main() {
    let _ = iri!("HTTP://example.org/", strict);
}
