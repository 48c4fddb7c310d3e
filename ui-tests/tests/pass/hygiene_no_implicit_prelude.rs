//! The expansion names everything by absolute path: it works without the
//! prelude and beside user items called `Some`, `Option`, `Ok`, `core` and
//! `iri_kit` (and `iri_core`, which it does not name).
#![no_implicit_prelude]
#![allow(
    dead_code,
    non_camel_case_types,
    non_snake_case,
    reason = "unused items named like std's, there only to shadow them"
)]

mod core {}
mod iri_kit {}
mod iri_core {}
struct Option;
struct Some;
fn Ok() {}

const HOME: ::iri_kit::Iri<&str> = ::iri_kit::iri!("https://example.org/");
const UP: ::iri_kit::IriRef<&str> = ::iri_kit::iri_ref!("../a");

fn main() {
    let api = ::iri_kit::uri!("https://example.org:8443/");
    let search = ::iri_kit::uri_ref!("?q");
    ::std::assert_eq!(HOME.host(), ::std::option::Option::Some("example.org"));
    ::std::assert_eq!(UP.path(), "../a");
    ::std::assert_eq!(api.port_number(), ::std::option::Option::Some(8443));
    ::std::assert_eq!(search.query(), ::std::option::Option::Some("q"));
}
