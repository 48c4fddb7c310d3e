//! Every code of this crate's groups is named by a detail: the samples
//! below hold one detail of each variant, and each code of the grammar,
//! constraint and template groups must be the code of one of them (a new
//! code fails here until a detail names it). The checker's groups test
//! their own codes the same way.

use alloc::collections::BTreeSet;
use alloc::vec::Vec;

use super::Detail;
use super::constraint::{self, ConstraintDetail, Part};
use super::grammar::GrammarDetail;
use super::template::{NameProblem, PrefixProblem, TemplateDetail};
use crate::diagnostic::codes::{Code, Group};

/// One detail of each variant of each group's enum.
fn samples() -> Vec<Detail> {
    let mut all: Vec<Detail> = Vec::new();
    all.extend(grammar().map(Detail::from));
    all.extend(constraint().map(Detail::from));
    all.extend(template().map(Detail::from));
    all
}

/// The `grammar` group's samples.
fn grammar() -> impl Iterator<Item = GrammarDetail> {
    [
        GrammarDetail::InvalidCharacter,
        GrammarDetail::InvalidPercentEncoding,
        GrammarDetail::NonAscii,
        GrammarDetail::PrivateUseOutsideQuery,
        GrammarDetail::MissingScheme,
        GrammarDetail::InvalidScheme,
        GrammarDetail::UnclosedIpLiteral,
        GrammarDetail::InvalidIpv6,
        GrammarDetail::InvalidIpv4InIpv6,
        GrammarDetail::InvalidIpvFuture,
        GrammarDetail::InvalidPort,
        GrammarDetail::PathStartsWithDoubleSlash,
        GrammarDetail::RelativePathAfterAuthority,
        GrammarDetail::ColonInFirstSegment,
        GrammarDetail::UnexpectedFragment,
        GrammarDetail::TooLong,
    ]
    .into_iter()
}

/// The `constraint` group's samples.
fn constraint() -> impl Iterator<Item = ConstraintDetail> {
    [
        ConstraintDetail::Missing(Part::Userinfo),
        ConstraintDetail::Forbidden(Part::Host),
        ConstraintDetail::Missing(Part::Port),
        ConstraintDetail::Forbidden(Part::Query),
        ConstraintDetail::Missing(Part::Fragment),
        ConstraintDetail::Schemes(constraint::Schemes::Static(&["https"])),
        ConstraintDetail::Absolute,
        ConstraintDetail::Relative,
        ConstraintDetail::PortRange { min: 1, max: 2 },
        ConstraintDetail::PathPrefix(constraint::Prefix::Static("/api/")),
        ConstraintDetail::Ascii,
    ]
    .into_iter()
}

/// The `template` group's samples.
fn template() -> impl Iterator<Item = TemplateDetail> {
    [
        TemplateDetail::Unclosed,
        TemplateDetail::Empty,
        TemplateDetail::ReservedOperator,
        TemplateDetail::Name(NameProblem::Dot),
        TemplateDetail::Prefix(PrefixProblem::TooLong),
        TemplateDetail::Literal,
        TemplateDetail::InIpLiteral,
        TemplateDetail::DotSegment { dots: 2 },
        TemplateDetail::NewAuthority,
        TemplateDetail::PrefixOnComposite { map: false },
    ]
    .into_iter()
}

/// The group whose enum holds `detail`.
const fn group(detail: Detail) -> Group {
    match detail {
        Detail::Grammar(_) => Group::Grammar,
        Detail::Constraint(_) => Group::Constraint,
        Detail::Template(_) => Group::Template,
        Detail::Rule(rule) => rule.code().group(),
    }
}

#[test]
fn every_code_is_named_by_a_detail_of_its_group() {
    let mut named = BTreeSet::new();
    for detail in samples() {
        let code = detail.code();
        assert_eq!(code.group(), group(detail), "{detail:?} names {code:?}");
        named.insert(code);
    }
    let unnamed: Vec<Code> = Code::ALL
        .iter()
        .copied()
        .filter(|code| {
            matches!(
                code.group(),
                Group::Grammar | Group::Constraint | Group::Template
            )
        })
        .filter(|code| !named.contains(code))
        .collect();
    assert!(unnamed.is_empty(), "codes no detail names: {unnamed:?}");
}
