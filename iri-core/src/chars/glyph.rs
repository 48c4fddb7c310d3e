//! How a character of an input is shown in messages and snippets: whether
//! it would be invisible, how it is drawn, and how many columns it takes.

use core::fmt::{self, Write as _};

use unicode_width::UnicodeWidthChar;

/// Whether `c` would be invisible, or move or hide text, when printed.
pub(crate) fn is_invisible(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_control();
    }
    c.is_control()
        || matches!(c as u32,
            0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180F
            | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
            | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFFF | 0x1D173..=0x1D17A | 0xFDD0..=0xFDEF)
        // Private use (and tags) and the last two code points of each plane: no agreed glyph.
        || crate::syntax::grammar::is_iprivate(c as u32)
        || (c as u32) & 0xFFFE == 0xFFFE
        || (c.is_whitespace() && c != ' ')
}

/// Draws `c` on a snippet line: itself, or `<U+XXXX>` if it is invisible.
pub(crate) fn draw(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    if is_invisible(c) {
        write!(f, "<U+{:04X}>", c as u32)
    } else {
        f.write_char(c)
    }
}

/// Text drawn as [`draw`] draws each of its characters, for quoting input
/// on a line of its own (a fix's old and new text): a control character
/// never reaches the terminal as itself.
pub(crate) struct Drawn<'a>(pub(crate) &'a str);

impl fmt::Display for Drawn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.chars().try_for_each(|c| draw(f, c))
    }
}

/// How many terminal columns `c` takes once drawn by [`draw`]: the length
/// of its `<U+XXXX>` spelling for an invisible character, else its width in
/// the Unicode tables (UAX #11): two for wide characters, none for
/// combining marks and other characters drawn over their neighbour.
pub(crate) fn columns(c: char) -> usize {
    if is_invisible(c) {
        "<U+>".len() + hex_digits(c)
    } else {
        // Control characters, the only ones without a width, are invisible.
        c.width().unwrap_or(0)
    }
}

/// How many hex digits `U+XXXX` needs for `c` (at least four).
fn hex_digits(c: char) -> usize {
    let bits = 32 - (c as u32).leading_zeros() as usize;
    bits.div_ceil(4).max(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_follow_the_drawing() {
        assert_eq!(columns('a'), 1);
        assert_eq!(columns('例'), 2);
        assert_eq!(columns('\u{1F680}'), 2);
        assert_eq!(columns('\u{301}'), 0);
        assert_eq!(columns('\u{0}'), "<U+0000>".len());
        assert_eq!(columns('\u{200B}'), "<U+200B>".len());
        assert_eq!(columns('\u{10FFFF}'), "<U+10FFFF>".len());
    }
}
