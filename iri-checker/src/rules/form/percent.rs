//! Percent-encodings: `form-hex-case` (RFC 3986 sections 2.1 and 6.2.2.1),
//! `form-encoded-unreserved` (sections 2.3 and 6.2.2.2),
//! `form-encoded-character` (RFC 3987 section 5.3.2.3) and
//! `form-encoded-not-utf8` (RFC 3987 section 3.2).
//!
//! Each percent-encoding is looked at once, as percent-encoding
//! normalization reads it (`normalize::percent`): an unreserved ASCII
//! octet is decoded; the UTF-8 of a character the component may hold as
//! is (`ucschar` in an IRI, `iprivate` in its query, no bidi formatting
//! character) is decoded; any other keeps its encoding, with uppercase hex
//! digits. Adjacent encodings of one code make one finding.
//!
//! In a registered name the encoded non-ASCII characters are
//! `host-percent-encoded`'s (the host group): `form-encoded-character`
//! does not look there, and in a name that `host-percent-encoded`
//! rewrites, the findings of this module get no fix (the name belongs to
//! that fix, see [`Checker::may_fix`]). A `%2E` that makes a dot segment
//! once decoded gets no fix either: resolution reads only a literal `.` as
//! a dot (RFC 3986 section 5.2.4), so decoding it changes what the
//! reference resolves to; `form-dot-segments` is about it. Nor does a run
//! whose decoded characters would not be in NFC where they stand (with the
//! text before them, among themselves, or with a combining mark after
//! them): decoding alone would leave text that only normalizing the
//! component fixes (RFC 3987 section 5.3.2.2).

use alloc::string::String;
use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::normalize::decoding::Decoding;
#[cfg(feature = "nfc")]
use crate::normalize::nfc::may_compose_with;
use crate::normalize::path::in_dot_segment;
use crate::percent::decode::{encoded_char_at, triplet_at};
use crate::rules::form::detail::{DecodeFix, FormDetail};
#[cfg(feature = "nfc")]
use crate::rules::unicode::is_plain;
use crate::syntax::facts::Fact;
use iri_core::Charset;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;
use iri_core::grammar::UNRESERVED;

/// Which rules of the module the policy wants.
#[derive(Clone, Copy)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one flag per code, asked once"
)]
struct Wants {
    hex_case: bool,
    unreserved: bool,
    character: bool,
    not_utf8: bool,
}

/// What a percent-encoding is reported as.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Lowercase hexadecimal digits (`form-hex-case`).
    HexCase,
    /// An unreserved ASCII character (`form-encoded-unreserved`).
    Unreserved,
    /// A character an IRI holds as is (`form-encoded-character`).
    Character,
}

/// Adjacent percent-encodings of one kind, not yet reported.
struct Run {
    kind: Kind,
    span: Range<usize>,
    /// Whether its fix is certain (not a `%2E` making a dot segment).
    fixable: bool,
}

/// One component to look at.
struct Piece {
    component: Component,
    span: Range<usize>,
    decoding: Decoding,
}

/// Runs the percent-encoding rules on every component that has some.
pub(super) fn check(c: &mut Checker<'_>) {
    let wants = Wants {
        hex_case: c.wants(Code::FormHexCase),
        unreserved: c.wants(Code::FormEncodedUnreserved),
        character: c.wants(Code::FormEncodedCharacter),
        not_utf8: c.wants(Code::FormEncodedNotUtf8),
    };
    if !(wants.hex_case || wants.unreserved || wants.character || wants.not_utf8) {
        return;
    }
    let ucschar = c.grammar.charset != Charset::Uri;
    let decoding = Decoding {
        decode: true,
        upper_hex: true,
        ucschar,
        iprivate: false,
    };
    let pieces = [
        c.userinfo()
            .map(|span| (Component::Userinfo, span, decoding)),
        c.reg_name().map(|span| (Component::Host, span, decoding)),
        Some((Component::Path, c.path(), decoding)),
        c.query().map(|span| {
            let query = Decoding {
                iprivate: ucschar,
                ..decoding
            };
            (Component::Query, span, query)
        }),
        c.fragment()
            .map(|span| (Component::Fragment, span, decoding)),
    ];
    // The data of a `data:` IRI is octets in the charset its media type
    // names, any octets (RFC 2397 section 2): not UTF-8 is no fault there.
    let binary = c
        .scheme()
        .is_some_and(|s| c.text[s].eq_ignore_ascii_case("data"));
    for (component, span, decoding) in pieces.into_iter().flatten() {
        if !c.may(Fact::Percent, component) || !c.text.as_bytes()[span.clone()].contains(&b'%') {
            continue;
        }
        let wants = Wants {
            not_utf8: wants.not_utf8 && !(binary && component == Component::Path),
            ..wants
        };
        scan(
            c,
            wants,
            &Piece {
                component,
                span,
                decoding,
            },
        );
    }
}

