//! One detail of each variant of each rule group's enum (the `samples` of
//! each group's `detail`): each code of the checker's groups must be the
//! code of one of them (a new code fails here until a detail names it),
//! and each must come back whole from the bytes `iri-core` holds, read by
//! its own group's voice only.

use alloc::collections::BTreeSet;
use alloc::vec::Vec;
use core::fmt::Debug;

use crate::diagnostic::detail::Detail;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::bidi::detail::BidiDetail;
use crate::rules::form::detail::FormDetail;
use crate::rules::voice::{GroupDetail, detail_of};
use iri_core::Component;
use iri_core::diagnostic::Finding;
use iri_core::diagnostic::{Code, Group};

/// Checks the samples of `group`, and adds their codes to `named`.
fn group<D>(group: Group, samples: impl IntoIterator<Item = D>, named: &mut BTreeSet<Code>)
where
    D: GroupDetail + Debug + PartialEq + Into<Detail>,
{
    for detail in samples {
        let code = GroupDetail::code(detail);
        assert_eq!(code.group(), group, "{detail:?} names {code:?}");
        named.insert(code);
        let finding = <Finding as FindingInternals>::new(detail, Component::Path, 0..0);
        assert_eq!(finding.code(), code, "{detail:?}");
        assert_eq!(detail_of::<D>(&finding), Some(detail), "{detail:?}");
        // Another group's voice does not read it.
        if group == Group::Form {
            assert_eq!(detail_of::<BidiDetail>(&finding), None, "{detail:?}");
        } else {
            assert_eq!(detail_of::<FormDetail>(&finding), None, "{detail:?}");
        }
    }
}

#[test]
fn every_code_of_the_checker_is_named_by_a_detail_that_comes_back_whole() {
    let mut named = BTreeSet::new();
    group(
        Group::Bidi,
        crate::rules::bidi::detail::samples(),
        &mut named,
    );
    group(
        Group::Unicode,
        crate::rules::unicode::detail::samples(),
        &mut named,
    );
    group(
        Group::Leiri,
        crate::rules::leiri::detail::samples(),
        &mut named,
    );
    group(
        Group::Form,
        crate::rules::form::detail::samples(),
        &mut named,
    );
    group(
        Group::Host,
        crate::rules::host::detail::samples(),
        &mut named,
    );
    group(
        Group::Scheme,
        crate::rules::scheme::detail::samples(),
        &mut named,
    );
    group(
        Group::Whatwg,
        crate::rules::whatwg::detail::samples(),
        &mut named,
    );
    group(
        Group::Source,
        crate::rules::source::detail::samples(),
        &mut named,
    );
    let unnamed: Vec<Code> = Code::ALL
        .iter()
        .copied()
        .filter(|code| {
            !matches!(
                code.group(),
                Group::Grammar | Group::Constraint | Group::Template
            )
        })
        .filter(|code| !named.contains(code))
        .collect();
    assert!(unnamed.is_empty(), "codes no detail names: {unnamed:?}");
}

#[test]
fn the_only_scheme_that_requires_a_path_is_file() {
    // `PathRequired` names `scheme-file`.
    for rules in crate::schemes::table::SCHEMES {
        assert_eq!(
            rules.required.contains(crate::schemes::table::Parts::PATH),
            rules.name == "file",
            "{}",
            rules.name
        );
    }
}
