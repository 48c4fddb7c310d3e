//! `remove_dot_segments` (RFC 3986 section 5.2.4), in linear time.
//!
//! The RFC states the algorithm on strings (an input buffer and an output
//! buffer, five rules). Read segment by segment it is: a rootless start
//! (`a`, `.`, `..`) is handled by rules A, D and E; after it, every
//! `/segment` is either copied (E), dropped when it is `.` (B), or drops the
//! last output segment when it is `..` (C), and a final `.` or `..` leaves a
//! trailing `/`. Dropping the last output segment cuts the output back to its
//! last `/`, which scans only bytes that are then removed, so each output byte
//! is scanned at most once: the whole is linear.

use alloc::string::String;

use crate::chars::word;

/// The first index at or after `from` where a segment of `text` starts
/// with `.`: a `.` at 0 or right after a `/`.
///
/// Looks at eight bytes at a time: in a little-endian word of eight bytes,
/// the `.` bytes whose previous byte is `/` are the `.` bytes masked by the
/// `/` bytes shifted up one byte, the previous word's last `/` carried in.
#[inline]
fn dot_segment_start(text: &[u8], from: usize) -> Option<usize> {
    let rest = text.get(from..)?;
    // 0x80 (the flag bit of byte 0) when the byte before `from` is `/` or
    // `from` starts the text.
    let mut after_slash = match from.checked_sub(1) {
        Some(before) if text[before] != b'/' => 0,
        _ => 0x80,
    };
    let mut chunks = rest.chunks_exact(8);
    let mut at = from;
    for chunk in &mut chunks {
        let word = word::load_at(chunk, 0);
        let slashes = word::equal(word, b'/');
        let starts = word::equal(word, b'.') & ((slashes << 8) | after_slash);
        if starts != 0 {
            return Some(at + word::first_flagged(starts));
        }
        after_slash = slashes >> 56;
        at += 8;
    }
    // Zero bytes past the end are neither `.` nor `/`.
    let word = word::load_tail(rest, chunks.remainder().len());
    let starts = word::equal(word, b'.') & ((word::equal(word, b'/') << 8) | after_slash);
    (starts != 0).then(|| at + word::first_flagged(starts))
}

/// For a text of at most 63 bytes, the dot segments it holds: bit `i` of
/// the first mask is set when a `.` segment starts at `i`, of the second
/// when a `..` segment does. Computed eight bytes at a time, without a
/// branch per byte or per segment.
#[inline]
fn dot_segment_masks(text: &[u8]) -> Option<(u64, u64)> {
    let len = text.len();
    if len > 63 {
        return None;
    }
    let mut dots = 0;
    let mut slashes = 0;
    let mut chunks = text.chunks_exact(8);
    let mut shift = 0;
    for chunk in &mut chunks {
        let word = word::load_at(chunk, 0);
        dots |= word::flag_bits(word::equal(word, b'.')) << shift;
        slashes |= word::flag_bits(word::equal(word, b'/')) << shift;
        shift += 8;
    }
    let word = word::load_tail(text, chunks.remainder().len());
    dots |= word::flag_bits(word::equal(word, b'.')) << shift;
    slashes |= word::flag_bits(word::equal(word, b'/')) << shift;
    // A segment ends before a `/` or at the end of the text.
    let ends = slashes | (1 << len);
    let starts = dots & ((slashes << 1) | 1);
    Some((starts & (ends >> 1), starts & (dots >> 1) & (ends >> 2)))
}

/// The dot segments found in a path that has some.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Dots {
    /// In a short path: the masks of its `.` and `..` segments (see
    /// `dot_segment_masks`).
    Masks(u64, u64),
    /// In a long path: at least one segment starts with `.`.
    Long,
}

impl Dots {
    /// The masks, when they were computed.
    #[inline]
    fn masks(self) -> Option<(u64, u64)> {
        match self {
            Dots::Masks(single, double) => Some((single, double)),
            Dots::Long => None,
        }
    }
}

