//! The accessors of values with `&'a str` storage: each component read
//! from the offsets in O(1), borrowed for `'a`, in `const` context where
//! the language allows.

use crate::ri::Ri;
use crate::ri::components::port_value;
use crate::ri::kind::{Kind, SchemeValue};
use crate::ri::query::{DecodedQueryPairs, QueryPairs};
use crate::ri::segments::PathSegments;
use crate::syntax::host::Host;
use crate::syntax::table::{HostKind, slice, slice_opt};

// `T`, not `K`: the order of the alias pages (see `ri/mod.rs`).
impl<'a, T: Kind> Ri<T, &'a str> {
    /// The scheme, without its `:`: a `&'a str` for the absolute kinds
    /// (`Iri`, `Uri`, `Leiri`), which always have one, and an
    /// `Option<&'a str>` for the reference kinds (see [`Kind::Scheme`]).
    ///
    /// Not a `const fn`: its type is the kind's, which a `const fn` cannot
    /// ask for on stable Rust; `components().scheme` is one.
    ///
    /// ```
    /// use iri_kit::{Iri, IriRef};
    ///
    /// assert_eq!(Iri::parse("urn:isbn:1").unwrap().scheme(), "urn");
    /// assert_eq!(IriRef::parse("http://a/").unwrap().scheme(), Some("http"));
    /// assert_eq!(IriRef::parse("//a/").unwrap().scheme(), None);
    /// ```
    #[must_use]
    pub fn scheme(&self) -> T::Scheme<'a> {
        SchemeValue::from_text(self.text, self.offsets.scheme_end())
    }
}

