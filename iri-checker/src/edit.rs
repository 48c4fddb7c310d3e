//! The text of a finding's edit, written when asked: each rule group
//! writes the replacement of the edits its rules make, and the checker's
//! voice (`crate::sentences::VOICE`) writes them with this.

use alloc::string::String;

use super::rules;
use crate::diagnostic::codes::Group;
use crate::diagnostic::finding::Finding;

/// The text that replaces the span of `finding`'s edit in `input`, written
/// by the rules of its group.
pub(crate) fn replacement(finding: &Finding, input: &str) -> Option<String> {
    match finding.code().group() {
        Group::Unicode => rules::unicode::replacement(finding, input),
        Group::Leiri => rules::leiri::replacement(finding, input),
        Group::Form => rules::form::replacement(finding, input),
        Group::Host => rules::host::replacement(finding, input),
        Group::Scheme => rules::scheme::replacement(finding, input),
        Group::Whatwg => rules::whatwg::replacement(finding, input),
        _ => None,
    }
}
