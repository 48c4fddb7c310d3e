//! The values a finding's sentence needs beyond its code, its component
//! and its character: one enum per group, each with its sentences (in
//! `sentences`). A finding without them says its code's summary and help.

use core::fmt;

use crate::diagnostic::finding::Finding;
use crate::diagnostic::render::CharName;
use crate::diagnostic::sentences::{
    bidi, constraint, form, host, leiri, scheme, template, unicode, whatwg,
};

/// The values of a finding's sentence; `Copy` and small, so that making a
/// finding costs nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Detail {
    /// Nothing beyond the code: the summary and the code's help.
    None,
    /// A sentence of the `bidi` group.
    Bidi(bidi::BidiDetail),
    /// A sentence of the `unicode` group.
    Unicode(unicode::UnicodeDetail),
    /// A sentence of the `leiri` group.
    Leiri(leiri::LeiriDetail),
    /// A sentence of the `form` group.
    Form(form::FormDetail),
    /// A sentence of the `host` group.
    Host(host::HostDetail),
    /// A sentence of the `scheme` group.
    Scheme(scheme::SchemeDetail),
    /// A sentence of the `whatwg` group.
    Whatwg(whatwg::WhatwgDetail),
    /// A sentence of the `constraint` group.
    Constraint(constraint::ConstraintDetail),
    /// A sentence of the `template` group.
    Template(template::TemplateDetail),
}

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

/// `Detail` stays small: a finding is copied around whole.
const _: () = assert!(core::mem::size_of::<Detail>() <= 24);

/// Writes the message of a finding without detail: its code's summary, and
/// the character at fault.
pub(crate) fn write_summary(f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
    f.write_str(finding.code().summary())?;
    if let Some(c) = finding.char() {
        write!(f, " {}", CharName(c))?;
    }
    Ok(())
}
