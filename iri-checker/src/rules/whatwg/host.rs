//! The host of a special scheme as a browser reads it: percent-decoded,
//! mapped with IDNA (UTS 46, as browsers do; with the `idna` feature, else
//! the full-width forms of ASCII only), then read as an IPv4 address when
//! it ends in a number (`whatwg-ipv4`); refused when it holds a forbidden
//! character, is an `IPvFuture`, or IDNA refuses it (`whatwg-refused`).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::percent::decode::triplet_at;
use crate::rules::whatwg::detail::{Refusal, WhatwgDetail};
use crate::syntax::facts::Fact;
use iri_core::Charset;
use iri_core::Component;
use iri_core::HostKind;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

use super::ipv4;

/// Per byte, whether a host that may end in a number ends with it: the
/// hexadecimal digits, `x` and `X` (of `0x`), and a final `.`.
static NUMBER_ENDS: [bool; 256] = {
    let mut ends = [false; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        ends[b] = byte.is_ascii_hexdigit() || byte | 0x20 == b'x' || byte == b'.';
        b += 1;
    }
    ends
};

/// The host rules, on a non-empty host of a special scheme.
#[inline]
pub(super) fn check(c: &mut Checker<'_>) {
    let Some(span) = c.host() else {
        return;
    };
    // The common case: an ASCII registered name, nothing to decode or
    // map, whose last character no number ends with (nor a final `.`).
    let last = c.text.as_bytes()[..span.end]
        .last()
        .copied()
        .unwrap_or(b'.');
    let looks_further = c.host_kind() != Some(HostKind::RegName)
        || c.may(Fact::Percent, Component::Host)
        || c.may(Fact::NonAscii, Component::Host)
        || (cfg!(feature = "idna") && c.may(Fact::Hyphen, Component::Host))
        || c.grammar.charset == Charset::Leiri;
    let may_end_in_number = NUMBER_ENDS[usize::from(last)];
    if !looks_further && !may_end_in_number {
        return;
    }
    host_rules(c, span);
}

/// The host rules, once [`check`] found something to look at. A `\\` in
/// a LEIRI's host ends the host a browser reads (`whatwg-backslash` says
/// so): the rest is no part of it, and these rules leave it.
#[inline(never)]
fn host_rules(c: &mut Checker<'_>, span: Range<usize>) {
    if c.grammar.charset == Charset::Leiri && c.text[span.clone()].contains('\\') {
        return;
    }
    match c.host_kind() {
        Some(HostKind::IpvFuture) => refuse(c, span, Refusal::IpvFuture, None),
        Some(HostKind::RegName) if !span.is_empty() => reg_name(c, span),
        _ => {}
    }
}

/// The host of a scheme that is not special (an opaque host): refused
/// when empty with a userinfo or a port, when an `IPvFuture`, or when a
/// LEIRI holds a character forbidden in hosts.
pub(super) fn opaque(c: &mut Checker<'_>) {
    let Some(span) = c.host() else {
        return;
    };
    if span.is_empty() && (c.userinfo().is_some() || c.port().is_some()) {
        refuse(c, span, Refusal::EmptyHost, None);
        return;
    }
    match c.host_kind() {
        Some(HostKind::IpvFuture) => refuse(c, span, Refusal::IpvFuture, None),
        Some(HostKind::RegName) if c.grammar.charset == Charset::Leiri => {
            let forbidden = c.text[span.clone()]
                .chars()
                .find(|&ch| forbidden_in_host(ch) && !matches!(ch, '\t' | '\n' | '\r'));
            if let Some(ch) = forbidden {
                refuse(c, span, Refusal::Forbidden, Some(ch));
            }
        }
        _ => {}
    }
}

