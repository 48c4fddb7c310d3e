//! A finding drawn in full: its headline, the input with a caret line
//! under the span and the byte where it starts, the rule, the help, and
//! the fix or suggestion.
//!
//! ```text
//! invalid character ' ' (U+0020) in path
//!   | http://example.org/a b
//!   |                     ^ byte 20
//!   = help: percent-encode it as `%20`
//! ```

use core::fmt;

use core::ops::Range;

use super::drawing::{Drawing, Line, Place};
use super::fix_line::FixLine;
use super::palette::Palette;
use super::snippet::Snippet;
use super::{Alternatives, Help, TYPES};
use crate::diagnostic::error::ParseError;
use crate::diagnostic::finding::{Edit, EditKind, Finding};
use crate::diagnostic::fix::Fix;

/// What the first line of a drawn finding says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Headline {
    /// The sentence of an error, for callers that say the level
    /// themselves, such as a compiler's `error:`: `{message}` above a
    /// drawing, `{message} at byte {n}: {explanation}` alone, as `Display`
    /// of a [`ParseError`] writes it.
    Error,
    /// The line of a report: `{level}[{code}]: {message}` above a drawing,
    /// with `at byte {n}` after it alone, as `Display` of a finding writes
    /// it.
    Tagged,
}

/// A finding drawn with its input: the headline (the message), the input
/// with a caret line under the span and the byte where the span starts
/// after it, the rule, the help, and the fix or suggestion where there is
/// one. Made by
/// [`ParseError::annotate`] and
/// [`Finding::annotate`](crate::diagnostic::Finding::annotate).
///
/// Invisible characters in the input are drawn as `<U+XXXX>` so the caret
/// line stays aligned and nothing is hidden. A line wider than 100 columns
/// is cut around the problem, with `…` where text was left out; the caret
/// line gives the byte offset.
///
/// A tool that reads files draws a finding [`at`](Annotated::at) its place
/// in a file, [`showing`](Annotated::showing) the file's line: the layout is
/// that of [`Drawing`](super::Drawing), which the tool draws its other
/// diagnostics with.
#[derive(Clone, Debug)]
pub struct Annotated<'a> {
    finding: Finding,
    input: &'a str,
    headline: Headline,
    alternatives: Option<Alternatives>,
    fix: Option<Fix>,
    place: Option<Place<'a>>,
    shown: Option<(&'a str, Range<usize>)>,
    note: Option<&'a str>,
    palette: Palette<'a>,
}

impl<'a> Annotated<'a> {
    /// `finding` in `input`, with the text of its fix when it has one.
    pub(crate) const fn new(finding: Finding, input: &'a str, fix: Option<Fix>) -> Annotated<'a> {
        Annotated {
            finding,
            input,
            headline: Headline::Tagged,
            alternatives: Some(TYPES),
            fix,
            place: None,
            shown: None,
            note: None,
            palette: Palette::NONE,
        }
    }

    /// The same drawing with another headline.
    #[must_use]
    pub fn headline(self, headline: Headline) -> Annotated<'a> {
        Annotated { headline, ..self }
    }

