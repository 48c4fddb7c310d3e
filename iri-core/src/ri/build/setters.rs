//! The setters of [`Builder`]: each component set, encoded or checked, or
//! cleared.

use alloc::string::String;
use core::fmt::Write as _;
use core::net::IpAddr;

use crate::diagnostic::error::ParseError;
use crate::percent::EncodeSet;
use crate::percent::encode::push_encoded;
use crate::ri::build::error::BuildError;
use crate::ri::build::path::{pop_start, separator};
use crate::ri::build::{Authority, Builder, pair};
use crate::ri::kind::Kind;
use crate::syntax::host::ip::reads_as_ipv4;
use crate::syntax::parse::component::{
    ComponentText, check_host, check_ip_future, check_port, check_scheme, check_text,
};
use crate::syntax::table::HostKind;

impl<K: Kind> Builder<K> {
    /// Records the first error of a setter given `text` as `what`.
    fn fail(&mut self, error: ParseError, text: &str, what: &'static str) -> &mut Self {
        if self.error.is_none() {
            self.error = Some(BuildError::given(error, text, what));
        }
        self
    }

    /// `text` encoded for `set` in this kind.
    fn encode(text: &str, set: EncodeSet) -> String {
        let mut out = String::with_capacity(text.len());
        push_encoded(&mut out, text, set, Self::ascii_only());
        out
    }

    /// Checks `text` as `what` (`"a path"`) in this kind's charset.
    fn check(&mut self, text: &str, which: ComponentText, what: &'static str) -> bool {
        match check_text(text, which, K::GRAMMAR.charset) {
            Ok(()) => true,
            Err(error) => {
                self.fail(error, text, what);
                false
            }
        }
    }

    /// The authority, made with an empty host when there is none.
    fn authority_mut(&mut self) -> &mut Authority {
        self.authority.get_or_insert_with(|| Authority {
            userinfo: None,
            host: String::new(),
            host_kind: HostKind::RegName,
            port: None,
        })
    }

    /// Sets the scheme (letters, digits, `+`, `-`, `.`, starting with a
    /// letter; nothing to encode), without its `:`.
    ///
    /// ```
    /// use iri_kit::{ErrorKind, IriRef};
    ///
    /// assert_eq!(IriRef::builder().scheme("tag").path("x").build().unwrap(), "tag:x");
    /// let err = IriRef::builder().scheme("1a").build().unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::InvalidScheme);
    /// ```
    pub fn scheme(&mut self, scheme: &str) -> &mut Self {
        match check_scheme(scheme) {
            Ok(()) => self.scheme = Some(String::from(scheme)),
            Err(error) => {
                self.fail(error, scheme, "a scheme");
            }
        }
        self
    }

    /// Removes the scheme.
    ///
    /// ```
    /// use iri_kit::IriRef;
    ///
    /// let r = IriRef::parse("http://a/b").unwrap().to_builder().clear_scheme().build().unwrap();
    /// assert_eq!(r, "//a/b");
    /// ```
    pub fn clear_scheme(&mut self) -> &mut Self {
        self.scheme = None;
        self
    }

    /// Sets the userinfo, percent-encoding it ([`EncodeSet::Userinfo`]: a
    /// `:` stays, to separate a user name from what follows). Without a
    /// host, the authority gets an empty one.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("ftp").userinfo("anne:x@y").host("h").build().unwrap();
    /// assert_eq!(iri, "ftp://anne:x%40y@h");
    /// ```
    pub fn userinfo(&mut self, userinfo: &str) -> &mut Self {
        self.authority_mut().userinfo = Some(Self::encode(userinfo, EncodeSet::Userinfo));
        self
    }

    /// Sets the userinfo from percent-encoded text, which it checks.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("ftp").userinfo_encoded("a%20b").host("h").build().unwrap();
    /// assert_eq!(iri.userinfo(), Some("a%20b"));
    /// assert!(Iri::builder().scheme("ftp").userinfo_encoded("a@b").build().is_err());
    /// ```
    pub fn userinfo_encoded(&mut self, userinfo: &str) -> &mut Self {
        if self.check(userinfo, ComponentText::Userinfo, "a userinfo") {
            self.authority_mut().userinfo = Some(String::from(userinfo));
        }
        self
    }

    /// Removes the userinfo.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("http://u@a/").unwrap();
    /// assert_eq!(iri.to_builder().clear_userinfo().build().unwrap(), "http://a/");
    /// ```
    pub fn clear_userinfo(&mut self) -> &mut Self {
        if let Some(authority) = &mut self.authority {
            authority.userinfo = None;
        }
        self
    }

