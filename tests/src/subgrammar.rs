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

use iri_core::{Grammar, Host, HostKind, UriRef, parse};

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

/// The value of the address `input` of the sub-grammar `name`, as text:
/// dotted decimal for `IPv4address`, the eight 16-bit groups in lowercase
/// hex without leading zeros, joined by `:`, for `IPv6address`. `None` when
/// the input is not such an address.
///
/// ```
/// use iri_tests::subgrammar::address_value;
///
/// assert_eq!(address_value("IPv6address", "::FFFF:1.2.3.4").as_deref(), Some("0:0:0:0:0:ffff:102:304"));
/// assert_eq!(address_value("IPv4address", "10.0.0.1").as_deref(), Some("10.0.0.1"));
/// ```
#[must_use]
pub fn address_value(name: &str, input: &str) -> Option<String> {
    if is_address(name, input) != Some(true) {
        return None;
    }
    let wrapped = match name {
        "IPv4address" => format!("//{input}"),
        _ => format!("//[{input}]"),
    };
    match UriRef::<&str>::parse(&wrapped).ok()?.host_value()? {
        Host::Ipv4(address) => Some(address.to_string()),
        Host::Ipv6(address) => {
            let groups: Vec<String> = address
                .segments()
                .iter()
                .map(|g| format!("{g:x}"))
                .collect();
            Some(groups.join(":"))
        }
        Host::RegName(_) | Host::IpvFuture(_) => None,
    }
}
