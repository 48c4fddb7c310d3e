//! The host rules that need IDNA (feature `idna`): `host-idna`,
//! `host-punycode`, the lengths of non-ASCII labels in Punycode, and the
//! hyphens of the Unicode form of `xn--` labels.
//!
//! IDNA is UTS 46 as `convert::idna_host` applies it (nontransitional, the
//! processing seed 004 allows and browsers use). A name is converted once,
//! without building the result; only when that fails (or when its labels do
//! not match the labels of the text one for one) are its labels converted
//! one by one, to find which is at fault.

use alloc::vec::Vec;
use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::host::idna::{
    ALabel, a_label, ascii_label_lengths, has_ace_prefix, label_error, to_ascii,
};
use crate::percent::decode::decode_utf8_with as decode_utf8;
use crate::rules::host::detail::{Edges, HostDetail, Measure, PunycodeFault, Rejected};
use crate::rules::host::{MAX_LABEL, Name, Wanted, hyphen_finding, label_length, measured, sizes};
use iri_core::Component;
use iri_core::diagnostic::Finding;

/// The IDNA rules on the registered name at `host`, which has non-ASCII or
/// `xn--` labels: measures its non-ASCII labels, which [`super::label`] left
/// unmeasured.
pub(super) fn check(c: &mut Checker<'_>, wanted: Wanted, name: &mut Name, host: Range<usize>) {
    if !(wanted.label_length || wanted.name_length || wanted.punycode || wanted.idna) {
        return;
    }
    let text = &c.text[host.clone()];
    let Some(decoded) = decode_utf8(text, false).ok() else {
        // Not UTF-8: no IDNA for the name, only for its labels that are.
        one_by_one(c, wanted, name, host, false);
        return;
    };
    let mut labels = 0;
    let mut octets = 0;
    let mut long = Vec::new();
    let converts = ascii_label_lengths(&decoded, |length| {
        if length > MAX_LABEL {
            long.push((labels, length));
        }
        labels += 1;
        octets += length;
    });
    if !converts {
        one_by_one(c, wanted, name, host, true);
        return;
    }
    if labels != text.split('.').count() {
        // A decoded `%2E`, or a full stop that UTS 46 maps to `.`, made labels.
        one_by_one(c, wanted, name, host, false);
        return;
    }
    name.octets = octets;
    name.converted |= name.unicode;
    name.unmeasured = 0;
    if !wanted.label_length {
        return;
    }
    // The ASCII labels too long were reported as written.
    for (index, length) in long {
        let span = label_spans(text, host.start)
            .nth(index)
            .unwrap_or(host.clone());
        let unicode = decode_utf8(&c.text[span.clone()], false).is_ok_and(|l| !l.is_ascii());
        if unicode {
            c.report(label_length(span, length, Measure::Punycode));
        }
    }
}

/// The spans of the labels of `host`, which starts at byte `start`.
fn label_spans(host: &str, start: usize) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut at = start;
    host.split('.').map(move |label| {
        let span = at..at + label.len();
        at = span.end + 1;
        span
    })
}

/// Converts the labels of `host` one by one: `host-punycode` for the `xn--`
/// labels, `host-idna` for the others, and measures those that convert. When
/// the whole name failed (`whole_failed`) but every label converts alone,
/// the labels break the bidi rule together, the one rule of UTS 46 across
/// labels.
fn one_by_one(
    c: &mut Checker<'_>,
    wanted: Wanted,
    name: &mut Name,
    host: Range<usize>,
    whole_failed: bool,
) {
    let text = c.text;
    let mut failed = false;
    for span in label_spans(&text[host.clone()], host.start) {
        let written = &text[span.clone()];
        let plain = written.bytes().all(|b| b.is_ascii() && b != b'%');
        if written.is_empty() || plain && !has_ace_prefix(written) {
            continue;
        }
        let Some(decoded) = decode_utf8(written, false).ok() else {
            failed = true;
            continue;
        };
        if let Some(meaning) = a_label(&decoded) {
            failed |= punycode(c, wanted, meaning, span);
        } else if decoded.is_ascii() {
            // An ASCII label that IDNA refuses holds a character that is no
            // business of this group (an encoded control, say).
            failed |= to_ascii(&decoded).is_none();
        } else if let Some(ascii) = to_ascii(&decoded) {
            name.unmeasured = name.unmeasured.saturating_sub(1);
            measured(c, wanted, name, span, sizes(&ascii), Measure::Punycode);
        } else {
            failed = true;
            if wanted.idna {
                not_converted(c, written, &decoded, span);
            }
        }
    }
    if whole_failed && !failed {
        let detail = HostDetail::BidiAcrossLabels {
            unicode: name.unicode,
        };
        if c.wants(detail.code()) {
            c.report(Finding::new(detail, Component::Host, host));
        }
    }
}

/// `host-punycode` for the `xn--` label at `span`, which stands for
/// `meaning`; whether it is at fault. A label that decodes to a label IDNA
/// rejects names the character to blame, where there is one.
fn punycode(c: &mut Checker<'_>, wanted: Wanted, meaning: ALabel<'_>, span: Range<usize>) -> bool {
    let (fault, ch) = match meaning {
        ALabel::Valid(_) => return false,
        _ if !wanted.punycode => return true,
        ALabel::Rejected(decoded) if decoded.is_ascii() => (PunycodeFault::Ascii, None),
        ALabel::Rejected(decoded) => {
            let ch = label_error(&decoded, 0..decoded.len(), 0).char();
            (PunycodeFault::Rejected(rejected(ch)), ch)
        }
        ALabel::Malformed => (PunycodeFault::Malformed, None),
    };
    c.report(Finding::new(HostDetail::Punycode(fault), Component::Host, span).with_char_opt(ch));
    true
}

/// What IDNA rejected in a label: the character `ch` to blame, or the
/// label as a whole.
fn rejected(ch: Option<char>) -> Rejected {
    match ch {
        Some(_) => Rejected::Character,
        None => Rejected::Label,
    }
}

/// `host-idna` for the label `written` at `span` (`decoded` once
/// percent-decoded), which IDNA does not convert: at the character to blame
/// where the label holds it as itself, else at the label.
fn not_converted(c: &mut Checker<'_>, written: &str, decoded: &str, span: Range<usize>) {
    let encoded = written.len() != decoded.len();
    let error = if encoded {
        label_error(decoded, 0..decoded.len(), 0)
    } else {
        label_error(written, span.clone(), 0)
    };
    let at = if encoded { span } else { error.span() };
    c.report(
        Finding::new(
            HostDetail::Idna {
                rejected: rejected(error.char()),
                encoded,
            },
            Component::Host,
            at,
        )
        .with_char_opt(error.char()),
    );
}

/// `host-hyphen` for the `xn--` label `label` at `span` whose Unicode form
/// starts or ends with `-` (RFC 5891 section 4.2.3.1). Only a label whose
/// Punycode starts with `-` or holds `--` can: its ASCII characters come
/// first, in order, before the last `-`.
pub(super) fn unicode_hyphen(c: &mut Checker<'_>, label: &str, span: Range<usize>) {
    let punycode = &label[4..];
    if !(punycode.starts_with('-') || punycode.contains("--")) {
        return;
    }
    let Some(ALabel::Valid(unicode)) = a_label(label) else {
        return;
    };
    if let Some(edges) = Edges::of(unicode.starts_with('-'), unicode.ends_with('-')) {
        c.report(hyphen_finding(span, edges, true));
    }
}
