//! The typed constructors: the grammar of the kind, then RFC 3987's MUST
//! beyond it (no bidi formatting characters).

use core::ops::Deref;

use crate::chars::must::refuse_bidi_formatting;
use crate::diagnostic::error::ParseError;
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::syntax::parse::parse_offsets;

impl<K: Kind, S: Deref<Target = str>> Ri<K, S> {
    /// Parses `text` against this kind's grammar and RFC 3987's own MUST
    /// (no bidi formatting characters, section 4.1): what is an error under
    /// the checker's default policy, as the `iri!` macros refuse it
    /// (`iri-checker`'s `parse_with` takes another policy). See
    /// [`parse`](crate::parse()) for the plain grammar.
    ///
    /// ```
    /// use iri_kit::{Iri, ErrorKind};
    ///
    /// let owned: Iri<String> = Iri::parse(String::from("urn:isbn:0451450523")).unwrap();
    /// assert_eq!(owned.path(), "isbn:0451450523");
    /// assert_eq!(Iri::parse("no scheme").unwrap_err().kind(), ErrorKind::MissingScheme);
    /// ```
    #[inline]
    pub fn parse(text: S) -> Result<Ri<K, S>, ParseError> {
        let (offsets, facts) = parse_offsets(&text, K::GRAMMAR)?;
        refuse_bidi_formatting(&text, offsets, facts, K::GRAMMAR)?;
        Ok(Ri::from_offsets(text, offsets))
    }

    /// Parses `text` like [`parse`](Ri::parse), giving it back with the
    /// error when it is refused.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let (err, text) = Iri::try_parse(String::from("a b")).unwrap_err();
    /// assert_eq!(text, "a b");
    /// assert_eq!(err.span(), 0..0);
    /// ```
    pub fn try_parse(text: S) -> Result<Ri<K, S>, (ParseError, S)> {
        match parse_offsets(&text, K::GRAMMAR).and_then(|(offsets, facts)| {
            refuse_bidi_formatting(&text, offsets, facts, K::GRAMMAR).map(|()| offsets)
        }) {
            Ok(offsets) => Ok(Ri::from_offsets(text, offsets)),
            Err(e) => Err((e, text)),
        }
    }
}
