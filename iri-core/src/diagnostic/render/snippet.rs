//! Drawing an input with a caret line under the span of a finding.

use core::fmt::{self, Write as _};
use core::ops::Range;

use super::palette::Palette;
use crate::chars::glyph::{columns, draw};

/// An input and a caret line under a span of it: two lines, each starting
/// with `"  | "` (see [`Annotated::snippet`](super::Annotated::snippet)).
#[derive(Clone, Debug)]
pub struct Snippet<'a> {
    input: &'a str,
    span: Range<usize>,
}

impl<'a> Snippet<'a> {
    /// The drawing of `span` of `input`.
    pub(crate) const fn new(input: &'a str, span: Range<usize>) -> Snippet<'a> {
        Snippet { input, span }
    }
}

/// The widest input line drawn whole, in columns; a wider one is cut.
const WHOLE_LINE: usize = 100;

/// How many columns of the input a cut line keeps before the span.
const BEFORE_SPAN: usize = 40;

/// How many characters without width (combining marks) a drawn line holds
/// at most: they take no column, so only this keeps a line of a few
/// letters carrying a million marks from printing them all. Those beyond
/// are left out; they would only stack on the letters drawn.
const ZERO_WIDTH_DRAWN: usize = 100;

/// Drawn where text was cut from a line.
const CUT: char = '…';

/// Where the span falls on the drawn line, in columns.
struct Layout {
    /// The width of the whole line.
    width: usize,
    /// The columns under the span.
    span: Range<usize>,
    /// Whether the span holds characters although it takes no column (it
    /// is made of combining marks).
    zero_width: bool,
}

impl Layout {
    fn of(input: &str, span: &Range<usize>) -> Layout {
        let (mut width, mut start, mut end) = (0, None, None);
        for (at, c) in input.char_indices() {
            if at >= span.start && start.is_none() {
                start = Some(width);
            }
            if at >= span.end && end.is_none() {
                end = Some(width);
            }
            width += columns(c);
        }
        let start = start.unwrap_or(width);
        let end = end.unwrap_or(width);
        Layout {
            width,
            span: start..end,
            zero_width: start == end && !span.is_empty(),
        }
    }

    /// The columns of the line to draw: all of them when the line is
    /// narrow enough, else [`WHOLE_LINE`] columns starting [`BEFORE_SPAN`]
    /// columns before the span (or fewer, at the end of the line).
    fn window(&self) -> Range<usize> {
        if self.width <= WHOLE_LINE {
            return 0..self.width;
        }
        let start = self
            .span
            .start
            .saturating_sub(BEFORE_SPAN)
            .min(self.width - WHOLE_LINE);
        start..start + WHOLE_LINE
    }

    /// The columns to put carets under, at least one: a span without
    /// width gets one caret, under the character its combining marks sit
    /// on, or where the missing part would go for an empty span.
    fn carets(&self) -> Range<usize> {
        let start = self.span.start;
        if self.span.is_empty() {
            let start = if self.zero_width {
                start.saturating_sub(1)
            } else {
                start
            };
            start..start + 1
        } else {
            self.span.clone()
        }
    }
}

/// The gutter before the lines of a snippet: the line number of the
/// input's line (none without a place), how wide the numbers are, and the
/// colours.
pub(super) struct Gutter<'a> {
    pub(super) number: Option<u64>,
    pub(super) width: usize,
    pub(super) palette: Palette<'a>,
}

impl Gutter<'_> {
    /// The gutter of a drawing without a place: `"  | "`.
    const PLAIN: Gutter<'static> = Gutter {
        number: None,
        width: 1,
        palette: Palette::NONE,
    };

    /// Writes the gutter of a line: its number, or blanks.
    fn write(&self, f: &mut fmt::Formatter<'_>, number: Option<u64>) -> fmt::Result {
        let (colour, reset) = self.palette.gutter();
        let width = self.width;
        match number {
            Some(n) => write!(f, "{colour}{n:>width$} |{reset} "),
            None => write!(f, "{:width$} {colour}|{reset} ", ""),
        }
    }
}

impl Snippet<'_> {
    /// Writes the two lines after `gutter`.
    pub(super) fn write(&self, f: &mut fmt::Formatter<'_>, gutter: &Gutter<'_>) -> fmt::Result {
        let input = self.input;
        let layout = Layout::of(input, &self.span);
        let window = layout.window();
        let cut_before = window.start > 0;
        gutter.write(f, gutter.number)?;
        if cut_before {
            f.write_char(CUT)?;
        }
        // The columns of the characters drawn.
        let mut drawn: Option<Range<usize>> = None;
        let mut column = 0;
        let mut zero_width = 0;
        for c in input.chars() {
            let from = column;
            column += columns(c);
            if from < window.start {
                continue;
            }
            if column > window.end {
                f.write_char(CUT)?;
                break;
            }
            if column == from {
                zero_width += 1;
                if zero_width > ZERO_WIDTH_DRAWN {
                    continue;
                }
            }
            draw(f, c)?;
            drawn.get_or_insert(from..from).end = column;
        }
        let drawn = drawn.unwrap_or(window.start..window.start);
        f.write_char('\n')?;
        gutter.write(f, None)?;
        let carets = layout.carets();
        // A span cut at the end of the drawn text is underlined up to the cut.
        let end = if carets.end > drawn.end && drawn.end < layout.width {
            drawn.end.max(carets.start + 1)
        } else {
            carets.end
        };
        let indent = usize::from(cut_before) + carets.start.saturating_sub(drawn.start);
        for _ in 0..indent {
            f.write_char(' ')?;
        }
        let (colour, reset) = gutter.palette.level();
        f.write_str(colour)?;
        for _ in carets.start..end {
            f.write_char('^')?;
        }
        f.write_str(reset)
    }
}

impl fmt::Display for Snippet<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, &Gutter::PLAIN)
    }
}
