//! The detail of a finding of a rule group that lives outside this crate
//! (the checker's), as this crate holds it: opaque bytes that the group
//! packed, beside the group's voice, which alone reads them back. This
//! crate neither knows nor compiles the groups' detail enums.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::diagnostic::codes::Code;
use crate::diagnostic::finding::Voice;

/// How many bytes a rule group's detail packs into.
pub const RULE_BYTES: usize = 11;

/// A rule group's detail, packed by the group: its code, the bytes it
/// packed, and the voice of the group, which writes the finding's
/// sentences and the text of its edit from those bytes.
///
/// Two details are equal when their codes and bytes are (a group packs
/// each detail in one way); the voice follows from the group.
#[derive(Clone, Copy)]
pub struct RuleDetail {
    code: Code,
    bytes: [u8; RULE_BYTES],
    voice: &'static Voice,
}

impl RuleDetail {
    /// The detail of `code` that its group packed into `bytes`, spoken by
    /// `voice`.
    #[must_use]
    pub const fn new(code: Code, bytes: [u8; RULE_BYTES], voice: &'static Voice) -> RuleDetail {
        RuleDetail { code, bytes, voice }
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

    /// The voice of its group.
    #[must_use]
    pub const fn voice(self) -> &'static Voice {
        self.voice
    }
}

impl PartialEq for RuleDetail {
    fn eq(&self, other: &RuleDetail) -> bool {
        self.code == other.code && self.bytes == other.bytes
    }
}

impl Eq for RuleDetail {}

impl Hash for RuleDetail {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.code.hash(state);
        self.bytes.hash(state);
    }
}

impl fmt::Debug for RuleDetail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RuleDetail")
            .field("code", &self.code)
            .field("bytes", &self.bytes)
            .finish_non_exhaustive()
    }
}
