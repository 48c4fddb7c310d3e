//! An IRI found in a file, and where it is: [`Candidate`].

use std::cell::Cell;
use std::ops::Range;

/// Where the text checked differs from the text written (JSON escapes):
/// for each escape, the offsets just after it in the checked text and in
/// the written text. Between escapes, the two are the same bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct OffsetMap {
    points: Vec<(usize, usize)>,
}

impl OffsetMap {
    /// Whether there is no escape.
    pub(crate) fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// Forgets every escape.
    pub(crate) fn clear(&mut self) {
        self.points.clear();
    }

    /// Records that after `decoded` bytes of checked text come `raw` bytes
    /// of written text.
    pub(crate) fn push(&mut self, decoded: usize, raw: usize) {
        self.points.push((decoded, raw));
    }

    /// The offset in the written text of offset `decoded` of the checked
    /// text (a character boundary).
    pub(crate) fn raw(&self, decoded: usize) -> usize {
        let at = self.points.partition_point(|&(d, _)| d <= decoded);
        match at.checked_sub(1).map(|i| self.points[i]) {
            Some((d, r)) => r + (decoded - d),
            None => decoded,
        }
    }
}

/// An IRI found in a file: the text to check, and the line it was found on
/// (or a window of it) to show it and to compute positions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Candidate<'a> {
    /// The text checked (JSON escapes decoded).
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
    /// Whether the context allows a relative reference.
    pub(crate) may_be_relative: bool,
    /// The JSON pointer of the value, in JSON mode.
    pub(crate) pointer: Option<&'a str>,
    /// The column counter of the context, shared by the candidates found
    /// in it.
    pub(crate) columns: &'a Columns,
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
    /// The bytes of the context written for `span` of the checked text.
    pub(crate) fn context_span(&self, span: Range<usize>) -> Range<usize> {
        let map = |i| self.at + self.escapes.map_or(i, |m| m.raw(i));
        map(span.start)..map(span.end)
    }

    /// The position of byte `at` of the context.
    pub(crate) fn position(&self, at: usize) -> Position {
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
    fn offsets_map_across_escapes() {
        // Written `a\u00e9b\/c`, checked `aéb/c`.
        let mut map = OffsetMap::default();
        map.push(3, 7);
        map.push(5, 10);
        assert_eq!(map.raw(0), 0);
        assert_eq!(map.raw(1), 1);
        assert_eq!(map.raw(3), 7);
        assert_eq!(map.raw(4), 8);
        assert_eq!(map.raw(5), 10);
        assert_eq!(map.raw(6), 11);
    }

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
            may_be_relative: false,
            pointer: None,
            columns: &Columns::default(),
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
