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

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use super::inappropriate::is_inappropriate_in_iri;
use crate::error::write_char;
use crate::grammar::REG_NAME;
use crate::pct::decode_utf8;

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
/// use iri_core::Iri;
/// use iri_core::convert::IdnaErrorKind;
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
                    write_char(f, c)?;
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
fn to_ascii(name: &str) -> Option<Cow<'_, str>> {
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

/// `ToASCII` of the registered name `host`, which starts at byte `host_start`
/// of the converted string (for the error spans). Percent-encoded UTF-8 is
/// decoded first, so that IDNA sees the name's characters.
pub(crate) fn host_to_ascii(host: &str, host_start: usize) -> Result<String, IdnaError> {
    let not_utf8 = || {
        IdnaError::new(
            IdnaErrorKind::PercentEncodingNotUtf8,
            host_start,
            0..host.len(),
            None,
        )
    };
    let decoded = decode_utf8(host, false).map_err(|_| not_utf8())?;
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
        match decode_utf8(label, false) {
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
fn label_error(label: &str, span: Range<usize>, host_start: usize) -> IdnaError {
    let mut buf = [0u8; 8];
    for (at, c) in label.char_indices() {
        buf[0] = b'a';
        let len = c.encode_utf8(&mut buf[1..]).len();
        let after_letter = core::str::from_utf8(&buf[..=len]).unwrap_or_default();
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

/// `ToUnicode` of a Punycode label, if it is one and converts cleanly.
fn label_to_unicode(label: &str) -> Option<Cow<'_, str>> {
    if !label.get(..4)?.eq_ignore_ascii_case("xn--") {
        return None;
    }
    let (unicode, result) =
        Uts46::new().to_unicode(label.as_bytes(), AsciiDenyList::EMPTY, Hyphens::Allow);
    result.ok()?;
    let fits = unicode.chars().all(|c| {
        if c.is_ascii() {
            REG_NAME.contains(c as u8) && c != '.'
        } else {
            !is_inappropriate_in_iri(c, false)
        }
    });
    fits.then_some(unicode)
}
