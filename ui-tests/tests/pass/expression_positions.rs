//! The expansion is an expression usable in `let`, as a function argument,
//! in an inline `const` block and in a `const fn` context.

use iri_kit::{Iri, UriRef, iri, uri_ref};

fn host_of(iri: Iri<&'static str>) -> Option<&'static str> {
    iri.components().host
}

const fn port_of(uri: UriRef<&'static str>) -> Option<&'static str> {
    uri.components().port
}

fn main() {
    let local = iri!("http://[2001:db8::1]:8080/p");
    assert_eq!(local.port(), Some("8080"));
    assert_eq!(host_of(iri!("http://192.0.2.1/")), Some("192.0.2.1"));
    let inline = const { iri!("urn:example:a#f") };
    assert_eq!(inline.fragment(), Some("f"));
    const PORT: Option<&str> = port_of(uri_ref!("//h:99"));
    assert_eq!(PORT, Some("99"));
}
