//! `--fix` checks before it writes: the text with an IRI's fixes applied
//! is read again, in memory, with the reader that found the IRI, and the
//! fixes are kept only when that reading gives the fixed value where the
//! IRI was and everything else as it was ([`verify`]). This holds whatever
//! the readers do: a reader that points at the wrong bytes costs a
//! warning, never a file.

use std::ops::Range;

use iri_readers::{Document, Found};

/// The fixes of one IRI of a text: the index of its [`Found`] in the
/// text's document, the value the fixes make of it, and the edits of the
/// text (sorted, not overlapping; text offsets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct IriFix {
    pub(crate) found: usize,
    pub(crate) expected: String,
    pub(crate) edits: Vec<(Range<usize>, String)>,
}

/// Which of `fixes` (of distinct IRIs of `text`, whose reading is `old`)
/// may be written: each is kept when its edits lie in the bytes its IRI
/// is written in, and reading the text with it applied
/// (`read`) gives its fixed value at its place and leaves every other
/// IRI and problem as it was; then the kept ones are checked together
/// (and all are refused if together they fail). Each fixed value read
/// back must also pass `confirm` (the checker's findings checked again).
pub(crate) fn verify(
    text: &str,
    old: &Document,
    fixes: &[IriFix],
    read: &dyn Fn(&str) -> Document,
    confirm: &Confirm<'_>,
) -> Vec<bool> {
    let all: Vec<&IriFix> = fixes.iter().collect();
    let holds = |fixes: &[&IriFix]| holds(text, old, fixes, read, confirm);
    if holds(&all) {
        return vec![true; fixes.len()];
    }
    let mut kept: Vec<bool> = fixes.iter().map(|fix| holds(&[fix])).collect();
    let together: Vec<&IriFix> = fixes
        .iter()
        .zip(&kept)
        .filter(|(_, k)| **k)
        .map(|(f, _)| f)
        .collect();
    if together.len() > 1 && !holds(&together) {
        kept.fill(false);
    }
    kept
}

/// Whether the value `fix` made, as read back, checks as the fix meant:
/// it parses, the findings fixed are gone, and no finding is new.
pub(crate) type Confirm<'a> = dyn Fn(&IriFix, &str) -> bool + 'a;

/// Whether `text` with `fixes` applied reads as expected.
fn holds(
    text: &str,
    old: &Document,
    fixes: &[&IriFix],
    read: &dyn Fn(&str) -> Document,
    confirm: &Confirm<'_>,
) -> bool {
    // Each fix edits the bytes its IRI is written in, and no others.
    let inside = fixes.iter().all(|fix| {
        old.found.get(fix.found).is_some_and(|f| {
            fix.edits
                .iter()
                .all(|(r, _)| f.span.start <= r.start && r.end <= f.span.end)
        })
    });
    if !inside {
        return false;
    }
    let mut edits: Vec<&(Range<usize>, String)> = fixes.iter().flat_map(|f| &f.edits).collect();
    edits.sort_by_key(|(r, _)| (r.start, r.end));
    let mut new = String::with_capacity(text.len());
    let mut at = 0;
    for (range, replacement) in &edits {
        let Some(before) = text.get(at..range.start) else {
            return false;
        };
        if !text.is_char_boundary(range.end) || range.end > text.len() {
            return false;
        }
        new.push_str(before);
        new.push_str(replacement);
        at = range.end;
    }
    new.push_str(&text[at..]);
    // Where an offset of the old text is in the new one: after the edits
    // before it (an insertion right there belongs to what starts there).
    let delta = |edit: &(Range<usize>, String)| edit.1.len().wrapping_sub(edit.0.len());
    let moved = |offset: usize| {
        edits
            .iter()
            .filter(|(r, _)| r.start < offset && r.end <= offset)
            .map(|e| delta(e))
            .fold(offset, usize::wrapping_add)
    };
    let reread = read(&new);
    if reread.found.len() != old.found.len() || reread.problems.len() != old.problems.len() {
        return false;
    }
    let same_problems = old
        .problems
        .iter()
        .zip(&reread.problems)
        .all(|(o, n)| o.kind == n.kind && n.span.start == moved(o.span.start));
    same_problems
        && old
            .found
            .iter()
            .zip(&reread.found)
            .enumerate()
            .all(|(i, (o, n))| {
                let fix = fixes.iter().find(|f| f.found == i);
                let expected = fix.map_or(o.value.as_str(), |f| f.expected.as_str());
                let grown = fix.map_or(0, |f| {
                    f.edits.iter().map(delta).fold(0, usize::wrapping_add)
                });
                let start = moved(o.span.start);
                let end = start.wrapping_add(o.span.len()).wrapping_add(grown);
                same_place(o, n, start..end, fix.is_some())
                    && n.value == expected
                    && fix.is_none_or(|f| confirm(f, &n.value))
            })
}

