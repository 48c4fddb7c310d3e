//! The one renderer: every word the crate says about an input — a
//! finding's message, its rule, its help, the caret snippet and the line
//! of a fix — is written here, from the [`Finding`] and the code table,
//! when it is displayed. Callers add only what is theirs: the macros the
//! sibling macro to use and how to silence a warning, the command line a
//! file, line and column.
//!
//! The sentences of each group live in `sentences`: the grammar's, and
//! for the other codes those of the `Detail` a rule gives; a finding
//! without detail says its code's summary.

mod block;
mod drawing;
mod fix_line;
mod palette;
mod snippet;

use core::fmt;

pub(crate) use block::write_headline;
pub use block::{Annotated, Headline};
pub use drawing::{Drawing, Place};
pub use fix_line::FixLine;
pub use palette::Palette;
pub use snippet::Snippet;

use crate::diagnostic::codes::Group;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::sentences::grammar::{self, Alternatives};

/// What a finding is, in words, without its position: one lowercase
/// phrase, such as `invalid character ' ' (U+0020) in path` or `default
/// port 443 given explicitly`. Made by [`Finding::message`].
#[derive(Clone, Copy, Debug)]
pub struct Message {
    finding: Finding,
}

impl Finding {
    /// What was found, in words: the rule's own sentence where its detail
    /// has one, otherwise the code's [summary](crate::diagnostic::Code::summary)
    /// with the character at fault. The message never repeats its
    /// component; the position is the caller's to add.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let err = Iri::parse("http://a/b c").unwrap_err();
    /// assert_eq!(err.finding().message().to_string(), "invalid character ' ' (U+0020) in path");
    /// ```
    #[must_use]
    pub const fn message(&self) -> Message {
        Message { finding: *self }
    }

    /// The rule the finding breaks and where it comes from, as written
    /// after the message: `'%' must be followed by two hexadecimal digits`
    /// for a grammar error; `{rule} ({code}, {source})` for the other codes.
    /// Some grammar errors say all in their message and have none.
    #[must_use]
    pub fn explanation(&self) -> Option<Explanation> {
        let finding = *self;
        let has = finding.code().group() != Group::Grammar || grammar::explains(&finding);
        has.then_some(Explanation { finding })
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let finding = &self.finding;
        if finding.code().group() == Group::Grammar {
            return grammar::message(f, finding);
        }
        (crate::diagnostic::sentences::voice_of(finding).message)(finding, f)
    }
}

/// The rule a finding breaks, with its source: see [`Finding::explanation`].
#[derive(Clone, Copy, Debug)]
pub struct Explanation {
    finding: Finding,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let finding = &self.finding;
        let code = finding.code();
        if code.group() == Group::Grammar {
            return grammar::explanation(f, finding);
        }
        // A rule may cite a source of its own (a scheme's structure, that
        // scheme's specification).
        let source = (crate::diagnostic::sentences::voice_of(finding).source)(finding);
        write!(
            f,
            "{} ({code}, {})",
            code.rule(),
            source.unwrap_or(code.source())
        )
    }
}

/// The library's words for the alternatives.
const TYPES: Alternatives = Alternatives {
    reference: "a reference type (`IriRef`, `UriRef`)",
    unicode: "an IRI type (`Iri`, `IriRef`)",
};

/// How to fix a finding, in words: one lowercase sentence without a
/// trailing period, made by [`Finding::help`] or [`ParseError::help`].
///
/// The help says how to fix the input; the message says what is wrong and
/// the explanation the rule, so the three never repeat each other. The
/// text to write, where it is mechanical, is the fix's
/// ([`Finding::fix`](crate::diagnostic::Finding::fix)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Help {
    finding: Finding,
    alternatives: Option<Alternatives>,
}

