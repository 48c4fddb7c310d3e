//! The colours of a drawing: escape sequences a tool hands over, which
//! the drawing writes around what they colour.

/// The colours of a drawing on a terminal: the escape sequences written
/// before the parts they colour, and the one that ends each. The drawing
/// knows no terminal; [`Palette::NONE`], the default, writes nothing.
///
/// ```
/// use iri_kit::Iri;
/// use iri_kit::diagnostic::Palette;
///
/// let input = "http://a/b c";
/// let err = Iri::<&str>::parse(input).unwrap_err();
/// let red = Palette::new("\u{1b}[31m", "\u{1b}[1m", "\u{1b}[34m", "\u{1b}[0m");
/// let drawn = err.annotate(input).palette(red).to_string();
/// assert!(drawn.contains("\u{1b}[31m^\u{1b}[0m byte 10"));
/// assert_eq!(err.annotate(input).palette(Palette::NONE).to_string(), err.annotate(input).to_string());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Palette<'a> {
    pub(super) level: &'a str,
    pub(super) emphasis: &'a str,
    pub(super) gutter: &'a str,
    pub(super) reset: &'a str,
}

impl<'a> Palette<'a> {
    /// No colour.
    pub const NONE: Palette<'static> = Palette::new("", "", "", "");

    /// The colour of the level (the headline's `error[…]` and the
    /// carets), of the headline's message, of the gutter (the arrow, the
    /// bars, the line numbers, the `=` of the lines after the input), and
    /// the sequence that ends each.
    #[must_use]
    #[inline]
    pub const fn new(
        level: &'a str,
        emphasis: &'a str,
        gutter: &'a str,
        reset: &'a str,
    ) -> Palette<'a> {
        Palette {
            level,
            emphasis,
            gutter,
            reset,
        }
    }

    /// The level's colour and the end of a colour.
    pub(super) const fn level(&self) -> (&'a str, &'a str) {
        (self.level, self.reset)
    }

    /// The gutter's colour and the end of a colour.
    pub(super) const fn gutter(&self) -> (&'a str, &'a str) {
        (self.gutter, self.reset)
    }
}
