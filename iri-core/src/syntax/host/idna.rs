//! IDNA for registered names (feature `idna`): UTS 46 `ToASCII` when mapping
//! an IRI to a URI (3987bis section 3.4, RFC 3987 section 3.1 step 2), and
//! `ToUnicode` of `xn--` labels when converting a URI to an IRI (RFC 3987
//! section 3.2).
//!
//! The processing is nontransitional UTS 46 with `UseSTD3ASCIIRules`,
//! `CheckHyphens` and `VerifyDnsLength` off (the settings browsers use); the
//! result must then consist of characters allowed in a URI registered name.

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;
use core::ops::Range;

use idna::uts46::{AsciiDenyList, DnsLength, ErrorPolicy, Hyphens, ProcessingSuccess, Uts46};

use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::diagnostic::names::CharName;
use crate::percent::decode::decode_utf8_with;
use crate::syntax::grammar::REG_NAME;

/// Why IDNA could not convert a host (see [`IdnaError`]).
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IdnaErrorKind {
    /// The host's percent-encoded octets are not UTF-8, so the name has no
    /// Unicode form for IDNA to work on.
    PercentEncodingNotUtf8,
    /// A character that UTS 46 disallows in domain names, or that it maps to
    /// an ASCII character not allowed in a host.
    DisallowedCharacter,
    /// A label whose characters are each allowed but which breaks a UTS 46
    /// validity rule as a whole: the bidi rule, the context rules of
    /// joiners, a leading combining mark, or malformed Punycode after `xn--`.
    InvalidLabel,
}

/// A host that UTS 46 `ToASCII` rejected, with the reason and where.
///
/// The span is a byte range of the converted value's string: the offending
/// character, the offending label, or the whole host.
///
/// ```
/// # #[cfg(feature = "idna")] {
/// use iri_kit::Iri;
/// use iri_kit::convert::IdnaErrorKind;
///
/// let err = Iri::parse("http://a\u{2665}\u{2FF0}.org/").unwrap().to_uri_idna().unwrap_err();
/// assert_eq!(err.kind(), IdnaErrorKind::DisallowedCharacter);
/// assert_eq!(err.char(), Some('\u{2FF0}'));
/// assert_eq!(err.span(), 11..14);
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IdnaError {
    kind: IdnaErrorKind,
    start: usize,
    end: usize,
    ch: Option<char>,
}

impl IdnaError {
    /// Why the host was rejected.
    #[must_use]
    pub const fn kind(&self) -> IdnaErrorKind {
        self.kind
    }

    /// The byte range of the problem in the string that was converted.
    #[must_use]
    pub const fn span(&self) -> Range<usize> {
        self.start..self.end
    }

    /// The offending character, for [`IdnaErrorKind::DisallowedCharacter`].
    #[must_use]
    pub const fn char(&self) -> Option<char> {
        self.ch
    }

    /// An error of `kind` at `span` of the host, which starts at `host_start`.
    fn new(kind: IdnaErrorKind, host_start: usize, span: Range<usize>, ch: Option<char>) -> Self {
        IdnaError {
            kind,
            start: host_start + span.start,
            end: host_start + span.end,
            ch,
        }
    }
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("idna rejected the host: ")?;
        match self.kind {
            IdnaErrorKind::PercentEncodingNotUtf8 => write!(
                f,
                "the percent-encoded octets at bytes {}..{} are not utf-8",
                self.start, self.end
            ),
            IdnaErrorKind::DisallowedCharacter => {
                f.write_str("character ")?;
                if let Some(c) = self.ch {
                    write!(f, "{}", CharName(c))?;
                }
                write!(f, " at byte {} is not allowed in domain names", self.start)
            }
            IdnaErrorKind::InvalidLabel => write!(
                f,
                "the label at bytes {}..{} breaks a uts 46 validity rule \
                 (bidi, joiner context, leading combining mark or punycode)",
                self.start, self.end
            ),
        }
    }
}

impl core::error::Error for IdnaError {}

/// UTS 46 `ToASCII` of `name`, when it succeeds and gives a URI registered name.
#[must_use]
pub fn to_ascii(name: &str) -> Option<Cow<'_, str>> {
    let ascii = Uts46::new()
        .to_ascii(
            name.as_bytes(),
            AsciiDenyList::EMPTY,
            Hyphens::Allow,
            DnsLength::Ignore,
        )
        .ok()?;
    ascii.bytes().all(|b| REG_NAME.contains(b)).then_some(ascii)
}

