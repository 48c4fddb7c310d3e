//! An IRI found in a file, and where it is: [`Candidate`].

use std::cell::Cell;
use std::ops::Range;

use iri_checker::Place;
use iri_core::Grammar;
use iri_core::diagnostic::CompileTimeForm;
use iri_readers::{Escaping, Leniency, OffsetMap, Role};

/// An IRI found in a file: the text to check, and the line it was found on
/// (or a window of it) to show it and to compute positions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Candidate<'a> {
    /// The text checked (escapes and references decoded).
    pub(crate) text: &'a str,
    /// The line, from 1.
    pub(crate) line: u64,
    /// The line, or the part of it before and including the written text.
    pub(crate) context: &'a str,
    /// The column of the context's first character, from 1.
    pub(crate) context_column: u64,
    /// The file offset of the context's first byte.
    pub(crate) context_offset: u64,
    /// Where the written text starts in the context.
    pub(crate) at: usize,
    /// How the checked text maps to the written text, when they differ.
    pub(crate) escapes: Option<&'a OffsetMap>,
    /// How a new text is written in its place.
    pub(crate) escaping: Escaping,
    /// The grammar the format asks for (`--kind` overrides it).
    pub(crate) grammar: Grammar,
    /// What the format's processors do with characters the grammar
    /// refuses.
    pub(crate) leniency: Leniency,
    /// An IRI, or a URI Template where the format marks one.
    pub(crate) role: Role,
    /// The form that checks the value when the crate is built, where Rust
    /// source parses a constant at run time (the advice
    /// `source-parsed-at-run-time`).
    pub(crate) compile_time: Option<CompileTimeForm>,
    /// Whether fixes may be written back (the file's text is its bytes).
    pub(crate) writable: bool,
    /// The JSON pointer of the value (JSON, TOML, YAML).
    pub(crate) pointer: Option<&'a str>,
    /// The column counter of the context, shared by the candidates found
    /// in it.
    pub(crate) columns: &'a Columns,
    /// How its format compares it, and whether its end is a guess: what
    /// decides, with its findings, whether its fixes may be written.
    pub(crate) place: Place,
}

/// Counts the characters of a context up to a byte, from the byte asked
/// for last: the positions of the findings of a line, which come in the
/// order of their position, cost one pass over the line in all, not one
/// pass each (a minified file has thousands of IRIs on a line).
#[derive(Debug, Default)]
pub(crate) struct Columns {
    /// A byte of the context (a character boundary) and the characters
    /// before it.
    last: Cell<(usize, usize)>,
}

impl Columns {
    /// The characters of `context` before byte `at` (the end of the
    /// context if past it; none if `at` is inside a character).
    pub(crate) fn count(&self, context: &str, at: usize) -> usize {
        let at = at.min(context.len());
        if !context.is_char_boundary(at) {
            return 0;
        }
        let (byte, chars) = self.last.get();
        let chars = if byte <= at {
            chars + context[byte..at].chars().count()
        } else {
            chars - context[at..byte].chars().count()
        };
        self.last.set((at, chars));
        chars
    }
}

/// A position in a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    /// The line, from 1.
    pub(crate) line: u64,
    /// The column in characters, from 1.
    pub(crate) column: u64,
    /// The byte offset from the start of the file.
    pub(crate) offset: u64,
}

impl Candidate<'_> {
    /// The bytes of the context written for `span` of the checked text
    /// (whole escapes).
    pub(crate) fn context_span(&self, span: Range<usize>) -> Range<usize> {
        let inner = self.escapes.map_or(span.clone(), |m| m.covering(span));
        self.at + inner.start..self.at + inner.end
    }

    /// The bytes of the context to replace for `span` of the checked text,
    /// and the replacement as written there; `None` when it cannot be
    /// written back.
    pub(crate) fn edit(
        &self,
        span: Range<usize>,
        replacement: &str,
    ) -> Option<(Range<usize>, String)> {
        if !self.writable {
            return None;
        }
        let inner = match self.escapes {
            Some(map) => map.source_span(span)?,
            None => span,
        };
        let text = self.escaping.escape(replacement)?;
        Some((self.at + inner.start..self.at + inner.end, text))
    }

    /// The position of byte `at` of the context (which may span lines).
    pub(crate) fn position(&self, at: usize) -> Position {
        let at = at.min(self.context.len());
        // The context starts on the line where the written text starts
        // (`self.at`): only the written text can hold line breaks before
        // `at`, so only it is read (reading the line from its start for
        // each finding was quadratic in a minified file's one line).
        let from = self.at.min(at);
        let before = self.context.as_bytes().get(..at).unwrap_or_default();
        let lines = iri_readers::count_line_breaks(&before[from..]);
        if lines > 0 {
            // The start of the line of `at`: after the last line break
            // before it (one rule of line breaks, `iri_readers::line_break`).
            let mut start = from;
            while let Some(found) = iri_readers::line_break(before, start) {
                start = found.end;
            }
            let column = self.context.get(start..at).map_or(0, |s| s.chars().count());
            return Position {
                line: self.line + lines as u64,
                column: 1 + column as u64,
                offset: self.context_offset + at as u64,
            };
        }
        let columns = self.columns.count(self.context, at);
        Position {
            line: self.line,
            column: self.context_column + columns as u64,
            offset: self.context_offset + at as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_characters() {
        let context = "é <http://a/>";
        let candidate = Candidate {
            text: "http://a/",
            line: 4,
            context,
            context_column: 1,
            context_offset: 100,
            at: 4,
            escapes: None,
            escaping: Escaping::Verbatim,
            grammar: Grammar::IRI,
            leniency: Leniency::Strict,
            role: Role::Iri,
            compile_time: None,
            writable: true,
            pointer: None,
            columns: &Columns::default(),
            place: Place::default(),
        };
        let span = candidate.context_span(7..8);
        assert_eq!(span, 11..12);
        assert_eq!(
            candidate.position(span.start),
            Position {
                line: 4,
                column: 11,
                offset: 111
            }
        );
    }

    #[test]
    fn columns_carry_on_from_the_last_count() {
        let context = "aé b€c d";
        let columns = Columns::default();
        assert_eq!(columns.count(context, 3), 2);
        assert_eq!(columns.last.get(), (3, 2));
        // Further on: counted from byte 3, not from the start.
        assert_eq!(columns.count(context, 8), 5);
        assert_eq!(columns.last.get(), (8, 5));
        assert_eq!(columns.count(context, 8), 5);
        // Back: counted back from byte 8.
        assert_eq!(columns.count(context, 4), 3);
        assert_eq!(columns.last.get(), (4, 3));
        assert_eq!(columns.count(context, 1), 1);
        assert_eq!(columns.count(context, 100), 8);
        // A byte inside a character counts nothing (as before).
        let columns = Columns::default();
        assert_eq!(columns.count(context, 2), 0);
    }
}
