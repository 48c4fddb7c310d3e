//! A finding's edit, written when asked: the fix or suggestion of a span,
//! by the writer the finding's rules handed over with it, and the finding
//! drawn with it.

use crate::diagnostic::finding::{EditKind, Finding};
use crate::diagnostic::fix::Fix;
use crate::diagnostic::render::Annotated;

impl Finding {
    /// The mechanical fix of this finding in `input`, the text it was found
    /// in: what to write instead of a span of it so that the finding goes
    /// and the meaning stays (see [`Fix`]). `None` without one, or when
    /// `input` is not the text checked.
    ///
    /// ```
    /// use iri_kit::check::{check, Policy};
    /// use iri_kit::{parse, Grammar};
    ///
    /// let text = "http://Example.ORG/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let report = check(text, &table, Grammar::IRI, &Policy::STRICT);
    /// let fix = report.findings()[0].fix(text).unwrap();
    /// assert_eq!((fix.span(), fix.replacement()), (7..18, "example.org"));
    /// ```
    #[must_use]
    pub fn fix(&self, input: &str) -> Option<Fix> {
        self.edit_of(EditKind::Fix, input)
    }

    /// A suggestion for this finding in `input`: another identifier that
    /// the author may mean (the NFKC form of a compatibility character, the
    /// ASCII letter a look-alike stands for). Unlike a [fix](Finding::fix)
    /// it changes what the IRI identifies, so tools never apply it unasked.
    #[must_use]
    pub fn suggestion(&self, input: &str) -> Option<Fix> {
        self.edit_of(EditKind::Suggestion, input)
    }

    /// The finding drawn with `input`: its line, the input with a caret
    /// line under the span and the byte where it starts, the rule, the
    /// help, and the fix or suggestion.
    ///
    /// ```
    /// use iri_kit::check::{check, Policy};
    /// use iri_kit::{parse, Grammar};
    ///
    /// let text = "HTTP://example.org/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let report = check(text, &table, Grammar::IRI, &Policy::STRICT);
    /// let drawn = report.findings()[0].annotate(text).to_string();
    /// assert!(drawn.starts_with("error[form-scheme-case]: uppercase letters in the scheme\n"));
    /// assert!(drawn.contains("\n  | ^^^^ byte 0\n"));
    /// assert!(drawn.ends_with("\n  = fix: replace `HTTP` with `http`"));
    /// ```
    #[must_use]
    pub fn annotate<'a>(&self, input: &'a str) -> Annotated<'a> {
        let edit = self
            .edit()
            .and_then(|edit| self.edit_of(edit.kind(), input));
        Annotated::new(*self, input, edit)
    }

    /// The edit of `kind`, written for `input`.
    fn edit_of(&self, kind: EditKind, input: &str) -> Option<Fix> {
        let edit = self.edit().filter(|edit| edit.kind() == kind)?;
        let span = edit.span();
        input.get(span.clone())?;
        let replacement = (crate::diagnostic::sentences::voice_of(self).edit)(self, input)?;
        Some(Fix::new(span, replacement))
    }
}
