//! The layout of every drawing: the headline, where the input is in a
//! file, the input with a caret line under the span, and the lines that
//! say the rest (`= note:`, `= help:`, `= fix:`). [`Annotated`] draws a
//! finding with it; a tool draws its own diagnostics (a problem with a
//! file, say) with [`Drawing`].
//!
//! ```text
//! error[grammar-invalid-character]: invalid character ' ' (U+0020) in path
//!  --> links.urls:1:21
//!   |
//! 1 | http://example.org/a b
//!   |                     ^
//!   |
//!   = help: percent-encode it as `%20`
//! ```
//!
//! Without a place (the macros', `annotate`'s), the input's lines carry no
//! number and no empty line of the gutter around them, and the byte where
//! the span starts follows the carets.
//!
//! [`Annotated`]: super::Annotated

use core::fmt;
use core::ops::Range;

use super::palette::Palette;
use super::snippet::{Gutter, Snippet};
use crate::diagnostic::level::Level;

/// Where a drawn input is, for a tool that reads files: the file's name
/// and the line and column (counted from 1) where the span starts. A
/// drawing with a place says it on its second line,
/// ` --> {file}:{line}:{column}`, and numbers the input's line.
///
/// ```
/// use iri_kit::diagnostic::Place;
///
/// assert_eq!(Place::new("links.urls", 2, 1).to_string(), "links.urls:2:1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place<'a> {
    file: &'a str,
    line: u64,
    column: u64,
}

impl<'a> Place<'a> {
    /// Line `line`, column `column` of `file`.
    #[must_use]
    #[inline]
    pub const fn new(file: &'a str, line: u64, column: u64) -> Place<'a> {
        Place { file, line, column }
    }
}

impl fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// One of the lines after the input: `= {word}: {text}`.
pub(super) type Line<'a> = (&'a str, &'a dyn fmt::Display);

/// A diagnostic drawn in the one layout (see the module's documentation):
/// the headline, the place, the input with carets under the span, and the
/// lines after it. [`Annotated`](super::Annotated) draws a finding so; a
/// tool draws what is not a finding with it, so that all it writes looks
/// alike.
///
/// ```
/// use iri_kit::diagnostic::{Drawing, Level, Place};
///
/// let message = "invalid escape; the rest of the document is not read";
/// let drawing = Drawing::new(&message)
///     .tagged(Level::Error, "input-invalid-escape")
///     .at(Place::new("bad.json", 1, 27))
///     .showing(r#"{"a": "http://example.org/\q"}"#, 26..28);
/// assert_eq!(
///     drawing.to_string(),
///     "error[input-invalid-escape]: invalid escape; the rest of the document is not read
///  --> bad.json:1:27
///   |
/// 1 | {\"a\": \"http://example.org/\\q\"}
///   |                           ^^",
/// );
/// ```
#[derive(Clone, Copy)]
pub struct Drawing<'a> {
    pub(super) tag: Option<(Level, &'a str)>,
    pub(super) message: &'a dyn fmt::Display,
    pub(super) place: Option<Place<'a>>,
    /// The text shown, and the start and end of the span in it.
    pub(super) text: Option<(&'a str, usize, usize)>,
    /// The byte after the carets, where the span starts in the input.
    pub(super) byte: Option<usize>,
    pub(super) lines: &'a [Line<'a>],
    pub(super) palette: Palette<'a>,
}

impl fmt::Debug for Drawing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Drawing")
            .field("message", &format_args!("{}", self.message))
            .field("place", &self.place)
            .finish_non_exhaustive()
    }
}

