//! rustc-style diagnostics, drawn by `iri-core`'s one renderer (the
//! drawing of the macros' errors and of `annotate`, at a place in a file):
//! `error[code]: message`, `--> file:line:column`, the line with carets,
//! the rule as a note, `= help:`, and the fix.

use std::ops::Range;

use anstyle::{AnsiColor, Style};
use iri_checker::Level;
use iri_core::diagnostic::{Drawing, Palette, Place};

use super::Located;
use crate::inspect::Diagnostic;

/// The colours of the human output on a terminal: rustc's.
#[derive(Debug)]
pub(crate) struct Colours {
    error: String,
    warning: String,
    advice: String,
    bold: String,
    gutter: String,
    reset: String,
}

impl Colours {
    /// rustc's colours: the level bright and bold (red, yellow, and blue
    /// for advice), the message bold, the gutter bright blue and bold.
    pub(crate) fn rustc() -> Colours {
        let bold = |colour: AnsiColor| colour.on_default().bold().render().to_string();
        Colours {
            error: bold(AnsiColor::BrightRed),
            warning: bold(AnsiColor::BrightYellow),
            advice: bold(AnsiColor::BrightCyan),
            bold: Style::new().bold().render().to_string(),
            gutter: bold(AnsiColor::BrightBlue),
            reset: anstyle::Reset.render().to_string(),
        }
    }

    /// The palette of a diagnostic of `level`.
    fn palette(&self, level: Level) -> Palette<'_> {
        let colour = match level {
            Level::Error => &self.error,
            Level::Warning => &self.warning,
            Level::Advice | Level::Allow => &self.advice,
        };
        Palette::new(colour, &self.bold, &self.gutter, &self.reset)
    }
}

/// A diagnostic, drawn at its place: for a finding, `iri-core`'s drawing
/// of it with the command's alternatives (`--kind`), its fix only where
/// the file's edit is written, and the resolved IRI as a note under
/// `--base`; for a problem with the input, its own message.
pub(crate) fn render(colours: Option<&Colours>, located: &Located<'_>) -> String {
    let d = located.diagnostic;
    let palette = colours.map_or(Palette::NONE, |c| c.palette(d.level()));
    let place = Place::new(located.file, located.start.line, located.start.column);
    let shown = located
        .context
        .map(|context| line_of(context, located.context_span.clone()));
    match d {
        Diagnostic::Iri {
            finding,
            alternatives: (reference, unicode),
            ..
        } => {
            let fix = match (d.fix(), located.edit, located.candidate) {
                (Some(fix), Some(_), Some(_)) => Some(fix.clone()),
                _ => None,
            };
            let note = located.resolved.map(|resolved| {
                format!("found in `{resolved}`, the reference resolved against the base")
            });
            let input = located.candidate.map_or("", |candidate| candidate.text);
            let mut drawn = finding
                .annotate(input)
                .with_alternatives(reference, unicode)
                .with_fix(fix)
                .at(place)
                .palette(palette);
            if let Some((text, span)) = shown {
                drawn = drawn.showing(text, span);
            }
            if let Some(note) = &note {
                drawn = drawn.note(note);
            }
            drawn.to_string()
        }
        Diagnostic::Input { code, message } => {
            let mut drawing = Drawing::new(message)
                .tagged(code.level(), code.name())
                .at(place)
                .palette(palette);
            if let Some((text, span)) = shown {
                drawing = drawing.showing(text, span);
            }
            drawing.to_string()
        }
    }
}

/// The line of `context` where `span` starts, and the span in it (cut at
/// the line's end): a context of several lines (an IRI that a line break
/// splits) is shown by its first.
fn line_of(context: &str, span: Range<usize>) -> (&str, Range<usize>) {
    let at = span.start;
    let (Some(before), Some(after)) = (context.get(..at), context.get(at..)) else {
        return (context, span);
    };
    let start = before.rfind('\n').map_or(0, |n| n + 1);
    let end = after.find('\n').map_or(context.len(), |n| at + n);
    let line = &context[start..end];
    let line = line.strip_suffix('\r').unwrap_or(line);
    let end = span.end.clamp(at, start + line.len());
    (line, at - start..end - start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidate::{Candidate, Columns};
    use crate::fix::FileEdit;
    use crate::inspect::Diagnostic;
    use iri_checker::{Fix, Policy, check};
    use iri_core::{Grammar, parse};

    /// `text`'s first finding under the default policy, with `fix`, drawn
    /// as the only IRI of line 1.
    fn drawn(text: &str, fix: Fix) -> String {
        let table = parse(text, Grammar::IRI).unwrap();
        let finding = check(text, &table, Grammar::IRI, &Policy::DEFAULT).findings()[0];
        let columns = Columns::default();
        let candidate = Candidate {
            text,
            line: 1,
            context: text,
            context_column: 1,
            context_offset: 0,
            at: 0,
            escapes: None,
            escaping: iri_readers::Escaping::Verbatim,
            grammar: Grammar::IRI,
            leniency: iri_readers::Leniency::Strict,
            role: iri_readers::Role::Iri,
            compile_time: None,
            writable: true,
            pointer: None,
            columns: &columns,
            place: iri_checker::Place::default(),
        };
        let edit = FileEdit {
            offset: fix.span().start as u64,
            len: fix.span().len(),
            replacement: fix.replacement().to_owned(),
            line: 1,
        };
        let diagnostic = Diagnostic::Iri {
            finding,
            fix: Some(fix),
            alternatives: ("`--kind reference`", "`--kind iri`"),
        };
        let span = finding.span();
        let located = Located {
            file: "f.txt",
            start: candidate.position(span.start),
            end: candidate.position(span.end),
            candidate: Some(&candidate),
            context: Some(text),
            context_span: span,
            resolved: None,
            edit: Some(&edit),
            diagnostic: &diagnostic,
        };
        render(None, &located)
    }

    #[test]
    fn a_fix_is_drawn_under_the_help() {
        let text = "HTTP://a/";
        let drawn = drawn(text, Fix::new(0..4, "http"));
        assert_eq!(
            drawn,
            "advice[form-scheme-case]: uppercase letters in the scheme
 --> f.txt:1:1
  |
1 | HTTP://a/
  | ^^^^
  |
  = note: schemes are case-insensitive and lowercase is the canonical form (form-scheme-case, RFC 3986 sections 3.1 and 6.2.2.1)
  = help: write the scheme in lowercase
  = fix: replace `HTTP` with `http`"
        );
    }

    #[test]
    fn a_fix_of_look_alikes_shows_their_code_points() {
        let text = "HTTP://a/e\u{301}";
        let drawn = drawn(text, Fix::new(9..12, "\u{E9}"));
        assert!(
            drawn.ends_with("= fix: replace `e\u{301}` (U+0065 U+0301) with `\u{E9}` (U+00E9)"),
            "{drawn}"
        );
    }

    #[test]
    fn a_context_of_several_lines_is_shown_by_the_span_s_line() {
        let context = "<a\r\nhttp://a/b c\r\nd>";
        let (line, span) = line_of(context, 14..15);
        assert_eq!((line, span), ("http://a/b c", 10..11));
        let (line, span) = line_of(context, 14..22);
        assert_eq!((line, span), ("http://a/b c", 10..12));
        assert_eq!(line_of("short", 1..2), ("short", 1..2));
    }
}
