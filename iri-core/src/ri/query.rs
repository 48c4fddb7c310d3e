//! The `name=value` pairs of a query: [`QueryPairs`], and decoded as HTML
//! forms write them, [`DecodedQueryPairs`] (`(name, value)` strings, as the
//! `url` crate's `query_pairs` gives them).
//!
//! RFC 3986 gives the query no inner structure; `name=value` pairs
//! separated by `&` are the convention of HTML forms and most servers, and
//! some also separate pairs with `;`. The pairs are read as written, and
//! percent-decoded on request. `+` stands for a space only in HTML form
//! encoding (`application/x-www-form-urlencoded`), not in RFC 3986, so it
//! is decoded as a space only with [`plus_as_space`](QueryPairs::plus_as_space).
//!
//! ```
//! use iri_kit::Iri;
//!
//! let iri = Iri::parse("http://a/?q=caf%C3%A9+au+lait&lang=fr&flag").unwrap();
//! let pairs: Vec<_> = iri.query_pairs().map(|p| (p.raw_name(), p.raw_value())).collect();
//! assert_eq!(pairs, [("q", Some("caf%C3%A9+au+lait")), ("lang", Some("fr")), ("flag", None)]);
//!
//! let first = iri.query_pairs().next().unwrap();
//! assert_eq!(first.value().unwrap(), "café+au+lait");
//! let form = iri.query_pairs().plus_as_space().next().unwrap();
//! assert_eq!(form.value().unwrap(), "café au lait");
//!
//! let decoded: Vec<_> = iri.query_pairs_decoded().collect();
//! assert_eq!(decoded, [("q".into(), "café au lait".into()), ("lang".into(), "fr".into()), ("flag".into(), "".into())]);
//! ```

use alloc::borrow::Cow;
use core::iter::FusedIterator;

use alloc::string::String;

use crate::percent::decode::{NotUtf8, decode_octets, decode_utf8_with};

/// The pairs of a query, from [`Ri::query_pairs`](crate::Ri::query_pairs) or [`QueryPairs::new`]:
/// the query split on `&` (and `;` with
/// [`split_on_semicolons`](QueryPairs::split_on_semicolons)), each piece
/// split at its first `=` into a name and a value. Empty pieces (`a&&b`,
/// a trailing `&`) are skipped. For the decoded `(name, value)` strings of
/// HTML forms, as the `url` crate's `query_pairs` gives them, see
/// [`DecodedQueryPairs`].
///
/// ```
/// use iri_kit::query::QueryPairs;
///
/// let pairs: Vec<_> = QueryPairs::new("a=1;b=2&c")
///     .split_on_semicolons()
///     .map(|p| (p.raw_name(), p.raw_value()))
///     .collect();
/// assert_eq!(pairs, [("a", Some("1")), ("b", Some("2")), ("c", None)]);
/// ```
#[derive(Clone, Debug)]
pub struct QueryPairs<'a> {
    rest: &'a str,
    semicolons: bool,
    plus_as_space: bool,
}

impl<'a> QueryPairs<'a> {
    /// The pairs of `query` (without its `?`).
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// let names: Vec<_> = QueryPairs::new("a=1&&b=2&").map(|p| p.raw_name()).collect();
    /// assert_eq!(names, ["a", "b"]);
    /// ```
    #[must_use]
    pub const fn new(query: &'a str) -> QueryPairs<'a> {
        QueryPairs {
            rest: query,
            semicolons: false,
            plus_as_space: false,
        }
    }

    /// Also splits pairs on `;` (the W3C's recommendation for HTML 4).
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// assert_eq!(QueryPairs::new("a=1;b=2").count(), 1);
    /// assert_eq!(QueryPairs::new("a=1;b=2").split_on_semicolons().count(), 2);
    /// ```
    #[must_use]
    pub const fn split_on_semicolons(self) -> QueryPairs<'a> {
        QueryPairs {
            semicolons: true,
            ..self
        }
    }

    /// Decodes `+` as a space, as HTML form encoding writes it.
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// let pair = QueryPairs::new("q=a+b%2B").plus_as_space().next().unwrap();
    /// assert_eq!(pair.value().unwrap(), "a b+");
    /// ```
    #[must_use]
    pub const fn plus_as_space(self) -> QueryPairs<'a> {
        QueryPairs {
            plus_as_space: true,
            ..self
        }
    }

    /// Whether `b` separates pairs.
    fn separates(&self, b: u8) -> bool {
        b == b'&' || (self.semicolons && b == b';')
    }
}

impl<'a> Iterator for QueryPairs<'a> {
    type Item = QueryPair<'a>;

    fn next(&mut self) -> Option<QueryPair<'a>> {
        loop {
            if self.rest.is_empty() {
                return None;
            }
            let end = self
                .rest
                .bytes()
                .position(|b| self.separates(b))
                .unwrap_or(self.rest.len());
            let piece = &self.rest[..end];
            self.rest = self.rest.get(end + 1..).unwrap_or_default();
            if piece.is_empty() {
                continue;
            }
            let (name, value) = match piece.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (piece, None),
            };
            return Some(QueryPair {
                name,
                value,
                plus_as_space: self.plus_as_space,
            });
        }
    }
}

impl FusedIterator for QueryPairs<'_> {}

/// One `name=value` pair of a query, as written, decoded on request.
///
/// ```
/// use iri_kit::query::QueryPairs;
///
/// let pair = QueryPairs::new("a%20b=c").next().unwrap();
/// assert_eq!((pair.raw_name(), pair.raw_value()), ("a%20b", Some("c")));
/// assert_eq!(pair.name().unwrap(), "a b");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QueryPair<'a> {
    name: &'a str,
    value: Option<&'a str>,
    plus_as_space: bool,
}

