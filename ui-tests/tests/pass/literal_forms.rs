//! Raw strings, escapes, line continuations, a trailing comma and literals
//! passed through `macro_rules!` all give the value the compiler sees.

use iri_kit::{iri, iri_ref};

macro_rules! forward {
    ($lit:literal) => {
        iri_ref!($lit)
    };
}

fn main() {
    assert_eq!(iri!(r"http://example.org/").as_str(), "http://example.org/");
    assert_eq!(iri!(r#"http://example.org/?q="#).query(), Some("q="));
    assert_eq!(iri!("http://example.org/\x41\u{E9}").path(), "/Aé");
    assert_eq!(
        iri!("http://example.org/\
              a")
        .path(),
        "/a"
    );
    assert_eq!(iri!("urn:x",).path(), "x");
    assert_eq!(forward!("../b").path(), "../b");
}
