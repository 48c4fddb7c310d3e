//! The checker's methods on the typed values: parsing under a policy, and
//! every finding about a value.

use core::ops::Deref;

use iri_core::Ri;
use iri_core::kind::Kind;

use crate::policy::Policy;
use crate::report::Report;
use iri_core::ParseError;
use iri_core::parse;

/// The checker on the typed values ([`Iri`](iri_core::Iri),
/// [`IriRef`](iri_core::IriRef), [`Uri`](iri_core::Uri), …): bring it into
/// scope to parse under a policy of your choice and to list the findings
/// about a value.
///
/// ```
/// use iri_kit::check::{CheckExt, Policy};
/// use iri_kit::diagnostic::Code;
/// use iri_kit::{ErrorKind, Iri};
///
/// let err = Iri::parse_with("ftp://example.org/", &Policy::HTTP_CLIENT).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::Rule(Code::SchemeNotAllowed));
/// let iri = Iri::parse_with("https://example.org/", &Policy::HTTP_CLIENT).unwrap();
/// assert!(iri.check(&Policy::DEFAULT).is_empty());
/// ```
pub trait CheckExt: Sized {
    /// The value's storage.
    type Storage;

    /// Parses `text` against this kind's grammar and refuses it when
    /// `policy` makes one of its findings an error: the typed constructor
    /// with a policy of your choice (`parse` is this with
    /// [`Policy::DEFAULT`]). The error is the first such finding, as a
    /// [`ParseError`] of kind [`Rule`](iri_core::ErrorKind::Rule).
    fn parse_with(text: Self::Storage, policy: &Policy) -> Result<Self, ParseError>;

    /// Every finding about this value under `policy`.
    #[must_use]
    fn check(&self, policy: &Policy) -> Report;
}

impl<K: Kind, S: Deref<Target = str>> CheckExt for Ri<K, S> {
    type Storage = S;

    fn parse_with(text: S, policy: &Policy) -> Result<Ri<K, S>, ParseError> {
        let table = parse(&text, K::GRAMMAR)?;
        crate::refuse(&text, &table, K::GRAMMAR, policy)?;
        Ok(iri_core::__private::internals::ri::from_parts(text, table))
    }

    fn check(&self, policy: &Policy) -> Report {
        // A value keeps its offsets, not the facts the parser saw, which
        // let the checker pass over what cannot fire: parsing again for
        // them costs less than the rules they spare.
        let text: &str = self.as_ref();
        let table = parse(text, K::GRAMMAR).unwrap_or_else(|_| self.table());
        crate::check(text, &table, K::GRAMMAR, policy)
    }
}
