//! What the `leiri` group's findings carry for their sentences
//! (written in `crate::diagnostic::sentences::leiri`).

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::Detail;

/// What a `leiri` finding's sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
        Detail::Leiri(detail)
    }
}
