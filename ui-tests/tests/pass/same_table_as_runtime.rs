//! The macro's pre-computed table equals the run-time parser's.

use iri_kit::{Iri, IriRef, Uri, UriRef, iri, iri_ref, uri, uri_ref};

fn main() {
    let text = "https://user@例え.jp:8443/パス?q=\u{E000}#frag";
    assert_eq!(iri!("https://user@例え.jp:8443/パス?q=\u{E000}#frag").table(), Iri::parse(text).unwrap().table());
    assert_eq!(iri_ref!("../a?b#c").table(), IriRef::parse("../a?b#c").unwrap().table());
    assert_eq!(uri!("http://[v7.x]:1/").table(), Uri::parse("http://[v7.x]:1/").unwrap().table());
    assert_eq!(uri!("http://192.0.2.1:80/").table(), Uri::parse("http://192.0.2.1:80/").unwrap().table());
    assert_eq!(iri!("http://[2001:db8::1]/").table(), Iri::parse("http://[2001:db8::1]/").unwrap().table());
    assert_eq!(iri!(crate = ::iri_kit, "s://h/p?q#f").table(), Iri::parse("s://h/p?q#f").unwrap().table());
    assert_eq!(uri_ref!("").table(), UriRef::parse("").unwrap().table());
}
