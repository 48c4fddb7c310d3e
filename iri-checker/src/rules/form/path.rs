//! The path: `form-dot-segments` (RFC 3986 sections 5.2.4 and 6.2.2.3)
//! and `form-empty-path` (section 6.2.3).

use alloc::string::String;
use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::normalize::path::{dots, push_without_dot_segments_read};
use crate::resolve::writer::guard_path;
use crate::rules::form::detail::FormDetail;
use crate::schemes::table::empty_path_is_root;
use crate::syntax::facts::Fact;
use crate::syntax::split::split;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;
use iri_core::{Grammar, parse};

/// `form-dot-segments`: segments `.` and `..` (also written `%2E`, as
/// normalization reads them, RFC 3986 section 6.2.2.2) in the path of an
/// absolute IRI or of a reference with an absolute path, or past the
/// leading ones of a relative-path reference (`../a` climbs from its base;
/// `a/../b` does not need to).
///
/// The fix is what path segment normalization writes (the one
/// `remove_dot_segments`, with the `/.` guard before a path that would
/// start with `//`), narrowed to what it changes. A relative-path
/// reference gets no fix: its dot segments apply to the base's path once
/// merged (RFC 3986 section 5.2.3), and without it `a/..` has no shorter
/// form (the empty reference means the base itself).
pub(super) fn dot_segments(c: &mut Checker<'_>) {
    if !c.wants(Code::FormDotSegments) {
        return;
    }
    let range = c.path();
    let path = &c.text[range.clone()];
    if !may_hold_dot_segment(c, path.as_bytes()) {
        return;
    }
    let hierarchical = c.has_scheme() || path.starts_with('/');
    let mut leading = !hierarchical;
    // `/.//a` without an authority: the `.` keeps `//a` from reading as
    // one, and normalization writes it too.
    let guard = !c.has_authority() && path.starts_with("/.//");
    let mut found: Option<Range<usize>> = None;
    for segment in split(c.text, range.clone(), b"/") {
        if guard && segment.start == range.start + 1 {
            continue;
        }
        let is_dots = dots(&c.text.as_bytes()[segment.clone()]).is_some();
        if leading && is_dots {
            continue;
        }
        leading = false;
        if is_dots {
            found = Some(found.map_or(segment.clone(), |f| f.start..segment.end));
        }
    }
    let Some(found) = found else {
        return;
    };
    if !hierarchical {
        c.report(Finding::new(
            FormDetail::RelativeDotSegments,
            Component::Path,
            found,
        ));
        return;
    }
    let Some((span, _, _)) = fixed_path(c.text, range, c.has_authority()) else {
        return;
    };
    let finding = Finding::new(FormDetail::DotSegments, Component::Path, span.clone());
    c.report_with_fix(finding, span);
}

/// What path segment normalization changes in the path at `range` of
/// `text` (with an authority or not): the span of the path it rewrites,
/// narrowed to what changes, the path it writes, and where in it the text
/// written at that span lies; `None` when it changes nothing. The path
/// alone is normalized, as normalization writes it (the one
/// `remove_dot_segments`, then the `/.` guard). The check needs the span
/// only: the text written there is sliced by the fix alone.
fn fixed_path(
    text: &str,
    range: Range<usize>,
    has_authority: bool,
) -> Option<(Range<usize>, String, Range<usize>)> {
    let path = &text[range.clone()];
    let mut fixed = String::with_capacity(path.len() + 2);
    // Path segment normalization reads no character beyond ASCII, and reads
    // `%2E` as `.`.
    push_without_dot_segments_read(&mut fixed, path, false);
    guard_path(&mut fixed, 0, has_authority);
    if fixed == path {
        return None;
    }
    let (start, end) = changed(path, &fixed);
    let span = range.start + start..range.end - end;
    let written = start..fixed.len() - end;
    Some((span, fixed, written))
}

/// The fix of `form-dot-segments` at `span` of `input`: what path segment
/// normalization writes there.
pub(super) fn dot_segments_fix(input: &str, span: &Range<usize>) -> Option<String> {
    let table = parse(input, Grammar::LEIRI_REFERENCE).ok()?;
    let (fixed, path, written) = fixed_path(input, table.path(), table.has_authority())?;
    (fixed == *span).then(|| String::from(&path[written]))
}

/// Whether a segment of `path` may be a dot segment: it starts as one does
/// (`.` or `%2E` in either case). Without a `.` starting a segment (the
/// parser's fact), only the `%` need a look.
fn may_hold_dot_segment(c: &Checker<'_>, path: &[u8]) -> bool {
    let starts_with_dot =
        |segment: &[u8]| matches!(segment, [b'.', ..] | [b'%', b'2', b'E' | b'e', ..]);
    let starts_segment = |at: usize| at == 0 || path[at - 1] == b'/';
    if c.may(Fact::DotSegment, Component::Path) {
        return starts_with_dot(path)
            || path
                .iter()
                .enumerate()
                .any(|(at, &b)| b == b'/' && starts_with_dot(&path[at + 1..]));
    }
    let mut from = 0;
    while let Some(offset) = path[from..].iter().position(|&b| b == b'%') {
        let at = from + offset;
        if starts_segment(at) && starts_with_dot(&path[at..]) {
            return true;
        }
        from = at + 1;
    }
    false
}

/// The lengths of the longest common prefix and suffix (not overlapping
/// it) of `path` and `fixed`, so that what lies between is what changed;
/// neither ends inside a percent-encoding or a character.
fn changed(path: &str, fixed: &str) -> (usize, usize) {
    let (a, b) = (path.as_bytes(), fixed.as_bytes());
    let shorter = a.len().min(b.len());
    let mut suffix = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take(shorter)
        .take_while(|(x, y)| x == y)
        .count();
    let mut prefix = a[..a.len() - suffix]
        .iter()
        .zip(&b[..b.len() - suffix])
        .take_while(|(x, y)| x == y)
        .count();
    prefix -= inside(path, prefix);
    let start = a.len() - suffix;
    let into = inside(path, start);
    if into > 0 {
        // Past the percent-encoding or character that the suffix cuts.
        suffix = a.len() - (start - into + width(path, start - into));
    }
    (prefix, suffix)
}

/// How far `at` lies inside a percent-encoding or a character of `text`
/// (0 at their start).
fn inside(text: &str, at: usize) -> usize {
    let bytes = text.as_bytes();
    if at >= 1 && bytes[at - 1] == b'%' {
        return 1;
    }
    if at >= 2 && bytes[at - 2] == b'%' {
        return 2;
    }
    if text.is_char_boundary(at) {
        return 0;
    }
    let start = (0..at)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    at - start
}

/// The length of the percent-encoding or character starting at `at` of `text`.
fn width(text: &str, at: usize) -> usize {
    if text.as_bytes()[at] == b'%' {
        3
    } else {
        text[at..].chars().next().map_or(1, char::len_utf8)
    }
}

/// `form-empty-path`: an empty path with an authority, for a scheme where
/// it means `/` (http, https, ws, wss: RFC 9110 section 4.2.3, RFC 6455
/// section 3); the fix inserts the `/`.
pub(super) fn empty_path(c: &mut Checker<'_>) {
    let path = c.path();
    if !path.is_empty() || !c.has_authority() || !c.wants(Code::FormEmptyPath) {
        return;
    }
    let Some(scheme) = c.scheme() else {
        return;
    };
    if !empty_path_is_root(&c.text[scheme]) {
        return;
    }
    let span = path.start..path.start;
    let finding = Finding::new(FormDetail::EmptyPath, Component::Path, span.clone());
    c.report_with_fix(finding, span);
}
