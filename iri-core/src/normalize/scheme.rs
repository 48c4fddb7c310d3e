//! Scheme-based normalization (RFC 3986 section 6.2.3): default ports and
//! the `/` path of http-like schemes.

/// The default port of each scheme this crate knows, from the schemes'
/// specifications (compared case-insensitively):
///
/// | scheme | port | | scheme | port |
/// | --- | --- | --- | --- | --- |
/// | `http` | 80 | | `ldap` | 389 |
/// | `https` | 443 | | `ldaps` | 636 |
/// | `ws` | 80 | | `nntp` | 119 |
/// | `wss` | 443 | | `telnet` | 23 |
/// | `ftp` | 21 | | `imap` | 143 |
/// | `gopher` | 70 | | `pop` | 110 |
/// | `rtsp` | 554 | | `sip` | 5060 |
/// | `coap` | 5683 | | `sips` | 5061 |
/// | `coaps` | 5684 | | `redis` | 6379 |
pub const DEFAULT_PORTS: &[(&str, u16)] = &[
    ("http", 80),
    ("https", 443),
    ("ws", 80),
    ("wss", 443),
    ("ftp", 21),
    ("gopher", 70),
    ("rtsp", 554),
    ("coap", 5683),
    ("coaps", 5684),
    ("ldap", 389),
    ("ldaps", 636),
    ("nntp", 119),
    ("telnet", 23),
    ("imap", 143),
    ("pop", 110),
    ("sip", 5060),
    ("sips", 5061),
    ("redis", 6379),
];

/// The default port of `scheme`, if [`DEFAULT_PORTS`] lists it.
///
/// ```
/// use iri_core::normalize::default_port;
///
/// assert_eq!(default_port("HTTPS"), Some(443));
/// assert_eq!(default_port("urn"), None);
/// ```
#[must_use]
pub fn default_port(scheme: &str) -> Option<u16> {
    DEFAULT_PORTS
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(scheme))
        .map(|&(_, port)| port)
}

/// Whether the port text (digits) is the scheme's default port; leading
/// zeros allowed (`0080` is 80).
pub(crate) fn is_default_port(scheme: &str, port: &str) -> bool {
    let Some(default) = default_port(scheme) else {
        return false;
    };
    let digits = port.trim_start_matches('0');
    digits.len() <= 5 && digits.parse::<u32>().ok() == Some(u32::from(default))
}

/// Whether an empty path with an authority means `/` for `scheme`
/// (http, https, ws, wss: RFC 9110 section 4.2.3, RFC 6455 section 3).
pub(crate) fn empty_path_is_root(scheme: &str) -> bool {
    ["http", "https", "ws", "wss"]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(scheme))
}
