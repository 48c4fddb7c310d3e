//! Moving between representations: IRI to URI, URI to IRI, Legacy Extended
//! IRIs to IRIs, and raw user input to references.
//!
//! The conversions are methods of the types, and all return values whose
//! storage is a `Cow<str>`, borrowing from the input when nothing changes
//! (on `&'a str` storage, the text for `'a`, so that a temporary value
//! will do); the component table of the result is computed while writing
//! it, never by parsing again.
//!
//! - `to_uri` (on IRI and LEIRI kinds, 3987bis section 3.3): percent-encode
//!   every character not allowed in URIs. With the `idna` feature,
//!   `to_uri_idna` converts non-ASCII registered names with UTS 46 `ToASCII`
//!   instead (3987bis section 3.4).
//! - `to_iri` on URI kinds (RFC 3987 section 3.2): decode the percent-encoded
//!   UTF-8 that may appear as itself in an IRI. With `idna`, `to_iri_idna`
//!   also turns `xn--` host labels back into Unicode.
//! - `to_iri` on LEIRI kinds ([`LeiriRef`](crate::LeiriRef),
//!   [`Leiri`](crate::Leiri)): percent-encode the characters LEIRIs allow and
//!   IRIs do not.
//! - [`preprocess`]: trim and split or encode the spaces of typed or pasted
//!   text, then parse.
//! - [`file_path`] (with `std`): file paths to `file:` IRIs and back (RFC
//!   8089), in POSIX and Windows style: `Iri::from_file_path`,
//!   `to_file_path`.
//!
//! ```
//! use iri_kit::{Iri, LeiriRef, Uri};
//!
//! let iri = Iri::parse("http://example.com/\u{10300}\u{10301}\u{10302}").unwrap();
//! assert_eq!(iri.to_uri(), "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82");
//!
//! let uri = Uri::parse("http://example.com/%F0%90%8C%80?q=%E2%80%8F").unwrap();
//! assert_eq!(uri.to_iri(), "http://example.com/\u{10300}?q=%E2%80%8F");
//!
//! assert_eq!(LeiriRef::parse("a|b").unwrap().to_iri(), "a%7Cb");
//! ```

#[cfg(feature = "std")]
pub mod file_path;
pub(crate) mod leiri;
mod preprocess;
mod rewrite;
mod stored;
mod to_iri;
mod to_uri;

pub use crate::chars::bidi::is_bidi_formatting;
pub use crate::chars::inappropriate::is_inappropriate_in_iri;
#[cfg(feature = "idna")]
pub use crate::syntax::host::idna::{IdnaError, IdnaErrorKind};
pub use preprocess::{Preprocessed, Spaces, preprocess};
