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
    /// The pieces, `None` for a value written as it is (the common case,
    /// which then costs a pointer's size and no allocation).
    pieces: Option<Box<Pieces>>,
}

/// The pieces of a map that has any.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Pieces {
    /// Decoded and written ranges, in order, not overlapping.
    list: Vec<(Range<usize>, Range<usize>)>,
    /// Whether the first piece's start and the last piece's end fall
    /// inside a piece of the text the value was cut from (a value that
    /// starts or ends inside an entity's expansion): never the edge of an
    /// edit.
    cut: (bool, bool),
}

impl OffsetMap {
    /// The pieces, in order.
    fn list(&self) -> &[(Range<usize>, Range<usize>)] {
        self.pieces.as_ref().map_or(&[], |p| &p.list)
    }

    /// Whether the value starts and ends inside a piece of the text it was
    /// cut from.
    fn cut(&self) -> (bool, bool) {
        self.pieces.as_ref().map_or((false, false), |p| p.cut)
    }

    /// Records that `decoded` bytes of the value were written as `written`
    /// bytes of the source (both relative to the starts of the value and
    /// of its written text). Pieces are pushed in order.
    pub fn push(&mut self, decoded: Range<usize>, written: Range<usize>) {
        debug_assert!(
            self.list()
                .last()
                .is_none_or(|(d, w)| d.end <= decoded.start && w.end <= written.start)
        );
        self.pieces
            .get_or_insert_with(|| {
                Box::new(Pieces {
                    list: Vec::new(),
                    cut: (false, false),
                })
            })
            .list
            .push((decoded, written));
    }

    /// The map of a value of `decoded` bytes written somewhere in
    /// `written` bytes, where exactly is not known: every part of it is
    /// pointed at whole, and no edge is ever edited.
    #[must_use]
    pub fn opaque(decoded: usize, written: usize) -> OffsetMap {
        OffsetMap {
            pieces: Some(Box::new(Pieces {
                list: vec![(0..decoded, 0..written)],
                cut: (true, true),
            })),
        }
    }

    /// Whether the value is written as it is.
    #[must_use]
    pub fn is_identity(&self) -> bool {
        self.list().is_empty()
    }