/// Whether `new` is `old` read again at `span`, the same kind of value (a
/// fixed value may change grammar: a Markdown destination without the
/// space that made it a LEIRI is an IRI reference).
fn same_place(old: &Found, new: &Found, span: Range<usize>, fixed: bool) -> bool {
    new.span == span
        && (fixed || new.grammar == old.grammar)
        && new.role == old.role
        && new.pointer == old.pointer
        && new.escaping == old.escaping
}

#[cfg(test)]
mod tests {
    use super::*;
    use iri_readers::{Format, read_str};

    fn fix(text: &str, format: Format, found: usize, from: &str, to: &str) -> IriFix {
        let at = text.find(from).unwrap();
        let doc = read_str(format, text);
        let f = &doc.found[found];
        let inner = at - f.span.start;
        let mut expected = f.value.clone();
        expected.replace_range(inner..inner + from.len(), to);
        IriFix {
            found,
            expected,
            edits: vec![(at..at + from.len(), to.to_owned())],
        }
    }

    #[test]
    fn a_fix_that_reads_back_is_kept() {
        let text = "a: |-\n    prose, visit https://example.org/a/./b for more\nb: HTTP://x.org/\n";
        let old = read_str(Format::Yaml, text);
        let fixes = [
            fix(text, Format::Yaml, 0, "/./", "/"),
            fix(text, Format::Yaml, 1, "HTTP", "http"),
        ];
        let read = |t: &str| read_str(Format::Yaml, t);
        assert_eq!(
            verify(text, &old, &fixes, &read, &|_, _| true),
            [true, true]
        );
        // A value read back that the checker does not confirm: refused,
        // the other kept.
        let confirm = |fix: &IriFix, value: &str| {
            assert_eq!(value, fix.expected);
            fix.found == 1
        };
        assert_eq!(verify(text, &old, &fixes, &read, &confirm), [false, true]);
    }

    #[test]
    fn a_fix_on_other_bytes_is_refused() {
        let text =
            "a: |-\n    prose here, visit https://example.org/a/./b for more\nb: HTTP://x.org/\n";
        let old = read_str(Format::Yaml, text);
        // The fix of the first IRI written on its prose instead.
        let wrong = IriFix {
            found: 0,
            expected: "https://example.org/a/b".into(),
            edits: vec![(
                text.find("here").unwrap()..text.find("here").unwrap() + 3,
                "r".into(),
            )],
        };
        let right = fix(text, Format::Yaml, 1, "HTTP", "http");
        let read = |t: &str| read_str(Format::Yaml, t);
        assert_eq!(
            verify(text, &old, &[wrong, right], &read, &|_, _| true),
            [false, true]
        );
    }

    #[test]
    fn a_fix_that_moves_where_a_link_ends_is_refused() {
        // `%7e` fixed to `~` before a full stop: link detectors end a
        // bare link before a final `~`, so the link would lose it.
        let text = "See http://example.org/%7e.\n";
        let old = read_str(Format::Text, text);
        let fixes = [fix(text, Format::Text, 0, "%7e", "~")];
        let read = |t: &str| read_str(Format::Text, t);
        assert_eq!(verify(text, &old, &fixes, &read, &|_, _| true), [false]);
    }

    #[test]
    fn a_fix_that_changes_another_value_is_refused() {
        // Replacing the `]` of a Markdown link changes what the rest reads.
        let text = "[a](http://x.org/A) and [b](HTTP://y.org/)\n";
        let old = read_str(Format::Markdown, text);
        let bad = IriFix {
            found: 0,
            expected: "http://x.org/A".into(),
            edits: vec![(
                text.find(')').unwrap()..text.find(')').unwrap() + 1,
                " ".into(),
            )],
        };
        let read = |t: &str| read_str(Format::Markdown, t);
        assert_eq!(verify(text, &old, &[bad], &read, &|_, _| true), [false]);
    }
}
