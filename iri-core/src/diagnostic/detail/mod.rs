//! What a finding is, and the values its sentence needs beyond its
//! component and its character: one enum per group of this crate's
//! (the grammar's, the constraints', the templates'), data only, whose
//! variants name their codes ([`Detail::code`]), and for the checker's rule
//! groups an opaque [`RuleDetail`](rule::RuleDetail) that the group packs
//! and reads back: their enums live with their rules in `iri-checker`, so
//! that a program that only parses does not compile them. A finding is
//! made from its detail (`Finding::new`), so its code cannot disagree with
//! it. The sentences are written in `crate::diagnostic::sentences` and by
//! the crates that make findings (`iri-checker`, `iri-template`).
//!
//! Adding a code of this crate's groups: its line in the code table
//! (`codes!`), a variant (or more) in its group's detail enum here with its
//! arm in that enum's `code`, the sentences of the variant, a sample in the
//! test below, and a record in `tests/data/diagnostics.jsonl`. (A code of
//! the checker's groups: see `iri-checker`'s crate docs.)

pub mod constraint;
pub mod grammar;
pub mod rule;
pub mod template;

use crate::diagnostic::codes::Code;

/// What a finding is about: its code's group and, in each group's enum,
/// the problem and the values of its sentence. `Copy` and small, so that
/// making a finding costs nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Detail {
    /// A parse error of the `grammar` group.
    Grammar(grammar::GrammarDetail),
    /// A broken constraint of a static type.
    Constraint(constraint::ConstraintDetail),
    /// A malformed URI Template, or an expansion it must not make.
    Template(template::TemplateDetail),
    /// A finding of one of the checker's rule groups (`bidi`, `unicode`,
    /// `leiri`, `form`, `host`, `scheme`, `whatwg`), packed by its group.
    Rule(rule::RuleDetail),
}

impl Detail {
    /// The code of a finding with this detail: each group's enum names
    /// its own codes, one `match` arm per variant.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            Detail::Grammar(d) => d.code(),
            Detail::Constraint(d) => d.code(),
            Detail::Template(d) => d.code(),
            Detail::Rule(d) => d.code(),
        }
    }
}

/// `Detail` stays small: a finding is copied around whole. (The
/// constraint group's copy of a borrowed scheme list or path prefix sets
/// the bound.)
const _: () = assert!(core::mem::size_of::<Detail>() <= 32);

#[cfg(test)]
mod tests;