    /// The pieces, in order: each stretch of decoded bytes whose written
    /// bytes differ (relative to the starts of the value and of its
    /// written text); between them, the two hold the same bytes.
    pub fn pieces(&self) -> impl Iterator<Item = (Range<usize>, Range<usize>)> + '_ {
        self.list().iter().cloned()
    }

    /// Whether the value starts or ends inside a piece of the text it was
    /// cut from (a link that starts inside an entity's expansion): its
    /// written bytes then hold more than the value, and that edge is never
    /// edited.
    #[must_use]
    pub fn has_cut_edges(&self) -> bool {
        let cut = self.cut();
        cut.0 || cut.1
    }

    /// The piece around decoded offset `at`, or the last one before it.
    fn locate(&self, at: usize) -> Option<&(Range<usize>, Range<usize>)> {
        let list = self.list();
        let after = list.partition_point(|(d, _)| d.start <= at);
        after.checked_sub(1).map(|i| &list[i])
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
        let list = self.list();
        let after = list.partition_point(|(d, _)| d.start < at);
        match after.checked_sub(1).map(|i| &list[i]) {
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
        let (pieces, cut) = (self.list(), self.cut());
        let inside = |at: usize| {
            let first = cut.0 && pieces.first().is_some_and(|(d, _)| d.start == at);
            let last = cut.1 && pieces.last().is_some_and(|(d, _)| d.end == at);
            // Only the last piece starting before `at` can hold it inside.
            let before = pieces.partition_point(|(d, _)| d.start < at);
            let within = before.checked_sub(1).is_some_and(|i| at < pieces[i].0.end);
            first || last || within
        };
        (!inside(span.start) && !inside(span.end)).then(|| self.covering(span))
    }

    /// The map of `span` of the value as a value of its own, and where its
    /// written text starts. A piece that `span` cuts is kept whole in the
    /// new map (its written bytes are where that part of the value is),
    /// and the cut edge is never the edge of an edit.
    #[must_use]
    pub fn slice(&self, span: Range<usize>) -> (OffsetMap, usize) {
        let written = self.start(span.start);
        let mut out = Pieces {
            list: Vec::new(),
            cut: (false, false),
        };
        let (list, cut) = (self.list(), self.cut());
        let count = list.len();
        // The pieces that may meet the span: from the last one ending at
        // or before its start (time in the pieces met, not all of them).
        let first = list
            .partition_point(|(d, _)| d.end < span.start)
            .saturating_sub(1);
        for (i, (d, w)) in list.iter().enumerate().skip(first) {
            if d.start > span.end {
                break;
            }
            // Pieces wholly before or after the span; an empty piece (bytes
            // that decode to nothing) at an edge is outside it.
            let outside = if d.is_empty() {
                d.start <= span.start || d.start >= span.end
            } else {
                d.end <= span.start || d.start >= span.end
            };
            if outside {
                continue;
            }
            let from = d.start.max(span.start) - span.start;
            let to = d.end.min(span.end) - span.start;
            if out.list.is_empty() {
                out.cut.0 = d.start < span.start || (cut.0 && i == 0 && d.start == span.start);
            }
            out.cut.1 = d.end > span.end || (cut.1 && i + 1 == count && d.end == span.end);
            out.list
                .push((from..to, w.start - written..w.end - written));
        }
        let pieces = (!out.list.is_empty()).then(|| Box::new(out));
        (OffsetMap { pieces }, written)
    }

    /// Part `part` of the value, written from `start` in the source: the
    /// source bytes that hold it and its own map.
    pub(crate) fn part(&self, part: Range<usize>, start: usize) -> (Range<usize>, OffsetMap) {
        let len = part.len();
        let (offsets, written) = self.slice(part);
        let from = start + written;
        let to = from + offsets.covering(0..len).end;
        (from..to, offsets)
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

/// Decodes written text into a value and its [`OffsetMap`], piece by piece:
/// what the readers of every format use, so that each decoded byte is
/// known to come from its written bytes. Bytes not replaced are kept as
/// they are.
pub(crate) struct Decoding<'a> {
    written: &'a str,
    value: String,
    map: OffsetMap,
    /// The written offset up to which the value is made.
    run: usize,
}

impl<'a> Decoding<'a> {
    /// A decoding of `written`, nothing replaced yet.
    pub(crate) fn new(written: &'a str) -> Decoding<'a> {
        Decoding {
            written,
            value: String::with_capacity(written.len()),
            map: OffsetMap::default(),
            run: 0,
        }
    }

    /// Written bytes `range` (after those replaced before) decode to
    /// `decoded`; the bytes before it, not yet replaced, are kept.
    pub(crate) fn replace(&mut self, range: Range<usize>, decoded: &str) {
        debug_assert!(range.start >= self.run, "pieces come in order");
        let range = range.start.max(self.run)..range.end.max(self.run);
        self.value.push_str(&self.written[self.run..range.start]);
        let from = self.value.len();
        self.value.push_str(decoded);
        self.map.push(from..self.value.len(), range.clone());
        self.run = range.end;
    }

    /// Written bytes `range` decode to the character `c`.
    pub(crate) fn replace_char(&mut self, range: Range<usize>, c: char) {
        self.replace(range, c.encode_utf8(&mut [0; 4]));
    }

    /// The value decoded so far, the bytes up to `at` kept.
    pub(crate) fn value_to(&mut self, at: usize) -> &str {
        if at > self.run {
            self.value.push_str(&self.written[self.run..at]);
            self.run = at;
        }
        &self.value
    }

    /// The value and its map, the bytes after the last piece kept.
    pub(crate) fn finish(self) -> (String, OffsetMap) {
        let end = self.written.len();
        self.finish_at(end)
    }

    /// The value of the written text up to `end` and its map, the bytes
    /// after the last piece kept.
    pub(crate) fn finish_at(mut self, end: usize) -> (String, OffsetMap) {
        self.value_to(end);
        (self.value, self.map)
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
