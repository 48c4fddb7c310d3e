//! IRI to URI (3987bis sections 3.3 and 3.6, RFC 3987 section 3.1): every
//! character not allowed in URIs becomes the `%HH` triplets of its UTF-8
//! octets; percent-encodings and URI characters are left alone.

use alloc::borrow::Cow;
use alloc::string::String;
use core::convert::Infallible;
use core::ops::Deref;

use super::pct::push_triplet;
use super::rewrite::rewrite;
use crate::grammar::LEIRI_ASCII;
use crate::ri::Ri;
use crate::ri::kind::{
    IriKind, IriRefKind, Kind, LeiriKind, LeiriRefKind, UriKind, UriRefKind,
};

/// A kind whose values map to URIs by percent-encoding, with the URI kind
/// they map to: IRI references and LEIRI references give URI references,
/// IRIs and LEIRIs give URIs (and URI kinds map to themselves).
pub trait ToUriKind: Kind {
    /// The URI kind of the result.
    type Uri: Kind;
}

impl ToUriKind for IriRefKind {
    type Uri = UriRefKind;
}
impl ToUriKind for IriKind {
    type Uri = UriKind;
}
impl ToUriKind for LeiriRefKind {
    type Uri = UriRefKind;
}
impl ToUriKind for LeiriKind {
    type Uri = UriKind;
}
impl ToUriKind for UriRefKind {
    type Uri = UriRefKind;
}
impl ToUriKind for UriKind {
    type Uri = UriKind;
}

/// For each byte, whether IRI-to-URI mapping encodes it: every byte of a
/// non-ASCII character, and the ASCII characters that only LEIRIs admit.
const ENCODED: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = byte >= 0x80 || LEIRI_ASCII.contains(byte as u8);
        byte += 1;
    }
    table
};

/// Whether `byte` is percent-encoded when mapping to a URI.
#[inline]
fn is_encoded(byte: u8) -> bool {
    ENCODED[usize::from(byte)]
}

/// Appends `region` to `out` with every byte of [`ENCODED`] as a triplet.
pub(crate) fn encode_region(region: &str, out: &mut String) {
    let mut rest = region;
    while let Some(at) = rest.bytes().position(is_encoded) {
        // Bytes before `at` are ASCII, so `at` starts a character; the run of
        // encoded bytes holds every byte of its non-ASCII characters, so it
        // ends at an ASCII byte or at the end.
        out.push_str(&rest[..at]);
        let bytes = &rest.as_bytes()[at..];
        let run = bytes.iter().position(|&b| !is_encoded(b)).unwrap_or(bytes.len());
        for &byte in &bytes[..run] {
            push_triplet(out, byte);
        }
        rest = &rest[at + run..];
    }
    out.push_str(rest);
}

/// The URI text and table of `text`, or `None` when it has nothing to encode.
fn map_to_uri(text: &str, table: &crate::Table) -> Option<(String, crate::Table)> {
    let first = text.bytes().position(is_encoded)?;
    let extra = text.as_bytes()[first..].iter().filter(|&&b| is_encoded(b)).count();
    let mut out = String::with_capacity(text.len() + 2 * extra);
    let Ok(table) = rewrite(text, table, &mut out, |_, region, out| {
        encode_region(region, out);
        Ok::<(), Infallible>(())
    });
    Some((out, table))
}

impl<K: ToUriKind, S: Deref<Target = str>> Ri<K, S> {
    /// The URI this IRI (or LEIRI) maps to (3987bis section 3.3, RFC 3987
    /// section 3.1): each character not allowed in URIs is replaced by the
    /// `%HH` triplets of its UTF-8 octets, with uppercase hexadecimal digits.
    ///
    /// Existing percent-encodings and URI characters are left alone, so the
    /// mapping is the identity on URIs and applying it twice changes nothing.
    /// The host is percent-encoded like the rest (see `to_uri_idna`, with the
    /// `idna` feature, for IDNA). When there is nothing to encode the result
    /// borrows from `self`; otherwise its table is computed while writing,
    /// without parsing again.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use iri_core::{Iri, IriRef};
    ///
    /// let iri = Iri::parse("http://www.example.org/red%09ros\u{E9}#red").unwrap();
    /// let uri = iri.to_uri();
    /// assert_eq!(uri, "http://www.example.org/red%09ros%C3%A9#red");
    /// assert_eq!(uri.fragment(), Some("red"));
    ///
    /// let ascii = IriRef::parse("/a%20b?c").unwrap();
    /// assert!(matches!(ascii.to_uri().into_inner(), Cow::Borrowed(_)));
    /// ```
    #[must_use]
    pub fn to_uri(&self) -> Ri<K::Uri, Cow<'_, str>> {
        match map_to_uri(&self.text, &self.table) {
            None => Ri::from_parts(Cow::Borrowed(&*self.text), self.table),
            Some((text, table)) => Ri::from_parts(Cow::Owned(text), table),
        }
    }

    /// Like [`to_uri`](Ri::to_uri), but a registered name holding non-ASCII
    /// characters is converted with IDNA (UTS 46 `ToASCII`, as 3987bis
    /// section 3.4 allows) instead of being percent-encoded; its
    /// percent-encoded UTF-8 is decoded first. Hosts that are ASCII already
    /// are left alone, so the mapping stays the identity on URIs.
    ///
    /// A host that IDNA rejects is an error saying why and where, never a
    /// silent fallback to percent-encoding.
    ///
    /// ```
    /// use iri_core::Iri;
    ///
    /// let iri = Iri::parse("http://r\u{E9}sum\u{E9}.example.org/r\u{E9}sum\u{E9}").unwrap();
    /// assert_eq!(iri.to_uri_idna().unwrap(), "http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9");
    /// assert_eq!(iri.to_uri(), "http://r%C3%A9sum%C3%A9.example.org/r%C3%A9sum%C3%A9");
    /// ```
    #[cfg(feature = "idna")]
    pub fn to_uri_idna(&self) -> Result<Ri<K::Uri, Cow<'_, str>>, super::IdnaError> {
        use super::idna_host::host_to_ascii;
        let host = self.as_borrowed().host().unwrap_or_default();
        if self.table.host_kind != crate::HostKind::RegName || host.is_ascii() {
            return Ok(self.to_uri());
        }
        let host_start = self.table.host_start;
        let mut out = String::with_capacity(self.text.len() * 2);
        let table = rewrite(&self.text, &self.table, &mut out, |component, region, out| {
            if component == crate::Component::Host {
                out.push_str(&host_to_ascii(region, host_start)?);
            } else {
                encode_region(region, out);
            }
            Ok(())
        })?;
        Ok(Ri::from_parts(Cow::Owned(out), table))
    }
}
