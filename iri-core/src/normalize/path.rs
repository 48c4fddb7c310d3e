//! Path segment normalization (RFC 3986 section 6.2.2.3), with `%2E` read
//! as `.`.
//!
//! Percent-encoding normalization (section 6.2.2.2) decodes `%2E` to `.`,
//! so `%2E` and `.%2e` are dot segments to it. The path-segment step takes
//! them as such even when it runs alone: otherwise `a:%2E/..` would become
//! `a:/` with that step and `a:` with both, and which one a value ends up as
//! would depend on the order of the steps.

use alloc::string::String;

use crate::percent::decode::triplet_at;
use crate::resolve::{may_have_dot_segment, push_without_dot_segments};

/// Removes the dot segments of the path written in `out` from `start` on;
/// `decoded` when percent-encoding normalization decoded it (and with it
/// every `%2E`).
#[inline]
pub(crate) fn remove_dot_segments_in_place(out: &mut String, start: usize, decoded: bool) {
    let path = &out[start..];
    if !((!decoded && has_encoded_dot_segment(path.as_bytes())) || may_have_dot_segment(path)) {
        return;
    }
    let written = out.split_off(start);
    push_without_dot_segments_read(out, &written, decoded);
}

/// Appends `path` without its dot segments to `out`, reading `%2E` as `.`
/// unless `decoded` (percent-encoding normalization decoded them).
pub fn push_without_dot_segments_read(out: &mut String, path: &str, decoded: bool) {
    let spelled =
        (!decoded && has_encoded_dot_segment(path.as_bytes())).then(|| spell_out_dots(path));
    if spelled.is_none() && !may_have_dot_segment(path) {
        out.push_str(path);
        return;
    }
    push_without_dot_segments(out, "", spelled.as_deref().unwrap_or(path));
}

/// Whether a segment of `path` is `.` or `..` once its `%2E` are decoded,
/// and holds a `%2E`.
fn has_encoded_dot_segment(path: &[u8]) -> bool {
    let mut from = 0;
    while let Some(offset) = path[from..].iter().position(|&b| b == b'%') {
        let at = from + offset;
        if triplet_at(path, at) == Some(b'.') && in_dot_segment(path, at) {
            return true;
        }
        from = at + 1;
    }
    false
}

/// Whether byte `at` of `path` is in a segment that is `.` or `..` once
/// its `%2E` are decoded.
#[must_use]
pub fn in_dot_segment(path: &[u8], at: usize) -> bool {
    let start = path[..at]
        .iter()
        .rposition(|&b| b == b'/')
        .map_or(0, |slash| slash + 1);
    let end = path[at..]
        .iter()
        .position(|&b| b == b'/')
        .map_or(path.len(), |slash| at + slash);
    dots(&path[start..end]).is_some()
}

/// `path` with each segment that is `.` or `..` once its `%2E` are decoded
/// written as such.
fn spell_out_dots(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for (i, segment) in path.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        out.push_str(dots(segment.as_bytes()).map_or(segment, |n| &".."[..n]));
    }
    out
}

/// The number of dots of a segment made of one or two dots, each `.` or
/// `%2E` in either case.
#[must_use]
pub fn dots(bytes: &[u8]) -> Option<usize> {
    let mut at = 0;
    let mut count = 0;
    while at < bytes.len() {
        at += match bytes[at] {
            b'.' => 1,
            b'%' if triplet_at(bytes, at) == Some(b'.') => 3,
            _ => return None,
        };
        count += 1;
    }
    (1..=2).contains(&count).then_some(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn without_dots(path: &str) -> String {
        let mut out = String::from("x");
        out.push_str(path);
        remove_dot_segments_in_place(&mut out, 1, false);
        out.split_off(1)
    }

    #[test]
    fn encoded_dots_make_dot_segments() {
        assert_eq!(without_dots("/a/%2E/b"), "/a/b");
        assert_eq!(without_dots("/a/b/.%2e/c"), "/a/c");
        assert_eq!(without_dots("/a/b/%2E%2E"), "/a/");
        assert_eq!(without_dots("%2E/.."), "");
        assert_eq!(
            without_dots("/a/%2E%2E%2E/%2Ea/b%2E"),
            "/a/%2E%2E%2E/%2Ea/b%2E"
        );
        assert_eq!(without_dots("/a/./b"), "/a/b");
        assert_eq!(without_dots("/a/%2F/b"), "/a/%2F/b");
    }
}
