//! The host of an authority as a value.

#[cfg(feature = "idna")]
pub mod idna;
pub(crate) mod ip;

use core::net::{Ipv4Addr, Ipv6Addr};

use crate::syntax::host::ip::{parse_ipv4, parse_ipv6};
use crate::syntax::table::HostKind;
use crate::syntax::table::slice;

/// The host of an authority, as a value: see [`Ri::host_value`](crate::Ri::host_value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A registered name (`ireg-name`), as written, possibly empty.
    RegName(&'a str),
    /// An `IPv4address`.
    Ipv4(Ipv4Addr),
    /// An `IPv6address` from an IP literal.
    Ipv6(Ipv6Addr),
    /// An `IPvFuture` from an IP literal, without the brackets (`v1.x`).
    IpvFuture(&'a str),
}

impl<'a> Host<'a> {
    /// The value of a host already parsed as `kind`. A host text that does not
    /// match its kind (only possible with a forged table) is a registered name.
    pub(crate) const fn from_parsed(text: &'a str, kind: HostKind) -> Host<'a> {
        let bytes = text.as_bytes();
        match kind {
            HostKind::RegName => Host::RegName(text),
            HostKind::Ipv4 => match parse_ipv4(bytes) {
                Ok([a, b, c, d]) => Host::Ipv4(Ipv4Addr::new(a, b, c, d)),
                Err(_) => Host::RegName(text),
            },
            HostKind::Ipv6 | HostKind::IpvFuture if bytes.len() < 2 => Host::RegName(text),
            HostKind::Ipv6 => match parse_ipv6(slice(text, 1..text.len() - 1).as_bytes()) {
                Ok(g) => Host::Ipv6(Ipv6Addr::new(
                    g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7],
                )),
                Err(_) => Host::RegName(text),
            },
            HostKind::IpvFuture => Host::IpvFuture(slice(text, 1..text.len() - 1)),
        }
    }
}
