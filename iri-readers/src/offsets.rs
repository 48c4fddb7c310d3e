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

/// How many bytes of runs lie at most between two [`Mark`]s (and after
/// the last one): what a search reads beyond its binary search.
const MARK_BYTES: usize = 32;

/// The pieces of a map that has any, compact: a run of identical pieces
/// at a constant stride (`\_\_\_`, `\/a\/a`) is one [`Run`], and a run
/// is a few variable-length numbers (an escape of 2 written bytes on its
/// own costs 3 bytes), so that a value made of escapes costs about its
/// length, not 32 bytes an escape.
#[derive(Clone, PartialEq, Eq)]
struct Pieces {
    /// The last run, not written in the bytes: a piece like its own
    /// extends it, another one writes it there and starts the next.
    open: Run,
    /// Whether the first piece's start and the last piece's end fall
    /// inside a piece of the text the value was cut from (a value that
    /// starts or ends inside an entity's expansion): never the edge of an
    /// edit.
    cut: (bool, bool),
    /// The runs before the last, `None` while there is one run (a prefix
    /// expanded, an escape, an opaque value: the common maps, which then
    /// cost 56 bytes, not 128).
    earlier: Option<Box<Earlier>>,
}

/// The runs of a map before its last one.
#[derive(Clone, Default, PartialEq, Eq)]
struct Earlier {
    /// The runs, in order, each as [`Run::write`] writes it.
    bytes: Vec<u8>,
    /// Where searches start: a mark at the first run starting at or after
    /// each multiple of [`MARK_BYTES`] in `bytes`.
    marks: Vec<Mark>,
    /// What comes before the last run (which starts at the end of
    /// `bytes`).
    last: Mark,
}

#[allow(
    clippy::missing_fields_in_debug,
    reason = "the runs and marks are shown as the list of pieces they encode"
)]
impl std::fmt::Debug for Pieces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list: Vec<_> = self.iter_from(None).map(|(_, p)| p.ranges()).collect();
        f.debug_struct("Pieces")
            .field("list", &list)
            .field("cut", &self.cut)
            .finish()
    }
}

/// A run of the encoding and what comes before it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Mark {
    /// Where the run starts in the bytes.
    at: usize,
    /// The decoded end of the piece before the run (0 before the first).
    decoded: usize,
    /// The written end of the piece before the run (0 before the first).
    written: usize,
    /// How many pieces come before the run.
    index: usize,
}

/// `count` pieces of the same lengths, each `gap` bytes after the end of
/// the one before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    /// Decoded and written bytes between a piece and the one before it.
    gap: (usize, usize),
    /// Decoded and written lengths of each piece.
    len: (usize, usize),
    /// How many pieces, at least one.
    count: usize,
}

/// The flag of a run whose written gap differs from its decoded gap.
const OWN_WRITTEN_GAP: u8 = 1;
/// The flag of a run of more than one piece.
const REPEATED: u8 = 2;

/// Appends `value` in 7-bit groups, the low ones first, each byte but
/// the last with its high bit set.
fn write_number(bytes: &mut Vec<u8>, mut value: usize) {
    while value >= 0x80 {
        bytes.push((value & 0x7f) as u8 | 0x80);
        value >>= 7;
    }
    bytes.push(value as u8);
}

/// The number that [`write_number`] wrote at `*at`, `*at` moved past it.
fn read_number(bytes: &[u8], at: &mut usize) -> usize {
    let mut value = 0;
    let mut shift = 0;
    while let Some(&byte) = bytes.get(*at) {
        *at += 1;
        value |= usize::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            break;
        }
        shift += 7;
    }
    value
}

impl Run {
    /// Appends the run: the decoded gap, with the two flags in its first
    /// byte's low bits; the written gap if it differs; the two lengths;
    /// the count beyond two if more than one.
    fn write(&self, bytes: &mut Vec<u8>) {
        let mut flags = 0;
        if self.gap.1 != self.gap.0 {
            flags |= OWN_WRITTEN_GAP;
        }
        if self.count > 1 {
            flags |= REPEATED;
        }
        // The first byte: the flags, then 5 bits of the gap and whether
        // more of it follows.
        let gap = self.gap.0;
        let more = if gap >= 0x20 { 0x80 } else { 0 };
        bytes.push(flags | ((gap & 0x1f) as u8) << 2 | more);
        if more != 0 {
            write_number(bytes, gap >> 5);
        }
        if flags & OWN_WRITTEN_GAP != 0 {
            write_number(bytes, self.gap.1);
        }
        write_number(bytes, self.len.0);
        write_number(bytes, self.len.1);
        if flags & REPEATED != 0 {
            write_number(bytes, self.count - 2);
        }
    }

