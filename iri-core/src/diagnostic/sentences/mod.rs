//! The sentences of the findings this crate makes itself: the grammar's
//! messages, rules and helps, and the sentences of the constraint details.
//! The checker's groups and the templates speak with their own sentences
//! (`iri-checker`, `iri-template`), handed over with each finding as its
//! [`Voice`]; a finding without detail says its code's summary and help.

pub(crate) mod constraint;
pub(crate) mod grammar;

use alloc::string::String;
use core::fmt;

use crate::diagnostic::detail::Detail;
use crate::diagnostic::finding::{Finding, Voice};
use crate::diagnostic::names::CharName;

/// The voice of the findings this crate makes: the grammar's and the
/// constraints'. A finding that no rule gave another
/// voice (one read back from a [`ParseError`](crate::ParseError)) says its
/// code's summary and help.
pub(crate) static CORE_VOICE: Voice = Voice {
    message,
    has_help,
    help,
    edit,
    source: |_| None,
};

/// Writes the message of `finding`.
fn message(finding: &Finding, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match finding.detail() {
        Some(Detail::Constraint(d)) => d.message(f, finding),
        // The grammar's and the templates' findings say their code's
        // sentences; a rule's speak with their group's voice.
        Some(Detail::Grammar(_) | Detail::Template(_) | Detail::Rule(_)) | None => {
            write_summary(f, finding)
        }
    }
}

/// Whether `finding` has a help.
fn has_help(finding: &Finding) -> bool {
    match finding.detail() {
        Some(Detail::Constraint(d)) => d.has_help(finding),
        Some(Detail::Grammar(_) | Detail::Template(_) | Detail::Rule(_)) | None => {
            finding.code().help().is_some()
        }
    }
}

/// Writes the help of `finding`.
fn help(finding: &Finding, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match finding.detail() {
        Some(Detail::Constraint(d)) => d.help(f, finding),
        Some(Detail::Grammar(_) | Detail::Template(_) | Detail::Rule(_)) | None => {
            write_code_help(f, finding)
        }
    }
}

/// The text of the edit of `finding`: the constraints' only. A grammar
/// error or a template's has no machine fix, and a rule's finding speaks
/// with its group's voice, not this one.
fn edit(finding: &Finding, _input: &str) -> Option<String> {
    match finding.detail()? {
        Detail::Constraint(detail) => constraint::replacement(detail),
        Detail::Grammar(_) | Detail::Template(_) | Detail::Rule(_) => None,
    }
}

/// Who speaks for `finding`: the voice a rule handed over with it, or this
/// crate's own.
pub(crate) fn voice_of(finding: &Finding) -> &'static Voice {
    finding.spoken_by_rule().unwrap_or(&CORE_VOICE)
}

/// Writes the message of a finding without detail: its code's summary, and
/// the character at fault.
pub fn write_summary(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    f.write_str(finding.code().summary())?;
    if let Some(c) = finding.char() {
        write!(f, " {}", CharName(c))?;
    }
    Ok(())
}

/// Writes the help of a finding without detail: its code's.
pub fn write_code_help(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    f.write_str(finding.code().help().unwrap_or_default())
}
