//! The bidirectional formatting characters that RFC 3987 forbids in prose
//! (section 4.1), outside the ABNF: the grammar's `ucschar` admits them, so
//! [`parse`](crate::parse) accepts them and this check is a separate step.

use core::fmt;
use core::ops::{Deref, Range};

use crate::error::{Component, ErrorKind, ParseError};
use crate::render::Snippet;
use crate::ri::Ri;
use crate::table::Table;

/// Whether `c` is a bidirectional formatting character that an IRI must not
/// contain: LRM and RLM (U+200E, U+200F), the embeddings, overrides and PDF
/// (U+202A to U+202E), which RFC 3987 section 4.1 names, and the isolates
/// (U+2066 to U+2069), added to Unicode after the RFC and refused for the
/// same reason: they change how the text is displayed without being seen.
///
/// ```
/// use iri_core::is_bidi_formatting;
///
/// assert!(is_bidi_formatting('\u{200F}'));
/// assert!(is_bidi_formatting('\u{2067}'));
/// assert!(!is_bidi_formatting('\u{05D0}')); // a Hebrew letter is fine
/// ```
#[must_use]
pub const fn is_bidi_formatting(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The short name of a bidi formatting character, such as `"RLM"`.
const fn short_name(c: char) -> &'static str {
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

/// A bidi formatting character found in a parsed IRI by
/// [`check_bidi_formatting`]: which one, where, and in which component.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BidiFormattingError {
    component: Component,
    at: usize,
    ch: char,
}

impl BidiFormattingError {
    /// The component holding the character.
    #[must_use]
    pub const fn component(&self) -> Component {
        self.component
    }

    /// The byte range of the character in the input.
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.at..self.at + self.ch.len_utf8()
    }

    /// The character.
    #[must_use]
    pub const fn char(&self) -> char {
        self.ch
    }

    /// `input` with invisible characters spelled out and a caret line under
    /// the character, as [`ParseError::annotate`] draws it.
    ///
    /// ```
    /// use iri_core::{check_bidi_formatting, parse, Grammar};
    ///
    /// let input = "http://a/\u{200F}b";
    /// let table = parse(input, Grammar::IRI).unwrap();
    /// let err = check_bidi_formatting(input, &table).unwrap_err();
    /// assert_eq!(
    ///     err.snippet(input).to_string(),
    ///     "  | http://a/<U+200F>b\n  |          ^^^^^^^^",
    /// );
    /// ```
    #[must_use]
    pub fn snippet<'a>(&self, input: &'a str) -> Snippet<'a> {
        let as_parse_error = ParseError::new(
            ErrorKind::InvalidCharacter,
            self.component,
            self.span(),
            Some(self.ch),
        );
        as_parse_error.annotate(input).snippet()
    }
}

impl fmt::Display for BidiFormattingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bidi formatting character U+{:04X} ({}) in {} at byte {}: ",
            self.ch as u32,
            short_name(self.ch),
            self.component,
            self.at
        )?;
        if matches!(self.ch, '\u{2066}'..='\u{2069}') {
            f.write_str(
                "IRIs must not contain bidi formatting characters (RFC 3987 section 4.1); \
                 the isolates U+2066 to U+2069, added to Unicode later, are refused likewise",
            )
        } else {
            f.write_str(
                "IRIs must not contain bidi formatting characters \
                 (LRM, RLM, LRE, RLE, LRO, RLO, PDF: RFC 3987 section 4.1)",
            )
        }
    }
}

impl core::error::Error for BidiFormattingError {}

/// Checks that `input`, parsed into `table`, holds no bidi formatting
/// character (see [`is_bidi_formatting`]); the `iri!` macros run it on every
/// literal. Takes time linear in the input.
///
/// ```
/// use iri_core::{check_bidi_formatting, parse, Component, Grammar};
///
/// let ok = "http://example.org/שלום";
/// assert!(check_bidi_formatting(ok, &parse(ok, Grammar::IRI).unwrap()).is_ok());
///
/// let bad = "http://example.org/a?\u{202E}txt.exe";
/// let err = check_bidi_formatting(bad, &parse(bad, Grammar::IRI).unwrap()).unwrap_err();
/// assert_eq!(err.component(), Component::Query);
/// assert_eq!(err.span(), 21..24);
/// assert_eq!(
///     err.to_string(),
///     "bidi formatting character U+202E (RLO) in query at byte 21: IRIs must not contain \
///      bidi formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, PDF: RFC 3987 section 4.1)",
/// );
/// ```
pub fn check_bidi_formatting(input: &str, table: &Table) -> Result<(), BidiFormattingError> {
    match input.char_indices().find(|&(_, c)| is_bidi_formatting(c)) {
        None => Ok(()),
        Some((at, ch)) => Err(BidiFormattingError {
            component: table.component_at(at),
            at,
            ch,
        }),
    }
}

impl<K, S: Deref<Target = str>> Ri<K, S> {
    /// Checks that this value holds no bidi formatting character: see
    /// [`check_bidi_formatting`].
    ///
    /// ```
    /// use iri_core::{Component, IriRef};
    ///
    /// assert!(IriRef::parse("a/b").unwrap().check_bidi_formatting().is_ok());
    /// let err = IriRef::parse("a/\u{200E}").unwrap().check_bidi_formatting().unwrap_err();
    /// assert_eq!(err.component(), Component::Path);
    /// ```
    pub fn check_bidi_formatting(&self) -> Result<(), BidiFormattingError> {
        check_bidi_formatting(&self.text, &self.table())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{Grammar, parse};

    fn first_error(input: &str) -> Option<BidiFormattingError> {
        let table = parse(input, Grammar::IRI_REFERENCE).expect("valid");
        check_bidi_formatting(input, &table).err()
    }

    #[test]
    fn every_forbidden_character_is_found() {
        for c in [
            '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
        ]
        .into_iter()
        .chain(['\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'])
        {
            let input = alloc::format!("/a{c}");
            let err = first_error(&input).expect("refused");
            assert_eq!((err.char(), err.span()), (c, 2..5));
        }
    }

    #[test]
    fn neighbours_are_allowed() {
        for c in [
            '\u{200D}', '\u{2010}', '\u{2029}', '\u{202F}', '\u{2065}', '\u{206A}',
        ] {
            assert_eq!(first_error(&alloc::format!("/a{c}")), None, "{c:?}");
        }
    }

    #[test]
    fn the_component_is_named() {
        let cases = [
            ("//\u{200E}u@h/", Component::Userinfo),
            ("//\u{200E}h:1/", Component::Host),
            ("/p\u{200E}", Component::Path),
            ("/p?\u{200E}", Component::Query),
            ("/p#\u{200E}", Component::Fragment),
            ("\u{200E}", Component::Path),
        ];
        for (input, component) in cases {
            assert_eq!(first_error(input).map(|e| e.component()), Some(component));
        }
    }

    #[test]
    fn isolates_cite_the_rule_and_say_why_they_are_included() {
        let err = first_error("/\u{2069}").expect("refused");
        let text = alloc::string::ToString::to_string(&err);
        assert!(text.starts_with("bidi formatting character U+2069 (PDI) in path at byte 1: "));
        assert!(text.contains("RFC 3987 section 4.1"));
        assert!(text.contains("isolates"));
    }
}
