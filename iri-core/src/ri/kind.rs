//! The kinds of [`Ri`](crate::Ri) and what each may do, in one table.
//!
//! A kind says which grammar a value was checked against. Everything the
//! types allow — which kinds are absolute or ASCII-only, which may serve as a
//! base, which references each base resolves, what the conversions give,
//! which conversions between kinds are free and which are checked — is
//! written once, in the invocations at the bottom of this file, and the
//! rest of the crate reads it from there.
//!
//! | kind | alias | grammar | `scheme()` | `to_uri()` | `to_iri()` | base of `resolve` for |
//! | --- | --- | --- | --- | --- | --- | --- |
//! | [`IriRefKind`] | `IriRef` | `IRI-reference` | `Option<&str>` | `UriRef` | `IriRef` | — |
//! | [`IriKind`] | `Iri` | `IRI` | `&str` | `Uri` | `Iri` | `IriRef`, `Iri`, `UriRef`, `Uri` |
//! | [`UriRefKind`] | `UriRef` | `URI-reference` | `Option<&str>` | `UriRef` | `IriRef` | — |
//! | [`UriKind`] | `Uri` | `URI` | `&str` | `Uri` | `Iri` | `UriRef`, `Uri` |
//! | [`LeiriRefKind`] | `LeiriRef` | LEIRI reference | `Option<&str>` | `UriRef` | `IriRef` | — |
//! | [`LeiriKind`] | `Leiri` | LEIRI | `&str` | `Uri` | `Iri` | — |
//!
//! - A LEIRI may hold characters that no IRI may (spaces, `<`, controls…):
//!   it is neither resolved nor used as a base before `to_iri` turns it into
//!   an IRI.
//! - Free conversions (`From`), because every value of the first kind is a
//!   value of the second: `Iri` → `IriRef`; `Uri` → `Iri`, `UriRef`,
//!   `IriRef`; `UriRef` → `IriRef`; and every IRI or URI kind to the LEIRI
//!   kind of the same form.
//! - Checked conversions (`TryFrom`, keeping the table): `IriRef` → `Iri`,
//!   `UriRef`, `Uri`; `Iri` → `Uri`; `UriRef` → `Uri`, `Iri`.
//!
//! ```
//! use iri_kit::{Iri, IriRef, Uri, UriRef};
//!
//! let uri = Uri::parse("http://example.org/a").unwrap();
//! let iri: Iri<&str> = uri.into(); // free
//! let back = Uri::try_from(iri).unwrap(); // checked: ASCII only
//! assert_eq!(back.scheme(), "http");
//! let relative = IriRef::parse("../b").unwrap();
//! assert!(Iri::try_from(relative).is_err()); // no scheme
//! assert_eq!(UriRef::parse("/p").unwrap().scheme(), None);
//! ```

use core::fmt::Debug;
use core::hash::Hash;

use crate::syntax::parse::Grammar;

mod sealed {
    pub trait Sealed {}

    /// What a kind's `scheme()` gives, made from the text and the end of
    /// its scheme (0 without one).
    pub trait SchemeValue<'a> {
        fn from_text(text: &'a str, scheme_end: usize) -> Self;
    }

    impl<'a> SchemeValue<'a> for &'a str {
        #[inline]
        fn from_text(text: &'a str, scheme_end: usize) -> Self {
            &text[..scheme_end]
        }
    }

    impl<'a> SchemeValue<'a> for Option<&'a str> {
        #[inline]
        fn from_text(text: &'a str, scheme_end: usize) -> Self {
            (scheme_end != 0).then(|| &text[..scheme_end])
        }
    }
}

pub(crate) use sealed::SchemeValue;

/// A kind of resource identifier: its grammar, its name, and what the
/// kind-dependent operations give.
/// `PartialEq` and `Eq` (of types without values) let generic code compare
/// `Ri<K, S>` values, whose equality is derived.
pub trait Kind: sealed::Sealed + PartialEq + Eq + 'static {
    /// The grammar values of this kind satisfy.
    const GRAMMAR: Grammar;
    /// The type's name, for `Debug`.
    const NAME: &'static str;
    /// What `scheme()` returns: `&str` for the absolute kinds, which always
    /// have one, `Option<&str>` for the reference kinds.
    type Scheme<'a>: Copy + Debug + Eq + Hash + sealed::SchemeValue<'a>;
    /// The kind `to_uri()` gives.
    type Uri: Kind;
    /// The kind `to_iri()` gives.
    type Iri: Kind;
}