/// Looks at each percent-encoding of `piece`.
fn scan(c: &mut Checker<'_>, wants: Wants, piece: &Piece) {
    let bytes = c.text.as_bytes();
    let end = piece.span.end;
    let mut run: Option<Run> = None;
    let mut not_utf8: Option<Range<usize>> = None;
    let mut at = piece.span.start;
    while let Some(offset) = bytes[at..end].iter().position(|&b| b == b'%') {
        at += offset;
        let Some(octet) = triplet_at(bytes, at) else {
            at += 1;
            continue;
        };
        let character = if octet < 0x80 {
            None
        } else {
            encoded_char_at(bytes, at, octet)
        };
        let (kind, len, fixable) = classify(c.text, at, octet, character, wants, piece);
        if octet >= 0x80 && character.is_none() && wants.not_utf8 {
            not_utf8 = match not_utf8.take() {
                Some(span) if span.end == at => Some(span.start..at + 3),
                Some(span) => {
                    report_not_utf8(c, piece, span);
                    Some(at..at + 3)
                }
                None => Some(at..at + 3),
            };
        }
        if let Some(kind) = kind {
            run = match run.take() {
                Some(r) if r.kind == kind && r.fixable == fixable && r.span.end == at => {
                    Some(Run {
                        span: r.span.start..at + len,
                        ..r
                    })
                }
                other => {
                    if let Some(r) = other {
                        report(c, piece, r);
                    }
                    Some(Run {
                        kind,
                        span: at..at + len,
                        fixable,
                    })
                }
            };
        }
        at += len;
    }
    if let Some(r) = run {
        report(c, piece, r);
    }
    if let Some(span) = not_utf8 {
        report_not_utf8(c, piece, span);
    }
}

/// What the percent-encoding of `octet` at `at` of `text` is: its kind
/// if any, the bytes it takes (the whole character for encoded UTF-8) and
/// whether its fix is certain. `character` is the encoded character that
/// starts there with its length, if `octet` is not ASCII and leads one.
fn classify(
    text: &str,
    at: usize,
    octet: u8,
    character: Option<(char, usize)>,
    wants: Wants,
    piece: &Piece,
) -> (Option<Kind>, usize, bool) {
    let bytes = text.as_bytes();
    let mut len = 3;
    if octet < 0x80 {
        if wants.unreserved && UNRESERVED.contains(octet) {
            let dot = octet == b'.' && makes_dot_segment(text, at, piece);
            return (Some(Kind::Unreserved), 3, !dot);
        }
    } else if let Some((ch, width)) = character {
        len = width;
        if wants.character && piece.component != Component::Host && piece.decoding.may_decode(ch) {
            return (Some(Kind::Character), len, true);
        }
    }
    let lowercase = bytes[at..at + len]
        .iter()
        .any(|&b| matches!(b, b'a'..=b'f'));
    let kind = (wants.hex_case && lowercase).then_some(Kind::HexCase);
    (kind, len, true)
}

/// Whether the `%2E` at `at` of `text` is in a path segment that is `.` or
/// `..` once decoded.
fn makes_dot_segment(text: &str, at: usize, piece: &Piece) -> bool {
    if piece.component != Component::Path {
        return false;
    }
    in_dot_segment(&text.as_bytes()[piece.span.clone()], at - piece.span.start)
}

/// Reports a run of percent-encodings, with its fix where it is certain
/// and free.
fn report(c: &mut Checker<'_>, piece: &Piece, run: Run) {
    let (detail, ch) = if run.kind == Kind::HexCase {
        (FormDetail::HexCase, None)
    } else {
        let written = &c.text[run.span.clone()];
        let mut chars = decoded_chars(written, piece.component);
        let ch = match (chars.next(), chars.next()) {
            (Some(first), None) => Some(first),
            _ => None,
        };
        let decoded = decoded_chars(written, piece.component);
        let decode_fix = if !run.fixable {
            DecodeFix::MakesDotSegment
        } else if !nfc_with_what_precedes(c, piece, run.span.start, decoded.clone()) {
            DecodeFix::NotNfc
        } else if joins_what_follows(c, piece, run.span.end, decoded) {
            DecodeFix::JoinsMark
        } else {
            DecodeFix::Fixes
        };
        let detail = if run.kind == Kind::Unreserved {
            FormDetail::EncodedUnreserved(decode_fix)
        } else {
            FormDetail::EncodedCharacter(decode_fix)
        };
        (detail, ch)
    };
    let fixable = match detail {
        FormDetail::EncodedUnreserved(fix) | FormDetail::EncodedCharacter(fix) => {
            fix == DecodeFix::Fixes
        }
        _ => run.fixable,
    };
    let finding = Finding::new(detail, piece.component, run.span.clone()).with_char_opt(ch);
    if fixable {
        c.report_with_fix(finding, run.span);
    } else {
        c.report(finding);
    }
}

