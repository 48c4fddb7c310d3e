//! Scheme rules: the policy's list of allowed schemes.

use super::super::Checker;
use super::super::finding::Finding;
use crate::codes::Code;
use crate::error::Component;

/// Reports a scheme outside the policy's list (`scheme-not-allowed`).
pub(in crate::check) fn check(c: &mut Checker<'_>) {
    let Some(range) = c.table.scheme() else {
        return;
    };
    let scheme = &c.text[range.clone()];
    if c.wants(Code::SchemeNotAllowed) && !c.policy.allows_scheme(scheme) {
        let allowed: alloc::vec::Vec<&str> = c.policy.schemes().into_iter().flatten().collect();
        c.report(
            Finding::new(Code::SchemeNotAllowed, Component::Scheme, range)
                .with_message(alloc::format!("scheme `{scheme}` not allowed here"))
                .with_help(alloc::format!("use one of `{}`", allowed.join("`, `"))),
        );
    }
}
