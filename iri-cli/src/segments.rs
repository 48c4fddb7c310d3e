//! Reading the inputs in pieces ([`Segment`]s) of bounded size: whole
//! lines for the formats read a line at a time, so that any such input is
//! checked in constant memory (a line longer than the limit is skipped
//! while it is read, never held); whole documents, up to
//! `--max-file-size`, for the others.

use std::fs::File;
use std::io::{self, Read};

use crate::candidate::Position;
use crate::codes::InputCode;
use iri_readers::Format;

use crate::inputs::{Input, Source};
use crate::retry::{read_full, read_some};

/// The size of a segment of lines, and of the reads.
const SEGMENT: usize = 256 * 1024;

/// How many bytes at the start of a file are looked at for NUL bytes.
const BINARY_PROBE: usize = 8 * 1024;

/// A piece of one input.
#[derive(Debug)]
pub(crate) struct Segment {
    /// The input's index.
    pub(crate) input: usize,
    /// The bytes of the input read since its previous segment.
    pub(crate) bytes: u64,
    pub(crate) body: Body,
}

/// What a segment holds.
#[derive(Debug)]
pub(crate) enum Body {
    /// Whole lines (the last maybe without its line feed), starting at
    /// `offset` on line `first_line`.
    Lines {
        offset: u64,
        first_line: u64,
        data: Vec<u8>,
    },
    /// A whole document, as read.
    Document(Vec<u8>),
    /// A problem with the input.
    Problem(Position, InputCode, String),
    /// The input was read to its end.
    End,
    /// The input was found in a directory and is binary: not checked, not
    /// counted.
    Skipped,
    /// The input could not be read (or read further); the message.
    Failed(String),
}

/// The state of the input being read.
enum Current {
    Lines(LineReader),
    /// A document to read whole: the reader, the bytes read, the limit.
    Whole(Option<(Box<dyn Read + Send>, Vec<u8>)>, u64),
    /// A binary file, reported, to be ended.
    Skipped,
}

impl Current {
    /// The offset reached in the input.
    fn offset(&self) -> u64 {
        match self {
            Current::Lines(lines) => lines.offset,
            Current::Whole(_, read) => *read,
            Current::Skipped => 0,
        }
    }
}

/// Reads the inputs one after the other, in segments.
pub(crate) struct Reader<'a> {
    inputs: &'a [Input],
    next: usize,
    /// The input being read: its index, its state, and the offset reported.
    current: Option<(usize, Current, u64)>,
    max_line: usize,
    max_file: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(inputs: &'a [Input], max_line: usize, max_file: usize) -> Reader<'a> {
        Reader {
            inputs,
            next: 0,
            current: None,
            max_line,
            max_file,
        }
    }

    /// Segments until about `budget` bytes of input are read, `most`
    /// segments are made, or the end: a group of many small files holds
    /// no more than `most` of them (and their findings) at once.
    pub(crate) fn group(&mut self, budget: u64, most: usize) -> Vec<Segment> {
        let mut out = Vec::new();
        let mut size = 0;
        while size < budget && out.len() < most {
            let Some(segment) = self.segment() else {
                break;
            };
            size += segment.bytes.max(1);
            out.push(segment);
        }
        out
    }

    /// The next segment, `None` after the last input.
    fn segment(&mut self) -> Option<Segment> {
        let Some((index, current, reported)) = &mut self.current else {
            let index = self.next;
            let input = self.inputs.get(index)?;
            self.next += 1;
            return Some(match Self::open(input) {
                Ok(Opened::Reader(current)) => {
                    self.current = Some((index, current, 0));
                    return self.segment();
                }
                Ok(Opened::Binary(bytes)) if input.named => {
                    self.current = Some((index, Current::Skipped, 0));
                    let position = Position {
                        line: 1,
                        column: 1,
                        offset: 0,
                    };
                    let message = "binary file (it holds NUL bytes), not checked".to_owned();
                    Segment {
                        input: index,
                        bytes,
                        body: Body::Problem(position, InputCode::Binary, message),
                    }
                }
                Ok(Opened::Binary(bytes)) => Segment {
                    input: index,
                    bytes,
                    body: Body::Skipped,
                },
                Err(err) => Segment {
                    input: index,
                    bytes: 0,
                    body: Body::Failed(format!("cannot read `{}`: {err}", input.display)),
                },
            });
        };
        let index = *index;
        let body = match current {
            Current::Lines(lines) => lines.next(self.max_line),
            Current::Whole(state, read) => whole(state, read, self.max_file),
            Current::Skipped => Ok(None),
        };
        let offset = current.offset();
        let bytes = offset.saturating_sub(*reported);
        *reported = offset;
        let body = match body {
            Ok(Some(body)) => body,
            Ok(None) => {
                self.current = None;
                Body::End
            }
            Err(err) => {
                self.current = None;
                Body::Failed(format!(
                    "cannot read `{}`: {err}",
                    self.inputs[index].display
                ))
            }
        };
        Some(Segment {
            input: index,
            bytes,
            body,
        })
    }

    fn open(input: &Input) -> io::Result<Opened> {
        let mut reader: Box<dyn Read + Send> = match &input.source {
            Source::Stdin => Box::new(io::stdin()),
            Source::File(path) => Box::new(File::open(path)?),
        };
        let mut head = vec![0; BINARY_PROBE];
        let filled = read_full(&mut reader, &mut head)?;
        head.truncate(filled);
        // The Turtle family's literals may hold U+0000 as it is: such a
        // file is text.
        let nul_is_text = matches!(
            input.format,
            Format::NTriples | Format::NQuads | Format::Turtle | Format::TriG
        );
        if !nul_is_text && memchr::memchr(0, &head).is_some() {
            return Ok(Opened::Binary(filled as u64));
        }
        Ok(Opened::Reader(if input.by_line {
            Current::Lines(LineReader::new(reader, head))
        } else {
            Current::Whole(Some((reader, head)), 0)
        }))
    }
}

