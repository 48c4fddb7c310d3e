//! Pre-processing of strings typed or pasted by people (section 4 of the
//! Internet-Draft on IRI processing, after RFC 3987 section 7.2): trim ASCII
//! whitespace, deal with inner spaces, then parse.

use alloc::borrow::Cow;
use core::marker::PhantomData;

use crate::error::ParseError;
use crate::kind::Kind;
use crate::parse::parse;
use crate::ri::Ri;

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
/// use iri_core::convert::{preprocess, Spaces};
/// use iri_core::kind::{IriKind, IriRefKind};
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
                Some(parse_piece(Cow::Borrowed(piece), piece_start, |at| at))
            }
            Spaces::PercentEncode => {
                self.done = true;
                let start = self.next;
                let text = if rest.contains(' ') {
                    Cow::Owned(rest.replace(' ', "%20"))
                } else {
                    Cow::Borrowed(rest)
                };
                Some(parse_piece(text, start, |at| original_offset(rest, at)))
            }
        }
    }
}

/// Parses `text`, taken from the input at byte `start` (with `to_piece`
/// mapping offsets in `text` back to offsets in the taken part).
fn parse_piece<K: Kind>(
    text: Cow<'_, str>,
    start: usize,
    to_piece: impl Fn(usize) -> usize,
) -> Result<Ri<K, Cow<'_, str>>, ParseError> {
    match parse(&text, K::GRAMMAR) {
        Ok(table) => Ok(Ri::from_parts(text, table)),
        Err(err) => {
            let span = err.span();
            let span = start + to_piece(span.start)..start + to_piece(span.end);
            Err(ParseError::new(
                err.kind(),
                err.component(),
                span,
                err.char(),
            ))
        }
    }
}

/// The offset in `original` of byte `at` of `original` with every space
/// written `%20`.
fn original_offset(original: &str, at: usize) -> usize {
    let mut encoded = 0;
    for (offset, byte) in original.bytes().enumerate() {
        if encoded >= at {
            return offset;
        }
        encoded += if byte == b' ' { 3 } else { 1 };
    }
    original.len()
}
