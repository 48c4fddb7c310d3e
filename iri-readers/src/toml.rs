//! TOML: the string values meant as IRIs, read by `toml_parser` (the
//! lexer and parser under `toml` and `toml_edit`, which gives every
//! token's span and decodes strings); the map of a string's escapes (and
//! of a multi-line string's first line break and line-ending backslashes)
//! is made here, and checked against the parser's decoding.

use std::ops::Range;

use toml_parser::decoder::Encoding;
use toml_parser::lexer::{Token, TokenKind};
use toml_parser::parser::{Event, EventKind, RecursionGuard};
use toml_parser::{Raw, Source};

use crate::Document;
use crate::found::Escaping;
use crate::offsets::{Decoding, OffsetMap};
use crate::problem::{Problem, ProblemKind};
use crate::select::{Selection, Step};
use crate::strings::{self, Reading, StringValue};
use crate::unescape::{Escape, hex_char, unescape_into};

/// The deepest nesting of arrays and inline tables read: the `toml`
/// crate's (and so Cargo's) limit.
const MAX_DEPTH: u32 = 80;

/// Appends the IRIs of `text` to `doc`.
///
/// Read a statement at a time: a key-value pair or a table header with
/// the line break after it (the lines of an array or an inline table
/// that spans several are one statement), lexed and parsed on its own,
/// its events walked as the parser makes them. So only the tokens of the
/// largest statement are held, never those of the document, and no
/// events. A statement starts at a line start at the document's level,
/// where the parser is in the state it starts a document in, so that it
/// reads each as it reads them in the whole.
pub(crate) fn read(text: &str, selection: &Selection, doc: &mut Document) {
    let before = (doc.found.len(), doc.problems.len());
    let mut walk = Walk::default();
    let mut tokens = Vec::new();
    let (mut start, mut count, mut depth) = (0, 0, 0usize);
    for token in Source::new(text).lex() {
        count += 1;
        let end = match token.kind() {
            TokenKind::LeftSquareBracket | TokenKind::LeftCurlyBracket => {
                depth += 1;
                continue;
            }
            TokenKind::RightSquareBracket | TokenKind::RightCurlyBracket => {
                depth = depth.saturating_sub(1);
                continue;
            }
            TokenKind::Newline if depth == 0 => token.span().end(),
            TokenKind::Eof => text.len(),
            _ => continue,
        };
        if start < end {
            let statement = Statement {
                text,
                range: start..end,
                tokens: count + 1,
            };
            if let Err(problem) = statement.read(&mut tokens, &mut walk, selection, doc) {
                // A document the parser refuses gives its first error
                // only, as before any of it was read.
                doc.found.truncate(before.0);
                doc.problems.truncate(before.1);
                doc.problems.push(problem);
                return;
            }
        }
        (start, count) = (end, 0);
    }
}

/// A statement of a document, with the line break after it.
struct Statement<'a> {
    text: &'a str,
    range: Range<usize>,
    /// How many tokens it lexes to, at most: room held for them at once.
    tokens: usize,
}

impl Statement<'_> {
    /// Parses the statement, walking its events into `doc`: the parser's
    /// first error if it refuses it.
    fn read(
        &self,
        tokens: &mut Vec<Token>,
        walk: &mut Walk,
        selection: &Selection,
        doc: &mut Document,
    ) -> Result<(), Problem> {
        let base = self.range.start;
        let source = Source::new(&self.text[self.range.clone()]);
        tokens.clear();
        tokens.reserve_exact(self.tokens);
        tokens.extend(source.lex());
        let mut errors: Vec<toml_parser::ParseError> = Vec::new();
        let mut receiver = |e: Event| walk.event(&e, &source, base, selection, doc);
        // Arrays and inline tables nested deeper than the `toml` crate
        // reads are refused as it refuses them (the parser recurses: a
        // document of `[[[…` ran out of stack).
        let mut guard = RecursionGuard::new(&mut receiver, MAX_DEPTH);
        toml_parser::parser::parse_document(tokens, &mut guard, &mut errors);
        match errors.first() {
            None => Ok(()),
            Some(err) => {
                let span = err
                    .unexpected()
                    .or(err.context())
                    .map_or(0..0, |s| base + s.start()..base + s.end());
                Err(Problem::new(
                    ProblemKind::Syntax,
                    span,
                    format!("invalid TOML: {}", err.description()),
                ))
            }
        }
    }
}

/// Where the walk of the events is: the path of the value being read is
/// the table's keys, then the keys of the key-value pair being read,
/// then array indices.
#[derive(Default)]
struct Walk {
    table: Vec<Step>,
    keys: Vec<Step>,
    header: bool,
    after_key_sep: bool,
    /// Open arrays and inline tables: the path length to restore, the
    /// next index for arrays.
    nesting: Vec<(usize, Option<usize>)>,
    in_value: bool,
}

