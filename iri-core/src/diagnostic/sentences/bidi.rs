//! The sentences of the `bidi` group that say more than their code's
//! summary and help: the characters that mix directions in a component,
//! and those at its edges. Also the names of the units that the character
//! rules look at (RFC 3987 section 4.2 calls them components), which the
//! `unicode` group's sentences use too.

use core::fmt;

use crate::diagnostic::detail::{Detail, write_summary};
use crate::diagnostic::error::Component;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::render::CharName;

/// What a `bidi` finding's sentence needs.
#[cfg_attr(
    not(feature = "bidi"),
    expect(dead_code, reason = "the component rules need the `bidi` feature")
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum BidiDetail {
    /// `bidi-mixed`: the first right-to-left and the first left-to-right
    /// character of the component.
    Mixed {
        /// The first right-to-left character.
        rtl: char,
        /// The first left-to-right character.
        ltr: char,
    },
    /// `bidi-edges`: the edges of the component that are no right-to-left
    /// character (one at least).
    Edges {
        /// The first character, when it is not right-to-left.
        first: Option<char>,
        /// The last character that is no combining mark, when it is not
        /// right-to-left.
        last: Option<char>,
    },
}

impl From<BidiDetail> for Detail {
    fn from(detail: BidiDetail) -> Detail {
        Detail::Bidi(detail)
    }
}

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

impl BidiDetail {
    /// Writes the message.
    pub(crate) fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let unit = unit(finding.component());
        match self {
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
    pub(crate) const fn has_help(self, _: &Finding) -> bool {
        match self {
            BidiDetail::Mixed { .. } | BidiDetail::Edges { .. } => true,
        }
    }

    /// Writes the help: the code's.
    pub(crate) fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            BidiDetail::Mixed { .. } | BidiDetail::Edges { .. } => {
                f.write_str(finding.code().help().unwrap_or_default())
            }
        }
    }
}