impl Finding {
    /// How to fix it, in words, when a sentence says it: the rule's own, or
    /// the code's.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let err = Iri::parse("http://a/100%").unwrap_err();
    /// let help = err.finding().help().unwrap();
    /// assert_eq!(help.to_string(), "write `%25` for a literal percent sign");
    /// ```
    #[must_use]
    pub fn help(&self) -> Option<Help> {
        let finding = *self;
        let has = if grammar_speaks(finding.code().group()) {
            grammar::has_help(&finding)
        } else {
            (crate::diagnostic::sentences::voice_of(&finding).has_help)(&finding)
        };
        has.then_some(Help {
            finding,
            alternatives: Some(TYPES),
        })
    }
}

impl ParseError {
    /// How to fix the input, when a fix is known.
    ///
    /// ```
    /// use iri_kit::{Iri, Uri};
    ///
    /// let help = |text| Iri::parse(text).unwrap_err().help().map(|h| h.to_string());
    /// assert_eq!(help("http://a/b c").as_deref(), Some("percent-encode it as `%20`"));
    /// assert_eq!(help("http://a/100%").as_deref(), Some("write `%25` for a literal percent sign"));
    /// let err = Uri::parse("http://a/é").unwrap_err();
    /// assert_eq!(
    ///     err.help().unwrap().to_string(),
    ///     "percent-encode it as `%C3%A9`, or use an IRI type (`Iri`, `IriRef`), which accepts non-ASCII characters",
    /// );
    /// ```
    #[must_use]
    pub fn help(&self) -> Option<Help> {
        self.finding().help()
    }
}

impl Help {
    /// The help of `finding`, which has one (see [`Finding::help`]): for
    /// the findings whose every detail has a help, such as the
    /// constraints'.
    pub(crate) const fn of(finding: Finding) -> Help {
        Help {
            finding,
            alternatives: Some(TYPES),
        }
    }

    /// The same help naming other alternatives to fixing the input: the
    /// caller's words for what accepts relative references and what accepts
    /// non-ASCII characters (the macros: `` `iri_ref!` `` and `` `iri!` ``).
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let help = Iri::<&str>::parse("/a").unwrap_err().help().unwrap();
    /// assert_eq!(
    ///     help.with_alternatives("`iri_ref!`", "`iri!`").to_string(),
    ///     "add a scheme such as `https:`, or use `iri_ref!`, which accepts relative references",
    /// );
    /// ```
    #[must_use]
    pub const fn with_alternatives(self, reference: &'static str, unicode: &'static str) -> Help {
        Help {
            alternatives: Some(Alternatives { reference, unicode }),
            ..self
        }
    }

    /// The same help without an alternative to fixing the input.
    ///
    /// ```
    /// use iri_kit::Iri;
    ///
    /// let help = Iri::<&str>::parse("/a").unwrap_err().help().unwrap();
    /// assert_eq!(
    ///     help.to_string(),
    ///     "add a scheme such as `https:`, or use a reference type (`IriRef`, `UriRef`), which accepts relative references",
    /// );
    /// assert_eq!(help.without_alternative().to_string(), "add a scheme such as `https:`");
    /// ```
    #[must_use]
    pub const fn without_alternative(self) -> Help {
        Help {
            alternatives: None,
            ..self
        }
    }
}

impl fmt::Display for Help {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let finding = &self.finding;
        if grammar_speaks(finding.code().group()) {
            grammar::help(f, finding, self.alternatives)
        } else {
            (crate::diagnostic::sentences::voice_of(finding).help)(finding, f)
        }
    }
}

/// Whether the help of a finding of `group` is the grammar's own (which
/// knows the alternatives a parse error offers); every other group's is
/// its finding's voice.
const fn grammar_speaks(group: Group) -> bool {
    match group {
        Group::Grammar => true,
        Group::Bidi
        | Group::Unicode
        | Group::Leiri
        | Group::Form
        | Group::Host
        | Group::Scheme
        | Group::Whatwg
        | Group::Source
        | Group::Constraint
        | Group::Template => false,
    }
}
