//! Finding IRIs in JSON (`--mode json`): a streaming scanner of one or
//! more JSON documents (JSON Lines included) that yields the string values
//! to check, with their positions, JSON pointers and escapes, in constant
//! memory (the nesting and the keys on the path aside).

use std::borrow::Cow;
use std::io::{self, Read};

use iri_core::{Grammar, parse};

use crate::candidate::{OffsetMap, Position};
use crate::codes::InputCode;
use crate::retry::read_some;

/// How many bytes of the line before a string are kept to show it.
const CONTEXT_BEFORE: usize = 120;

/// The deepest nesting read; deeper documents are reported as invalid.
const MAX_DEPTH: usize = 10_000;

/// A string value to check, and where it was written.
#[derive(Clone, Debug)]
pub(crate) struct JsonValue {
    /// The value, escapes decoded.
    pub(crate) text: String,
    /// The line of the string, from 1.
    pub(crate) line: u64,
    /// Up to [`CONTEXT_BEFORE`] bytes of the line before the string, and the
    /// string as written, quotes included.
    pub(crate) context: String,
    /// The column of the context's first character, from 1.
    pub(crate) context_column: u64,
    /// The file offset of the context's first byte.
    pub(crate) context_offset: u64,
    /// Where the written value (after the opening quote) starts in the context.
    pub(crate) at: usize,
    /// How the value maps to what is written, when there are escapes.
    pub(crate) escapes: Option<OffsetMap>,
    /// The value's JSON pointer.
    pub(crate) pointer: String,
}

/// What the scanner yields.
#[derive(Debug)]
pub(crate) enum JsonEvent {
    /// A value to check.
    Value(JsonValue),
    /// A problem with the input at a position; after `InvalidJson` the rest
    /// of the input is not read.
    Problem(Position, InputCode, String),
}

/// Which values to check.
#[derive(Clone, Debug, Default)]
pub(crate) struct Selection {
    /// JSON pointers (`*` matching any member or element), split into their
    /// reference tokens; empty: every string that looks like an IRI.
    pub(crate) pointers: Vec<Vec<String>>,
}

impl Selection {
    /// The selection of `--pointer` arguments; the error is for the user.
    pub(crate) fn new(pointers: &[String]) -> Result<Selection, String> {
        let mut out = Vec::new();
        for pointer in pointers {
            if pointer.is_empty() {
                out.push(Vec::new());
                continue;
            }
            let Some(rest) = pointer.strip_prefix('/') else {
                return Err(format!(
                    "invalid JSON pointer `{pointer}`: it starts with `/` (RFC 6901)"
                ));
            };
            let tokens = rest
                .split('/')
                .map(|t| t.replace("~1", "/").replace("~0", "~"))
                .collect();
            out.push(tokens);
        }
        Ok(Selection { pointers: out })
    }

    fn matches(&self, path: &[Step]) -> bool {
        self.pointers.iter().any(|pattern| {
            pattern.len() == path.len()
                && pattern.iter().zip(path).all(|(token, step)| {
                    token == "*"
                        || match step {
                            Step::Key(key) => key == token,
                            Step::Index(i) => token.parse::<usize>().ok() == Some(*i),
                        }
                })
        })
    }
}

/// Whether a string value not selected by pointer is checked: it starts
/// with a scheme and either `//` or parses as an absolute IRI.
pub(crate) fn looks_like_iri(text: &str) -> bool {
    let bytes = text.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let Some(colon) = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))
    else {
        return false;
    };
    bytes[colon] == b':'
        && (bytes[colon + 1..].starts_with(b"//") || parse(text, Grammar::IRI).is_ok())
}

/// One step of the path to a value.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

/// What the scanner expects next inside a container.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// A key or `}` (first member).
    KeyOrEnd,
    /// A key (after a comma).
    Key,
    /// `:` after a key.
    Colon,
    /// A value (after `:`, `,` or `[`).
    Value,
    /// A value or `]` (first element).
    ValueOrEnd,
    /// `,` or the closing bracket.
    CommaOrEnd,
}

/// An open object or array.
#[derive(Debug)]
struct Frame {
    object: bool,
    expect: Expect,
}

