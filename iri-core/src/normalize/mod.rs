//! Normalization and comparison (RFC 3987 section 5.3, RFC 3986 section 6).
//!
//! Equality, ordering and hashing of the IRI types are simple string
//! comparison (RFC 3987 section 5.3.1), the comparison that RDF term equality
//! and XML namespaces require: `http://a/%7e` and `http://a/~` are different
//! values. The other rungs of the comparison ladder are explicit:
//! [`Ri::normalize`] applies the syntax-based steps of RFC 3986 section
//! 6.2.2 ([`Steps::SYNTAX`]: case, percent-encoding, dot segments), the
//! same under every feature set, and [`Ri::is_equivalent`] compares two
//! values normalized so; [`Ri::normalize_with`] and
//! [`Ri::is_equivalent_with`] do the same with a chosen set of [`Steps`]
//! (scheme-based normalization, IPv6 text, and NFC, which needs the `nfc`
//! feature, only when named).
//!
//! ```
//! use iri_kit::Iri;
//! use iri_kit::normalize::Steps;
//!
//! let a = Iri::parse("HTTP://Example.ORG:80/a/./b/../%7euser?q=%c3%a9").unwrap();
//! let b = Iri::parse("http://example.org/a/~user?q=é").unwrap();
//! assert_ne!(a, b); // string comparison
//! assert_eq!(a.normalize(), "http://example.org:80/a/~user?q=é");
//! assert!(!a.is_equivalent(&b)); // the default port is scheme-based
//! assert!(a.is_equivalent_with(&b, Steps::SYNTAX | Steps::SCHEME_BASED));
//! assert!(!a.is_equivalent_with(&b, Steps::CASE));
//! assert_eq!(
//!     a.normalize_with(Steps::CASE),
//!     "http://example.org:80/a/./b/../%7Euser?q=%C3%A9"
//! );
//! ```
//!
//! The steps never decode what would change the meaning: reserved characters,
//! `%` itself, bidi formatting characters and invalid UTF-8 stay encoded, and
//! a URI ([`Uri`](crate::Uri), [`UriRef`](crate::UriRef)) only gets its
//! unreserved ASCII decoded, so it stays a URI. A path that would start with
//! `//` without an authority gets `/.` in front, as in
//! [resolution](crate::resolve). [`Ri::normalize`] is idempotent.
//!
//! # One relation, whatever the order
//!
//! The steps commute: normalizing a value that any subset of the steps was
//! applied to gives the value's normal form, so two values equivalent under
//! some steps are equivalent under all of them. Within each component the
//! steps run in the order that makes this so — percent-encodings are decoded
//! first, then NFC, then the host's letters are lowercased, then dot segments
//! removed — and three rules keep each step from depending on the others:
//!
//! - the path-segment step reads `%2E` as `.`, which percent-encoding
//!   normalization decodes it to (`a:%2E/..` is `a:` with either step);
//! - NFC works on runs between delimiters and percent-encodings, and keeps a
//!   character whose decomposition holds a delimiter as it is (U+037E is
//!   `;`), so that decoding before or after it makes no difference;
//! - with the `nfc` feature, an ASCII letter of the host that NFC may compose
//!   with what follows keeps its case (`A` and U+030A make `Å`, whose case
//!   stays, while lowercasing first would make `å`).
//!
//! ```
//! use iri_kit::Iri;
//! use iri_kit::normalize::Steps;
//!
//! let iri = Iri::parse("a:%2E/..").unwrap();
//! assert_eq!(iri.normalize_with(Steps::PATH_SEGMENTS), "a:");
//! assert_eq!(iri.normalize_with(Steps::PERCENT_ENCODING), "a:./..");
//! assert_eq!(iri.normalize(), "a:");
//! ```
//!
//! One caveat comes from RFC 3986 itself: normalization reads `%2E` as `.`
//! (section 6.2.2.2), while resolution matches only a literal `.` as a dot
//! segment (section 5.2.4). A reference holding `%2E` may therefore resolve
//! differently before and after normalization (`/a/%2E/..` resolves to
//! `/a/`, its normal form `/` to `/`).