/// A sink for the ASCII form of a name that keeps only the length of each
/// label, and whether every character is allowed in a URI registered name.
struct LabelLengths<F> {
    label: F,
    current: usize,
    fits: bool,
}

impl<F: FnMut(usize)> fmt::Write for LabelLengths<F> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for b in s.bytes() {
            if b == b'.' {
                (self.label)(self.current);
                self.current = 0;
            } else {
                self.current += 1;
                self.fits &= REG_NAME.contains(b);
            }
        }
        Ok(())
    }
}

/// Whether [`to_ascii`] converts `name`, found without building the result:
/// `label` receives the length in octets of each label of the ASCII form,
/// in order (the empty ones included). When the result is `false`, `label`
/// may have been called for some labels. Nothing is allocated for names of
/// up to 253 characters.
pub fn ascii_label_lengths(name: &str, label: impl FnMut(usize)) -> bool {
    let mut sink = LabelLengths {
        label,
        current: 0,
        fits: true,
    };
    if !write_ascii_form(name, &mut sink) {
        return false;
    }
    (sink.label)(sink.current);
    sink.fits
}

/// Writes the UTS 46 `ToASCII` form of `name` into `sink`, piece by piece
/// (nothing is allocated for names of up to 253 characters); `false` when
/// IDNA refuses the name.
fn write_ascii_form(name: &str, sink: &mut impl fmt::Write) -> bool {
    let processed = Uts46::new().process(
        name.as_bytes(),
        AsciiDenyList::EMPTY,
        Hyphens::Allow,
        ErrorPolicy::FailFast,
        |_, _, _| false,
        sink,
        None,
    );
    match processed {
        // The name is its own ASCII form.
        Ok(ProcessingSuccess::Passthrough) => sink.write_str(name).is_ok(),
        Ok(ProcessingSuccess::WroteToSink) => true,
        Err(_) => false,
    }
}

/// The first byte of the UTS 46 `ToASCII` form of `name` that `keep`
/// refuses, found without building the form (nothing is allocated for
/// names of up to 253 characters); `None` when every byte passes or IDNA
/// refuses the name.
pub fn first_ascii_byte_not(name: &str, keep: fn(u8) -> bool) -> Option<u8> {
    /// A sink that keeps the first byte `keep` refuses.
    struct Refused {
        keep: fn(u8) -> bool,
        found: Option<u8>,
    }
    impl fmt::Write for Refused {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            if self.found.is_none() {
                self.found = s.bytes().find(|&b| !(self.keep)(b));
            }
            Ok(())
        }
    }
    let mut sink = Refused { keep, found: None };
    if write_ascii_form(name, &mut sink) {
        sink.found
    } else {
        None
    }
}

/// `ToASCII` of the registered name `host`, which starts at byte `host_start`
/// of the converted string (for the error spans). Percent-encoded UTF-8 is
/// decoded first, so that IDNA sees the name's characters.
pub fn host_to_ascii(host: &str, host_start: usize) -> Result<String, IdnaError> {
    let not_utf8 = || {
        IdnaError::new(
            IdnaErrorKind::PercentEncodingNotUtf8,
            host_start,
            0..host.len(),
            None,
        )
    };
    let decoded = decode_utf8_with(host, false).map_err(|_| not_utf8())?;
    match to_ascii(&decoded) {
        Some(ascii) => Ok(ascii.into_owned()),
        None => Err(diagnose(host, host_start)),
    }
}

/// Why `ToASCII` rejected `host`: the first label that fails on its own and,
/// in it, the first character that fails wherever it stands (alone and after
/// a letter), or else the label, or else the whole host.
fn diagnose(host: &str, host_start: usize) -> IdnaError {
    let mut label_start = 0;
    for label in host.split('.') {
        let span = label_start..label_start + label.len();
        match decode_utf8_with(label, false) {
            Err(_) => {
                return IdnaError::new(
                    IdnaErrorKind::PercentEncodingNotUtf8,
                    host_start,
                    span,
                    None,
                );
            }
            Ok(decoded) if to_ascii(&decoded).is_none() => {
                return label_error(label, span, host_start);
            }
            Ok(_) => {}
        }
        label_start += label.len() + 1;
    }
    IdnaError::new(IdnaErrorKind::InvalidLabel, host_start, 0..host.len(), None)
}

