//! The line that shows a fix or a suggestion: what it removes, inserts or
//! replaces, with the code points of texts that look alike.

use core::fmt;

use crate::chars::glyph::{Drawn, columns, is_invisible};
use crate::diagnostic::names::CodePoints;

/// The words of an edit of the input: ``insert `/` ``, ``remove `:443` ``,
/// or ``replace `Example` with `example` ``. Texts that look alike — an NFC
/// fix, an invisible character, a compatibility form — are followed by
/// their code points, so that the line shows what changes:
/// ``replace `é` (U+0065 U+0301) with `é` (U+00E9)``. Invisible characters
/// are spelled out as `<U+XXXX>`, as in snippets.
///
/// Made by [`Fix::line`](crate::diagnostic::Fix::line).
#[derive(Clone, Copy, Debug)]
pub struct FixLine<'a> {
    old: &'a str,
    new: &'a str,
}

impl<'a> FixLine<'a> {
    /// The line replacing `old` with `new`.
    pub(crate) const fn new(old: &'a str, new: &'a str) -> FixLine<'a> {
        FixLine { old, new }
    }

    /// Whether the old and new texts look alike when printed, so that the
    /// line shows their code points: a caller that draws the edit its own
    /// way (as a diff of two lines) shows this line beside it then.
    ///
    /// ```
    /// use iri_kit::diagnostic::Fix;
    ///
    /// let input = "http://a/x\u{200B}y";
    /// let fix = Fix::new(10..13, "");
    /// assert!(fix.line(input).looks_alike());
    /// assert_eq!(fix.line(input).to_string(), "remove `<U+200B>` (U+200B)");
    /// assert!(!Fix::new(0..4, "http").line("HTTP://a/").looks_alike());
    /// ```
    #[must_use]
    pub fn looks_alike(&self) -> bool {
        look_alike(self.old, self.new)
    }
}

/// Whether `a` and `b` would be hard to tell apart when printed: they
/// differ, but not in what is seen (invisible characters and characters
/// without width aside), or they are canonically or compatibly equivalent.
fn look_alike(a: &str, b: &str) -> bool {
    if a == b || (a.is_ascii() && b.is_ascii()) {
        return false;
    }
    let seen = |c: &char| !is_invisible(*c) && columns(*c) > 0;
    if a.chars().filter(seen).eq(b.chars().filter(seen)) {
        return true;
    }
    equivalent(a, b)
}

/// Whether `a` and `b` have the same NFKC form (which also makes them
/// canonically equivalent when they have the same NFC form).
#[cfg(feature = "nfc")]
fn equivalent(a: &str, b: &str) -> bool {
    use alloc::string::String;

    let nfkc = |text: &str| {
        let mut out = String::with_capacity(text.len());
        crate::normalize::nfc::push_composed(&mut out, text, true);
        out
    };
    nfkc(a) == nfkc(b)
}

/// Without NFC data, no equivalence is known.
#[cfg(not(feature = "nfc"))]
fn equivalent(_: &str, _: &str) -> bool {
    false
}

impl fmt::Display for FixLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (old, new) = (self.old, self.new);
        let points = look_alike(old, new);
        let quoted = |f: &mut fmt::Formatter<'_>, text: &str| {
            write!(f, "`{}`", Drawn(text))?;
            if points {
                write!(f, " ({})", CodePoints(text))?;
            }
            Ok(())
        };
        if old.is_empty() {
            f.write_str("insert ")?;
            quoted(f, new)
        } else if new.is_empty() {
            f.write_str("remove ")?;
            quoted(f, old)
        } else {
            f.write_str("replace ")?;
            quoted(f, old)?;
            f.write_str(" with ")?;
            quoted(f, new)
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::FixLine;

    #[test]
    fn edits_say_what_they_do() {
        assert_eq!(FixLine::new("", "/").to_string(), "insert `/`");
        assert_eq!(FixLine::new(":443", "").to_string(), "remove `:443`");
        assert_eq!(
            FixLine::new("HTTP", "http").to_string(),
            "replace `HTTP` with `http`"
        );
        assert_eq!(
            FixLine::new("%C3%A9", "é").to_string(),
            "replace `%C3%A9` with `é`"
        );
    }

    #[test]
    fn texts_that_look_alike_show_their_code_points() {
        assert_eq!(
            FixLine::new("a\u{200B}", "a").to_string(),
            "replace `a<U+200B>` (U+0061 U+200B) with `a` (U+0061)"
        );
        #[cfg(feature = "nfc")]
        assert_eq!(
            FixLine::new("e\u{301}", "\u{E9}").to_string(),
            "replace `e\u{301}` (U+0065 U+0301) with `\u{E9}` (U+00E9)"
        );
    }
}
