//! Decoding percent-encoded text.

use alloc::borrow::Cow;
use core::fmt;

use crate::pct;

/// The octets of `text` with every `%HH` triplet decoded; other bytes,
/// including a `%` that starts no triplet, are kept. Borrowed when `text`
/// holds no `%`.
///
/// ```
/// use iri_core::percent::decode;
///
/// assert_eq!(decode("D%FCrst"), &b"D\xFCrst"[..]);
/// assert_eq!(decode("100%"), &b"100%"[..]);
/// ```
#[must_use]
pub fn decode(text: &str) -> Cow<'_, [u8]> {
    pct::decode_octets(text, false)
}

/// `text` with every `%HH` triplet decoded, when the octets are UTF-8.
/// Borrowed when `text` holds no `%`.
///
/// No other encoding is guessed: for the octets as they are, use
/// [`decode`]; for a lossy string, `String::from_utf8_lossy(&decode(text))`.
///
/// ```
/// use iri_core::percent::decode_utf8;
///
/// assert_eq!(decode_utf8("D%C3%BCrst").unwrap(), "Dürst");
/// let err = decode_utf8("D%FCrst").unwrap_err();
/// assert_eq!(err.at(), 1);
/// assert_eq!(err.to_string(), "the percent-decoded octets are not utf-8 from byte 1 on");
/// ```
pub fn decode_utf8(text: &str) -> Result<Cow<'_, str>, NotUtf8> {
    decode_utf8_with(text, false)
}

/// [`decode_utf8`], with `+` decoded as a space when `plus_as_space`.
pub(crate) fn decode_utf8_with(text: &str, plus_as_space: bool) -> Result<Cow<'_, str>, NotUtf8> {
    pct::decode_utf8(text, plus_as_space).map_err(|at| NotUtf8 { at })
}

/// Percent-decoded octets that are not UTF-8, from [`decode_utf8`] and the
/// query pairs.
///
/// ```
/// use iri_core::percent::decode_utf8;
///
/// let err = decode_utf8("ok%C3%28").unwrap_err();
/// assert_eq!(err.at(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NotUtf8 {
    at: usize,
}

impl NotUtf8 {
    /// The byte of the decoded text where the octets stop being UTF-8: the
    /// `%` of the first triplet (or the byte) of the first invalid sequence.
    #[must_use]
    pub const fn at(&self) -> usize {
        self.at
    }
}

impl fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the percent-decoded octets are not utf-8 from byte {} on",
            self.at
        )
    }
}

impl core::error::Error for NotUtf8 {}
