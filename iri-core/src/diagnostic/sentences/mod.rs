//! The sentences of each group: the grammar's messages, rules and helps,
//! and for the other groups the sentences of their [`Detail`]s, with the
//! values each needs.

pub(crate) mod bidi;
pub(crate) mod constraint;
pub(crate) mod form;
pub(crate) mod grammar;
pub(crate) mod host;
pub(crate) mod leiri;
pub(crate) mod scheme;
pub(crate) mod template;
pub(crate) mod unicode;
pub(crate) mod whatwg;

use core::fmt;

use crate::diagnostic::detail::Detail;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::names::CharName;

impl Detail {
    /// Writes the message of `finding`, whose detail this is.
    pub(crate) fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            Detail::None => write_summary(f, finding),
            Detail::Bidi(d) => d.message(f, finding),
            Detail::Unicode(d) => d.message(f, finding),
            Detail::Leiri(d) => d.message(f, finding),
            Detail::Form(d) => d.message(f, finding),
            Detail::Host(d) => d.message(f, finding),
            Detail::Scheme(d) => d.message(f, finding),
            Detail::Whatwg(d) => d.message(f, finding),
            Detail::Constraint(d) => d.message(f, finding),
            Detail::Template(d) => d.message(f, finding),
        }
    }

    /// Whether `finding`, whose detail this is, has a help.
    pub(crate) fn has_help(self, finding: &Finding) -> bool {
        match self {
            Detail::None => finding.code().help().is_some(),
            Detail::Bidi(d) => d.has_help(finding),
            Detail::Unicode(d) => d.has_help(finding),
            Detail::Leiri(d) => d.has_help(finding),
            Detail::Form(d) => d.has_help(finding),
            Detail::Host(d) => d.has_help(finding),
            Detail::Scheme(d) => d.has_help(finding),
            Detail::Whatwg(d) => d.has_help(finding),
            Detail::Constraint(d) => d.has_help(finding),
            Detail::Template(d) => d.has_help(finding),
        }
    }

    /// Writes the help of `finding`, whose detail this is.
    pub(crate) fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            Detail::None => f.write_str(finding.code().help().unwrap_or_default()),
            Detail::Bidi(d) => d.help(f, finding),
            Detail::Unicode(d) => d.help(f, finding),
            Detail::Leiri(d) => d.help(f, finding),
            Detail::Form(d) => d.help(f, finding),
            Detail::Host(d) => d.help(f, finding),
            Detail::Scheme(d) => d.help(f, finding),
            Detail::Whatwg(d) => d.help(f, finding),
            Detail::Constraint(d) => d.help(f, finding),
            Detail::Template(d) => d.help(f, finding),
        }
    }
}

/// Writes the message of a finding without detail: its code's summary, and
/// the character at fault.
pub(crate) fn write_summary(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    f.write_str(finding.code().summary())?;
    if let Some(c) = finding.char() {
        write!(f, " {}", CharName(c))?;
    }
    Ok(())
}