    /// Sets the host to a registered name, percent-encoding it
    /// ([`EncodeSet::Host`]). A name that reads as an IPv4 address is one,
    /// as the grammar reads it; for IP addresses see [`ip`](Builder::ip).
    ///
    /// ```
    /// use iri_kit::{HostKind, Iri, Uri};
    ///
    /// let iri = Iri::builder().scheme("http").host("例え.jp").build().unwrap();
    /// assert_eq!(iri, "http://例え.jp");
    /// let uri = Uri::builder().scheme("http").host("例え.jp").build().unwrap();
    /// assert_eq!(uri, "http://%E4%BE%8B%E3%81%88.jp");
    /// let ipv4 = Iri::builder().scheme("http").host("192.0.2.1").build().unwrap();
    /// assert_eq!(ipv4.host_kind(), Some(HostKind::Ipv4));
    /// ```
    pub fn host(&mut self, name: &str) -> &mut Self {
        let host = Self::encode(name, EncodeSet::Host);
        let host_kind = if reads_as_ipv4(host.as_bytes()) {
            HostKind::Ipv4
        } else {
            HostKind::RegName
        };
        let authority = self.authority_mut();
        authority.host = host;
        authority.host_kind = host_kind;
        self
    }

    /// Sets the host from text as an authority holds it, which it checks:
    /// a percent-encoded registered name, an IPv4 address, or an IP literal
    /// in brackets (`[2001:db8::1]`, `[v1.x]`).
    ///
    /// ```
    /// use iri_kit::{ErrorKind, HostKind, Iri};
    ///
    /// let iri = Iri::builder().scheme("http").host_encoded("[::1]").build().unwrap();
    /// assert_eq!(iri.host_kind(), Some(HostKind::Ipv6));
    /// let err = Iri::builder().scheme("http").host_encoded("[::g]").build().unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::InvalidIpv6);
    /// ```
    pub fn host_encoded(&mut self, host: &str) -> &mut Self {
        match check_host(host, K::GRAMMAR.charset) {
            Ok(host_kind) => {
                let authority = self.authority_mut();
                authority.host = String::from(host);
                authority.host_kind = host_kind;
            }
            Err(error) => {
                self.fail(error, host, "a host");
            }
        }
        self
    }

    /// Sets the host to an IP address: an IPv4 address as it is, an IPv6
    /// address in brackets (in the text of its `Display`, RFC 5952).
    ///
    /// ```
    /// use std::net::{Ipv4Addr, Ipv6Addr};
    /// use iri_kit::Iri;
    ///
    /// let v6 = Iri::builder().scheme("http").ip(Ipv6Addr::LOCALHOST).port(8080).build().unwrap();
    /// assert_eq!(v6, "http://[::1]:8080");
    /// let v4 = Iri::builder().scheme("http").ip(Ipv4Addr::new(192, 0, 2, 1)).build().unwrap();
    /// assert_eq!(v4, "http://192.0.2.1");
    /// ```
    pub fn ip(&mut self, address: impl Into<IpAddr>) -> &mut Self {
        let address = address.into();
        let mut host = String::new();
        let host_kind = match address {
            IpAddr::V4(v4) => {
                let _ = write!(host, "{v4}");
                HostKind::Ipv4
            }
            IpAddr::V6(v6) => {
                let _ = write!(host, "[{v6}]");
                HostKind::Ipv6
            }
        };
        let authority = self.authority_mut();
        authority.host = host;
        authority.host_kind = host_kind;
        self
    }

    /// Sets the host to an `IPvFuture` literal, given without its brackets
    /// (`v` a hexadecimal version `.` then unreserved characters,
    /// sub-delims and `:`), which it checks.
    ///
    /// ```
    /// use iri_kit::{Host, Iri};
    ///
    /// let iri = Iri::builder().scheme("http").ip_future("v7.x:y").build().unwrap();
    /// assert_eq!(iri.host_value(), Some(Host::IpvFuture("v7.x:y")));
    /// ```
    pub fn ip_future(&mut self, literal: &str) -> &mut Self {
        match check_ip_future(literal) {
            Ok(()) => {
                let authority = self.authority_mut();
                authority.host.clear();
                authority.host.push('[');
                authority.host.push_str(literal);
                authority.host.push(']');
                authority.host_kind = HostKind::IpvFuture;
            }
            Err(error) => {
                self.fail(error, literal, "an IPvFuture literal");
            }
        }
        self
    }

    /// Removes the host, and with it the authority (userinfo and port
    /// included): the host is the one part an authority always has.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("file://u@host:1/etc").unwrap();
    /// assert_eq!(iri.to_builder().clear_host().build().unwrap(), "file:/etc");
    /// ```
    pub fn clear_host(&mut self) -> &mut Self {
        self.authority = None;
        self
    }

