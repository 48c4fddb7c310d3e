//! The errors of templates: a malformed template, and an expansion that
//! is no valid IRI or that a value made a dot segment in.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use crate::diagnostic::finding::FindingInternals;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// A template that RFC 6570 or the IRI grammar refuses: every finding of
/// its syntax, or the first of its text where it stands, each about a span
/// of the template.
///
/// ```
/// use iri_kit::diagnostic::Code;
/// use iri_kit::template::Template;
///
/// let err = Template::parse("http://example.org/{id").unwrap_err();
/// assert_eq!(err.findings()[0].code(), Code::TemplateUnclosedExpression);
/// assert_eq!(
///     err.to_string(),
///     "error[template-unclosed-expression]: unclosed expression: `{` without `}` at byte 19",
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TemplateError {
    findings: Vec<Finding>,
}

impl TemplateError {
    pub(crate) fn new(findings: Vec<Finding>) -> TemplateError {
        let findings = findings
            .into_iter()
            .map(|finding| finding.spoken_by(&crate::sentences::VOICE))
            .collect();
        TemplateError { findings }
    }

    /// Every finding, in the order of the template (never empty).
    #[must_use]
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.findings.first() {
            Some(first) => first.fmt(f),
            None => f.write_str("invalid template"),
        }
    }
}

impl core::error::Error for TemplateError {}

/// An expansion refused: its text is no valid IRI of the kind asked for,
/// or a value made a path segment `.` or `..`, or a prefix modifier met a
/// list or an associative array. Says which expression's value did it
/// when one did.
///
/// ```
/// use iri_kit::diagnostic::Code;
/// use iri_kit::template::Template;
///
/// let template = Template::parse("https://api.example.org/users/{user}/repos").unwrap();
/// let err = template.expand(&[("user", "..")]).unwrap_err();
/// assert_eq!(err.code(), Code::TemplateDotSegment);
/// assert_eq!(err.expression(), Some("{user}"));
/// assert_eq!(err.expansion(), "https://api.example.org/users/../repos");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpandError(Box<Inner>);

/// What an [`ExpandError`] holds, boxed so that a `Result` stays small.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Inner {
    finding: Finding,
    expansion: String,
    expression: Option<String>,
    expression_span: Option<Range<usize>>,
}

impl ExpandError {
    pub(crate) fn new(
        finding: Finding,
        expansion: String,
        template: &str,
        expression: Option<Range<usize>>,
    ) -> ExpandError {
        ExpandError(Box::new(Inner {
            finding: finding.spoken_by(&crate::sentences::VOICE),
            expansion,
            expression: expression
                .as_ref()
                .and_then(|span| template.get(span.clone()))
                .map(String::from),
            expression_span: expression,
        }))
    }

    /// What is wrong.
    #[must_use]
    pub fn code(&self) -> Code {
        self.0.finding.code()
    }

    /// The finding, about a span of [`expansion`](ExpandError::expansion)
    /// (of the template for `template-prefix-on-composite`).
    #[must_use]
    pub fn finding(&self) -> &Finding {
        &self.0.finding
    }

    /// The text the expansion made (empty when it stopped before the end).
    #[must_use]
    pub fn expansion(&self) -> &str {
        &self.0.expansion
    }

    /// The expression whose value did it, as written in the template
    /// (`{user}`), when one did.
    #[must_use]
    pub fn expression(&self) -> Option<&str> {
        self.0.expression.as_deref()
    }

    /// The bytes of that expression in the template.
    #[must_use]
    pub fn expression_span(&self) -> Option<Range<usize>> {
        self.0.expression_span.clone()
    }
}

impl fmt::Display for ExpandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let inner = &self.0;
        write!(f, "{}", inner.finding.message())?;
        if let Some(expression) = &inner.expression {
            write!(f, ", made by the value of `{expression}`")?;
        }
        if !inner.expansion.is_empty() {
            write!(
                f,
                " (at byte {} of `{}`)",
                inner.finding.span().start,
                inner.expansion
            )?;
        }
        Ok(())
    }
}

impl core::error::Error for ExpandError {}
