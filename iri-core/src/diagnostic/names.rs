//! How messages name a character of the input.

use core::fmt;

use crate::chars::bidi::{bidi_short_name, is_bidi_formatting};
use crate::chars::glyph::{columns, is_invisible};

/// A character as messages write it: `'a'`, `' ' (U+0020)`, `'é' (U+00E9)`,
/// the quote itself as `` `'` (U+0027) `` (three quotes in a row read as
/// none), or `U+200E` alone for characters that would be invisible or
/// confusing, and for those that take no column, which would be drawn over
/// the quote.
#[derive(Clone, Copy, Debug)]
pub struct CharName(pub char);

impl fmt::Display for CharName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        if c == '\'' {
            f.write_str("`'` (U+0027)")
        } else if c.is_ascii_graphic() {
            write!(f, "'{c}'")
        } else if is_bidi_formatting(c) {
            write!(f, "U+{:04X} ({})", c as u32, bidi_short_name(c))
        } else if is_invisible(c) || columns(c) == 0 {
            write!(f, "U+{:04X}", c as u32)
        } else {
            write!(f, "'{c}' (U+{:04X})", c as u32)
        }
    }
}

/// The code points of a text, as `U+0065 U+0301`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CodePoints<'a>(pub(crate) &'a str);

impl fmt::Display for CodePoints<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.chars().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "U+{:04X}", c as u32)?;
        }
        Ok(())
    }
}

/// A number of things, as `1 character` or `2 characters`.
#[derive(Clone, Copy, Debug)]
pub struct Counted {
    /// How many.
    pub count: u64,
    /// The word for one.
    pub one: &'static str,
    /// The word for several (and none).
    pub many: &'static str,
}

impl fmt::Display for Counted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = if self.count == 1 { self.one } else { self.many };
        write!(f, "{} {word}", self.count)
    }
}

/// `count` characters, in words.
#[must_use]
pub const fn characters(count: u64) -> Counted {
    Counted {
        count,
        one: "character",
        many: "characters",
    }
}

#[cfg(test)]
mod tests {
    use super::CharName;
    use alloc::string::ToString;

    #[test]
    fn each_kind_of_character_is_named_its_way() {
        let name = |c| CharName(c).to_string();
        assert_eq!(name('a'), "'a'");
        assert_eq!(name('\''), "`'` (U+0027)");
        assert_eq!(name(' '), "' ' (U+0020)");
        assert_eq!(name('é'), "'é' (U+00E9)");
        assert_eq!(name('\u{200E}'), "U+200E (LRM)");
        assert_eq!(name('\u{301}'), "U+0301");
    }
}