impl Walk {
    /// Walks `event` of a statement read as `source`, which starts at
    /// `base` in the document.
    fn event(
        &mut self,
        event: &Event,
        source: &Source<'_>,
        base: usize,
        selection: &Selection,
        doc: &mut Document,
    ) {
        let span = event.span();
        let raw = || {
            source
                .get(span)
                .map(|r| decode_key(&Raw::new_unchecked(r.as_str(), event.encoding(), span)))
        };
        match event.kind() {
            EventKind::StdTableOpen | EventKind::ArrayTableOpen => {
                self.table.clear();
                self.header = true;
            }
            EventKind::StdTableClose | EventKind::ArrayTableClose => self.header = false,
            EventKind::SimpleKey => {
                let key = Step::Key(raw().unwrap_or_default());
                if self.header {
                    self.table.push(key);
                } else {
                    if !self.after_key_sep && !self.in_value {
                        self.keys.clear();
                    }
                    if self.nesting.last().is_some_and(|n| n.1.is_none()) && !self.after_key_sep {
                        let base = self.nesting.last().map_or(0, |n| n.0);
                        self.keys.truncate(base);
                    }
                    self.keys.push(key);
                }
                self.after_key_sep = false;
            }
            EventKind::KeySep => self.after_key_sep = true,
            EventKind::KeyValSep => self.in_value = true,
            EventKind::ArrayOpen | EventKind::InlineTableOpen => {
                let array = event.kind() == EventKind::ArrayOpen;
                self.nesting.push((self.keys.len(), array.then_some(0)));
                if array {
                    self.keys.push(Step::Index(0));
                }
            }
            EventKind::ArrayClose | EventKind::InlineTableClose => {
                if let Some((len, _)) = self.nesting.pop() {
                    self.keys.truncate(len);
                }
                if self.nesting.is_empty() {
                    self.in_value = false;
                }
            }
            EventKind::ValueSep => {
                if let Some((len, Some(index))) = self.nesting.last_mut() {
                    *index += 1;
                    let len = *len;
                    let i = *index;
                    self.keys.truncate(len);
                    self.keys.push(Step::Index(i));
                }
            }
            EventKind::Scalar => {
                if let (Some(encoding), Some(raw)) = (event.encoding(), source.get(span)) {
                    let raw = Raw::new_unchecked(raw.as_str(), Some(encoding), span);
                    let mut path = self.table.clone();
                    path.extend(self.keys.iter().cloned());
                    string(&raw, encoding, base + span.start(), &path, selection, doc);
                }
                if self.nesting.is_empty() {
                    self.in_value = false;
                }
            }
            EventKind::Newline if self.nesting.is_empty() => self.in_value = false,
            _ => {}
        }
    }
}

fn decode_key(raw: &Raw<'_>) -> String {
    let mut out = String::new();
    raw.decode_key(&mut out, &mut ());
    out
}

/// A string scalar at `path`, written at `at` of the document.
fn string(
    raw: &Raw<'_>,
    encoding: Encoding,
    at: usize,
    path: &[Step],
    selection: &Selection,
    doc: &mut Document,
) {
    // A decoded string is never longer than its written form: no room to
    // grow into.
    let mut value = String::with_capacity(raw.len());
    let _ = raw.decode_scalar(&mut value, &mut ());
    let how = strings::reading(&value, path, selection);
    if how == Reading::Skip {
        return;
    }
    let written = raw.as_str();
    let (quote, escaping) = match encoding {
        Encoding::BasicString => (1, Escaping::TomlBasic),
        Encoding::LiteralString => (1, Escaping::TomlLiteral),
        Encoding::MlBasicString => (3, Escaping::TomlBasic),
        Encoding::MlLiteralString => (3, Escaping::TomlLiteral),
    };
    // A string the lexer could not close has no inside to point at.
    let Some(inner) = written
        .len()
        .checked_sub(quote)
        .filter(|&end| end >= quote)
        .and_then(|end| written.get(quote..end))
    else {
        return;
    };
    let start = at + quote;
    let (mine, map) = decode(inner, quote == 3, escaping == Escaping::TomlBasic);
    let map = if mine == value {
        map
    } else {
        // A decoding that differs from the parser's: pointed at whole.
        OffsetMap::opaque(value.len(), inner.len())
    };
    let s = StringValue {
        value: &value,
        map: &map,
        start,
        escaping,
    };
    strings::push_as(&s, how, path, doc);
}

/// The inside of a string, decoded with its map: a multi-line string
/// drops the line break right after its opening delimiter; a basic
/// string decodes its escapes (and a line-ending backslash with the
/// whitespace after it, to nothing).
fn decode(inner: &str, multi_line: bool, basic: bool) -> (String, OffsetMap) {
    let mut decoding = Decoding::new(inner);
    let mut from = 0;
    if multi_line {
        from = ["\n", "\r\n"]
            .iter()
            .find(|nl| inner.starts_with(**nl))
            .map_or(0, |nl| nl.len());
        decoding.replace(0..from, "");
    }
    if basic {
        unescape_into(&mut decoding, inner, from, escape);
    }
    decoding.finish()
}

