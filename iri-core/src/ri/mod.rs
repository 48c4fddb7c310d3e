//! The typed values: [`Ri<K, S>`], a string `S` of kind `K` with its
//! component offsets, and its aliases [`IriRef`], [`Iri`], [`UriRef`],
//! [`Uri`], [`LeiriRef`] and [`Leiri`].

mod accessors;
pub mod build;
mod components;
mod conversions;
pub mod kind;
mod parsing;
pub mod query;
pub(crate) mod segments;
#[cfg(feature = "serde")]
mod serde;
mod traits;

// The order of the alias pages. Rustdoc lists the methods of `Iri`,
// `IriRef`, `Uri` and `UriRef` (type aliases, whose impls its pages load by
// script) by impl block, the blocks sorted by their rendered text: the self
// type's anchor first, with the parameters' names (`Ri<IriKind, &str>`, then
// `Ri<K, &str>`, `Ri<K, S>`, `Ri<K, String>`), then the header, generics in
// their written order and then the where clause (`K: Base` before
// `K: Kind`, a block with docs after one without), then the first method's
// name. Source order plays no part. So that those pages lead with what
// most callers need (`components`, `resolve`, `normalize`, `parse`,
// `to_iri`, `to_uri`), the blocks of the `&'a str` accessors and of the
// RDF conversions (generic over the kinds, not one block per kind, which
// would sort `Ri<IriKind, …>` first) name their kind `T` (after every `K`
// block; the `S: Storage` accessors, of the same names, come before the
// setters), and the blocks of `into_inner`,
// `relativize`, `to_builder` and the file paths declare `S` before `K`
// (after every `impl<K, S>` block), and the block of `normalize` has docs,
// so that it comes after the block of `parse`, whose header is the same. Check a change on the pages
// themselves: `cargo doc -p iri-kit --all-features`, in a browser.

use core::marker::PhantomData;
use core::ops::Deref;

pub use components::Components;

use crate::syntax::table::{Offsets, Table};

/// A string of kind `K` (see [`kind`](crate::kind)) held in storage `S`,
/// with its component table.
///
/// Use the aliases [`IriRef`], [`Iri`], [`UriRef`], [`Uri`], [`LeiriRef`] and
/// [`Leiri`]. The storage is any type that dereferences to `str`: `&str`,
/// `String`, `Box<str>`, `Arc<str>`, `Rc<str>`, `Cow<str>`, or your own. The
/// accessors ([`as_str`](Ri::as_str), [`host`](Ri::host), [`path`](Ri::path),
/// …) read the table in O(1), in two sets with the same names: on `&'a str`
/// storage (the macros' values, and `parse` of a `&str`), each returns
/// slices borrowed for `'a` — the text's lifetime, not the value's — and is
/// a `const fn` (all but `scheme`); on a [`Storage`] (`String`, …), each
/// borrows the value. Code generic over any `Deref<Target = str>` storage
/// reads them through [`as_borrowed`](Ri::as_borrowed).
///
/// ```
/// use iri_kit::Iri;
///
/// fn host_of(text: &str) -> Option<&str> {
///     Iri::parse(text).ok()?.host() // borrows `text`, not the temporary value
/// }
/// assert_eq!(host_of("http://example.org/"), Some("example.org"));
///
/// let owned = Iri::parse(String::from("http://example.org/a")).unwrap();
/// assert_eq!(owned.path(), "/a");
/// ```
///
/// A value is small: the storage and six 32-bit offsets (40 bytes for
/// `Iri<&str>`, 48 for `Iri<String>` on 64-bit targets). It holds at most
/// [`MAX_LEN`](crate::MAX_LEN) bytes; operations that would build a longer
/// value (resolving, normalizing or converting inputs of gigabytes) panic.
///
/// Equality, ordering and hashing compare the strings only: this is the
/// simple string comparison of RFC 3987 section 5.3.1, the one RDF and XML
/// namespaces require. `http://a/%7e` and `http://a/~` are different values.
/// Values compare across kinds, and across the standard storages (`&str`,
/// `String`, `Box<str>`, `Arc<str>`, `Rc<str>`, `Cow<str>`); a storage of
/// your own compares with itself.
///
/// Equality within one type is derived (the table, equal for equal strings
/// of one kind, then the string), so that constants serve as `match`
/// patterns:
///
/// ```
/// use iri_kit::{iri, Iri};
///
/// const HOME: Iri<&str> = iri!("https://example.org/");
/// const ABOUT: Iri<&str> = iri!("https://example.org/about");
///
/// fn title(page: Iri<&str>) -> &'static str {
///     match page {
///         HOME => "Home",
///         ABOUT => "About us",
///         _ => "Elsewhere",
///     }
/// }
/// assert_eq!(title(Iri::parse("https://example.org/about").unwrap()), "About us");
/// ```
// `PartialEq` is derived for `const` patterns (structural equality); the
// offsets are a function of the string for one kind, so it is string
// equality. The other comparisons are in `traits.rs`.
#[derive(PartialEq, Eq)]
pub struct Ri<K, S> {
    pub(crate) offsets: Offsets,
    pub(crate) text: S,
    pub(crate) kind: PhantomData<fn() -> K>,
}

