//! Static values stay static: every accessor of a value with `&'a str`
//! storage gives slices borrowed for `'a` (here the literal's `'static`),
//! not for the borrow of the value, and is a `const fn` (all but `scheme`).
//! The same for `vocabulary!` terms and the constants of static IRI types.

use api_types::{ApiUrl, SiteLink, api_url, site_link};
use iri_kit::query::QueryPairs;
use iri_kit::{Host, HostKind, Iri, IriRef, PathSegments, Uri, iri, iri_ref, uri};

const A: Iri<&str> = iri!("https://example.org/a");
const S: &str = A.as_str();

// Every accessor in `const` context.
const FULL: Iri<&str> = iri!("https://user@example.org:8443/a/b?q=1#top", allow(scheme-userinfo));
const AUTHORITY: Option<&str> = FULL.authority();
const USERINFO: Option<&str> = FULL.userinfo();
const HOST: Option<&str> = FULL.host();
const HOST_KIND: Option<HostKind> = FULL.host_kind();
const HOST_VALUE: Option<Host<'static>> = FULL.host_value();
const PORT: Option<&str> = FULL.port();
const PORT_NUMBER: Option<u16> = FULL.port_number();
const PATH: &str = FULL.path();
const QUERY: Option<&str> = FULL.query();
const FRAGMENT: Option<&str> = FULL.fragment();
const WITHOUT_FRAGMENT: &str = FULL.without_fragment();
const SEGMENTS: PathSegments<'static> = FULL.path_segments();
const PAIRS: QueryPairs<'static> = FULL.query_pairs();
const LOCAL: IriRef<&str> = iri_ref!("../x?y");
const LOCAL_PATH: &str = LOCAL.path();
const API_HOST: Option<&str> = uri!("https://[::1]/").host();

fn f() -> &'static str {
    iri!("https://example.org/").as_str()
}

fn path_of_temporary() -> &'static str {
    iri!("https://example.org/p?q").path()
}

fn scheme_of_temporary() -> &'static str {
    // Not `const`, but borrowed from the literal all the same.
    uri!("urn:isbn:0451450523").scheme()
}

fn segments() -> Vec<&'static str> {
    iri!("http://example.org/a/b/").path_segments().collect()
}

fn pair_names() -> Vec<&'static str> {
    iri!("http://example.org/?a=1&b=2").query_pairs().map(|p| p.raw_name()).collect()
}

/// A parsed value's slices outlive the value: they borrow the text.
fn host_of(text: &str) -> Option<&str> {
    Iri::parse(text).ok()?.host()
}

iri_kit::vocabulary! {
    pub mod foaf = "http://xmlns.com/foaf/0.1/" {
        Person,
    }
}

const PERSON: &str = foaf::Person.as_str();
const PERSON_PATH: &str = foaf::Person.path();

const USERS: ApiUrl = api_url!("https://api.example.org/v1/users");
const USERS_TEXT: &str = USERS.as_str();
const USERS_HOST: Option<&str> = USERS.get().host();
const HELP: SiteLink = site_link!("help/");

fn typed_text() -> &'static str {
    api_url!("https://api.example.org/v1/").as_str()
}

fn main() {
    let host = iri!("http://example.org/").host().unwrap();
    assert_eq!(host, "example.org");
    assert_eq!(S, "https://example.org/a");
    assert_eq!(f(), "https://example.org/");
    assert_eq!(path_of_temporary(), "/p");
    assert_eq!(scheme_of_temporary(), "urn");
    assert_eq!(segments(), ["a", "b", ""]);
    assert_eq!(pair_names(), ["a", "b"]);
    assert_eq!(host_of("http://h.example/"), Some("h.example"));

    assert_eq!(AUTHORITY, Some("user@example.org:8443"));
    assert_eq!(USERINFO, Some("user"));
    assert_eq!(HOST, Some("example.org"));
    assert_eq!(HOST_KIND, Some(HostKind::RegName));
    assert_eq!(HOST_VALUE, Some(Host::RegName("example.org")));
    assert_eq!(PORT, Some("8443"));
    assert_eq!(PORT_NUMBER, Some(8443));
    assert_eq!(PATH, "/a/b");
    assert_eq!(QUERY, Some("q=1"));
    assert_eq!(FRAGMENT, Some("top"));
    assert_eq!(WITHOUT_FRAGMENT, "https://user@example.org:8443/a/b?q=1");
    assert_eq!(SEGMENTS.collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!(PAIRS.map(|p| p.raw_value()).collect::<Vec<_>>(), [Some("1")]);
    assert_eq!(LOCAL_PATH, "../x");
    assert_eq!(API_HOST, Some("[::1]"));

    // Owned storage keeps the accessors, borrowing the value.
    let owned: Uri<String> = Uri::parse(String::from("https://example.org/o")).unwrap();
    assert_eq!(owned.path(), "/o");
    assert_eq!(owned.as_borrowed().host(), Some("example.org"));

    let term_host = foaf::Person.host().unwrap();
    assert_eq!(term_host, "xmlns.com");
    assert_eq!(PERSON, "http://xmlns.com/foaf/0.1/Person");
    assert_eq!(PERSON_PATH, "/foaf/0.1/Person");

    let typed_host = api_url!("https://api.example.org/v1/").host().unwrap();
    assert_eq!(typed_host, "api.example.org");
    assert_eq!(USERS_TEXT, "https://api.example.org/v1/users");
    assert_eq!(USERS_HOST, Some("api.example.org"));
    assert_eq!(typed_text(), "https://api.example.org/v1/");
    assert_eq!(HELP.get().path(), "help/");
}
