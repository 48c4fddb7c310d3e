//! Object identifiers in dotted decimal: `urn:oid:` (RFC 3061 section 2)
//! and the `oid:` scheme: `number *( "." number )`, where a number has no
//! leading zero.

use alloc::format;
use core::ops::Range;

use crate::check::rules::scheme::issue::{Issue, Sink};
use crate::diagnostic::codes::Code;
use crate::diagnostic::error::Component;
use crate::syntax::split::split;
use crate::syntax::table::Table;

/// What is wrong with one arc of an OID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ArcError {
    /// The arc (its range in the OID) is empty.
    Empty(Range<usize>),
    /// The byte at this offset is not a digit.
    NotDigit(usize),
    /// The arc (its range in the OID) starts with `0` and has more digits.
    LeadingZero(Range<usize>),
}

/// The problems of the arcs of `oid`, in order (none for a valid OID).
pub(crate) fn arc_errors(oid: &str) -> impl Iterator<Item = ArcError> + '_ {
    split(oid, 0..oid.len(), b".").filter_map(move |range| {
        let arc = &oid[range.clone()];
        if arc.is_empty() {
            Some(ArcError::Empty(range))
        } else if let Some(i) = arc.bytes().position(|b| !b.is_ascii_digit()) {
            Some(ArcError::NotDigit(range.start + i))
        } else if arc.len() > 1 && arc.starts_with('0') {
            Some(ArcError::LeadingZero(range))
        } else {
            None
        }
    })
}

/// Checks that `text[span]` is an OID in dotted decimal.
pub(crate) fn check(text: &str, span: Range<usize>, component: Component, sink: &mut dyn Sink) {
    if !sink.wants(Code::SchemeSyntax) {
        return;
    }
    let oid = &text[span.clone()];
    let at = |r: Range<usize>| span.start + r.start..span.start + r.end;
    for error in arc_errors(oid) {
        let issue = match error {
            ArcError::Empty(r) => Issue::syntax(
                component,
                at(r.clone()),
                format!("empty arc at byte {} of OID `{oid}`", r.start),
            )
            .with_help("write the OID as numbers separated by single dots (RFC 3061 section 2)"),
            ArcError::NotDigit(i) => {
                let c = oid[i..].chars().next().unwrap_or('?');
                Issue::syntax(
                    component,
                    at(i..i + c.len_utf8()),
                    format!("`{c}` in OID `{oid}` is not a decimal digit"),
                )
                .with_help("write the OID as numbers separated by single dots (RFC 3061 section 2)")
            }
            ArcError::LeadingZero(r) => {
                let arc = &oid[r.clone()];
                let number = arc.trim_start_matches('0');
                let number = if number.is_empty() { "0" } else { number };
                Issue::syntax(
                    component,
                    at(r),
                    format!("arc `{arc}` of OID `{oid}` has a leading zero"),
                )
                .with_help(format!("write the arc as `{number}` (RFC 3061 section 2)"))
                .with_fix(number)
            }
        };
        sink.report(issue);
    }
}

/// The `oid:` scheme: the path is an OID.
pub(crate) fn validate_scheme(text: &str, table: &Table, sink: &mut dyn Sink) {
    check(text, table.path(), Component::Path, sink);
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    fn errors(oid: &str) -> Vec<ArcError> {
        arc_errors(oid).collect()
    }

    #[test]
    fn dotted_decimal() {
        assert!(errors("1.3.6.1.4.1").is_empty());
        assert!(errors("0").is_empty());
        assert!(errors("2.999.0.10").is_empty());
        assert_eq!(errors(""), [ArcError::Empty(0..0)]);
        assert_eq!(errors("1..2"), [ArcError::Empty(2..2)]);
        assert_eq!(errors("1.2."), [ArcError::Empty(4..4)]);
        assert_eq!(errors(".1"), [ArcError::Empty(0..0)]);
        assert_eq!(errors("1.a2"), [ArcError::NotDigit(2)]);
        assert_eq!(errors("1.-2"), [ArcError::NotDigit(2)]);
        assert_eq!(
            errors("1.02.003"),
            [ArcError::LeadingZero(2..4), ArcError::LeadingZero(5..8)]
        );
        assert_eq!(errors("00"), [ArcError::LeadingZero(0..2)]);
    }

    #[test]
    fn leading_zeros_get_a_fix() {
        let mut sink = crate::check::rules::scheme::testing::Collect::default();
        check("oid:1.002.00", 4..12, Component::Path, &mut sink);
        let fixes: Vec<_> = sink
            .0
            .iter()
            .map(|i| (i.span.clone(), i.fix.as_deref()))
            .collect();
        assert_eq!(fixes, [(6..9, Some("2")), (10..12, Some("0"))]);
    }
}
