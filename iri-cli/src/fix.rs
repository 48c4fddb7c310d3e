//! `--fix`: the checker's fixes as changes of a file ([`FileEdit`]), written in
//! place atomically (through a `tempfile` beside the original, persisted
//! over it) or shown as a unified diff (`--dry-run`). Both stream the
//! file: only a changed line is held in memory.

use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{self, BufWriter, Read, Write};
use std::path::Path;

/// A change of a file: replace `len` bytes at `offset` (on line `line`)
/// with `replacement`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FileEdit {
    pub(crate) offset: u64,
    pub(crate) len: usize,
    pub(crate) replacement: String,
    pub(crate) line: u64,
}

/// Copies `from` to `to` with `edits` (sorted, not overlapping) applied.
fn copy_edited(from: &mut dyn Read, to: &mut dyn Write, edits: &[FileEdit]) -> io::Result<()> {
    let mut at: u64 = 0;
    for edit in edits {
        let keep = edit.offset - at;
        let copied = io::copy(&mut from.take(keep), to)?;
        let skipped = io::copy(&mut from.take(edit.len as u64), &mut io::sink())?;
        if copied != keep || skipped != edit.len as u64 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the file changed while it was checked",
            ));
        }
        to.write_all(edit.replacement.as_bytes())?;
        at = edit.offset + edit.len as u64;
    }
    io::copy(from, to)?;
    Ok(())
}

