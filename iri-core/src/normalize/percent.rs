//! Case and percent-encoding normalization of one component.

use alloc::string::String;

use crate::bidi::is_bidi_formatting;
use crate::grammar::{UNRESERVED, is_iprivate, is_ucschar};
use crate::ip::hex_value;

/// What to do to one component, and what it allows unencoded.
#[allow(
    clippy::struct_excessive_bools,
    reason = "independent switches, set by name at each use"
)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rules {
    /// Decode percent-encodings that need no encoding.
    pub(crate) decode: bool,
    /// Uppercase the hex digits of the percent-encodings kept.
    pub(crate) upper_hex: bool,
    /// Lowercase ASCII letters outside percent-encodings (the host).
    pub(crate) lower: bool,
    /// The component allows `ucschar` unencoded (IRIs, not URIs).
    pub(crate) ucschar: bool,
    /// The component allows `iprivate` unencoded (the query of an IRI).
    pub(crate) iprivate: bool,
}

impl Rules {
    /// Whether `c` may stand unencoded in the component: unreserved ASCII,
    /// or `ucschar` / `iprivate` where the component allows them.
    pub(crate) fn allows(self, c: char) -> bool {
        if c.is_ascii() {
            return UNRESERVED.contains(c as u8);
        }
        let code = u32::from(c);
        self.ucschar && is_ucschar(code) || self.iprivate && is_iprivate(code)
    }

    /// Whether a percent-encoded `c` may be decoded: allowed unencoded, and
    /// not a bidi formatting character.
    fn may_decode(self, c: char) -> bool {
        self.allows(c) && !is_bidi_formatting(c)
    }
}

/// The octet of the valid percent-encoding at `bytes[at..at + 3]`.
fn octet(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3)? {
        [b'%', hi, lo] => Some((hex_value(*hi)? * 16 + hex_value(*lo)?) as u8),
        _ => None,
    }
}

/// The character that the percent-encoded UTF-8 sequence at `at` encodes,
/// and the number of triplets, if they form one strictly valid sequence.
fn decode_sequence(bytes: &[u8], at: usize, lead: u8) -> Option<(char, usize)> {
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut buf = [lead, 0, 0, 0];
    for (k, slot) in buf.iter_mut().enumerate().take(len).skip(1) {
        *slot = octet(bytes, at + 3 * k).filter(|b| (0x80..=0xBF).contains(b))?;
    }
    let c = core::str::from_utf8(&buf[..len]).ok()?.chars().next()?;
    Some((c, len))
}

/// Appends `text` (one component of a valid IRI) to `out` under `rules`.
pub(crate) fn push_component(out: &mut String, text: &str, rules: Rules) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let run_end = bytes[i..]
            .iter()
            .position(|&b| b == b'%')
            .map_or(bytes.len(), |at| i + at);
        if run_end > i {
            let start = out.len();
            out.push_str(&text[i..run_end]);
            if rules.lower {
                out[start..].make_ascii_lowercase();
            }
            i = run_end;
            continue;
        }
        let Some(value) = octet(bytes, i) else {
            // Unreachable on valid input; copy the `%` as is.
            out.push('%');
            i += 1;
            continue;
        };
        if rules.decode {
            if value < 0x80 {
                if UNRESERVED.contains(value) {
                    let c = char::from(value);
                    out.push(if rules.lower {
                        c.to_ascii_lowercase()
                    } else {
                        c
                    });
                    i += 3;
                    continue;
                }
            } else if let Some((c, len)) = decode_sequence(bytes, i, value)
                && rules.may_decode(c)
            {
                out.push(c);
                i += 3 * len;
                continue;
            }
        }
        let triplet = &text[i..i + 3];
        if rules.upper_hex {
            let start = out.len();
            out.push_str(triplet);
            out[start..].make_ascii_uppercase();
        } else {
            out.push_str(triplet);
        }
        i += 3;
    }
}
