//! `host-dns-character`: the registered names of schemes whose hosts are
//! DNS host names (the scheme table's `dns_host`) hold letters, digits,
//! `-` and `.` only (RFC 1123 section 2.1, the LDH labels of RFC 5890
//! section 2.3.1); `_` is let through (see the code's documentation).
//!
//! A name of letters, digits, `-`, `.` and `_` (most names) costs one pass
//! over its bytes; the scheme is looked up only for a name that holds
//! something else.

use core::ops::Range;

use crate::check::Checker;
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::sentences::host::{HostDetail, Measure};
use crate::percent::decode::triplet_at;
use crate::schemes::table;

/// Whether a DNS host name holds the ASCII byte `b`: letters, digits, `-`,
/// `.`, and `_`, which resolvers take although RFC 1123 leaves it out.
const fn is_host_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_')
}

/// Checks the registered name at `host` (not empty).
pub(super) fn check(c: &mut Checker<'_>, host: Range<usize>) {
    let name = &c.text.as_bytes()[host.clone()];
    if name.iter().all(|&b| is_host_byte(b)) {
        return;
    }
    let dns_bound = c
        .scheme()
        .and_then(|scheme| table::entry_of_scheme(c.text, scheme.end))
        .is_some_and(|entry| entry.rules().dns_host);
    if !dns_bound {
        return;
    }
    let mut start = host.start;
    for (at, &b) in (host.start..).zip(name) {
        if b == b'.' {
            label(c, start..at);
            start = at + 1;
        }
    }
    label(c, start..host.end);
}

/// Reports the first character of the label at `span` that a DNS host
/// name does not hold, if any.
fn label(c: &mut Checker<'_>, span: Range<usize>) {
    let text = c.text;
    let written = &text[span.clone()];
    let mut at = span.start;
    let mut non_ascii = false;
    while at < span.end {
        let b = text.as_bytes()[at];
        if b == b'%' {
            let Some(octet) = triplet_at(text.as_bytes(), at) else {
                return;
            };
            if octet.is_ascii() {
                // `%2E` is a dot between labels, as DNS reads it.
                if !is_host_byte(octet) {
                    report(c, at..at + 3, char::from(octet), Measure::Decoded);
                    return;
                }
            } else {
                non_ascii = true;
            }
            at += 3;
        } else if b.is_ascii() {
            if !is_host_byte(b) {
                report(c, at..at + 1, char::from(b), Measure::Written);
                return;
            }
            at += 1;
        } else {
            non_ascii = true;
            at += 1;
        }
    }
    if non_ascii {
        mapped(c, written, span);
    }
}

/// A label with non-ASCII characters written as themselves: the
/// characters of its IDNA `ToASCII` form (a label IDNA refuses is
/// `host-idna`'s). A label that percent-encodes them is not mapped: the
/// decoding would cost an allocation on every such name.
#[cfg(feature = "idna")]
fn mapped(c: &mut Checker<'_>, written: &str, span: Range<usize>) {
    if written.contains('%') {
        return;
    }
    if let Some(b) = crate::host::idna::first_ascii_byte_not(written, is_host_byte) {
        report(c, span, char::from(b), Measure::Punycode);
    }
}

/// Without the `idna` feature, labels with non-ASCII characters are not
/// mapped, and not checked.
#[cfg(not(feature = "idna"))]
fn mapped(_: &mut Checker<'_>, _: &str, _: Range<usize>) {}

/// Reports `ch`, read at `span` in the form `measure` says.
fn report(c: &mut Checker<'_>, span: Range<usize>, ch: char, measure: Measure) {
    c.report(
        Finding::new(Code::HostDnsCharacter, Component::Host, span)
            .with_char(ch)
            .with_detail(HostDetail::DnsCharacter(measure).into()),
    );
}
