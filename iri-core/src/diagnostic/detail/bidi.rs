//! What the `bidi` group's findings carry for their sentences
//! (written in `crate::diagnostic::sentences::bidi`).

use crate::diagnostic::detail::Detail;

/// What a `bidi` finding's sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BidiDetail {
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
