//! Every accessor of a macro value works in `const` context, in `const { }`
//! blocks and as an argument.

use iri_core::{HostKind, Iri, IriRef};
use iri_macros::{iri, iri_ref};

const HOST: Option<&str> = iri!("https://example.org/a").host();
const SCHEME: &str = iri!("https://example.org/a").scheme();
const FULL: Iri<&str> = iri!("https://user@example.org:8443/a/b?q=1#top");
const USERINFO: Option<&str> = FULL.userinfo();
const AUTHORITY: Option<&str> = FULL.authority();
const PORT: Option<&str> = FULL.port();
const PORT_NUMBER: Option<u16> = FULL.port_number();
const PATH: &str = FULL.path();
const QUERY: Option<&str> = FULL.query();
const FRAGMENT: Option<&str> = FULL.fragment();
const WITHOUT_FRAGMENT: &str = FULL.without_fragment();
const KIND: Option<HostKind> = iri!("http://[::1]/").host_kind();
const RELATIVE_SCHEME: Option<&str> = iri_ref!("//h/p").scheme();

fn length(iri: Iri<&'static str>) -> usize {
    iri.as_str().len()
}

fn main() {
    assert_eq!(HOST, Some("example.org"));
    assert_eq!(SCHEME, "https");
    assert_eq!(USERINFO, Some("user"));
    assert_eq!(AUTHORITY, Some("user@example.org:8443"));
    assert_eq!(PORT, Some("8443"));
    assert_eq!(PORT_NUMBER, Some(8443));
    assert_eq!(PATH, "/a/b");
    assert_eq!(QUERY, Some("q=1"));
    assert_eq!(FRAGMENT, Some("top"));
    assert_eq!(WITHOUT_FRAGMENT, "https://user@example.org:8443/a/b?q=1");
    assert_eq!(KIND, Some(HostKind::Ipv6));
    assert_eq!(RELATIVE_SCHEME, None);

    let in_block: &str = const { iri!("urn:isbn:0451450523").path() };
    assert_eq!(in_block, "isbn:0451450523");
    assert_eq!(length(iri!("a:b")), 3);
    let local: IriRef<&str> = iri_ref!("?q");
    assert_eq!(local.query(), Some("q"));
}
