//! YAML scalars as written, decoded with their maps: the flow scalars
//! (plain, single- and double-quoted, folded over several lines, with
//! escapes and escaped line breaks) and the block scalars (literal and
//! folded, their indentation removed, more-indented lines kept). The
//! reader compares each decoding with the parser's value.

use std::ops::Range;

use crate::offsets::{Decoding, OffsetMap};
use crate::position::line_break;
use crate::unescape::hex_char;

/// How a flow scalar is quoted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Quote {
    Plain,
    Single,
    Double,
}

/// The offset after the node properties (`&anchor`, `!tag`) and the
/// whitespace, line breaks and comments after them, at the start of
/// `written` (a scalar's bytes as the parser spans them).
pub(super) fn after_properties(written: &str) -> usize {
    let bytes = written.as_bytes();
    let mut at = 0;
    while matches!(bytes.get(at), Some(b'&' | b'!')) {
        while bytes.get(at).is_some_and(|b| !b" \t\r\n".contains(b)) {
            at += 1;
        }
        loop {
            match bytes.get(at) {
                Some(b' ' | b'\t' | b'\r' | b'\n') => at += 1,
                Some(b'#') => {
                    at = line_break(bytes, at).map_or(bytes.len(), |b| b.start);
                }
                _ => break,
            }
        }
    }
    at
}

/// One line of a scalar: where its content starts and ends (without the
/// whitespace that folding removes), whether it ends with an escaped line
/// break (`\` at its end, in a double-quoted scalar), and where the next
/// line starts.
#[derive(Clone, Debug)]
struct Line {
    start: usize,
    end: usize,
    escaped_break: bool,
}

/// The escape of a double-quoted scalar at `at` (a backslash): its
/// character and its length, `None` for an escaped line break.
fn escape(raw: &str, at: usize) -> Option<(char, usize)> {
    let hex = |digits: usize| hex_char(raw, at + 2, digits);
    let (c, len) = match raw.as_bytes().get(at + 1) {
        Some(b'x') => (hex(2), 4),
        Some(b'u') => (hex(4), 6),
        Some(b'U') => (hex(8), 10),
        Some(b'0') => (Some('\0'), 2),
        Some(b'a') => (Some('\u{7}'), 2),
        Some(b'b') => (Some('\u{8}'), 2),
        Some(b't' | b'\t') => (Some('\t'), 2),
        Some(b'n') => (Some('\n'), 2),
        Some(b'v') => (Some('\u{B}'), 2),
        Some(b'f') => (Some('\u{C}'), 2),
        Some(b'r') => (Some('\r'), 2),
        Some(b'e') => (Some('\u{1B}'), 2),
        Some(b' ') => (Some(' '), 2),
        Some(b'"') => (Some('"'), 2),
        Some(b'/') => (Some('/'), 2),
        Some(b'\\') => (Some('\\'), 2),
        Some(b'N') => (Some('\u{85}'), 2),
        Some(b'_') => (Some('\u{A0}'), 2),
        Some(b'L') => (Some('\u{2028}'), 2),
        Some(b'P') => (Some('\u{2029}'), 2),
        Some(b'\r' | b'\n') | None => return None,
        _ => (
            None,
            1 + raw[at + 1..].chars().next().map_or(0, char::len_utf8),
        ),
    };
    Some((c.unwrap_or('\u{FFFD}'), len))
}

/// The escapes of `raw[range]` (a double-quoted scalar's line), each
/// handed to `each` in order (none held: a line of escapes is not a list
/// of them); where the last one ends (`range.start` without any), and
/// whether the line ends with an escaped line break (at the last
/// backslash).
fn escapes(
    raw: &str,
    range: Range<usize>,
    mut each: impl FnMut(Range<usize>, char),
) -> (usize, Option<usize>) {
    let mut at = range.start;
    while let Some(i) = raw[at..range.end].find('\\') {
        let i = at + i;
        match escape(raw, i) {
            Some((c, len)) => {
                let end = (i + len).min(range.end);
                each(i..end, c);
                at = end;
            }
            None => return (at, Some(i)),
        }
    }
    (at, None)
}

/// Decodes a flow scalar's text `raw` (inside its quotes; for a plain
/// scalar, from its first character to its last), with its map.
pub(super) fn flow(raw: &str, quote: Quote) -> (String, OffsetMap) {
    let bytes = raw.as_bytes();
    let blank = |b: u8| b == b' ' || b == b'\t';
    // The lines, their content trimmed as folding trims it.
    let mut lines: Vec<Line> = Vec::new();
    let mut from = 0;
    loop {
        let brk = line_break(bytes, from);
        let end = brk.as_ref().map_or(raw.len(), |b| b.start);
        let last = brk.is_none();
        let mut start = from;
        if !lines.is_empty() {
            while start < end && blank(bytes[start]) {
                start += 1;
            }
        }
        let mut line = Line {
            start,
            end,
            escaped_break: false,
        };
        if !last {
            let (kept, escaped_break) = if quote == Quote::Double {
                escapes(raw, start..end, |_, _| {})
            } else {
                (start, None)
            };
            if let Some(at) = escaped_break {
                line.end = at;
                line.escaped_break = true;
            } else {
                while line.end > kept && blank(bytes[line.end - 1]) {
                    line.end -= 1;
                }
            }
        }
        lines.push(line);
        match brk {
            Some(b) => from = b.end,
            None => break,
        }
    }
    let mut decoding = Decoding::new(raw);
    let count = lines.len();
    let mut previous: Option<&Line> = None;
    let mut empty = 0;
    for (i, line) in lines.iter().enumerate() {
        let is_empty = line.start == line.end && !line.escaped_break;
        if is_empty && i > 0 && i + 1 < count {
            empty += 1;
            continue;
        }
        if let Some(prev) = previous {
            let gap = if prev.escaped_break {
                "\n".repeat(empty)
            } else if empty == 0 {
                " ".to_owned()
            } else {
                "\n".repeat(empty)
            };
            decoding.replace(prev.end..line.start, &gap);
        }
        content(raw, line.start..line.end, quote, &mut decoding);
        previous = Some(line);
        empty = 0;
    }
    decoding.finish()
}

