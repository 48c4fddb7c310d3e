//! The voice of a rule group: the [`Voice`] that the checker hands over
//! with each of the group's findings (`Checker::report`), made from the
//! group's detail enum ([`GroupDetail`]), which says the sentences of each
//! variant and writes the text of its edit.

use alloc::string::String;
use core::fmt;

use crate::diagnostic::detail::Detail;
use crate::diagnostic::detail::rule::RuleDetail;
use crate::diagnostic::finding::{FindingInternals, Voice};
use crate::diagnostic::sentences::{write_code_help, write_summary};
use crate::rules::packing::{Field, pack, unpack};
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

/// The sentences of one group's details.
pub(crate) trait Sentences: Copy {
    /// Writes the message of `finding`, whose detail this is.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result;
    /// Whether `finding`, whose detail this is, has a help.
    fn has_help(self, finding: &Finding) -> bool;
    /// Writes the help of `finding`, whose detail this is.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result;
}

/// A rule group's detail enum: its codes, its sentences and the text of
/// its edits.
pub(crate) trait GroupDetail: Field + Sentences {
    /// The code of a finding with this detail.
    fn code(self) -> Code;
    /// The text that replaces the span of the edit of `finding`, whose
    /// detail this is, in `input`: one arm per variant, `None` where the
    /// variant's findings have no edit.
    fn replacement(self, finding: &Finding, input: &str) -> Option<String>;
    /// The source its rule cites when it is not its code's (none, but in
    /// the `scheme` group).
    fn source(self) -> Option<&'static str> {
        None
    }
}

/// The voice of the group whose detail enum is `D`.
pub(crate) const fn voice<D: GroupDetail>() -> Voice {
    Voice {
        message: message::<D>,
        has_help: has_help::<D>,
        help: help::<D>,
        edit: edit::<D>,
        source: source::<D>,
    }
}

/// `detail` as `iri-core` holds it: packed.
pub(crate) fn rule_detail<D: GroupDetail>(detail: D) -> Detail {
    Detail::Rule(RuleDetail::new(detail.code(), pack(detail)))
}

/// The detail of `finding`, when `D`'s group packed it (the detail read
/// back names the finding's code: a code belongs to one group).
pub(crate) fn detail_of<D: GroupDetail>(finding: &Finding) -> Option<D> {
    match finding.detail() {
        Some(Detail::Rule(rule)) => {
            unpack::<D>(&rule.bytes()).filter(|detail| detail.code() == rule.code())
        }
        _ => None,
    }
}

/// Writes the message of `finding`: its detail's, or its code's summary.
fn message<D: GroupDetail>(finding: &Finding, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match detail_of::<D>(finding) {
        Some(detail) => detail.message(f, finding),
        None => write_summary(f, finding),
    }
}

/// Whether `finding` has a help.
fn has_help<D: GroupDetail>(finding: &Finding) -> bool {
    match detail_of::<D>(finding) {
        Some(detail) => detail.has_help(finding),
        None => finding.code().help().is_some(),
    }
}

/// Writes the help of `finding`.
fn help<D: GroupDetail>(finding: &Finding, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match detail_of::<D>(finding) {
        Some(detail) => detail.help(f, finding),
        None => write_code_help(f, finding),
    }
}

/// The text of the edit of `finding` in `input`.
fn edit<D: GroupDetail>(finding: &Finding, input: &str) -> Option<String> {
    detail_of::<D>(finding)?.replacement(finding, input)
}

/// The source the rule of `finding` cites.
fn source<D: GroupDetail>(finding: &Finding) -> Option<&'static str> {
    detail_of::<D>(finding)?.source()
}
