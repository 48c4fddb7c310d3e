//! Case: `form-scheme-case` and `form-host-case` (RFC 3986 sections 3.1,
//! 3.2.2 and 6.2.2.1). The hex digits of percent-encodings are
//! [`percent`](super::percent)'s.

use alloc::string::String;
use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::normalize::decoding::Decoding;
use crate::normalize::percent::may_compose;
use crate::rules::form::detail::FormDetail;
use iri_core::Component;
use iri_core::HostKind;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;
use iri_core::grammar::UPPERCASE;

/// `form-scheme-case`: uppercase letters in the scheme; the fix lowercases it.
pub(super) fn scheme_case(c: &mut Checker<'_>) {
    if !c.wants(Code::FormSchemeCase) {
        return;
    }
    let Some(range) = c.scheme() else {
        return;
    };
    let scheme = &c.text[range.clone()];
    if scheme.bytes().any(|b| UPPERCASE.contains(b)) {
        let finding = Finding::new(FormDetail::SchemeCase, Component::Scheme, range.clone());
        c.report_with_fix(finding, range);
    }
}

/// The `Decoding` that normalization reads the host with when it decides whether a
/// letter may compose with what follows (as `normalize` with every step).
const HOST_DECODING: Decoding = Decoding {
    decode: true,
    upper_hex: true,
    ucschar: true,
    iprivate: false,
};

/// `form-host-case`: uppercase ASCII letters in a registered name, which
/// normalization lowercases (RFC 3986 section 6.2.2.1).
///
/// The letters are those normalization lowercases: not the hex digits of a
/// percent-encoding, and not a letter that NFC may compose with what
/// follows it (`A` and U+030A make `Å`, whose case is no ASCII matter).
/// An all-ASCII name without `%` is one finding, its fix the name in
/// lowercase; otherwise each stretch of ASCII between percent-encodings
/// and other characters is one, from its first such letter to its last,
/// so that the fixes leave the percent-encodings and the NFC fixes alone.
/// A name that `host-percent-encoded` rewrites gets no fix (it belongs to
/// that fix, see [`Checker::may_fix`]).
pub(super) fn host_case(c: &mut Checker<'_>) {
    let Some(host) = c.host() else {
        return;
    };
    if c.host_kind() != Some(HostKind::RegName) || !c.wants(Code::FormHostCase) {
        return;
    }
    let text = &c.text[host.clone()];
    let bytes = text.as_bytes();
    if !bytes.iter().any(|&b| UPPERCASE.contains(b)) {
        return;
    }
    let plain = bytes.iter().all(|&b| b.is_ascii() && b != b'%');
    if plain {
        report(c, host);
        return;
    }
    // The letters to lowercase, stretch by stretch.
    let mut stretch: Option<Range<usize>> = None;
    let mut at = 0;
    while at < bytes.len() {
        let b = bytes[at];
        if b == b'%' || !b.is_ascii() {
            if let Some(span) = stretch.take() {
                report(c, host.start + span.start..host.start + span.end);
            }
            at += if b == b'%' { 3 } else { 1 };
            continue;
        }
        if UPPERCASE.contains(b) && !may_compose(text, at, HOST_DECODING) {
            stretch = Some(stretch.map_or(at..at + 1, |span| span.start..at + 1));
        }
        at += 1;
    }
    if let Some(span) = stretch {
        report(c, host.start + span.start..host.start + span.end);
    }
}

/// Reports the letters to lowercase at `span` of the name, with their fix
/// when the stretch is free.
fn report(c: &mut Checker<'_>, span: Range<usize>) {
    let finding = Finding::new(FormDetail::HostCase, Component::Host, span.clone());
    c.report_with_fix(finding, span);
}

/// The fix of `form-host-case`: the ASCII text at `span` of `input` with its
/// uppercase letters lowered, but those that may compose with what follows
/// them (what follows a name is a delimiter, which composes with nothing,
/// so the whole input serves as the name's context).
pub(super) fn lowercased(input: &str, span: Range<usize>) -> Option<String> {
    let mut out = String::from(input.get(span.clone())?);
    for (offset, at) in span.enumerate() {
        let b = input.as_bytes()[at];
        if UPPERCASE.contains(b) && !may_compose(input, at, HOST_DECODING) {
            out[offset..=offset].make_ascii_lowercase();
        }
    }
    Some(out)
}