    /// The same drawing whose help names the caller's alternatives (see
    /// [`Help::with_alternatives`]).
    #[must_use]
    pub fn with_alternatives(
        self,
        reference: &'static str,
        unicode: &'static str,
    ) -> Annotated<'a> {
        Annotated {
            alternatives: Some(Alternatives { reference, unicode }),
            ..self
        }
    }

    /// The same drawing whose help names no alternative to fixing the
    /// input (see [`Help::without_alternative`]).
    #[must_use]
    pub fn without_alternative(self) -> Annotated<'a> {
        Annotated {
            alternatives: None,
            ..self
        }
    }

    /// The same drawing without the finding's fix, for a tool that will
    /// not write it (the checker's fix rule withheld it: see
    /// `iri_kit::check::FixRule`). A suggestion, which no tool writes unasked,
    /// stays.
    ///
    /// ```
    /// use iri_kit::check::{check, Policy};
    /// use iri_kit::{parse, Grammar};
    ///
    /// let text = "HTTP://example.org/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let report = check(text, &table, Grammar::IRI, &Policy::STRICT);
    /// let finding = report.findings()[0];
    /// assert!(finding.annotate(text).to_string().ends_with("\n  = fix: replace `HTTP` with `http`"));
    /// assert!(!finding.annotate(text).without_fix().to_string().contains("= fix:"));
    /// ```
    #[must_use]
    pub fn without_fix(self) -> Annotated<'a> {
        if !self.finding.has_fix() {
            return self;
        }
        Annotated { fix: None, ..self }
    }

    /// The same drawing with `fix` as its fix (or none): for a tool that
    /// writes its own choice of the edits, and shows only those it writes.
    ///
    /// ```
    /// use iri_kit::check::{check, Policy};
    /// use iri_kit::diagnostic::Fix;
    /// use iri_kit::{parse, Grammar};
    ///
    /// let text = "HTTP://example.org/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let report = check(text, &table, Grammar::IRI, &Policy::STRICT);
    /// let finding = report.findings()[0];
    /// let drawn = finding.annotate(text).with_fix(Some(Fix::new(0..4, "http"))).to_string();
    /// assert!(drawn.ends_with("= fix: replace `HTTP` with `http`"));
    /// assert!(!finding.annotate(text).with_fix(None).to_string().contains("= fix:"));
    /// ```
    #[must_use]
    #[inline]
    pub fn with_fix(self, fix: Option<Fix>) -> Annotated<'a> {
        Annotated { fix, ..self }
    }

    /// The same drawing at `place` of a file: its second line says the
    /// place, the input's line carries its number, and the carets no byte
    /// (the place says where).
    ///
    /// ```
    /// use iri_kit::Iri;
    /// use iri_kit::diagnostic::Place;
    ///
    /// let input = "http://a/b c";
    /// let err = Iri::<&str>::parse(input).unwrap_err();
    /// assert_eq!(
    ///     err.annotate(input).at(Place::new("links.urls", 12, 11)).to_string(),
    ///     "invalid character ' ' (U+0020) in path
    ///   --> links.urls:12:11
    ///    |
    /// 12 | http://a/b c
    ///    |           ^
    ///    |
    ///    = help: percent-encode it as `%20`",
    /// );
    /// ```
    #[must_use]
    #[inline]
    pub fn at(self, place: Place<'a>) -> Annotated<'a> {
        Annotated {
            place: Some(place),
            ..self
        }
    }

    /// The same drawing showing `text` with carets under `span` of it, in
    /// place of the input under the finding's span: the line of a file that
    /// holds the input, say. The fix is still the input's.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let input = "http://a/b c";
    /// let line = "<http://a/b c> a <T> .";
    /// let err = Iri::<&str>::parse(input).unwrap_err();
    /// let drawn = err.annotate(input).showing(line, 11..12).to_string();
    /// assert!(drawn.contains("\n  | <http://a/b c> a <T> .\n  |            ^ byte 10\n"));
    /// ```
    #[must_use]
    #[inline]
    pub fn showing(self, text: &'a str, span: Range<usize>) -> Annotated<'a> {
        Annotated {
            shown: Some((text, span)),
            ..self
        }
    }

    /// The same drawing with a note of the caller's, drawn last.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let input = "http://a/b c";
    /// let err = Iri::<&str>::parse(input).unwrap_err();
    /// let drawn = err.annotate(input).note("the base of the crate").to_string();
    /// assert!(drawn.ends_with("= help: percent-encode it as `%20`\n  = note: the base of the crate"));
    /// ```
    #[must_use]
    #[inline]
    pub fn note(self, note: &'a str) -> Annotated<'a> {
        Annotated {
            note: Some(note),
            ..self
        }
    }

    /// The same drawing in the colours of `palette` (see
    /// [`Palette`](super::Palette)).
    #[must_use]
    #[inline]
    pub fn palette(self, palette: Palette<'a>) -> Annotated<'a> {
        Annotated { palette, ..self }
    }

    /// The input with invisible characters spelled out, and a caret line
    /// under the span, without the rest: two lines, each starting with
    /// `"  | "`.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let input = format!("http://a/{}<", "x".repeat(1000));
    /// let err = Iri::<&str>::parse(&input).unwrap_err();
    /// let snippet = err.annotate(&input).snippet().to_string();
    /// let (text, carets) = snippet.split_once('\n').unwrap();
    /// assert_eq!(text, format!("  | …{}<", "x".repeat(99)));
    /// assert_eq!(carets, format!("  | {}^", " ".repeat(100)));
    /// ```
    #[must_use]
    pub fn snippet(&self) -> Snippet<'a> {
        Snippet::new(self.input, self.finding.span())
    }

    /// The help, as drawn.
    fn help(&self) -> Option<Help> {
        self.finding.help().map(|help| Help {
            alternatives: self.alternatives,
            ..help
        })
    }
}

impl ParseError {
    /// The error drawn with `input`: its sentence, the input with a caret
    /// line under the problem, and the help.
    ///
    /// ```
    /// use iri_kit::IriRef;
    ///
    /// let input = "a b";
    /// let err = IriRef::<&str>::parse(input).unwrap_err();
    /// assert_eq!(
    ///     err.annotate(input).to_string(),
    ///     "invalid character ' ' (U+0020) in path\n  | a b\n  |  ^ byte 1\n  = help: percent-encode it as `%20`",
    /// );
    /// ```
    #[must_use]
    pub fn annotate<'a>(&self, input: &'a str) -> Annotated<'a> {
        Annotated::new(self.finding(), input, None).headline(Headline::Error)
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_headline(f, self, Headline::Tagged, true)
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_headline(f, &self.finding(), Headline::Error, true)
    }
}

