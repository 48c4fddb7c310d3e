//! Conversions to and from the URL types of other crates: `url::Url`
//! (feature `url`) and `http::Uri` (feature `http`).
//!
//! Each conversion is a `TryFrom` that either gives a value that means the
//! same or says why there is none. The types do not accept the same
//! strings: `url` follows the WHATWG URL Standard, which keeps some
//! characters unencoded that RFC 3986 does not allow and reads some
//! strings differently (`http:///a` has the host `a` there); `http::Uri`
//! holds no fragment, and only absolute URIs with an authority, paths of
//! the origin form (`/path?query`), authorities alone and `*`. The
//! modules say which inputs each side refuses.

#[cfg(feature = "http")]
mod http_uri;
mod same;
#[cfg(feature = "url")]
mod whatwg;

#[cfg(feature = "http")]
pub use http_uri::{HttpError, TargetIssue};
#[cfg(feature = "url")]
pub use whatwg::UrlError;
