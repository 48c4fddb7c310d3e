//! One problem, one finding: `http:/path` lacks the `//` that RFC 9110
//! requires (`scheme-authority-required`) and that makes a browser read
//! `path` as the host (`whatwg-authority`); the second covers the first,
//! which speaks once the call allows the covering code.
#![deny(warnings)]

use iri_kit::iri;

const ONE: iri_kit::Iri<&str> = iri!("http:/path");
const COVERED: iri_kit::Iri<&str> = iri!("http:/path", allow(whatwg-authority));

fn main() {
    let _ = (ONE, COVERED);
}
