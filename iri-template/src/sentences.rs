//! The sentences of the `template` group: what makes a URI Template (RFC
//! 6570) malformed, and what an expansion must not make, said with the
//! character at fault and the few facts each needs.

use alloc::string::String;
use core::fmt;

use crate::diagnostic::detail::Detail;
use crate::diagnostic::detail::template::{NameProblem, PrefixProblem, TemplateDetail};
use crate::diagnostic::finding::{FindingInternals, Voice};
use crate::diagnostic::names::CharName;
use crate::diagnostic::sentences::{write_code_help, write_summary};
use iri_core::diagnostic::Finding;

/// The voice of the findings about templates: the `template` group's
/// sentences, which [`TemplateError`](crate::TemplateError) and
/// [`ExpandError`](crate::ExpandError) hand over with each of their
/// findings. A finding without a template detail (a grammar error of the
/// literal text, a bidi formatting character) says its code's words.
pub(crate) static VOICE: Voice = Voice {
    message: |finding, f| match finding.detail() {
        Some(Detail::Template(d)) => d.message(f, finding),
        _ => write_summary(f, finding),
    },
    has_help: |finding| match finding.detail() {
        Some(Detail::Template(d)) => d.has_help(finding),
        _ => finding.code().help().is_some(),
    },
    help: |finding, f| match finding.detail() {
        Some(Detail::Template(d)) => d.help(f, finding),
        _ => write_code_help(f, finding),
    },
    edit: no_edit,
    source: |_| None,
};

/// Template findings have no edit.
fn no_edit(_: &Finding, _: &str) -> Option<String> {
    None
}

/// The sentences of a template detail.
trait Sentences {
    /// Writes the message of `finding`, whose detail this is.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result;
    /// Whether `finding` has a help.
    fn has_help(self, finding: &Finding) -> bool;
    /// Writes the help of `finding`.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result;
}

impl Sentences for TemplateDetail {
    /// Writes the message.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let ch = finding.char().map(CharName);
        match (self, ch) {
            (TemplateDetail::Unclosed, _) => f.write_str("unclosed expression: `{` without `}`"),
            (TemplateDetail::Empty, _) => f.write_str("empty expression `{}`"),
            (TemplateDetail::ReservedOperator, Some(c)) => write!(f, "reserved operator {c}"),
            (TemplateDetail::Name(NameProblem::Character), Some(c)) => {
                write!(f, "invalid character {c} in a variable name")
            }
            (TemplateDetail::Name(NameProblem::Empty), _) => f.write_str("empty variable name"),
            (TemplateDetail::Name(NameProblem::Dot), _) => {
                f.write_str("dot at the start or the end of a variable name, or after another dot")
            }
            (TemplateDetail::Name(NameProblem::Percent), _) => {
                f.write_str("invalid percent-encoding in a variable name")
            }
            (TemplateDetail::Prefix(PrefixProblem::Missing), _) => {
                f.write_str("prefix modifier without a length")
            }
            (TemplateDetail::Prefix(PrefixProblem::NotANumber), _) => {
                f.write_str("prefix modifier whose length is not a number")
            }
            (TemplateDetail::Prefix(PrefixProblem::LeadingZero), _) => {
                f.write_str("prefix length starting with a zero")
            }
            (TemplateDetail::Prefix(PrefixProblem::TooLong), _) => {
                f.write_str("prefix length above 9999")
            }
            (TemplateDetail::Prefix(PrefixProblem::Exploded), _) => {
                f.write_str("prefix modifier on an exploded variable")
            }
            (TemplateDetail::Literal, Some(c)) if finding.char() == Some('}') => {
                write!(f, "{c} without an expression to end")
            }
            (TemplateDetail::Literal, Some(c)) => {
                write!(f, "character {c} not allowed in a template")
            }
            (TemplateDetail::InIpLiteral, _) => f.write_str("expression inside an IP literal"),
            (TemplateDetail::DotSegment { dots }, _) => write!(
                f,
                "expansion making the dot segment `{}`",
                if dots == 1 { "." } else { ".." }
            ),
            (TemplateDetail::NewAuthority, _) => write_summary(f, finding),
            (TemplateDetail::PrefixOnComposite { map }, _) => write!(
                f,
                "prefix modifier on {}",
                if map {
                    "an associative array"
                } else {
                    "a list"
                }
            ),
            // A detail that names a character always has one: the summary
            // stands in otherwise.
            (_, None) => f.write_str(finding.code().summary()),
        }
    }

    /// Whether there is a help: every detail has one.
    fn has_help(self, _: &Finding) -> bool {
        match self {
            TemplateDetail::Unclosed
            | TemplateDetail::Empty
            | TemplateDetail::ReservedOperator
            | TemplateDetail::Name(_)
            | TemplateDetail::Prefix(_)
            | TemplateDetail::Literal
            | TemplateDetail::InIpLiteral
            | TemplateDetail::DotSegment { .. }
            | TemplateDetail::NewAuthority
            | TemplateDetail::PrefixOnComposite { .. } => true,
        }
    }

    /// Writes the help.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let code_help = finding.code().help().unwrap_or_default();
        match self {
            TemplateDetail::Name(NameProblem::Percent) => {
                f.write_str("write `%` followed by two hexadecimal digits, or remove it")
            }
            TemplateDetail::Name(NameProblem::Dot) => {
                f.write_str("remove the extra dot: dots separate the parts of a name")
            }
            TemplateDetail::Prefix(PrefixProblem::Exploded) => {
                f.write_str("remove either the prefix modifier or the `*`")
            }
            TemplateDetail::Literal => match finding.char() {
                Some('}') => {
                    f.write_str("write the `{` that starts the expression, or `%7D` for a brace")
                }
                Some(c) => write!(f, "percent-encode it as `{}`", iri_core::PercentEncoded(c)),
                None => f.write_str(code_help),
            },
            _ => f.write_str(code_help),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;
    use iri_core::Component;
    use iri_core::diagnostic::Code;

    fn said(
        code: Code,
        detail: TemplateDetail,
        ch: Option<char>,
    ) -> (alloc::string::String, alloc::string::String) {
        let finding = Finding::new(detail, Component::Template, 0..1)
            .with_char_opt(ch)
            .spoken_by(&VOICE);
        assert_eq!(finding.code(), code);
        (
            finding.message().to_string(),
            finding.help().map(|h| h.to_string()).unwrap_or_default(),
        )
    }

    #[test]
    fn a_brace_without_its_expression_is_said_as_such() {
        let (message, help) = said(
            Code::TemplateInvalidLiteral,
            TemplateDetail::Literal,
            Some('}'),
        );
        assert_eq!(message, "'}' without an expression to end");
        assert!(help.contains("`%7D`"), "{help}");
        let (message, help) = said(
            Code::TemplateInvalidLiteral,
            TemplateDetail::Literal,
            Some(' '),
        );
        assert_eq!(message, "character ' ' (U+0020) not allowed in a template");
        assert_eq!(help, "percent-encode it as `%20`");
    }

    #[test]
    fn dot_segments_and_composites_name_what_they_are() {
        let (message, _) = said(
            Code::TemplateDotSegment,
            TemplateDetail::DotSegment { dots: 2 },
            None,
        );
        assert_eq!(message, "expansion making the dot segment `..`");
        let (message, _) = said(
            Code::TemplatePrefixOnComposite,
            TemplateDetail::PrefixOnComposite { map: true },
            None,
        );
        assert_eq!(message, "prefix modifier on an associative array");
    }
}