/// The characters that a run of percent-encodings (`written`) stands for,
/// decoded one by one without allocating; in a host, ASCII letters in
/// lowercase, as normalization writes them. An octet that does not start
/// a UTF-8 character ends the run (the scan makes runs of whole ones).
fn decoded_chars(written: &str, component: Component) -> impl Iterator<Item = char> + Clone {
    let bytes = written.as_bytes();
    let mut at = 0;
    core::iter::from_fn(move || {
        let octet = triplet_at(bytes, at)?;
        let (ch, len) = if octet.is_ascii() {
            (char::from(octet), 3)
        } else {
            encoded_char_at(bytes, at, octet)?
        };
        at += len;
        Some(if component == Component::Host {
            ch.to_ascii_lowercase()
        } else {
            ch
        })
    })
}

/// The fix of `form-encoded-unreserved` and `form-encoded-character`: the
/// characters of the run `written`, decoded (in a host, in lowercase).
pub(super) fn decoded(written: &str, component: Component) -> Option<String> {
    let decoded: String = decoded_chars(written, component).collect();
    (!decoded.is_empty()).then_some(decoded)
}

/// Whether NFC may join the last decoded character of a run with the
/// character after the run (RFC 3987 section 5.3.2.2): decoding alone
/// would then leave text that is not in NFC (`%4B` before U+0301 makes
/// `K\u{301}`, whose normal form is U+1E30), which only normalizing the
/// component fixes.
#[cfg(feature = "nfc")]
fn joins_what_follows(
    c: &Checker<'_>,
    piece: &Piece,
    run_end: usize,
    decoded: impl Iterator<Item = char>,
) -> bool {
    let Some(last) = decoded.last() else {
        return false;
    };
    let rest = &c.text[run_end..piece.span.end];
    let bytes = rest.as_bytes();
    let next = match triplet_at(bytes, 0) {
        Some(octet) if octet.is_ascii() => Some(char::from(octet)),
        Some(lead) => encoded_char_at(bytes, 0, lead).map(|(ch, _)| ch),
        None => rest.chars().next(),
    };
    next.is_some_and(|next| may_compose_with(last, next))
}

/// Without NFC data, nothing is known to join.
#[cfg(not(feature = "nfc"))]
fn joins_what_follows(_: &Checker<'_>, _: &Piece, _: usize, _: impl Iterator<Item = char>) -> bool {
    false
}

/// Whether the characters decoded from a run at `run_start`, after the
/// text before them as written (back to the ASCII delimiter or `%` before
/// it, where `unicode-not-nfc` and NFC normalization start a run), are in
/// NFC (RFC 3987 section 5.3.2.2): a decoded combining mark may join or
/// reorder with the character before it (`a%CC%8A` makes `a\u{30A}`,
/// whose normal form is U+00E5), and the decoded characters may not be in
/// NFC among themselves. Otherwise decoding alone would leave text that is
/// not in NFC, which only normalizing the component fixes.
#[cfg(feature = "nfc")]
fn nfc_with_what_precedes(
    c: &Checker<'_>,
    piece: &Piece,
    run_start: usize,
    decoded: impl Iterator<Item = char> + Clone,
) -> bool {
    use iri_core::__private::internals::normalize::nfc::is_nfc_text;
    use unicode_normalization::{IsNormalized, is_nfc_quick};

    if decoded.clone().all(|ch| ch.is_ascii()) {
        return true;
    }
    let before = &c.text[piece.span.start..run_start];
    let from = before
        .bytes()
        .rposition(|b| b.is_ascii() && !UNRESERVED.contains(b))
        .map_or(0, |at| at + 1);
    // Plain characters (see `unicode::plain`: NFC quick check "yes",
    // combining class 0) join nothing before them and reorder with
    // nothing: after ASCII text, they are in NFC.
    if before[from..].is_ascii() && decoded.clone().all(|ch| ch.is_ascii() || is_plain(ch)) {
        return true;
    }
    let chars = before[from..].chars().chain(decoded);
    match is_nfc_quick(chars.clone()) {
        IsNormalized::Yes => true,
        IsNormalized::No => false,
        IsNormalized::Maybe => is_nfc_text(chars),
    }
}

/// Without NFC data, every text counts as in NFC.
#[cfg(not(feature = "nfc"))]
fn nfc_with_what_precedes(
    _: &Checker<'_>,
    _: &Piece,
    _: usize,
    _: impl Iterator<Item = char> + Clone,
) -> bool {
    true
}

/// Reports percent-encoded octets at `span` that are not UTF-8 (no fix:
/// they stand for no character).
fn report_not_utf8(c: &mut Checker<'_>, piece: &Piece, span: Range<usize>) {
    c.report(Finding::new(
        FormDetail::EncodedNotUtf8,
        piece.component,
        span,
    ));
}
