//! The bidirectional formatting characters that RFC 3987 forbids in prose
//! (section 4.1), outside the ABNF: the grammar's `ucschar` admits them, so
//! [`parse`](crate::parse()) accepts them, and the checker's
//! `bidi-formatting` rule refuses them.

/// Whether `c` is a bidirectional formatting character that an IRI must not
/// contain: LRM and RLM (U+200E, U+200F), the embeddings, overrides and PDF
/// (U+202A to U+202E), which RFC 3987 section 4.1 names, and the isolates
/// (U+2066 to U+2069), added to Unicode after the RFC and refused for the
/// same reason: they change how the text is displayed without being seen.
///
/// ```
/// use iri_kit::is_bidi_formatting;
///
/// assert!(is_bidi_formatting('\u{200F}'));
/// assert!(is_bidi_formatting('\u{2067}'));
/// assert!(!is_bidi_formatting('\u{05D0}')); // a Hebrew letter is fine
/// ```
#[must_use]
pub const fn is_bidi_formatting(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Whether the UTF-8 `bytes` may hold a bidi formatting character: whether
/// one of them is 0xE2, the first byte of every such character (they are
/// all between U+2000 and U+2FFF). Text without that byte holds none. Most
/// text is ASCII: a test of whole words settles it before the byte search.
#[inline]
#[must_use]
pub fn may_hold_bidi_formatting(bytes: &[u8]) -> bool {
    !bytes.is_ascii() && bytes.contains(&0xE2)
}

/// The short name of a bidi formatting character, such as `"RLM"` (any
/// other character gets `"PDI"`: ask [`is_bidi_formatting`] first).
pub(crate) const fn bidi_short_name(c: char) -> &'static str {
    match c {
        '\u{200E}' => "LRM",
        '\u{200F}' => "RLM",
        '\u{202A}' => "LRE",
        '\u{202B}' => "RLE",
        '\u{202C}' => "PDF",
        '\u{202D}' => "LRO",
        '\u{202E}' => "RLO",
        '\u{2066}' => "LRI",
        '\u{2067}' => "RLI",
        '\u{2068}' => "FSI",
        _ => "PDI",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bidi_formatting_character_has_the_lead_byte() {
        let mut buffer = [0; 4];
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            let bytes = c.encode_utf8(&mut buffer).as_bytes();
            if is_bidi_formatting(c) {
                assert!(may_hold_bidi_formatting(bytes), "{c:?}");
            }
        }
        assert!(!may_hold_bidi_formatting(
            "http://example.org/\u{5D0}".as_bytes()
        ));
    }

    #[test]
    fn the_forbidden_characters_and_not_their_neighbours() {
        for c in [
            '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
            '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            assert!(is_bidi_formatting(c), "{c:?}");
        }
        for c in [
            '\u{200D}', '\u{2010}', '\u{2029}', '\u{202F}', '\u{2065}', '\u{206A}',
        ] {
            assert!(!is_bidi_formatting(c), "{c:?}");
        }
    }

    #[test]
    fn short_names() {
        assert_eq!(bidi_short_name('\u{202E}'), "RLO");
        assert_eq!(bidi_short_name('\u{2069}'), "PDI");
    }
}
