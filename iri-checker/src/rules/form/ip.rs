//! IP addresses: `form-ipv6` (RFC 5952). Registered names that browsers
//! read as IPv4 addresses are the `whatwg` group's (`whatwg-ipv4`).

use alloc::string::String;
use core::fmt::{self, Write as _};
use core::net::Ipv6Addr;
use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::host::ip::parse_ipv6;
use crate::rules::form::detail::FormDetail;
use iri_core::Component;
use iri_core::HostKind;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// `form-ipv6`: an IPv6 literal not in the canonical text of RFC 5952
/// section 4 (lowercase, no leading zeros, the longest run of two or more
/// zero groups as `::`, the first of equal runs), which `Ipv6Addr`'s
/// `Display` writes (with an IPv4-mapped address as `::ffff:a.b.c.d`,
/// section 5). The fix is the canonical text, as normalization writes it.
pub(super) fn ipv6(c: &mut Checker<'_>) {
    let Some(host) = c.host() else {
        return;
    };
    if c.host_kind() != Some(HostKind::Ipv6) || !c.wants(Code::FormIpv6) {
        return;
    }
    let inner = host.start + 1..host.end - 1;
    let written = &c.text[inner.clone()];
    let Ok(g) = parse_ipv6(written.as_bytes()) else {
        return;
    };
    if proven_canonical(written.as_bytes(), &g) {
        return;
    }
    // Not proven canonical: not canonical, unless it is an IPv4-mapped
    // address (the canonical text of any other address is proven, a test
    // checks it), which only `Display` tells.
    if is_ipv4_mapped(&g) && canonical(g).is_none_or(|canonical| canonical.as_str() == written) {
        return;
    }
    let finding = Finding::new(FormDetail::Ipv6, Component::IpLiteral, inner.clone());
    c.report_with_fix(finding, inner);
}

/// The canonical text of the IPv6 address of the groups `g`, as
/// `Ipv6Addr`'s `Display` writes it (and normalization).
fn canonical(g: [u16; 8]) -> Option<Buffer> {
    let address = Ipv6Addr::new(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7]);
    let mut canonical = Buffer::default();
    write!(canonical, "{address}").ok()?;
    Some(canonical)
}

/// The fix of `form-ipv6`: the canonical text of the address at `span` of
/// `input`.
pub(super) fn ipv6_fix(input: &str, span: Range<usize>) -> Option<String> {
    let g = parse_ipv6(input.get(span)?.as_bytes()).ok()?;
    Some(String::from(canonical(g)?.as_str()))
}

/// Whether `written`, which parses to the groups `g`, is surely what
/// `Ipv6Addr`'s `Display` writes for them, told without writing it: each
/// group in lowercase hex without leading zeros, and `::` exactly where
/// the first longest run of two or more zero groups is. An IPv4-mapped
/// address (written with a dotted tail) is left to `Display`, and so is
/// any text this does not prove canonical: `false` means "not proven".
fn proven_canonical(written: &[u8], g: &[u16; 8]) -> bool {
    if is_ipv4_mapped(g) {
        return false;
    }
    let (mut run_start, mut run_len) = (0, 0);
    let mut at = 0;
    while at < g.len() {
        if g[at] == 0 {
            let start = at;
            while at < g.len() && g[at] == 0 {
                at += 1;
            }
            if at - start > run_len {
                (run_start, run_len) = (start, at - start);
            }
        } else {
            at += 1;
        }
    }
    match written.windows(2).position(|pair| pair == b"::") {
        None => run_len < 2 && canonical_groups(written) == Some(g.len()),
        Some(colons) => {
            run_len >= 2
                && canonical_groups(&written[..colons]) == Some(run_start)
                && canonical_groups(&written[colons + 2..]) == Some(g.len() - run_start - run_len)
        }
    }
}

/// Whether the groups `g` are an IPv4-mapped address (`::ffff:0:0/96`),
/// which `Display` writes with a dotted tail (RFC 5952 section 5).
fn is_ipv4_mapped(g: &[u16; 8]) -> bool {
    g[..5] == [0; 5] && g[5] == 0xffff
}

/// The number of `:`-separated groups of `part` if each is in canonical
/// hex (lowercase, no leading zero, at most four digits); an empty `part`
/// has none.
fn canonical_groups(part: &[u8]) -> Option<usize> {
    if part.is_empty() {
        return Some(0);
    }
    let mut count = 0;
    for group in part.split(|&b| b == b':') {
        let digits = group
            .iter()
            .all(|&b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        let leading_zero = group.len() > 1 && group[0] == b'0';
        if group.is_empty() || group.len() > 4 || !digits || leading_zero {
            return None;
        }
        count += 1;
    }
    Some(count)
}

/// Room for the longest IPv6 text (`ffff:…:255.255.255.255`, 45 bytes),
/// so that comparing asks for no allocation.
struct Buffer {
    bytes: [u8; 48],
    len: usize,
}

impl Default for Buffer {
    fn default() -> Buffer {
        Buffer {
            bytes: [0; 48],
            len: 0,
        }
    }
}

impl Buffer {
    fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or_default()
    }
}

impl fmt::Write for Buffer {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::*;

    /// What `Display` writes for `g`.
    fn displayed(g: [u16; 8]) -> Buffer {
        let mut text = Buffer::default();
        let address = Ipv6Addr::new(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7]);
        write!(text, "{address}").unwrap();
        text
    }

    #[test]
    fn proven_canonical_agrees_with_display() {
        // Groups from a small alphabet, so that zero runs of every length
        // and place occur, with other spellings of the same address.
        let values = [0_u16, 1, 0xa, 0xffff, 0x1234];
        let mut seed = 0x2545_f491_u64;
        for _ in 0..20_000 {
            let mut g = [0_u16; 8];
            for group in &mut g {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                *group = values[(seed % 5) as usize];
            }
            if seed.is_multiple_of(7) {
                g[..6].copy_from_slice(&[0, 0, 0, 0, 0, 0xffff]);
            }
            let canonical = displayed(g);
            let full: String = g
                .iter()
                .map(|v| format!("{v:x}"))
                .collect::<Vec<_>>()
                .join(":");
            let padded: String = g
                .iter()
                .map(|v| format!("{v:04x}"))
                .collect::<Vec<_>>()
                .join(":");
            for written in [canonical.as_str(), &full, &padded, &full.to_uppercase()] {
                let parsed = parse_ipv6(written.as_bytes()).unwrap();
                assert_eq!(parsed, g, "{written}");
                if proven_canonical(written.as_bytes(), &g) {
                    assert_eq!(written, canonical.as_str());
                }
            }
            let mapped = g[..6] == [0, 0, 0, 0, 0, 0xffff];
            assert_eq!(
                proven_canonical(canonical.as_str().as_bytes(), &g),
                !mapped,
                "{}",
                canonical.as_str()
            );
        }
    }
}