    /// The run that [`Run::write`] wrote at `*at`, `*at` moved past it.
    fn read(bytes: &[u8], at: &mut usize) -> Run {
        // The common run, read at once: one piece, the gaps alike, each
        // number in a byte.
        if let Some(&[first, decoded, written]) = bytes.get(*at..*at + 3)
            && first & (0x80 | OWN_WRITTEN_GAP | REPEATED) == 0
            && decoded < 0x80
            && written < 0x80
        {
            *at += 3;
            let gap = usize::from(first >> 2);
            return Run {
                gap: (gap, gap),
                len: (usize::from(decoded), usize::from(written)),
                count: 1,
            };
        }
        let first = bytes.get(*at).copied().unwrap_or(0);
        *at += 1;
        let flags = first & (OWN_WRITTEN_GAP | REPEATED);
        let mut decoded_gap = usize::from(first >> 2 & 0x1f);
        if first >= 0x80 {
            decoded_gap |= read_number(bytes, at) << 5;
        }
        let written_gap = if flags & OWN_WRITTEN_GAP == 0 {
            decoded_gap
        } else {
            read_number(bytes, at)
        };
        let len = (read_number(bytes, at), read_number(bytes, at));
        let count = if flags & REPEATED == 0 {
            1
        } else {
            read_number(bytes, at) + 2
        };
        Run {
            gap: (decoded_gap, written_gap),
            len,
            count,
        }
    }
}

/// One piece: where its decoded and written bytes start, and their
/// lengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Piece {
    decoded: usize,
    written: usize,
    len: (usize, usize),
}

impl Piece {
    /// The end of its decoded bytes.
    fn decoded_end(&self) -> usize {
        self.decoded + self.len.0
    }

    /// The end of its written bytes.
    fn written_end(&self) -> usize {
        self.written + self.len.1
    }

    /// Its decoded and written ranges.
    fn ranges(&self) -> (Range<usize>, Range<usize>) {
        (
            self.decoded..self.decoded_end(),
            self.written..self.written_end(),
        )
    }
}

/// A run where it is: what comes before it.
#[derive(Clone, Copy, Debug)]
struct Located {
    before: Mark,
    run: Run,
}

impl Located {
    /// Piece `k` of the run (`k` below its count).
    fn piece(&self, k: usize) -> Piece {
        let (gap, len) = (self.run.gap, self.run.len);
        Piece {
            decoded: self.before.decoded + gap.0 + k * (gap.0 + len.0),
            written: self.before.written + gap.1 + k * (gap.1 + len.1),
            len,
        }
    }

    /// What comes before the run that starts at byte `at`, after this one.
    fn after(&self, at: usize) -> Mark {
        let (gap, len, count) = (self.run.gap, self.run.len, self.run.count);
        Mark {
            at,
            decoded: self.before.decoded + count * (gap.0 + len.0),
            written: self.before.written + count * (gap.1 + len.1),
            index: self.before.index + count,
        }
    }
}

/// The runs of the pieces from a mark on (`None` once the last is read).
struct Runs<'a> {
    pieces: &'a Pieces,
    mark: Option<Mark>,
}

impl Iterator for Runs<'_> {
    type Item = Located;

    fn next(&mut self) -> Option<Located> {
        let (located, after) = self.pieces.read_at(self.mark?);
        self.mark = after;
        Some(located)
    }
}

/// The pieces of an encoding from one on, each with its index.
struct PieceIter<'a> {
    runs: Runs<'a>,
    /// The run being read and the index in it of the next piece.
    current: Option<(Located, usize)>,
}

impl Iterator for PieceIter<'_> {
    type Item = (usize, Piece);

    fn next(&mut self) -> Option<(usize, Piece)> {
        loop {
            if let Some((located, k)) = &mut self.current
                && *k < located.run.count
            {
                let piece = located.piece(*k);
                *k += 1;
                return Some((located.before.index + *k - 1, piece));
            }
            self.current = Some((self.runs.next()?, 0));
        }
    }
}

impl PieceIter<'_> {
    /// Skips the pieces after the one read last in its run for which
    /// `pred` holds (a prefix of them): how many, and the last one with
    /// its index.
    fn skip_in_run(&mut self, pred: impl Fn(&Piece) -> bool) -> Option<(usize, usize, Piece)> {
        let (located, k) = self.current.as_mut()?;
        let more = prefix(located.run.count - *k, |j| pred(&located.piece(*k + j)));
        if more == 0 {
            return None;
        }
        *k += more;
        Some((more, located.before.index + *k - 1, located.piece(*k - 1)))
    }
}

/// How many of `0..count` satisfy `pred`, which holds for a prefix of
/// them.
fn prefix(count: usize, pred: impl Fn(usize) -> bool) -> usize {
    let (mut low, mut high) = (0, count);
    while low < high {
        let mid = low + (high - low) / 2;
        if pred(mid) {
            low = mid + 1;
        } else {
            high = mid;
        }
    }
    low
}

