//! Sophia's `sophia_iri::Iri` (from the absolute kinds) and
//! `sophia_iri::IriRef` (from every kind but the LEIRIs) (feature
//! `sophia`, for `sophia_iri` 0.10, the IRI types of Sophia 0.10's terms).

use core::borrow::Borrow;

use sophia_iri::{InvalidIri, Iri as SophiaIri, IriRef as SophiaIriRef};

use super::{RdfIriError, refused};
use crate::ri::Ri;
use crate::ri::kind::{IriKind, IriRefKind, UriKind, UriRefKind};

const TARGET: &str = "sophia_iri";

/// The message of the `const fn`s' panic.
const REFUSED: &str = "sophia_iri refuses this IRI: its query holds a tag character (U+E0000 to U+E0FFF), which RFC 3987bis allows and RFC 3987, which sophia_iri follows, does not";

macro_rules! sophia_iri_ref {
    ($($kind:ident: $alias:literal, $macro:literal, $example:literal;)*) => {$(
        impl Ri<$kind, &'static str> {
            /// The value as a Sophia `IriRef<&'static str>` (the IRI type
            /// of Sophia's terms) holding the same text, a `const fn` that
            /// parses nothing (feature `sophia`).
            ///
            /// # Panics
            ///
            /// When the query holds a tag character (U+E0000 to U+E0FFF),
            /// which RFC 3987bis allows and `sophia_iri` refuses
            /// ([`RdfIriError`]): in a `const` item, a compile error at the
            /// constant. Use
            #[doc = concat!("[`try_as_sophia_iri_ref`](", $alias, "::try_as_sophia_iri_ref) for the error.")]
            ///
            /// ```
            /// use sophia_iri::IriRef;
            ///
            #[doc = concat!("const ME: IriRef<&'static str> = iri_kit::", $macro, "!(", $example, ").as_sophia_iri_ref();")]
            #[doc = concat!("assert_eq!(ME.as_str(), ", $example, ");")]
            /// ```
            #[must_use]
            pub const fn as_sophia_iri_ref(&self) -> SophiaIriRef<&'static str> {
                match self.try_as_sophia_iri_ref() {
                    Ok(iri) => iri,
                    Err(_) => panic!("{}", REFUSED),
                }
            }

            /// The value as a Sophia `IriRef<&'static str>` holding the
            /// same text, or why `sophia_iri` cannot hold it (a `const
            /// fn`; feature `sophia`).
            pub const fn try_as_sophia_iri_ref(&self) -> Result<SophiaIriRef<&'static str>, RdfIriError> {
                match refused(self, TARGET) {
                    Ok(()) => Ok(SophiaIriRef::new_unchecked_const(self.text)),
                    Err(err) => Err(err),
                }
            }
        }

        /// The text, moved, checked by `sophia_iri` (`IriRef::new`): the
        /// target's own guarantee.
        impl<S: Borrow<str> + core::ops::Deref<Target = str>> TryFrom<Ri<$kind, S>> for SophiaIriRef<S> {
            type Error = InvalidIri;

            fn try_from(value: Ri<$kind, S>) -> Result<Self, Self::Error> {
                SophiaIriRef::new(value.into_inner())
            }
        }
    )*};
}

macro_rules! sophia_iri {
    ($($kind:ident: $alias:literal, $macro:literal, $example:literal;)*) => {$(
        impl Ri<$kind, &'static str> {
            /// The value as a Sophia `Iri<&'static str>` holding the same
            /// text, a `const fn` that parses nothing (feature `sophia`).
            ///
            /// # Panics
            ///
            /// When the query holds a tag character (U+E0000 to U+E0FFF),
            /// which RFC 3987bis allows and `sophia_iri` refuses
            /// ([`RdfIriError`]): in a `const` item, a compile error at the
            /// constant. Use
            #[doc = concat!("[`try_as_sophia_iri`](", $alias, "::try_as_sophia_iri) for the error.")]
            ///
            /// ```
            /// use sophia_iri::Iri;
            ///
            #[doc = concat!("const ME: Iri<&'static str> = iri_kit::", $macro, "!(", $example, ").as_sophia_iri();")]
            #[doc = concat!("assert_eq!(ME.as_str(), ", $example, ");")]
            /// ```
            #[must_use]
            pub const fn as_sophia_iri(&self) -> SophiaIri<&'static str> {
                match self.try_as_sophia_iri() {
                    Ok(iri) => iri,
                    Err(_) => panic!("{}", REFUSED),
                }
            }

            /// The value as a Sophia `Iri<&'static str>` holding the same
            /// text, or why `sophia_iri` cannot hold it (a `const fn`;
            /// feature `sophia`).
            pub const fn try_as_sophia_iri(&self) -> Result<SophiaIri<&'static str>, RdfIriError> {
                match refused(self, TARGET) {
                    Ok(()) => Ok(SophiaIri::new_unchecked_const(self.text)),
                    Err(err) => Err(err),
                }
            }
        }

        /// The text, moved, checked by `sophia_iri` (`Iri::new`): the
        /// target's own guarantee.
        impl<S: Borrow<str> + core::ops::Deref<Target = str>> TryFrom<Ri<$kind, S>> for SophiaIri<S> {
            type Error = InvalidIri;

            fn try_from(value: Ri<$kind, S>) -> Result<Self, Self::Error> {
                SophiaIri::new(value.into_inner())
            }
        }
    )*};
}

sophia_iri! {
    IriKind: "Iri", "iri", "\"http://xmlns.com/foaf/0.1/Person\"";
    UriKind: "Uri", "uri", "\"http://xmlns.com/foaf/0.1/Person\"";
}

sophia_iri_ref! {
    IriKind: "Iri", "iri", "\"http://xmlns.com/foaf/0.1/Person\"";
    UriKind: "Uri", "uri", "\"http://xmlns.com/foaf/0.1/Person\"";
    IriRefKind: "IriRef", "iri_ref", "\"../0.1/Person\"";
    UriRefKind: "UriRef", "uri_ref", "\"../0.1/Person\"";
}
