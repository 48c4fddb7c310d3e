//! The tokens of JSON (RFC 8259): strings with their spans and the maps
//! of their escapes, numbers and literals, and where the text stops being
//! JSON.

use std::borrow::Cow;
use std::ops::Range;

use crate::offsets::{Decoding, OffsetMap};
use crate::problem::ProblemKind;

/// A string: decoded, where it is written (inside the quotes), its map.
pub(super) struct Str {
    pub(super) value: String,
    pub(super) span: Range<usize>,
    pub(super) offsets: OffsetMap,
}

/// Where the document stops being JSON, and why (boxed where it is
/// returned: it is rare, and a result as small as what it returns when
/// all is well).
pub(super) struct Failure {
    pub(super) span: Range<usize>,
    pub(super) message: String,
    pub(super) kind: ProblemKind,
    /// Whether what failed is a value (the document's, an element or a
    /// member's): what was read then holds a value there that is nothing
    /// (a key, or a `,` or closing bracket missing, holds none).
    pub(super) in_value: bool,
}

#[allow(
    clippy::unnecessary_box_returns,
    reason = "a failure is rare: the results that may hold one stay as small as what they hold when all is well"
)]
impl Failure {
    pub(super) fn new(span: Range<usize>, message: impl Into<String>) -> Box<Failure> {
        Box::new(Failure {
            span,
            message: message.into(),
            kind: ProblemKind::Syntax,
            in_value: false,
        })
    }

    /// The failure, of a value.
    pub(super) fn of_value(mut self: Box<Failure>) -> Box<Failure> {
        self.in_value = true;
        self
    }
}

/// The text, and the byte at which the next token is read.
pub(super) struct Tokenizer<'a> {
    pub(super) text: &'a str,
    pub(super) at: usize,
}

