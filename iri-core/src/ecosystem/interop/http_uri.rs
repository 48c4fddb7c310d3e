//! `http::Uri` to and from the values of this crate (feature `http`).

use alloc::string::{String, ToString};
use core::fmt;
use core::ops::Deref;

use crate::diagnostic::error::ParseError;
use crate::interop::same::means_the_same;
use crate::ri::Ri;
use crate::ri::kind::Kind;

/// Why an `http::Uri` and a value of this crate could not be converted
/// (feature `http`, which needs `std`: the `http` crate does).
///
/// An `http::Uri` holds a request target of HTTP (RFC 9112 section 3.2):
/// an absolute URI with an authority and no fragment (absolute form), a
/// path and query (origin form), an authority alone (authority form, for
/// `CONNECT`) or `*` (asterisk form, for `OPTIONS`).
///
/// From an `http::Uri`: its text, when it is a reference of the kind asked
/// for: a URI or IRI from the absolute form, a reference also from the
/// origin form. Refused: the authority and asterisk forms
/// ([`HttpError::NotAReference`]), which are no URI references (`a:80`
/// would read as the scheme `a`), and what RFC 3986 does not allow
/// ([`HttpError::NotUri`]): the `http` crate accepts `"`, `\`, `^`, `` ` ``,
/// `{`, `|` and `}` in paths and queries, and `%` not followed by two
/// hexadecimal digits.
///
/// To an `http::Uri`: the value's URI (IRIs are mapped to URIs with IDNA
/// for hosts when the `idna` feature is on), when it is an absolute URI with an authority or a path starting with a single
/// `/`, without a fragment ([`HttpError::NotATarget`]), that the `http`
/// crate parses ([`HttpError::Refused`]: an empty host, a percent-encoded
/// host) into the same URI ([`HttpError::Changed`]: an empty
/// path becomes `/`, the same only for http-like schemes), as RFC 3986
/// section 6 compares them. The `http` crate keeps what RFC 3986 allows
/// and WHATWG URLs do not: ports above 65535, `IPvFuture` hosts.
///
/// ```
/// use iri_kit::interop::HttpError;
/// use iri_kit::{Iri, UriRef};
///
/// let connect: http::Uri = "example.org:443".parse().unwrap();
/// let err = UriRef::<String>::try_from(&connect).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "an http::Uri of the authority form (example.org:443) is not a uri reference",
/// );
///
/// let err = http::Uri::try_from(&Iri::parse("http://a/#top").unwrap()).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "an http::Uri holds no fragment: remove it (it is not sent in requests)",
/// );
/// ```
#[non_exhaustive]
#[derive(Debug)]
pub enum HttpError {
    /// The `http::Uri` is of the authority form (`host:port`) or the
    /// asterisk form (`*`), which it holds.
    NotAReference(http::Uri),
    /// The `http::Uri`'s text is not a reference of the kind asked for; the
    /// error says where and why.
    NotUri(ParseError),
    /// The value is not a request target: it has a fragment, or it has a
    /// scheme without an authority, or it is a relative reference other
    /// than a path starting with one `/`. The message says which.
    NotATarget(TargetIssue),
    /// The `http` crate refused the value's URI.
    Refused(http::uri::InvalidUri),
    /// The `http` crate read the value's URI as another one, which it holds.
    Changed(http::Uri),
}

/// What makes a value no request target (see [`HttpError::NotATarget`]).
///
/// ```
/// use iri_kit::interop::{HttpError, TargetIssue};
/// use iri_kit::Iri;
///
/// let err = http::Uri::try_from(&Iri::parse("mailto:a@b").unwrap()).unwrap_err();
/// assert!(matches!(err, HttpError::NotATarget(TargetIssue::NoAuthority)));
/// ```
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TargetIssue {
    /// It has a fragment.
    Fragment,
    /// It has a scheme but no authority (`mailto:a@b`, `urn:x`).
    NoAuthority,
    /// It is a relative reference other than `/path?query`.
    Relative,
}

