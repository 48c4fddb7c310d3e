//! Advice is for those who ask: under `deny(warnings)`, literals with only
//! advice findings compile without a warning. `form-empty-path` on the most
//! common way to write a base URL, `form-scheme-case`, `form-default-port`
//! and `form-encoded-not-utf8` (RFC 3986 section 2.5 allows other octets)
//! are all advice under the default policy. `warn(…)` makes one a warning
//! (`tests/fail/check/warn_option.rs`).
#![deny(warnings)]

use iri_kit::{Iri, iri};

const API: Iri<&str> = iri!("https://api.example.org");
const UPPER: Iri<&str> = iri!("HTTP://example.org/");
const PORT: Iri<&str> = iri!("https://example.org:443/");
const LATIN1: Iri<&str> = iri!("http://example.org/?q=%E9t%E9");

fn main() {
    assert_eq!(API.path(), "");
    assert_eq!(UPPER.scheme(), "HTTP");
    assert_eq!(PORT.port(), Some("443"));
    assert_eq!(LATIN1.query(), Some("q=%E9t%E9"));
}
