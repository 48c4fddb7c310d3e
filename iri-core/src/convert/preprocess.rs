//! Pre-processing of strings typed or pasted by people (section 4 of the
//! Internet-Draft on IRI processing, after RFC 3987 section 7.2): trim ASCII
//! whitespace, deal with inner spaces, then parse.

use alloc::borrow::Cow;
use core::marker::PhantomData;
use core::ops::Range;

use crate::diagnostic::error::ParseError;
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::syntax::parse::parse;

/// What [`preprocess`] does with the spaces left inside the trimmed string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spaces {
    /// Several references are allowed: split on each run of U+0020 SPACE
    /// and parse every piece on its own.
    Split,
    /// One reference: replace each U+0020 SPACE by `%20`.
    PercentEncode,
}

/// Whether `c` is one of the ASCII whitespace characters trimmed from raw
/// input: U+0020 SPACE, U+000D CR, U+000A LF and U+0009 TAB (and no others).
fn is_trimmed(c: char) -> bool {
    matches!(c, ' ' | '\r' | '\n' | '\t')
}

/// Pre-processes a string typed or pasted by a person, then parses it as
/// kind `K` (for example [`IriRefKind`](crate::kind::IriRefKind)).
///
/// Leading and trailing spaces, CRs, LFs and tabs are removed (other Unicode
/// whitespace is kept, and so is whitespace inside the string). Then the
/// inner spaces are handled as `spaces` says: [`Spaces::Split`] yields one
/// reference per run of non-space text (none for a blank input),
/// [`Spaces::PercentEncode`] yields exactly one reference with `%20` for each
/// space. Whatever is still not allowed gives the usual [`ParseError`], whose
/// span is a byte range of `input` (so [`ParseError::annotate`] works on the
/// raw string).
///
/// Out of scope: characters are not transcoded (the input is already
/// Unicode), and the special case of http and https, whose query may be
/// mapped through the document's charset when that is not UTF-8, is not
/// handled; the query is always UTF-8. To accept the extra characters of
/// Legacy Extended IRIs, parse as a LEIRI kind and convert with `to_iri`.
///
/// ```
/// use iri_kit::convert::{preprocess, Spaces};
/// use iri_kit::kind::{IriKind, IriRefKind};
///
/// let mut one = preprocess::<IriKind>("  http://example.org/a b \n", Spaces::PercentEncode);
/// assert_eq!(one.next().unwrap().unwrap(), "http://example.org/a%20b");
/// assert!(one.next().is_none());
///
/// let many: Vec<_> = preprocess::<IriRefKind>(" a.html  b.html\t", Spaces::Split)
///     .map(Result::unwrap)
///     .collect();
/// assert_eq!(many, ["a.html", "b.html"]);
///
/// let input = " http://a/\u{1}";
/// let err = preprocess::<IriKind>(input, Spaces::Split).next().unwrap().unwrap_err();
/// assert_eq!(err.span(), 10..11);
/// ```
pub fn preprocess<K: Kind>(input: &str, spaces: Spaces) -> Preprocessed<'_, K> {
    let trimmed = input.trim_start_matches(is_trimmed);
    let start = input.len() - trimmed.len();
    let trimmed = trimmed.trim_end_matches(is_trimmed);
    Preprocessed {
        input,
        next: start,
        end: start + trimmed.len(),
        spaces,
        done: false,
        kind: PhantomData,
    }
}

/// The references of a pre-processed string: see [`preprocess`].
#[derive(Clone, Debug)]
pub struct Preprocessed<'a, K> {
    input: &'a str,
    next: usize,
    end: usize,
    spaces: Spaces,
    done: bool,
    kind: PhantomData<fn() -> K>,
}

impl<'a, K: Kind> Iterator for Preprocessed<'a, K> {
    type Item = Result<Ri<K, Cow<'a, str>>, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let rest = &self.input[self.next..self.end];
        match self.spaces {
            Spaces::Split => {
                let piece_start = self.next + (rest.len() - rest.trim_start_matches(' ').len());
                if piece_start == self.end {
                    self.done = true;
                    return None;
                }
                let piece = &self.input[piece_start..self.end];
                let piece = &piece[..piece.find(' ').unwrap_or(piece.len())];
                self.next = piece_start + piece.len();
                Some(parse_piece(Cow::Borrowed(piece), piece, piece_start))
            }
            Spaces::PercentEncode => {
                self.done = true;
                let text = if rest.contains(' ') {
                    Cow::Owned(rest.replace(' ', "%20"))
                } else {
                    Cow::Borrowed(rest)
                };
                Some(parse_piece(text, rest, self.next))
            }
        }
    }
}

/// Parses `text`, which is `typed` (taken from the input at byte `start`)
/// with each space written `%20` or as it is.
///
/// An error is moved onto what the person typed: its span becomes a byte
/// range of the input, and its character the one typed there, a space
/// rather than the `%` of the `%20` that stands for it.
fn parse_piece<'a, K: Kind>(
    text: Cow<'a, str>,
    typed: &str,
    start: usize,
) -> Result<Ri<K, Cow<'a, str>>, ParseError> {
    match parse(&text, K::GRAMMAR) {
        Ok(table) => Ok(Ri::from_parts(text, table)),
        Err(err) => {
            let span = typed_span(typed, err.span());
            let ch = err.char().and(typed[span.start..].chars().next());
            Err(ParseError::new(
                err.kind(),
                err.component(),
                start + span.start..start + span.end,
                ch,
            ))
        }
    }
}

/// The byte range of `typed` that wrote `span` of `typed` with every space
/// written `%20`: from the byte holding the span's first byte through the
/// byte holding its last, so that a span starting or ending inside a `%20`
/// takes in the whole space.
fn typed_span(typed: &str, span: Range<usize>) -> Range<usize> {
    let (mut start, mut end) = (typed.len(), typed.len());
    let mut encoded = 0;
    for (offset, byte) in typed.bytes().enumerate() {
        let next = encoded + if byte == b' ' { 3 } else { 1 };
        if start == typed.len() && span.start < next {
            start = offset;
        }
        if encoded >= span.end {
            end = offset;
            break;
        }
        encoded = next;
    }
    start.min(end)..end
}

#[cfg(test)]
mod tests {
    use super::typed_span;

    #[test]
    fn spans_inside_an_encoded_space_take_the_whole_space() {
        // "a b" is encoded "a%20b".
        assert_eq!(typed_span("a b", 0..1), 0..1);
        assert_eq!(typed_span("a b", 1..2), 1..2);
        assert_eq!(typed_span("a b", 2..3), 1..2);
        assert_eq!(typed_span("a b", 3..4), 1..2);
        assert_eq!(typed_span("a b", 4..5), 2..3);
        assert_eq!(typed_span("a b", 2..5), 1..3);
        assert_eq!(typed_span("a b", 5..5), 3..3);
        assert_eq!(typed_span("a b", 0..0), 0..0);
        assert_eq!(typed_span("ab", 1..1), 1..1);
    }
}
