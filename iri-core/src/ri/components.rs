//! Every component of a borrowed value at once, in `const` context.

use crate::ri::Ri;
use crate::syntax::host::Host;
use crate::syntax::table::{HostKind, slice_opt};

/// The components of a value with `&'a str` storage, each borrowed for
/// `'a`: what [`Ri::components`] gives, in `const` context too.
///
/// The fields are what the accessors of [`Ri`] return: `None` for an absent
/// component, `Some("")` for a present but empty one.
///
/// ```
/// use iri_kit::{Components, HostKind, Iri, iri};
///
/// const HOME: Iri<&str> = iri!("https://example.org:8443/docs?lang=en");
/// const PARTS: Components<'static> = HOME.components();
/// const HOST: Option<&str> = PARTS.host;
/// const PORT: Option<u16> = PARTS.port_number();
///
/// assert_eq!(HOST, Some("example.org"));
/// assert_eq!(PARTS.host_kind, Some(HostKind::RegName));
/// assert_eq!(PORT, Some(8443));
/// assert_eq!(PARTS.path, "/docs");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Components<'a> {
    /// The scheme, without its `:`.
    pub scheme: Option<&'a str>,
    /// The authority, without the leading `//`.
    pub authority: Option<&'a str>,
    /// The userinfo, without the `@`.
    pub userinfo: Option<&'a str>,
    /// The host as written (IP literals with their brackets).
    pub host: Option<&'a str>,
    /// Which production the host matched.
    pub host_kind: Option<HostKind>,
    /// The port, without the `:`.
    pub port: Option<&'a str>,
    /// The path, always present, possibly empty.
    pub path: &'a str,
    /// The query, without the `?`.
    pub query: Option<&'a str>,
    /// The fragment, without the `#`.
    pub fragment: Option<&'a str>,
}

impl<'a> Components<'a> {
    /// The port as a number: see [`Ri::port_number`].
    #[must_use]
    pub const fn port_number(&self) -> Option<u16> {
        match self.port {
            Some(port) => port_value(port),
            None => None,
        }
    }

    /// The host as a value: see [`Ri::host_value`].
    #[must_use]
    pub const fn host_value(&self) -> Option<Host<'a>> {
        match (self.host, self.host_kind) {
            (Some(text), Some(kind)) => Some(Host::from_parsed(text, kind)),
            _ => None,
        }
    }
}

/// The value of a port's digits when it fits in a `u16` (leading zeros
/// allowed); `None` for an empty port or a larger number.
pub(crate) const fn port_value(digits: &str) -> Option<u16> {
    let digits = digits.as_bytes();
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

impl<'a, K> Ri<K, &'a str> {
    /// Every component at once, borrowed for `'a` rather than for the
    /// borrow of `self`, and in `const` context: with the `iri-macros`
    /// literals, `const HOST: Option<&str> = iri!("…").components().host;`.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// fn host_of(iri: Iri<&str>) -> Option<&str> {
    ///     iri.components().host // outlives `iri`
    /// }
    /// assert_eq!(host_of(Iri::parse("http://a.example/").unwrap()), Some("a.example"));
    /// ```
    #[must_use]
    pub const fn components(&self) -> Components<'a> {
        Components {
            scheme: slice_opt(self.text, self.offsets.scheme()),
            authority: self.authority(),
            userinfo: self.userinfo(),
            host: self.host(),
            host_kind: self.host_kind(),
            port: self.port(),
            path: self.path(),
            query: self.query(),
            fragment: self.fragment(),
        }
    }
}
