//! The IRI types: [`IriRef`], [`Iri`], [`UriRef`] and [`Uri`], each generic over
//! its storage.
//!
//! All four are [`Ri<K, S>`]: a string `S` and its component table, with the
//! kind `K` saying which grammar the string was checked against. With `&'a str`
//! storage the accessors are `const fn` and return `&'a str`; with owned
//! storage (`String`, `Box<str>`, `Arc<str>`, `Rc<str>`, `Cow<str>`, or any
//! [`Storage`]) they borrow from the value.

pub(crate) mod accessors;
mod conversions;
mod owned;
#[cfg(feature = "serde")]
mod serde;
mod traits;

use core::marker::PhantomData;
use core::ops::Deref;

use crate::error::ParseError;
use crate::parse::parse;
use crate::table::Table;

/// A string of kind `K` (see [`kind`]) held in storage `S`, with its component table.
///
/// Use the aliases [`IriRef`], [`Iri`], [`UriRef`] and [`Uri`].
///
/// Equality, ordering and hashing compare the strings only: this is the
/// simple string comparison of RFC 3987 section 5.3.1, the one RDF and XML
/// namespaces require. `http://a/%7e` and `http://a/~` are different values.
pub struct Ri<K, S> {
    pub(crate) table: Table,
    pub(crate) text: S,
    kind: PhantomData<fn() -> K>,
}

/// The kinds of [`Ri`]: which grammar a value was checked against.
pub mod kind {
    use crate::parse::Grammar;

    mod sealed {
        pub trait Sealed {}
    }

    /// A kind of resource identifier: its grammar and its name.
    pub trait Kind: sealed::Sealed {
        /// The grammar values of this kind satisfy.
        const GRAMMAR: Grammar;
        /// The type's name, for `Debug`.
        const NAME: &'static str;
    }

