//! What the checker reports: [`Finding`], with an optional [`Fix`].

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use core::fmt;
use core::ops::Range;

use crate::chars::glyph::{Drawn, is_invisible};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::{CharName, Component, ErrorKind, ParseError};
use crate::diagnostic::level::Level;

/// A mechanical fix: replace the bytes `span` of the input with `replacement`.
///
/// Applying the fixes of one report, from the last span to the first (they
/// never overlap), gives the input without those findings and with the same
/// meaning (equivalent under the full normalization ladder).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fix {
    start: usize,
    end: usize,
    replacement: String,
}

impl Fix {
    /// A fix replacing `span` with `replacement`.
    #[must_use]
    pub fn new(span: Range<usize>, replacement: impl Into<String>) -> Fix {
        Fix {
            start: span.start,
            end: span.end,
            replacement: replacement.into(),
        }
    }

    /// The byte range of the input to replace.
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The text to write instead.
    #[must_use]
    pub fn replacement(&self) -> &str {
        &self.replacement
    }
}

/// One thing the checker found: a [`Code`], the [`Level`] the policy gave
/// it, the [`Component`] and byte span where it is, a message, a help line,
/// and where it is mechanical, a [`Fix`].
///
/// `Display` gives one line: `warning[form-default-port]: default port 80
/// of scheme `http` given explicitly in port at byte 18`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Finding {
    code: Code,
    level: Level,
    component: Component,
    start: usize,
    end: usize,
    ch: Option<char>,
    message: Option<Cow<'static, str>>,
    help: Option<Cow<'static, str>>,
    fix: Option<Fix>,
}

impl Finding {
    /// A finding of `code` at `span` of `component`; the checker sets its level.
    pub(crate) fn new(code: Code, component: Component, span: Range<usize>) -> Finding {
        Finding {
            code,
            level: code.default_level(),
            component,
            start: span.start,
            end: span.end,
            ch: None,
            message: None,
            help: None,
            fix: None,
        }
    }

    /// The offending character, named in the message.
    #[must_use]
    pub(crate) fn with_char(mut self, ch: char) -> Finding {
        self.ch = Some(ch);
        self
    }

    /// A message more precise than the code's summary.
    #[must_use]
    pub(crate) fn with_message(mut self, message: impl Into<Cow<'static, str>>) -> Finding {
        self.message = Some(message.into());
        self
    }

    /// How to fix it, in words.
    #[must_use]
    pub(crate) fn with_help(mut self, help: impl Into<Cow<'static, str>>) -> Finding {
        self.help = Some(help.into());
        self
    }

    /// Spells out the invisible characters (line feeds, bidi controls, …)
    /// that the message and the help quote from the input, as snippets draw
    /// them, so that both stay one readable line wherever they are shown.
    pub(crate) fn spell_out(&mut self) {
        for text in [&mut self.message, &mut self.help].into_iter().flatten() {
            if let Some(drawn) = spelled(text) {
                *text = Cow::Owned(drawn);
            }
        }
    }

    /// A mechanical fix.
    #[must_use]
    pub(crate) fn with_fix(mut self, fix: Fix) -> Finding {
        self.fix = Some(fix);
        self
    }

    pub(crate) fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// What the finding is about.
    #[must_use]
    pub const fn code(&self) -> Code {
        self.code
    }

    /// The level the policy gave the code.
    #[must_use]
    pub const fn level(&self) -> Level {
        self.level
    }

    /// The component in which it was found.
    #[must_use]
    pub const fn component(&self) -> Component {
        self.component
    }

    /// The byte range of the input it is about (characters whole).
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The offending character, when there is one.
    #[must_use]
    pub const fn char(&self) -> Option<char> {
        self.ch
    }

    /// What was found, without the position: the rule's own words where it
    /// has some, otherwise the code's [summary](Code::summary) and the character.
    #[must_use]
    pub fn message(&self) -> Cow<'_, str> {
        match (&self.message, self.ch) {
            (Some(message), _) => Cow::Borrowed(message),
            (None, None) => Cow::Borrowed(self.code.summary()),
            (None, Some(c)) => {
                Cow::Owned(alloc::format!("{} {}", self.code.summary(), CharName(c)))
            }
        }
    }

    /// How to fix it, in words: the rule's own, or the code's [help](Code::help).
    #[must_use]
    pub fn help(&self) -> Option<&str> {
        self.help.as_deref().or(self.code.help())
    }

    /// The mechanical fix, where there is one.
    #[must_use]
    pub const fn fix(&self) -> Option<&Fix> {
        self.fix.as_ref()
    }

    /// The finding as a [`ParseError`] (kind [`ErrorKind::Rule`]), for the
    /// constructors that refuse values with error-level findings.
    #[must_use]
    pub fn to_parse_error(&self) -> ParseError {
        ParseError::new(
            ErrorKind::Rule(self.code),
            self.component,
            self.span(),
            self.ch,
        )
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}[{}]: {} in {} at byte {}",
            self.level,
            self.code,
            self.message(),
            self.component,
            self.start
        )
    }
}

/// `pieces` one after the other: a message made of fixed words and names,
/// in one allocation of the right size (no formatting machinery).
pub(crate) fn joined(pieces: &[&str]) -> String {
    let mut text = String::with_capacity(pieces.iter().map(|piece| piece.len()).sum());
    for piece in pieces {
        text.push_str(piece);
    }
    text
}

/// `text` with its invisible characters spelled out as `<U+XXXX>`, or
/// `None` when it has none.
fn spelled(text: &str) -> Option<String> {
    let printable = |b: u8| (b' '..=b'~').contains(&b);
    if text.bytes().all(printable) || !text.chars().any(is_invisible) {
        return None;
    }
    Some(Drawn(text).to_string())
}