/// A string token as read: as written (quotes included), decoded, and
/// what went wrong. The scanner reuses one for every string.
#[derive(Debug, Default)]
struct Token {
    raw: Vec<u8>,
    text: Vec<u8>,
    escapes: OffsetMap,
    /// Whether the text went past the limit (and was not kept whole).
    too_long: bool,
    problem: Option<(Position, InputCode, String)>,
}

impl Token {
    /// Empties the token for the next string.
    fn reset(&mut self) {
        self.raw.clear();
        self.raw.push(b'"');
        self.text.clear();
        self.escapes.clear();
        self.too_long = false;
        self.problem = None;
    }

    /// The text, for the token starting at `start` (replacement characters
    /// in place of bytes that are not UTF-8, which are then the problem).
    fn text(&mut self, start: Position) -> Cow<'_, str> {
        match std::str::from_utf8(&self.text) {
            Ok(text) => Cow::Borrowed(text),
            Err(err) => {
                let valid = err.valid_up_to();
                let raw_at = if self.escapes.is_empty() {
                    valid
                } else {
                    self.escapes.raw(valid)
                } as u64;
                let before = String::from_utf8_lossy(&self.text[..valid]);
                let offset = start.offset + 1 + raw_at;
                self.problem.get_or_insert((
                    Position {
                        line: start.line,
                        column: start.column + 1 + before.chars().count() as u64,
                        offset,
                    },
                    InputCode::InvalidUtf8,
                    format!("invalid UTF-8 at byte {offset}; the string is not checked"),
                ));
                String::from_utf8_lossy(&self.text)
            }
        }
    }
}

/// The streaming scanner.
pub(crate) struct Scanner<R> {
    reader: R,
    buf: Vec<u8>,
    /// The next byte to read in `buf`.
    pos: usize,
    /// The end of the bytes read into `buf`.
    end: usize,
    /// The file offset of `buf[0]`.
    base: u64,
    /// Where the current line starts in `buf`, if it is still there.
    line_start: Option<usize>,
    line: u64,
    column: u64,
    eof: bool,
    frames: Vec<Frame>,
    path: Vec<Step>,
    selection: Selection,
    max_len: usize,
    /// Whether the input ended or was found invalid.
    done: bool,
    /// An event to yield before reading on.
    pending: Option<JsonEvent>,
    /// The string being read.
    token: Token,
    /// The bytes of the line before it.
    prefix: Vec<u8>,
}

impl<R: Read> Scanner<R> {
    /// A scanner of `reader`, yielding the values `selection` picks;
    /// strings longer than `max_len` bytes are reported.
    pub(crate) fn new(reader: R, selection: Selection, max_len: usize) -> Scanner<R> {
        Scanner {
            reader,
            buf: vec![0; 64 * 1024],
            pos: 0,
            end: 0,
            base: 0,
            line_start: Some(0),
            line: 1,
            column: 1,
            eof: false,
            frames: Vec::new(),
            path: Vec::new(),
            selection,
            max_len,
            done: false,
            pending: None,
            token: Token::default(),
            prefix: Vec::new(),
        }
    }

    /// The file offset reached.
    pub(crate) fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// Makes `event` the next one yielded.
    pub(crate) fn push_back(&mut self, event: JsonEvent) {
        self.pending = Some(event);
    }

    fn position(&self) -> Position {
        Position {
            line: self.line,
            column: self.column,
            offset: self.base + self.pos as u64,
        }
    }

    /// Reads more input, keeping the last bytes of the current line.
    fn fill(&mut self) -> io::Result<bool> {
        if self.eof {
            return Ok(false);
        }
        let keep_from = self
            .line_start
            .map_or(self.pos, |s| s.max(self.pos.saturating_sub(CONTEXT_BEFORE)));
        let keep_from = keep_from.min(self.pos);
        self.buf.copy_within(keep_from..self.end, 0);
        self.base += keep_from as u64;
        self.end -= keep_from;
        self.pos -= keep_from;
        self.line_start = self.line_start.and_then(|s| s.checked_sub(keep_from));
        let n = read_some(&mut self.reader, &mut self.buf[self.end..])?;
        self.end += n;
        self.eof = n == 0;
        Ok(n > 0)
    }