/// Writes the headline of `finding` in the `style` asked. A headline on a
/// line of its own (`alone`) says where the problem is after the message,
/// `at byte {n}`, and for an error the explanation after a colon; above a
/// drawing it is the message alone, and the drawing says the rest in its
/// fixed places: the byte after the carets, the explanation on a note line.
pub(crate) fn write_headline(
    f: &mut fmt::Formatter<'_>,
    finding: &Finding,
    style: Headline,
    alone: bool,
) -> fmt::Result {
    if style == Headline::Tagged {
        write!(f, "{}[{}]: ", finding.level(), finding.code())?;
    }
    write!(f, "{}", finding.message())?;
    if alone {
        write!(f, " at byte {}", finding.span().start)?;
        if style == Headline::Error
            && let Some(explanation) = finding.explanation()
        {
            write!(f, ": {explanation}")?;
        }
    }
    Ok(())
}

impl fmt::Display for Annotated<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let finding = &self.finding;
        let message = finding.message();
        let explanation = finding.explanation();
        let help = self.help();
        let fix = self.fix.as_ref().map(|fix| {
            let word = match finding.edit().map(Edit::kind) {
                Some(EditKind::Suggestion) => "suggestion",
                _ => "fix",
            };
            (word, fix.line(self.input))
        });
        let mut lines: [Line<'_>; 4] = [("", &""); 4];
        let mut count = 0;
        if let Some(explanation) = &explanation {
            lines[count] = ("note", explanation);
            count += 1;
        }
        if let Some(help) = &help {
            lines[count] = ("help", help);
            count += 1;
        }
        if let Some((word, line)) = &fix {
            lines[count] = (word, line);
            count += 1;
        }
        if let Some(note) = &self.note {
            lines[count] = ("note", note);
            count += 1;
        }
        let (text, span) = match &self.shown {
            Some((text, span)) => (*text, span.clone()),
            None => (self.input, finding.span()),
        };
        let tagged = self.headline == Headline::Tagged;
        let drawing = Drawing {
            tag: tagged.then(|| (finding.level(), finding.code().name())),
            message: &message,
            place: self.place,
            text: Some((text, span.start, span.end)),
            byte: self.place.is_none().then_some(finding.span().start),
            lines: &lines[..count],
            palette: self.palette,
        };
        drawing.fmt(f)
    }
}

/// The line of a fix, as [`Annotated`] writes it.
impl Fix {
    /// The words of this fix of `input`: what it inserts, removes or
    /// replaces, with the code points of texts that look alike (see
    /// [`FixLine`]).
    ///
    /// ```
    /// use iri_kit::check::{check, Policy};
    /// use iri_kit::{parse, Grammar};
    ///
    /// let text = "HTTP://example.org/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let report = check(text, &table, Grammar::IRI, &Policy::STRICT);
    /// let fix = report.findings()[0].fix(text).unwrap();
    /// assert_eq!(fix.line(text).to_string(), "replace `HTTP` with `http`");
    /// ```
    #[must_use]
    pub fn line<'a>(&'a self, input: &'a str) -> FixLine<'a> {
        FixLine::new(
            input.get(self.span()).unwrap_or_default(),
            self.replacement(),
        )
    }
}