impl Pieces {
    /// The pieces of a map whose first piece is `decoded`, written as
    /// `written`.
    fn new(decoded: &Range<usize>, written: &Range<usize>) -> Pieces {
        Pieces {
            open: Run {
                gap: (decoded.start, written.start),
                len: (decoded.len(), written.len()),
                count: 1,
            },
            cut: (false, false),
            earlier: None,
        }
    }

    /// The runs before the last, encoded.
    fn bytes(&self) -> &[u8] {
        self.earlier.as_ref().map_or(&[], |e| &e.bytes)
    }

    /// The marks of the runs before the last.
    fn marks(&self) -> &[Mark] {
        self.earlier.as_ref().map_or(&[], |e| &e.marks)
    }

    /// What comes before the last run (nothing, before the first).
    fn last_mark(&self) -> Mark {
        self.earlier.as_ref().map_or(Mark::default(), |e| e.last)
    }

    /// The run at `mark` (the last run at the end of the bytes), and
    /// what comes before the next one (`None` after the last).
    fn read_at(&self, mark: Mark) -> (Located, Option<Mark>) {
        let bytes = self.bytes();
        if mark.at >= bytes.len() {
            return (self.last_run(), None);
        }
        let mut at = mark.at;
        let located = Located {
            before: mark,
            run: Run::read(bytes, &mut at),
        };
        (located, Some(located.after(at)))
    }

    /// What comes before the run after `located`, `None` after the last.
    fn after(&self, located: &Located) -> Option<Mark> {
        self.read_at(located.before).1
    }

    /// The runs from `mark` on.
    fn runs_from(&self, mark: Option<Mark>) -> Runs<'_> {
        Runs { pieces: self, mark }
    }

    /// The first piece.
    fn first(&self) -> Piece {
        self.read_at(Mark::default()).0.piece(0)
    }

    /// The last run.
    fn last_run(&self) -> Located {
        Located {
            before: self.last_mark(),
            run: self.open,
        }
    }

    /// The last run and the index in it of its last piece.
    fn last(&self) -> (Located, usize) {
        (self.last_run(), self.open.count - 1)
    }

    /// How many pieces there are.
    fn count(&self) -> usize {
        self.last_mark().index + self.open.count
    }

    /// Records a piece after the others.
    fn push(&mut self, decoded: &Range<usize>, written: &Range<usize>) {
        let end = self.last_run().after(self.bytes().len());
        let gap = (
            decoded.start.saturating_sub(end.decoded),
            written.start.saturating_sub(end.written),
        );
        let len = (decoded.len(), written.len());
        if (self.open.gap, self.open.len) == (gap, len) {
            // One more piece like those of the last run.
            self.open.count += 1;
            return;
        }
        let earlier = self.earlier.get_or_insert_with(Box::default);
        self.open.write(&mut earlier.bytes);
        let end = Mark {
            at: earlier.bytes.len(),
            ..end
        };
        if end.at >= (earlier.marks.len() + 1) * MARK_BYTES {
            earlier.marks.push(end);
        }
        earlier.last = end;
        self.open = Run { gap, len, count: 1 };
    }

    /// The last piece for which `pred` holds, with its run and index in
    /// it. `pred` holds for the pieces up to one and for none after it,
    /// and is a bound on their decoded start or end (`start <= at`,
    /// `end < at`): a binary search over the marks (nothing decoded), then
    /// over the runs after one.
    fn last_where(&self, pred: impl Fn(&Piece) -> bool) -> Option<(Located, usize)> {
        let last = self.last();
        if pred(&last.0.piece(last.1)) {
            return Some(last);
        }
        // A mark whose piece before it (which ends at `decoded`, and starts
        // there or before) holds, by an empty piece there: the pieces
        // before it hold; from the first mark where it does not, none do.
        let marks = self.marks();
        let held = marks.partition_point(|m| {
            pred(&Piece {
                decoded: m.decoded,
                written: m.written,
                len: (0, 0),
            })
        });
        let mark = |i: Option<usize>| i.map_or(Mark::default(), |i| marks[i]);
        self.last_from(mark(held.checked_sub(1)), &pred)
            // The first piece after that mark does not hold: the answer is
            // the piece before it.
            .or_else(|| {
                let before = held.checked_sub(1)?;
                self.last_from(mark(before.checked_sub(1)), &pred)
            })
    }

    /// The last piece for which `pred` holds, from `from` on: `None` if the
    /// first does not.
    fn last_from(&self, from: Mark, pred: impl Fn(&Piece) -> bool) -> Option<(Located, usize)> {
        let mut found = None;
        for located in self.runs_from(Some(from)) {
            let count = located.run.count;
            let held = if count == 1 {
                usize::from(pred(&located.piece(0)))
            } else {
                prefix(count, |k| pred(&located.piece(k)))
            };
            if held == 0 {
                break;
            }
            found = Some((located, held - 1));
            if held < count {
                break;
            }
        }
        found
    }

    /// The pieces from `from` on (all of them without it), each with its
    /// index.
    fn iter_from(&self, from: Option<(Located, usize)>) -> PieceIter<'_> {
        match from {
            Some((located, k)) => PieceIter {
                runs: self.runs_from(self.after(&located)),
                current: Some((located, k)),
            },
            None => PieceIter {
                runs: self.runs_from(Some(Mark::default())),
                current: None,
            },
        }
    }

    /// Gives back the room grown into and not used.
    fn shrink(&mut self) {
        if let Some(earlier) = &mut self.earlier {
            earlier.bytes.shrink_to_fit();
            earlier.marks.shrink_to_fit();
        }
    }
}