// `T`, not `K`: the order of the alias pages (see `ri/mod.rs`).
impl<'a, T> Ri<T, &'a str> {
    /// The whole string, borrowed for as long as the text (a `const fn`).
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("http://example.org/").unwrap().as_str(), "http://example.org/");
    ///
    /// // The text's lifetime, not the value's: a temporary value will do.
    /// fn text_of(input: &str) -> &str {
    ///     Iri::parse(input).unwrap().as_str()
    /// }
    /// assert_eq!(text_of("a:b"), "a:b");
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// The authority, without the leading `//`, if there is one.
    ///
    /// ```
    /// use iri_kit::IriRef;
    /// let r = IriRef::parse("//user@host:80/p").unwrap();
    /// assert_eq!(r.authority(), Some("user@host:80"));
    /// assert_eq!(IriRef::parse("/p").unwrap().authority(), None);
    /// ```
    #[must_use]
    pub const fn authority(&self) -> Option<&'a str> {
        slice_opt(self.text, self.offsets.authority())
    }

    /// The userinfo, without the `@`, if there is one.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("ftp://anon:x@host/").unwrap().userinfo(), Some("anon:x"));
    /// ```
    #[must_use]
    pub const fn userinfo(&self) -> Option<&'a str> {
        slice_opt(self.text, self.offsets.userinfo())
    }

    /// The host, as written (IP literals with their brackets), if there is an authority.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("http://[::1]:8080/").unwrap().host(), Some("[::1]"));
    /// assert_eq!(Iri::parse("file:///etc").unwrap().host(), Some(""));
    /// assert_eq!(Iri::parse("mailto:a@b").unwrap().host(), None);
    /// ```
    #[must_use]
    pub const fn host(&self) -> Option<&'a str> {
        slice_opt(self.text, self.offsets.host())
    }

    /// Which production the host matched, if there is an authority.
    ///
    /// ```
    /// use iri_kit::{Iri, HostKind};
    /// assert_eq!(Iri::parse("http://10.0.0.1/").unwrap().host_kind(), Some(HostKind::Ipv4));
    /// // Leading zeros make it a registered name, not an IPv4 address.
    /// assert_eq!(Iri::parse("http://10.0.0.01/").unwrap().host_kind(), Some(HostKind::RegName));
    /// ```
    #[must_use]
    pub const fn host_kind(&self) -> Option<HostKind> {
        if self.offsets.has_authority() {
            Some(self.offsets.host_kind(self.text))
        } else {
            None
        }
    }

    /// The host as a value: a registered name, an `Ipv4Addr`, an `Ipv6Addr` or
    /// an `IPvFuture` literal.
    ///
    /// ```
    /// use core::net::Ipv6Addr;
    /// use iri_kit::{Host, Iri};
    /// let iri = Iri::parse("http://[::1]/").unwrap();
    /// assert_eq!(iri.host_value(), Some(Host::Ipv6(Ipv6Addr::LOCALHOST)));
    /// ```
    #[must_use]
    pub const fn host_value(&self) -> Option<Host<'a>> {
        match (self.host(), self.host_kind()) {
            (Some(text), Some(kind)) => Some(Host::from_parsed(text, kind)),
            _ => None,
        }
    }

    /// The port, without the `:`, if there is one; `Some("")` for `http://a:/`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("http://a:8080/").unwrap().port(), Some("8080"));
    /// assert_eq!(Iri::parse("http://a:/").unwrap().port(), Some(""));
    /// assert_eq!(Iri::parse("http://a/").unwrap().port(), None);
    /// ```
    #[must_use]
    pub const fn port(&self) -> Option<&'a str> {
        slice_opt(self.text, self.offsets.port())
    }

    /// The port as a number, when there is one and it fits in a `u16`
    /// (leading zeros allowed: `:0080` is 80).
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("http://a:0080/").unwrap().port_number(), Some(80));
    /// assert_eq!(Iri::parse("http://a:65536/").unwrap().port_number(), None);
    /// assert_eq!(Iri::parse("http://a:/").unwrap().port_number(), None);
    /// ```
    #[must_use]
    pub const fn port_number(&self) -> Option<u16> {
        match self.port() {
            Some(digits) => port_value(digits),
            None => None,
        }
    }

    /// The path (always present, possibly empty).
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("http://a/b/c?q").unwrap().path(), "/b/c");
    /// assert_eq!(Iri::parse("http://a?q").unwrap().path(), "");
    /// ```
    #[must_use]
    pub const fn path(&self) -> &'a str {
        slice(self.text, self.offsets.path())
    }

    /// The segments of the path: the parts between `/`, after a leading `/`.
    /// An empty path has no segments; `/` has one empty segment.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// let iri = Iri::parse("http://a/b//c/").unwrap();
    /// assert_eq!(iri.path_segments().collect::<Vec<_>>(), ["b", "", "c", ""]);
    /// ```
    #[must_use]
    pub const fn path_segments(&self) -> PathSegments<'a> {
        PathSegments::new(self.path())
    }

    /// The query, without the `?`, if there is one; `Some("")` for `http://a?`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("http://a?").unwrap().query(), Some(""));
    /// assert_eq!(Iri::parse("http://a").unwrap().query(), None);
    /// ```
    #[must_use]
    pub const fn query(&self) -> Option<&'a str> {
        slice_opt(self.text, self.offsets.query())
    }

    /// The `name=value` pairs of the query (none without a query), as
    /// written and decoded on request: see [`QueryPairs`]. For the decoded
    /// `(name, value)` strings that the `url` crate's `query_pairs` gives,
    /// see [`query_pairs_decoded`](Ri::query_pairs_decoded).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("http://a/?x=1&y=%E2%82%AC").unwrap();
    /// let pairs: Vec<(String, String)> = iri
    ///     .query_pairs()
    ///     .map(|p| (p.name().unwrap().into_owned(), p.value().unwrap().into_owned()))
    ///     .collect();
    /// assert_eq!(pairs, [("x".into(), "1".into()), ("y".into(), "€".into())]);
    /// ```
    #[must_use]
    pub const fn query_pairs(&self) -> QueryPairs<'a> {
        match self.query() {
            Some(query) => QueryPairs::new(query),
            None => QueryPairs::new(""),
        }
    }

    /// The `(name, value)` pairs of the query decoded as HTML forms write
    /// them, as the `url` crate's `query_pairs` gives them (`+` a space, an
    /// empty value without `=`, octets that are not UTF-8 replaced by
    /// U+FFFD): see [`DecodedQueryPairs`]. For the pairs as written, see
    /// [`query_pairs`](Ri::query_pairs).
    ///
    /// ```
    /// use std::collections::HashMap;
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("http://a/?q=caf%C3%A9+au+lait&page=2&flag").unwrap();
    /// let form: HashMap<_, _> = iri.query_pairs_decoded().collect();
    /// assert_eq!(form["q"], "café au lait");
    /// assert_eq!(form["page"], "2");
    /// assert_eq!(form["flag"], "");
    /// ```
    #[must_use]
    pub const fn query_pairs_decoded(&self) -> DecodedQueryPairs<'a> {
        DecodedQueryPairs::new(match self.query() {
            Some(query) => query,
            None => "",
        })
    }

    /// The fragment, without the `#`, if there is one; `Some("")` for `http://a#`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("http://a#top").unwrap().fragment(), Some("top"));
    /// ```
    #[must_use]
    pub const fn fragment(&self) -> Option<&'a str> {
        slice_opt(self.text, self.offsets.fragment(self.text.len()))
    }

    /// The string without its fragment and `#`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse("http://a/b#c").unwrap().without_fragment(), "http://a/b");
    /// ```
    #[must_use]
    pub const fn without_fragment(&self) -> &'a str {
        slice(self.text, 0..self.offsets.query_end())
    }
}
