//! Object identifiers in dotted decimal: `urn:oid:` (RFC 3061 section 2)
//! and the `oid:` scheme: `number *( "." number )`, where a number has no
//! leading zero.

use core::ops::Range;

use crate::Checker;
use crate::diagnostic::finding::FindingInternals;
use crate::rules::scheme::detail::SchemeDetail;
use crate::syntax::split::split;
use iri_core::Component;
use iri_core::diagnostic::Code;
use iri_core::diagnostic::Finding;

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
        } else if without_leading_zeros(arc).is_some() {
            Some(ArcError::LeadingZero(range))
        } else {
            None
        }
    })
}

/// The number `arc` writes with leading zeros, without them (`"007"`:
/// `"7"`, `"00"`: `"0"`): the fix of [`ArcError::LeadingZero`]. `None`
/// when `arc` is not digits with a leading zero.
pub(crate) fn without_leading_zeros(arc: &str) -> Option<&str> {
    if arc.len() < 2 || !arc.starts_with('0') || !arc.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number = arc.trim_start_matches('0');
    Some(if number.is_empty() { "0" } else { number })
}

/// Checks that `text[span]` is an OID in dotted decimal.
pub(crate) fn check(c: &mut Checker<'_>, span: Range<usize>, component: Component) {
    if !c.wants(Code::SchemeOid) {
        return;
    }
    let oid = &c.text[span.clone()];
    let at = |r: Range<usize>| span.start + r.start..span.start + r.end;
    for error in arc_errors(oid) {
        let finding = match error {
            ArcError::Empty(r) => Finding::new(
                SchemeDetail::OidEmptyArc {
                    at: u32::try_from(r.start).unwrap_or(u32::MAX),
                },
                component,
                at(r.clone()),
            ),
            ArcError::NotDigit(i) => {
                let Some(ch) = oid.get(i..).and_then(|rest| rest.chars().next()) else {
                    continue;
                };
                Finding::new(
                    SchemeDetail::OidNotDigit,
                    component,
                    at(i..i + ch.len_utf8()),
                )
                .with_char(ch)
            }
            ArcError::LeadingZero(r) => {
                let arc = at(r);
                let finding = Finding::new(SchemeDetail::OidLeadingZero, component, arc.clone());
                if c.may_fix(&arc) {
                    finding.with_fix(arc)
                } else {
                    finding
                }
            }
        };
        c.report(finding);
    }
}

/// The `oid:` scheme: the path is an OID.
pub(crate) fn validate_scheme(c: &mut Checker<'_>) {
    let path = c.path();
    check(c, path, Component::Path);
}

#[cfg(test)]
mod tests {
    use alloc::borrow::ToOwned;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::*;
    use crate::rules::scheme::testing::collect;

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
        let text = "oid:1.002.00";
        let found = collect(text, |c| check(c, 4..12, Component::Path));
        let fixes: Vec<_> = found
            .iter()
            .map(|f| {
                (
                    f.span(),
                    f.fix(text).map(|fix| fix.replacement().to_owned()),
                )
            })
            .collect();
        assert_eq!(
            fixes,
            [(6..9, Some("2".to_owned())), (10..12, Some("0".to_owned()))]
        );
    }

    #[test]
    fn the_fix_drops_leading_zeros_only() {
        assert_eq!(without_leading_zeros("007"), Some("7"));
        assert_eq!(without_leading_zeros("00"), Some("0"));
        assert_eq!(without_leading_zeros("0"), None);
        assert_eq!(without_leading_zeros("70"), None);
        assert_eq!(without_leading_zeros("0a"), None);
        assert_eq!(without_leading_zeros(""), None);
    }

    #[test]
    fn messages_say_the_offset_and_the_character() {
        let found = collect("oid:1..2", validate_scheme);
        assert_eq!(found[0].message().to_string(), "empty arc in the OID");
        let found = collect("oid:1.a2", validate_scheme);
        assert_eq!(
            found[0].message().to_string(),
            "'a' in the OID, not a decimal digit"
        );
    }
}
