//! IRI to URI (3987bis sections 3.3 and 3.6, RFC 3987 section 3.1): every
//! character not allowed in URIs becomes the `%HH` triplets of its UTF-8
//! octets; percent-encodings and URI characters are left alone.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::chars::word;
use crate::convert::rewrite::borrowed_or_owned;
use crate::percent::encode::triplet_padded;
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::syntax::grammar::LEIRI_ASCII;
use crate::syntax::parse::Charset;
use crate::syntax::table::Table;

/// Whether IRI-to-URI mapping percent-encodes `byte`: every byte of a
/// non-ASCII character, and the ASCII characters that only LEIRIs admit.
#[inline]
fn is_encoded(byte: u8) -> bool {
    byte >= 0x80 || LEIRI_ASCII.contains(byte)
}

/// Appends `region` to `out` with every byte that [`is_encoded`] as a triplet.
#[cfg(feature = "idna")]
fn encode_region(region: &str, out: &mut String) {
    let mut rest = region;
    while let Some(at) = rest.bytes().position(is_encoded) {
        // Bytes before `at` are ASCII, so `at` starts a character; the run of
        // encoded bytes holds every byte of its non-ASCII characters, so it
        // ends at an ASCII byte or at the end.
        out.push_str(&rest[..at]);
        let bytes = &rest.as_bytes()[at..];
        let run = bytes
            .iter()
            .position(|&b| !is_encoded(b))
            .unwrap_or(bytes.len());
        for &byte in &bytes[..run] {
            crate::percent::encode::push_triplet(out, byte);
        }
        rest = &rest[at + run..];
    }
    out.push_str(rest);
}

/// The URI text and table of `text` (of kind `K`), or `None` when it has
/// nothing to encode.
///
/// One pass counts the encoded bytes (the exact size of the result); a
/// second writes the result, region by region between the table's offsets,
/// each new offset being where writing stood.
fn map_to_uri<K: Kind>(text: &str, table: &Table) -> Option<(String, Table)> {
    // For IRI kinds only non-ASCII bytes need encoding: a test that compiles
    // to simpler code than the general one.
    if K::GRAMMAR.charset == Charset::Leiri {
        let first = text.bytes().position(is_encoded)?;
        let count = text.as_bytes()[first..]
            .iter()
            .filter(|&&b| is_encoded(b))
            .count();
        Some(map_with(text, table, first, count, is_encoded))
    } else {
        let first = first_non_ascii(text.as_bytes())?;
        let count = count_non_ascii(&text.as_bytes()[first..]);
        Some(map_with(text, table, first, count, |b| b >= 0x80))
    }
}

/// The index of the first non-ASCII byte of `bytes`, eight bytes at a time.
fn first_non_ascii(bytes: &[u8]) -> Option<usize> {
    let mut chunks = bytes.chunks_exact(8);
    for (i, chunk) in chunks.by_ref().enumerate() {
        let high = word::load_at(chunk, 0) & word::HIGH;
        if high != 0 {
            return Some(i * 8 + word::first_flagged(high));
        }
    }
    let tail = chunks.remainder();
    let at = tail.iter().position(|&b| b >= 0x80)?;
    Some(bytes.len() - tail.len() + at)
}

/// The number of non-ASCII bytes in `bytes`, eight at a time.
fn count_non_ascii(bytes: &[u8]) -> usize {
    let chunks = bytes.chunks_exact(8);
    let tail = chunks.remainder().iter().filter(|&&b| b >= 0x80).count();
    chunks.fold(tail, |count, chunk| {
        count + (word::load_at(chunk, 0) & word::HIGH).count_ones() as usize
    })
}

/// [`map_to_uri`] for `text` whose first encoded byte is at `first`, with
/// `count` encoded bytes, which are those for which `encoded` holds.
#[inline]
fn map_with(
    text: &str,
    table: &Table,
    first: usize,
    count: usize,
    encoded: impl Fn(u8) -> bool + Copy,
) -> (String, Table) {
    let bytes = text.as_bytes();
    let len = bytes.len() + 2 * count;
    // One byte of slack: each triplet is stored as four bytes, the fourth
    // overwritten by what follows (or cut off at the end).
    // Allocated, then zeroed: `vec![0; n]` would use the allocator's zeroed
    // allocation, which is slower for small sizes (glibc's calloc skips its
    // thread cache).
    #[allow(
        clippy::slow_vector_initialization,
        reason = "measured faster here than the zeroed allocation it suggests"
    )]
    let buf = {
        let mut buf = Vec::with_capacity(len + 1);
        buf.resize(len + 1, 0);
        buf
    };
    let mut buf = buf;
    buf[..first].copy_from_slice(&bytes[..first]);
    let (offsets, host_kind) = table.raw_offsets();
    let mut new_offsets = offsets;
    let (mut start, mut at) = (first, first);
    for (new_offset, &end) in new_offsets.iter_mut().zip(&offsets) {
        if end > start {
            at = encode_into(&bytes[start..end], &mut buf, at, encoded);
            start = end;
        }
        if end >= first {
            *new_offset = at;
        }
    }
    buf.truncate(len);
    // Only ASCII was written, so the conversion cannot fail.
    let text = String::from_utf8(buf).expect("only ASCII bytes were written");
    (text, Table::from_offsets(new_offsets, host_kind))
}

