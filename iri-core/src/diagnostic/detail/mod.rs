//! What a finding is, and the values its sentence needs beyond its
//! component and its character: one enum per group, data only, whose
//! variants name their codes ([`Detail::code`]). A finding is made from its
//! detail (`Finding::new`), so its code cannot disagree with it. The
//! sentences are written in `crate::diagnostic::sentences` and by the
//! crates that make findings (`iri-checker`, `iri-template`).
//!
//! Adding a code: its line in the code table (`codes!`), a variant (or
//! more) in its group's detail enum here with its arm in that enum's
//! `code`, the sentences of the variant, a sample in the test below, and a
//! record in `tests/data/diagnostics.jsonl`.

pub mod bidi;
pub mod constraint;
pub mod form;
pub mod grammar;
pub mod host;
pub mod leiri;
pub mod scheme;
pub mod template;
pub mod unicode;
pub mod whatwg;

use crate::diagnostic::codes::Code;

/// What a finding is about: its code's group and, in each group's enum,
/// the problem and the values of its sentence. `Copy` and small, so that
/// making a finding costs nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Detail {
    /// A parse error of the `grammar` group.
    Grammar(grammar::GrammarDetail),
    /// A finding of the `bidi` group.
    Bidi(bidi::BidiDetail),
    /// A finding of the `unicode` group.
    Unicode(unicode::UnicodeDetail),
    /// A finding of the `leiri` group.
    Leiri(leiri::LeiriDetail),
    /// A finding of the `form` group.
    Form(form::FormDetail),
    /// A finding of the `host` group.
    Host(host::HostDetail),
    /// A finding of the `scheme` group.
    Scheme(scheme::SchemeDetail),
    /// A finding of the `whatwg` group.
    Whatwg(whatwg::WhatwgDetail),
    /// A broken constraint of a static type.
    Constraint(constraint::ConstraintDetail),
    /// A malformed URI Template, or an expansion it must not make.
    Template(template::TemplateDetail),
}

impl Detail {
    /// The code of a finding with this detail: each group's enum names
    /// its own codes, one `match` arm per variant.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            Detail::Grammar(d) => d.code(),
            Detail::Bidi(d) => d.code(),
            Detail::Unicode(d) => d.code(),
            Detail::Leiri(d) => d.code(),
            Detail::Form(d) => d.code(),
            Detail::Host(d) => d.code(),
            Detail::Scheme(d) => d.code(),
            Detail::Whatwg(d) => d.code(),
            Detail::Constraint(d) => d.code(),
            Detail::Template(d) => d.code(),
        }
    }
}

/// `Detail` stays small: a finding is copied around whole. (The
/// constraint group's copy of a borrowed scheme list or path prefix sets
/// the bound.)
const _: () = assert!(core::mem::size_of::<Detail>() <= 32);

#[cfg(test)]
mod tests;
