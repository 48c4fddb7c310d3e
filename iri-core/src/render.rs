//! Drawing an input with a caret line under the problem a [`ParseError`] points at.

use core::fmt::{self, Write as _};

use crate::error::{ParseError, is_invisible};

/// A [`ParseError`] together with its input, displayed as the message, the
/// input, and a caret line under the offending part. Made by
/// [`ParseError::annotate`].
///
/// Invisible characters in the input are drawn as `<U+XXXX>` so the caret
/// line stays aligned and nothing is hidden.
#[derive(Clone, Copy, Debug)]
pub struct Annotated<'a> {
    error: ParseError,
    input: &'a str,
}

impl<'a> Annotated<'a> {
    pub(crate) const fn new(error: ParseError, input: &'a str) -> Annotated<'a> {
        Annotated { error, input }
    }

    /// The input with invisible characters spelled out, and a caret line
    /// under the span, without the message: two lines, each starting with
    /// `"  | "`.
    #[must_use]
    pub fn snippet(&self) -> Snippet<'a> {
        Snippet(*self)
    }
}

/// The two lines of an [`Annotated`] without the message.
#[derive(Clone, Copy, Debug)]
pub struct Snippet<'a>(Annotated<'a>);

/// How many terminal columns `c` takes once drawn, invisible characters spelled out.
fn columns(c: char) -> usize {
    if is_invisible(c) {
        "<U+>".len() + hex_digits(c)
    } else if is_wide(c) {
        2
    } else {
        1
    }
}

/// How many hex digits `U+XXXX` needs for `c` (at least four).
fn hex_digits(c: char) -> usize {
    let bits = 32 - (c as u32).leading_zeros() as usize;
    bits.div_ceil(4).max(4)
}

/// Whether `c` is drawn two columns wide by terminals (East Asian wide and
/// fullwidth blocks, and emoji).
fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0x33FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x1F300..=0x1F64F | 0x1F900..=0x1F9FF
        | 0x20000..=0x2FFFD | 0x30000..=0x3FFFD)
}

impl fmt::Display for Snippet<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Annotated { error, input } = self.0;
        let span = error.span();
        let (mut before, mut under) = (0usize, 0usize);
        f.write_str("  | ")?;
        for (at, c) in input.char_indices() {
            if is_invisible(c) {
                write!(f, "<U+{:04X}>", c as u32)?;
            } else {
                f.write_char(c)?;
            }
            if at < span.start {
                before += columns(c);
            } else if at < span.end {
                under += columns(c);
            }
        }
        f.write_str("\n  | ")?;
        for _ in 0..before {
            f.write_char(' ')?;
        }
        for _ in 0..under.max(1) {
            f.write_char('^')?;
        }
        Ok(())
    }
}

impl fmt::Display for Annotated<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n{}", self.error, self.snippet())
    }
}