/// The dot segments of `path` (exactly, when it is short; possible ones,
/// segments starting with `.`, when it is long); `None` when it has none,
/// and `remove_dot_segments` leaves it unchanged.
#[inline]
pub(crate) fn find_dot_segments(path: &str) -> Option<Dots> {
    let bytes = path.as_bytes();
    match dot_segment_masks(bytes) {
        Some((0, 0)) => None,
        Some((single, double)) => Some(Dots::Masks(single, double)),
        None => dot_segment_start(bytes, 0).map(|_| Dots::Long),
    }
}

/// Whether `path` may hold a dot segment (see [`find_dot_segments`]).
#[inline]
pub(crate) fn may_have_dot_segment(path: &str) -> bool {
    find_dot_segments(path).is_some()
}

/// The output side of `remove_dot_segments`, fed one piece at a time.
struct DotRemover<'o> {
    out: &'o mut String,
    /// Where the path starts in `out`: `..` never cuts below it.
    floor: usize,
    /// Whether the input left now starts with `/` (past the rootless start).
    rooted: bool,
}

impl DotRemover<'_> {
    /// Takes the dot segment `..` (when `double`) or `.`; `last` when no `/`
    /// follows it.
    #[inline]
    fn dot_segment(&mut self, double: bool, last: bool) {
        // At the start of the input (rules A and D) a dot segment and its
        // `/` are dropped; after it (rules B and C) `/.` is dropped and
        // `/..` also drops the last output segment. A final one leaves a `/`.
        if !self.rooted {
            return;
        }
        if double {
            let cut = self.out.as_bytes()[self.floor..]
                .iter()
                .rposition(|&b| b == b'/')
                .unwrap_or(0);
            self.out.truncate(self.floor + cut);
        }
        if last {
            self.out.push('/');
        }
    }

    /// Takes a run of one or more segments (`s1/s2/…`) none of which is `.`
    /// or `..`: they are copied as they are, in one go.
    #[inline]
    fn ordinary_run(&mut self, run: &str) {
        if self.rooted {
            self.out.push('/');
        }
        self.out.push_str(run);
        self.rooted = true;
    }

    /// Takes every segment of `text` (split on `/`); the last one is the
    /// input's last when `ends_input`. Runs of ordinary segments are copied
    /// whole; only dot segments (given by `masks`, those of
    /// `dot_segment_masks`, for a short text) or, in a long one, segments
    /// starting with `.` are looked at.
    fn feed(&mut self, text: &str, masks: Option<(u64, u64)>, ends_input: bool) {
        let bytes = text.as_bytes();
        let len = bytes.len();
        if let Some((single, double)) = masks {
            let mut segments = single | double;
            let mut run_start = 0;
            while segments != 0 {
                let dot = segments.trailing_zeros() as usize;
                segments &= segments - 1;
                let is_double = (double >> dot) & 1 != 0;
                let end = dot + 1 + usize::from(is_double);
                if dot > run_start {
                    self.ordinary_run(&text[run_start..dot - 1]);
                }
                self.dot_segment(is_double, ends_input && end == len);
                run_start = end + 1;
            }
            if run_start <= len {
                self.ordinary_run(&text[run_start..]);
            }
            return;
        }
        // The current run of ordinary segments starts at `run_start`; the
        // search for the next segment starting with `.` at `from`.
        let mut run_start = 0;
        let mut from = 0;
        while let Some(dot) = dot_segment_start(bytes, from) {
            let double = bytes.get(dot + 1) == Some(&b'.');
            let end = dot + 1 + usize::from(double);
            if end < len && bytes[end] != b'/' {
                // `.g`, `..g`, `...`: an ordinary segment.
                from = end;
                continue;
            }
            if dot > run_start {
                self.ordinary_run(&text[run_start..dot - 1]);
            }
            self.dot_segment(double, ends_input && end == len);
            run_start = end + 1;
            from = end + 1;
        }
        if run_start <= len {
            self.ordinary_run(&text[run_start..]);
        }
    }
}

/// Appends `remove_dot_segments(prefix + path)` to `out`, where `prefix` is
/// empty or ends with `/` (the base's directory in a merge, section 5.2.3).
pub(crate) fn push_without_dot_segments(out: &mut String, prefix: &str, path: &str) {
    let floor = out.len();
    let mut remover = DotRemover {
        out,
        floor,
        rooted: false,
    };
    // Splitting `prefix + path` on `/` gives the segments of `prefix` without
    // its trailing `/`, then those of `path`.
    if let Some(dir) = prefix.strip_suffix('/') {
        remover.feed(dir, dot_segment_masks(dir.as_bytes()), false);
    }
    remover.feed(path, dot_segment_masks(path.as_bytes()), true);
}

