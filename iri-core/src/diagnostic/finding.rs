//! The one shape of everything the crate reports about an IRI: [`Finding`].
//!
//! A grammar error, a finding of the checker and a broken constraint of a
//! static type are all findings: what it is ([`Detail`], which names its
//! [`Code`], with its group, summary, rule and source in the code table),
//! the [`Level`] a policy gave it, the [`Component`] and byte span it is
//! about, the character at fault and, where the text can be rewritten, the
//! span of that edit. A finding is `Copy` and holds no text:
//! making one costs a few stores, and its words — message, help, fix — are
//! written by the renderer ([`render`](super::render)) only when shown.

use alloc::string::String;
use core::fmt;
use core::ops::Range;

use crate::diagnostic::codes::Code;
use crate::diagnostic::component::Component;
use crate::diagnostic::detail::Detail;
use crate::diagnostic::level::Level;

/// What kind of rewrite a finding's edit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EditKind {
    /// A fix: the rewritten text means the same (it is equivalent under
    /// the normalization ladder), so tools may apply it unasked.
    Fix,
    /// A suggestion: the rewritten text is another identifier, which the
    /// author may mean; never applied unasked.
    Suggestion,
}

/// Who speaks for a finding: the sentences of its detail and the writer of
/// its edit's text. The rules that make a finding hand over theirs with it
/// (the checker's rule groups; this crate's templates and constraints), so
/// that the one renderer writes any finding without holding every rule's
/// sentences, and the text of an edit is written only when asked.
#[derive(Clone, Copy, Debug)]
pub struct Voice {
    /// Writes the message of a finding outside the `grammar` group.
    pub message: fn(&Finding, &mut fmt::Formatter<'_>) -> fmt::Result,
    /// Whether such a finding has a help.
    pub has_help: fn(&Finding) -> bool,
    /// Writes its help (asked only when it has one).
    pub help: fn(&Finding, &mut fmt::Formatter<'_>) -> fmt::Result,
    /// Writes the text that replaces the span of its edit in the text it
    /// was found in.
    pub edit: fn(&Finding, &str) -> Option<String>,
    /// The source its rule cites, when it is not its code's (a scheme's
    /// structure cites that scheme's specification).
    pub source: fn(&Finding) -> Option<&'static str>,
}

/// A finding's voice, which its identity leaves out: two findings are the
/// same finding whoever speaks for them (the voice follows from the rules
/// that made it, and function addresses are not comparable anyway).
#[derive(Clone, Copy, Debug)]
struct Spoken(Option<&'static Voice>);

impl PartialEq for Spoken {
    fn eq(&self, _: &Spoken) -> bool {
        true
    }
}

impl Eq for Spoken {}

impl core::hash::Hash for Spoken {
    fn hash<H: core::hash::Hasher>(&self, _: &mut H) {}
}

/// The span of a finding's edit and its kind. What to write there is
/// computed from the input when asked (see `Finding::fix`), by the
/// finding's [`Voice`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edit {
    start: u32,
    end: u32,
    kind: EditKind,
}

impl Edit {
    /// The bytes of the input the edit replaces.
    #[must_use]
    pub const fn span(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// Whether it is a fix or a suggestion.
    #[must_use]
    pub const fn kind(self) -> EditKind {
        self.kind
    }
}

/// Whether edits of the spans `a` and `b` would overlap: they share a byte,
/// or both are empty at one place (two insertions there would be
/// ambiguous); an empty span at the edge of another does not.
#[must_use]
pub fn spans_overlap(a: &Range<usize>, b: &Range<usize>) -> bool {
    if a.is_empty() && b.is_empty() {
        a.start == b.start
    } else {
        a.start < b.end && b.start < a.end
    }
}

/// One thing reported about an input: a grammar error, a finding of the
/// checker, or a broken constraint of a static type.
///
/// It holds a [`Code`], the [`Level`] the policy gave it, the
/// [`Component`] and byte span it is about and the character at fault, if
/// any; its words are written when asked, not when it is made:
/// [`message`](Finding::message) and [`help`](Finding::help) need nothing
/// else, [`fix`](Finding::fix) and [`suggestion`](Finding::suggestion)
/// the checked text. `Display` gives one line:
///
/// ```
/// use iri_kit::check::{check, Policy};
/// use iri_kit::diagnostic::Code;
/// use iri_kit::{parse, Grammar};
///
/// let text = "https://example.org:443/";
/// let table = parse(text, Grammar::IRI).unwrap();
/// let report = check(text, &table, Grammar::IRI, &Policy::STRICT);
/// let finding = report.findings()[0];
/// assert_eq!(finding.code(), Code::FormDefaultPort);
/// assert_eq!(
///     finding.to_string(),
///     "error[form-default-port]: default port 443 given explicitly at byte 19",
/// );
/// assert_eq!(finding.fix(text).unwrap().replacement(), "");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Finding {
    code: Code,
    level: Level,
    component: Component,
    ch: Option<char>,
    start: usize,
    end: usize,
    /// What it is; its code is `detail.code()`. `None` for a finding read
    /// back from a [`ParseError`](crate::ParseError) of a rule, which keeps
    /// the code only.
    detail: Option<Detail>,
    edit: Option<Edit>,
    voice: Spoken,
}

/// A finding stays as small as it was when the checker's details moved
/// out of this crate (80 bytes on 64-bit targets): it is copied around
/// whole, and a report holds many.
#[cfg(target_pointer_width = "64")]
const _: () = assert!(core::mem::size_of::<Finding>() <= 80);

/// An edit's offset in 32 bits: edits are made on parsed inputs, which
/// hold at most [`MAX_LEN`](crate::MAX_LEN) bytes.
const fn offset(at: usize) -> u32 {
    if at > u32::MAX as usize {
        u32::MAX
    } else {
        at as u32
    }
}

impl Finding {
    /// A finding of `detail`, whose code it names, at `span` of
    /// `component`, at the code's default level (the checker sets the
    /// policy's).
    #[must_use]
    #[inline]
    pub(crate) fn new(
        detail: impl Into<Detail>,
        component: Component,
        span: Range<usize>,
    ) -> Finding {
        Finding::of_detail(detail.into(), component, span)
    }

    /// A finding of `detail`, in `const` context.
    #[must_use]
    pub(crate) const fn of_detail(
        detail: Detail,
        component: Component,
        span: Range<usize>,
    ) -> Finding {
        Finding::made(detail.code(), Some(detail), component, span)
    }

    /// A finding of `code` without its detail: a parse error's, which
    /// keeps the code only (a grammar error's code gives its detail back).
    pub(crate) const fn of_code(code: Code, component: Component, span: Range<usize>) -> Finding {
        let detail = match crate::diagnostic::error_kind::ErrorKind::of(code).grammar_detail() {
            Some(grammar) => Some(Detail::Grammar(grammar)),
            None => None,
        };
        Finding::made(code, detail, component, span)
    }

    /// The one place a finding is made: `code` is its detail's, when it
    /// has one.
    const fn made(
        code: Code,
        detail: Option<Detail>,
        component: Component,
        span: Range<usize>,
    ) -> Finding {
        Finding {
            code,
            level: code.default_level(),
            component,
            ch: None,
            start: span.start,
            end: span.end,
            detail,
            edit: None,
            voice: Spoken(None),
        }
    }

    /// The character at fault, named in the message.
    #[must_use]
    pub(crate) const fn with_char(mut self, ch: char) -> Finding {
        self.ch = Some(ch);
        self
    }

    /// The character at fault, if any.
    #[must_use]
    pub(crate) const fn with_char_opt(mut self, ch: Option<char>) -> Finding {
        self.ch = ch;
        self
    }

    /// A fix of `span`: the code's rule writes the text that replaces it,
    /// keeping the meaning.
    #[must_use]
    pub(crate) const fn with_fix(mut self, span: Range<usize>) -> Finding {
        self.edit = Some(Edit {
            start: offset(span.start),
            end: offset(span.end),
            kind: EditKind::Fix,
        });
        self
    }

    /// A suggestion for `span`: the code's rule writes another identifier
    /// that the author may mean.
    #[must_use]
    pub(crate) const fn with_suggestion(mut self, span: Range<usize>) -> Finding {
        self.edit = Some(Edit {
            start: offset(span.start),
            end: offset(span.end),
            kind: EditKind::Suggestion,
        });
        self
    }

    /// The finding with `voice` speaking for it: what the rules that made
    /// it hand over.
    #[must_use]
    pub(crate) const fn spoken_by(mut self, voice: &'static Voice) -> Finding {
        self.voice = Spoken(Some(voice));
        self
    }

    /// Who speaks for it, when a rule handed over its voice; `None` for
    /// this crate's own voice (`sentences::voice_of` resolves it).
    #[must_use]
    pub(crate) const fn spoken_by_rule(&self) -> Option<&'static Voice> {
        self.voice.0
    }

    /// The same finding about `span` of another text, without its edit
    /// (whose text was written for the first): a template's findings
    /// found in the text made from it.
    #[must_use]
    pub(crate) const fn moved_to(mut self, span: Range<usize>) -> Finding {
        self.start = span.start;
        self.end = span.end;
        self.edit = None;
        self
    }

    /// The same finding at `level`.
    pub(crate) fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// The finding at `level`.
    #[must_use]
    pub(crate) const fn at_level(mut self, level: Level) -> Finding {
        self.level = level;
        self
    }

    /// What the finding is about.
    #[must_use]
    pub const fn code(&self) -> Code {
        self.code
    }

    /// The level the policy gave the code (always [`Level::Error`] for the
    /// grammar and constraint groups).
    #[must_use]
    pub const fn level(&self) -> Level {
        self.level
    }

    /// The component in which it was found.
    #[must_use]
    pub const fn component(&self) -> Component {
        self.component
    }

    /// The byte range of the input it is about (characters whole; empty
    /// where something is missing).
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The character at fault, when there is one.
    #[must_use]
    pub const fn char(&self) -> Option<char> {
        self.ch
    }

    /// What it is, with the values its sentence needs: `None` for a
    /// finding read back from a parse error of a rule, which keeps the
    /// code only.
    #[must_use]
    pub(crate) const fn detail(&self) -> Option<Detail> {
        self.detail
    }

    /// Its edit, when the text can be rewritten.
    #[must_use]
    pub(crate) const fn edit(&self) -> Option<Edit> {
        self.edit
    }

    /// Whether this finding and `other` are about places that meet: what
    /// each is about (its span, and the text its edit rewrites) shares a
    /// byte with the other's, or one of them is an empty place (where
    /// something is missing) inside the other or at its edge. The checker
    /// drops a covered finding where it meets its covering one.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let error = Iri::parse("http://a b/c d").unwrap_err();
    /// assert!(error.finding().meets(&error.finding()));
    /// ```
    #[must_use]
    pub fn meets(&self, other: &Finding) -> bool {
        let (a, b) = (self.extent(), other.extent());
        if a.is_empty() || b.is_empty() {
            a.start <= b.end && b.start <= a.end
        } else {
            a.start < b.end && b.start < a.end
        }
    }

    /// Its span with the text its edit rewrites.
    fn extent(&self) -> Range<usize> {
        let span = self.span();
        match self.edit_span() {
            Some(edit) => span.start.min(edit.start)..span.end.max(edit.end),
            None => span,
        }
    }

    /// The byte range of the input that [`fix`](Finding::fix) (or
    /// [`suggestion`](Finding::suggestion)) rewrites, without computing the
    /// new text.
    #[must_use]
    pub const fn edit_span(&self) -> Option<Range<usize>> {
        match self.edit {
            Some(edit) => Some(edit.span()),
            None => None,
        }
    }

    /// Whether the finding has a fix (not a suggestion).
    #[must_use]
    pub const fn has_fix(&self) -> bool {
        matches!(
            self.edit,
            Some(Edit {
                kind: EditKind::Fix,
                ..
            })
        )
    }
}

/// How the rules of this workspace's other crates (`iri-checker`,
/// `iri-template`) make and read findings: a finding's builders and its
/// detail, edit and voice are this crate's internals, reached through
/// `__private::internals` and not part of [`Finding`]'s public API. Each
/// method is the crate-private method of the same name.
pub trait FindingInternals: Sized {
    /// A finding of `detail`, whose code it names, at `span` of
    /// `component`, at the code's default level.
    fn new(detail: impl Into<Detail>, component: Component, span: Range<usize>) -> Self;
    /// The character at fault, named in the message.
    #[must_use]
    fn with_char(self, ch: char) -> Self;
    /// The character at fault, if any.
    #[must_use]
    fn with_char_opt(self, ch: Option<char>) -> Self;
    /// A fix of `span`, keeping the meaning.
    #[must_use]
    fn with_fix(self, span: Range<usize>) -> Self;
    /// A suggestion for `span`: another identifier the author may mean.
    #[must_use]
    fn with_suggestion(self, span: Range<usize>) -> Self;
    /// The finding with `voice` speaking for it.
    #[must_use]
    fn spoken_by(self, voice: &'static Voice) -> Self;
    /// The same finding about `span` of another text, without its edit.
    #[must_use]
    fn moved_to(self, span: Range<usize>) -> Self;
    /// The same finding at `level`.
    fn set_level(&mut self, level: Level);
    /// The finding at `level`.
    #[must_use]
    fn at_level(self, level: Level) -> Self;
    /// What it is, with the values its sentence needs.
    fn detail(&self) -> Option<Detail>;
    /// Its edit, when the text can be rewritten.
    fn edit(&self) -> Option<Edit>;
}

impl FindingInternals for Finding {
    fn new(detail: impl Into<Detail>, component: Component, span: Range<usize>) -> Finding {
        Finding::new(detail, component, span)
    }
    fn with_char(self, ch: char) -> Finding {
        Finding::with_char(self, ch)
    }
    fn with_char_opt(self, ch: Option<char>) -> Finding {
        Finding::with_char_opt(self, ch)
    }
    fn with_fix(self, span: Range<usize>) -> Finding {
        Finding::with_fix(self, span)
    }
    fn with_suggestion(self, span: Range<usize>) -> Finding {
        Finding::with_suggestion(self, span)
    }
    fn spoken_by(self, voice: &'static Voice) -> Finding {
        Finding::spoken_by(self, voice)
    }
    fn moved_to(self, span: Range<usize>) -> Finding {
        Finding::moved_to(self, span)
    }
    fn set_level(&mut self, level: Level) {
        Finding::set_level(self, level);
    }
    fn at_level(self, level: Level) -> Finding {
        Finding::at_level(self, level)
    }
    fn detail(&self) -> Option<Detail> {
        Finding::detail(self)
    }
    fn edit(&self) -> Option<Edit> {
        Finding::edit(self)
    }
}
