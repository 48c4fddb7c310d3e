//! `url::Url` (the WHATWG URL Standard) to and from `Uri` and `Iri`
//! (feature `url`).

use alloc::string::String;
use core::fmt;
use core::ops::Deref;

use crate::diagnostic::error::ParseError;
use crate::interop::same::means_the_same;
use crate::ri::kind::{IriKind, Kind, UriKind};
use crate::ri::{Iri, Ri, Uri};

/// Why a `url::Url` and a value of this crate could not be converted
/// (feature `url`).
///
/// From a `Url`: its serialization, as it is, when it is an RFC 3986 URI.
/// WHATWG leaves some characters unencoded that RFC 3986 does not allow,
/// so these are refused ([`UrlError::NotUri`]): `|`, `^`, `[`, `]`, `\`,
/// `{`, `}` and `` ` `` in paths, queries and fragments (which of them
/// depends on the component and on the scheme), a `#` inside the fragment,
/// `%` not followed by two hexadecimal digits, and the characters of
/// non-special hosts beyond `reg-name`. To accept such a URL, read its
/// string as a [`Leiri`](crate::Leiri) and convert it with `to_iri`,
/// which percent-encodes them (a different WHATWG URL, though).
///
/// To a `Url`: WHATWG parsing of the value's string, when it succeeds and
/// gives a URL equivalent to the value under the normalizations of RFC 3986
/// section 6 and RFC 3987 section 5.3 (case, percent-encoding, dot
/// segments, default ports and the empty path of http, IPv6 text), with
/// registered names compared in their IDNA ASCII form too. Refused
/// ([`UrlError::Refused`]): what WHATWG refuses, such as a port above
/// 65535, an `IPvFuture` host, a registered name with a character WHATWG
/// forbids in hosts (`%00`). Refused ([`UrlError::Changed`]): what WHATWG
/// reads differently, such as `http:///a` and `http:a` (the host is `a`),
/// `http://0x7F.1/` (the IPv4 address 127.0.0.1), a `'` in the query of a
/// special scheme (written `%27`), an empty userinfo or password (dropped),
/// `file://localhost/` (the host dropped).
///
/// ```
/// use iri_kit::interop::UrlError;
/// use iri_kit::{Iri, Uri};
///
/// let url = url::Url::parse("http://example.org/a|b").unwrap();
/// let err = Uri::try_from(&url).unwrap_err();
/// assert!(matches!(err, UrlError::NotUri(_)));
/// assert_eq!(
///     err.to_string(),
///     "the url is not an rfc 3986 uri: invalid character '|' in path at byte 20",
/// );
///
/// let iri = Iri::parse("http:///a").unwrap();
/// let err = url::Url::try_from(&iri).unwrap_err();
/// assert_eq!(err.to_string(), "the url crate reads it as a different url: `http://a/`");
/// ```
#[non_exhaustive]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UrlError {
    /// The URL's serialization is not an RFC 3986 URI; the error says
    /// where and why.
    NotUri(ParseError),
    /// WHATWG URL parsing refused the value's string.
    Refused(url::ParseError),
    /// WHATWG URL parsing read the value as another URL, which it holds:
    /// not equivalent to the value.
    Changed(url::Url),
}

impl fmt::Display for UrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UrlError::NotUri(e) => write!(f, "the url is not an rfc 3986 uri: {e}"),
            UrlError::Refused(e) => write!(f, "the url crate refuses it: {e}"),
            UrlError::Changed(url) => {
                write!(f, "the url crate reads it as a different url: `{url}`")
            }
        }
    }
}

impl core::error::Error for UrlError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            UrlError::NotUri(e) => Some(e),
            UrlError::Refused(e) => Some(e),
            UrlError::Changed(_) => None,
        }
    }
}

/// The value of kind `K` whose string is the serialization of `url`.
fn from_url<K: Kind>(url: &url::Url) -> Result<Ri<K, String>, UrlError> {
    Ri::parse(String::from(url.as_str())).map_err(UrlError::NotUri)
}

/// The WHATWG URL of `value`, when it means the same.
fn to_url<K: Kind, S: Deref<Target = str>>(value: &Ri<K, S>) -> Result<url::Url, UrlError> {
    let url = url::Url::parse(value.as_borrowed().as_str()).map_err(UrlError::Refused)?;
    if means_the_same(url.as_str(), value) {
        Ok(url)
    } else {
        Err(UrlError::Changed(url))
    }
}

/// The URI of a URL: its serialization, when it is one (see
/// [`UrlError`]).
///
/// ```
/// use iri_kit::Uri;
///
/// let url = url::Url::parse("HTTP://Example.ORG:80/a/../b c").unwrap();
/// assert_eq!(Uri::try_from(&url).unwrap(), "http://example.org/b%20c");
/// ```
impl TryFrom<&url::Url> for Uri<String> {
    type Error = UrlError;

    fn try_from(url: &url::Url) -> Result<Uri<String>, UrlError> {
        from_url::<UriKind>(url)
    }
}

/// The IRI of a URL: its serialization, when it is a URI, as it is. For
/// the IRI that shows its characters, convert the URL to a [`Uri`] and
/// that with `to_iri_idna` (or `to_iri`, which keeps Punycode labels).
///
/// ```
/// use iri_kit::{Iri, Uri};
///
/// let url = url::Url::parse("https://例え.jp/été").unwrap();
/// assert_eq!(Iri::try_from(&url).unwrap(), "https://xn--r8jz45g.jp/%C3%A9t%C3%A9");
/// assert_eq!(Uri::try_from(&url).unwrap().to_iri_idna(), "https://例え.jp/été");
/// ```
impl TryFrom<&url::Url> for Iri<String> {
    type Error = UrlError;

    fn try_from(url: &url::Url) -> Result<Iri<String>, UrlError> {
        from_url::<IriKind>(url)
    }
}

/// The WHATWG URL of a URI, when it means the same (see
/// [`UrlError`]).
///
/// ```
/// use iri_kit::Uri;
///
/// let uri = Uri::parse("HTTP://example.org:80").unwrap();
/// assert_eq!(url::Url::try_from(&uri).unwrap().as_str(), "http://example.org/");
/// assert!(url::Url::try_from(&Uri::parse("http://[v1.x]/").unwrap()).is_err());
/// ```
impl<S: Deref<Target = str>> TryFrom<&Uri<S>> for url::Url {
    type Error = UrlError;

    fn try_from(uri: &Uri<S>) -> Result<url::Url, UrlError> {
        to_url(uri)
    }
}

/// The WHATWG URL of an IRI, when it means the same (see
/// [`UrlError`]): WHATWG percent-encodes the path, query and
/// fragment, and converts the registered names of special schemes with
/// IDNA.
///
/// ```
/// use iri_kit::Iri;
///
/// let iri = Iri::parse("https://例え.jp/été?q=ü").unwrap();
/// let url = url::Url::try_from(&iri).unwrap();
/// assert_eq!(url.as_str(), "https://xn--r8jz45g.jp/%C3%A9t%C3%A9?q=%C3%BC");
/// ```
impl<S: Deref<Target = str>> TryFrom<&Iri<S>> for url::Url {
    type Error = UrlError;

    fn try_from(iri: &Iri<S>) -> Result<url::Url, UrlError> {
        to_url(iri)
    }
}
