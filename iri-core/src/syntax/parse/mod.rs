//! The one parser: 3987bis section 2.2 in a single pass, into a [`Table`].
//!
//! Each production has one small method; what differs between IRIs, URIs and
//! LEIRIs (which characters beyond ASCII are allowed) and between references,
//! absolute IRIs and relative references (which top-level forms are allowed)
//! is carried by the [`Grammar`] rather than written several times.

mod authority;
pub(crate) mod component;
#[cfg(test)]
mod facts_tests;
mod scan;
#[cfg(test)]
mod tests;

/// The classes the productions scan with: the grammar's named IRI classes
/// (their ASCII part serves URIs too; what they admit beyond ASCII applies
/// to IRIs), in the parser's form, computed at compile time.
mod classes {
    use crate::syntax::grammar::{
        IFRAGMENT as FRAGMENT, IPATH as PATH, IQUERY as QUERY, IREG_NAME as REG_NAME,
        ISEGMENT_NZ_NC as SEGMENT_NZ_NC, IUSERINFO as USERINFO, ScanClass, bits,
    };

    pub(super) const IUSERINFO: ScanClass = USERINFO.scan();
    /// The host's scan records uppercase letters and `-` as facts.
    pub(super) const IREG_NAME: ScanClass = REG_NAME.scan().recording(
        bits::REG_NAME_PLAIN,
        bits::UPPERCASE | bits::HYPHEN | bits::REG_NAME_OTHER,
    );
    /// The path's scans record a `.` that starts a segment as a fact.
    pub(super) const ISEGMENT_NZ_NC: ScanClass = SEGMENT_NZ_NC
        .scan()
        .recording(bits::SEGMENT_NZ_NC_PLAIN, bits::DOT);
    pub(super) const IPATH: ScanClass = PATH.scan().recording(bits::PATH_PLAIN, bits::DOT);
    pub(super) const IQUERY: ScanClass = QUERY.scan();
    pub(super) const IFRAGMENT: ScanClass = FRAGMENT.scan();
}

#[cfg(test)]
mod length_tests {
    use super::*;

    #[test]
    fn inputs_past_the_limit_are_refused_from_a_character_boundary() {
        let input = "http://h/a\u{E9}b?q";
        let table = parse(input, Grammar::IRI).unwrap();
        assert_eq!(check_length(input, &table, input.len()), Ok(()));
        // The limit falls inside `é` (bytes 10 and 11): the error starts at 10.
        let err = check_length(input, &table, 11).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::TooLong);
        assert_eq!(err.span(), 10..input.len());
        assert_eq!(err.component(), Component::Path);
        let err = check_length(input, &table, 14).unwrap_err();
        assert_eq!((err.component(), err.span()), (Component::Query, 14..15));
    }
}

use crate::diagnostic::component::Component;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::error_kind::ErrorKind;
use crate::syntax::facts::{Fact, Facts};
use crate::syntax::grammar::{ALPHA, bits, in_class};
use crate::syntax::table::{HostKind, MAX_LEN, Offsets, Table};
use scan::run_end;

/// Which characters beyond ASCII a grammar admits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Charset {
    /// URIs (RFC 3986): ASCII only.
    Uri,
    /// IRIs (3987bis): `ucschar` where `unreserved` is allowed, `iprivate` in the query.
    Iri,
    /// Legacy extended IRIs (3987bis section 6): `leiri-ucschar` in place of `ucschar`.
    Leiri,
}

/// Which top-level forms a grammar admits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// `IRI-reference`: an IRI or a relative reference.
    Reference,
    /// `IRI`: a scheme is required, a fragment is allowed.
    Absolute,
    /// `absolute-IRI`: a scheme is required, a fragment is not allowed.
    AbsoluteWithoutFragment,
    /// `irelative-ref`: no scheme.
    Relative,
}

