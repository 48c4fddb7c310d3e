//! rustc-style diagnostics, drawn by `annotate-snippets` (the renderer of
//! rustc itself): `error[code]: message`, `--> file:line:column`, the line
//! with carets, `= help:`, and a fix as a `-`/`+` suggestion.

use std::borrow::Cow;
use std::ops::Range;

use annotate_snippets::{AnnotationKind, Group, Level, Origin, Patch, Renderer, Snippet};
use iri_checker::Level as FindingLevel;

use super::Located;

/// Contexts longer than this are cut around the span before drawing.
const WHOLE_CONTEXT: usize = 512;

/// How much of a cut context is kept on each side of the span.
const AROUND: usize = 160;

/// Drawn where a context was cut.
const CUT: &str = "…";

/// The annotate-snippets level of a finding level.
fn level(level: FindingLevel) -> Level<'static> {
    match level {
        FindingLevel::Error => Level::ERROR,
        FindingLevel::Warning => Level::WARNING,
        _ => Level::INFO.with_name(Some("advice")),
    }
}

/// A finding, drawn: `iri-core`'s message as the title, the line with the
/// span underlined, the rule as a note, the help, and the fix as a patch
/// (with the code points of texts that look alike).
pub(crate) fn render(renderer: &Renderer, located: &Located<'_>) -> String {
    let d = located.diagnostic;
    let title = level(d.level())
        .primary_title(d.message().to_string())
        .id(d.code());
    let Some(context) = located.context else {
        let origin = Origin::path(located.file)
            .line(located.start.line as usize)
            .char_column(located.start.column as usize);
        return renderer.render(&[title.element(origin)]);
    };
    let (source, span, shift) = window(context, located.context_span.clone());
    let mut cause = Group::with_title(title).element(
        Snippet::source(source.as_ref())
            .line_start(located.start.line as usize)
            .path(located.file)
            .annotation(AnnotationKind::Primary.span(span.clone())),
    );
    if let Some(resolved) = located.resolved {
        cause = cause.element(Level::NOTE.message(format!(
            "found in `{resolved}`, the reference resolved against the base"
        )));
    }
    if let Some(explanation) = d.explanation() {
        cause = cause.element(Level::NOTE.message(explanation.to_string()));
    }
    let help = d.help().map(|help| help.to_string());
    let mut groups = vec![];
    if let (Some(fix), Some(_), Some(candidate)) = (d.fix(), located.edit, located.candidate) {
        // The fix, drawn on the IRI as written.
        let written = candidate.context_span(0..candidate.text.len());
        let text = &candidate.context[written.clone()];
        let fix_span = candidate.context_span(fix.span());
        let patch = Patch::new(
            fix_span.start - written.start..fix_span.end - written.start,
            fix.replacement(),
        );
        let title = help.unwrap_or_else(|| "apply the fix".to_owned());
        groups.push(cause);
        let mut suggestion = Group::with_title(Level::HELP.secondary_title(title)).element(
            Snippet::source(text)
                .line_start(located.start.line as usize)
                .patch(patch),
        );
        // A patch of texts that look alike shows two lines that look the
        // same: the fix's line says which code points change.
        let line = fix.line(candidate.text);
        if line.looks_alike() {
            suggestion = suggestion.element(Level::NOTE.message(line.to_string()));
        }
        groups.push(suggestion);
    } else {
        if let Some(help) = help {
            cause = cause.element(Level::HELP.message(help));
        }
        groups.push(cause);
    }
    let drawn = renderer.render(&groups);
    // annotate-snippets counts columns from the start of what it was given:
    // put the file's column in the location line when they differ.
    let drawn_column = source[..span.start].chars().count() + 1;
    let column = located.start.column as usize;
    if shift || drawn_column != column {
        let line = located.start.line;
        let wrong = format!("{}:{line}:{drawn_column}", located.file);
        let right = format!("{}:{line}:{column}", located.file);
        return drawn.replacen(&wrong, &right, 1);
    }
    drawn
}

/// The context to draw, cut around `span` when long, with the span in it
/// and whether the drawn columns differ from the context's.
fn window(context: &str, span: Range<usize>) -> (Cow<'_, str>, Range<usize>, bool) {
    if context.len() <= WHOLE_CONTEXT {
        return (Cow::Borrowed(context), span, false);
    }
    let start = floor(context, span.start.saturating_sub(AROUND));
    let end = ceil(context, (span.end + AROUND).min(context.len()));
    let mut text = String::new();
    if start > 0 {
        text.push_str(CUT);
    }
    let shift = text.len();
    text.push_str(&context[start..end]);
    if end < context.len() {
        text.push_str(CUT);
    }
    let span = span.start - start + shift..span.end - start + shift;
    (Cow::Owned(text), span, true)
}

/// The character boundary at or before `at`.
fn floor(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The character boundary at or after `at`.
fn ceil(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
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
        render(&Renderer::plain(), &located)
    }

    #[test]
    fn a_fix_is_a_patch_under_the_help() {
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
help: write the scheme in lowercase
  |
1 - HTTP://a/
1 + http://a/
  |"
        );
    }

    #[test]
    fn a_patch_of_look_alikes_shows_their_code_points() {
        let text = "HTTP://a/e\u{301}";
        let drawn = drawn(text, Fix::new(9..12, "\u{E9}"));
        assert!(
            drawn.ends_with("= note: replace `e\u{301}` (U+0065 U+0301) with `\u{E9}` (U+00E9)"),
            "{drawn}"
        );
    }

    #[test]
    fn long_contexts_are_cut_around_the_span() {
        let context = format!("{}é{}", "a".repeat(1000), "b".repeat(1000));
        let (text, span, shifted) = window(&context, 1000..1002);
        assert!(shifted);
        assert_eq!(&text[span.clone()], "é");
        assert!(text.starts_with(CUT) && text.ends_with(CUT));
        assert!(text.len() < 2 * AROUND + 10);
        let (text, span, shifted) = window("short", 1..2);
        assert_eq!((text.as_ref(), span, shifted), ("short", 1..2, false));
    }
}
