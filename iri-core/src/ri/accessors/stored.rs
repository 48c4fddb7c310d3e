//! The accessors of values in any [`Storage`]: the borrowed accessors of
//! [`as_borrowed`](Ri::as_borrowed), each borrowing the value.

use crate::ri::kind::Kind;
use crate::ri::query::{DecodedQueryPairs, QueryPairs};
use crate::ri::segments::PathSegments;
use crate::ri::{Ri, Storage};
use crate::syntax::host::Host;
use crate::syntax::table::HostKind;

impl<K: Kind, S: Storage> Ri<K, S> {
    /// The scheme, without its `:`: a `&str` for the absolute kinds, an
    /// `Option<&str>` for the reference kinds (see [`Kind::Scheme`]).
    ///
    /// ```
    /// use iri_kit::{Iri, IriRef};
    ///
    /// assert_eq!(Iri::parse(String::from("urn:isbn:1")).unwrap().scheme(), "urn");
    /// assert_eq!(IriRef::parse(String::from("//a/")).unwrap().scheme(), None);
    /// ```
    #[must_use]
    pub fn scheme(&self) -> K::Scheme<'_> {
        self.as_borrowed().scheme()
    }
}

impl<K, S: Storage> Ri<K, S> {
    /// The whole string.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// let iri = Iri::parse(String::from("http://example.org/")).unwrap();
    /// assert_eq!(iri.as_str(), "http://example.org/");
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The authority, without the leading `//`, if there is one.
    ///
    /// ```
    /// use iri_kit::IriRef;
    /// let r = IriRef::parse(String::from("//user@host:80/p")).unwrap();
    /// assert_eq!(r.authority(), Some("user@host:80"));
    /// ```
    #[must_use]
    pub fn authority(&self) -> Option<&str> {
        self.as_borrowed().authority()
    }

    /// The userinfo, without the `@`, if there is one.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// let iri = Iri::parse(String::from("ftp://anon:x@host/")).unwrap();
    /// assert_eq!(iri.userinfo(), Some("anon:x"));
    /// ```
    #[must_use]
    pub fn userinfo(&self) -> Option<&str> {
        self.as_borrowed().userinfo()
    }

    /// The host, as written (IP literals with their brackets), if there is an authority.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// let iri = Iri::parse(String::from("http://[::1]:8080/")).unwrap();
    /// assert_eq!(iri.host(), Some("[::1]"));
    /// ```
    #[must_use]
    pub fn host(&self) -> Option<&str> {
        self.as_borrowed().host()
    }

    /// Which production the host matched, if there is an authority.
    ///
    /// ```
    /// use iri_kit::{Iri, HostKind};
    /// let iri = Iri::parse(String::from("http://10.0.0.1/")).unwrap();
    /// assert_eq!(iri.host_kind(), Some(HostKind::Ipv4));
    /// ```
    #[must_use]
    pub fn host_kind(&self) -> Option<HostKind> {
        self.as_borrowed().host_kind()
    }

    /// The host as a value: a registered name, an `Ipv4Addr`, an `Ipv6Addr` or
    /// an `IPvFuture` literal.
    ///
    /// ```
    /// use core::net::Ipv4Addr;
    /// use iri_kit::{Host, Iri};
    /// let iri = Iri::parse(String::from("http://127.0.0.1/")).unwrap();
    /// assert_eq!(iri.host_value(), Some(Host::Ipv4(Ipv4Addr::LOCALHOST)));
    /// ```
    #[must_use]
    pub fn host_value(&self) -> Option<Host<'_>> {
        self.as_borrowed().host_value()
    }

    /// The port, without the `:`, if there is one; `Some("")` for `http://a:/`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse(String::from("http://a:8080/")).unwrap().port(), Some("8080"));
    /// ```
    #[must_use]
    pub fn port(&self) -> Option<&str> {
        self.as_borrowed().port()
    }

    /// The port as a number, when there is one and it fits in a `u16`
    /// (leading zeros allowed: `:0080` is 80).
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse(String::from("http://a:0080/")).unwrap().port_number(), Some(80));
    /// ```
    #[must_use]
    pub fn port_number(&self) -> Option<u16> {
        self.as_borrowed().port_number()
    }

    /// The path (always present, possibly empty).
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse(String::from("http://a/b/c?q")).unwrap().path(), "/b/c");
    /// ```
    #[must_use]
    pub fn path(&self) -> &str {
        self.as_borrowed().path()
    }

    /// The segments of the path: the parts between `/`, after a leading `/`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// let iri = Iri::parse(String::from("http://a/b//c/")).unwrap();
    /// assert_eq!(iri.path_segments().collect::<Vec<_>>(), ["b", "", "c", ""]);
    /// ```
    #[must_use]
    pub fn path_segments(&self) -> PathSegments<'_> {
        self.as_borrowed().path_segments()
    }

    /// The query, without the `?`, if there is one; `Some("")` for `http://a?`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse(String::from("http://a?")).unwrap().query(), Some(""));
    /// ```
    #[must_use]
    pub fn query(&self) -> Option<&str> {
        self.as_borrowed().query()
    }

    /// The `name=value` pairs of the query (none without a query): see
    /// [`QueryPairs`].
    ///
    /// ```
    /// use iri_kit::Iri;
    /// let iri = Iri::parse(String::from("http://a/?x=1")).unwrap();
    /// assert_eq!(iri.query_pairs().next().unwrap().raw_value(), Some("1"));
    /// ```
    #[must_use]
    pub fn query_pairs(&self) -> QueryPairs<'_> {
        self.as_borrowed().query_pairs()
    }

    /// The `(name, value)` pairs of the query decoded as HTML forms write
    /// them, as the `url` crate's `query_pairs` gives them: see
    /// [`DecodedQueryPairs`].
    ///
    /// ```
    /// use iri_kit::Iri;
    /// let iri = Iri::parse(String::from("http://a/?x=a+b")).unwrap();
    /// assert_eq!(iri.query_pairs_decoded().next(), Some(("x".into(), "a b".into())));
    /// ```
    #[must_use]
    pub fn query_pairs_decoded(&self) -> DecodedQueryPairs<'_> {
        self.as_borrowed().query_pairs_decoded()
    }

    /// The fragment, without the `#`, if there is one; `Some("")` for `http://a#`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// assert_eq!(Iri::parse(String::from("http://a#top")).unwrap().fragment(), Some("top"));
    /// ```
    #[must_use]
    pub fn fragment(&self) -> Option<&str> {
        self.as_borrowed().fragment()
    }

    /// The string without its fragment and `#`.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// let iri = Iri::parse(String::from("http://a/b#c")).unwrap();
    /// assert_eq!(iri.without_fragment(), "http://a/b");
    /// ```
    #[must_use]
    pub fn without_fragment(&self) -> &str {
        self.as_borrowed().without_fragment()
    }
}