    /// Sets the port. Without a host, the authority gets an empty one.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("http").host("a").port(8080).build().unwrap();
    /// assert_eq!(iri.port_number(), Some(8080));
    /// ```
    pub fn port(&mut self, port: u16) -> &mut Self {
        let mut digits = String::new();
        let _ = write!(digits, "{port}");
        self.authority_mut().port = Some(digits);
        self
    }

    /// Sets the port as text: decimal digits, possibly none (`http://a:/`)
    /// or more than a `u16` holds, as the grammar allows; checked.
    ///
    /// ```
    /// use iri_kit::{ErrorKind, Iri};
    ///
    /// let iri = Iri::builder().scheme("http").host("a").port_text("").build().unwrap();
    /// assert_eq!(iri, "http://a:");
    /// let err = Iri::builder().scheme("http").host("a").port_text("80a").build().unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::InvalidPort);
    /// ```
    pub fn port_text(&mut self, digits: &str) -> &mut Self {
        match check_port(digits) {
            Ok(()) => self.authority_mut().port = Some(String::from(digits)),
            Err(error) => {
                self.fail(error, digits, "a port");
            }
        }
        self
    }

    /// Removes the port.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("http://a:80/").unwrap();
    /// assert_eq!(iri.to_builder().clear_port().build().unwrap(), "http://a/");
    /// ```
    pub fn clear_port(&mut self) -> &mut Self {
        if let Some(authority) = &mut self.authority {
            authority.port = None;
        }
        self
    }

    /// Sets the path, percent-encoding it ([`EncodeSet::Path`]: `/`
    /// separates segments). After an authority it must be empty or start
    /// with `/`; see [`build`](Builder::build) for the other rules.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("http").host("a").path("/my file?.txt").build().unwrap();
    /// assert_eq!(iri.path(), "/my%20file%3F.txt");
    /// ```
    pub fn path(&mut self, path: &str) -> &mut Self {
        self.path = Self::encode(path, EncodeSet::Path);
        self.implicit_root = false;
        self
    }

    /// Sets the path from percent-encoded text, which it checks.
    ///
    /// ```
    /// use iri_kit::IriRef;
    ///
    /// assert_eq!(IriRef::builder().path_encoded("a%2Fb/c").build().unwrap(), "a%2Fb/c");
    /// assert!(IriRef::builder().path_encoded("a#b").build().is_err());
    /// ```
    pub fn path_encoded(&mut self, path: &str) -> &mut Self {
        if self.check(path, ComponentText::Path, "a path") {
            self.path = String::from(path);
            self.implicit_root = false;
        }
        self
    }

    /// Appends a segment to the path, percent-encoding it
    /// ([`EncodeSet::PathSegment`]: a `/` in it becomes `%2F`). The segment
    /// follows a `/`, except on an empty path; the lone empty segment of the
    /// path `/` is replaced, and an empty segment pushed onto an empty path
    /// writes nothing. A path made by pushing onto an empty path gets a
    /// leading `/` when there is an authority.
    ///
    /// ```
    /// use iri_kit::{Iri, IriRef};
    ///
    /// let iri = Iri::parse("https://example.org/").unwrap();
    /// let built = iri.to_builder().push_segment("a b").push_segment("c/d").build().unwrap();
    /// assert_eq!(built, "https://example.org/a%20b/c%2Fd");
    ///
    /// let relative = IriRef::builder().push_segment("..").push_segment("x").build().unwrap();
    /// assert_eq!(relative, "../x");
    /// ```
    pub fn push_segment(&mut self, segment: &str) -> &mut Self {
        if self.path.is_empty() {
            self.implicit_root = true;
        }
        let separator = separator(&self.path, false);
        self.path.push_str(separator);
        push_encoded(
            &mut self.path,
            segment,
            EncodeSet::PathSegment,
            Self::ascii_only(),
        );
        self
    }

    /// Appends a percent-encoded segment to the path, which it checks (no
    /// `/`); otherwise like [`push_segment`](Builder::push_segment).
    ///
    /// ```
    /// use iri_kit::IriRef;
    ///
    /// let r = IriRef::builder().path("/a").push_segment_encoded("b%2Fc").build().unwrap();
    /// assert_eq!(r, "/a/b%2Fc");
    /// assert!(IriRef::builder().push_segment_encoded("b/c").build().is_err());
    /// ```
    pub fn push_segment_encoded(&mut self, segment: &str) -> &mut Self {
        if self.check(segment, ComponentText::Segment, "a path segment") {
            if self.path.is_empty() {
                self.implicit_root = true;
            }
            let separator = separator(&self.path, false);
            self.path.push_str(separator);
            self.path.push_str(segment);
        }
        self
    }

