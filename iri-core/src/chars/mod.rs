//! Character categories beyond the grammar's classes: bidi formatting
//! characters ([`bidi`]), the characters not appropriate in an IRI
//! ([`inappropriate`]), how a character is drawn in a message ([`glyph`]),
//! and the groups the checker's character rules look for ([`groups`]);
//! RFC 3987's one MUST on characters beyond the grammar, no bidi
//! formatting character in an IRI ([`must`]); and the word tricks that
//! look at a text eight bytes at a time ([`word`]).

pub(crate) mod bidi;
pub(crate) mod combining;
pub(crate) mod glyph;
pub(crate) mod groups;
pub(crate) mod inappropriate;
pub(crate) mod must;
pub(crate) mod word;