impl fmt::Display for HttpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HttpError::NotAReference(uri) => {
                let form = if uri.path() == "*" {
                    "asterisk"
                } else {
                    "authority"
                };
                write!(
                    f,
                    "an http::Uri of the {form} form ({uri}) is not a uri reference"
                )
            }
            HttpError::NotUri(e) => write!(f, "the http::Uri is not a uri reference: {e}"),
            HttpError::NotATarget(TargetIssue::Fragment) => f.write_str(
                "an http::Uri holds no fragment: remove it (it is not sent in requests)",
            ),
            HttpError::NotATarget(TargetIssue::NoAuthority) => {
                f.write_str("an http::Uri with a scheme has an authority: this uri has none")
            }
            HttpError::NotATarget(TargetIssue::Relative) => f.write_str(
                "an http::Uri holds absolute uris and paths starting with one '/': \
                 resolve the reference against a base first",
            ),
            HttpError::Refused(e) => write!(f, "the http crate refuses it: {e}"),
            HttpError::Changed(uri) => {
                write!(f, "the http crate reads it as a different uri: `{uri}`")
            }
        }
    }
}

impl core::error::Error for HttpError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            HttpError::NotUri(e) => Some(e),
            HttpError::Refused(e) => Some(e),
            _ => None,
        }
    }
}

/// The reference of kind `K` that an `http::Uri` holds (see
/// [`HttpError`]): `Uri`, `UriRef`, `Iri` or `IriRef`.
///
/// ```
/// use iri_kit::{Uri, UriRef};
///
/// let absolute: http::Uri = "https://example.org/a?b".parse().unwrap();
/// assert_eq!(Uri::try_from(&absolute).unwrap(), "https://example.org/a?b");
/// let origin: http::Uri = "/a?b".parse().unwrap();
/// assert_eq!(UriRef::try_from(&origin).unwrap(), "/a?b");
/// assert!(Uri::<String>::try_from(&origin).is_err());
/// ```
impl<K: Kind> TryFrom<&http::Uri> for Ri<K, String> {
    type Error = HttpError;

    fn try_from(uri: &http::Uri) -> Result<Ri<K, String>, HttpError> {
        if uri.scheme().is_none() && (uri.authority().is_some() || uri.path() == "*") {
            return Err(HttpError::NotAReference(uri.clone()));
        }
        Ri::parse(uri.to_string()).map_err(HttpError::NotUri)
    }
}

/// The `http::Uri` of a value (see [`HttpError`]); IRIs are
/// mapped to URIs first: with the `idna` feature, registered names in
/// their IDNA ASCII form (`to_uri_idna`, which DNS needs), and
/// percent-encoded where IDNA fails; without it, percent-encoded
/// (`to_uri`), which the `http` crate refuses in hosts.
///
/// ```
/// use iri_kit::{Iri, IriRef};
///
/// let iri = Iri::parse("https://example.org/été?q").unwrap();
/// let uri = http::Uri::try_from(&iri).unwrap();
/// assert_eq!(uri.path(), "/%C3%A9t%C3%A9");
/// assert!(http::Uri::try_from(&IriRef::parse("a/b").unwrap()).is_err());
/// ```
impl<K: Kind, S: Deref<Target = str>> TryFrom<&Ri<K, S>> for http::Uri {
    type Error = HttpError;

    fn try_from(value: &Ri<K, S>) -> Result<http::Uri, HttpError> {
        let view = value.as_borrowed();
        let target = if view.fragment().is_some() {
            Some(TargetIssue::Fragment)
        } else if value.offsets.scheme().is_some() {
            view.authority()
                .is_none()
                .then_some(TargetIssue::NoAuthority)
        } else {
            let path = view.path();
            (view.authority().is_some() || !path.starts_with('/') || path.starts_with("//"))
                .then_some(TargetIssue::Relative)
        };
        if let Some(target) = target {
            return Err(HttpError::NotATarget(target));
        }
        #[cfg(feature = "idna")]
        let uri = view.to_uri_idna().unwrap_or_else(|_| view.to_uri());
        #[cfg(not(feature = "idna"))]
        let uri = view.to_uri();
        let http = http::Uri::try_from(String::from(uri.as_str())).map_err(HttpError::Refused)?;
        if means_the_same(&http.to_string(), value) {
            Ok(http)
        } else {
            Err(HttpError::Changed(http))
        }
    }
}
