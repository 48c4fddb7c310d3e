//! Internationalized Resource Identifiers (RFC 3987 and its 3987bis draft, on
//! RFC 3986): parsing, validation and component access, resolution,
//! normalization and conversions.
//!
//! Depend on the facade, `iri-kit`, which re-exports this crate's API and,
//! with its default `macros` feature, the `iri-macros` literals: its
//! `iri!("…")` runs this parser while your crate compiles and expands to a
//! `const` value with the table already computed. This crate is the
//! run-time half and the only home of the grammar. The examples here are
//! written for that facade's users, with its paths: with this crate alone,
//! read `iri_core::` for `iri_kit::`.
//!
//! One parser ([`parse`]) checks a string against a [`Grammar`] in a single
//! pass and returns its component [`Table`]. The typed values — [`IriRef`],
//! [`Iri`], [`UriRef`], [`Uri`] (all [`Ri`]) — pair a string in any storage
//! with its component offsets, so every accessor is O(1). With `&'a str`
//! storage (what the macros make, and `parse` of a `&str`), every accessor
//! gives slices borrowed for `'a`, not for the borrow of the value, and is a
//! `const fn` (all but `scheme`; [`Ri::components`] gives them all at once).
//!
//! ```
//! use iri_kit::{Iri, IriRef, HostKind};
//!
//! let iri = Iri::parse("https://user@例え.jp:8443/パス?q=1#frag").unwrap();
//! assert_eq!(iri.scheme(), "https");
//! assert_eq!(iri.userinfo(), Some("user"));
//! assert_eq!(iri.host(), Some("例え.jp"));
//! assert_eq!(iri.host_kind(), Some(HostKind::RegName));
//! assert_eq!(iri.port_number(), Some(8443));
//! assert_eq!(iri.path(), "/パス");
//! assert_eq!(iri.query(), Some("q=1"));
//! assert_eq!(iri.fragment(), Some("frag"));
//!
//! let err = IriRef::parse("http://example.org/a b").unwrap_err();
//! assert_eq!(err.to_string(), "invalid character ' ' (U+0020) in path at byte 20");
//! ```
//!
//! # What else is here
//!
//! - Resolution ([`resolve`], RFC 3986 section 5.2, strict) and
//!   relativization (`Iri::relativize`, the shortest reference that resolves
//!   back exactly), computing the result's table as it is written.
//! - Normalization and comparison ([`normalize`]): the RFC 3987 section 5.3
//!   ladder as separate steps. The IRI types themselves compare and hash as
//!   plain strings (RFC 3987 section 5.3.1).
//! - Conversions ([`convert`]): IRI to URI, URI to IRI (RFC 3987 section
//!   3.2), [`Leiri`] and [`LeiriRef`] to IRIs, the pre-processing of text
//!   typed by people, and (with `std`) file paths to `file:` IRIs and back
//!   (RFC 8089, POSIX and Windows paths: `Iri::from_file_path`,
//!   `to_file_path`).
//! - Building and editing ([`build`]): a [`Builder`](build::Builder) that
//!   sets, encodes and checks each component (`Iri::builder()`,
//!   `iri.to_builder()`), and setters of owned values (`set_query`,
//!   `push_segment`, …) that change them in place; the query's
//!   `name=value` pairs ([`query`]); percent-encoding for a component and
//!   decoding ([`percent`]).
//! - Diagnostics ([`diagnostic`]), one model: a grammar error, a finding of the checker and
//!   a broken constraint of a static type are all a
//!   [`Finding`](diagnostic::Finding) — a [`Code`](diagnostic::Code) of one code
//!   table, a component, a byte span, the character at fault — made
//!   without allocating; one renderer writes its
//!   [`message`](diagnostic::Finding::message), the rule it breaks, its
//!   [`help`](diagnostic::Finding::help), its [`fix`](diagnostic::Finding::fix) and the
//!   caret drawing ([`annotate`](diagnostic::Finding::annotate)) when shown. A
//!   [`ParseError`] is a finding at the error level.
//! - The checker: what the specifications say beyond the grammar, as
//!   findings with a code, a level set by a policy, and a fix where one is
//!   mechanical, is the `iri-checker` crate (in the facade, `iri_kit::check`
//!   with its `check` feature), so that a program that only parses does not
//!   compile its rules. [`Iri::parse`] and the macros refuse what its
//!   default policy makes an error: the grammar, and RFC 3987's ban on bidi
//!   formatting characters, which this crate applies itself ([`diagnostic`]).
//!
//! # Cargo features
//!
//! `std` links the standard library; `nfc`, `idna`, `serde`, `url` and
//! `http` add API; `nfc` and `idna` also give `iri-checker`'s rules the
//! data they share with this crate.
//!
//! - `std` (default): the standard library, for the parts of the API that
//!   need it (`http` turns it on). Without it the crate is `no_std` with
//!   `alloc` and has all of its API but the file paths and the `http`
//!   conversions. Costs nothing.
//! - `nfc` (default): `Steps::NFC`, Unicode Normalization Form C (RFC 3987
//!   section 5.3.2.2), which the checker's normalization-form rules use
//!   too. Costs the `unicode-normalization` and `tinyvec` crates.
//! - `idna`: `to_uri_idna` (registered names in their UTS 46 ASCII form),
//!   `to_iri_idna` (`xn--` labels back in Unicode) and `convert::IdnaError`.
//!   Costs the `idna` crate with the ICU4X data, about 30 crates (among them
//!   `syn` and five derive macros) and the longest part of a clean build.
//! - `serde`: `Serialize` and `Deserialize` for every IRI type; the value is
//!   its string, parsed again when deserialized. Costs `serde` (no derive).
//! - `url`: `TryFrom` between `url::Url` and [`Uri`] and [`Iri`]
//!   (module `interop`). Turns on `idna` (the `url` crate depends on the `idna`
//!   crate anyway, so it costs what `idna` costs, and `url`,
//!   `form_urlencoded` and `percent-encoding`).
//! - `http`: `TryFrom` between `http::Uri` and the reference kinds
//!   (module `interop`). Turns on `std`, which the `http` crate needs; costs
//!   `http`, `bytes` and `itoa`, small crates.
//! - `oxrdf`: oxrdf's `NamedNodeRef` from a value with `&str` storage by a
//!   `const fn` (`as_named_node_ref`), and `NamedNode` from any value by
//!   oxrdf's own parser (module `rdf`), for oxrdf 0.3. Turns on
//!   `std`; costs `oxrdf`, with `oxiri` 0.2, `oxilangtag`, `rand` and
//!   `thiserror` (whose derive builds `syn`).
//! - `sophia`: Sophia's `sophia_iri::Iri` and `IriRef` from a value with
//!   `&'static str` storage by a `const fn` (`as_sophia_iri`,
//!   `as_sophia_iri_ref`), and from any value by `sophia_iri`'s own check
//!   (module `rdf`), for `sophia_iri` 0.10 (Sophia 0.10).
//!   Turns on `std`; costs `sophia_iri`, with `regex` and `oxiri` 0.2.
//! - `schemars`, `sqlx-postgres`, `sqlx-sqlite`, `postgres-types`,
//!   `arbitrary`, `proptest`: the other crates' traits for the IRI types
//!   (module `integrations`, which says what each gives and costs).
//!
//! Without `std` the crate is `no_std` with `alloc`; its one required
//! dependency is `unicode-width` (for drawing carets). Its minimum supported
//! Rust version is 1.88 (let chains).
//!
//! Note on the grammar: the 3987bis draft's `ireg-name` omits `pct-form`;
//! this crate follows RFC 3987 and RFC 3986 and allows percent-encodings in
//! registered names, so that every URI is an IRI.
// `no_std` always, so that nothing uses the standard library by accident;
// `std` is linked with the feature, and named by its path where used.
#![no_std]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