/// An absolute kind that may serve as a base to resolve references against
/// ([`Iri`](crate::Iri) and [`Uri`](crate::Uri)).
#[diagnostic::on_unimplemented(
    message = "`{Self}` values cannot serve as a base",
    label = "only `Iri` and `Uri` values resolve and relativize references",
    note = "a LEIRI may hold characters no IRI may: convert it with `to_iri` first"
)]
pub trait Base: Kind + Sized {
    /// The reference kind of the same character set: what `resolve_str`
    /// parses and what `relativize` gives.
    type Reference: Kind + ResolvableAgainst<Self>;
}

/// A kind of reference that a base of kind `B` resolves: any IRI or URI
/// kind against an IRI; only URI kinds against a URI, so that the result is
/// a URI.
#[diagnostic::on_unimplemented(
    message = "`{Self}` references cannot be resolved against a `{B}` base",
    label = "an IRI base resolves IRI and URI references, a URI base only URI references",
    note = "convert the reference with `to_uri` (or a LEIRI with `to_iri`), or resolve against an IRI base"
)]
pub trait ResolvableAgainst<B: Base>: Kind {}

/// Declares each kind with its row of the table.
macro_rules! kinds {
    ($($(#[$doc:meta])* $kind:ident: $alias:literal, $grammar:ident,
        scheme $scheme:ident, to_uri $uri:ident, to_iri $iri:ident;)*) => {$(
        $(#[$doc])*
        // `PartialEq` and `Eq` (of a type without values) let `Ri` derive
        // its own, which `const` patterns require.
        #[derive(Debug, PartialEq, Eq)]
        pub enum $kind {}
        impl sealed::Sealed for $kind {}
        impl Kind for $kind {
            const GRAMMAR: Grammar = Grammar::$grammar;
            const NAME: &'static str = $alias;
            type Scheme<'a> = kinds!(@scheme_type $scheme);
            type Uri = $uri;
            type Iri = $iri;
        }
    )*};
    (@scheme_type required) => { &'a str };
    (@scheme_type optional) => { Option<&'a str> };
}

kinds! {
    /// `IRI-reference`: an IRI or a relative reference.
    IriRefKind: "IriRef", IRI_REFERENCE, scheme optional, to_uri UriRefKind, to_iri IriRefKind;
    /// `IRI`: an absolute IRI, with an optional fragment.
    IriKind: "Iri", IRI, scheme required, to_uri UriKind, to_iri IriKind;
    /// `URI-reference`: an ASCII-only IRI reference.
    UriRefKind: "UriRef", URI_REFERENCE, scheme optional, to_uri UriRefKind, to_iri IriRefKind;
    /// `URI`: an ASCII-only absolute IRI, with an optional fragment.
    UriKind: "Uri", URI, scheme required, to_uri UriKind, to_iri IriKind;
    /// A LEIRI reference (3987bis section 6): an IRI reference with `leiri-ucschar`.
    LeiriRefKind: "LeiriRef", LEIRI_REFERENCE, scheme optional, to_uri UriRefKind, to_iri IriRefKind;
    /// A LEIRI (3987bis section 6): an absolute IRI with `leiri-ucschar`.
    LeiriKind: "Leiri", LEIRI, scheme required, to_uri UriKind, to_iri IriKind;
}

impl Base for IriKind {
    type Reference = IriRefKind;
}
impl Base for UriKind {
    type Reference = UriRefKind;
}

/// Declares which reference kinds each base resolves.
macro_rules! resolvable {
    ($($base:ident: $($reference:ident),*;)*) => {$($(
        impl ResolvableAgainst<$base> for $reference {}
    )*)*};
}

resolvable! {
    IriKind: IriRefKind, IriKind, UriRefKind, UriKind;
    UriKind: UriRefKind, UriKind;
}

/// Calls `$m!` with the free conversions, `From => To;` each: every value
/// of `From` is a value of `To`.
macro_rules! for_each_widening {
    ($m:ident) => {
        $m! {
            IriKind => IriRefKind;
            UriKind => IriKind;
            UriKind => UriRefKind;
            UriKind => IriRefKind;
            UriRefKind => IriRefKind;
            LeiriKind => LeiriRefKind;
            IriRefKind => LeiriRefKind;
            IriKind => LeiriKind;
            IriKind => LeiriRefKind;
            UriRefKind => LeiriRefKind;
            UriKind => LeiriKind;
            UriKind => LeiriRefKind;
        }
    };
}
pub(crate) use for_each_widening;

/// Calls `$m!` with the checked conversions, `From => To;` each: a value of
/// `From` is one of `To` when it has a scheme (if `To` is absolute) and is
/// ASCII (if `To` is a URI kind).
macro_rules! for_each_narrowing {
    ($m:ident) => {
        $m! {
            IriRefKind => IriKind;
            IriRefKind => UriRefKind;
            IriRefKind => UriKind;
            IriKind => UriKind;
            UriRefKind => UriKind;
            UriRefKind => IriKind;
        }
    };
}
pub(crate) use for_each_narrowing;
