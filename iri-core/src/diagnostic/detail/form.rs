//! What the `form` group's findings carry for their sentences
//! (written in `crate::diagnostic::sentences::form`).

use crate::diagnostic::detail::Detail;

/// What a `form` finding's sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FormDetail {
    /// `form-default-port`: the scheme's default port, given.
    DefaultPort {
        /// The port's number.
        port: u16,
    },
    /// `form-password`: the password is empty (`user:@`).
    EmptyPassword,
    /// `form-dot-segments` in a relative-path reference, whose dot
    /// segments apply to the base's path.
    RelativeDotSegments,
    /// `form-encoded-unreserved` or `form-encoded-character`: a run of
    /// encodings of characters that need none (the character is the
    /// finding's when the run encodes one), and whether decoding it fixes
    /// it.
    Encoded(DecodeFix),
}

/// Whether decoding a run of percent-encodings fixes it, and why not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecodeFix {
    /// Decoding fixes it.
    Fixes,
    /// A `%2E` that makes a dot segment once decoded, which resolution
    /// would then remove.
    MakesDotSegment,
    /// The decoded characters would not be in NFC with the text before
    /// them.
    NotNfc,
    /// The decoded character would join the combining mark after the run.
    JoinsMark,
}

impl From<FormDetail> for Detail {
    fn from(detail: FormDetail) -> Detail {
        Detail::Form(detail)
    }
}