/// A registered name: its mapped form, and what a browser makes of it.
fn reg_name(c: &mut Checker<'_>, span: Range<usize>) {
    let plain = c.host_kind() == Some(HostKind::RegName)
        && !c.may(Fact::Percent, Component::Host)
        && !c.may(Fact::NonAscii, Component::Host)
        && c.grammar.charset != Charset::Leiri;
    // Only IDNA reads more in an ASCII name: its `xn--` labels, which
    // hold a `-`.
    let idna_reads = cfg!(feature = "idna")
        && c.may(Fact::Hyphen, Component::Host)
        && might_be_punycode(&c.text[span.clone()]);
    if plain && !idna_reads {
        // The common case: ASCII, nothing to decode or map.
        let name = &c.text[span.clone()];
        if ipv4::ends_in_number(name) {
            report_ipv4(c, span, name);
        }
        return;
    }
    let Some(mapped) = mapped(c, span.clone()) else {
        return;
    };
    if ipv4::ends_in_number(mapped.as_str()) {
        report_ipv4(c, span, mapped.as_str());
    }
}

/// Whether a label may start with `xn--`, which IDNA validates.
fn might_be_punycode(name: &str) -> bool {
    name.len() >= 4
        && name
            .as_bytes()
            .windows(4)
            .any(|w| w.eq_ignore_ascii_case(b"xn--"))
}

/// The name as a browser maps it (tabs and newlines removed, decoded,
/// through IDNA), or `None` when it refuses it (reported here) or the form
/// is not known (without the `idna` feature).
fn mapped(c: &mut Checker<'_>, span: Range<usize>) -> Option<Buffer> {
    let mut written = c.text[span.clone()].as_bytes();
    if span.end == c.text.len() {
        // Controls and spaces at the end of the input are gone too.
        while let [rest @ .., last] = written
            && *last <= b' '
        {
            written = rest;
        }
    }
    let mut decoded = Buffer::default();
    let mut at = 0;
    while at < written.len() {
        let b = written[at];
        if b == b'%'
            && let Some(octet) = triplet_at(written, at)
        {
            decoded.push(octet);
            at += 3;
            continue;
        }
        // A LEIRI's tabs and newlines are gone before the host is read.
        if !matches!(b, b'\t' | b'\n' | b'\r') {
            decoded.push(b);
        }
        at += 1;
    }
    let Ok(name) = core::str::from_utf8(decoded.as_bytes()) else {
        refuse(c, span, Refusal::Forbidden, None);
        return None;
    };
    if let Some(ch) = name.chars().find(|&ch| forbidden_in_domain(ch)) {
        refuse(c, span, Refusal::Forbidden, Some(ch));
        return None;
    }
    match to_ascii(name) {
        Mapped::Same => Some(decoded),
        Mapped::Into(ascii) => Some(ascii),
        Mapped::Unknown => None,
        Mapped::Refused => {
            refuse(c, span, Refusal::Idna, None);
            None
        }
    }
}

/// What IDNA's mapping makes of a name. The buffer is moved, not boxed:
/// boxing it would allocate, which mapping avoids.
#[allow(clippy::large_enum_variant)]
enum Mapped {
    /// The name is its own ASCII form.
    Same,
    /// This ASCII form.
    Into(Buffer),
    /// IDNA refuses it.
    #[cfg_attr(
        not(feature = "idna"),
        allow(dead_code, reason = "only the IDNA mapping refuses a name")
    )]
    Refused,
    /// Not known: without the `idna` feature, a non-ASCII character that
    /// is no full-width form; with it, a sink error (never raised).
    Unknown,
}

/// UTS 46 `ToASCII` as the URL Standard asks it (domain to ASCII, not
/// strict), written into a [`Buffer`]: nothing is allocated.
#[cfg(feature = "idna")]
fn to_ascii(name: &str) -> Mapped {
    use idna::uts46::{AsciiDenyList, ErrorPolicy, Hyphens, ProcessingError, ProcessingSuccess};
    let mut ascii = Buffer::default();
    let processed = idna::uts46::Uts46::new().process(
        name.as_bytes(),
        AsciiDenyList::URL,
        Hyphens::Allow,
        ErrorPolicy::FailFast,
        |_, _, _| false,
        &mut ascii,
        None,
    );
    match processed {
        Ok(ProcessingSuccess::Passthrough) => Mapped::Same,
        Ok(ProcessingSuccess::WroteToSink) => Mapped::Into(ascii),
        Err(ProcessingError::ValidityError) => Mapped::Refused,
        Err(ProcessingError::SinkError) => Mapped::Unknown,
    }
}

