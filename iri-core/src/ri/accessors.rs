//! The accessors of borrowed values: `const fn`, O(1), returning `&'a str`.

use core::ops::Range;

use super::Ri;
use super::kind::{IriKind, IriRefKind, LeiriKind, LeiriRefKind, UriKind, UriRefKind};
use crate::host::Host;
use crate::segments::PathSegments;
use crate::table::HostKind;

/// `&text[range]` in `const` context.
pub(crate) const fn slice(text: &str, range: Range<usize>) -> &str {
    text.split_at(range.end).0.split_at(range.start).1
}

/// `Some(&text[range])` for `Some(range)`, in `const` context.
const fn slice_opt(text: &str, range: Option<Range<usize>>) -> Option<&str> {
    match range {
        Some(r) => Some(slice(text, r)),
        None => None,
    }
}

impl<'a, K> Ri<K, &'a str> {
    /// The whole string.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://example.org/").unwrap().as_str(), "http://example.org/");
    /// ```
    #[must_use]
    pub const fn as_str(&self) -> &'a str {
        self.text
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
    pub const fn authority(&self) -> Option<&'a str> {
        slice_opt(self.text, self.table.authority())
    }

    /// The userinfo, without the `@`, if there is one.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("ftp://anon:x@host/").unwrap().userinfo(), Some("anon:x"));
    /// ```
    #[must_use]
    pub const fn userinfo(&self) -> Option<&'a str> {
        slice_opt(self.text, self.table.userinfo())
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
    pub const fn host(&self) -> Option<&'a str> {
        slice_opt(self.text, self.table.host())
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
    pub const fn host_kind(&self) -> Option<HostKind> {
        self.table.host_kind()
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
    pub const fn host_value(&self) -> Option<Host<'a>> {
        match (self.host(), self.table.host_kind()) {
            (Some(text), Some(kind)) => Some(Host::from_parsed(text, kind)),
            _ => None,
        }
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
    pub const fn port(&self) -> Option<&'a str> {
        slice_opt(self.text, self.table.port())
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
    pub const fn port_number(&self) -> Option<u16> {
        let Some(port) = self.port() else { return None };
        let digits = port.as_bytes();
        if digits.is_empty() {
            return None;
        }
        let mut value: u32 = 0;
        let mut i = 0;
        while i < digits.len() {
            value = value * 10 + (digits[i] - b'0') as u32;
            if value > u16::MAX as u32 {
                return None;
            }
            i += 1;
        }
        Some(value as u16)
    }

    /// The path (always present, possibly empty).
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a/b/c?q").unwrap().path(), "/b/c");
    /// assert_eq!(Iri::parse("http://a?q").unwrap().path(), "");
    /// ```
    #[must_use]
    pub const fn path(&self) -> &'a str {
        slice(self.text, self.table.path())
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
    pub const fn path_segments(&self) -> PathSegments<'a> {
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
    pub const fn query(&self) -> Option<&'a str> {
        slice_opt(self.text, self.table.query())
    }

    /// The fragment, without the `#`, if there is one; `Some("")` for `http://a#`.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a#top").unwrap().fragment(), Some("top"));
    /// ```
    #[must_use]
    pub const fn fragment(&self) -> Option<&'a str> {
        slice_opt(self.text, self.table.fragment())
    }

    /// The string without its fragment and `#`.
    ///
    /// ```
    /// use iri_core::Iri;
    /// assert_eq!(Iri::parse("http://a/b#c").unwrap().without_fragment(), "http://a/b");
    /// ```
    #[must_use]
    pub const fn without_fragment(&self) -> &'a str {
        slice(self.text, 0..self.table.query_end)
    }
}

/// `scheme()` of the reference kinds: optional.
macro_rules! optional_scheme {
    ($($kind:ident),*) => {$(
        impl<'a> Ri<$kind, &'a str> {
            /// The scheme, without its `:`, if the reference has one.
            ///
            /// ```
            /// use iri_core::IriRef;
            /// assert_eq!(IriRef::parse("http://a/").unwrap().scheme(), Some("http"));
            /// assert_eq!(IriRef::parse("//a/").unwrap().scheme(), None);
            /// ```
            #[must_use]
            pub const fn scheme(&self) -> Option<&'a str> {
                slice_opt(self.text, self.table.scheme())
            }
        }
    )*};
}

/// `scheme()` of the absolute kinds: always there.
macro_rules! required_scheme {
    ($($kind:ident),*) => {$(
        impl<'a> Ri<$kind, &'a str> {
            /// The scheme, without its `:`.
            ///
            /// ```
            /// use iri_core::Iri;
            /// assert_eq!(Iri::parse("urn:isbn:1").unwrap().scheme(), "urn");
            /// ```
            #[must_use]
            pub const fn scheme(&self) -> &'a str {
                slice(self.text, 0..self.table.scheme_end)
            }
        }
    )*};
}

optional_scheme!(IriRefKind, UriRefKind, LeiriRefKind);
required_scheme!(IriKind, UriKind, LeiriKind);