/// A production to parse with: a [`Charset`] and a [`Form`].
///
/// The eight productions of RFC 3986 and 3987bis, and the two LEIRI ones, are
/// associated constants:
///
/// ```
/// use iri_kit::{parse, Grammar};
///
/// assert!(parse("http://例え.jp/", Grammar::IRI).is_ok());
/// assert!(parse("http://例え.jp/", Grammar::URI).is_err());
/// assert!(parse("../a", Grammar::IRI_REFERENCE).is_ok());
/// assert!(parse("../a", Grammar::IRI).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grammar {
    /// The characters admitted beyond ASCII.
    pub charset: Charset,
    /// The top-level forms admitted.
    pub form: Form,
}

impl Grammar {
    /// `IRI-reference = IRI / irelative-ref`
    pub const IRI_REFERENCE: Grammar = Grammar::new(Charset::Iri, Form::Reference);
    /// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]`
    pub const IRI: Grammar = Grammar::new(Charset::Iri, Form::Absolute);
    /// `absolute-IRI = scheme ":" ihier-part [ "?" iquery ]`
    pub const ABSOLUTE_IRI: Grammar = Grammar::new(Charset::Iri, Form::AbsoluteWithoutFragment);
    /// `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]`
    pub const IRELATIVE_REF: Grammar = Grammar::new(Charset::Iri, Form::Relative);
    /// `URI-reference = URI / relative-ref`
    pub const URI_REFERENCE: Grammar = Grammar::new(Charset::Uri, Form::Reference);
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`
    pub const URI: Grammar = Grammar::new(Charset::Uri, Form::Absolute);
    /// `absolute-URI = scheme ":" hier-part [ "?" query ]`
    pub const ABSOLUTE_URI: Grammar = Grammar::new(Charset::Uri, Form::AbsoluteWithoutFragment);
    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`
    pub const RELATIVE_REF: Grammar = Grammar::new(Charset::Uri, Form::Relative);
    /// A LEIRI reference (3987bis section 6): `IRI-reference` with `leiri-ucschar`.
    pub const LEIRI_REFERENCE: Grammar = Grammar::new(Charset::Leiri, Form::Reference);
    /// A LEIRI (3987bis section 6): `IRI` with `leiri-ucschar`.
    pub const LEIRI: Grammar = Grammar::new(Charset::Leiri, Form::Absolute);

    /// A grammar from its parts.
    #[must_use]
    pub const fn new(charset: Charset, form: Form) -> Grammar {
        Grammar { charset, form }
    }
}

/// Parses `input` with `grammar` into its component table.
///
/// This is the single entry point of the grammar, used by the IRI types, the
/// macros and every other operation. It runs in one pass, in time linear in
/// the input, and never panics. The table also carries what the scan saw
/// for the checker (`iri-checker`): which components hold
/// percent-encodings, characters beyond ASCII, uppercase letters and the
/// like, so that the rules with nothing to find cost it nothing.
///
/// ```
/// use iri_kit::{parse, Grammar, ErrorKind};
///
/// let table = parse("http://a?", Grammar::IRI).unwrap();
/// assert_eq!(table.query(), Some(9..9)); // present, empty
/// let err = parse("http://a b", Grammar::IRI).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidCharacter);
/// ```
#[inline]
pub fn parse(input: &str, grammar: Grammar) -> Result<Table, ParseError> {
    let mut parser = Parser::new(input, grammar.charset);
    parser.reference(grammar.form)?;
    check_length(input, &parser.table, MAX_LEN)?;
    Ok(parser.table)
}

/// [`parse`] for the typed constructors: the offsets a value keeps and the
/// facts the checker asks, without a whole table to copy out.
#[inline]
pub(crate) fn parse_offsets(input: &str, grammar: Grammar) -> Result<(Offsets, Facts), ParseError> {
    let mut parser = Parser::new(input, grammar.charset);
    parser.reference(grammar.form)?;
    check_length(input, &parser.table, MAX_LEN)?;
    Ok((parser.table.offsets(), parser.table.facts))
}

/// Refuses a valid `input` (with `table`) longer than `max` bytes: the
/// error spans what lies beyond the limit, from a character boundary, in
/// the component that holds the limit.
#[inline]
pub(crate) fn check_length(input: &str, table: &Table, max: usize) -> Result<(), ParseError> {
    if input.len() <= max {
        return Ok(());
    }
    too_long(input, table, max)
}

