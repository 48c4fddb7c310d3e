//! Controls per call: `allow(…)` silences a code or a group (even an error
//! of the default policy), so that this file compiles under `deny(warnings)`.
#![deny(warnings)]

use iri_kit::{Iri, IriRef, iri, iri_ref};

const UPPER: Iri<&str> = iri!("HTTP://example.org/", allow(form-scheme-case));
const GROUP: Iri<&str> = iri!("HTTP://example.org/", allow(form));
const QUOTED: Iri<&str> = iri!(allow("form"), "HTTP://example.org/");
const BIDI: Iri<&str> = iri!("http://example.org/\u{200E}", allow(bidi));
const STRICT_BUT: IriRef<&str> = iri_ref!("HTTP://example.org/", strict, allow(form-scheme-case));

fn main() {
    assert_eq!(UPPER.scheme(), "HTTP");
    assert_eq!(GROUP, QUOTED);
    assert_eq!(BIDI.path(), "/\u{200E}");
    assert_eq!(STRICT_BUT.scheme(), Some("HTTP"));
    #[allow(deprecated)]
    let silenced = iri!("HTTP://example.org/");
    assert_eq!(silenced, UPPER);
}
