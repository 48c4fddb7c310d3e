//! What the `leiri` group's findings carry for their sentences (written in
//! `super::sentences`) and the text of their edits: packed into
//! `iri-core`'s findings (see `crate::rules::packing`).

use crate::diagnostic::detail::Detail;
use crate::rules::packing::packed;
use crate::rules::voice::rule_detail;
use iri_core::diagnostic::Code;

packed! {
    /// What a `leiri` finding's sentence needs.
    pub enum LeiriDetail {
        /// `leiri-character`: adjacent characters of one group (the finding's
        /// character when there is one only), named by the first.
        Characters {
            /// The first character, whose group is theirs.
            first: char,
            /// How many there are.
            count: u32,
        },
    }
}

impl LeiriDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            LeiriDetail::Characters { .. } => Code::LeiriCharacter,
        }
    }
}

impl From<LeiriDetail> for Detail {
    fn from(detail: LeiriDetail) -> Detail {
        rule_detail(detail)
    }
}

#[cfg(test)]
/// One detail of each variant (the test of `crate::rules::samples`).
pub(crate) fn samples() -> impl Iterator<Item = LeiriDetail> {
    [LeiriDetail::Characters {
        first: ' ',
        count: 1,
    }]
    .into_iter()
}
