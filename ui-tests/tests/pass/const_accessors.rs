//! Every component of a macro value is available in `const` context (through
//! `components()`), in `const { }` blocks and as an argument.

use iri_kit::{Components, HostKind, Iri, IriRef, iri, iri_ref};

const HOST: Option<&str> = iri!("https://example.org/a").components().host;
const SCHEME: Option<&str> = iri!("https://example.org/a").components().scheme;
const FULL: Iri<&str> = iri!("https://user@example.org:8443/a/b?q=1#top");
const PARTS: Components<'static> = FULL.components();
const USERINFO: Option<&str> = PARTS.userinfo;
const AUTHORITY: Option<&str> = PARTS.authority;
const PORT: Option<&str> = PARTS.port;
const PORT_NUMBER: Option<u16> = PARTS.port_number();
const PATH: &str = PARTS.path;
const QUERY: Option<&str> = PARTS.query;
const FRAGMENT: Option<&str> = PARTS.fragment;
const KIND: Option<HostKind> = iri!("http://[::1]/").components().host_kind;
const RELATIVE_SCHEME: Option<&str> = iri_ref!("//h/p").components().scheme;

fn length(iri: Iri<&'static str>) -> usize {
    iri.as_str().len()
}

fn main() {
    assert_eq!(HOST, Some("example.org"));
    assert_eq!(SCHEME, Some("https"));
    assert_eq!(USERINFO, Some("user"));
    assert_eq!(AUTHORITY, Some("user@example.org:8443"));
    assert_eq!(PORT, Some("8443"));
    assert_eq!(PORT_NUMBER, Some(8443));
    assert_eq!(PATH, "/a/b");
    assert_eq!(QUERY, Some("q=1"));
    assert_eq!(FRAGMENT, Some("top"));
    assert_eq!(FULL.without_fragment(), "https://user@example.org:8443/a/b?q=1");
    assert_eq!(KIND, Some(HostKind::Ipv6));
    assert_eq!(RELATIVE_SCHEME, None);

    let in_block: &str = const { iri!("urn:isbn:0451450523").components().path };
    assert_eq!(in_block, "isbn:0451450523");
    assert_eq!(length(iri!("a:b")), 3);
    let local: IriRef<&str> = iri_ref!("?q");
    assert_eq!(local.query(), Some("q"));
}
