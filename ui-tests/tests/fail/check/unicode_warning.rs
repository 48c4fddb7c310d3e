//! A finding of the unicode group at its default level, a warning: the
//! literal is not in NFC (`e` followed by U+0301 COMBINING ACUTE ACCENT).
#![deny(warnings)]

use iri_kit::iri;

fn main() {
    let _ = iri!("https://example.org/cafe\u{301}");
}
