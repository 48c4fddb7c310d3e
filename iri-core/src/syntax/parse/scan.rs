//! The scanner every component shares: ASCII by table lookup, `pct-encoded`,
//! and the characters beyond ASCII that the charset admits.

use crate::chars::bidi::is_bidi_formatting;
use crate::diagnostic::component::Component;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::error_kind::ErrorKind;
use crate::syntax::facts::Fact;
use crate::syntax::grammar::{
    LEIRI_ASCII, ScanClass, bits, in_class, is_iprivate, is_leiri_non_ascii, is_ucschar,
};
use crate::syntax::parse::{Charset, Parser};

/// Decodes the UTF-8 sequence starting at `bytes[i]` (a non-ASCII lead byte
/// of valid UTF-8) into its code point and length.
#[inline]
pub(crate) fn next_code_point(bytes: &[u8], i: usize) -> (u32, usize) {
    let lead = u32::from(bytes[i]);
    let cont = |k: usize| u32::from(bytes[i + k] & 0x3F);
    if lead < 0xE0 {
        ((lead & 0x1F) << 6 | cont(1), 2)
    } else if lead < 0xF0 {
        ((lead & 0x0F) << 12 | cont(1) << 6 | cont(2), 3)
    } else {
        (
            (lead & 0x07) << 18 | cont(1) << 12 | cont(2) << 6 | cont(3),
            4,
        )
    }
}

/// The end of the run of bytes of the ASCII `class` that starts at `from`,
/// and the byte that ends it (`None` at the end of the input), which the
/// caller dispatches on without loading it again: eight bytes per step
/// (with one bounds check), then the last eight bytes as one block when the
/// run holds them, otherwise byte by byte.
#[allow(
    clippy::inline_always,
    reason = "a call per run cost more than the run on short components: measured 8% fewer instructions per IRI"
)]
#[inline(always)]
pub(super) fn run_end(bytes: &[u8], from: usize, class: u32) -> (usize, Option<u8>) {
    let mut i = from;
    while let Some(block) = bytes.get(i..i + 8) {
        for (k, &b) in block.iter().enumerate() {
            if !in_class(b, class) {
                return (i + k, Some(b));
            }
        }
        i += 8;
    }
    // Fewer than eight bytes remain. When the run started at least eight
    // bytes before the end, the last eight bytes lie within it, and those
    // before `i` are already known to be in the class: check them as a block.
    if i > from
        && let Some(block) = bytes.last_chunk::<8>()
    {
        let last = bytes.len() - 8;
        for (k, &b) in block.iter().enumerate() {
            if !in_class(b, class) {
                return (last + k, Some(b));
            }
        }
        return (bytes.len(), None);
    }
    while let Some(&b) = bytes.get(i) {
        if !in_class(b, class) {
            return (i, Some(b));
        }
        i += 1;
    }
    (i, None)
}

