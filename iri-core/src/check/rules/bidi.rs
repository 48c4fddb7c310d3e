//! Bidirectional text: the formatting characters RFC 3987 section 4.1
//! forbids.

use super::super::Checker;
use super::super::finding::Finding;
use crate::bidi::is_bidi_formatting;
use crate::codes::Code;
use crate::parse::Charset;

/// Finds the bidi formatting characters (`bidi-formatting`) of IRIs. A
/// LEIRI may hold them: the LEIRI note lists them among the characters
/// `to_iri` percent-encodes, and `leiri-character` reports them.
pub(in crate::check) fn check(c: &mut Checker<'_>) {
    if !c.wants(Code::BidiFormatting) || c.grammar.charset == Charset::Leiri || c.text.is_ascii() {
        return;
    }
    // Every bidi formatting character is encoded as 0xE2 0x80 or 0xE2 0x81
    // followed by one more byte: look at those places only.
    let bytes = c.text.as_bytes();
    let mut from = 0;
    while let Some(offset) = bytes[from..].iter().position(|&b| b == 0xE2) {
        let at = from + offset;
        from = at + 1;
        let Some(ch) = c.text.get(at..).and_then(|rest| rest.chars().next()) else {
            continue;
        };
        if is_bidi_formatting(ch) {
            let component = c.table.component_at(at);
            c.report(
                Finding::new(Code::BidiFormatting, component, at..at + ch.len_utf8()).with_char(ch),
            );
        }
    }
}