/// An IRI reference (`IRI-reference`): an absolute IRI or a relative reference.
///
/// ```
/// use iri_kit::IriRef;
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
/// use iri_kit::Iri;
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
/// use iri_kit::UriRef;
///
/// assert!(UriRef::parse("/a%20b?c").is_ok());
/// assert!(UriRef::parse("/é").is_err());
/// ```
pub type UriRef<S> = Ri<kind::UriRefKind, S>;

/// A URI (`URI`): an absolute IRI of ASCII characters only, with an optional fragment.
///
/// ```
/// use iri_kit::Uri;
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
/// use iri_kit::LeiriRef;
///
/// let r = LeiriRef::parse("a b/{x}").unwrap();
/// assert_eq!(r.to_iri(), "a%20b/%7Bx%7D");
/// ```
pub type LeiriRef<S> = Ri<kind::LeiriRefKind, S>;

/// A Legacy Extended IRI (3987bis section 6): an absolute LEIRI, with an optional fragment.
///
/// ```
/// use iri_kit::Leiri;
///
/// let leiri = Leiri::parse("http://example.org/a b").unwrap();
/// assert_eq!(leiri.path(), "/a b");
/// assert_eq!(leiri.to_uri(), "http://example.org/a%20b");
/// ```
pub type Leiri<S> = Ri<kind::LeiriKind, S>;

/// String storage for [`Ri`] other than `&str`: a type that owns or shares a
/// `str`, such as `String`, `Box<str>`, `Arc<str>`, `Rc<str>` or `Cow<str>`.
/// The accessors of [`Ri`] are defined for `&'a str` (borrowing for `'a`)
/// and for every `Storage` (borrowing the value); `&str` is not a `Storage`,
/// so that the two sets do not overlap.
///
/// Implement it for your own string type (for example an interned or
/// small-string type) to use it as storage. Its `Deref` must return the same
/// text every time; otherwise the accessors return wrong slices or panic.
///
/// ```
/// use std::ops::Deref;
/// use iri_kit::{Iri, Storage};
///
/// struct Interned(&'static str);
/// impl Deref for Interned {
///     type Target = str;
///     fn deref(&self) -> &str {
///         self.0
///     }
/// }
/// impl Storage for Interned {}
///
/// let iri = Iri::parse(Interned("http://example.org/a")).unwrap();
/// assert_eq!(iri.path(), "/a");
/// ```
pub trait Storage: Deref<Target = str> {}

impl Storage for alloc::string::String {}
impl Storage for alloc::boxed::Box<str> {}
impl Storage for alloc::sync::Arc<str> {}
impl Storage for alloc::rc::Rc<str> {}
impl Storage for alloc::borrow::Cow<'_, str> {}

impl<K, S: Deref<Target = str>> Ri<K, S> {
    /// A view of this value with `&str` storage: a copy of its offsets and a
    /// borrow of its text, for code that wants one type whatever the storage.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let owned = Iri::parse(String::from("http://a/b")).unwrap();
    /// let view: Iri<&str> = owned.as_borrowed();
    /// assert_eq!(view.path(), "/b");
    /// ```
    #[must_use]
    pub fn as_borrowed(&self) -> Ri<K, &str> {
        Ri::from_offsets(&self.text, self.offsets)
    }

    /// A copy of this value in a `String`.
    #[must_use]
    pub fn to_owned_string(&self) -> Ri<K, alloc::string::String> {
        Ri::from_offsets(alloc::string::String::from(&*self.text), self.offsets)
    }

    /// The component table, as [`parse`](crate::parse()) gives it.
    ///
    /// ```
    /// use iri_kit::{parse, Grammar, Iri};
    ///
    /// let text = "http://[::1]:80/a?q#f";
    /// assert_eq!(Iri::parse(text).unwrap().table(), parse(text, Grammar::IRI).unwrap());
    /// ```
    #[must_use]
    pub fn table(&self) -> Table {
        self.offsets.to_table(&self.text)
    }
}

// `S, K`, not `K, S`: the order of the alias pages (see above).
impl<S, K> Ri<K, S> {
    /// A value from text and the table parsed from it, for code that
    /// knows the two match (this crate's, and `iri-checker`'s constructor
    /// under a policy): not public API. Any table gives some value, never
    /// undefined behaviour, but only the text's own gives the right
    /// components.
    ///
    /// # Panics
    ///
    /// When the table describes more than [`MAX_LEN`](crate::MAX_LEN) bytes.
    pub(crate) const fn from_parts(text: S, table: Table) -> Ri<K, S> {
        Ri::from_offsets(text, table.offsets())
    }

    /// A value from text and its offsets.
    pub(crate) const fn from_offsets(text: S, offsets: Offsets) -> Ri<K, S> {
        Ri {
            offsets,
            text,
            kind: PhantomData,
        }
    }

    /// The storage, giving up the component table.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let text: String = Iri::parse(String::from("a:b")).unwrap().into_inner();
    /// assert_eq!(text, "a:b");
    /// ```
    #[must_use]
    pub fn into_inner(self) -> S {
        self.text
    }
}
