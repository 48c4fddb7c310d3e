//! How the value checked maps to the text written: [`OffsetMap`].

use std::ops::Range;

/// Maps byte offsets of a decoded value to byte offsets of the source it
/// was read from.
///
/// Between the pieces it records, the value and the source hold the same
/// bytes. A piece is a stretch whose decoded text differs from what is
/// written: an escape (`\u00E9`, `&amp;`, `\"`) or an expansion (a
/// JSON-LD prefix standing for its IRI).
///
/// ```
/// use iri_readers::OffsetMap;
///
/// // Written `a\u00E9b`, decoded `aéb`.
/// let mut map = OffsetMap::default();
/// map.push(1..3, 1..7);
/// assert_eq!(map.source_span(0..1), Some(0..1));
/// assert_eq!(map.source_span(1..3), Some(1..7));
/// assert_eq!(map.source_span(3..4), Some(7..8));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OffsetMap {
    /// Decoded and written ranges, in order, not overlapping.
    pieces: Vec<(Range<usize>, Range<usize>)>,
}

impl OffsetMap {
    /// Records that `decoded` bytes of the value were written as `written`
    /// bytes of the source (both relative to the starts of the value and
    /// of its written text). Pieces are pushed in order.
    pub fn push(&mut self, decoded: Range<usize>, written: Range<usize>) {
        debug_assert!(
            self.pieces
                .last()
                .is_none_or(|(d, w)| d.end <= decoded.start && w.end <= written.start)
        );
        self.pieces.push((decoded, written));
    }

    /// Whether the value is written as it is.
    #[must_use]
    pub fn is_identity(&self) -> bool {
        self.pieces.is_empty()
    }

    /// The piece around decoded offset `at`, or the last one before it.
    fn locate(&self, at: usize) -> Option<&(Range<usize>, Range<usize>)> {
        let after = self.pieces.partition_point(|(d, _)| d.start <= at);
        after.checked_sub(1).map(|i| &self.pieces[i])
    }

    /// The written offset of the start of decoded byte `at`.
    #[must_use]
    pub fn start(&self, at: usize) -> usize {
        match self.locate(at) {
            Some((d, w)) if at < d.end => w.start,
            Some((d, w)) => w.end + (at - d.end),
            None => at,
        }
    }

    /// The written offset of the end of the decoded bytes before `at`.
    #[must_use]
    pub fn end(&self, at: usize) -> usize {
        let after = self.pieces.partition_point(|(d, _)| d.start < at);
        match after.checked_sub(1).map(|i| &self.pieces[i]) {
            Some((d, w)) if at <= d.end => w.end,
            Some((d, w)) => w.end + (at - d.end),
            None => at,
        }
    }

    /// The written bytes of decoded span `span`, when both of its ends fall
    /// on the edges of pieces (never inside an escape or an expansion),
    /// so that the written bytes can be replaced by a new value.
    #[must_use]
    pub fn source_span(&self, span: Range<usize>) -> Option<Range<usize>> {
        let inside = |at: usize| self.pieces.iter().any(|(d, _)| d.start < at && at < d.end);
        (!inside(span.start) && !inside(span.end)).then(|| self.covering(span))
    }

    /// The map of `span` of the value (which starts and ends outside any
    /// piece) as a value of its own, and where its written text starts.
    #[must_use]
    pub fn slice(&self, span: Range<usize>) -> (OffsetMap, usize) {
        let written = self.start(span.start);
        let pieces = self
            .pieces
            .iter()
            .filter(|(d, _)| d.start >= span.start && d.end <= span.end)
            .map(|(d, w)| {
                (
                    d.start - span.start..d.end - span.start,
                    w.start - written..w.end - written,
                )
            })
            .collect();
        (OffsetMap { pieces }, written)
    }

    /// The written bytes that hold decoded span `span`, widened to whole
    /// escapes: where to point at in the source.
    #[must_use]
    pub fn covering(&self, span: Range<usize>) -> Range<usize> {
        let start = self.start(span.start);
        let end = if span.is_empty() {
            start
        } else {
            self.end(span.end).max(start)
        };
        start..end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_map_to_their_written_bytes() {
        // Written `a\u00e9b\/c`, decoded `aéb/c`.
        let mut map = OffsetMap::default();
        map.push(1..3, 1..7);
        map.push(4..5, 8..10);
        assert_eq!(map.covering(0..1), 0..1);
        assert_eq!(map.covering(1..3), 1..7);
        assert_eq!(map.covering(3..4), 7..8);
        assert_eq!(map.covering(4..5), 8..10);
        assert_eq!(map.covering(5..6), 10..11);
        assert_eq!(map.covering(0..6), 0..11);
        assert_eq!(map.covering(3..3), 7..7);
        assert_eq!(map.source_span(2..3), None);
    }

    #[test]
    fn expansions_are_pointed_at_whole_and_never_edited_inside() {
        // `ex:a` decoded as `http://e/a`: 9 bytes for 3.
        let mut map = OffsetMap::default();
        map.push(0..9, 0..3);
        assert_eq!(map.covering(4..5), 0..3);
        assert_eq!(map.covering(9..10), 3..4);
        assert_eq!(map.source_span(9..10), Some(3..4));
        assert_eq!(map.source_span(0..4), None);
        assert_eq!(map.source_span(0..10), Some(0..4));
    }
}
