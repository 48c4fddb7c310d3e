//! Sophia's `sophia_iri::Iri` (from the absolute kinds) and
//! `sophia_iri::IriRef` (from every kind but the LEIRIs) (feature
//! `sophia`, for `sophia_iri` 0.10, the IRI types of Sophia 0.10's terms).

use core::borrow::Borrow;
use core::ops::Deref;

use sophia_iri::{InvalidIri, Iri as SophiaIri, IriRef as SophiaIriRef};

use super::{RdfIriError, Target, sophia_ip_literal, tag_in_query};
use crate::ri::Ri;
use crate::ri::kind::{Base, IriKind, IriRefKind, ResolvableAgainst, UriKind, UriRefKind};

/// What `sophia_iri` refuses of a value this crate holds.
const fn refused<K>(value: &Ri<K, &str>) -> Result<(), RdfIriError> {
    match tag_in_query(value, Target::SophiaIri) {
        Ok(()) => sophia_ip_literal(value, Target::SophiaIri),
        Err(err) => Err(err),
    }
}

/// The conversions into one of Sophia's types, `$target` (`Iri` or
/// `IriRef`, imported as `$sophia`): by `$method` and `$try_method` from
/// the kinds of `$bound` (`$example` a literal of `$macro!`, for the docs),
/// by `sophia_iri`'s own check from each of the `$kind`s.
macro_rules! sophia_conversions {
    (
        $target:literal, $sophia:ident, $method:ident, $try_method:ident:
        $bound:path, $macro:literal, $example:literal;
        $($kind:ident),*
    ) => {
        // `T`, not a kind: the order of the alias pages (see `ri/mod.rs`).
        impl<T: $bound> Ri<T, &'static str> {
            #[doc = concat!("The value as a Sophia `", $target, "<&'static str>` holding the same text, a `const fn` that parses nothing (feature `sophia`).")]
            ///
            /// # Panics
            ///
            /// When `sophia_iri` refuses the value, though RFC 3987bis allows
            /// it ([`RdfIriError`], the [module](crate::rdf) docs): a tag
            /// character in the query, some IPv6 addresses with `::`, an
            /// `IPvFuture` literal with a capital `V`. In a `const` item, a
            /// compile error at the constant. Use
            #[doc = concat!("[`", stringify!($try_method), "`](Self::", stringify!($try_method), ") for the error.")]
            ///
            /// ```
            #[doc = concat!("use sophia_iri::", $target, ";")]
            ///
            #[doc = concat!("const ME: ", $target, "<&'static str> = iri_kit::", $macro, "!(", $example, ").", stringify!($method), "();")]
            #[doc = concat!("assert_eq!(ME.as_str(), ", $example, ");")]
            /// ```
            #[must_use]
            pub const fn $method(&self) -> $sophia<&'static str> {
                match self.$try_method() {
                    Ok(iri) => iri,
                    Err(err) => panic!("{}", err.message()),
                }
            }

            #[doc = concat!("The value as a Sophia `", $target, "<&'static str>` holding the same text, or why `sophia_iri` cannot hold it (a `const fn`; feature `sophia`).")]
            pub const fn $try_method(&self) -> Result<$sophia<&'static str>, RdfIriError> {
                match refused(self) {
                    Ok(()) => Ok($sophia::new_unchecked_const(self.text)),
                    Err(err) => Err(err),
                }
            }
        }

        $(
            #[doc = concat!("The text, moved, checked by `sophia_iri` (`", $target, "::new`): the target's own guarantee.")]
            impl<S: Borrow<str> + Deref<Target = str>> TryFrom<Ri<$kind, S>> for $sophia<S> {
                type Error = InvalidIri;

                fn try_from(value: Ri<$kind, S>) -> Result<Self, Self::Error> {
                    $sophia::new(value.into_inner())
                }
            }
        )*
    };
}

// `Iri` from the absolute kinds (`Base`: `Iri` and `Uri`).
sophia_conversions! {
    "Iri", SophiaIri, as_sophia_iri, try_as_sophia_iri:
    Base, "iri", "\"http://xmlns.com/foaf/0.1/Person\"";
    IriKind, UriKind
}

// `IriRef` from every kind but the LEIRIs: the kinds an IRI base resolves.
sophia_conversions! {
    "IriRef", SophiaIriRef, as_sophia_iri_ref, try_as_sophia_iri_ref:
    ResolvableAgainst<IriKind>, "iri_ref", "\"../0.1/Person\"";
    IriKind, UriKind, IriRefKind, UriRefKind
}
