//! Internationalized Resource Identifiers (RFC 3987 and its 3987bis draft,
//! on RFC 3986) in one dependency: the run-time API of `iri-core` —
//! parsing, O(1) components, resolution, normalization, conversions, file
//! paths, building, the checker — and, with the default `macros` feature,
//! the `iri-macros` literals, checked while your crate compiles.
//!
//! ```toml
//! [dependencies]
//! iri-kit = "0.1"
//! ```
//!
//! ```
//! use iri_kit::{iri, Iri};
//!
//! // Checked at compile time; a bad literal is a compile error with a caret and a fix.
//! const HOME: Iri<&str> = iri!("https://example.org/docs?lang=en");
//! // Every accessor of a literal gives slices of the literal, in `const` context too.
//! const HOST: Option<&str> = HOME.host();
//!
//! assert_eq!(HOST, Some("example.org"));
//! assert_eq!(HOME.query(), Some("lang=en"));
//!
//! // Text known at run time: the same parser, the same types.
//! let iri = Iri::parse("https://例え.jp:8443/パス?q=1#top").unwrap();
//! assert_eq!(iri.host(), Some("例え.jp"));
//! assert_eq!(iri.port_number(), Some(8443));
//! ```
//!
//! Everything below is `iri-core`'s, re-exported as it is; the macros
//! ([`iri!`], [`iri_ref!`], [`uri!`], [`uri_ref!`], [`iri_type!`],
//! [`vocabulary!`], [`iri_template!`], [`iri_format!`]) are `iri-macros`', and
//! their expansions name this crate
//! only, so that a crate using them depends on `iri-kit` alone. A library
//! that re-exports this crate under another path passes it to the literal
//! macros with `crate = path`: `iri!(crate = my_lib::iri_kit, "…")`.
//!
//! # Cargo features
//!
//! - `macros` (default): the macros above.
//! - `std` (default): the standard library, for the API that needs it (file
//!   paths, `http`); without it the crate is `no_std` with `alloc`.
//! - `nfc` (default), `bidi` (default), `security`: the Unicode data of the
//!   checker's character rules (and, for `nfc`, the NFC normalization step).
//! - `idna`: IDNA for hosts (`to_uri_idna`, `to_iri_idna`) and the
//!   checker's host rules.
//! - `serde`: `Serialize` and `Deserialize` for the IRI types, and for the
//!   static IRI types that `iri_type!` declares with `serde;`.
//! - `url`, `http`: conversions to and from `url::Url` and `http::Uri`.
//!
//! The checker's features go to the macros too, so that a literal is
//! checked as `Iri::check` checks text in the same build. What each
//! costs is in the repository's README.
#![no_std]

#[doc(inline)]
pub use iri_core::*;

#[cfg(feature = "macros")]
pub use iri_macros::{iri, iri_format, iri_ref, iri_template, iri_type, uri, uri_ref, vocabulary};

// The expansions' module, named after the package version (`v0_1_0`). Not
// public API.
#[doc(hidden)]
pub use iri_core::__private;
