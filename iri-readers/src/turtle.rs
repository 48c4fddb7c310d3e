//! The Turtle family (N-Triples, N-Quads, Turtle, `TriG`, N3): every
//! IRIREF `<…>`, with its `\u` and `\U` escapes decoded; string literals,
//! comments and prefixed names skipped.
//!
//! Written by hand: the RDF parsers (`oxttl`, `rio_turtle`) give triples,
//! not where each IRI was written, and refuse the document at the first
//! bad IRI; the tokens that matter here are few (IRIREF, strings,
//! comments, escapes in local names).

use iri_core::Grammar;

use crate::Document;
use crate::format::Format;
use crate::found::{Comparison, Escaping, Found, Leniency, Role};
use crate::offsets::Decoding;
use crate::problem::{Problem, ProblemKind};

/// Appends the IRIs of `text`, a document of `format`, to `doc`.
pub(crate) fn read(text: &str, format: Format, doc: &mut Document) {
    let grammar = match format {
        Format::NTriples | Format::NQuads => Grammar::IRI,
        _ => Grammar::IRI_REFERENCE,
    };
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'#' => at = line_end(bytes, at),
            b'\\' => at = local_escape(text, at, doc),
            b'%' => {
                // In a prefixed name's local part (PLX): two hex digits.
                let hex = bytes.get(at + 1..at + 3);
                if !hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
                    doc.problems.push(Problem::new(
                        ProblemKind::Escape,
                        at..at + 1,
                        "`%` in a prefixed name not followed by two hexadecimal digits",
                    ));
                }
                at += 1;
            }
            quote @ (b'"' | b'\'') => at = string(text, at, quote, doc),
            b'<' => match bytes.get(at + 1) {
                Some(b'<') => at += 2,
                Some(b'=') if bytes.get(at + 2).is_none_or(u8::is_ascii_whitespace) => at += 2,
                _ => at = iri(text, at, grammar, doc),
            },
            _ => at += 1,
        }
    }
}

/// The characters a prefixed name's local part may escape (`PN_LOCAL_ESC`).
const LOCAL_ESCAPES: &str = "_~.-!$&'()*+,;=/?#@%";

/// Skips the escape of a prefixed name at `at`; the offset after it.
fn local_escape(text: &str, at: usize, doc: &mut Document) -> usize {
    let next = text[at + 1..].chars().next();
    let len = next.map_or(0, char::len_utf8);
    if !next.is_some_and(|c| LOCAL_ESCAPES.contains(c)) {
        doc.problems.push(Problem::new(
            ProblemKind::Escape,
            at..at + 1 + len,
            "invalid escape in a prefixed name: only `_~.-!$&'()*+,;=/?#@%` may be escaped",
        ));
    }
    at + 1 + len
}

/// The offset of the line break that ends the line of `at` (or the end).
fn line_end(bytes: &[u8], at: usize) -> usize {
    bytes[at..]
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .map_or(bytes.len(), |i| at + i)
}

