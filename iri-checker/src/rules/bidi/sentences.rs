//! The sentences of the `bidi` group that say more than their code's
//! summary and help: the characters that mix directions in a component,
//! and those at its edges. Also the names of the units that the character
//! rules look at (RFC 3987 section 4.2 calls them components), which the
//! `unicode` group's sentences use too.

use core::fmt;

use crate::rules::voice::Sentences;

use crate::diagnostic::names::CharName;
use crate::diagnostic::sentences::write_summary;
use crate::rules::bidi::detail::BidiDetail;
use iri_core::Component;
use iri_core::diagnostic::Finding;

/// What the unit of text that the character rules look at is called in
/// `component`: `label`, `segment`, `query part`, `fragment` or
/// `userinfo` (see `check::parts`).
pub(crate) const fn unit(component: Component) -> &'static str {
    match component {
        Component::Host => "label",
        Component::Path => "segment",
        Component::Query => "query part",
        Component::Fragment => "fragment",
        _ => "userinfo",
    }
}

impl Sentences for BidiDetail {
    /// Writes the message.
    fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let unit = unit(finding.component());
        match self {
            BidiDetail::Formatting => write_summary(f, finding),
            BidiDetail::Mixed { rtl, ltr } => write!(
                f,
                "right-to-left {} and left-to-right {} in one {unit}",
                CharName(rtl),
                CharName(ltr),
            ),
            BidiDetail::Edges { first, last } => {
                if first.is_none() && last.is_none() {
                    return write_summary(f, finding);
                }
                write!(f, "{unit} with right-to-left characters")?;
                if let Some(first) = first {
                    write!(f, " starts with {}", CharName(first))?;
                }
                if let Some(last) = last {
                    if first.is_some() {
                        f.write_str(" and")?;
                    }
                    write!(f, " ends with {}", CharName(last))?;
                }
                Ok(())
            }
        }
    }

    /// Whether there is a help: the code's, always.
    fn has_help(self, _: &Finding) -> bool {
        match self {
            BidiDetail::Formatting | BidiDetail::Mixed { .. } | BidiDetail::Edges { .. } => true,
        }
    }

    /// Writes the help: the code's.
    fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            BidiDetail::Formatting | BidiDetail::Mixed { .. } | BidiDetail::Edges { .. } => {
                f.write_str(finding.code().help().unwrap_or_default())
            }
        }
    }
}