    macro_rules! kinds {
        ($($(#[$doc:meta])* $name:ident = $grammar:ident, $alias:literal;)*) => {$(
            $(#[$doc])*
            #[derive(Debug)]
            pub enum $name {}
            impl sealed::Sealed for $name {}
            impl Kind for $name {
                const GRAMMAR: Grammar = Grammar::$grammar;
                const NAME: &'static str = $alias;
            }
        )*};
    }

    kinds! {
        /// `IRI-reference`: an IRI or a relative reference.
        IriRefKind = IRI_REFERENCE, "IriRef";
        /// `IRI`: an absolute IRI, with an optional fragment.
        IriKind = IRI, "Iri";
        /// `URI-reference`: an ASCII-only IRI reference.
        UriRefKind = URI_REFERENCE, "UriRef";
        /// `URI`: an ASCII-only absolute IRI, with an optional fragment.
        UriKind = URI, "Uri";
        /// A LEIRI reference (3987bis section 6): an IRI reference with `leiri-ucschar`.
        LeiriRefKind = LEIRI_REFERENCE, "LeiriRef";
        /// A LEIRI (3987bis section 6): an absolute IRI with `leiri-ucschar`.
        LeiriKind = LEIRI, "Leiri";
    }
}

use kind::Kind;

/// An IRI reference (`IRI-reference`): an absolute IRI or a relative reference.
///
/// ```
/// use iri_core::IriRef;
///
/// let r = IriRef::parse("../photos/été.jpg?size=2#top").unwrap();
/// assert_eq!(r.scheme(), None);
/// assert_eq!(r.path(), "../photos/été.jpg");
/// assert_eq!(r.query(), Some("size=2"));
/// ```
pub type IriRef<S> = Ri<kind::IriRefKind, S>;

/// An absolute IRI (`IRI`): a scheme, then the rest, with an optional fragment.
///
/// ```
/// use iri_core::Iri;
///
/// let iri = Iri::parse("https://example.org/résumé#p2").unwrap();
/// assert_eq!(iri.scheme(), "https");
/// assert_eq!(iri.host(), Some("example.org"));
/// assert_eq!(iri.fragment(), Some("p2"));
/// assert!(Iri::parse("/relative").is_err());
/// ```
pub type Iri<S> = Ri<kind::IriKind, S>;

/// A URI reference (`URI-reference`): an IRI reference of ASCII characters only.
///
/// ```
/// use iri_core::UriRef;
///
/// assert!(UriRef::parse("/a%20b?c").is_ok());
/// assert!(UriRef::parse("/é").is_err());
/// ```
pub type UriRef<S> = Ri<kind::UriRefKind, S>;

/// A URI (`URI`): an absolute IRI of ASCII characters only, with an optional fragment.
///
/// ```
/// use iri_core::Uri;
///
/// let uri = Uri::parse("http://[2001:db8::1]:8080/").unwrap();
/// assert_eq!(uri.port_number(), Some(8080));
/// ```
pub type Uri<S> = Ri<kind::UriKind, S>;

/// A Legacy Extended IRI reference (3987bis section 6): an IRI reference that
/// may also hold spaces, angle brackets, braces, controls and the other characters of
/// `leiri-ucschar`. Convert it with `to_iri` or `to_uri`.
///
/// ```
/// use iri_core::LeiriRef;
///
/// let r = LeiriRef::parse("a b/{x}").unwrap();
/// assert_eq!(r.to_iri(), "a%20b/%7Bx%7D");
/// ```
pub type LeiriRef<S> = Ri<kind::LeiriRefKind, S>;

/// A Legacy Extended IRI (3987bis section 6): an absolute LEIRI, with an optional fragment.
///
/// ```
/// use iri_core::Leiri;
///
/// let leiri = Leiri::parse("http://example.org/a b").unwrap();
/// assert_eq!(leiri.path(), "/a b");
/// assert_eq!(leiri.to_uri(), "http://example.org/a%20b");
/// ```
pub type Leiri<S> = Ri<kind::LeiriKind, S>;

/// String storage for [`Ri`] other than `&str`: a type that owns or shares a
/// `str`, such as `String`, `Box<str>`, `Arc<str>`, `Rc<str>` or `Cow<str>`.
///
/// Implement it for your own string type (for example an interned or
/// small-string type) to use it as storage. Its `Deref` must return the same
/// text every time; otherwise the accessors return wrong slices or panic.
pub trait Storage: Deref<Target = str> {}

impl Storage for alloc::string::String {}
impl Storage for alloc::boxed::Box<str> {}
impl Storage for alloc::sync::Arc<str> {}
impl Storage for alloc::rc::Rc<str> {}
impl Storage for alloc::borrow::Cow<'_, str> {}

impl<K: Kind, S: Deref<Target = str>> Ri<K, S> {
    /// Parses `text` against this kind's grammar.
    ///
    /// ```
    /// use iri_core::{Iri, ErrorKind};
    ///
    /// let owned: Iri<String> = Iri::parse(String::from("urn:isbn:0451450523")).unwrap();
    /// assert_eq!(owned.path(), "isbn:0451450523");
    /// assert_eq!(Iri::parse("no scheme").unwrap_err().kind(), ErrorKind::MissingScheme);
    /// ```
    pub fn parse(text: S) -> Result<Ri<K, S>, ParseError> {
        let table = parse(&text, K::GRAMMAR)?;
        Ok(Ri::from_parts(text, table))
    }

    /// Parses `text`, giving it back with the error when it is not valid.
    ///
    /// ```
    /// use iri_core::Iri;
    ///
    /// let (err, text) = Iri::try_parse(String::from("a b")).unwrap_err();
    /// assert_eq!(text, "a b");
    /// assert_eq!(err.span(), 0..0);
    /// ```
    pub fn try_parse(text: S) -> Result<Ri<K, S>, (ParseError, S)> {
        match parse(&text, K::GRAMMAR) {
            Ok(table) => Ok(Ri::from_parts(text, table)),
            Err(e) => Err((e, text)),
        }
    }

    /// A view of this value with `&str` storage, on which every accessor is available.
    #[must_use]
    pub fn as_borrowed(&self) -> Ri<K, &str> {
        Ri::from_parts(&self.text, self.table)
    }

    /// A copy of this value in a `String`.
    #[must_use]
    pub fn to_owned_string(&self) -> Ri<K, alloc::string::String> {
        Ri::from_parts(alloc::string::String::from(&*self.text), self.table)
    }

    /// The storage, giving up the component table.
    #[must_use]
    pub fn into_inner(self) -> S {
        self.text
    }
}

impl<K, S> Ri<K, S> {
    /// A value from text and the table parsed from it (for in-crate code
    /// that knows the two match).
    pub(crate) const fn from_parts(text: S, table: Table) -> Ri<K, S> {
        Ri {
            table,
            text,
            kind: PhantomData,
        }
    }

    /// The component table.
    #[must_use]
    pub const fn table(&self) -> Table {
        self.table
    }
}
