//! Building references from components, and changing them: [`Builder`].
//!
//! A builder holds each component as percent-encoded text. Each setter
//! comes in two forms: one takes text as it reads and percent-encodes what
//! the component needs ([`path`](Builder::path), [`push_segment`](Builder::push_segment),
//! [`append_pair`](Builder::append_pair), …, with the helpers of
//! [`percent`](crate::percent)); the other, named `…_encoded`, takes text
//! already percent-encoded and checks it. [`build`](Builder::build) then
//! checks that the components go together, and writes the value and its
//! component table in one pass, without parsing it again.
//!
//! ```
//! use iri_kit::Iri;
//!
//! let iri = Iri::builder()
//!     .scheme("https")
//!     .host("例え.jp")
//!     .push_segment("docs")
//!     .push_segment("a/b c")
//!     .append_pair("q", "x&y")
//!     .fragment("top")
//!     .build()
//!     .unwrap();
//! assert_eq!(iri, "https://例え.jp/docs/a%2Fb%20c?q=x%26y#top");
//! assert_eq!(iri.path_segments().collect::<Vec<_>>(), ["docs", "a%2Fb%20c"]);
//! ```
//!
//! Owned values change in place with their setters ([`Ri::set_query`],
//! [`Ri::push_segment`], …) and through a builder with [`Ri::edit`].

pub(crate) mod draft;
mod edit;
mod error;
mod pair;
pub(crate) mod path;
mod setters;
pub(crate) mod write;

use alloc::string::String;
use core::fmt;
use core::marker::PhantomData;
use core::ops::Deref;

use draft::{AuthorityDraft, Draft};
pub use error::BuildError;

use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::syntax::parse::Charset;
use crate::syntax::table::HostKind;

/// The authority a builder holds.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Authority {
    userinfo: Option<String>,
    host: String,
    host_kind: HostKind,
    port: Option<String>,
}

/// Builds a value of kind `K` (an [`Iri`](crate::Iri), [`IriRef`](crate::IriRef),
/// [`Uri`](crate::Uri), [`UriRef`](crate::UriRef), …) from its components;
/// see [the module docs](self).
///
/// Start empty with [`Ri::builder`] (`Iri::builder()`) or from a value with
/// [`Ri::to_builder`]. The setters take `&mut self` and return it, so that
/// they chain; they never fail: a setter given text it cannot use leaves
/// its component as it was and [`build`](Builder::build) reports the first
/// such error.
///
/// - Text given to a setter that encodes is encoded for its component
///   ([`EncodeSet`](crate::percent::EncodeSet)); for the URI kinds, every
///   non-ASCII character is encoded too. The characters not appropriate in
///   an IRI (bidi formatting characters, for one) are always encoded.
/// - Text given to an `…_encoded` setter must be what the component may
///   hold as it is in this kind: a URI kind takes ASCII only.
/// - [`build`](Builder::build) refuses components that do not go together:
///   no scheme for an absolute kind; a path that does not start with `/`
///   after an authority; a path starting with `//` without one; a colon in
///   the first segment of a relative path. It also refuses what the typed
///   constructors refuse (bidi formatting characters).
///
/// ```
/// use iri_kit::{ErrorKind, Uri};
///
/// let uri = Uri::builder().scheme("http").host("example.org").path("/été").build().unwrap();
/// assert_eq!(uri, "http://example.org/%C3%A9t%C3%A9");
///
/// let err = Uri::builder().scheme("http").path_encoded("/é").build().unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::NonAscii);
/// ```
pub struct Builder<K> {
    scheme: Option<String>,
    authority: Option<Authority>,
    path: String,
    implicit_root: bool,
    query: Option<String>,
    fragment: Option<String>,
    error: Option<BuildError>,
    kind: PhantomData<fn() -> K>,
}

impl<K: Kind> Builder<K> {
    /// An empty builder: no scheme, no authority, an empty path, no query,
    /// no fragment.
    ///
    /// ```
    /// use iri_kit::build::Builder;
    /// use iri_kit::kind::IriRefKind;
    ///
    /// assert_eq!(Builder::<IriRefKind>::new().build().unwrap(), "");
    /// ```
    #[must_use]
    pub fn new() -> Builder<K> {
        Builder {
            scheme: None,
            authority: None,
            path: String::new(),
            implicit_root: false,
            query: None,
            fragment: None,
            error: None,
            kind: PhantomData,
        }
    }

