//! The typed constructors and the check of a value: the grammar of the
//! kind, then the rules a [`Policy`] makes errors.

use core::ops::Deref;

use crate::check::{Policy, Report, check, refuse, refuse_by_default};
use crate::diagnostic::error::ParseError;
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::syntax::parse::{parse, parse_offsets};

impl<K: Kind, S: Deref<Target = str>> Ri<K, S> {
    /// Parses `text` against this kind's grammar and RFC 3987's own MUST
    /// (no bidi formatting characters, section 4.1): what is an error under
    /// [`Policy::DEFAULT`], as the `iri!` macros refuse it. See
    /// [`parse_with`](Ri::parse_with) for another policy, and
    /// [`parse`](crate::parse()) for the plain grammar.
    ///
    /// ```
    /// use iri_core::{Iri, ErrorKind};
    ///
    /// let owned: Iri<String> = Iri::parse(String::from("urn:isbn:0451450523")).unwrap();
    /// assert_eq!(owned.path(), "isbn:0451450523");
    /// assert_eq!(Iri::parse("no scheme").unwrap_err().kind(), ErrorKind::MissingScheme);
    /// ```
    #[inline]
    pub fn parse(text: S) -> Result<Ri<K, S>, ParseError> {
        let (offsets, facts) = parse_offsets(&text, K::GRAMMAR)?;
        refuse_by_default(&text, offsets, facts, K::GRAMMAR)?;
        Ok(Ri::from_offsets(text, offsets))
    }

    /// Parses `text` like [`parse`](Ri::parse), giving it back with the
    /// error when it is refused.
    ///
    /// ```
    /// use iri_core::Iri;
    ///
    /// let (err, text) = Iri::try_parse(String::from("a b")).unwrap_err();
    /// assert_eq!(text, "a b");
    /// assert_eq!(err.span(), 0..0);
    /// ```
    pub fn try_parse(text: S) -> Result<Ri<K, S>, (ParseError, S)> {
        match parse_offsets(&text, K::GRAMMAR).and_then(|(offsets, facts)| {
            refuse_by_default(&text, offsets, facts, K::GRAMMAR).map(|()| offsets)
        }) {
            Ok(offsets) => Ok(Ri::from_offsets(text, offsets)),
            Err(e) => Err((e, text)),
        }
    }

    /// Parses `text` against this kind's grammar and refuses it when
    /// `policy` makes one of its findings an error: the typed constructor
    /// with a policy of your choice ([`parse`](Ri::parse) is this with
    /// [`Policy::DEFAULT`]). The error is the first such finding, as a
    /// [`ParseError`] of kind [`Rule`](crate::ErrorKind::Rule).
    ///
    /// ```
    /// use iri_core::check::{Code, Policy};
    /// use iri_core::{ErrorKind, Iri};
    ///
    /// let err = Iri::parse_with("ftp://example.org/", &Policy::HTTP_CLIENT).unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::Rule(Code::SchemeNotAllowed));
    /// assert!(Iri::parse_with("https://example.org/", &Policy::HTTP_CLIENT).is_ok());
    /// ```
    pub fn parse_with(text: S, policy: &Policy) -> Result<Ri<K, S>, ParseError> {
        let table = parse(&text, K::GRAMMAR)?;
        refuse(&text, &table, K::GRAMMAR, policy)?;
        Ok(Ri::from_parts(text, table))
    }

    /// Every finding about this value under `policy`.
    ///
    /// ```
    /// use iri_core::check::Policy;
    /// use iri_core::Iri;
    ///
    /// let iri = Iri::parse("https://example.org/").unwrap();
    /// assert!(iri.check(&Policy::DEFAULT).is_empty());
    /// ```
    #[must_use]
    pub fn check(&self, policy: &Policy) -> Report {
        // A value keeps its offsets, not the facts the parser saw, which
        // let the checker pass over what cannot fire: parsing again for
        // them costs less than the rules they spare.
        let table = parse(&self.text, K::GRAMMAR).unwrap_or_else(|_| self.table());
        check(&self.text, &table, K::GRAMMAR, policy)
    }
}