/// The written offset of the start of decoded byte `at`, given the piece
/// around it or the last one before it.
fn start_after(piece: Option<Piece>, at: usize) -> usize {
    match piece {
        Some(p) if at < p.decoded_end() => p.written,
        Some(p) => p.written_end() + (at - p.decoded_end()),
        None => at,
    }
}

impl OffsetMap {
    /// Whether the value starts and ends inside a piece of the text it was
    /// cut from.
    fn cut(&self) -> (bool, bool) {
        self.pieces.as_ref().map_or((false, false), |p| p.cut)
    }

    /// The last piece for which `pred` holds (see [`Pieces::last_where`]).
    fn last_where(&self, pred: impl Fn(&Piece) -> bool) -> Option<Piece> {
        let (located, k) = self.pieces.as_ref()?.last_where(pred)?;
        Some(located.piece(k))
    }

    /// Records that `decoded` bytes of the value were written as `written`
    /// bytes of the source (both relative to the starts of the value and
    /// of its written text). Pieces are pushed in order.
    pub fn push(&mut self, decoded: Range<usize>, written: Range<usize>) {
        debug_assert!(
            self.pieces
                .as_ref()
                .map(|p| p.last())
                .is_none_or(|(located, k)| {
                    let last = located.piece(k);
                    last.decoded_end() <= decoded.start && last.written_end() <= written.start
                })
        );
        match &mut self.pieces {
            Some(pieces) => pieces.push(&decoded, &written),
            None => self.pieces = Some(Box::new(Pieces::new(&decoded, &written))),
        }
    }

    /// Records `count` more pieces like the last one, each `gap` bytes
    /// (decoded, written) after the one before it.
    fn repeat_last(&mut self, count: usize, gap: (usize, usize)) {
        let Some(pieces) = &mut self.pieces else {
            return;
        };
        if count == 0 {
            return;
        }
        let (located, k) = pieces.last();
        let last = located.piece(k);
        let decoded = last.decoded_end() + gap.0;
        let written = last.written_end() + gap.1;
        pieces.push(
            &(decoded..decoded + last.len.0),
            &(written..written + last.len.1),
        );
        // The last run is now of pieces like these.
        pieces.open.count += count - 1;
    }

    /// Gives back the room that the pieces grew into and do not use: for
    /// a map that is done.
    fn shrink(&mut self) {
        if let Some(pieces) = &mut self.pieces {
            pieces.shrink();
        }
    }

    /// The map of a value of `decoded` bytes written somewhere in
    /// `written` bytes, where exactly is not known: every part of it is
    /// pointed at whole, and no edge is ever edited.
    #[must_use]
    pub fn opaque(decoded: usize, written: usize) -> OffsetMap {
        let mut pieces = Pieces::new(&(0..decoded), &(0..written));
        pieces.cut = (true, true);
        OffsetMap {
            pieces: Some(Box::new(pieces)),
        }
    }

    /// Whether the value is written as it is.
    #[must_use]
    pub fn is_identity(&self) -> bool {
        self.pieces.is_none()
    }

    /// The pieces, in order: each stretch of decoded bytes whose written
    /// bytes differ (relative to the starts of the value and of its
    /// written text); between them, the two hold the same bytes.
    pub fn pieces(&self) -> impl Iterator<Item = (Range<usize>, Range<usize>)> + '_ {
        self.pieces
            .iter()
            .flat_map(|p| p.iter_from(None))
            .map(|(_, piece)| piece.ranges())
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

    /// The written offset of the start of decoded byte `at`.
    #[must_use]
    pub fn start(&self, at: usize) -> usize {
        start_after(self.last_where(|p| p.decoded <= at), at)
    }

    /// The written offset of the end of the decoded bytes before `at`.
    #[must_use]
    pub fn end(&self, at: usize) -> usize {
        match self.last_where(|p| p.decoded < at) {
            Some(p) if at <= p.decoded_end() => p.written_end(),
            Some(p) => p.written_end() + (at - p.decoded_end()),
            None => at,
        }
    }

