//! `iri_template!` in `const` and `static`, and `iri_format!` with each
//! kind of value and argument, without the prelude.
#![no_implicit_prelude]
#![allow(dead_code, non_camel_case_types, reason = "items shadowing std's names")]

mod core {}
mod iri_core {}
struct Some;
struct Ok;

use ::iri_kit::template::Template;
use ::iri_kit::{Iri, IriRef, iri_format, iri_template};

const USER: Template<'static> = iri_template!("https://api.example.org/users/{id}{?fields*}");
static SEARCH: Template<'static> = iri_template!(crate = ::iri_kit, "/search{?q,lang}");

fn main() {
    let iri = USER.expand_iri(&[("id", "7")]).unwrap();
    ::std::assert_eq!(iri.as_str(), "https://api.example.org/users/7");
    let r = SEARCH.expand(&[("q", "a b")]).unwrap();
    ::std::assert_eq!(r.as_str(), "/search?q=a%20b");

    // Numbers in path segments, everything in the query: the IRI itself.
    let id = 42_u32;
    let tags = ::std::vec!["a", "b"];
    let typed: Iri<::std::string::String> = iri_format!(
        "https://api.example.org/users/{id}/repos{?page,per.page,tags*,keys*}",
        page = ::std::option::Option::None::<u32>,
        "per.page" = 10,
        keys = [("k", "v")],
    );
    ::std::assert_eq!(
        typed.as_str(),
        "https://api.example.org/users/42/repos?per.page=10&tags=a&tags=b&k=v"
    );
    let relative: IriRef<::std::string::String> = iri_format!(crate = ::iri_kit, "{?q}", q = "x");
    ::std::assert_eq!(relative.as_str(), "?q=x");

    // A string in a path segment, a reserved expansion: a `Result`.
    let user = "..";
    let refused = iri_format!("https://api.example.org/users/{user}/repos");
    ::std::assert!(refused.is_err());
    let base = "https://example.org/a";
    let reserved = iri_format!("{+base}/b");
    ::std::assert_eq!(reserved.unwrap().as_str(), "https://example.org/a/b");
}
