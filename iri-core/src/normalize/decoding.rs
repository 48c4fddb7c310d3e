//! What normalization does to one component, and what the component
//! allows unencoded: [`Decoding`], shared by the percent-encoding and NFC steps.

use crate::chars::bidi::is_bidi_formatting;
use crate::syntax::grammar::{UNRESERVED, is_iprivate, is_ucschar};

/// What to do to one component, and what it allows unencoded.
#[allow(
    clippy::struct_excessive_bools,
    reason = "independent switches, set by name at each use"
)]
#[derive(Clone, Copy, Debug)]
pub struct Decoding {
    /// Decode percent-encodings that need no encoding.
    pub decode: bool,
    /// Uppercase the hex digits of the percent-encodings kept.
    pub upper_hex: bool,
    /// The component allows `ucschar` unencoded (IRIs, not URIs).
    pub ucschar: bool,
    /// The component allows `iprivate` unencoded (the query of an IRI).
    pub iprivate: bool,
}

impl Decoding {
    /// Whether `c` may stand unencoded in the component: unreserved ASCII,
    /// or `ucschar` / `iprivate` where the component allows them.
    #[must_use]
    pub fn allows(self, c: char) -> bool {
        if c.is_ascii() {
            return UNRESERVED.contains(c as u8);
        }
        let code = u32::from(c);
        self.ucschar && is_ucschar(code) || self.iprivate && is_iprivate(code)
    }

    /// Whether a percent-encoded `c` may be decoded: allowed unencoded, and
    /// not a bidi formatting character.
    #[must_use]
    pub fn may_decode(self, c: char) -> bool {
        self.allows(c) && !is_bidi_formatting(c)
    }
}
