//! What a scheme validator reports, and where it reports it.

use alloc::borrow::Cow;
use alloc::string::String;
use core::ops::Range;

use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;

/// One problem a validator found in a scheme-specific part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Issue {
    /// The code: `scheme-syntax`, `scheme-preferred-form` or `scheme-query`.
    pub(crate) code: Code,
    /// The component holding `span`.
    pub(crate) component: Component,
    /// The bytes of the input at fault (possibly empty, where something is missing).
    pub(crate) span: Range<usize>,
    /// What is wrong, precisely (lowercase, no trailing period).
    pub(crate) message: String,
    /// How to fix it, in words.
    pub(crate) help: Option<Cow<'static, str>>,
    /// A mechanical replacement of `span` that keeps the meaning.
    pub(crate) fix: Option<String>,
}

impl Issue {
    /// An issue of `code` at `span` of `component`, saying `message`.
    pub(crate) fn new(
        code: Code,
        component: Component,
        span: Range<usize>,
        message: impl Into<String>,
    ) -> Issue {
        Issue {
            code,
            component,
            span,
            message: message.into(),
            help: None,
            fix: None,
        }
    }

    /// A `scheme-syntax` issue.
    pub(crate) fn syntax(
        component: Component,
        span: Range<usize>,
        message: impl Into<String>,
    ) -> Issue {
        Issue::new(Code::SchemeSyntax, component, span, message)
    }

    /// How to fix it, in words.
    #[must_use]
    pub(crate) fn with_help(mut self, help: impl Into<Cow<'static, str>>) -> Issue {
        self.help = Some(help.into());
        self
    }

    /// The replacement of the span that fixes it.
    #[must_use]
    pub(crate) fn with_fix(mut self, replacement: impl Into<String>) -> Issue {
        self.fix = Some(replacement.into());
        self
    }
}

/// Where validators report: the checker, or a test's list.
pub(crate) trait Sink {
    /// Whether issues of `code` are wanted; validators ask before working.
    fn wants(&self, code: Code) -> bool;
    /// Records `issue`.
    fn report(&mut self, issue: Issue);
}
