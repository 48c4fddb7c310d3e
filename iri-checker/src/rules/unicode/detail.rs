//! What the `unicode` group's findings carry for their sentences (written in
//! `super::sentences`) and the text of their edits: packed into
//! `iri-core`'s findings (see `crate::rules::packing`).

use crate::diagnostic::detail::Detail;
use crate::rules::packing::packed;
use crate::rules::voice::rule_detail;
use iri_core::diagnostic::Code;

packed! {
    /// What a `unicode` finding's sentence needs.
    pub enum UnicodeDetail {
        /// `unicode-not-nfc`: text that NFC normalization changes (or the
        /// finding's character, which it keeps although not in NFC).
        NotNfc,
        /// `unicode-not-nfc` in a registered name whose NFC form brings in an
        /// uppercase ASCII letter (U+212A KELVIN SIGN is `K`): the fix writes
        /// it in lowercase, the host's normal case.
        NfcInLowercase,
        /// `unicode-not-nfc` of the finding's character, which normalization
        /// keeps: its NFC form holds `delimiter` (U+037E GREEK QUESTION MARK is
        /// `;`), which would change the structure of the IRI.
        NfcDelimiter {
            /// The ASCII character of the NFC form that the component may not
            /// hold unencoded.
            delimiter: char,
        },
        /// `unicode-not-nfkc`: adjacent compatibility characters (the
        /// finding's character when there is one only).
        NotNfkc {
            /// How many.
            count: u32,
        },
        /// `unicode-noncharacter`: adjacent non-characters (the finding's
        /// character when there is one only).
        Noncharacter {
            /// How many.
            count: u32,
        },
        /// `unicode-special`: adjacent specials (the finding's character when
        /// there is one only).
        Special {
            /// How many.
            count: u32,
        },
        /// `unicode-tag`: adjacent tag characters (the finding's character
        /// when there is one only).
        Tag {
            /// How many.
            count: u32,
        },
        /// `unicode-lookalike`: adjacent look-alikes (the finding's character
        /// when there is one only).
        Lookalike {
            /// The ASCII character that each of them looks like, when they all
            /// look like one and the same.
            like: Option<char>,
            /// How many.
            count: u32,
        },
        /// `unicode-unassigned`: adjacent unassigned code points (the finding's
        /// character when there is one only), unassigned in the Unicode version
        /// of the crate's tables.
        Unassigned {
            /// How many.
            count: u32,
        },
        /// `unicode-combining-start`: combining marks at the start of a run
        /// (the finding's character when there is one only).
        CombiningStart {
            /// The first mark.
            mark: char,
            /// The character before it in the component, if any: a delimiter,
            /// or the last hex digit of a percent-encoding.
            after: Option<char>,
        },
        /// `unicode-mixed-script`: the first character with a script of its
        /// own, and the finding's character, which no script of the text
        /// before it has (the sentence names their scripts).
        MixedScript {
            /// The first character with a script of its own.
            earlier: char,
            /// The finding's character.
            later: char,
        },
        /// `unicode-confusable`: the label or segment can be taken for an
        /// ASCII one.
        Confusable,
    }
}

impl UnicodeDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            UnicodeDetail::NotNfc
            | UnicodeDetail::NfcInLowercase
            | UnicodeDetail::NfcDelimiter { .. } => Code::UnicodeNotNfc,
            UnicodeDetail::NotNfkc { .. } => Code::UnicodeNotNfkc,
            UnicodeDetail::Noncharacter { .. } => Code::UnicodeNoncharacter,
            UnicodeDetail::Special { .. } => Code::UnicodeSpecial,
            UnicodeDetail::Tag { .. } => Code::UnicodeTag,
            UnicodeDetail::Lookalike { .. } => Code::UnicodeLookalike,
            UnicodeDetail::Unassigned { .. } => Code::UnicodeUnassigned,
            UnicodeDetail::CombiningStart { .. } => Code::UnicodeCombiningStart,
            UnicodeDetail::MixedScript { .. } => Code::UnicodeMixedScript,
            UnicodeDetail::Confusable => Code::UnicodeConfusable,
        }
    }
}

impl From<UnicodeDetail> for Detail {
    fn from(detail: UnicodeDetail) -> Detail {
        rule_detail(detail)
    }
}

#[cfg(test)]
/// One detail of each variant (the test of `crate::rules::samples`).
pub(crate) fn samples() -> impl Iterator<Item = UnicodeDetail> {
    [
        UnicodeDetail::NotNfc,
        UnicodeDetail::NfcInLowercase,
        UnicodeDetail::NfcDelimiter { delimiter: ';' },
        UnicodeDetail::NotNfkc { count: 1 },
        UnicodeDetail::Noncharacter { count: 1 },
        UnicodeDetail::Special { count: 1 },
        UnicodeDetail::Tag { count: 2 },
        UnicodeDetail::Lookalike {
            like: Some('/'),
            count: 1,
        },
        UnicodeDetail::Unassigned { count: 1 },
        UnicodeDetail::CombiningStart {
            mark: '\u{301}',
            after: None,
        },
        UnicodeDetail::MixedScript {
            earlier: 'а',
            later: 'l',
        },
        UnicodeDetail::Confusable,
    ]
    .into_iter()
}