/// The error for a `label` (at `span` of the host) that `ToASCII` rejects.
///
/// # Panics
///
/// Never: a letter and an encoded character are UTF-8.
#[must_use]
pub fn label_error(label: &str, span: Range<usize>, host_start: usize) -> IdnaError {
    let mut buf = [0u8; 8];
    for (at, c) in label.char_indices() {
        buf[0] = b'a';
        let len = c.encode_utf8(&mut buf[1..]).len();
        let after_letter = core::str::from_utf8(&buf[..=len])
            .expect("a letter and an encoded character are UTF-8");
        if c != '%' && to_ascii(&after_letter[1..]).is_none() && to_ascii(after_letter).is_none() {
            let start = span.start + at;
            let char_span = start..start + c.len_utf8();
            return IdnaError::new(
                IdnaErrorKind::DisallowedCharacter,
                host_start,
                char_span,
                Some(c),
            );
        }
    }
    IdnaError::new(IdnaErrorKind::InvalidLabel, host_start, span, None)
}

/// Appends the registered name `host` to `out` with each `xn--` label
/// replaced by its `ToUnicode` form, when that succeeds and gives characters
/// appropriate in an IRI host; other labels are copied as they are.
pub(crate) fn push_host_to_unicode(host: &str, out: &mut String) {
    for (i, label) in host.split('.').enumerate() {
        if i > 0 {
            out.push('.');
        }
        match label_to_unicode(label) {
            Some(unicode) => out.push_str(&unicode),
            None => out.push_str(label),
        }
    }
}

/// Whether `label` starts with the ACE prefix `xn--` (in any case), which
/// marks a Punycode label (RFC 5890 section 2.3.2.1).
#[must_use]
pub fn has_ace_prefix(label: &str) -> bool {
    label
        .get(..4)
        .is_some_and(|prefix| prefix.eq_ignore_ascii_case("xn--"))
}

/// What an `xn--` label stands for (see [`a_label`]).
pub enum ALabel<'a> {
    /// Its Unicode form, which UTS 46 accepts.
    Valid(Cow<'a, str>),
    /// Valid Punycode (RFC 3492) of this text, which UTS 46 rejects as a label.
    Rejected(String),
    /// What follows `xn--` is not valid Punycode.
    Malformed,
}

/// `ToUnicode` of the label `label`, if it has the `xn--` prefix: its Unicode
/// form, or why it has none.
#[must_use]
pub fn a_label(label: &str) -> Option<ALabel<'_>> {
    if !has_ace_prefix(label) {
        return None;
    }
    let (unicode, result) =
        Uts46::new().to_unicode(label.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
    if result.is_ok() {
        return Some(ALabel::Valid(unicode));
    }
    Some(match idna::punycode::decode_to_string(&label[4..]) {
        Some(decoded) => ALabel::Rejected(decoded),
        None => ALabel::Malformed,
    })
}

/// `ToUnicode` of a Punycode label, if it is one and converts cleanly.
fn label_to_unicode(label: &str) -> Option<Cow<'_, str>> {
    let Some(ALabel::Valid(unicode)) = a_label(label) else {
        return None;
    };
    let fits = unicode.chars().all(|c| {
        if c.is_ascii() {
            REG_NAME.contains(c as u8) && c != '.'
        } else {
            !is_inappropriate_in_iri(c, false)
        }
    });
    fits.then_some(unicode)
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;

    #[test]
    fn label_lengths_agree_with_to_ascii() {
        for name in [
            "example.org",
            "example.org.",
            "a..b",
            "R\u{E9}sum\u{E9}.example",
            "xn--nxasmq6b.xn--rsum-bpad",
            "a\u{3002}b",
            "\u{FB01}x.\u{1F4A9}",
            "xn--zz.a",
            "a\u{2665}\u{2FF0}.org",
            "\u{5D0}.1a",
            "a\u{FF1C}b",
            "",
        ] {
            let mut lengths = Vec::new();
            let converts = ascii_label_lengths(name, |length| lengths.push(length));
            let expected = to_ascii(name);
            assert_eq!(converts, expected.is_some(), "{name}");
            if let Some(ascii) = expected {
                let each: Vec<usize> = ascii.split('.').map(str::len).collect();
                assert_eq!(lengths, each, "{name}");
            }
        }
    }
}