impl<'a> Drawing<'a> {
    /// A drawing whose headline is `message` alone, with nothing under it.
    #[must_use]
    #[inline]
    pub const fn new(message: &'a dyn fmt::Display) -> Drawing<'a> {
        Drawing {
            tag: None,
            message,
            place: None,
            text: None,
            byte: None,
            lines: &[],
            palette: Palette::NONE,
        }
    }

    /// The same drawing whose headline says the level and the code first:
    /// `{level}[{code}]: {message}`.
    #[must_use]
    #[inline]
    pub const fn tagged(self, level: Level, code: &'a str) -> Drawing<'a> {
        Drawing {
            tag: Some((level, code)),
            ..self
        }
    }

    /// The same drawing at `place` of a file.
    #[must_use]
    #[inline]
    pub const fn at(self, place: Place<'a>) -> Drawing<'a> {
        Drawing {
            place: Some(place),
            ..self
        }
    }

    /// The same drawing showing `text` with carets under `span` of it
    /// (byte offsets, on character boundaries).
    #[must_use]
    #[inline]
    pub const fn showing(self, text: &'a str, span: Range<usize>) -> Drawing<'a> {
        Drawing {
            text: Some((text, span.start, span.end)),
            ..self
        }
    }

    /// The same drawing in the colours of `palette`.
    #[must_use]
    #[inline]
    pub const fn palette(self, palette: Palette<'a>) -> Drawing<'a> {
        Drawing { palette, ..self }
    }
}

/// How many digits `n` is written with.
const fn digits(mut n: u64) -> usize {
    let mut count = 1;
    while n >= 10 {
        n /= 10;
        count += 1;
    }
    count
}

/// Writes a line of the gutter alone: `width` blanks, then `mark` in the
/// gutter's colour.
fn gutter_line(
    f: &mut fmt::Formatter<'_>,
    width: usize,
    p: &Palette<'_>,
    mark: &str,
) -> fmt::Result {
    write!(f, "\n{:width$} {}{mark}{}", "", p.gutter, p.reset)
}

impl fmt::Display for Drawing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The colours are empty strings without a palette.
        let p = &self.palette;
        if let Some((level, code)) = self.tag {
            write!(f, "{}{level}[{code}]{}{}: ", p.level, p.reset, p.emphasis)?;
        } else {
            f.write_str(p.emphasis)?;
        }
        write!(f, "{}{}", self.message, p.reset)?;
        // The gutter is as wide as the line numbers drawn: none without a
        // place, as if one digit, and none at all for a place alone.
        let (number, width) = match (self.place, self.text.is_some()) {
            (Some(place), true) => (Some(place.line), digits(place.line)),
            (Some(_), false) => (None, 0),
            (None, _) => (None, 1),
        };
        if let Some(place) = &self.place {
            // The arrow is one column wider than the bar.
            write!(f, "\n{:width$}{}-->{} {place}", "", p.gutter, p.reset)?;
        }
        if let Some((text, start, end)) = self.text {
            let placed = self.place.is_some();
            if placed {
                gutter_line(f, width, p, "|")?;
            }
            f.write_str("\n")?;
            let gutter = Gutter {
                number,
                width,
                palette: *p,
            };
            Snippet::new(text, start..end).write(f, &gutter)?;
            if let Some(byte) = self.byte {
                write!(f, " byte {byte}")?;
            }
            if placed && !self.lines.is_empty() {
                gutter_line(f, width, p, "|")?;
            }
        }
        for (word, text) in self.lines {
            gutter_line(f, width, p, "=")?;
            write!(f, " {word}: {text}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::{Drawing, Level, Place};

    #[test]
    fn a_place_alone_is_the_arrow_without_a_gutter() {
        let message = "binary file (it holds NUL bytes), not checked";
        let drawing = Drawing::new(&message)
            .tagged(Level::Warning, "input-binary")
            .at(Place::new("bin.txt", 1, 1));
        assert_eq!(
            drawing.to_string(),
            "warning[input-binary]: binary file (it holds NUL bytes), not checked\n--> bin.txt:1:1"
        );
    }

    #[test]
    fn the_gutter_is_as_wide_as_the_line_number() {
        let message = "m";
        let drawn = Drawing::new(&message)
            .at(Place::new("f", 100, 2))
            .showing("ab", 1..2)
            .to_string();
        assert_eq!(drawn, "m\n   --> f:100:2\n    |\n100 | ab\n    |  ^");
    }
}
