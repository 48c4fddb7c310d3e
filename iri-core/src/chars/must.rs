//! RFC 3987's one MUST beyond the grammar, section 4.1: an IRI holds no
//! bidi formatting character. The grammar's `ucschar` admits them, so the
//! parser accepts them; the typed constructors refuse them here, and the
//! checker's `bidi-formatting` rule reports each of them with this search.

use crate::chars::bidi::{is_bidi_formatting, may_hold_bidi_formatting};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::finding::Finding;
use crate::syntax::facts::Facts;
use crate::syntax::parse::{Charset, Grammar};
use crate::syntax::table::Offsets;

/// The first bidi formatting character of `text` at or after byte `from`,
/// as a `bidi-formatting` finding in the component `offsets` give it.
///
/// Every such character starts with the byte 0xE2: the search looks for it
/// and decodes only there.
#[must_use]
pub fn next_bidi_formatting(text: &str, offsets: Offsets, from: usize) -> Option<Finding> {
    let bytes = text.as_bytes();
    let mut from = from;
    while let Some(offset) = bytes.get(from..)?.iter().position(|&b| b == 0xE2) {
        let at = from + offset;
        from = at + 1;
        if let Some(ch) = text.get(at..).and_then(|rest| rest.chars().next())
            && is_bidi_formatting(ch)
        {
            let span = at..at + ch.len_utf8();
            return Some(
                Finding::of_code(Code::BidiFormatting, offsets.component_at(at), span)
                    .with_char(ch),
            );
        }
    }
    None
}

/// Refuses `text`, parsed with `grammar` into `offsets` with `facts`, when
/// it holds a bidi formatting character (a LEIRI may hold them: the LEIRI
/// note leaves them to its conversion to an IRI). This is what the typed
/// constructors refuse beyond the grammar: the errors of the checker's
/// default policy.
#[inline]
pub(crate) fn refuse_bidi_formatting(
    text: &str,
    offsets: Offsets,
    facts: Facts,
    grammar: Grammar,
) -> Result<(), ParseError> {
    if !facts.may_hold_bidi_formatting()
        || grammar.charset == Charset::Leiri
        || !may_hold_bidi_formatting(text.as_bytes())
    {
        return Ok(());
    }
    match next_bidi_formatting(text, offsets, 0) {
        Some(finding) => Err(finding.to_parse_error()),
        None => Ok(()),
    }
}
