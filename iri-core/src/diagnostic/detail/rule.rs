//! The detail of a finding of a rule group that lives outside this crate
//! (the checker's), as this crate holds it: opaque bytes that the group
//! packed, which the group's voice (handed over with the finding, see
//! `Voice`) alone reads back. This crate neither knows nor compiles the
//! groups' detail enums.

use crate::diagnostic::codes::Code;

/// How many bytes a rule group's detail packs into.
pub const RULE_BYTES: usize = 11;

/// A rule group's detail, packed by the group: its code and the bytes it
/// packed, from which the group's voice writes the finding's sentences
/// and the text of its edit. A group packs each detail in one way, so
/// that equal bytes are equal details.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleDetail {
    code: Code,
    bytes: [u8; RULE_BYTES],
}

impl RuleDetail {
    /// The detail of `code` that its group packed into `bytes`.
    #[must_use]
    pub const fn new(code: Code, bytes: [u8; RULE_BYTES]) -> RuleDetail {
        RuleDetail { code, bytes }
    }

    /// The code of the finding.
    #[must_use]
    pub const fn code(self) -> Code {
        self.code
    }

    /// The bytes its group packed.
    #[must_use]
    pub const fn bytes(self) -> [u8; RULE_BYTES] {
        self.bytes
    }
}
