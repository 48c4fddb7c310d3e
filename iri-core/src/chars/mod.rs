//! Character categories beyond the grammar's classes: bidi formatting
//! characters ([`bidi`]), the characters not appropriate in an IRI
//! ([`inappropriate`]), how a character is drawn in a message ([`glyph`]),
//! and the groups the checker's character rules look for ([`groups`]).

pub(crate) mod bidi;
pub(crate) mod combining;
pub(crate) mod glyph;
pub(crate) mod groups;
pub(crate) mod inappropriate;
