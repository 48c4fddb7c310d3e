//! What a browser does to a LEIRI before and while parsing it
//! (`whatwg-stripped`, `whatwg-backslash`): it removes tabs and newlines
//! everywhere and controls and spaces at either end, and reads `\` as `/`
//! before the query of a special scheme. An IRI holds none of these
//! characters; LEIRI-to-IRI conversion percent-encodes them instead.

use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::whatwg::detail::WhatwgDetail;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The rules on a LEIRI; `special` when its scheme is special.
pub(super) fn check(c: &mut Checker<'_>, special: bool) {
    if c.wants(Code::WhatwgStripped) {
        stripped(c);
    }
    if special && c.wants(Code::WhatwgBackslash) {
        backslashes(c);
    }
}

/// Whether a browser removes `b` wherever it is.
const fn removed_anywhere(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\r')
}

/// Whether a browser removes `b` at either end.
const fn removed_at_ends(b: u8) -> bool {
    b <= b' '
}

/// `whatwg-stripped`: the controls and spaces at the end (the start of a
/// LEIRI is a scheme's letter), and each run of tabs and newlines.
fn stripped(c: &mut Checker<'_>) {
    let bytes = c.text.as_bytes();
    let trailing = bytes
        .iter()
        .rev()
        .take_while(|&&b| removed_at_ends(b))
        .count();
    let end = bytes.len() - trailing;
    let mut at = 0;
    while at < end {
        if removed_anywhere(bytes[at]) {
            let run = bytes[at..end]
                .iter()
                .take_while(|&&b| removed_anywhere(b))
                .count();
            report(c, at..at + run);
            at += run;
        } else {
            at += 1;
        }
    }
    if trailing > 0 {
        report(c, end..bytes.len());
    }
}

fn report(c: &mut Checker<'_>, span: Range<usize>) {
    let count = u32::try_from(span.len()).unwrap_or(u32::MAX);
    let ch = (span.len() == 1).then(|| char::from(c.text.as_bytes()[span.start]));
    let finding = Finding::new(
        WhatwgDetail::Stripped { count },
        c.component_at(span.start),
        span,
    )
    .with_char_opt(ch);
    c.report(finding);
}

/// `whatwg-backslash`: each `\` before the query and the fragment.
fn backslashes(c: &mut Checker<'_>) {
    let end = c
        .query()
        .map(|q| q.start - 1)
        .or_else(|| c.fragment().map(|f| f.start - 1))
        .unwrap_or(c.text.len());
    let mut from = 0;
    while let Some(found) = c.text[from..end].find('\\') {
        let at = from + found;
        let component = c.component_at(at);
        c.report(
            Finding::new(WhatwgDetail::Backslash, component, at..at + 1)
                .with_char('\\')
                .with_suggestion(at..at + 1),
        );
        from = at + 1;
    }
}
