//! How a constant IRI is written in a program's source:
//! `source-parsed-at-run-time`, the advice that a form checked when the
//! crate is built makes the value that a parse at run time makes. No rule
//! of this group reads the text checked: what it needs is where the text
//! is written, which a reader knows (`iri-check`'s Rust reader asks
//! [`advise_compile_time`] for each constant it finds parsed and
//! unwrapped).

pub(crate) mod detail;
mod sentences;

use alloc::string::String;

use crate::Policy;
use crate::diagnostic::finding::{FindingInternals, Voice};
use crate::rules::source::detail::SourceDetail;
use crate::rules::voice::{GroupDetail, voice};
use iri_core::Component;
use iri_core::diagnostic::{Code, CompileTimeForm, Finding, Level};

/// The advice that `form` makes the value `text`, a constant parsed at run
/// time, when the crate is built; at the level `policy` gives
/// `source-parsed-at-run-time`, `None` where it allows it. The finding
/// covers the whole text and has no fix: the call around the literal is
/// the author's to rewrite.
///
/// ```
/// use iri_kit::check::{Policy, advise_compile_time};
/// use iri_kit::diagnostic::{Code, CompileTimeForm, Level};
///
/// let text = "http://example.org/";
/// let finding = advise_compile_time(text, CompileTimeForm::Iri, &Policy::DEFAULT).unwrap();
/// assert_eq!(finding.code(), Code::SourceParsedAtRunTime);
/// assert_eq!(finding.level(), Level::Advice);
/// assert!(finding.message().to_string().contains("`iri!(\"…\")`"));
/// ```
#[must_use]
pub fn advise_compile_time(text: &str, form: CompileTimeForm, policy: &Policy) -> Option<Finding> {
    let code = Code::SourceParsedAtRunTime;
    let level = policy.level(code);
    if level == Level::Allow {
        return None;
    }
    let detail = SourceDetail::ParsedAtRunTime { form };
    let mut finding = Finding::new(detail, Component::Path, 0..text.len());
    finding.set_level(level);
    Some(finding.spoken_by(&VOICE))
}

/// The voice of the group's findings: their sentences (`sentences`); none
/// has an edit.
pub(crate) static VOICE: Voice = voice::<SourceDetail>();

impl GroupDetail for SourceDetail {
    fn code(self) -> Code {
        SourceDetail::code(self)
    }

    /// None: the call around the literal is the author's to rewrite.
    fn replacement(self, _: &Finding, _: &str) -> Option<String> {
        match self {
            SourceDetail::ParsedAtRunTime { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn the_advice_names_the_form_and_follows_the_policy() {
        let text = "http://example.org/";
        let finding =
            advise_compile_time(text, CompileTimeForm::NamedNodeRef, &Policy::DEFAULT).unwrap();
        assert_eq!(
            finding.message().to_string(),
            "constant IRI not checked when the crate is built; \
             `iri!(\"…\").as_named_node_ref()` makes the same value and checks it then"
        );
        assert_eq!(
            finding.help().unwrap().to_string(),
            "write `iri!(\"…\").as_named_node_ref()` with iri-kit (its `macros` feature) and \
             its `rdf` feature"
        );
        assert_eq!(finding.span(), 0..text.len());
        assert_eq!(finding.fix(text), None);
        let quiet = Policy::DEFAULT.with(Code::SourceParsedAtRunTime, Level::Allow);
        assert_eq!(
            advise_compile_time(text, CompileTimeForm::Iri, &quiet),
            None
        );
        let loud = Policy::DEFAULT.with(Code::SourceParsedAtRunTime, Level::Warning);
        let finding = advise_compile_time(text, CompileTimeForm::Iri, &loud).unwrap();
        assert_eq!(finding.level(), Level::Warning);
    }
}