pub(crate) mod decoding;
#[cfg(feature = "nfc")]
pub(crate) mod nfc;
pub(crate) mod path;
pub(crate) mod percent;
mod scheme;
mod steps;

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt::Write as _;
use core::net::Ipv6Addr;
use core::ops::Deref;

use decoding::Decoding;
use path::remove_dot_segments_in_place;
use percent::{lowercase_host, push_component};
pub use scheme::{DEFAULT_PORTS, default_port};
use scheme::{empty_path_is_root, is_default_port};
pub use steps::Steps;

use crate::convert::leiri::leiri_to_iri;
use crate::resolve::writer::Writer;
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::syntax::host::ip::{parse_ipv6, reads_as_ipv4};
use crate::syntax::parse::Charset;
use crate::syntax::table::{HostKind, Table};

/// Appends one component of `text` under `decoding` (percent-encodings decoded
/// and their hexadecimal digits uppercased, as asked), then its NFC form
/// when asked.
fn push_step_component(out: &mut String, text: &str, decoding: Decoding, steps: Steps) {
    let start = out.len();
    push_component(out, text, decoding);
    #[cfg(feature = "nfc")]
    if steps.contains(Steps::NFC) {
        nfc::nfc_in_place(out, start, decoding);
    }
    #[cfg(not(feature = "nfc"))]
    let _ = (start, steps);
}

/// Appends the host of an authority; returns its kind after normalization.
/// Its letters are lowercased last, after NFC (see `lowercase_host`).
fn push_host(
    out: &mut String,
    host: &str,
    kind: HostKind,
    decoding: Decoding,
    steps: Steps,
) -> HostKind {
    let lower = steps.contains(Steps::CASE);
    match kind {
        HostKind::Ipv6 if steps.contains(Steps::IPV6) => {
            let inner = &host.as_bytes()[1..host.len() - 1];
            if let Ok(g) = parse_ipv6(inner) {
                let addr = Ipv6Addr::new(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7]);
                let _ = write!(out, "[{addr}]");
            } else {
                out.push_str(host);
            }
            kind
        }
        HostKind::Ipv6 | HostKind::IpvFuture | HostKind::Ipv4 => {
            let start = out.len();
            out.push_str(host);
            if lower {
                out[start..].make_ascii_lowercase();
            }
            kind
        }
        HostKind::RegName => {
            let start = out.len();
            push_step_component(out, host, decoding, steps);
            if lower {
                lowercase_host(out, start, decoding);
            }
            if reads_as_ipv4(&out.as_bytes()[start..]) {
                HostKind::Ipv4
            } else {
                kind
            }
        }
    }
}

/// Appends the normalization of `text` (with table `t`) under `steps` to
/// `out`; returns the table of the appended text. `charset` is the kind's.
pub(crate) fn normalize_into(
    text: &str,
    t: &Table,
    steps: Steps,
    charset: Charset,
    out: &mut String,
) -> Table {
    out.reserve(text.len() + 2);
    let decoding = Decoding {
        decode: steps.contains(Steps::PERCENT_ENCODING),
        upper_hex: steps.contains(Steps::CASE),
        ucschar: charset != Charset::Uri,
        iprivate: false,
    };
    let scheme_based = steps.contains(Steps::SCHEME_BASED);
    let scheme = t.scheme().map(|r| &text[r]);
    let mut w = Writer::new(out);
    if let Some(scheme) = scheme {
        let start = w.out().len();
        w.scheme(scheme);
        if steps.contains(Steps::CASE) {
            w.out()[start..].make_ascii_lowercase();
        }
    }
    if t.has_authority() {
        w.authority_start();
        if let Some(userinfo) = t.userinfo() {
            push_step_component(w.out(), &text[userinfo], decoding, steps);
            w.out().push('@');
        }
        w.host_start();
        let kind = push_host(
            w.out(),
            &text[t.host_start..t.host_end],
            t.host_kind,
            decoding,
            steps,
        );
        w.host_end(kind);
        if let Some(port) = t.port().map(|r| &text[r]) {
            // The port is a decimal number (RFC 3986 section 3.2.3): its
            // leading zeros change nothing, so the scheme-based step drops
            // them, keeping one digit.
            let port = if scheme_based {
                without_leading_zeros(port)
            } else {
                port
            };
            let drop = scheme_based
                && (port.is_empty() || scheme.is_some_and(|s| is_default_port(s, port)));
            if !drop {
                w.out().push(':');
                w.out().push_str(port);
            }
        }
        w.path_start();
    } else {
        w.no_authority();
    }
    let path = &text[t.path()];
    let path_start = w.out().len();
    push_step_component(w.out(), path, decoding, steps);
    let hierarchical = scheme.is_some() || path.starts_with('/');
    if steps.contains(Steps::PATH_SEGMENTS) && hierarchical {
        remove_dot_segments_in_place(w.out(), path_start, decoding.decode);
    }
    if scheme_based
        && t.has_authority()
        && path.is_empty()
        && scheme.is_some_and(empty_path_is_root)
    {
        w.out().push('/');
    }
    w.path_end();
    if let Some(query) = t.query() {
        w.out().push('?');
        let query_decoding = Decoding {
            iprivate: decoding.ucschar,
            ..decoding
        };
        push_step_component(w.out(), &text[query], query_decoding, steps);
    }
    w.query_end();
    if let Some(fragment) = t.fragment() {
        w.out().push('#');
        push_step_component(w.out(), &text[fragment], decoding, steps);
    }
    w.finish()
}