    /// The written bytes of decoded span `span`, when both of its ends fall
    /// on the edges of pieces (never inside an escape or an expansion),
    /// so that the written bytes can be replaced by a new value.
    #[must_use]
    pub fn source_span(&self, span: Range<usize>) -> Option<Range<usize>> {
        let inside = |at: usize| {
            let Some(pieces) = &self.pieces else {
                return false;
            };
            let first = pieces.cut.0 && pieces.first().decoded == at;
            let last = pieces.cut.1 && {
                let (located, k) = pieces.last();
                located.piece(k).decoded_end() == at
            };
            // Only the last piece starting before `at` can hold it inside.
            let within = self
                .last_where(|p| p.decoded < at)
                .is_some_and(|p| at < p.decoded_end());
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
        let Some(pieces) = &self.pieces else {
            return (OffsetMap::default(), span.start);
        };
        let mut out = OffsetMap::default();
        let mut out_cut = (false, false);
        let (cut, count) = (pieces.cut, pieces.count());
        // The pieces that may meet the span: from the last one ending
        // before its start (time in the pieces met, not all of them).
        let first = pieces.last_where(|p| p.decoded_end() < span.start);
        // The piece around the span's start or the last one before it:
        // from that one's run on (the pieces before it start before).
        let from = first.map_or(Mark::default(), |(located, _)| located.before);
        let around = pieces.last_from(from, |p| p.decoded <= span.start);
        let written = start_after(around.map(|(l, k)| l.piece(k)), span.start);
        let mut iter = pieces.iter_from(first);
        while let Some((i, p)) = iter.next() {
            if p.decoded > span.end {
                break;
            }
            // Pieces wholly before or after the span; an empty piece (bytes
            // that decode to nothing) at an edge is outside it.
            let outside = if p.len.0 == 0 {
                p.decoded <= span.start || p.decoded >= span.end
            } else {
                p.decoded_end() <= span.start || p.decoded >= span.end
            };
            if outside {
                continue;
            }
            let from = p.decoded.max(span.start) - span.start;
            let to = p.decoded_end().min(span.end) - span.start;
            if out.pieces.is_none() {
                out_cut.0 = p.decoded < span.start || (cut.0 && i == 0 && p.decoded == span.start);
            }
            out.push(from..to, p.written - written..p.written_end() - written);
            let (mut i, mut p) = (i, p);
            // A piece wholly inside the span: the pieces after it in its
            // run that are too, at once.
            if p.decoded >= span.start && p.decoded_end() <= span.end {
                let inside = |q: &Piece| {
                    q.decoded_end() <= span.end && (q.len.0 > 0 || q.decoded < span.end)
                };
                if let Some((more, last_i, last)) = iter.skip_in_run(inside) {
                    let gap = iter.current.map_or((0, 0), |(located, _)| located.run.gap);
                    out.repeat_last(more, gap);
                    (i, p) = (last_i, last);
                }
            }
            out_cut.1 = p.decoded_end() > span.end
                || (cut.1 && i + 1 == count && p.decoded_end() == span.end);
        }
        if let Some(pieces) = &mut out.pieces {
            pieces.cut = out_cut;
            pieces.shrink();
        }
        (out, written)
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
        self.map.shrink();
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

#[cfg(test)]
mod compact_tests {
    use super::*;

    /// Pieces as a list: decoded and written ranges.
    type List = Vec<(Range<usize>, Range<usize>)>;

    /// The map of `list`, pushed in order.
    fn map_of(list: &[(Range<usize>, Range<usize>)]) -> OffsetMap {
        let mut map = OffsetMap::default();
        for (d, w) in list {
            map.push(d.clone(), w.clone());
        }
        map
    }

    /// The pieces of `map`, as a list.
    fn list_of(map: &OffsetMap) -> List {
        map.pieces().collect()
    }

    /// The bytes of the encoding.
    fn encoded(map: &OffsetMap) -> usize {
        map.pieces.as_ref().map_or(0, |p| p.bytes().len())
    }

    /// What the map should say, answered by reading every piece: the
    /// reference the compact map is compared with.
    #[derive(Clone, Debug, PartialEq, Eq)]
    struct Model {
        list: List,
        cut: (bool, bool),
    }

    impl Model {
        /// The last piece whose decoded start is before `at` (or at it,
        /// with `or_at`).
        fn before(&self, at: usize, or_at: bool) -> Option<&(Range<usize>, Range<usize>)> {
            self.list
                .iter()
                .rfind(|(d, _)| d.start < at || (or_at && d.start == at))
        }

        fn start(&self, at: usize) -> usize {
            match self.before(at, true) {
                None => at,
                Some((d, w)) if d.contains(&at) => w.start,
                Some((d, w)) => at - d.end + w.end,
            }
        }

        fn end(&self, at: usize) -> usize {
            match self.before(at, false) {
                None => at,
                Some((d, w)) if at <= d.end => w.end,
                Some((d, w)) => at - d.end + w.end,
            }
        }

        fn covering(&self, span: Range<usize>) -> Range<usize> {
            let from = self.start(span.start);
            if span.is_empty() {
                return from..from;
            }
            from..self.end(span.end).max(from)
        }

        fn source_span(&self, span: Range<usize>) -> Option<Range<usize>> {
            let edge = |at: usize| {
                let first = self.list.first().map(|(d, _)| d.start);
                let last = self.list.last().map(|(d, _)| d.end);
                (self.cut.0 && first == Some(at))
                    || (self.cut.1 && last == Some(at))
                    || self.before(at, false).is_some_and(|(d, _)| at < d.end)
            };
            if edge(span.start) || edge(span.end) {
                None
            } else {
                Some(self.covering(span))
            }
        }

        fn slice(&self, span: Range<usize>) -> (Model, usize) {
            let base = self.start(span.start);
            let meets = |d: &Range<usize>| {
                if d.is_empty() {
                    span.start < d.start && d.start < span.end
                } else {
                    d.start < span.end && span.start < d.end
                }
            };
            let kept: Vec<usize> = (0..self.list.len())
                .filter(|&i| meets(&self.list[i].0))
                .collect();
            let mut out = Model {
                list: Vec::new(),
                cut: (false, false),
            };
            if let (Some(&first), Some(&last)) = (kept.first(), kept.last()) {
                let (d, _) = &self.list[first];
                out.cut.0 =
                    d.start < span.start || (self.cut.0 && first == 0 && d.start == span.start);
                let (d, _) = &self.list[last];
                out.cut.1 = d.end > span.end
                    || (self.cut.1 && last + 1 == self.list.len() && d.end == span.end);
            }
            for i in kept {
                let (d, w) = &self.list[i];
                let from = d.start.max(span.start) - span.start;
                let to = d.end.min(span.end) - span.start;
                out.list.push((from..to, w.start - base..w.end - base));
            }
            (out, base)
        }
    }

    /// A small deterministic generator (xorshift).
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        /// One of `choices`.
        fn pick(&mut self, choices: &[usize]) -> usize {
            choices[usize::try_from(self.next() % choices.len() as u64).unwrap_or(0)]
        }

        /// A number below `n`.
        fn below(&mut self, n: usize) -> usize {
            usize::try_from(self.next() % n.max(1) as u64).unwrap_or(0)
        }
    }

    /// Random pieces: shapes repeated (runs), sometimes with another
    /// written gap, lengths and gaps across the widths of the encoding;
    /// and the value's length.
    fn random_pieces(rng: &mut Rng) -> (List, usize) {
        let mut list = Vec::new();
        let (mut d, mut w) = (0, 0);
        // Up to 80 shapes: more than `MARK_BYTES` of runs, searched from
        // marks.
        for _ in 0..rng.pick(&[0, 1, 3, 12, 80]) {
            let gap_d = rng.pick(&[0, 0, 1, 2, 31, 32, 127, 128, 16_384]);
            // A written gap of its own is never shorter (the offsets in
            // it stay in order).
            let gap_w = if rng.below(4) == 0 {
                gap_d + rng.pick(&[1, 5, 200])
            } else {
                gap_d
            };
            let len_d = rng.pick(&[0, 1, 1, 2, 7, 300]);
            let len_w = rng.pick(&[0, 2, 2, 5, 6, 20_000]);
            for _ in 0..rng.pick(&[1, 1, 1, 2, 3, 40, 200]) {
                let (sd, sw) = (d + gap_d, w + gap_w);
                list.push((sd..sd + len_d, sw..sw + len_w));
                d = sd + len_d;
                w = sw + len_w;
            }
        }
        let len = d + rng.pick(&[0, 1, 3]);
        (list, len)
    }

    /// Offsets to ask about in a value of `len` bytes: every piece's
    /// edges and the bytes beside them, and some others.
    fn offsets(list: &[(Range<usize>, Range<usize>)], len: usize, rng: &mut Rng) -> Vec<usize> {
        let mut out: Vec<usize> = vec![0, 1, len, len + 1];
        for (d, _) in list.iter().step_by(list.len() / 64 + 1) {
            for at in [d.start, d.end] {
                out.extend([at.saturating_sub(1), at, at + 1]);
            }
        }
        out.extend((0..16).map(|_| rng.below(len + 2)));
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Everything `map` says agrees with `model`, its slices too (down to
    /// `depth` levels).
    fn agree(map: &OffsetMap, model: &Model, len: usize, rng: &mut Rng, depth: usize) {
        assert_eq!(list_of(map), model.list);
        assert_eq!(map.cut(), model.cut);
        assert_eq!(map.is_identity(), model.list.is_empty());
        assert_eq!(map.has_cut_edges(), model.cut.0 || model.cut.1);
        let ats = offsets(&model.list, len, rng);
        for &at in &ats {
            assert_eq!(map.start(at), model.start(at), "start({at}) of {model:?}");
            assert_eq!(map.end(at), model.end(at), "end({at}) of {model:?}");
        }
        for _ in 0..(12 * depth + 4) {
            let a = ats[rng.below(ats.len())];
            let b = ats[rng.below(ats.len())];
            let span = a.min(b)..a.max(b);
            assert_eq!(map.covering(span.clone()), model.covering(span.clone()));
            assert_eq!(
                map.source_span(span.clone()),
                model.source_span(span.clone())
            );
            let (sliced, at) = map.slice(span.clone());
            let (expected, expected_at) = model.slice(span.clone());
            assert_eq!(at, expected_at, "slice({span:?}) of {model:?}");
            if depth > 0 {
                agree(&sliced, &expected, span.len(), rng, depth - 1);
            }
            // The same pieces pushed give the same map.
            let mut pushed = map_of(&expected.list);
            if let Some(p) = &mut pushed.pieces {
                p.cut = expected.cut;
                p.shrink();
            }
            assert_eq!(sliced, pushed);
        }
    }

    #[test]
    fn the_compact_map_says_what_a_list_of_pieces_says() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for _ in 0..200 {
            let (list, len) = random_pieces(&mut rng);
            let model = Model {
                list: list.clone(),
                cut: (false, false),
            };
            agree(&map_of(&list), &model, len, &mut rng, 1);
        }
    }

    #[test]
    fn numbers_are_read_back_at_every_width() {
        let mut bytes = Vec::new();
        let numbers = [
            0,
            1,
            127,
            128,
            16_383,
            16_384,
            1 << 21,
            (1 << 35) + 5,
            usize::MAX,
        ];
        for n in numbers {
            write_number(&mut bytes, n);
        }
        let mut at = 0;
        for n in numbers {
            assert_eq!(read_number(&bytes, &mut at), n);
        }
        assert_eq!(at, bytes.len());
        // The first byte of a run holds 5 bits of the decoded gap.
        for gap in [0, 31, 32, 127, 128, 16_384, usize::MAX / 2, usize::MAX] {
            for written in [gap, 0] {
                let run = Run {
                    gap: (gap, written),
                    len: (gap / 3, 16_385),
                    count: 1 + gap % 200,
                };
                let mut bytes = Vec::new();
                run.write(&mut bytes);
                let mut at = 0;
                assert_eq!(Run::read(&bytes, &mut at), run);
                assert_eq!(at, bytes.len());
            }
        }
    }

    #[test]
    fn pieces_at_the_start_and_the_end_of_the_value() {
        // Written `\/a\/`, decoded `/a/`.
        let map = map_of(&[(0..1, 0..2), (2..3, 3..5)]);
        assert_eq!(map.start(0), 0);
        assert_eq!(map.end(1), 2);
        assert_eq!(map.covering(0..3), 0..5);
        assert_eq!(map.covering(3..3), 5..5);
        assert_eq!(map.source_span(1..2), Some(2..3));
        assert_eq!(map.source_span(0..3), Some(0..5));
        let (tail, at) = map.slice(2..3);
        assert_eq!((list_of(&tail), at), (vec![(0..1, 0..2)], 3));
    }

    #[test]
    fn pieces_written_or_decoded_as_nothing() {
        // `mailto:` written nowhere, then `a@b`.
        let map = map_of(&[(0..7, 0..0)]);
        assert_eq!(map.covering(0..10), 0..3);
        assert_eq!(map.covering(7..8), 0..1);
        assert_eq!(map.source_span(0..10), Some(0..3));
        assert_eq!(map.source_span(3..10), None);
        // `a\<LF>b`: the line-ending backslash decodes to nothing, twice.
        let map = map_of(&[(1..1, 1..3), (2..2, 4..6)]);
        assert_eq!(map.start(1), 3);
        assert_eq!(map.end(1), 1);
        assert_eq!(map.covering(0..3), 0..7);
        assert_eq!(list_of(&map.slice(1..2).0), vec![]);
        assert_eq!(list_of(&map.slice(0..2).0), vec![(1..1, 1..3)]);
        // Empty pieces one after the other at the same place: one run.
        let map = map_of(&[(1..1, 1..3), (1..1, 3..5), (1..1, 5..7)]);
        assert_eq!(map.start(1), 7);
        assert_eq!(map.end(2), 8);
        assert_eq!(list_of(&map).len(), 3);
    }

    #[test]
    fn long_runs_cost_a_few_bytes_and_are_read_back() {
        // `\_` 10,000 times: one run.
        let list: Vec<_> = (0..10_000).map(|i| (i..i + 1, 2 * i..2 * i + 2)).collect();
        let map = map_of(&list);
        assert!(encoded(&map) <= 8, "{} bytes", encoded(&map));
        assert_eq!(list_of(&map), list);
        assert_eq!(map.start(5_000), 10_000);
        assert_eq!(map.end(5_000), 10_000);
        assert_eq!(map.end(10_001), 20_001);
        assert_eq!(map.source_span(10..20), Some(20..40));
        // `\/a` 10,000 times: a run with a gap.
        let list: Vec<_> = (0..10_000)
            .map(|i| (2 * i..2 * i + 1, 3 * i..3 * i + 2))
            .collect();
        let map = map_of(&list);
        assert!(encoded(&map) <= 8);
        assert_eq!(map.start(2 * 4_000 + 1), 3 * 4_000 + 2);
        assert_eq!(map.covering(1..4), 2..6);
    }

    #[test]
    fn a_run_broken_in_the_middle() {
        // `\_` 100 times, `\u00e9` once, `\_` 100 times.
        let mut list: Vec<_> = (0..100).map(|i| (i..i + 1, 2 * i..2 * i + 2)).collect();
        list.push((100..102, 200..206));
        list.extend((0..100).map(|i| (102 + i..103 + i, 206 + 2 * i..208 + 2 * i)));
        let map = map_of(&list);
        assert_eq!(list_of(&map), list);
        assert_eq!(map.start(100), 200);
        assert_eq!(map.start(101), 200);
        assert_eq!(map.end(101), 206);
        assert_eq!(map.start(102), 206);
        assert_eq!(map.source_span(101..102), None);
        assert_eq!(map.source_span(99..103), Some(198..208));
        let model = Model {
            list,
            cut: (false, false),
        };
        agree(&map, &model, 202, &mut Rng(7), 1);
    }

    #[test]
    fn a_slice_of_a_run() {
        // `\_` 50 times: decoded 10..20 is written 20..40.
        let list: Vec<_> = (0..50).map(|i| (i..i + 1, 2 * i..2 * i + 2)).collect();
        let map = map_of(&list);
        let (part, at) = map.slice(10..20);
        assert_eq!(at, 20);
        let expected: Vec<_> = (0..10).map(|i| (i..i + 1, 2 * i..2 * i + 2)).collect();
        assert_eq!(list_of(&part), expected);
        assert!(!part.has_cut_edges());
        assert_eq!(part, map_of(&expected));
        assert_eq!(map.part(10..20, 100), (120..140, part));
    }

    #[test]
    fn opaque_maps_point_at_the_whole() {
        let map = OffsetMap::opaque(3, 5);
        assert_eq!(list_of(&map), vec![(0..3, 0..5)]);
        assert!(map.has_cut_edges());
        assert!(!map.is_identity());
        assert_eq!(map.source_span(0..3), None);
        assert_eq!(map.covering(1..2), 0..5);
        let (part, at) = map.slice(1..2);
        assert_eq!(
            (list_of(&part), at, part.cut()),
            (vec![(0..1, 0..5)], 0, (true, true))
        );
        assert_eq!(map, OffsetMap::opaque(3, 5));
        assert_eq!(
            format!("{map:?}"),
            "OffsetMap { pieces: Some(Pieces { list: [(0..3, 0..5)], cut: (true, true) }) }"
        );
    }

    #[test]
    fn values_without_pieces_allocate_nothing() {
        assert_eq!(size_of::<OffsetMap>(), size_of::<usize>());
        let (value, map) = Decoding::new("http://a/").finish();
        assert_eq!(value, "http://a/");
        assert!(map.pieces.is_none());
        assert!(map.slice(1..3).0.pieces.is_none());
    }

    #[test]
    fn a_map_of_one_run_is_one_small_box() {
        // A prefix expanded (`e:a` read as `http://e/a`): the common map
        // of JSON-LD and Turtle, one per IRI of a dense document.
        let mut map = OffsetMap::default();
        map.push(0..9, 0..2);
        let pieces = map
            .pieces
            .as_ref()
            .map(|p| (size_of_val(&**p), p.earlier.is_none()));
        assert_eq!(pieces, Some((56, true)));
        map.push(12..13, 5..8);
        assert!(map.pieces.as_ref().is_some_and(|p| p.earlier.is_some()));
        assert_eq!(list_of(&map), [(0..9, 0..2), (12..13, 5..8)]);
    }

    #[test]
    fn many_pieces_are_searched_from_marks() {
        // Alternating shapes (no run): a search reads the marks, then
        // runs within `MARK_BYTES` of one.
        let mut map = OffsetMap::default();
        let (mut d, mut w) = (0, 0);
        for i in 0..20_000 {
            let len = if i % 2 == 0 { 2 } else { 6 };
            map.push(d + 1..d + 2, w + 1..w + 1 + len);
            d += 2;
            w += 1 + len;
        }
        let pieces = map.pieces.as_ref().map_or(0, |p| p.marks().len());
        assert!(pieces >= encoded(&map) / MARK_BYTES - 1);
        // Piece 15,001 is written from 5 * 15,000 + 4, after piece
        // 15,000 (decoded from 30,001, written 75,001..75,003).
        assert_eq!(map.start(30_003), 75_004);
        assert_eq!(map.end(30_003), 75_004);
        assert_eq!(map.end(30_002), 75_003);
    }
}