#[cold]
#[inline(never)]
fn too_long(input: &str, table: &Table, max: usize) -> Result<(), ParseError> {
    let start = (0..=max)
        .rev()
        .find(|&at| input.is_char_boundary(at))
        .unwrap_or(0);
    Err(ParseError::new(
        ErrorKind::TooLong,
        table.component_at(start),
        start..input.len(),
        None,
    ))
}

/// The parser's state: the input, the position, and the table being filled.
pub(crate) struct Parser<'a> {
    input: &'a str,
    bytes: &'a [u8],
    pos: usize,
    charset: Charset,
    /// The table bits that every run takes besides its class: the bytes of
    /// characters known to be `ucschar`, in the charsets that admit `ucschar`.
    run_extra: u32,
    table: Table,
}

impl<'a> Parser<'a> {
    fn new(input: &'a str, charset: Charset) -> Parser<'a> {
        let len = input.len();
        Parser {
            input,
            bytes: input.as_bytes(),
            pos: 0,
            charset,
            run_extra: if charset == Charset::Uri {
                0
            } else {
                bits::UCSCHAR_BYTES
            },
            table: Table {
                facts: Facts::NONE,
                ..Table::from_offsets([0, 0, 0, 0, len, len, len], HostKind::RegName)
            },
        }
    }

    /// Records `fact` in `component`.
    #[inline]
    fn record(&mut self, fact: Fact, component: Component) {
        self.table.facts.set(fact, component);
    }

    /// The byte at `at`, or `None` past the end.
    #[inline]
    fn byte_at(&self, at: usize) -> Option<u8> {
        self.bytes.get(at).copied()
    }

    /// The character starting at byte `at`, if any.
    fn char_at(&self, at: usize) -> Option<char> {
        self.input.get(at..).and_then(|rest| rest.chars().next())
    }

    /// An error at byte `at`, covering the character there (or empty at the end).
    #[cold]
    #[inline(never)]
    fn error_at(&self, kind: ErrorKind, component: Component, at: usize) -> ParseError {
        let ch = self.char_at(at);
        let end = at + ch.map_or(0, char::len_utf8);
        ParseError::new(kind, component, at..end, ch)
    }

    /// The top level: `IRI-reference`, `IRI`, `absolute-IRI` or `irelative-ref`.
    fn reference(&mut self, form: Form) -> Result<(), ParseError> {
        let has_scheme = form != Form::Relative && self.scheme();
        if !has_scheme && matches!(form, Form::Absolute | Form::AbsoluteWithoutFragment) {
            return Err(self.missing_scheme());
        }
        self.hier_part(has_scheme)?;
        self.after_path(form)
    }

    /// `scheme ":"`, first match wins: returns whether the input starts with a
    /// scheme, leaving the position after its `:`; otherwise the position is
    /// unchanged (a relative reference).
    ///
    /// An uppercase letter in the scheme is recorded as a fact.
    fn scheme(&mut self) -> bool {
        let Some(first) = self.byte_at(0).filter(|&b| in_class(b, bits::ALPHA)) else {
            return false;
        };
        let mut uppercase = in_class(first, bits::UPPERCASE);
        let (mut i, mut stop) = run_end(self.bytes, 1, bits::SCHEME_LOWERCASE);
        if stop.is_some_and(|b| in_class(b, bits::UPPERCASE)) {
            uppercase = true;
            (i, stop) = run_end(self.bytes, i, bits::SCHEME);
        }
        if stop == Some(b':') {
            self.table.scheme_end = i;
            self.pos = i + 1;
            if uppercase {
                self.record(Fact::Uppercase, Component::Scheme);
            }
            return true;
        }
        false
    }

    /// The error for an input without a scheme where one is required: an
    /// invalid scheme when a `:` comes before any `/`, `?` or `#`, otherwise a
    /// missing scheme.
    #[cold]
    #[inline(never)]
    fn missing_scheme(&self) -> ParseError {
        let colon = self
            .bytes
            .iter()
            .position(|&b| matches!(b, b':' | b'/' | b'?' | b'#'));
        match colon {
            Some(at) if self.bytes[at] == b':' => {
                let bad = if ALPHA.contains(self.bytes[0]) {
                    self.bytes
                        .iter()
                        .position(|&b| !in_class(b, bits::SCHEME))
                        .unwrap_or(at)
                } else {
                    0
                };
                self.error_at(ErrorKind::InvalidScheme, Component::Scheme, bad)
            }
            _ => ParseError::new(ErrorKind::MissingScheme, Component::Scheme, 0..0, None),
        }
    }

    /// `ihier-part` / `irelative-part`: an optional `"//" iauthority`, then the
    /// path (`ipath-abempty` after an authority, which the authority's scan
    /// ended at a `/`, `?`, `#` or the end; otherwise one of the other forms).
    fn hier_part(&mut self, has_scheme: bool) -> Result<(), ParseError> {
        let start = self.pos;
        if self.bytes.get(start..start + 2) == Some(b"//") {
            self.pos += 2;
            self.authority()?;
            self.table.path_start = self.pos;
        } else {
            self.table.path_start = start;
            self.table.host_start = start;
            self.table.host_end = start;
            if !has_scheme && self.byte_at(start) != Some(b'/') {
                self.first_segment_without_colon()?;
            }
        }
        self.path_rest()
    }

    /// The first segment of `ipath-noscheme`, which must not hold a `:`.
    fn first_segment_without_colon(&mut self) -> Result<(), ParseError> {
        self.scan(classes::ISEGMENT_NZ_NC, Component::Path)?;
        if self.byte_at(self.pos) == Some(b':') {
            return Err(self.error_at(ErrorKind::ColonInFirstSegment, Component::Path, self.pos));
        }
        Ok(())
    }

    /// The rest of a path: `*( ipchar / "/" )`, up to the first other byte.
    fn path_rest(&mut self) -> Result<(), ParseError> {
        self.scan(classes::IPATH, Component::Path)
    }

    /// After the path: the end, or `"?" iquery`, or `"#" ifragment`.
    fn after_path(&mut self, form: Form) -> Result<(), ParseError> {
        self.table.path_end = self.pos;
        match self.bytes.get(self.pos) {
            None => Ok(()),
            Some(b'?') => self.query(form),
            Some(b'#') => {
                self.table.query_end = self.pos;
                self.fragment(form)
            }
            Some(_) => Err(self.invalid_char(Component::Path, self.pos)),
        }
    }

    /// `"?" iquery`, `iquery = *( ipchar / iprivate / "/" / "?" )`, then the
    /// end or `"#" ifragment`.
    fn query(&mut self, form: Form) -> Result<(), ParseError> {
        self.pos += 1;
        self.scan(classes::IQUERY, Component::Query)?;
        self.table.query_end = self.pos;
        match self.bytes.get(self.pos) {
            None => Ok(()),
            Some(b'#') => self.fragment(form),
            Some(_) => Err(self.invalid_char(Component::Query, self.pos)),
        }
    }

    /// `"#" ifragment`, `ifragment = *( ipchar / "/" / "?" )`, to the end.
    fn fragment(&mut self, form: Form) -> Result<(), ParseError> {
        if form == Form::AbsoluteWithoutFragment {
            return Err(self.error_at(
                ErrorKind::UnexpectedFragment,
                Component::Fragment,
                self.pos,
            ));
        }
        self.pos += 1;
        self.scan(classes::IFRAGMENT, Component::Fragment)?;
        if self.pos < self.bytes.len() {
            return Err(self.invalid_char(Component::Fragment, self.pos));
        }
        Ok(())
    }

    /// The error for a character that the component does not allow at `at`.
    #[cold]
    #[inline(never)]
    fn invalid_char(&self, component: Component, at: usize) -> ParseError {
        self.error_at(ErrorKind::InvalidCharacter, component, at)
    }
}
