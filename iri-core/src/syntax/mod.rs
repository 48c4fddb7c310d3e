//! The syntax: the ABNF of RFC 3987 and RFC 3986 as character classes
//! ([`grammar`]), the one parser that checks a string against it
//! ([`parse`]), the component table it returns ([`table`]) with the facts
//! it saw for the checker ([`facts`]), and the cutting of a component at
//! its separators ([`split`]); the host as a value, its IP literals and
//! its IDNA mapping ([`host`]).

pub(crate) mod facts;
pub mod grammar;
pub(crate) mod host;
pub(crate) mod parse;
pub(crate) mod split;
pub(crate) mod table;