impl<'a> QueryPair<'a> {
    /// The name, as written (percent-encoded).
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// assert_eq!(QueryPairs::new("%41=1").next().unwrap().raw_name(), "%41");
    /// ```
    #[must_use]
    pub const fn raw_name(&self) -> &'a str {
        self.name
    }

    /// The value, as written, after the first `=`; `None` without an `=`
    /// (`flag` in `?flag&a=1`), `Some("")` for `a=`.
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// let values: Vec<_> = QueryPairs::new("flag&a=&b=x=y").map(|p| p.raw_value()).collect();
    /// assert_eq!(values, [None, Some(""), Some("x=y")]);
    /// ```
    #[must_use]
    pub const fn raw_value(&self) -> Option<&'a str> {
        self.value
    }

    /// The name, percent-decoded, when its octets are UTF-8.
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// let pair = QueryPairs::new("na%C3%AFve=1").next().unwrap();
    /// assert_eq!(pair.name().unwrap(), "naïve");
    /// let latin1 = QueryPairs::new("na%EFve=1").next().unwrap();
    /// assert_eq!(latin1.name().unwrap_err().at(), 2);
    /// ```
    pub fn name(&self) -> Result<Cow<'a, str>, NotUtf8> {
        decode_utf8_with(self.name, self.plus_as_space)
    }

    /// The value, percent-decoded, when its octets are UTF-8; empty when
    /// there is no `=`.
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// let mut pairs = QueryPairs::new("a=x%20y&flag");
    /// assert_eq!(pairs.next().unwrap().value().unwrap(), "x y");
    /// assert_eq!(pairs.next().unwrap().value().unwrap(), "");
    /// ```
    pub fn value(&self) -> Result<Cow<'a, str>, NotUtf8> {
        decode_utf8_with(self.value.unwrap_or_default(), self.plus_as_space)
    }

    /// The name's octets, percent-decoded.
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// let pair = QueryPairs::new("%FF=1").next().unwrap();
    /// assert_eq!(pair.name_bytes(), &[0xFF][..]);
    /// ```
    #[must_use]
    pub fn name_bytes(&self) -> Cow<'a, [u8]> {
        decode_octets(self.name, self.plus_as_space)
    }

    /// The value's octets, percent-decoded; empty when there is no `=`.
    ///
    /// ```
    /// use iri_kit::query::QueryPairs;
    ///
    /// let pair = QueryPairs::new("a=%FF").next().unwrap();
    /// assert_eq!(pair.value_bytes(), &[0xFF][..]);
    /// ```
    #[must_use]
    pub fn value_bytes(&self) -> Cow<'a, [u8]> {
        decode_octets(self.value.unwrap_or_default(), self.plus_as_space)
    }
}

/// The pairs of a query decoded as HTML form encoding
/// (`application/x-www-form-urlencoded`) reads them, each a
/// `(name, value)` of `Cow<str>`s, as the `url` crate's `query_pairs`
/// gives them: from [`Ri::query_pairs_decoded`](crate::Ri::query_pairs_decoded)
/// or [`DecodedQueryPairs::new`].
///
/// The query is split on `&` (empty pieces skipped) and each piece at its
/// first `=`; `+` is a space, a piece without `=` has an empty value, and
/// the percent-decoded octets that are not UTF-8 are replaced by U+FFFD
/// (as `String::from_utf8_lossy` does). Each string borrows the query when
/// nothing was decoded. For the pairs as written, or an error where the
/// octets are not UTF-8, use [`QueryPairs`].
///
/// ```
/// use iri_kit::query::DecodedQueryPairs;
///
/// let pairs: Vec<_> = DecodedQueryPairs::new("q=caf%C3%A9+au+lait&flag&&n=%FF1").collect();
/// assert_eq!(
///     pairs,
///     [("q".into(), "café au lait".into()), ("flag".into(), "".into()), ("n".into(), "\u{FFFD}1".into())]
/// );
/// ```
#[derive(Clone, Debug)]
pub struct DecodedQueryPairs<'a> {
    pairs: QueryPairs<'a>,
}

impl<'a> DecodedQueryPairs<'a> {
    /// The decoded pairs of `query` (without its `?`).
    ///
    /// ```
    /// use iri_kit::query::DecodedQueryPairs;
    ///
    /// let (name, value) = DecodedQueryPairs::new("a%20b=1+2").next().unwrap();
    /// assert_eq!((&*name, &*value), ("a b", "1 2"));
    /// ```
    #[must_use]
    pub const fn new(query: &'a str) -> DecodedQueryPairs<'a> {
        DecodedQueryPairs {
            pairs: QueryPairs::new(query).plus_as_space(),
        }
    }
}

impl<'a> Iterator for DecodedQueryPairs<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    fn next(&mut self) -> Option<(Cow<'a, str>, Cow<'a, str>)> {
        let pair = self.pairs.next()?;
        Some((
            decode_lossy(pair.name),
            decode_lossy(pair.value.unwrap_or_default()),
        ))
    }
}

impl FusedIterator for DecodedQueryPairs<'_> {}

/// `text` with `+` a space and every percent-encoding decoded, the octets
/// that are not UTF-8 replaced by U+FFFD; borrowed when nothing was decoded.
fn decode_lossy(text: &str) -> Cow<'_, str> {
    match decode_octets(text, true) {
        Cow::Borrowed(_) => Cow::Borrowed(text),
        Cow::Owned(octets) => Cow::Owned(match String::from_utf8(octets) {
            Ok(decoded) => decoded,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }),
    }
}
