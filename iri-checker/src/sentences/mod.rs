//! The sentences of the checker's rule groups: for each group, the
//! message and help of the [`Detail`] its rules give a finding. The checker
//! hands [`VOICE`] over with every finding it reports, and `iri-core`'s
//! renderer speaks with it; a finding of another group (the grammar's)
//! says its code's summary and help, as `iri-core` writes them.

mod bidi;
mod form;
mod host;
mod leiri;
mod scheme;
mod unicode;
mod whatwg;

use core::fmt;

use crate::diagnostic::detail::Detail;
use crate::diagnostic::finding::{Finding, FindingInternals, Voice};
use crate::diagnostic::sentences::{write_code_help, write_summary};

/// The sentences of one group's details.
trait Sentences: Copy {
    /// Writes the message of `finding`, whose detail this is.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result;
    /// Whether `finding`, whose detail this is, has a help.
    fn has_help(self, finding: &Finding) -> bool;
    /// Writes the help of `finding`, whose detail this is.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result;
}

/// The voice of the checker's findings: its groups' sentences, and the
/// text of their edits (`crate::edit`).
pub(crate) static VOICE: Voice = Voice {
    message,
    has_help,
    help,
    edit: crate::edit::replacement,
};

/// Writes the message of `finding`.
fn message(finding: &Finding, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match finding.detail() {
        Some(Detail::Bidi(d)) => d.message(f, finding),
        Some(Detail::Unicode(d)) => d.message(f, finding),
        Some(Detail::Leiri(d)) => d.message(f, finding),
        Some(Detail::Form(d)) => d.message(f, finding),
        Some(Detail::Host(d)) => d.message(f, finding),
        Some(Detail::Scheme(d)) => d.message(f, finding),
        Some(Detail::Whatwg(d)) => d.message(f, finding),
        _ => write_summary(f, finding),
    }
}

/// Whether `finding` has a help.
fn has_help(finding: &Finding) -> bool {
    match finding.detail() {
        Some(Detail::Bidi(d)) => d.has_help(finding),
        Some(Detail::Unicode(d)) => d.has_help(finding),
        Some(Detail::Leiri(d)) => d.has_help(finding),
        Some(Detail::Form(d)) => d.has_help(finding),
        Some(Detail::Host(d)) => d.has_help(finding),
        Some(Detail::Scheme(d)) => d.has_help(finding),
        Some(Detail::Whatwg(d)) => d.has_help(finding),
        _ => finding.code().help().is_some(),
    }
}

/// Writes the help of `finding`.
fn help(finding: &Finding, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match finding.detail() {
        Some(Detail::Bidi(d)) => d.help(f, finding),
        Some(Detail::Unicode(d)) => d.help(f, finding),
        Some(Detail::Leiri(d)) => d.help(f, finding),
        Some(Detail::Form(d)) => d.help(f, finding),
        Some(Detail::Host(d)) => d.help(f, finding),
        Some(Detail::Scheme(d)) => d.help(f, finding),
        Some(Detail::Whatwg(d)) => d.help(f, finding),
        _ => write_code_help(f, finding),
    }
}