/// An opened input.
enum Opened {
    Reader(Current),
    /// A binary file, of which so many bytes were read.
    Binary(u64),
}

/// The document being read whole, as one segment; a problem when it is
/// larger than `max_file` (its bytes are read and dropped); `None` once
/// given.
fn whole(
    state: &mut Option<(Box<dyn Read + Send>, Vec<u8>)>,
    read: &mut u64,
    max_file: usize,
) -> io::Result<Option<Body>> {
    let Some((mut reader, mut data)) = state.take() else {
        return Ok(None);
    };
    let limit = max_file as u64 + 1;
    let head = data.len() as u64;
    (&mut reader)
        .take(limit.saturating_sub(head))
        .read_to_end(&mut data)?;
    *read = data.len() as u64;
    if data.len() > max_file {
        drop(data);
        *read += io::copy(&mut reader, &mut io::sink())?;
        let position = Position {
            line: 1,
            column: 1,
            offset: 0,
        };
        let message = format!(
            "document of {read} bytes, larger than `--max-file-size` ({max_file} bytes), not checked"
        );
        return Ok(Some(Body::Problem(
            position,
            InputCode::Read(iri_readers::ProblemCode::TooLarge),
            message,
        )));
    }
    Ok(Some(Body::Document(data)))
}

/// Reads whole lines.
struct LineReader {
    reader: Option<Box<dyn Read + Send>>,
    buf: Vec<u8>,
    /// The unread bytes are `buf[start..end]`.
    start: usize,
    end: usize,
    /// The file offset of `buf[start]`.
    offset: u64,
    /// The line number of `buf[start]`.
    line: u64,
    /// The first line feed of the unread bytes, once found.
    first: Option<usize>,
    /// How many unread bytes were searched for it.
    searched: usize,
}

impl LineReader {
    /// A reader of `reader`, whose first bytes are `head`; a byte order
    /// mark at the start is skipped.
    fn new(reader: Box<dyn Read + Send>, head: Vec<u8>) -> LineReader {
        let end = head.len();
        let bom = if head.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        let mut buf = head;
        buf.resize(SEGMENT.max(end), 0);
        LineReader {
            reader: Some(reader),
            buf,
            start: bom,
            end,
            offset: bom as u64,
            line: 1,
            first: None,
            searched: 0,
        }
    }

    /// Reads more after the unread bytes, growing the buffer up to
    /// `limit`; whether anything was read.
    fn fill(&mut self, limit: usize) -> io::Result<bool> {
        let Some(reader) = self.reader.as_mut() else {
            return Ok(false);
        };
        if self.start > 0 {
            self.buf.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
        }
        if self.end == self.buf.len() {
            let grown = (self.buf.len() * 2).min(limit.max(self.buf.len() + 1));
            self.buf.resize(grown, 0);
        }
        let n = read_some(reader, &mut self.buf[self.end..])?;
        self.end += n;
        if n == 0 {
            self.reader = None;
        }
        Ok(n > 0)
    }

    /// The next segment: about [`SEGMENT`] bytes of whole lines, or a
    /// line too long to hold; `None` at the end.
    fn next(&mut self, max_line: usize) -> io::Result<Option<Body>> {
        loop {
            let first = self.first_line_feed(max_line);
            let unread = self.end - self.start;
            if first.is_none() && unread > max_line {
                return self.skip_long_line().map(Some);
            }
            let ended = self.reader.is_none();
            if unread >= SEGMENT || ended {
                if unread == 0 {
                    return Ok(None);
                }
                if ended && unread <= SEGMENT {
                    return Ok(Some(self.take(unread)));
                }
                // Up to the last line feed of a segment's size, or the
                // first one when the first line is longer than that.
                let cut = match first {
                    Some(i) if i < SEGMENT => {
                        let window = &self.buf[self.start..self.start + SEGMENT];
                        memchr::memrchr(b'\n', window).map(|i| i + 1)
                    }
                    Some(i) => Some(i + 1),
                    None => ended.then_some(unread),
                };
                if let Some(cut) = cut {
                    return Ok(Some(self.take(cut)));
                }
            }
            self.fill(max_line + 1 + SEGMENT)?;
        }
    }

