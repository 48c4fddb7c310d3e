//! The values a finding's sentence needs beyond its code, its component
//! and its character: one enum per group, data only. Their sentences are
//! written in `crate::diagnostic::sentences`, which sits above this module
//! (a finding holds its detail; the sentences read both). A finding without
//! them says its code's summary and help.

pub mod bidi;
pub mod constraint;
pub mod form;
pub mod host;
pub mod leiri;
pub mod scheme;
pub mod template;
pub mod unicode;
pub mod whatwg;

/// The values of a finding's sentence; `Copy` and small, so that making a
/// finding costs nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Detail {
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

/// `Detail` stays small: a finding is copied around whole.
const _: () = assert!(core::mem::size_of::<Detail>() <= 24);
