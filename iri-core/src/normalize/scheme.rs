//! Scheme-based normalization (RFC 3986 section 6.2.3): default ports and
//! the `/` path of http-like schemes.

/// The default port of each scheme this crate knows, from the schemes'
/// specifications (compared case-insensitively), as the crate's scheme
/// table gives them:
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
pub const DEFAULT_PORTS: &[(&str, u16)] = &crate::schemes::table::DEFAULT_PORTS;

/// The default port of `scheme`, if [`DEFAULT_PORTS`] lists it.
///
/// ```
/// use iri_kit::normalize::default_port;
///
/// assert_eq!(default_port("HTTPS"), Some(443));
/// assert_eq!(default_port("urn"), None);
/// ```
#[must_use]
pub fn default_port(scheme: &str) -> Option<u16> {
    crate::schemes::table::default_port(scheme)
}

pub(crate) use crate::schemes::table::{empty_path_is_root, is_default_port};
