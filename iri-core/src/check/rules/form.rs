//! Preferred forms (RFC 3986 section 6.2, RFC 3987 section 5.3), and the
//! forms best avoided.

use super::super::Checker;
use super::super::finding::{Finding, Fix};
use crate::codes::Code;
use crate::error::Component;
use crate::parse::Form;

/// Runs the rules of the `form` group.
pub(in crate::check) fn check(c: &mut Checker<'_>) {
    relative(c);
    scheme_case(c);
}

/// `form-relative`: a relative reference, where the context wants identifiers.
fn relative(c: &mut Checker<'_>) {
    let may_be_relative = matches!(c.grammar.form, Form::Reference | Form::Relative);
    if may_be_relative && !c.table.has_scheme() && c.wants(Code::FormRelative) {
        c.report(
            Finding::new(Code::FormRelative, Component::Scheme, 0..0)
                .with_help("resolve it against its base first"),
        );
    }
}

/// `form-scheme-case`: uppercase letters in the scheme; the fix lowercases it.
fn scheme_case(c: &mut Checker<'_>) {
    let Some(range) = c.table.scheme() else {
        return;
    };
    let scheme = &c.text[range.clone()];
    if c.wants(Code::FormSchemeCase) && scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        let lower = scheme.to_ascii_lowercase();
        c.report(
            Finding::new(Code::FormSchemeCase, Component::Scheme, range.clone())
                .with_help(alloc::format!("write the scheme as `{lower}`"))
                .with_fix(Fix::new(range, lower)),
        );
    }
}