/// What a basic string reads at the backslash at `i` of `raw`.
fn escape(raw: &str, i: usize) -> Escape {
    let bytes = raw.as_bytes();
    let (c, len) = match bytes.get(i + 1) {
        Some(b'u') => (hex_char(raw, i + 2, 4), 6),
        Some(b'U') => (hex_char(raw, i + 2, 8), 10),
        Some(b'x') => (hex_char(raw, i + 2, 2), 4),
        Some(b'b') => (Some('\u{8}'), 2),
        Some(b't') => (Some('\t'), 2),
        Some(b'n') => (Some('\n'), 2),
        Some(b'f') => (Some('\u{C}'), 2),
        Some(b'r') => (Some('\r'), 2),
        Some(b'e') => (Some('\u{1B}'), 2),
        Some(b'"') => (Some('"'), 2),
        Some(b'\\') => (Some('\\'), 2),
        _ => (None, 1),
    };
    // A line-ending backslash and the whitespace and line breaks after
    // it decode to nothing.
    c.map_or_else(
        || {
            let blank = bytes[i + 1..]
                .iter()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
            Escape::Nothing(1 + blank)
        },
        |c| Escape::Char(c, len),
    )
}

#[cfg(test)]
mod tests {
    use crate::{Format, read_str};

    #[test]
    fn nesting_deeper_than_the_toml_crate_reads_is_a_problem_not_a_crash() {
        for (open, close) in [("[", "]"), ("{a = ", "}")] {
            let deep = format!("a = {}1{}\n", open.repeat(100_000), close.repeat(100_000));
            let doc = read_str(Format::Toml, &deep);
            assert_eq!(doc.problems.len(), 1, "{open}");
            assert!(
                doc.problems[0].message.contains("recurse"),
                "{:?}",
                doc.problems
            );
        }
        let ok = format!("a = {}\"http://a/\"{}\n", "[".repeat(80), "]".repeat(80));
        let doc = read_str(Format::Toml, &ok);
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        assert_eq!(doc.found.len(), 1);
    }

    #[test]
    fn values_with_their_paths_and_escapes() {
        let toml = "[package]\nhomepage = \"https://e.org/a b\"\nname = \"x:y\"\n\
                    [dependencies]\nz = { git = 'https://g.org/z', v = \"1\" }\n\
                    [[bin]]\nurls = [\"http://a.org/\\u00E9\", \"see http://b.org/.\"]\n";
        let doc = read_str(Format::Toml, toml);
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        let got = crate::found::written(&doc.found, toml);
        assert_eq!(
            got,
            [
                "/package/homepage https://e.org/a b = https://e.org/a b",
                "/dependencies/z/git https://g.org/z = https://g.org/z",
                "/bin/urls/0 http://a.org/é = http://a.org/\\u00E9",
                "/bin/urls/1 http://b.org/ = http://b.org/",
            ]
        );
        assert_eq!(&toml[doc.found[2].source_span(13..15)], "\\u00E9");
    }

    #[test]
    fn statements_read_one_at_a_time_as_in_the_whole() {
        // An array over lines with a comment and a bracket in a string, an
        // inline table, a multi-line string holding brackets and line
        // breaks, CRLF line ends: each value at its place and path.
        let toml = "a = [\r\n  \"http://a.org/[\", # ]\r\n  \"http://b.org/\",\r\n]\r\n\
                    b = \"\"\"\n[x]\n{\n\"\"\"\n[t]\nc = { d = \"http://c.org/\" }\n\
                    [[u]]\ne = 'http://e.org/'";
        let doc = read_str(Format::Toml, toml);
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        let got = crate::found::written(&doc.found, toml);
        assert_eq!(
            got,
            [
                "/a/0 http://a.org/[ = http://a.org/[",
                "/a/1 http://b.org/ = http://b.org/",
                "/t/c/d http://c.org/ = http://c.org/",
                "/u/e http://e.org/ = http://e.org/",
            ]
        );
        // A statement the parser refuses after others it read: its error,
        // at its place in the document, and none of the values.
        let bad = "a = \"http://a.org/\"\nb = = 1\nc = \"http://c.org/\"\n";
        let doc = read_str(Format::Toml, bad);
        assert!(doc.found.is_empty(), "{:?}", doc.found);
        assert_eq!(doc.problems.len(), 1, "{:?}", doc.problems);
        assert_eq!(&bad[doc.problems[0].span.clone()], "=");
        assert_eq!(doc.problems[0].span.start, 24);
    }
}