/// Skips the string literal opening at `at`; the offset after it.
fn string(text: &str, at: usize, quote: u8, doc: &mut Document) -> usize {
    let bytes = text.as_bytes();
    let long = bytes.get(at + 1) == Some(&quote) && bytes.get(at + 2) == Some(&quote);
    let mut i = at + if long { 3 } else { 1 };
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'\n' | b'\r' if !long => break,
            b if b == quote => {
                if !long {
                    return i + 1;
                }
                if bytes.get(i + 1) == Some(&quote) && bytes.get(i + 2) == Some(&quote) {
                    // `""""` closes with the last three.
                    let mut end = i + 3;
                    while bytes.get(end) == Some(&quote) && end < i + 5 {
                        end += 1;
                    }
                    return end;
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    let end = i.min(bytes.len());
    doc.problems.push(Problem::new(
        ProblemKind::Syntax,
        at..end,
        "string literal not closed",
    ));
    end
}

/// Reads the IRIREF opening at `at`; the offset after it.
fn iri(text: &str, at: usize, grammar: Grammar, doc: &mut Document) -> usize {
    let bytes = text.as_bytes();
    let start = at + 1;
    // The first `>` or line break: to the `>` only (looking for the line's
    // end first went to the end of a long line for every IRI on it).
    let stop =
        memchr::memchr3(b'>', b'\n', b'\r', &bytes[start..]).map_or(bytes.len(), |i| start + i);
    let Some(close) = (bytes.get(stop) == Some(&b'>')).then_some(stop) else {
        doc.problems.push(Problem::new(
            ProblemKind::Syntax,
            at..stop,
            "`<` not closed by `>` on its line",
        ));
        return stop;
    };
    let raw = &text[start..close];
    let mut decoding = Decoding::new(raw);
    let mut i = 0;
    let mut bad = false;
    while let Some(rel) = raw[i..].find('\\') {
        let esc = i + rel;
        let digits = match raw.as_bytes().get(esc + 1) {
            Some(b'u') => 4,
            Some(b'U') => 8,
            _ => 0,
        };
        let hex = raw
            .get(esc + 2..esc + 2 + digits)
            .filter(|h| digits > 0 && h.bytes().all(|b| b.is_ascii_hexdigit()));
        let decoded = hex
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .and_then(char::from_u32);
        let len = if hex.is_some() {
            2 + digits
        } else {
            1 + raw[esc + 1..].chars().next().map_or(0, char::len_utf8)
        };
        if let Some(c) = decoded {
            decoding.replace_char(esc..esc + len, c);
        } else {
            bad = true;
            doc.problems.push(Problem::new(
                ProblemKind::Escape,
                start + esc..start + esc + len,
                if hex.is_some() {
                    "`\\u` escape of a code point that is not a character (a surrogate)"
                } else {
                    "invalid escape in an IRI: only `\\uXXXX` and `\\UXXXXXXXX` are allowed"
                },
            ));
        }
        i = esc + len;
    }
    let (value, offsets) = decoding.finish();
    if !bad {
        doc.found.push(Found {
            value,
            span: start..close,
            offsets,
            grammar,
            escaping: Escaping::TurtleIri,
            pointer: None,
            leniency: Leniency::Strict,
            role: Role::Iri,
            comparison: Comparison::Characters,
            end_guessed: false,
            compile_time: None,
        });
    }
    close + 1
}

#[cfg(test)]
mod tests {
    use crate::{Format, read_str};

    fn values(format: Format, text: &str) -> Vec<String> {
        read_str(format, text)
            .found
            .into_iter()
            .map(|f| format!("{}={}", f.value, &text[f.span]))
            .collect()
    }

    #[test]
    fn literals_comments_and_local_escapes_hide_nothing() {
        let ttl = "@prefix ex: <http://e/> . # <http://comment/>\n\
                   ex:a\\#b ex:p \"<http://lit/> \\\" <x>\" , '''a\n<y>''' ; ex:q <b> .";
        assert_eq!(values(Format::Turtle, ttl), ["http://e/=http://e/", "b=b"]);
    }

    #[test]
    fn escapes_are_decoded_and_mapped() {
        let doc = read_str(Format::NTriples, "<http://a/\\u00E9\\U0001F600> <p> <o> .");
        let f = &doc.found[0];
        assert_eq!(f.value, "http://a/é😀");
        assert_eq!(f.source_span(9..11), 10..16);
        assert_eq!(f.source_span(11..15), 16..26);
        assert_eq!(f.grammar, iri_core::Grammar::IRI);
    }

    #[test]
    fn bad_escapes_and_unclosed_iris_are_problems() {
        let doc = read_str(Format::Turtle, "<http://a/\\u00ZZ> <b\\n> <c\n");
        assert!(doc.found.is_empty());
        let spans: Vec<_> = doc.problems.iter().map(|p| p.span.clone()).collect();
        assert_eq!(spans, [10..12, 20..22, 24..26]);
    }

    #[test]
    fn prefixed_names_escape_only_what_their_grammar_allows() {
        assert!(
            read_str(Format::Turtle, "ex:a\\~b ex:c%20 ex:d\\%41 .")
                .problems
                .is_empty()
        );
        let doc = read_str(Format::Turtle, "ex:a%2o ex:\\u0041 .");
        let spans: Vec<_> = doc.problems.iter().map(|p| p.span.clone()).collect();
        assert_eq!(spans, [4..5, 11..13]);
    }

    #[test]
    fn triple_terms_and_n3_operators_are_not_iris() {
        assert_eq!(
            values(Format::Turtle, "<<( <a> <b> <c> )>> <= <d> ."),
            ["a=a", "b=b", "c=c", "d=d"]
        );
    }
}
