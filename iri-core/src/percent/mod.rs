//! Percent-encoding and decoding of component text (RFC 3986 section 2.1,
//! RFC 3987 section 3.1): the helpers the builder, the setters and the
//! query pairs use, for your own code too.
//!
//! [`encode`] turns text into what a component of an IRI may hold: each
//! character that the component does not allow as itself becomes the `%HH`
//! triplets of its UTF-8 octets, with uppercase digits (3987bis section
//! 3.3); so does `%` itself, since the text is taken as not encoded.
//! [`encode_ascii`] does the same for URIs, where every non-ASCII character
//! is encoded too. [`decode`] and [`decode_utf8`] read the triplets back.
//!
//! Which characters stay as they are depends on the [`EncodeSet`], named
//! after the component; the sets come from the grammar's classes
//! ([`grammar`](crate::grammar)), and in IRIs the characters that the
//! grammar admits but that are [not appropriate in an
//! IRI](crate::convert::is_inappropriate_in_iri) (bidi formatting
//! characters, for one) are encoded as well, so that what [`encode`] gives
//! is always accepted by [`Iri::parse`](crate::Ri::parse).
//!
//! ```
//! use iri_kit::percent::{decode_utf8, encode, encode_ascii, EncodeSet};
//!
//! assert_eq!(encode("a b/c", EncodeSet::Path), "a%20b/c");
//! assert_eq!(encode("a b/c", EncodeSet::PathSegment), "a%20b%2Fc");
//! assert_eq!(encode("été", EncodeSet::PathSegment), "été");
//! assert_eq!(encode_ascii("été", EncodeSet::PathSegment), "%C3%A9t%C3%A9");
//! assert_eq!(encode("x&y=1+1", EncodeSet::QueryPair), "x%26y%3D1%2B1");
//! assert_eq!(decode_utf8("%C3%A9t%C3%A9").unwrap(), "été");
//! ```

pub(crate) mod decode;
pub(crate) mod encode;
pub(crate) mod hex;

pub use decode::{NotUtf8, decode, decode_utf8};
pub use encode::{encode, encode_ascii};

use crate::syntax::grammar::{
    AsciiSet, CharClass, IFRAGMENT, IPATH, IPCHAR, IQUERY, IREG_NAME, IUSERINFO,
};

/// The characters that a query pair's name or value writes encoded although
/// the query allows them: the separators of pairs (`&`, and `;` which some
/// readers split on too), of name and value (`=`), and `+`, which HTML
/// form decoding reads as a space.
const PAIR_DELIMITERS: AsciiSet = AsciiSet::from_chars("&;=+");

/// Which component text is encoded for: what may stay as it is.
///
/// | set | stays as it is (beyond letters, digits and `-._~`) |
/// | --- | --- |
/// | [`Userinfo`](EncodeSet::Userinfo) | sub-delims `!$&'()*+,;=`, `:` |
/// | [`Host`](EncodeSet::Host) | sub-delims |
/// | [`Path`](EncodeSet::Path) | sub-delims, `:`, `@`, `/` |
/// | [`PathSegment`](EncodeSet::PathSegment) | sub-delims, `:`, `@` |
/// | [`Query`](EncodeSet::Query) | sub-delims, `:`, `@`, `/`, `?` |
/// | [`QueryPair`](EncodeSet::QueryPair) | sub-delims but `&;=+`, `:`, `@`, `/`, `?` |
/// | [`Fragment`](EncodeSet::Fragment) | sub-delims, `:`, `@`, `/`, `?` |
///
/// In IRIs, `ucschar` (most non-ASCII characters) stays as it is in every
/// set, and `iprivate` (private-use characters) in the query sets; bidi
/// formatting characters and the other characters [not appropriate in an
/// IRI](crate::convert::is_inappropriate_in_iri) are encoded.
///
/// ```
/// use iri_kit::percent::{encode, EncodeSet};
///
/// assert_eq!(encode("user:pa ss", EncodeSet::Userinfo), "user:pa%20ss");
/// assert_eq!(encode("a:b@c", EncodeSet::Host), "a%3Ab%40c");
/// assert_eq!(encode("q?x#y", EncodeSet::Fragment), "q?x%23y");
/// ```
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EncodeSet {
    /// A whole userinfo (`:` separates a user name from what follows).
    Userinfo,
    /// A registered name (IP addresses are written as they are).
    Host,
    /// A whole path: `/` separates its segments.
    Path,
    /// One path segment: a `/` in it is encoded.
    PathSegment,
    /// A whole query.
    Query,
    /// The name or the value of one `name=value` pair of a query.
    QueryPair,
    /// A fragment.
    Fragment,
}

impl EncodeSet {
    /// The grammar's class of the characters this set keeps (before the
    /// characters not appropriate in an IRI are taken out).
    pub(crate) const fn class(self) -> CharClass {
        match self {
            EncodeSet::Userinfo => IUSERINFO,
            EncodeSet::Host => IREG_NAME,
            EncodeSet::Path => IPATH,
            EncodeSet::PathSegment => IPCHAR,
            EncodeSet::Query => IQUERY,
            EncodeSet::QueryPair => CharClass {
                ascii: IQUERY.ascii.minus(PAIR_DELIMITERS),
                ..IQUERY
            },
            EncodeSet::Fragment => IFRAGMENT,
        }
    }

    /// Whether the set's text goes into the query, where `iprivate` is allowed.
    pub(crate) const fn in_query(self) -> bool {
        matches!(self, EncodeSet::Query | EncodeSet::QueryPair)
    }
}
