//! The sentences of the `leiri` group that say more than their code's
//! summary and help.

use core::fmt;

use crate::diagnostic::detail::{Detail, write_summary};
use crate::diagnostic::finding::Finding;

/// What a `leiri` finding's sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum LeiriDetail {}

impl From<LeiriDetail> for Detail {
    fn from(detail: LeiriDetail) -> Detail {
        Detail::Leiri(detail)
    }
}

impl LeiriDetail {
    /// Writes the message.
    pub(crate) fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let _ = (f, finding, write_summary);
        match self {}
    }

    /// Whether there is a help.
    pub(crate) fn has_help(self, finding: &Finding) -> bool {
        let _ = finding;
        match self {}
    }

    /// Writes the help.
    pub(crate) fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let _ = (f, finding);
        match self {}
    }
}