impl Parser<'_> {
    /// Advances over the characters of the ASCII `class` (a mask of the
    /// parser's byte table), percent-encodings, and the non-ASCII characters
    /// that `component` admits in this charset. Stops at the first other byte,
    /// leaving it to the caller; fails on a malformed percent-encoding or a
    /// non-ASCII character the component does not admit.
    ///
    /// Records the facts of the component (see [`Facts`](crate::syntax::facts::Facts))
    /// at no cost to text without them: the run starts over the plain
    /// ASCII characters of the class, and the first `%`, non-ASCII byte or
    /// character of the class's facts leaves it; once recorded, the run
    /// takes that character's kind too.
    #[allow(
        clippy::inline_always,
        reason = "inlined at each call site with its constant class: measured ~10% fewer instructions"
    )]
    #[inline(always)]
    pub(super) fn scan(
        &mut self,
        class: ScanClass,
        component: Component,
    ) -> Result<(), ParseError> {
        let mut run = class.plain;
        let bytes = self.bytes;
        let mut i = self.pos;
        loop {
            let stop;
            (i, stop) = run_end(bytes, i, run);
            match stop {
                Some(b'%') => {
                    self.record(Fact::Percent, component);
                    i = self.percent_encoded(i, component)?;
                }
                Some(b) if b >= 0x80 => {
                    self.record(Fact::NonAscii, component);
                    // Beyond ASCII, the run also takes the bytes of
                    // characters known to be `ucschar` without decoding
                    // (`ucschar` is in every class and in `leiri-ucschar`).
                    run |= self.run_extra;
                    if !in_class(b, self.run_extra) {
                        i = self.non_ascii(i, class, component)?;
                    }
                }
                Some(b) if class.facts != 0 && in_class(b, class.facts) => {
                    let taken = self.fact_character(i, b, component);
                    run |= taken;
                    if taken == 0 {
                        // A `.` inside a segment: no fact, and the run
                        // goes on after it without taking `.`.
                        i += 1;
                    }
                }
                Some(b) if self.charset == Charset::Leiri && LEIRI_ASCII.contains(b) => i += 1,
                _ => break,
            }
        }
        self.pos = i;
        Ok(())
    }

    /// Records the fact of the character `b` at `at`, one of a scan's facts,
    /// in `component`; returns its bit, which the run then takes, or 0
    /// for a `.` that does not start a path segment (not a fact).
    #[inline]
    fn fact_character(&mut self, at: usize, b: u8, component: Component) -> u32 {
        if b == b'.' {
            let starts_segment = at == self.table.path_start || self.bytes[at - 1] == b'/';
            if !starts_segment {
                return 0;
            }
            self.record(Fact::DotSegment, component);
            bits::DOT
        } else if in_class(b, bits::UPPERCASE) {
            self.record(Fact::Uppercase, component);
            bits::UPPERCASE
        } else if in_class(b, bits::REG_NAME_OTHER) {
            // A sub-delim or `~`, recorded in hosts only.
            self.table.facts.set_host_other();
            bits::REG_NAME_OTHER
        } else {
            self.record(Fact::Hyphen, component);
            bits::HYPHEN
        }
    }

    /// `pct-encoded = "%" HEXDIG HEXDIG` at `at`; returns the position after it.
    #[inline]
    fn percent_encoded(&self, at: usize, component: Component) -> Result<usize, ParseError> {
        for k in 1..=2 {
            match self.byte_at(at + k) {
                Some(b) if in_class(b, bits::HEXDIG) => {}
                found => {
                    // Underline from the `%` through the byte that is not a hex digit.
                    let end = match found {
                        None => at + k,
                        Some(_) => at + k + self.char_at(at + k).map_or(1, char::len_utf8),
                    };
                    return Err(ParseError::new(
                        ErrorKind::InvalidPercentEncoding,
                        component,
                        at..end,
                        Some('%'),
                    ));
                }
            }
        }
        Ok(at + 3)
    }

    /// A non-ASCII character at `at` that the run did not take: admitted as
    /// `ucschar` or `iprivate` where `class` admits them, or as
    /// `leiri-ucschar`, or an error. Returns the position after it. A bidi
    /// formatting character (all of them are `ucschar`, and none is taken
    /// by the run) is recorded as a fact.
    #[inline(never)]
    fn non_ascii(
        &mut self,
        at: usize,
        class: ScanClass,
        component: Component,
    ) -> Result<usize, ParseError> {
        let (c, len) = next_code_point(self.bytes, at);
        if char::from_u32(c).is_some_and(is_bidi_formatting) {
            self.table.facts.set_bidi_formatting();
        }
        let kind = match self.charset {
            Charset::Uri => ErrorKind::NonAscii,
            Charset::Iri if class.ucschar && is_ucschar(c) => return Ok(at + len),
            Charset::Iri if is_iprivate(c) => {
                if class.iprivate {
                    return Ok(at + len);
                }
                ErrorKind::PrivateUseOutsideQuery
            }
            Charset::Leiri if is_leiri_non_ascii(c) => return Ok(at + len),
            Charset::Iri | Charset::Leiri => ErrorKind::InvalidCharacter,
        };
        Err(ParseError::new(
            kind,
            component,
            at..at + len,
            char::from_u32(c),
        ))
    }
}
