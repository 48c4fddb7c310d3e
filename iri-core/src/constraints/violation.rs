//! A broken constraint: [`Violation`], a finding of the `constraint` group.

use core::fmt;
use core::ops::Range;

use super::Constraint;
use crate::diagnostic::component::Component;
use crate::diagnostic::detail::Detail;
use crate::diagnostic::detail::constraint::ConstraintDetail;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::render::{Annotated, Headline, Help, write_headline};

/// A value that breaks a [`Constraint`]: a [`Finding`] of the `constraint`
/// group (always an error), whose words — message, help, suggestion — the
/// one renderer writes, as for grammar errors and the checker's findings.
///
/// `Display` gives the sentence of a [`ParseError`](crate::ParseError): the message, the
/// position, and the rule.
///
/// ```
/// use iri_kit::constraints::{Constraint, Constraints, Presence};
/// use iri_kit::{Component, Grammar, parse};
///
/// let text = "http://u@a/";
/// let table = parse(text, Grammar::IRI).unwrap();
/// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
/// assert_eq!(
///     v.to_string(),
///     "userinfo where the type allows none at byte 7: the type says whether \
///      its values have a userinfo (constraint-userinfo, the type's `userinfo` constraint)",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Violation {
    /// What was broken, which says the constraint and the code.
    detail: ConstraintDetail,
    component: Component,
    start: usize,
    end: usize,
    /// The character it is about (a non-ASCII one).
    ch: Option<char>,
    /// Whether its finding suggests rewriting its span.
    suggested: bool,
}

impl Violation {
    /// The violation that `detail` says, of `component` at `span`.
    pub(super) const fn new(
        detail: ConstraintDetail,
        component: Component,
        span: Range<usize>,
    ) -> Violation {
        Violation {
            detail,
            component,
            start: span.start,
            end: span.end,
            ch: None,
            suggested: false,
        }
    }

    /// The same, about the character `c`.
    pub(super) const fn with_char(self, c: char) -> Violation {
        Violation {
            ch: Some(c),
            ..self
        }
    }

    /// The same, with a suggestion that rewrites its span (the finding's
    /// words say with what).
    pub(super) const fn with_suggestion(self) -> Violation {
        Violation {
            suggested: true,
            ..self
        }
    }

    /// The constraint broken.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(v.constraint(), Constraint::Userinfo);
    /// ```
    #[must_use]
    pub const fn constraint(&self) -> Constraint {
        Constraint::of(self.detail)
    }

    /// The component it is about.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(v.component(), Component::Userinfo);
    /// ```
    #[must_use]
    pub const fn component(&self) -> Component {
        self.component
    }

    /// The bytes of the input it is about (empty where something is missing).
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(&text[v.span()], "u@");
    /// ```
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The violation as a [`Finding`] of the `constraint` group, to show
    /// with the grammar's errors and the checker's findings: its code is
    /// [`Constraint::code`], its level always
    /// [`Level::Error`](crate::diagnostic::Level::Error).
    ///
    /// ```
    /// use iri_kit::constraints::{Constraints, Presence};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let text = "http://a/?q";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.query(Presence::Forbidden).check(text, &table).unwrap_err();
    /// let finding = v.finding();
    /// assert_eq!(finding.code().name(), "constraint-query");
    /// assert_eq!(finding.message().to_string(), "query where the type allows none");
    /// assert_eq!(finding.suggestion(text).unwrap().replacement(), "");
    /// ```
    #[must_use]
    pub const fn finding(&self) -> Finding {
        let finding = Finding::of_detail(
            Detail::Constraint(self.detail),
            self.component,
            self.start..self.end,
        )
        .with_char_opt(self.ch);
        if self.suggested {
            finding.with_suggestion(self.start..self.end)
        } else {
            finding
        }
    }

    /// How to fix it, in words. Every violation has one; the text to write,
    /// where the type says it, is the finding's
    /// [`suggestion`](Finding::suggestion).
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// assert_eq!(v.help().to_string(), "remove the userinfo and its `@`");
    /// ```
    #[must_use]
    pub const fn help(&self) -> Help {
        Help::of(self.finding())
    }

    /// The violation drawn with `input`: its message, the input with a
    /// caret line under the span and the byte where it starts, the rule,
    /// the help, and the suggestion where there is one. The renderer's [`Annotated`]: its
    /// [`headline`](Annotated::headline) may be changed.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraint, Constraints, Presence};
    /// use iri_kit::{Component, Grammar, parse};
    ///
    /// let text = "http://u@a/";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let v = Constraints::NONE.userinfo(Presence::Forbidden).check(text, &table).unwrap_err();
    /// let shown = v.annotate(text).to_string();
    /// let (_, drawing) = shown.split_once('\n').unwrap();
    /// assert!(drawing.starts_with("  | http://u@a/\n  |        ^^ byte 7\n  = note: "));
    /// assert!(drawing.ends_with("\n  = help: remove the userinfo and its `@`\n  = suggestion: remove `u@`"));
    /// ```
    #[must_use]
    pub fn annotate<'a>(&self, input: &'a str) -> Annotated<'a> {
        self.finding().annotate(input).headline(Headline::Error)
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_headline(f, &self.finding(), Headline::Error, true)
    }
}

impl core::error::Error for Violation {}
