//! Checking inputs of the address sub-grammars (`IPv4address`,
//! `IPv6address`) through the full parser.
//!
//! The parser has no entry point for a lone address, so an address is wrapped
//! into a network-path reference whose host it must be entirely: `//` + addr
//! for `IPv4address`, `//[` + addr + `]` for `IPv6address`. The address is
//! valid when the wrapped reference parses as a `URI-reference` whose host is
//! exactly the wrapped text and whose host kind is the address's. An invalid
//! `IPv4address` may still make a valid reference (`//1.2.3.256` has a
//! reg-name host); what matters is that it is not taken as an IPv4 address.

use iri_core::{Grammar, HostKind, parse};

/// Whether `input` is an address of the sub-grammar `name`; `None` when
/// `name` is not a sub-grammar this module knows.
///
/// ```
/// use iri_tests::subgrammar::is_address;
///
/// assert_eq!(is_address("IPv4address", "192.0.2.1"), Some(true));
/// assert_eq!(is_address("IPv4address", "192.0.2.01"), Some(false));
/// assert_eq!(is_address("IPv6address", "::1"), Some(true));
/// assert_eq!(is_address("IRI", "::1"), None);
/// ```
#[must_use]
pub fn is_address(name: &str, input: &str) -> Option<bool> {
    let (wrapped, kind) = match name {
        "IPv4address" => (format!("//{input}"), HostKind::Ipv4),
        "IPv6address" => (format!("//[{input}]"), HostKind::Ipv6),
        _ => return None,
    };
    let host = &wrapped[2..];
    Some(parse(&wrapped, Grammar::URI_REFERENCE).is_ok_and(|table| {
        table.host_kind() == Some(kind) && table.host().map(|r| &wrapped[r]) == Some(host)
    }))
}