    /// The first line feed of the unread bytes within `max_line + 1` bytes,
    /// searching only the bytes not searched before.
    fn first_line_feed(&mut self, max_line: usize) -> Option<usize> {
        if self.first.is_none() {
            let unread = &self.buf[self.start..self.end];
            let limit = unread.len().min(max_line + 1);
            if self.searched < limit {
                self.first =
                    memchr::memchr(b'\n', &unread[self.searched..limit]).map(|i| self.searched + i);
                self.searched = limit;
            }
        }
        self.first
    }

    /// The first `len` unread bytes, as a segment.
    fn take(&mut self, len: usize) -> Body {
        let data = self.buf[self.start..self.start + len].to_vec();
        let body = Body::Lines {
            offset: self.offset,
            first_line: self.line,
            data,
        };
        self.line += iri_readers::count_line_breaks(&self.buf[self.start..self.start + len]) as u64;
        self.offset += len as u64;
        self.start += len;
        self.first = None;
        self.searched = 0;
        body
    }

    /// Skips the first unread line, longer than the limit, reading it to
    /// its end without holding it; the problem to report.
    fn skip_long_line(&mut self) -> io::Result<Body> {
        self.first = None;
        self.searched = 0;
        let position = Position {
            line: self.line,
            column: 1,
            offset: self.offset,
        };
        let mut length: u64 = 0;
        loop {
            let unread = &self.buf[self.start..self.end];
            if let Some(i) = memchr::memchr(b'\n', unread) {
                length += i as u64;
                self.start += i + 1;
                self.offset += i as u64 + 1;
                self.line += 1;
                break;
            }
            length += unread.len() as u64;
            self.offset += unread.len() as u64;
            self.start = self.end;
            if !self.fill(self.buf.len())? {
                break;
            }
        }
        let message = format!(
            "line of {length} bytes, longer than the limit, not checked (see `--max-line-length`)"
        );
        Ok(Body::Problem(position, InputCode::TooLong, message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max_line: usize) -> Vec<String> {
        let head = input[..input.len().min(10)].to_vec();
        let rest: Box<dyn Read + Send> = Box::new(io::Cursor::new(input[head.len()..].to_vec()));
        let mut reader = LineReader::new(rest, head);
        let mut out = Vec::new();
        while let Some(body) = reader.next(max_line).unwrap() {
            out.push(match body {
                Body::Lines {
                    offset,
                    first_line,
                    data,
                } => format!(
                    "{first_line}@{offset}: {} bytes, {} lines",
                    data.len(),
                    memchr::memchr_iter(b'\n', &data).count()
                ),
                Body::Problem(p, code, _) => format!("{} {}@{}", code.name(), p.line, p.offset),
                other => format!("{other:?}"),
            });
        }
        out
    }

    #[test]
    fn small_inputs_are_one_segment() {
        assert_eq!(lines(b"a\nb\nc", 100), ["1@0: 5 bytes, 2 lines"]);
        assert_eq!(lines(b"\xEF\xBB\xBFa\nb", 100), ["1@3: 3 bytes, 1 lines"]);
        assert_eq!(lines(b"", 100), Vec::<String>::new());
    }

    #[test]
    fn long_lines_are_skipped_in_constant_memory() {
        let mut input = b"a\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', 5 * SEGMENT));
        input.extend_from_slice(b"\nb\n");
        assert_eq!(
            lines(&input, 1000),
            [
                "1@0: 2 bytes, 1 lines".to_owned(),
                "input-too-long 2@2".to_owned(),
                format!("3@{}: 2 bytes, 1 lines", 5 * SEGMENT + 3)
            ]
        );
    }

    #[test]
    fn large_inputs_are_cut_at_line_feeds() {
        let line = b"http://example.org/some/path\n";
        let input: Vec<u8> = line.repeat(30_000);
        let out = lines(&input, 1 << 20);
        assert!(out.len() > 2, "{out:?}");
        let total: usize = out
            .iter()
            .map(|s| {
                let lines: usize = s
                    .split(", ")
                    .nth(1)
                    .unwrap()
                    .split(' ')
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap();
                lines
            })
            .sum();
        assert_eq!(total, 30_000);
    }
}