    /// Removes the last segment of the path and the `/` before it, except
    /// a leading `/`: pushing a segment then popping it gives the path back.
    /// Does nothing on an empty path or on `/`.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("http://a/b/c").unwrap();
    /// assert_eq!(iri.to_builder().pop_segment().build().unwrap(), "http://a/b");
    /// assert_eq!(iri.to_builder().pop_segment().pop_segment().build().unwrap(), "http://a/");
    /// ```
    pub fn pop_segment(&mut self) -> &mut Self {
        if let Some(at) = pop_start(&self.path) {
            self.path.truncate(at);
        }
        self
    }

    /// Sets the query, percent-encoding it ([`EncodeSet::Query`]: `&` and
    /// `=` stay, so that it may hold pairs; for names and values with those
    /// characters, use [`append_pair`](Builder::append_pair)).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("http").host("a").query("q=a b#c").build().unwrap();
    /// assert_eq!(iri.query(), Some("q=a%20b%23c"));
    /// ```
    pub fn query(&mut self, query: &str) -> &mut Self {
        self.query = Some(Self::encode(query, EncodeSet::Query));
        self
    }

    /// Sets the query from percent-encoded text, which it checks.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("http").host("a").query_encoded("a=%26").build().unwrap();
    /// assert_eq!(iri.query(), Some("a=%26"));
    /// ```
    pub fn query_encoded(&mut self, query: &str) -> &mut Self {
        if self.check(query, ComponentText::Query, "a query") {
            self.query = Some(String::from(query));
        }
        self
    }

    /// Appends `name=value` to the query (made when there is none), after a
    /// `&` when the query is not empty; both percent-encoded
    /// ([`EncodeSet::QueryPair`]: `&`, `;`, `=` and `+` become triplets), so
    /// that [`query_pairs`](crate::Ri::query_pairs) gives them back, with
    /// or without form decoding.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder()
    ///     .scheme("http")
    ///     .host("a")
    ///     .append_pair("q", "1+1=2")
    ///     .append_pair("lang", "fr & en")
    ///     .build()
    ///     .unwrap();
    /// assert_eq!(iri.query(), Some("q=1%2B1%3D2&lang=fr%20%26%20en"));
    /// ```
    pub fn append_pair(&mut self, name: &str, value: &str) -> &mut Self {
        let ascii_only = Self::ascii_only();
        pair::push_pair(self.pair_start(), name, value, ascii_only);
        self
    }

    /// Appends `name=value` to the query from percent-encoded texts, which
    /// it checks: the name holds no `&` or `=`, the value no `&`.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("http").host("a").append_pair_encoded("a", "%26=").build().unwrap();
    /// assert_eq!(iri.query(), Some("a=%26="));
    /// ```
    pub fn append_pair_encoded(&mut self, name: &str, value: &str) -> &mut Self {
        if self.check(name, ComponentText::PairName, "a query name")
            && self.check(value, ComponentText::PairValue, "a query value")
        {
            let query = self.pair_start();
            query.push_str(name);
            query.push('=');
            query.push_str(value);
        }
        self
    }

    /// The query, with a `&` after what it holds, ready for a pair.
    fn pair_start(&mut self) -> &mut String {
        let separator = pair::separator(self.query.as_deref());
        let query = self.query.get_or_insert_with(String::new);
        query.push_str(separator.trim_start_matches('?'));
        query
    }

    /// Removes the query.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("http://a/?q#f").unwrap();
    /// assert_eq!(iri.to_builder().clear_query().build().unwrap(), "http://a/#f");
    /// ```
    pub fn clear_query(&mut self) -> &mut Self {
        self.query = None;
        self
    }

    /// Sets the fragment, percent-encoding it ([`EncodeSet::Fragment`]).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::builder().scheme("http").host("a").fragment("section 2").build().unwrap();
    /// assert_eq!(iri, "http://a#section%202");
    /// ```
    pub fn fragment(&mut self, fragment: &str) -> &mut Self {
        self.fragment = Some(Self::encode(fragment, EncodeSet::Fragment));
        self
    }

    /// Sets the fragment from percent-encoded text, which it checks.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// assert!(Iri::builder().scheme("a").fragment_encoded("x#y").build().is_err());
    /// ```
    pub fn fragment_encoded(&mut self, fragment: &str) -> &mut Self {
        if self.check(fragment, ComponentText::Fragment, "a fragment") {
            self.fragment = Some(String::from(fragment));
        }
        self
    }

    /// Removes the fragment.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let iri = Iri::parse("http://a/#f").unwrap();
    /// assert_eq!(iri.to_builder().clear_fragment().build().unwrap(), "http://a/");
    /// ```
    pub fn clear_fragment(&mut self) -> &mut Self {
        self.fragment = None;
        self
    }
}