/// Writes `src` into `buf` from index `at`, each byte for which `encoded`
/// holds as a triplet; returns the index after what was written. `buf` must
/// have room for the result and one more byte.
#[inline]
fn encode_into(src: &[u8], buf: &mut [u8], mut at: usize, encoded: impl Fn(u8) -> bool) -> usize {
    for &byte in src {
        if encoded(byte) {
            if let Some(dst) = buf.get_mut(at..at + 4) {
                dst.copy_from_slice(&triplet_padded(byte));
            }
            at += 3;
        } else {
            if let Some(dst) = buf.get_mut(at) {
                *dst = byte;
            }
            at += 1;
        }
    }
    at
}

impl<'a, K: Kind> Ri<K, &'a str> {
    /// The URI this IRI (or LEIRI) maps to (3987bis section 3.3, RFC 3987
    /// section 3.1): each character not allowed in URIs is replaced by the
    /// `%HH` triplets of its UTF-8 octets, with uppercase hexadecimal digits.
    ///
    /// Existing percent-encodings and URI characters are left alone, so the
    /// mapping is the identity on URIs and applying it twice changes nothing.
    /// The host is percent-encoded like the rest (see `to_uri_idna`, with the
    /// `idna` feature, for IDNA). When there is nothing to encode the result
    /// borrows the text (for `'a`, not the value: a temporary will do);
    /// otherwise its table is computed while writing, without parsing again.
    /// (On other storage the result borrows the value.)
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use iri_kit::{Iri, IriRef, Uri, iri};
    ///
    /// let iri = Iri::parse("http://www.example.org/red%09ros\u{E9}#red").unwrap();
    /// let uri = iri.to_uri();
    /// assert_eq!(uri, "http://www.example.org/red%09ros%C3%A9#red");
    /// assert_eq!(uri.fragment(), Some("red"));
    ///
    /// let ascii = IriRef::parse("/a%20b?c").unwrap();
    /// assert!(matches!(ascii.to_uri().into_inner(), Cow::Borrowed(_)));
    ///
    /// // The text's lifetime: the macro's value, or a parse, is a temporary.
    /// let literal = iri!("http://example.org/ros\u{E9}").to_uri();
    /// assert_eq!(literal, "http://example.org/ros%C3%A9");
    /// fn uri_of(text: &str) -> Result<Uri<Cow<'_, str>>, iri_kit::ParseError> {
    ///     Ok(Iri::parse(text)?.to_uri())
    /// }
    /// assert_eq!(uri_of("a:\u{E9}").unwrap(), "a:%C3%A9");
    /// ```
    #[must_use]
    pub fn to_uri(&self) -> Ri<K::Uri, Cow<'a, str>> {
        borrowed_or_owned(
            self.text,
            self.offsets,
            map_to_uri::<K>(self.text, &self.table()),
        )
    }

    /// Like [`to_uri`](Ri::to_uri), but a registered name holding non-ASCII
    /// characters is converted with IDNA (UTS 46 `ToASCII`, as 3987bis
    /// section 3.4 allows) instead of being percent-encoded; its
    /// percent-encoded UTF-8 is decoded first. Hosts that are ASCII already
    /// are left alone, so the mapping stays the identity on URIs.
    ///
    /// The processing is nontransitional UTS 46 without the STD3 ASCII
    /// rules, hyphen checks or DNS length checks (as in web browsers), and
    /// its result must consist of URI registered-name characters. A host
    /// that IDNA rejects is an error saying why and where, never a silent
    /// fallback to percent-encoding.
    ///
    /// Like `to_uri`, the result borrows the text, not the value.
    ///
    /// ```
    /// use iri_kit::{Iri, iri};
    ///
    /// let iri = Iri::parse("http://r\u{E9}sum\u{E9}.example.org/r\u{E9}sum\u{E9}").unwrap();
    /// assert_eq!(iri.to_uri_idna().unwrap(), "http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9");
    /// assert_eq!(iri.to_uri(), "http://r%C3%A9sum%C3%A9.example.org/r%C3%A9sum%C3%A9");
    ///
    /// let ascii = iri!("http://r\u{E9}sum\u{E9}.example/").to_uri_idna().unwrap();
    /// assert_eq!(ascii, "http://xn--rsum-bpad.example/");
    /// ```
    #[cfg(feature = "idna")]
    pub fn to_uri_idna(&self) -> Result<Ri<K::Uri, Cow<'a, str>>, crate::convert::IdnaError> {
        use crate::convert::rewrite::rewrite;
        use crate::syntax::host::idna::host_to_ascii;
        let table = self.table();
        let is_ascii = table.host().is_none_or(|host| self.text[host].is_ascii());
        if table.host_kind != crate::syntax::table::HostKind::RegName || is_ascii {
            return Ok(self.to_uri());
        }
        let host_start = table.host_start;
        let mut out = String::with_capacity(self.text.len() * 2);
        let table = rewrite(self.text, &table, &mut out, |component, region, out| {
            if component == crate::diagnostic::component::Component::Host {
                out.push_str(&host_to_ascii(region, host_start)?);
            } else {
                encode_region(region, out);
            }
            Ok(())
        })?;
        Ok(Ri::from_parts(Cow::Owned(out), table))
    }
}