    /// The value these components make, or why they make none (see
    /// [`Builder`]).
    ///
    /// ```
    /// use iri_kit::{ErrorKind, Iri, IriRef};
    ///
    /// let iri = Iri::builder().scheme("urn").path("isbn:0451450523").build().unwrap();
    /// assert_eq!(iri.path(), "isbn:0451450523");
    ///
    /// let no_scheme = Iri::builder().path("/a").build().unwrap_err();
    /// assert_eq!(no_scheme.kind(), ErrorKind::MissingScheme);
    /// let double_slash = IriRef::builder().path("//a").build().unwrap_err();
    /// assert_eq!(double_slash.kind(), ErrorKind::PathStartsWithDoubleSlash);
    /// ```
    pub fn build(&self) -> Result<Ri<K, String>, BuildError> {
        if let Some(error) = &self.error {
            return Err(error.clone());
        }
        write::write(&self.draft())
    }

    /// The components, borrowed.
    fn draft(&self) -> Draft<'_> {
        Draft {
            scheme: self.scheme.as_deref(),
            authority: self.authority.as_ref().map(|a| AuthorityDraft {
                userinfo: a.userinfo.as_deref(),
                host: &a.host,
                host_kind: a.host_kind,
                port: a.port.as_deref(),
            }),
            path: &self.path,
            implicit_root: self.implicit_root,
            query: self.query.as_deref(),
            fragment: self.fragment.as_deref(),
        }
    }

    /// Whether text for this kind must be ASCII (the URI kinds).
    fn ascii_only() -> bool {
        K::GRAMMAR.charset == Charset::Uri
    }
}

impl<K: Kind> Default for Builder<K> {
    fn default() -> Builder<K> {
        Builder::new()
    }
}

impl<K> Clone for Builder<K> {
    fn clone(&self) -> Builder<K> {
        Builder {
            scheme: self.scheme.clone(),
            authority: self.authority.clone(),
            path: self.path.clone(),
            implicit_root: self.implicit_root,
            query: self.query.clone(),
            fragment: self.fragment.clone(),
            error: self.error.clone(),
            kind: PhantomData,
        }
    }
}

impl<K: Kind> fmt::Debug for Builder<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Builder")
            .field("kind", &K::NAME)
            .field("scheme", &self.scheme)
            .field("authority", &self.authority)
            .field("path", &self.path)
            .field("implicit_root", &self.implicit_root)
            .field("query", &self.query)
            .field("fragment", &self.fragment)
            .field("error", &self.error)
            .finish()
    }
}

impl<K: Kind> Ri<K, String> {
    /// An empty [`Builder`] for this kind: `Iri::builder()`,
    /// `UriRef::builder()`, …
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("mailto").path("a@example.org").build().unwrap();
    /// assert_eq!(iri, "mailto:a@example.org");
    /// ```
    #[must_use]
    pub fn builder() -> Builder<K> {
        Builder::new()
    }
}

// `S, K`, not `K, S`: the order of the alias pages (see `ri/mod.rs`).
impl<S: Deref<Target = str>, K: Kind> Ri<K, S> {
    /// A [`Builder`] holding this value's components, to change some and
    /// build a new value.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("http://example.org/a?q#f").unwrap();
    /// let moved = iri.to_builder().scheme("https").port(8443).clear_fragment().build().unwrap();
    /// assert_eq!(moved, "https://example.org:8443/a?q");
    /// ```
    #[must_use]
    pub fn to_builder(&self) -> Builder<K> {
        let draft = Draft::of(&self.text, &self.table());
        let owned = |part: Option<&str>| part.map(String::from);
        Builder {
            scheme: owned(draft.scheme),
            authority: draft.authority.map(|a| Authority {
                userinfo: owned(a.userinfo),
                host: String::from(a.host),
                host_kind: a.host_kind,
                port: owned(a.port),
            }),
            path: String::from(draft.path),
            implicit_root: false,
            query: owned(draft.query),
            fragment: owned(draft.fragment),
            error: None,
            kind: PhantomData,
        }
    }
}
