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

/// Whether `path` holds a segment starting with `.` (a possible dot segment).
/// Without one, `remove_dot_segments` leaves the path unchanged.
pub(crate) fn may_have_dot_segment(path: &str) -> bool {
    let bytes = path.as_bytes();
    bytes.first() == Some(&b'.') || bytes.windows(2).any(|w| w == b"/.")
}

/// Appends `remove_dot_segments(prefix + path)` to `out`, where `prefix` is
/// empty or ends with `/` (the base's directory in a merge, section 5.2.3).
pub(crate) fn push_without_dot_segments(out: &mut String, prefix: &str, path: &str) {
    if !may_have_dot_segment(prefix) && !may_have_dot_segment(path) {
        out.push_str(prefix);
        out.push_str(path);
        return;
    }
    // Splitting `prefix + path` on `/` gives the segments of `prefix` without
    // its trailing `/`, then those of `path`.
    let prefix_segments = prefix.strip_suffix('/').map(|dir| dir.split('/'));
    let mut segments = prefix_segments
        .into_iter()
        .flatten()
        .chain(path.split('/'))
        .peekable();
    let floor = out.len();
    // The rootless start: rules A (`./`, `../`), D (`.`, `..` alone) and E.
    loop {
        let Some(first) = segments.next() else { return };
        let is_last = segments.peek().is_none();
        match first {
            "." | ".." if is_last => return,
            "." | ".." => {
                // Rule A removed `first/`: what follows is the new input. An
                // empty next segment means it starts with `/`.
                if segments.peek() == Some(&"") {
                    segments.next();
                    if segments.peek().is_none() {
                        return;
                    }
                    break;
                }
            }
            "" => {
                if is_last {
                    return;
                }
                break;
            }
            segment => {
                out.push_str(segment);
                break;
            }
        }
    }
    // `/segment` after `/segment`: rules B, C and E.
    while let Some(segment) = segments.next() {
        let is_last = segments.peek().is_none();
        match segment {
            "." => {}
            ".." => {
                let cut = out[floor..].rfind('/').unwrap_or(0);
                out.truncate(floor + cut);
            }
            segment => {
                out.push('/');
                out.push_str(segment);
                continue;
            }
        }
        if is_last {
            out.push('/');
        }
    }
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
