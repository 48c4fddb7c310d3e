//! What a literal token is, read from its source text: its kind, and for
//! the kinds the macros take (strings, and in `concat!` characters and
//! numbers) its value and suffix.
//!
//! The readings are the ones `syn` made when the crate used it, so that
//! every message stays the same: a string's value as `LitStr::value`
//! decodes it, a number's digits as `base10_digits` writes them, and a
//! literal `syn` could not read is `Verbatim`. The compiler only hands over
//! literals its lexer accepted; what else a token could hold is read the
//! same way all the same.

use crate::number::{self, Number};

/// A literal token, by kind.
pub(crate) enum Lit {
    /// `"…"`, `r"…"`, `r#"…"#`.
    Str(Str),
    /// `b"…"`, `br"…"`.
    ByteStr,
    /// `c"…"`, `cr"…"`.
    CStr,
    /// `b'…'`.
    Byte,
    /// `'…'`, with its suffix.
    Char(char, String),
    /// An integer.
    Int(Number),
    /// A floating-point number.
    Float(Number),
    /// `true` or `false` (never a literal token the compiler makes).
    Bool,
    /// Anything else.
    Verbatim,
}

/// A string literal's value and suffix.
pub(crate) struct Str {
    pub(crate) value: String,
    pub(crate) suffix: String,
}

impl Lit {
    /// The literal whose source text is `source`.
    pub(crate) fn new(source: &str) -> Lit {
        let bytes = source.as_bytes();
        let read = match bytes.first() {
            Some(b'"' | b'r') => string(source).map(Lit::Str),
            Some(b'b') => match bytes.get(1) {
                Some(b'"') => bytes_cooked(&bytes[2..], Escapes::BYTES).map(|_| Lit::ByteStr),
                Some(b'r') => raw(&source[2..]).map(|_| Lit::ByteStr),
                Some(b'\'') => byte(&bytes[2..]).map(|()| Lit::Byte),
                _ => None,
            },
            Some(b'c') => match bytes.get(1) {
                Some(b'"') => bytes_cooked(&bytes[2..], Escapes::C)
                    .filter(|value| !value.contains(&0))
                    .map(|_| Lit::CStr),
                Some(b'r') => raw(&source[2..])
                    .filter(|(value, _)| !value.contains('\0'))
                    .map(|_| Lit::CStr),
                _ => None,
            },
            Some(b'\'') => character(&source[1..]).map(|(c, suffix)| Lit::Char(c, suffix)),
            Some(b'0'..=b'9' | b'-') => number::integer(source)
                .map(Lit::Int)
                .or_else(|| number::float(source).map(Lit::Float)),
            Some(b't' | b'f') if source == "true" || source == "false" => Some(Lit::Bool),
            _ => None,
        };
        read.unwrap_or(Lit::Verbatim)
    }
}

/// A string literal (`"…"` or raw), when `source` is one.
pub(crate) fn string(source: &str) -> Option<Str> {
    let (value, suffix) = match source.as_bytes().first()? {
        b'"' => cooked(&source[1..])?,
        b'r' => raw(&source[1..])?,
        _ => return None,
    };
    Some(Str {
        value,
        suffix: suffix.to_owned(),
    })
}

