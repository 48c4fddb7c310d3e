//! Case and percent-encoding normalization of one component.

use alloc::string::String;

use crate::bidi::is_bidi_formatting;
use crate::grammar::{UNRESERVED, is_iprivate, is_ucschar};
use crate::pct::{encoded_char_at, triplet_at};

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
        let Some(value) = triplet_at(bytes, i) else {
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
            } else if let Some((c, len)) = encoded_char_at(bytes, i, value) {
                if rules.may_decode(c) {
                    out.push(c);
                    i += len;
                    continue;
                }
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
