//! `concat!` and `env!` (nested as the compiler allows) are evaluated by
//! the macro and checked; `base = "…"` resolves at compile time; `from_iri`
//! gives the URI of an IRI literal.

use iri_kit::{Iri, IriRef, Uri, UriRef, iri, iri_ref, uri, uri_ref};

const JOINED: Iri<&str> = iri!(concat!("https://", "example.org", "/v", 1, "/"));
const FROM_ENV: Iri<&str> = iri!(concat!("urn:crate:", env!("CARGO_PKG_NAME")));
const RESOLVED: Iri<&str> = iri!(base = "http://example.org/a/b/c", "../d?q");
const RESOLVED_REF: IriRef<&str> = iri_ref!(base = "http://example.org/a/", "#top");
const ENCODED: Uri<&str> = uri!(from_iri, "https://例え.jp/パス?q=é");
const ENCODED_REF: UriRef<&str> = uri_ref!(from_iri, "/été");

fn main() {
    assert_eq!(JOINED, "https://example.org/v1/");
    assert_eq!(JOINED.table(), Iri::parse(JOINED.as_str()).unwrap().table());
    assert_eq!(FROM_ENV, "urn:crate:iri-ui-tests-tests");
    assert_eq!(RESOLVED, "http://example.org/a/d?q");
    assert_eq!(RESOLVED.table(), Iri::parse(RESOLVED.as_str()).unwrap().table());
    assert_eq!(RESOLVED_REF, "http://example.org/a/#top");
    assert_eq!(ENCODED, Iri::parse("https://例え.jp/パス?q=é").unwrap().to_uri());
    assert_eq!(ENCODED.table(), Uri::parse(ENCODED.as_str()).unwrap().table());
    assert_eq!(ENCODED_REF, "/%C3%A9t%C3%A9");
}
