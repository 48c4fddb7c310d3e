//! The forms of a Rust string literal (plain, byte, C, raw with its `#`s)
//! and how a value is written in each: what both the reader and the
//! found values' escaping need, with nothing of either.

use std::fmt::Write as _;
use std::ops::Range;

use ra_ap_rustc_lexer::LiteralKind;

/// The form of a string literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Form {
    /// `b"…"`: ASCII bytes (other bytes only as `\x` escapes).
    pub(crate) bytes: bool,
    /// `c"…"`: no NUL.
    pub(crate) c: bool,
    /// The number of `#` of a raw literal (`None`: not raw).
    pub(crate) hashes: Option<u8>,
}

impl Form {
    /// The form of a literal token of `kind`, if it is a string.
    pub(crate) fn of(kind: LiteralKind) -> Option<Form> {
        let (bytes, c, hashes) = match kind {
            LiteralKind::Str { terminated: true } => (false, false, None),
            LiteralKind::ByteStr { terminated: true } => (true, false, None),
            LiteralKind::CStr { terminated: true } => (false, true, None),
            LiteralKind::RawStr { n_hashes: Some(n) } => (false, false, Some(n)),
            LiteralKind::RawByteStr { n_hashes: Some(n) } => (true, false, Some(n)),
            LiteralKind::RawCStr { n_hashes: Some(n) } => (false, true, Some(n)),
            _ => return None,
        };
        Some(Form { bytes, c, hashes })
    }

    /// The bytes of the written literal `token` (its suffix cut off) that
    /// hold the value: between the quotes.
    pub(crate) fn inside(self, token: &str) -> Option<Range<usize>> {
        let prefix = usize::from(self.bytes || self.c) + usize::from(self.hashes.is_some());
        let hashes = usize::from(self.hashes.unwrap_or(0));
        let start = prefix + hashes + 1;
        let end = token.len().checked_sub(hashes + 1)?;
        (start <= end && token.is_char_boundary(start) && token.is_char_boundary(end))
            .then_some(start..end)
    }
}

/// `text` written inside a literal of `form` (a format string's braces
/// doubled), or `None` where the form cannot hold it: a raw literal holds
/// no escape (so no `"`, no control), a byte string no character beyond
/// ASCII (its bytes as `\x` escapes are no text that reads again), a C
/// string no NUL.
pub(crate) fn escape_text(text: &str, form: Form, format: bool) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '{' | '}' if format => {
                out.push(c);
                out.push(c);
            }
            '\0' if form.c => return None,
            _ if form.hashes.is_some() => {
                if c == '"' || c.is_control() || (form.bytes && !c.is_ascii()) {
                    return None;
                }
                out.push(c);
            }
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() && c.is_ascii() => {
                let _ = write!(out, "\\x{:02X}", c as u32);
            }
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:X}}}", c as u32);
            }
            // As `\x` escapes, its bytes would be above `\x7F`: no text
            // that the literal is read as again.
            c if form.bytes && !c.is_ascii() => return None,
            c => out.push(c),
        }
    }
    Some(out)
}