/// Normalization and equivalence. (This block has docs so that rustdoc lists
/// it after the one of `parse`, which has the same header: see the order of
/// the alias pages in `ri/mod.rs`.)
impl<K: Kind, S: Deref<Target = str>> Ri<K, S> {
    /// The value normalized by the syntax-based steps of RFC 3986 section
    /// 6.2.2 ([`Steps::SYNTAX`]: case, percent-encoding, dot segments),
    /// the same under every feature set; for other steps (scheme-based,
    /// IPv6 text, NFC) see [`normalize_with`](Ri::normalize_with).
    ///
    /// The result is a valid value of the same kind, and normalizing it again
    /// gives it back unchanged.
    ///
    /// ```
    /// use iri_kit::IriRef;
    /// use iri_kit::normalize::Steps;
    ///
    /// let r = IriRef::parse("HTTPS://Example.ORG:443/%7Ea/./b/..?%41").unwrap();
    /// assert_eq!(r.normalize(), "https://example.org:443/~a/?A");
    /// assert_eq!(r.normalize().normalize(), r.normalize());
    /// assert_eq!(r.normalize_with(Steps::ALL), "https://example.org/~a/?A");
    /// ```
    #[must_use]
    pub fn normalize(&self) -> Ri<K, String> {
        self.normalize_with(Steps::SYNTAX)
    }

    /// The value with the chosen normalization `steps` applied.
    ///
    /// ```
    /// use iri_kit::Iri;
    /// use iri_kit::normalize::Steps;
    ///
    /// let iri = Iri::parse("http://a:80/%7e/../b").unwrap();
    /// assert_eq!(iri.normalize_with(Steps::PERCENT_ENCODING), "http://a:80/~/../b");
    /// assert_eq!(iri.normalize_with(Steps::PATH_SEGMENTS), "http://a:80/b");
    /// assert_eq!(iri.normalize_with(Steps::SCHEME_BASED), "http://a/%7e/../b");
    /// ```
    #[must_use]
    pub fn normalize_with(&self, steps: Steps) -> Ri<K, String> {
        let mut out = String::new();
        let table = normalize_into(
            &self.text,
            &self.table(),
            steps,
            K::GRAMMAR.charset,
            &mut out,
        );
        debug_assert_eq!(
            crate::syntax::parse::parse(&out, K::GRAMMAR).ok(),
            Some(table),
            "the table recorded while normalizing matches a parse of the result"
        );
        Ri::from_parts(out, table)
    }