/// The items given, each where one of the database features is on (the
/// one list of them).
macro_rules! databases {
    ($($item:item)*) => {
        $(
            #[cfg(any(
                feature = "sqlx-postgres",
                feature = "sqlx-sqlite",
                feature = "postgres-types"
            ))]
            $item
        )*
    };
}
use databases;

mod chars;
pub mod constraints;
pub mod convert;
pub mod diagnostic;
mod ecosystem;
pub mod normalize;
pub mod percent;
pub mod resolve;
mod ri;
mod schemes;
mod syntax;

#[doc(inline)]
pub use ri::{build, kind, query};
#[doc(inline)]
pub use syntax::grammar;

// The other crates' traits and types: one home, `ecosystem/`, the public
// paths each module has had.
#[cfg(any(
    feature = "schemars",
    feature = "sqlx-postgres",
    feature = "sqlx-sqlite",
    feature = "postgres-types",
    feature = "arbitrary",
    feature = "proptest"
))]
#[doc(inline)]
pub use ecosystem::integrations;
#[cfg(any(feature = "url", feature = "http"))]
#[doc(inline)]
pub use ecosystem::interop;
#[cfg(any(feature = "oxrdf", feature = "sophia"))]
#[doc(inline)]
pub use ecosystem::rdf;

// The macros' expansions and `iri-checker` name these: not public API.
#[doc(hidden)]
#[path = "private/mod.rs"]
pub mod __private;

pub use chars::bidi::is_bidi_formatting;
pub use diagnostic::component::Component;
pub use diagnostic::error::ParseError;
pub use diagnostic::error_kind::ErrorKind;
pub use percent::encode::PercentEncoded;
pub use resolve::relativize::RelativizeError;
pub use resolve::remove_dot_segments;
pub use ri::segments::PathSegments;
pub use ri::{Components, Iri, IriRef, Leiri, LeiriRef, Ri, Storage, Uri, UriRef};
pub use syntax::host::Host;
pub use syntax::parse::{Charset, Form, Grammar, parse};
pub use syntax::table::{HostKind, MAX_LEN, Table};
