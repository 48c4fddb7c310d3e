//! `deny(…)` makes a code, or a whole group, a compile error for one call.

use iri_kit::{iri, uri};

fn main() {
    let _ = iri!("HTTP://example.org/", deny(form-scheme-case));
    let _ = uri!("Mailto:someone@example.org", deny(form));
}