/// Appends `remove_dot_segments(path)` to `out`, given the dot segments
/// that [`find_dot_segments`] found in `path`.
pub(crate) fn push_path_without_dot_segments(out: &mut String, path: &str, dots: Dots) {
    let floor = out.len();
    let mut remover = DotRemover {
        out,
        floor,
        rooted: false,
    };
    remover.feed(path, dots.masks(), true);
}

/// Appends `remove_dot_segments` of the rest of a merged path to `out`, which
/// already holds, from `floor` on, the base's directory without dot segments
/// and without its last `/` (what the algorithm outputs for that directory),
/// given the dot segments that [`find_dot_segments`] found in `path`.
pub(crate) fn push_after_clean_dir(out: &mut String, floor: usize, path: &str, dots: Dots) {
    let mut remover = DotRemover {
        out,
        floor,
        rooted: true,
    };
    remover.feed(path, dots.masks(), true);
}

/// `remove_dot_segments` of RFC 3986 section 5.2.4: the path with its `.`
/// and `..` segments interpreted and removed, in time linear in its length.
///
/// This is the RFC's algorithm exactly, including its results on rootless
/// paths (`a/../b` gives `/b`). Only literal `.` and `..` are dot segments;
/// `%2E` is not decoded here (normalization decodes it first).
///
/// ```
/// use iri_kit::remove_dot_segments;
///
/// assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
/// assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
/// assert_eq!(remove_dot_segments("/../x"), "/x");
/// assert_eq!(remove_dot_segments("/a/%2E%2E/b"), "/a/%2E%2E/b");
/// ```
#[must_use]
pub fn remove_dot_segments(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    push_without_dot_segments(&mut out, "", path);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// The first segment starting with `.` at or after `from`, byte by byte.
    fn naive(text: &[u8], from: usize) -> Option<usize> {
        (from..text.len()).find(|&i| text[i] == b'.' && (i == 0 || text[i - 1] == b'/'))
    }

    #[test]
    fn dot_segment_start_matches_a_byte_by_byte_search() {
        // Every string over `/`, `.`, `a` and `é`'s two bytes up to 18 bytes
        // long would be too many; all of length up to 7 and, for the longer
        // ones (word boundaries, the carried `/`), a deterministic sample.
        let alphabet: &[u8] = b"/.a\xc3";
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for len in 0..=18_usize {
            let count = if len <= 7 {
                4_usize.pow(len as u32)
            } else {
                4_000
            };
            for n in 0..count {
                let text: Vec<u8> = (0..len)
                    .map(|i| {
                        let pick = if len <= 7 {
                            (n >> (2 * i)) & 3
                        } else {
                            seed ^= seed << 13;
                            seed ^= seed >> 7;
                            seed ^= seed << 17;
                            (seed & 3) as usize
                        };
                        alphabet[pick]
                    })
                    .collect();
                for from in 0..=len + 1 {
                    assert_eq!(
                        dot_segment_start(&text, from),
                        naive(&text, from),
                        "{text:?} from {from}"
                    );
                }
            }
        }
    }

    #[test]
    fn dot_segment_masks_mark_exactly_the_dot_segments() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for len in 0..=70_usize {
            for _ in 0..500 {
                let text: Vec<u8> = (0..len)
                    .map(|_| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        b"/..a"[(seed & 3) as usize]
                    })
                    .collect();
                let mut single = 0_u64;
                let mut double = 0_u64;
                let mut start = 0;
                for segment in text.split(|&b| b == b'/') {
                    match segment {
                        b"." if start < 64 => single |= 1 << start,
                        b".." if start < 64 => double |= 1 << start,
                        _ => {}
                    }
                    start += segment.len() + 1;
                }
                let expected = (len <= 63).then_some((single, double));
                assert_eq!(dot_segment_masks(&text), expected, "{text:?}");
            }
        }
    }
}
