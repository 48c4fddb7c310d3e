//! What the `bidi` group's findings carry for their sentences
//! (written in `crate::diagnostic::sentences::bidi`).

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::Detail;

/// What a `bidi` finding's sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BidiDetail {
    /// `bidi-formatting`: the finding's character is a bidi formatting
    /// character.
    Formatting,
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

impl BidiDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            BidiDetail::Formatting => Code::BidiFormatting,
            BidiDetail::Mixed { .. } => Code::BidiMixed,
            BidiDetail::Edges { .. } => Code::BidiEdges,
        }
    }
}

impl From<BidiDetail> for Detail {
    fn from(detail: BidiDetail) -> Detail {
        Detail::Bidi(detail)
    }
}