/// Without IDNA tables: the full-width forms of ASCII and the full stops
/// IDNA maps to `.`, lowercased; unknown when another non-ASCII character
/// remains (no address can come of it then, unless IDNA maps it to a
/// digit).
#[cfg(not(feature = "idna"))]
fn to_ascii(name: &str) -> Mapped {
    if name
        .bytes()
        .all(|b| !b.is_ascii_uppercase() && b.is_ascii())
    {
        return Mapped::Same;
    }
    let mut ascii = Buffer::default();
    for ch in name.chars() {
        let mapped = match ch {
            '\u{3002}' | '\u{FF0E}' | '\u{FF61}' => '.',
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(ch) - 0xFEE0).unwrap_or(ch),
            _ => ch,
        };
        if !mapped.is_ascii() {
            return Mapped::Unknown;
        }
        ascii.push(mapped.to_ascii_lowercase() as u8);
    }
    Mapped::Into(ascii)
}

/// A mapped name: 255 octets inline, more than a DNS name holds, so that
/// mapping allocates nothing for those; longer ones move to the heap.
struct Buffer {
    bytes: [u8; 255],
    len: usize,
    spilled: Vec<u8>,
}

impl Default for Buffer {
    fn default() -> Buffer {
        Buffer {
            bytes: [0; 255],
            len: 0,
            spilled: Vec::new(),
        }
    }
}

impl Buffer {
    /// Adds `b`.
    fn push(&mut self, b: u8) {
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = b;
            self.len += 1;
        } else {
            if self.spilled.is_empty() {
                self.spilled.extend_from_slice(&self.bytes);
            }
            self.spilled.push(b);
        }
    }

    fn as_bytes(&self) -> &[u8] {
        if self.spilled.is_empty() {
            &self.bytes[..self.len]
        } else {
            &self.spilled
        }
    }

    /// The text, when it is UTF-8 (always, once mapped).
    fn as_str(&self) -> &str {
        core::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }
}

impl fmt::Write for Buffer {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        // Never an error: the `idna` crate would take it for a Punycode
        // overflow, a panic.
        for b in s.bytes() {
            self.push(b);
        }
        Ok(())
    }
}

/// The URL Standard's forbidden host code points.
fn forbidden_in_host(ch: char) -> bool {
    matches!(
        ch,
        '\0' | '\t'
            | '\n'
            | '\r'
            | ' '
            | '#'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// The URL Standard's forbidden domain code points: the forbidden host
/// code points, the C0 controls, `%` and DEL.
fn forbidden_in_domain(ch: char) -> bool {
    forbidden_in_host(ch) || ch <= ' ' || ch == '%' || ch == '\u{7F}'
}

fn refuse(c: &mut Checker<'_>, span: Range<usize>, why: Refusal, ch: Option<char>) {
    if c.wants(Code::WhatwgRefused) {
        c.report(Finding::new(WhatwgDetail::Refused(why), Component::Host, span).with_char_opt(ch));
    }
}

/// `whatwg-ipv4` on the name at `span`, whose mapped form `mapped` ends in
/// a number.
fn report_ipv4(c: &mut Checker<'_>, span: Range<usize>, mapped: &str) {
    if !c.wants(Code::WhatwgIpv4) {
        return;
    }
    let address = ipv4::parse(mapped);
    let finding = Finding::new(WhatwgDetail::Ipv4(address), Component::Host, span.clone());
    c.report(if address.is_some() {
        finding.with_suggestion(span)
    } else {
        finding
    });
}

/// The suggestion of `whatwg-ipv4`: the address a browser reads, `octets`,
/// in dotted decimal.
pub(super) fn address_text(octets: [u8; 4]) -> Option<String> {
    let mut text = String::new();
    write!(text, "{}", core::net::Ipv4Addr::from(octets)).ok()?;
    Some(text)
}