    fn peek(&mut self) -> io::Result<Option<u8>> {
        if self.pos == self.end && !self.fill()? {
            return Ok(None);
        }
        Ok(Some(self.buf[self.pos]))
    }

    fn bump(&mut self) {
        let b = self.buf[self.pos];
        self.pos += 1;
        if b == b'\n' {
            self.line += 1;
            self.column = 1;
            self.line_start = Some(self.pos);
        } else if b & 0xC0 != 0x80 {
            self.column += 1;
        }
    }

    fn skip_whitespace(&mut self) -> io::Result<()> {
        while let Some(b) = self.peek()? {
            if !matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
                break;
            }
            self.bump();
        }
        Ok(())
    }

    fn invalid(&mut self, what: &str) -> JsonEvent {
        self.done = true;
        JsonEvent::Problem(
            self.position(),
            InputCode::InvalidJson,
            format!("invalid JSON: {what}; the rest of the file is not checked"),
        )
    }

    /// The next value to check or problem, `None` at the end.
    pub(crate) fn next_event(&mut self) -> io::Result<Option<JsonEvent>> {
        if let Some(event) = self.pending.take() {
            return Ok(Some(event));
        }
        if self.base == 0 && self.pos == 0 && self.peek()? == Some(0xEF) {
            self.skip_bom()?;
        }
        while !self.done {
            self.skip_whitespace()?;
            let Some(b) = self.peek()? else {
                self.done = true;
                if !self.frames.is_empty() {
                    return Ok(Some(self.invalid("the document ends inside a value")));
                }
                return Ok(None);
            };
            let expect = self.frames.last().map(|f| f.expect);
            match (expect, b) {
                (Some(Expect::CommaOrEnd), b',') => {
                    self.bump();
                    let frame = self.frames.last_mut().expect("a frame");
                    if frame.object {
                        frame.expect = Expect::Key;
                        self.path.pop();
                    } else {
                        frame.expect = Expect::Value;
                        if let Some(Step::Index(i)) = self.path.last_mut() {
                            *i += 1;
                        }
                    }
                }
                (Some(Expect::CommaOrEnd | Expect::KeyOrEnd), b'}')
                    if self.frames.last().is_some_and(|f| f.object) =>
                {
                    self.bump();
                    if expect == Some(Expect::CommaOrEnd) {
                        self.path.pop();
                    }
                    self.close();
                }
                (Some(Expect::CommaOrEnd | Expect::ValueOrEnd), b']')
                    if self.frames.last().is_some_and(|f| !f.object) =>
                {
                    self.bump();
                    if expect == Some(Expect::CommaOrEnd) {
                        self.path.pop();
                    }
                    self.close();
                }
                (Some(Expect::Colon), b':') => {
                    self.bump();
                    self.frames.last_mut().expect("a frame").expect = Expect::Value;
                }
                (Some(Expect::Key | Expect::KeyOrEnd), b'"') => {
                    let key = self.string(true)?;
                    let Some(key) = key else {
                        continue;
                    };
                    match key {
                        Ok(value) => self.path.push(Step::Key(value.text)),
                        Err(event) => return Ok(Some(event)),
                    }
                    self.frames.last_mut().expect("a frame").expect = Expect::Colon;
                }
                (None | Some(Expect::Value | Expect::ValueOrEnd), _) => {
                    if expect == Some(Expect::ValueOrEnd) {
                        self.path.push(Step::Index(0));
                    }
                    if let Some(event) = self.value(b)? {
                        return Ok(Some(event));
                    }
                }
                _ => {
                    let what = match expect {
                        Some(Expect::Colon) => "expected `:`",
                        Some(Expect::Key | Expect::KeyOrEnd) => "expected a key in quotes",
                        _ => "expected `,` or a closing bracket",
                    };
                    return Ok(Some(self.invalid(what)));
                }
            }
        }
        Ok(None)
    }

    fn skip_bom(&mut self) -> io::Result<()> {
        for expected in [0xEF, 0xBB, 0xBF] {
            if self.peek()? != Some(expected) {
                break;
            }
            self.pos += 1;
        }
        self.line_start = Some(self.pos);
        Ok(())
    }

    /// A value has ended: the container expects a comma or its end.
    fn value_done(&mut self) {
        if let Some(frame) = self.frames.last_mut() {
            frame.expect = Expect::CommaOrEnd;
        }
    }

    fn close(&mut self) {
        self.frames.pop();
        self.value_done();
    }

    /// Reads a value starting with `b`; a string may be an event.
    fn value(&mut self, b: u8) -> io::Result<Option<JsonEvent>> {
        match b {
            b'{' | b'[' => {
                if self.frames.len() >= MAX_DEPTH {
                    return Ok(Some(self.invalid("nesting deeper than 10000 levels")));
                }
                self.bump();
                let object = b == b'{';
                self.frames.push(Frame {
                    object,
                    expect: if object {
                        Expect::KeyOrEnd
                    } else {
                        Expect::ValueOrEnd
                    },
                });
                Ok(None)
            }
            b'"' => {
                let event = match self.string(false)? {
                    None => None,
                    Some(Ok(value)) => Some(JsonEvent::Value(value)),
                    Some(Err(event)) => Some(event),
                };
                self.value_done();
                Ok(event)
            }
            b'-' | b'0'..=b'9' => {
                let mut text = Vec::new();
                while let Some(b) = self.peek()? {
                    if !matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                        || text.len() > 400
                    {
                        break;
                    }
                    text.push(b);
                    self.bump();
                }
                if !is_number(&text) {
                    return Ok(Some(self.invalid("malformed number")));
                }
                self.value_done();
                Ok(None)
            }
            b't' | b'f' | b'n' => {
                let word: &[u8] = match b {
                    b't' => b"true",
                    b'f' => b"false",
                    _ => b"null",
                };
                for &expected in word {
                    if self.peek()? != Some(expected) {
                        return Ok(Some(self.invalid("expected `true`, `false` or `null`")));
                    }
                    self.bump();
                }
                self.value_done();
                Ok(None)
            }
            _ => Ok(Some(self.invalid("expected a value"))),
        }
    }

    /// Reads a string at the opening quote. `None`: not to be checked;
    /// `Some(Err(event))`: a problem. Keys are always read (for the path).
    /// Nothing is allocated for a value that is not checked.
    #[allow(
        clippy::type_complexity,
        reason = "the three outcomes are read at one call site each"
    )]
    fn string(&mut self, key: bool) -> io::Result<Option<Result<JsonValue, JsonEvent>>> {
        let start = self.position();
        // The line before the string, kept as bytes until it is needed.
        let context_start = self
            .line_start
            .unwrap_or(0)
            .max(self.pos.saturating_sub(CONTEXT_BEFORE));
        let context_start = char_start(&self.buf[..self.pos], context_start);
        self.prefix.clear();
        self.prefix
            .extend_from_slice(&self.buf[context_start..self.pos]);
        let context_offset = self.base + context_start as u64;
        let mut token = std::mem::take(&mut self.token);
        let read = self.token(&mut token);
        let value = match read {
            Ok(Ok(())) => Ok(self.value_of(&mut token, key, start, context_offset)),
            Ok(Err(event)) => Ok(Some(Err(event))),
            Err(err) => Err(err),
        };
        self.token = token;
        value
    }

    /// The string just read into `token`, if it is a key or a value to check.
    #[allow(
        clippy::type_complexity,
        reason = "the three outcomes are read at one call site each"
    )]
    fn value_of(
        &self,
        token: &mut Token,
        key: bool,
        start: Position,
        context_offset: u64,
    ) -> Option<Result<JsonValue, JsonEvent>> {
        let too_long = token.too_long;
        let text = token.text(start);
        let selected = key
            || if self.selection.pointers.is_empty() {
                looks_like_iri(&text) || (too_long && scheme_prefix(&text))
            } else {
                self.selection.matches(&self.path)
            };
        if !selected {
            return None;
        }
        let text = text.into_owned();
        let mut value = JsonValue {
            text,
            line: start.line,
            context: String::new(),
            context_column: start.column,
            context_offset,
            at: 0,
            escapes: None,
            pointer: String::new(),
        };
        if key {
            return Some(Ok(value));
        }
        let prefix = String::from_utf8_lossy(&self.prefix);
        value.context_column -= prefix.chars().count() as u64;
        if let Some((position, code, message)) = token.problem.take() {
            return Some(Err(JsonEvent::Problem(position, code, message)));
        }
        if too_long {
            let message = format!(
                "string longer than {} bytes, not checked (see `--max-line-length`)",
                self.max_len
            );
            return Some(Err(JsonEvent::Problem(start, InputCode::TooLong, message)));
        }
        value.at = prefix.len() + 1;
        value.context = prefix.into_owned();
        value.context.push_str(&String::from_utf8_lossy(&token.raw));
        value.escapes = (!token.escapes.is_empty()).then(|| token.escapes.clone());
        value.pointer = pointer(&self.path);
        Some(Ok(value))
    }

    /// Reads a string token, from its opening quote to its closing one,
    /// into `token`.
    fn token(&mut self, token: &mut Token) -> io::Result<Result<(), JsonEvent>> {
        self.bump();
        token.reset();
        loop {
            let Some(b) = self.peek()? else {
                return Ok(Err(self.invalid("unterminated string")));
            };
            if b < 0x20 {
                return Ok(Err(self.invalid("control character in a string")));
            }
            if token.text.len() > self.max_len {
                token.too_long = true;
            }
            if b == b'"' {
                self.bump();
                token.raw.push(b);
                return Ok(Ok(()));
            }
            if b != b'\\' {
                self.plain_run(token);
                continue;
            }
            if let Err(event) = self.escape(token)? {
                return Ok(Err(event));
            }
        }
    }

    /// Reads the bytes of a string up to the next quote, backslash or
    /// control character in the buffer into `token`, at once.
    fn plain_run(&mut self, token: &mut Token) {
        let available = &self.buf[self.pos..self.end];
        let len = available
            .iter()
            .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
            .unwrap_or(available.len());
        let run = &available[..len];
        if !token.too_long {
            let keep = run
                .len()
                .min(self.max_len + 1 - token.text.len().min(self.max_len));
            token.raw.extend_from_slice(&run[..keep]);
            token.text.extend_from_slice(&run[..keep]);
        }
        // No line feed in the run: only the column moves.
        self.column += run.iter().filter(|&&b| b & 0xC0 != 0x80).count() as u64;
        self.pos += len;
    }

    /// Reads an escape sequence into `token`.
    fn escape(&mut self, token: &mut Token) -> io::Result<Result<(), JsonEvent>> {
        let at = self.position();
        self.bump();
        token.raw.push(b'\\');
        let Some(e) = self.peek()? else {
            return Ok(Err(self.invalid("unterminated string")));
        };
        self.bump();
        token.raw.push(e);
        let decoded = match e {
            b'"' | b'\\' | b'/' => Some(char::from(e)),
            b'b' => Some('\u{8}'),
            b'f' => Some('\u{c}'),
            b'n' => Some('\n'),
            b'r' => Some('\r'),
            b't' => Some('\t'),
            b'u' => match self.unicode_escape(&mut token.raw)? {
                Ok(c) => c,
                Err(message) => return Ok(Err(self.invalid(message))),
            },
            _ => return Ok(Err(self.invalid("unknown escape"))),
        };
        let c = decoded.unwrap_or_else(|| {
            token.problem.get_or_insert((
                at,
                InputCode::InvalidUtf8,
                "escape of a lone surrogate, which is no character; the string is not checked"
                    .to_owned(),
            ));
            char::REPLACEMENT_CHARACTER
        });
        if !token.too_long {
            let mut utf8 = [0; 4];
            token
                .text
                .extend_from_slice(c.encode_utf8(&mut utf8).as_bytes());
            let (decoded, raw) = (token.text.len(), token.raw.len() - 1);
            token.escapes.push(decoded, raw);
        }
        Ok(Ok(()))
    }

    /// Reads the four hex digits after `\u` (and a second escape for a
    /// surrogate pair). `Ok(None)`: a lone surrogate.
    fn unicode_escape(
        &mut self,
        raw: &mut Vec<u8>,
    ) -> io::Result<Result<Option<char>, &'static str>> {
        let Some(high) = self.hex4(raw)? else {
            return Ok(Err("`\\u` not followed by four hexadecimal digits"));
        };
        if !(0xD800..0xDC00).contains(&high) {
            return Ok(Ok(char::from_u32(high)));
        }
        if self.peek()? != Some(b'\\') {
            return Ok(Ok(None));
        }
        self.bump();
        raw.push(b'\\');
        if self.peek()? != Some(b'u') {
            return Ok(Err("a high surrogate escape not followed by `\\u`"));
        }
        self.bump();
        raw.push(b'u');
        let Some(low) = self.hex4(raw)? else {
            return Ok(Err("`\\u` not followed by four hexadecimal digits"));
        };
        if !(0xDC00..0xE000).contains(&low) {
            return Ok(Ok(None));
        }
        Ok(Ok(char::from_u32(
            0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00),
        )))
    }

    fn hex4(&mut self, raw: &mut Vec<u8>) -> io::Result<Option<u32>> {
        let mut value = 0;
        for _ in 0..4 {
            let Some(digit) = self.peek()?.and_then(|b| char::from(b).to_digit(16)) else {
                return Ok(None);
            };
            raw.push(self.buf[self.pos]);
            self.bump();
            value = value * 16 + digit;
        }
        Ok(Some(value))
    }
}