impl Tokenizer<'_> {
    #[inline]
    pub(super) fn skip_space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.text.as_bytes().get(self.at) {
            self.at += 1;
        }
    }

    pub(super) fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    /// A number, `true`, `false` or `null`: whether it is `true` (HAL's
    /// `"templated": true`).
    #[inline]
    pub(super) fn scalar(&mut self) -> Result<bool, Box<Failure>> {
        let rest = &self.text.as_bytes()[self.at..];
        let word = match rest.first() {
            Some(b't') => "true",
            Some(b'f') => "false",
            Some(b'n') => "null",
            _ => return self.number().map(|()| false),
        };
        let same = rest
            .iter()
            .zip(word.bytes())
            .take_while(|(a, b)| **a == *b)
            .count();
        if same == word.len() {
            self.at += word.len();
            return Ok(word == "true");
        }
        let at = self.at + same;
        Err(Failure::new(at..at + 1, format!("expected `{word}`")))
    }

    /// A number.
    #[inline]
    fn number(&mut self) -> Result<(), Box<Failure>> {
        let b = self.text.as_bytes();
        let digits = |from: usize| {
            let mut i = from;
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            i
        };
        let int_start = self.at + usize::from(b.get(self.at) == Some(&b'-'));
        let mut i = digits(int_start);
        let mut ok = i > int_start && !(b[int_start] == b'0' && i - int_start > 1);
        if ok && b.get(i) == Some(&b'.') {
            let from = i + 1;
            i = digits(from);
            ok = i > from;
        }
        if ok && matches!(b.get(i), Some(b'e' | b'E')) {
            let from = i + 1 + usize::from(matches!(b.get(i + 1), Some(b'+' | b'-')));
            i = digits(from);
            ok = i > from;
        }
        if !ok {
            let len = self.text[self.at..]
                .chars()
                .next()
                .map_or(1, char::len_utf8);
            return Err(Failure::new(self.at..self.at + len, "expected a value"));
        }
        self.at = i;
        Ok(())
    }

    /// The string opening at the current byte, decoded.
    pub(super) fn string(&mut self) -> Result<Str, Box<Failure>> {
        let start = self.at + 1;
        // The decoding is given the string's own bytes, not the rest of
        // the document: it reserves what it is given.
        let end = string_end(self.text.as_bytes(), start);
        let mut decoding = Decoding::new(&self.text[start..end]);
        let span = self.scan(|escape, c| decoding.replace_char(escape, c))?;
        let (value, offsets) = decoding.finish_at(span.len());
        Ok(Str {
            value,
            span,
            offsets,
        })
    }

    /// The string opening at the current byte, checked but not decoded:
    /// where it is written (inside the quotes); [`value_of`] decodes it.
    pub(super) fn skip_string(&mut self) -> Result<Range<usize>, Box<Failure>> {
        self.scan(|_, _| {})
    }

    /// Reads the string opening at the current byte, giving `escaped` each
    /// escape (where it is written, from the string's start) and its
    /// character; where the string is written.
    fn scan(
        &mut self,
        mut escaped: impl FnMut(Range<usize>, char),
    ) -> Result<Range<usize>, Box<Failure>> {
        let start = self.at + 1;
        let bytes = self.text.as_bytes();
        let mut i = start;
        loop {
            let Some(&b) = bytes.get(i) else {
                return Err(Failure::new(self.at..i, "string not closed"));
            };
            match b {
                b'"' => break,
                b'\\' => {
                    let (c, len) = self.escape(i)?;
                    escaped(i - start..i - start + len, c);
                    i += len;
                }
                0..=0x1F => {
                    return Err(Failure::new(
                        i..i + 1,
                        "control character in a string (write it as an escape)",
                    ));
                }
                _ => i += 1,
            }
        }
        self.at = i + 1;
        Ok(start..i)
    }

    /// The escape at byte `at`: its character (U+FFFD for a lone
    /// surrogate, which JSON allows) and its length.
    fn escape(&self, at: usize) -> Result<(char, usize), Box<Failure>> {
        let bytes = self.text.as_bytes();
        let escape_failure = |span, message: &str| {
            let mut failure = Failure::new(span, message);
            failure.kind = ProblemKind::Escape;
            failure
        };
        let simple = match bytes.get(at + 1) {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{C}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let unit = |from: usize| {
                    self.text
                        .get(from..from + 4)
                        .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
                        .and_then(|h| u32::from_str_radix(h, 16).ok())
                };
                let Some(high) = unit(at + 2) else {
                    return Err(escape_failure(
                        at..at + 2,
                        "`\\u` not followed by four hexadecimal digits",
                    ));
                };
                if (0xD800..0xDC00).contains(&high)
                    && self.text.get(at + 6..at + 8) == Some("\\u")
                    && let Some(low) = unit(at + 8).filter(|l| (0xDC00..0xE000).contains(l))
                {
                    let c = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
                    return Ok((char::from_u32(c).unwrap_or('\u{FFFD}'), 12));
                }
                return Ok((char::from_u32(high).unwrap_or('\u{FFFD}'), 6));
            }
            _ => {
                let len = self.text[at + 1..].chars().next().map_or(0, char::len_utf8);
                return Err(escape_failure(at..at + 1 + len, "invalid escape"));
            }
        };
        Ok((simple, 2))
    }
}

/// The value of the string of `text` written at `span`, which
/// [`Tokenizer::skip_string`] read: borrowed when it holds no escape.
pub(super) fn value_of(text: &str, span: Range<usize>) -> Cow<'_, str> {
    let written = &text[span.clone()];
    if !written.contains('\\') {
        return Cow::Borrowed(written);
    }
    let mut tokens = Tokenizer {
        text,
        at: span.start.saturating_sub(1),
    };
    tokens
        .string()
        .map_or(Cow::Borrowed(written), |s| Cow::Owned(s.value))
}

/// The offset of the quote that closes the string whose bytes start at
/// `start` (no escape holds a quote but `\"`, which is skipped), or the
/// end of the text.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start;
    while let Some(at) = memchr::memchr2(b'"', b'\\', &bytes[i..]) {
        i += at;
        if bytes[i] == b'"' {
            return i;
        }
        i += 2;
        if i >= bytes.len() {
            break;
        }
    }
    bytes.len()
}