/// The content of one line of a flow scalar, its escapes decoded.
fn content(raw: &str, range: Range<usize>, quote: Quote, decoding: &mut Decoding<'_>) {
    match quote {
        Quote::Plain => {}
        Quote::Single => {
            let mut at = range.start;
            while let Some(i) = raw[at..range.end].find("''") {
                let i = at + i;
                decoding.replace_char(i..i + 2, '\'');
                at = i + 2;
            }
        }
        Quote::Double => {
            escapes(raw, range, |r, c| decoding.replace_char(r, c));
        }
    }
}

/// Decodes a block scalar written as `written` (from its first content
/// character, `indent` spaces into its line, to the end of what the
/// parser spans), given the parser's `value` for its line breaks at the
/// start and the end (which chomping decides); `None` when the content
/// does not decode to the middle of `value`.
pub(super) fn block(
    written: &str,
    indent: usize,
    folded: bool,
    value: &str,
) -> Option<(String, OffsetMap)> {
    let bytes = written.as_bytes();
    // The lines with content, their indentation removed.
    let mut lines: Vec<(Range<usize>, usize)> = Vec::new();
    let mut from = 0;
    let mut empty = 0;
    loop {
        let brk = line_break(bytes, from);
        let end = brk.as_ref().map_or(written.len(), |b| b.start);
        let mut start = from;
        if !lines.is_empty() || from > 0 {
            let spaces = bytes[from..end].iter().take_while(|&&b| b == b' ').count();
            start = from + spaces.min(indent);
        }
        if start < end {
            lines.push((start..end, empty));
            empty = 0;
        } else {
            empty += 1;
        }
        match brk {
            Some(b) => from = b.end,
            None => break,
        }
    }
    let lead = value.len() - value.trim_start_matches('\n').len();
    let mut decoding = Decoding::new(written);
    decoding.replace(0..0, &"\n".repeat(lead));
    let spaced = |r: &Range<usize>| matches!(bytes[r.start], b' ' | b'\t');
    for pair in lines.windows(2) {
        let ((a, _), (b, between)) = (&pair[0], &pair[1]);
        let gap = if folded && !spaced(a) && !spaced(b) {
            if *between == 0 {
                " ".to_owned()
            } else {
                "\n".repeat(*between)
            }
        } else {
            "\n".repeat(between + 1)
        };
        decoding.replace(a.end..b.start, &gap);
    }
    let last = lines.last().map_or(0, |(r, _)| r.end);
    let body = decoding.value_to(last).len();
    let trail = value.get(body..)?;
    if !trail.bytes().all(|b| b == b'\n') {
        return None;
    }
    decoding.replace(last..written.len(), trail);
    Some(decoding.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(raw: &str, quote: Quote, expected: &str) -> OffsetMap {
        let (value, map) = flow(raw, quote);
        assert_eq!(value, expected, "{raw:?}");
        map
    }

    #[test]
    fn flow_scalars_fold_and_unescape() {
        check("a b", Quote::Plain, "a b");
        check("a\n  b", Quote::Plain, "a b");
        check("a  \n\n  b\n\n\n c", Quote::Plain, "a\nb\n\nc");
        check(" a\\tb \n  c \\t\n d ", Quote::Double, " a\tb c \t d ");
        check("a \\\n   b", Quote::Double, "a b");
        check("a\\\n\n  b", Quote::Double, "a\nb");
        check("it''s\n  x", Quote::Single, "it's x");
        let map = check("x\r\n  https://a/", Quote::Plain, "x https://a/");
        assert_eq!(map.covering(2..3), 5..6);
    }

    #[test]
    fn block_scalars_lose_their_indentation() {
        let (value, map) = block("a b\n    c\n", 4, false, "a b\nc").unwrap();
        assert_eq!(value, "a b\nc");
        assert_eq!(map.covering(4..5), 8..9);
        let (value, _) = block(
            " more\n  folded\n  text\n\n  para\n",
            2,
            true,
            " more\nfolded text\npara\n",
        )
        .unwrap();
        assert_eq!(value, " more\nfolded text\npara\n");
        let (value, map) = block("lit\n\n", 2, false, "\nlit\n\n").unwrap();
        assert_eq!(value, "\nlit\n\n");
        assert_eq!(map.covering(1..4), 0..3);
        assert!(block("a\n", 2, false, "b\n").is_none_or(|(v, _)| v != "b\n"));
    }

    #[test]
    fn properties_are_skipped() {
        assert_eq!(after_properties("&x !!str # c\n  v"), 15);
        assert_eq!(after_properties("v"), 0);
    }
}
