//! Lines and columns of byte offsets: [`LineIndex`].

/// A line and a column, both from 1; the column counts characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineColumn {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
}

/// The starts of the lines of a text, to turn byte offsets into lines
/// and columns (lines end at `\n`; a `\r` before it belongs to the line).
///
/// ```
/// use iri_readers::{LineColumn, LineIndex};
///
/// let text = "a\néb c\n";
/// let index = LineIndex::new(text);
/// assert_eq!(index.position(text, 5), LineColumn { line: 2, column: 3 });
/// assert_eq!(index.line_span(text, 5), 2..7);
/// ```
#[derive(Clone, Debug, Default)]
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    /// The index of `text`.
    #[must_use]
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex { starts }
    }

    /// The line (from 0) of byte `at`.
    fn line_of(&self, at: usize) -> usize {
        self.starts.partition_point(|&s| s <= at) - 1
    }

    /// The line and column of byte `at` of `text` (the text indexed).
    #[must_use]
    pub fn position(&self, text: &str, at: usize) -> LineColumn {
        let at = at.min(text.len());
        let line = self.line_of(at);
        let start = self.starts[line];
        let before = text.get(start..at).map_or(0, |s| s.chars().count());
        LineColumn {
            line: line + 1,
            column: before + 1,
        }
    }

    /// The bytes of the line holding byte `at`, without its line break.
    #[must_use]
    pub fn line_span(&self, text: &str, at: usize) -> std::ops::Range<usize> {
        let line = self.line_of(at.min(text.len()));
        let start = self.starts[line];
        let mut end = self.starts.get(line + 1).map_or(text.len(), |&s| s - 1);
        if end > start && text.as_bytes()[end - 1] == b'\r' {
            end -= 1;
        }
        start..end
    }
}