/// Whether `text` starts with a scheme and `:` (for a string too long to parse).
fn scheme_prefix(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.first().is_some_and(u8::is_ascii_alphabetic)
        && bytes
            .iter()
            .find(|&&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))
            == Some(&b':')
}

/// The first character boundary at or after `at` in `bytes`.
fn char_start(bytes: &[u8], mut at: usize) -> usize {
    while at < bytes.len() && bytes[at] & 0xC0 == 0x80 {
        at += 1;
    }
    at
}

/// Whether `text` is a JSON number.
fn is_number(text: &[u8]) -> bool {
    let mut rest = text.strip_prefix(b"-").unwrap_or(text);
    let digits = |s: &[u8]| s.iter().take_while(|b| b.is_ascii_digit()).count();
    let int = digits(rest);
    if int == 0 || (int > 1 && rest[0] == b'0') {
        return false;
    }
    rest = &rest[int..];
    if let Some(frac) = rest.strip_prefix(b".") {
        let n = digits(frac);
        if n == 0 {
            return false;
        }
        rest = &frac[n..];
    }
    if let Some(exp) = rest.strip_prefix(b"e").or_else(|| rest.strip_prefix(b"E")) {
        let exp = exp
            .strip_prefix(b"+")
            .or_else(|| exp.strip_prefix(b"-"))
            .unwrap_or(exp);
        let n = digits(exp);
        if n == 0 {
            return false;
        }
        rest = &exp[n..];
    }
    rest.is_empty()
}