/// Applies `edits` (sorted by offset, not overlapping) to the file at
/// `path`: the new text is written to a temporary file in the same
/// directory, which then replaces the file in one rename, so that the file
/// is never seen half written.
pub(crate) fn apply(path: &Path, edits: &[FileEdit]) -> io::Result<()> {
    let mut source = File::open(path)?;
    let permissions = source.metadata()?.permissions();
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let temporary = tempfile::Builder::new()
        .prefix(".iri-check-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    let mut out = BufWriter::new(temporary);
    copy_edited(&mut source, &mut out, edits)?;
    let temporary = out.into_inner().map_err(io::IntoInnerError::into_error)?;
    fs::set_permissions(temporary.path(), permissions)?;
    temporary.persist(path).map_err(|err| err.error)?;
    Ok(())
}

/// The unified diff (without context lines) of applying `edits` (sorted,
/// not overlapping) to the file at `path`, named `display`.
pub(crate) fn diff(path: &Path, display: &str, edits: &[FileEdit]) -> io::Result<String> {
    let mut file = File::open(path)?;
    let mut out = format!("--- a/{display}\n+++ b/{display}\n");
    let mut buf = vec![0; 64 * 1024];
    let mut offset: u64 = 0;
    let mut line: u64 = 1;
    let mut line_start: u64 = 0;
    let mut next_edit = 0;
    // A buffer for line `line` when an edit is on it.
    let buffer_for = |line: u64, next_edit: usize| -> Option<Vec<u8>> {
        edits
            .get(next_edit)
            .filter(|e| e.line == line)
            .map(|_| Vec::new())
    };
    // The end of line `line`, at file offset `offset`: its hunk written
    // when it was held, and the next line started.
    let finish_line = |out: &mut String,
                       line: &mut u64,
                       line_start: &mut u64,
                       offset: u64,
                       held: &mut Option<Vec<u8>>,
                       next_edit: &mut usize| {
        if let Some(text) = held.take() {
            *next_edit = hunk(out, *line, *line_start, &text, edits, *next_edit);
        }
        *line += 1;
        *line_start = offset;
        *held = buffer_for(*line, *next_edit);
    };
    // The current line, when an edit is on it.
    let mut held = buffer_for(line, next_edit);
    // A carriage return ended the last read: a line break, with the line
    // feed that may come first in the next read.
    let mut after_cr = false;
    loop {
        let n = match file.read(&mut buf) {
            // At the end, a carriage return that waited ends its line.
            Ok(0) if !after_cr => break,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let mut rest = &buf[..n];
        // The line feed of a CR LF split between two reads ends the line.
        let mut split_lf = after_cr.then(|| usize::from(rest.first() == Some(&b'\n')));
        after_cr = false;
        while !rest.is_empty() || split_lf.is_some() {
            // Lines end at each break `iri_readers::line_break` finds; a
            // carriage return at the end of the read waits for the next.
            let (piece, ends_line) = match (split_lf.take(), iri_readers::line_break(rest, 0)) {
                (Some(lf), _) => (&rest[..lf], true),
                (None, Some(found)) if found.end == rest.len() && rest[found.start] == b'\r' => {
                    after_cr = true;
                    (rest, false)
                }
                (None, Some(found)) => (&rest[..found.end], true),
                (None, None) => (rest, false),
            };
            if let Some(held) = held.as_mut() {
                held.extend_from_slice(piece);
            }
            offset += piece.len() as u64;
            rest = &rest[piece.len()..];
            if ends_line {
                finish_line(
                    &mut out,
                    &mut line,
                    &mut line_start,
                    offset,
                    &mut held,
                    &mut next_edit,
                );
            }
        }
        if n == 0 {
            break;
        }
    }
    if let Some(text) = held.take()
        && !text.is_empty()
    {
        hunk(&mut out, line, line_start, &text, edits, next_edit);
    }
    Ok(out)
}

/// Writes the hunk of line `line` (starting at file offset `start`, its
/// bytes `text`), with the edits on it from `edits[first..]`; the index of
/// the first edit after the line.
fn hunk(
    out: &mut String,
    line: u64,
    start: u64,
    text: &[u8],
    edits: &[FileEdit],
    first: usize,
) -> usize {
    let mut new = Vec::with_capacity(text.len());
    let mut at = 0;
    let mut next = first;
    while let Some(edit) = edits.get(next).filter(|e| e.line == line) {
        let from = (edit.offset - start) as usize;
        new.extend_from_slice(&text[at..from]);
        new.extend_from_slice(edit.replacement.as_bytes());
        at = from + edit.len;
        next += 1;
    }
    new.extend_from_slice(&text[at..]);
    let _ = writeln!(out, "@@ -{line} +{line} @@");
    for (sign, bytes) in [('-', text), ('+', &new[..])] {
        out.push(sign);
        out.push_str(&String::from_utf8_lossy(bytes));
        if !bytes.ends_with(b"\n") && !bytes.ends_with(b"\r") {
            out.push_str("\n\\ No newline at end of file\n");
        } else if !bytes.ends_with(b"\n") {
            // A line that ends with a lone carriage return: a line feed
            // after it, for the diff's own lines.
            out.push('\n');
        }
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edits() -> Vec<FileEdit> {
        vec![
            FileEdit {
                offset: 0,
                len: 4,
                replacement: "http".into(),
                line: 1,
            },
            FileEdit {
                offset: 24,
                len: 3,
                replacement: "%AB".into(),
                line: 3,
            },
        ]
    }

    const TEXT: &str = "HTTP://a/\nfine\nhttp://b/%ab\n";

    #[test]
    fn edits_apply_in_a_copy() {
        let mut out = Vec::new();
        copy_edited(&mut TEXT.as_bytes(), &mut out, &edits()[..1]).unwrap();
        assert_eq!(out, b"http://a/\nfine\nhttp://b/%ab\n");
        assert!(copy_edited(&mut &b"short"[..], &mut Vec::new(), &edits()).is_err());
    }

    #[test]
    fn diffs_show_each_changed_line() {
        let dir = std::env::temp_dir().join(format!("iri-check-fix-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("a.txt");
        fs::write(&path, TEXT).unwrap();
        let edits = edits();
        assert_eq!(
            diff(&path, "a.txt", &edits).unwrap(),
            "--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-HTTP://a/\n+http://a/\n@@ -3 +3 @@\n-http://b/%ab\n+http://b/%AB\n"
        );
        apply(&path, &edits).unwrap();
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            "http://a/\nfine\nhttp://b/%AB\n"
        );
        fs::write(&path, "HTTP://a/").unwrap();
        assert_eq!(
            diff(&path, "a.txt", &edits[..1]).unwrap(),
            "--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-HTTP://a/\n\\ No newline at end of file\n+http://a/\n\\ No newline at end of file\n"
        );
        // Lines end at a lone carriage return too, as editors count them.
        fs::write(&path, "x\rHTTP://a/\r\nb\r").unwrap();
        let edit = FileEdit {
            offset: 2,
            len: 4,
            replacement: "http".into(),
            line: 2,
        };
        assert_eq!(
            diff(&path, "a.txt", &[edit]).unwrap(),
            "--- a/a.txt\n+++ b/a.txt\n@@ -2 +2 @@\n-HTTP://a/\r\n+http://a/\r\n"
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
