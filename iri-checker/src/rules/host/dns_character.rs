//! `host-dns-character`: the registered names of schemes whose hosts are
//! DNS host names (the scheme table's `dns_host`) hold letters, digits,
//! `-` and `.` only (RFC 1123 section 2.1, the LDH labels of RFC 5890
//! section 2.3.1); `_` is let through (see the code's documentation).
//!
//! A name of letters, digits, `-`, `.` and `_` (most names) costs nothing
//! here: the group's one pass over the name's words (`survey`) tells them;
//! the scheme is looked up only for a name that may hold something else.

use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::percent::decode::triplet_at;
use crate::rules::host::detail::{HostDetail, Measure};
use iri_core::Component;
use iri_core::diagnostic::Finding;

/// Whether a DNS host name holds the ASCII byte `b`: letters, digits, `-`,
/// `.`, and `_`, which resolvers take although RFC 1123 leaves it out.
pub(super) const fn is_host_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_')
}

/// Whether the word `word` (eight bytes of a registered name) may hold a
/// byte other than letters, digits, `-`, `.` and `_`: what the grammar lets
/// a registered name hold besides them is a sub-delim (`!`, `$`, `&` to
/// `,`, `;`, `=`), `~`, `%` (all below `-` but `;`, `=` and `~`) and the
/// bytes of non-ASCII characters (from 0x80). `false` is exact; `true` may
/// be said of a word that holds none only if it is not of a registered
/// name.
#[inline]
pub(super) fn word_holds_other(word: u64) -> bool {
    use crate::word::{self, HIGH, splat};
    // A byte at 0x80 or above; below `-` (exact for words of ASCII bytes,
    // the others being caught by their high bits); one of `;`, `=`, `~`.
    (word & HIGH)
        | word::some_below(word, b'-')
        | word::some_zero(word ^ splat(b';'))
        | word::some_zero(word ^ splat(b'='))
        | word::some_zero(word ^ splat(b'~'))
        != 0
}

/// Checks the labels of the registered name at `host`, which may hold a
/// byte other than letters, digits, `-`, `.` and `_`, if its scheme's
/// hosts are DNS host names.
#[inline(never)]
pub(super) fn check_labels(c: &mut Checker<'_>, host: Range<usize>) {
    let name = &c.text.as_bytes()[host.clone()];
    let dns_bound = c.scheme_entry().is_some_and(|entry| entry.rules().dns_host);
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
    c.report(Finding::new(HostDetail::DnsCharacter(measure), Component::Host, span).with_char(ch));
}