/// The JSON pointer of `path` (RFC 6901).
fn pointer(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        out.push('/');
        match step {
            Step::Key(key) => out.push_str(&key.replace('~', "~0").replace('/', "~1")),
            Step::Index(i) => out.push_str(&i.to_string()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(input: &str, pointers: &[&str]) -> Vec<String> {
        let pointers: Vec<String> = pointers.iter().map(|p| (*p).to_owned()).collect();
        let selection = Selection::new(&pointers).unwrap();
        let mut scanner = Scanner::new(input.as_bytes(), selection, 1 << 20);
        let mut out = Vec::new();
        while let Some(event) = scanner.next_event().unwrap() {
            out.push(match event {
                JsonEvent::Value(v) => format!(
                    "{} {} {}:{} {:?}",
                    v.pointer,
                    v.text,
                    v.line,
                    v.context_column + v.context[..v.at].chars().count() as u64,
                    &v.context[v.at..]
                ),
                JsonEvent::Problem(p, code, message) => {
                    format!("{} {}:{} {message}", code.name(), p.line, p.column)
                }
            });
        }
        out
    }

    #[test]
    fn string_values_that_look_like_iris_are_found_with_pointers() {
        let input = "{\"a\": \"http://x/\", \"b\": [1, \"no\", \"urn:x:y\"],\n \"http://k/\": {\"c\": \"é http://z/\", \"d\": true}}";
        assert_eq!(
            scan(input, &[]),
            [
                "/a http://x/ 1:8 \"http://x/\\\"\"",
                "/b/2 urn:x:y 1:36 \"urn:x:y\\\"\""
            ]
        );
    }

    #[test]
    fn pointers_select_values_with_wildcards() {
        let input = r#"[{"url": "a b", "n": "x"}, {"url": "../c"}, {"u": {"url": "no"}}]"#;
        assert_eq!(
            scan(input, &["/*/url"]),
            [
                "/0/url a b 1:11 \"a b\\\"\"",
                "/1/url ../c 1:37 \"../c\\\"\""
            ]
        );
    }

    #[test]
    fn escapes_are_decoded_and_mapped() {
        let input = r#"{"a\/b": "http:\/\/x\/\u00e9"}"#;
        let selection = Selection::default();
        let mut scanner = Scanner::new(input.as_bytes(), selection, 1 << 20);
        let Some(JsonEvent::Value(v)) = scanner.next_event().unwrap() else {
            panic!("a value");
        };
        assert_eq!(v.text, "http://x/é");
        assert_eq!(v.pointer, "/a~1b");
        let map = v.escapes.unwrap();
        assert_eq!(&v.context[v.at + map.raw(9)..], "\\u00e9\"");
        assert_eq!(&v.context[v.at + map.raw(5)..v.at + map.raw(6)], "\\/");
    }

    #[test]
    fn documents_follow_each_other_and_errors_stop_the_scan() {
        let input = "{\"a\": \"http://x/\"}\n[\"http://y/\"]\n{\"b\": tru}\n[\"http://z/\"]";
        assert_eq!(
            scan(input, &[]),
            [
                "/a http://x/ 1:8 \"http://x/\\\"\"",
                "/0 http://y/ 2:3 \"http://y/\\\"\"",
                "input-invalid-json 3:10 invalid JSON: expected `true`, `false` or `null`; the rest of the file is not checked"
            ]
        );
        assert_eq!(
            scan("{\"a\" 1}", &[]),
            [
                "input-invalid-json 1:6 invalid JSON: expected `:`; the rest of the file is not checked"
            ]
        );
        assert_eq!(
            scan("[\"http://a/", &[]),
            [
                "input-invalid-json 1:12 invalid JSON: unterminated string; the rest of the file is not checked"
            ]
        );
        assert_eq!(
            scan("[1,", &[]),
            [
                "input-invalid-json 1:4 invalid JSON: the document ends inside a value; the rest of the file is not checked"
            ]
        );
        assert!(scan("[01]", &[])[0].contains("malformed number"));
        assert!(scan("[-1.5e+3, 0, 2E9]", &[]).is_empty());
    }

    #[test]
    fn invalid_utf8_in_a_string_is_reported_at_its_byte() {
        let mut input = b"[\"http://a/".to_vec();
        input.push(0xFF);
        input.extend_from_slice(b"\", \"http://b/\"]");
        let mut scanner = Scanner::new(
            &input[..],
            Selection::new(&["/*".to_owned()]).unwrap(),
            1 << 20,
        );
        let Some(JsonEvent::Problem(p, InputCode::InvalidUtf8, _)) = scanner.next_event().unwrap()
        else {
            panic!("a problem");
        };
        assert_eq!((p.offset, p.column), (11, 12));
        assert!(matches!(
            scanner.next_event().unwrap(),
            Some(JsonEvent::Value(_))
        ));
    }

    #[test]
    fn looks_like_iri_wants_a_scheme() {
        assert!(looks_like_iri("http://a b"));
        assert!(looks_like_iri("urn:isbn:1"));
        assert!(!looks_like_iri("note: x"));
        assert!(!looks_like_iri("12:30"));
        assert!(!looks_like_iri("plain"));
    }
}
