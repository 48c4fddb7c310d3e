//! The host of a special scheme as a browser reads it: percent-decoded,
//! mapped with IDNA (UTS 46, as browsers do; with the `idna` feature, else
//! the full-width forms of ASCII only), then read as an IPv4 address when
//! it ends in a number (`whatwg-ipv4`); refused when it holds a forbidden
//! character, is an `IPvFuture`, or IDNA refuses it (`whatwg-refused`).

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt::Write as _;
use core::ops::Range;

use crate::check::Checker;
use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::Detail;
use crate::diagnostic::error::Component;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::sentences::whatwg::{Refusal, WhatwgDetail};
use crate::percent::decode::decode_octets;
use crate::syntax::facts::Fact;
use crate::syntax::parse::Charset;
use crate::syntax::table::HostKind;

use super::ipv4;

/// The host rules, on a non-empty host of a special scheme.
pub(super) fn check(c: &mut Checker<'_>) {
    let Some(span) = c.host() else {
        return;
    };
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
            let forbidden = c.text[span.clone()].chars().find(|&ch| {
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
            });
            if let Some(ch) = forbidden {
                refuse(c, span, Refusal::Forbidden, Some(ch));
            }
        }
        _ => {}
    }
}

/// A registered name: its mapped form, and what a browser makes of it.
fn reg_name(c: &mut Checker<'_>, span: Range<usize>) {
    let plain = !c.may(Fact::Percent, Component::Host)
        && !c.may(Fact::NonAscii, Component::Host)
        && c.grammar.charset != Charset::Leiri;
    if plain && !might_be_punycode(&c.text[span.clone()]) {
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
    if ipv4::ends_in_number(&mapped) {
        report_ipv4(c, span, &mapped);
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

/// The name as a browser maps it (decoded, through IDNA), or `None`
/// when it refuses it (reported here) or the form is not known.
fn mapped(c: &mut Checker<'_>, span: Range<usize>) -> Option<String> {
    let written = &c.text[span.clone()];
    // A LEIRI's tabs and newlines are gone before the host is read.
    let text: Cow<'_, str> = if written.contains(STRIPPED) {
        Cow::Owned(written.replace(STRIPPED, ""))
    } else {
        Cow::Borrowed(written)
    };
    let octets = decode_octets(&text, false);
    let Ok(decoded) = core::str::from_utf8(&octets) else {
        refuse(c, span, Refusal::Forbidden, None);
        return None;
    };
    if let Some(ch) = decoded.chars().find(|&ch| forbidden_in_domain(ch)) {
        refuse(c, span, Refusal::Forbidden, Some(ch));
        return None;
    }
    match to_ascii(decoded) {
        Ok(Some(ascii)) => Some(ascii.into_owned()),
        Ok(None) => None,
        Err(()) => {
            refuse(c, span, Refusal::Idna, None);
            None
        }
    }
}

/// UTS 46 `ToASCII` as the URL Standard asks it (domain to ASCII, not
/// strict): the ASCII name, `Err` when IDNA refuses it.
#[cfg(feature = "idna")]
fn to_ascii(name: &str) -> Result<Option<Cow<'_, str>>, ()> {
    use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};
    Uts46::new()
        .to_ascii(
            name.as_bytes(),
            AsciiDenyList::URL,
            Hyphens::Allow,
            DnsLength::Ignore,
        )
        .map(Some)
        .map_err(|_| ())
}

/// Without IDNA tables: the full-width forms of ASCII and the full stops
/// IDNA maps to `.`, lowercased; `None` when another character remains
/// (no address can come of it then, unless IDNA maps it to a digit).
#[cfg(not(feature = "idna"))]
fn to_ascii(name: &str) -> Result<Option<Cow<'_, str>>, ()> {
    let mut ascii = String::with_capacity(name.len());
    for ch in name.chars() {
        let mapped = match ch {
            '\u{3002}' | '\u{FF0E}' | '\u{FF61}' => '.',
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(ch) - 0xFEE0).unwrap_or(ch),
            _ => ch,
        };
        if !mapped.is_ascii() {
            return Ok(None);
        }
        ascii.push(mapped.to_ascii_lowercase());
    }
    Ok(Some(Cow::Owned(ascii)))
}

/// The characters a browser removes from a LEIRI wherever they are.
const STRIPPED: [char; 3] = ['\t', '\n', '\r'];

/// The URL Standard's forbidden domain code points: the forbidden host
/// code points, the C0 controls, `%` and DEL.
fn forbidden_in_domain(ch: char) -> bool {
    matches!(
        ch,
        '\0'..=' '
            | '#'
            | '%'
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
            | '\u{7F}'
    )
}

fn refuse(c: &mut Checker<'_>, span: Range<usize>, why: Refusal, ch: Option<char>) {
    if c.wants(Code::WhatwgRefused) {
        c.report(
            Finding::new(Code::WhatwgRefused, Component::Host, span)
                .with_char_opt(ch)
                .with_detail(WhatwgDetail::Refused(why).into()),
        );
    }
}

/// `whatwg-ipv4` on the name at `span`, whose mapped form `mapped` ends in
/// a number.
fn report_ipv4(c: &mut Checker<'_>, span: Range<usize>, mapped: &str) {
    if !c.wants(Code::WhatwgIpv4) {
        return;
    }
    let address = ipv4::parse(mapped);
    let finding = Finding::new(Code::WhatwgIpv4, Component::Host, span.clone())
        .with_detail(WhatwgDetail::Ipv4(address).into());
    c.report(if address.is_some() {
        finding.with_suggestion(span)
    } else {
        finding
    });
}

/// The suggestion of `whatwg-ipv4`: the address a browser reads, in
/// dotted decimal.
pub(super) fn address_text(finding: &Finding) -> Option<String> {
    let Detail::Whatwg(WhatwgDetail::Ipv4(Some([a, b, d, e]))) = finding.detail() else {
        return None;
    };
    let mut text = String::new();
    write!(text, "{a}.{b}.{d}.{e}").ok()?;
    Some(text)
}
