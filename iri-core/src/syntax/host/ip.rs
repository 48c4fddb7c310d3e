//! `IPv4address`, `IPv6address` and `IPvFuture` (RFC 3986 section 3.2.2), as
//! `const fn`s so that the host accessors can be `const` too.

use crate::diagnostic::error_kind::ErrorKind;
use crate::percent::hex::hex_value;
use crate::syntax::grammar::{HEXDIG, IPVFUTURE_CHAR, bits, in_class};

/// Where and why an IP address failed: an offset into the parsed slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IpError {
    pub(crate) kind: ErrorKind,
    pub(crate) at: usize,
}

const fn ip_error(kind: ErrorKind, at: usize) -> IpError {
    IpError { kind, at }
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`, where
/// `dec-octet` is 0 to 255 without leading zeros. The error is the offset of
/// the first byte that does not fit.
pub(crate) const fn parse_ipv4(s: &[u8]) -> Result<[u8; 4], usize> {
    let mut octets = [0u8; 4];
    let mut i = 0;
    let mut k = 0;
    while k < 4 {
        if k > 0 {
            if i >= s.len() || s[i] != b'.' {
                return Err(i);
            }
            i += 1;
        }
        let start = i;
        let mut value: u32 = 0;
        while i < s.len() && s[i].is_ascii_digit() && i - start < 3 {
            value = value * 10 + (s[i] - b'0') as u32;
            i += 1;
        }
        if i == start {
            return Err(i);
        }
        if (i - start > 1 && s[start] == b'0') || value > 255 {
            return Err(start);
        }
        octets[k] = value as u8;
        k += 1;
    }
    if i == s.len() { Ok(octets) } else { Err(i) }
}

/// Whether the text of an `ireg-name` host reads as an `IPv4address`: the
/// grammar tries `IPv4address` before `ireg-name` (RFC 3986 section 3.2.2),
/// so such a host is an IPv4 address wherever a host is parsed or built.
/// The quick tests first: at most 15 bytes, starting with a digit.
pub(crate) const fn reads_as_ipv4(host: &[u8]) -> bool {
    host.len() <= 15 && !host.is_empty() && host[0].is_ascii_digit() && parse_ipv4(host).is_ok()
}

/// `IPv6address` of RFC 3986 (all nine forms, with an IPv4 tail), into its
/// eight 16-bit groups.
#[allow(
    clippy::many_single_char_names,
    reason = "s, n, i, k, z: the usual names in such a loop"
)]
pub const fn parse_ipv6(s: &[u8]) -> Result<[u16; 8], IpError> {
    let mut groups = [0u16; 8];
    let mut n = 0; // groups filled
    let mut gap: Option<usize> = None; // where `::` stands, in groups
    let mut i = 0;
    if s.len() >= 2 && s[0] == b':' && s[1] == b':' {
        gap = Some(0);
        i = 2;
    }
    while i < s.len() || gap.is_none() {
        if n == 8 {
            return Err(ip_error(ErrorKind::InvalidIpv6, i));
        }
        let start = i;
        let mut value = 0u16;
        while i < s.len() && i - start < 4 {
            match hex_value(s[i]) {
                Some(v) => value = value * 16 + v as u16,
                None => break,
            }
            i += 1;
        }
        if i < s.len() && s[i] == b'.' {
            if n > 6 {
                return Err(ip_error(ErrorKind::InvalidIpv4InIpv6, start));
            }
            let (_, tail) = s.split_at(start);
            match parse_ipv4(tail) {
                Ok(o) => {
                    groups[n] = (o[0] as u16) << 8 | o[1] as u16;
                    groups[n + 1] = (o[2] as u16) << 8 | o[3] as u16;
                    n += 2;
                    break;
                }
                Err(at) => return Err(ip_error(ErrorKind::InvalidIpv4InIpv6, start + at)),
            }
        }
        if i == start || (i < s.len() && in_class(s[i], bits::HEXDIG)) {
            return Err(ip_error(ErrorKind::InvalidIpv6, i));
        }
        groups[n] = value;
        n += 1;
        if i == s.len() {
            break;
        }
        if s[i] != b':' {
            return Err(ip_error(ErrorKind::InvalidIpv6, i));
        }
        i += 1;
        if i < s.len() && s[i] == b':' {
            if gap.is_some() {
                return Err(ip_error(ErrorKind::InvalidIpv6, i));
            }
            gap = Some(n);
            i += 1;
        } else if i == s.len() {
            // A single trailing colon.
            return Err(ip_error(ErrorKind::InvalidIpv6, i));
        }
    }
    match gap {
        None if n == 8 => Ok(groups),
        None => Err(ip_error(ErrorKind::InvalidIpv6, s.len())),
        Some(_) if n > 7 => Err(ip_error(ErrorKind::InvalidIpv6, s.len())),
        Some(at) => {
            // Move the groups after the gap to the end.
            let moved = n - at;
            let mut k = 0;
            while k < moved {
                groups[7 - k] = groups[n - 1 - k];
                groups[n - 1 - k] = 0;
                k += 1;
            }
            let mut z = at;
            while z < 8 - moved {
                groups[z] = 0;
                z += 1;
            }
            Ok(groups)
        }
    }
}

/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, the `v`
/// in either case.
pub(crate) const fn check_ipvfuture(s: &[u8]) -> Result<(), IpError> {
    let fail = ErrorKind::InvalidIpvFuture;
    if s.is_empty() || (s[0] != b'v' && s[0] != b'V') {
        return Err(ip_error(fail, 0));
    }
    let mut i = 1;
    while i < s.len() && HEXDIG.contains(s[i]) {
        i += 1;
    }
    if i == 1 || i == s.len() || s[i] != b'.' {
        return Err(ip_error(fail, i));
    }
    i += 1;
    let rest = i;
    while i < s.len() && IPVFUTURE_CHAR.contains(s[i]) {
        i += 1;
    }
    if i == rest || i < s.len() {
        Err(ip_error(fail, i))
    } else {
        Ok(())
    }
}
