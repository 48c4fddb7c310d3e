//! What the `bidi` group's findings carry for their sentences (written in
//! `super::sentences`) and the text of their edits: packed into
//! `iri-core`'s findings (see `crate::rules::packing`).

use crate::diagnostic::detail::Detail;
use crate::rules::packing::packed;
use crate::rules::voice::rule_detail;
use iri_core::diagnostic::Code;

packed! {
    /// What a `bidi` finding's sentence needs.
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
        rule_detail(detail)
    }
}

#[cfg(test)]
/// One detail of each variant (the test of `crate::rules::samples`).
pub(crate) fn samples() -> impl Iterator<Item = BidiDetail> {
    [
        BidiDetail::Formatting,
        BidiDetail::Mixed {
            rtl: 'א', ltr: 'a'
        },
        BidiDetail::Edges {
            first: Some('1'),
            last: None,
        },
        BidiDetail::Edges {
            first: Some('\u{10FFFF}'),
            last: Some('\u{5D0}'),
        },
    ]
    .into_iter()
}
