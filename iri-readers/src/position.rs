//! Lines and columns of byte offsets: [`LineIndex`], and the one rule of
//! what ends a line ([`line_break`]).

use std::ops::Range;

/// A line and a column, both from 1; the column counts characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineColumn {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
}

/// The first line break of `bytes` at or after byte `from`: a line feed,
/// a carriage return and a line feed, or a carriage return alone — every
/// line break a text editor counts (and YAML's, TOML's, XML's). Every
/// line and column the readers and `iri-check` give are counted with it.
///
/// ```
/// use iri_readers::line_break;
///
/// assert_eq!(line_break(b"a\r\nb", 0), Some(1..3));
/// assert_eq!(line_break(b"a\rb\nc", 0), Some(1..2));
/// assert_eq!(line_break(b"a\rb\nc", 2), Some(3..4));
/// assert_eq!(line_break(b"abc", 0), None);
/// ```
#[must_use]
pub fn line_break(bytes: &[u8], from: usize) -> Option<Range<usize>> {
    let at = from + memchr::memchr2(b'\n', b'\r', bytes.get(from..)?)?;
    let len = if bytes[at] == b'\r' && bytes.get(at + 1) == Some(&b'\n') {
        2
    } else {
        1
    };
    Some(at..at + len)
}

/// How many line breaks ([`line_break`]) `bytes` holds.
///
/// ```
/// assert_eq!(iri_readers::count_line_breaks(b"a\r\nb\rc\n\nd"), 4);
/// ```
#[must_use]
pub fn count_line_breaks(bytes: &[u8]) -> usize {
    let mut count = 0;
    let mut from = 0;
    while let Some(found) = line_break(bytes, from) {
        count += 1;
        from = found.end;
    }
    count
}

/// The starts of the lines of a text, to turn byte offsets into lines
/// and columns (lines end at each [`line_break`]).
///
/// ```
/// use iri_readers::{LineColumn, LineIndex};
///
/// let text = "a\néb c\rx\r\n";
/// let index = LineIndex::new(text);
/// assert_eq!(index.position(text, 5), LineColumn { line: 2, column: 3 });
/// assert_eq!(index.line_span(text, 5), 2..7);
/// assert_eq!(index.position(text, 8), LineColumn { line: 3, column: 1 });
/// assert_eq!(index.line_span(text, 8), 8..9);
/// ```
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    /// The start of each line and the start of its line break (the end of
    /// the text for the last).
    lines: Vec<(usize, usize)>,
}

impl LineIndex {
    /// The index of `text`.
    #[must_use]
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut lines = Vec::new();
        let mut start = 0;
        while let Some(found) = line_break(bytes, start) {
            lines.push((start, found.start));
            start = found.end;
        }
        lines.push((start, text.len()));
        LineIndex { lines }
    }

    /// The line (from 0) of byte `at`.
    fn line_of(&self, at: usize) -> usize {
        self.lines.partition_point(|&(s, _)| s <= at).max(1) - 1
    }

    /// The line and column of byte `at` of `text` (the text indexed).
    #[must_use]
    pub fn position(&self, text: &str, at: usize) -> LineColumn {
        let at = at.min(text.len());
        let line = self.line_of(at);
        let start = self.lines[line].0;
        let before = text.get(start..at).map_or(0, |s| s.chars().count());
        LineColumn {
            line: line + 1,
            column: before + 1,
        }
    }

    /// The bytes of the line holding byte `at`, without its line break.
    #[must_use]
    pub fn line_span(&self, _text: &str, at: usize) -> Range<usize> {
        let (start, end) = self.lines[self.line_of(at)];
        start..end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_break_an_editor_counts_starts_a_line() {
        let text = "x\ry https://a/\r\nz\n\rw";
        let index = LineIndex::new(text);
        let at = text.find("https").unwrap();
        assert_eq!(index.position(text, at), LineColumn { line: 2, column: 3 });
        assert_eq!(&text[index.line_span(text, at)], "y https://a/");
        let w = text.find('w').unwrap();
        assert_eq!(index.position(text, w), LineColumn { line: 5, column: 1 });
        assert_eq!(count_line_breaks(text.as_bytes()), 4);
        // A CR LF is one break: its LF starts no line of its own.
        let lf = text.find("\r\n").unwrap() + 1;
        assert_eq!(index.position(text, lf).line, 2);
    }
}