/// The value of a cooked string from after its opening quote, and what
/// follows its closing quote.
fn cooked(mut rest: &str) -> Option<(String, &str)> {
    let mut value = String::new();
    loop {
        let bytes = rest.as_bytes();
        match *bytes.first()? {
            b'"' => return Some((value, &rest[1..])),
            b'\\' => {
                let escape = *bytes.get(1)?;
                rest = rest.get(2..)?;
                if matches!(escape, b'\r' | b'\n') {
                    rest = &rest[leading(rest.as_bytes(), BLANKS)..];
                } else {
                    let (c, after) = escaped_char(escape, rest)?;
                    value.push(c);
                    rest = after;
                }
            }
            b'\r' => {
                if bytes.get(1) != Some(&b'\n') {
                    return None;
                }
                value.push('\n');
                rest = &rest[2..];
            }
            _ => {
                let c = rest.chars().next()?;
                value.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
}

/// The character that the escape `\` `escape` stands for in a string or a
/// character literal, and what follows it (`rest` is what follows
/// `escape`).
fn escaped_char(escape: u8, rest: &str) -> Option<(char, &str)> {
    match escape {
        b'x' => {
            let b = hex_byte(rest.as_bytes())?;
            (b <= 0x7F).then(|| (char::from(b), &rest[2..]))
        }
        b'u' => {
            let (c, len) = unicode(rest.as_bytes())?;
            Some((c, &rest[len..]))
        }
        _ => Some((char::from(simple_escape(escape, Escapes::STR)?), rest)),
    }
}

/// A raw string from after its `r`: the text between `"` (after the
/// hashes) and the last `"` followed by as many hashes, and what follows.
fn raw(source: &str) -> Option<(String, &str)> {
    let hashes = leading(source.as_bytes(), b"#");
    if source.as_bytes().get(hashes) != Some(&b'"') {
        return None;
    }
    let close = source.rfind('"')?;
    let closing = source.get(close + 1..close + 1 + hashes)?;
    if leading(closing.as_bytes(), b"#") != hashes {
        return None;
    }
    let value = source.get(hashes + 1..close)?;
    Some((value.to_owned(), &source[close + 1 + hashes..]))
}

/// Which escapes a kind of literal has beyond `\x`, `\n`, `\r`, `\t`,
/// `\\`, `\'` and `\"`.
#[derive(Clone, Copy)]
struct Escapes {
    /// `\0`.
    nul: bool,
    /// `\u{…}`.
    unicode: bool,
}

impl Escapes {
    /// Strings and characters (whose `\x` stops at `\x7F`).
    const STR: Escapes = Escapes {
        nul: true,
        unicode: true,
    };
    /// Byte strings and bytes.
    const BYTES: Escapes = Escapes {
        nul: true,
        unicode: false,
    };
    /// C strings, which hold no NUL.
    const C: Escapes = Escapes {
        nul: false,
        unicode: true,
    };
}

/// The byte an escape of one character stands for (`n` in `\n`).
fn simple_escape(escape: u8, escapes: Escapes) -> Option<u8> {
    Some(match escape {
        b'n' => b'\n',
        b'r' => b'\r',
        b't' => b'\t',
        b'\\' => b'\\',
        b'0' if escapes.nul => b'\0',
        b'\'' => b'\'',
        b'"' => b'"',
        _ => return None,
    })
}

/// The bytes of a byte string or C string from after its opening quote
/// (the escapes of `escapes`); a C string's `\x00` and `\u{0}` are refused.
fn bytes_cooked(mut rest: &[u8], escapes: Escapes) -> Option<Vec<u8>> {
    let mut value = Vec::new();
    loop {
        match rest.first()? {
            b'"' => return Some(value),
            b'\\' => {
                let escape = rest.get(1).copied();
                rest = rest.get(2..)?;
                match escape? {
                    b'x' => {
                        let b = hex_byte(rest)?;
                        if b == 0 && !escapes.nul {
                            return None;
                        }
                        value.push(b);
                        rest = &rest[2..];
                    }
                    b'u' if escapes.unicode => {
                        let (c, len) = unicode(rest)?;
                        if c == '\0' {
                            return None;
                        }
                        value.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                        rest = &rest[len..];
                    }
                    b'\r' | b'\n' => {
                        rest = &rest[leading(rest, BLANKS)..];
                    }
                    other => value.push(simple_escape(other, escapes)?),
                }
            }
            b'\r' => {
                if rest.get(1) != Some(&b'\n') {
                    return None;
                }
                value.push(b'\n');
                rest = &rest[2..];
            }
            &b => {
                value.push(b);
                rest = &rest[1..];
            }
        }
    }
}

/// A byte literal from after `b'`: whether it is one byte or escape, then
/// `'`.
fn byte(rest: &[u8]) -> Option<()> {
    let rest = match rest.first()? {
        b'\\' => {
            let escape = *rest.get(1)?;
            let rest = rest.get(2..)?;
            if escape == b'x' {
                hex_byte(rest)?;
                &rest[2..]
            } else {
                simple_escape(escape, Escapes::BYTES)?;
                rest
            }
        }
        _ => &rest[1..],
    };
    (rest.first() == Some(&b'\'')).then_some(())
}

/// A character literal from after its opening quote: the character and
/// the suffix.
fn character(rest: &str) -> Option<(char, String)> {
    let (c, rest) = if let Some(escaped) = rest.strip_prefix('\\') {
        let escape = *escaped.as_bytes().first()?;
        escaped_char(escape, rest.get(2..)?)?
    } else {
        let c = rest.chars().next().unwrap_or('\0');
        (c, rest.get(c.len_utf8()..)?)
    };
    let suffix = rest.strip_prefix('\'')?;
    Some((c, suffix.to_owned()))
}

/// What a backslash at the end of a line skips in a string.
const BLANKS: &[u8] = b" \t\n\r";

/// How many of the first bytes of `bytes` are in `set`.
fn leading(bytes: &[u8], set: &[u8]) -> usize {
    let mut count = 0;
    while count < bytes.len() && set.contains(&bytes[count]) {
        count += 1;
    }
    count
}

/// The two hexadecimal digits after `\x`, as a byte.
fn hex_byte(digits: &[u8]) -> Option<u8> {
    let high = hex_digit(*digits.first()?)?;
    let low = hex_digit(*digits.get(1)?)?;
    Some(high * 16 + low)
}

fn hex_digit(b: u8) -> Option<u8> {
    char::from(b).to_digit(16).map(|d| d as u8)
}

/// The `{…}` after `\u`: one to six hexadecimal digits, with underscores
/// after the first, naming a scalar value; the character and the length.
fn unicode(text: &[u8]) -> Option<(char, usize)> {
    if text.first() != Some(&b'{') {
        return None;
    }
    let mut value = 0u32;
    let mut digits = 0;
    for (at, &b) in text.iter().enumerate().skip(1) {
        match b {
            b'_' if digits > 0 => {}
            b'}' if digits > 0 => return Some((char::from_u32(value)?, at + 1)),
            _ => {
                let digit = hex_digit(b)?;
                if digits == 6 {
                    return None;
                }
                value = value * 16 + u32::from(digit);
                digits += 1;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests;