    /// Whether `self` and `other` are equivalent under syntax-based
    /// normalization (RFC 3986 section 6.2.2, [`Steps::SYNTAX`]), the same
    /// under every feature set: for values of one kind, whether their
    /// [`normalize`](Ri::normalize)d forms are equal. Values of different
    /// kinds are compared as IRIs, as
    /// [`is_equivalent_with`](Ri::is_equivalent_with) says.
    ///
    /// ```
    /// use iri_kit::{Iri, Uri};
    ///
    /// let a = Iri::parse("HTTP://example.org/%7Euser/./x").unwrap();
    /// let b = Iri::parse("http://example.org/~user/x").unwrap();
    /// assert!(a.is_equivalent(&b));
    /// assert_eq!(a.is_equivalent(&b), a.normalize() == b.normalize());
    /// assert!(!a.is_equivalent(&Iri::parse("http://example.org:80/~user/x").unwrap()));
    ///
    /// let uri = Uri::parse("http://example.org/%C3%A9").unwrap();
    /// assert!(uri.is_equivalent(&Iri::parse("http://example.org/é").unwrap()));
    /// ```
    #[must_use]
    pub fn is_equivalent<K2: Kind, T: Deref<Target = str>>(&self, other: &Ri<K2, T>) -> bool {
        self.is_equivalent_with(other, Steps::SYNTAX)
    }

    /// Whether `self` and `other` are equal once both are normalized with
    /// `steps` (the rung of the comparison ladder to compare at), as IRIs.
    ///
    /// Values of every kind are compared in one space, that of IRIs, so
    /// that equivalence is one relation (symmetric and transitive) whatever
    /// the kinds: a URI is compared as the IRI it is (its percent-encoded
    /// UTF-8 is decoded like an IRI's, so `http://a/%C3%A9` is equivalent to
    /// `http://a/é` under [`Steps::PERCENT_ENCODING`]), and a LEIRI as the
    /// IRI that `to_iri` maps it to (`a b` is `a%20b`). Between values of
    /// the IRI and URI kinds, [`Steps::NONE`] is simple string comparison,
    /// the same as `==`.
    ///
    /// ```
    /// use iri_kit::{Iri, LeiriRef, IriRef, Uri};
    /// use iri_kit::normalize::Steps;
    ///
    /// let a = Iri::parse("http://example.org/%7Euser").unwrap();
    /// let b = Iri::parse("http://example.org/~user").unwrap();
    /// assert!(!a.is_equivalent_with(&b, Steps::NONE));
    /// assert!(a.is_equivalent_with(&b, Steps::PERCENT_ENCODING));
    ///
    /// let uri = Uri::parse("http://example.org:80/%C3%A9").unwrap();
    /// let iri = Iri::parse("http://example.org/é").unwrap();
    /// assert!(uri.is_equivalent_with(&iri, Steps::ALL));
    /// let leiri = LeiriRef::parse("a b").unwrap();
    /// assert!(leiri.is_equivalent_with(&IriRef::parse("a%20b").unwrap(), Steps::NONE));
    /// ```
    #[must_use]
    pub fn is_equivalent_with<K2: Kind, T: Deref<Target = str>>(
        &self,
        other: &Ri<K2, T>,
        steps: Steps,
    ) -> bool {
        let (a, a_table) = as_iri::<K>(&self.text, self.table());
        let (b, b_table) = as_iri::<K2>(&other.text, other.table());
        if a == b {
            return true;
        }
        let mut a_normal = String::new();
        let mut b_normal = String::new();
        normalize_into(&a, &a_table, steps, Charset::Iri, &mut a_normal);
        normalize_into(&b, &b_table, steps, Charset::Iri, &mut b_normal);
        a_normal == b_normal
    }
}

/// The IRI text and table that a value of kind `K` is compared as: its own,
/// or for a LEIRI those of the IRI it maps to.
fn as_iri<K: Kind>(text: &str, table: Table) -> (Cow<'_, str>, Table) {
    if K::GRAMMAR.charset == Charset::Leiri
        && let Some((text, table)) = leiri_to_iri(text, &table)
    {
        return (Cow::Owned(text), table);
    }
    (Cow::Borrowed(text), table)
}

#[cfg(test)]
mod tests;

/// `port` without its leading zeros, keeping one digit (`000` is `0`).
fn without_leading_zeros(port: &str) -> &str {
    let digits = port.trim_start_matches('0');
    if digits.is_empty() && !port.is_empty() {
        &port[port.len() - 1..]
    } else {
        digits
    }
}
