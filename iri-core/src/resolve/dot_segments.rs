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

/// The first index at or after `from` (which starts a segment) where a
/// segment of `text` starts with `.`: a `.` at 0 or after a `/`.
#[inline]
fn dot_segment_start(text: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    while let Some(found) = text.get(at..)?.iter().position(|&b| b == b'.') {
        let dot = at + found;
        if dot == 0 || text[dot - 1] == b'/' {
            return Some(dot);
        }
        at = dot + 1;
    }
    None
}

/// Whether `path` holds a segment starting with `.` (a possible dot segment).
/// Without one, `remove_dot_segments` leaves the path unchanged.
#[inline]
pub(crate) fn may_have_dot_segment(path: &str) -> bool {
    dot_segment_start(path.as_bytes(), 0).is_some()
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
    /// whole; only segments starting with `.` are looked at.
    fn feed(&mut self, text: &str, ends_input: bool) {
        let bytes = text.as_bytes();
        let len = bytes.len();
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
        remover.feed(dir, false);
    }
    remover.feed(path, true);
}

/// Appends `remove_dot_segments` of the rest of a merged path to `out`, which
/// already holds, from `floor` on, the base's directory without dot segments
/// and without its last `/` (what the algorithm outputs for that directory).
pub(crate) fn push_after_clean_dir(out: &mut String, floor: usize, path: &str) {
    let mut remover = DotRemover {
        out,
        floor,
        rooted: true,
    };
    remover.feed(path, true);
}

/// `remove_dot_segments` of RFC 3986 section 5.2.4: the path with its `.`
/// and `..` segments interpreted and removed, in time linear in its length.
///
/// This is the RFC's algorithm exactly, including its results on rootless
/// paths (`a/../b` gives `/b`). Only literal `.` and `..` are dot segments;
/// `%2E` is not decoded here (normalization decodes it first).
///
/// ```
/// use iri_core::remove_dot_segments;
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
