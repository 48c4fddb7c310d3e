//! The accessors: each component read from the offsets in O(1), for every storage.

use core::ops::Deref;

use crate::host::Host;
use crate::ri::Ri;
use crate::ri::components::port_value;
use crate::ri::kind::Kind;
use crate::ri::segments::PathSegments;
use crate::syntax::table::HostKind;

impl<K: Kind, S: Deref<Target = str>> Ri<K, S> {
    /// The scheme, without its `:`: a `&str` for the absolute kinds (`Iri`,
    /// `Uri`, `Leiri`), which always have one, and an `Option<&str>` for
    /// the reference kinds (see [`Kind::Scheme`]).
    ///
    /// ```
    /// use iri_core::{Iri, IriRef};
    ///
    /// assert_eq!(Iri::parse("urn:isbn:1").unwrap().scheme(), "urn");
    /// assert_eq!(IriRef::parse("http://a/").unwrap().scheme(), Some("http"));
    /// assert_eq!(IriRef::parse("//a/").unwrap().scheme(), None);
    /// ```
    #[must_use]
    pub fn scheme(&self) -> K::Scheme<'_> {
        K::scheme_of(&self.text, self.offsets.scheme_end())
    }
}

impl<K, S: Deref<Target = str>> Ri<K, S> {
    /// `&text[range]` of this value's text.
    #[inline]
    fn part(&self, range: core::ops::Range<usize>) -> &str {
        &self.text[range]
    }

    /// The whole string.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://example.org/").unwrap().as_str(), "http://example.org/");
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The authority, without the leading `//`, if there is one.
    ///
    /// ```
    /// use iri_core::IriRef;
    /// let r = IriRef::parse("//user@host:80/p").unwrap();
    /// assert_eq!(r.authority(), Some("user@host:80"));
    /// assert_eq!(IriRef::parse("/p").unwrap().authority(), None);
    /// ```
    #[must_use]
    pub fn authority(&self) -> Option<&str> {
        self.offsets.authority().map(|r| self.part(r))
    }

    /// The userinfo, without the `@`, if there is one.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("ftp://anon:x@host/").unwrap().userinfo(), Some("anon:x"));
    /// ```
    #[must_use]
    pub fn userinfo(&self) -> Option<&str> {
        self.offsets.userinfo().map(|r| self.part(r))
    }

    /// The host, as written (IP literals with their brackets), if there is an authority.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://[::1]:8080/").unwrap().host(), Some("[::1]"));
    /// assert_eq!(Iri::parse("file:///etc").unwrap().host(), Some(""));
    /// assert_eq!(Iri::parse("mailto:a@b").unwrap().host(), None);
    /// ```
    #[must_use]
    pub fn host(&self) -> Option<&str> {
        self.offsets.host().map(|r| self.part(r))
    }

    /// Which production the host matched, if there is an authority.
    ///
    /// ```
    /// use iri_core::{Iri, HostKind};
    /// assert_eq!(Iri::parse("http://10.0.0.1/").unwrap().host_kind(), Some(HostKind::Ipv4));
    /// // Leading zeros make it a registered name, not an IPv4 address.
    /// assert_eq!(Iri::parse("http://10.0.0.01/").unwrap().host_kind(), Some(HostKind::RegName));
    /// ```
    #[must_use]
    pub fn host_kind(&self) -> Option<HostKind> {
        if self.offsets.has_authority() {
            Some(self.offsets.host_kind(&self.text))
        } else {
            None
        }
    }

    /// The host as a value: a registered name, an `Ipv4Addr`, an `Ipv6Addr` or
    /// an `IPvFuture` literal.
    ///
    /// ```
    /// use core::net::Ipv6Addr;
    /// use iri_core::{Host, Iri};
    /// let iri = Iri::parse("http://[::1]/").unwrap();
    /// assert_eq!(iri.host_value(), Some(Host::Ipv6(Ipv6Addr::LOCALHOST)));
    /// ```
    #[must_use]
    pub fn host_value(&self) -> Option<Host<'_>> {
        let kind = self.host_kind()?;
        self.host().map(|text| Host::from_parsed(text, kind))
    }

    /// The port, without the `:`, if there is one; `Some("")` for `http://a:/`.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a:8080/").unwrap().port(), Some("8080"));
    /// assert_eq!(Iri::parse("http://a:/").unwrap().port(), Some(""));
    /// assert_eq!(Iri::parse("http://a/").unwrap().port(), None);
    /// ```
    #[must_use]
    pub fn port(&self) -> Option<&str> {
        self.offsets.port().map(|r| self.part(r))
    }

    /// The port as a number, when there is one and it fits in a `u16`
    /// (leading zeros allowed: `:0080` is 80).
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a:0080/").unwrap().port_number(), Some(80));
    /// assert_eq!(Iri::parse("http://a:65536/").unwrap().port_number(), None);
    /// assert_eq!(Iri::parse("http://a:/").unwrap().port_number(), None);
    /// ```
    #[must_use]
    pub fn port_number(&self) -> Option<u16> {
        self.port().and_then(port_value)
    }

    /// The path (always present, possibly empty).
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a/b/c?q").unwrap().path(), "/b/c");
    /// assert_eq!(Iri::parse("http://a?q").unwrap().path(), "");
    /// ```
    #[must_use]
    pub fn path(&self) -> &str {
        self.part(self.offsets.path())
    }

    /// The segments of the path: the parts between `/`, after a leading `/`.
    /// An empty path has no segments; `/` has one empty segment.
    ///
    /// ```
    /// use iri_core::Iri;
    /// let iri = Iri::parse("http://a/b//c/").unwrap();
    /// assert_eq!(iri.path_segments().collect::<Vec<_>>(), ["b", "", "c", ""]);
    /// ```
    #[must_use]
    pub fn path_segments(&self) -> PathSegments<'_> {
        PathSegments::new(self.path())
    }

    /// The query, without the `?`, if there is one; `Some("")` for `http://a?`.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a?").unwrap().query(), Some(""));
    /// assert_eq!(Iri::parse("http://a").unwrap().query(), None);
    /// ```
    #[must_use]
    pub fn query(&self) -> Option<&str> {
        self.offsets.query().map(|r| self.part(r))
    }

    /// The fragment, without the `#`, if there is one; `Some("")` for `http://a#`.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a#top").unwrap().fragment(), Some("top"));
    /// ```
    #[must_use]
    pub fn fragment(&self) -> Option<&str> {
        self.offsets.fragment(self.text.len()).map(|r| self.part(r))
    }

    /// The string without its fragment and `#`.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a/b#c").unwrap().without_fragment(), "http://a/b");
    /// ```
    #[must_use]
    pub fn without_fragment(&self) -> &str {
        self.part(0..self.offsets.query_end())
    }
}
