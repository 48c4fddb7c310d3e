//! oxrdf's `NamedNodeRef` and `NamedNode` from the absolute kinds (feature
//! `oxrdf`, for oxrdf 0.3).

use alloc::string::String;
use core::ops::Deref;

use oxrdf::{IriParseError, NamedNode, NamedNodeRef};

use super::{RdfIriError, Target, tag_in_query};
use crate::ri::Ri;
use crate::ri::kind::{Base, IriKind, UriKind};

// `T`, not a kind: the order of the alias pages (see `ri/mod.rs`).
impl<'a, T: Base> Ri<T, &'a str> {
    /// The value as an oxrdf `NamedNodeRef` borrowing the same text, a
    /// `const fn` that parses nothing (feature `oxrdf`).
    ///
    /// # Panics
    ///
    /// When the query holds a tag character (U+E0000 to U+E0FFF),
    /// which RFC 3987bis allows and oxrdf refuses ([`RdfIriError`],
    /// the [module](crate::rdf) docs): in a `const` item, a compile
    /// error at the constant. Use
    /// [`try_as_named_node_ref`](Self::try_as_named_node_ref) for the error.
    ///
    /// ```
    /// use oxrdf::NamedNodeRef;
    ///
    /// const KNOWS: NamedNodeRef<'static> =
    ///     iri_kit::iri!("http://xmlns.com/foaf/0.1/knows").as_named_node_ref();
    /// assert_eq!(KNOWS.as_str(), "http://xmlns.com/foaf/0.1/knows");
    /// const NAME: NamedNodeRef<'static> =
    ///     iri_kit::uri!("http://xmlns.com/foaf/0.1/name").as_named_node_ref();
    /// assert_eq!(NAME.as_str(), "http://xmlns.com/foaf/0.1/name");
    /// ```
    #[must_use]
    pub const fn as_named_node_ref(&self) -> NamedNodeRef<'a> {
        match self.try_as_named_node_ref() {
            Ok(node) => node,
            Err(err) => panic!("{}", err.message()),
        }
    }

    /// The value as an oxrdf `NamedNodeRef` borrowing the same
    /// text, or why oxrdf cannot hold it (a `const fn`; feature
    /// `oxrdf`).
    pub const fn try_as_named_node_ref(&self) -> Result<NamedNodeRef<'a>, RdfIriError> {
        match tag_in_query(self, Target::Oxrdf) {
            Ok(()) => Ok(NamedNodeRef::new_unchecked(self.text)),
            Err(err) => Err(err),
        }
    }
}

/// The conversions by oxrdf's own parser, from each absolute kind.
macro_rules! oxrdf_conversions {
    ($($kind:ident),*) => {$(
        /// The text parsed by oxrdf (`NamedNodeRef::new`, oxiri's parser):
        /// the target's own guarantee.
        impl<'a> TryFrom<Ri<$kind, &'a str>> for NamedNodeRef<'a> {
            type Error = IriParseError;

            fn try_from(value: Ri<$kind, &'a str>) -> Result<Self, Self::Error> {
                NamedNodeRef::new(value.text)
            }
        }

        /// The text, moved, parsed by oxrdf (`NamedNode::new`, oxiri's
        /// parser): the target's own guarantee.
        impl<S: Deref<Target = str> + Into<String>> TryFrom<Ri<$kind, S>> for NamedNode {
            type Error = IriParseError;

            fn try_from(value: Ri<$kind, S>) -> Result<Self, Self::Error> {
                NamedNode::new(value.into_inner())
            }
        }
    )*};
}

oxrdf_conversions!(IriKind, UriKind);
