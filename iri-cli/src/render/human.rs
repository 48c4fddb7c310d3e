//! rustc-style diagnostics, drawn by `annotate-snippets` (the renderer of
//! rustc itself): `error[code]: message`, `--> file:line:column`, the line
//! with carets, `= help:`, and a fix as a `-`/`+` suggestion.

use std::borrow::Cow;
use std::ops::Range;

use annotate_snippets::{AnnotationKind, Group, Level, Origin, Patch, Renderer, Snippet};
use iri_core::check::Level as FindingLevel;

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

/// A finding, drawn.
pub(crate) fn render(renderer: &Renderer, located: &Located<'_>) -> String {
    let d = located.diagnostic;
    let title = level(d.level)
        .primary_title(d.message.as_str())
        .id(d.code.name());
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
    let mut groups = vec![];
    if let (Some(fix), Some(_), Some(candidate)) = (&d.fix, located.edit, located.candidate) {
        // The fix, drawn on the IRI as written.
        let written = candidate.context_span(0..candidate.text.len());
        let text = &candidate.context[written.clone()];
        let fix_span = candidate.context_span(fix.span());
        let patch = Patch::new(
            fix_span.start - written.start..fix_span.end - written.start,
            fix.replacement(),
        );
        let title = d.help.as_deref().unwrap_or("apply the fix");
        groups.push(cause);
        groups.push(
            Group::with_title(Level::HELP.secondary_title(title)).element(
                Snippet::source(text)
                    .line_start(located.start.line as usize)
                    .patch(patch),
            ),
        );
    } else {
        if let Some(help) = &d.help {
            cause = cause.element(Level::HELP.message(help.as_str()));
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
