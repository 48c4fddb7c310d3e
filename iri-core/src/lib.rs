//! Internationalized Resource Identifiers (RFC 3987 and its 3987bis draft, on
//! RFC 3986): parsing, validation and component access.
//!
//! One parser ([`parse`]) checks a string against a [`Grammar`] in a single
//! pass and returns its component [`Table`]. The typed values — [`IriRef`],
//! [`Iri`], [`UriRef`], [`Uri`] — pair a string in any storage with its table,
//! so every accessor is O(1); with `&'static str` storage the accessors are
//! `const fn`, which is what the `iri-macros` crate builds on to check
//! literals at compile time.
//!
//! ```
//! use iri_core::{Iri, IriRef, HostKind};
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
//! Note on the grammar: the 3987bis draft's `ireg-name` omits `pct-form`;
//! this crate follows RFC 3987 and RFC 3986 and allows percent-encodings in
//! registered names, so that every URI is an IRI.
#![no_std]

extern crate alloc;

mod bidi;
pub mod check;
mod codes;
pub mod convert;
mod error;
mod glyph;
pub mod grammar;
mod hint;
mod host;
mod ip;
pub mod kind;
mod level;
pub mod normalize;
mod parse;
mod relativize;
mod render;
pub mod resolve;
mod ri;
mod schemes;
mod segments;
mod split;
mod table;

#[doc(hidden)]
pub mod __private;

pub use bidi::is_bidi_formatting;
pub use error::{Component, ErrorKind, ParseError};
pub use hint::{Help, PercentEncoded};
pub use host::Host;
pub use parse::{Charset, Form, Grammar, parse};
pub use relativize::RelativizeError;
pub use render::{Annotated, Snippet};
pub use resolve::remove_dot_segments;
pub use ri::{Components, Iri, IriRef, Leiri, LeiriRef, Ri, Storage, Uri, UriRef};
pub use segments::PathSegments;
pub use table::{HostKind, MAX_LEN, Table};
