//! URI to IRI (RFC 3987 section 3.2, 3987bis section 3.7): decode the
//! percent-encodings of characters that may appear as themselves in an IRI,
//! and only those.

use alloc::borrow::Cow;
use alloc::string::String;
use core::convert::Infallible;

use crate::chars::inappropriate::is_inappropriate_in_iri;
use crate::convert::leiri::leiri_to_iri;
use crate::convert::rewrite::{borrowed_or_owned, rewrite};
use crate::diagnostic::component::Component;
use crate::percent::decode::{encoded_char_at, triplet_at};
use crate::percent::encode::{push_char_triplets, push_triplet};
use crate::ri::Ri;
use crate::ri::kind::Kind;
use crate::syntax::grammar::UNRESERVED;
use crate::syntax::parse::Charset;
use crate::syntax::table::Table;

/// Appends `region` of component `component` to `out`, decoding what steps
/// 2 to 5 of RFC 3987 section 3.2 decode.
fn decode_region(component: Component, region: &str, out: &mut String) {
    let bytes = region.as_bytes();
    let in_query = component == Component::Query;
    let mut copied = 0;
    let mut at = 0;
    while let Some(offset) = bytes[at..].iter().position(|&b| b == b'%') {
        at += offset;
        let Some(octet) = triplet_at(bytes, at) else {
            at += 1;
            continue;
        };
        out.push_str(&region[copied..at]);
        if octet < 0x80 {
            // Step 2: `%`, reserved characters and ASCII characters not
            // allowed in URIs stay encoded, as written; unreserved ones are decoded.
            if UNRESERVED.contains(octet) {
                out.push(char::from(octet));
            } else {
                out.push_str(&region[at..at + 3]);
            }
            at += 3;
        } else {
            match encoded_char_at(bytes, at, octet) {
                // Steps 4 and 5: a legal UTF-8 sequence of a character appropriate here.
                Some((c, len)) if !is_inappropriate_in_iri(c, in_query) => {
                    out.push(c);
                    at += len;
                }
                // Step 4: legal UTF-8, but not appropriate: re-encoded.
                Some((c, len)) => {
                    push_char_triplets(out, c);
                    at += len;
                }
                // Step 3: an octet that is not part of legal UTF-8 is re-encoded alone.
                None => {
                    push_triplet(out, octet);
                    at += 3;
                }
            }
        }
        copied = at;
    }
    out.push_str(&region[copied..]);
}

/// The IRI text and table of the URI `text`, or `None` when it holds no
/// percent-encoding (and so is its own IRI).
pub(crate) fn map_to_iri(text: &str, table: &Table) -> Option<(String, Table)> {
    if !text.as_bytes().contains(&b'%') {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let Ok(table) = rewrite(text, table, &mut out, |component, region, out| {
        decode_region(component, region, out);
        Ok::<(), Infallible>(())
    });
    Some((out, table))
}

/// The text and table of the IRI `text` with the Punycode labels of its
/// registered name in Unicode, or `None` when there are none.
#[cfg(feature = "idna")]
fn punycode_to_unicode(text: &str, table: &Table) -> Option<(String, Table)> {
    let host = &text[table.host()?];
    let has_punycode = host.split('.').any(|label| {
        label
            .get(..4)
            .is_some_and(|p| p.eq_ignore_ascii_case("xn--"))
    });
    if table.host_kind != crate::syntax::table::HostKind::RegName || !has_punycode {
        return None;
    }
    let mut out = String::with_capacity(text.len() * 2);
    let Ok(table) = rewrite(text, table, &mut out, |component, region, out| {
        if component == Component::Host {
            crate::syntax::host::idna::push_host_to_unicode(region, out);
        } else {
            out.push_str(region);
        }
        Ok::<(), Infallible>(())
    });
    Some((out, table))
}

impl<'a, K: Kind> Ri<K, &'a str> {
    /// The IRI form of this value, borrowing its text (for `'a`, not the
    /// value: a temporary will do) when nothing changes;
    /// what that takes depends on the kind:
    ///
    /// - **URI kinds** (RFC 3987 section 3.2, 3987bis section 3.7):
    ///   percent-encoded UTF-8 sequences become the characters they encode,
    ///   except where that would change the meaning or hide something: `%`,
    ///   reserved characters and ASCII characters not allowed in URIs stay
    ///   encoded (unreserved ones are decoded); octets that are not strictly
    ///   legal UTF-8 are re-encoded; and so are the characters [not
    ///   appropriate in an IRI](crate::convert::is_inappropriate_in_iri),
    ///   such as bidi formatting characters, or private-use characters
    ///   outside the query. No encoding other than UTF-8 is ever guessed.
    ///   Mapping the result back with `to_uri` gives the URI, up to the case
    ///   of hexadecimal digits and the decoded unreserved characters.
    /// - **LEIRI kinds** (W3C LEIRI note section 5, 3987bis section 6.3):
    ///   each character allowed in LEIRIs but not in IRIs (space,
    ///   `<>"{}|\^` and backtick, controls, bidi formatting characters,
    ///   specials, tags, non-characters, and private-use characters outside
    ///   the query) becomes the `%HH` triplets of its UTF-8 octets, and
    ///   nothing else changes.
    /// - **IRI kinds**: the value itself.
    ///
    /// Triplets written use uppercase hexadecimal digits. Punycode host
    /// labels are kept (see `to_iri_idna` with the `idna` feature).
    ///
    /// (On other storage the result borrows the value.)
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use iri_kit::{Iri, LeiriRef, Uri};
    ///
    /// let uri = Uri::parse("http://www.example.org/D%C3%BCrst").unwrap();
    /// assert_eq!(uri.to_iri(), "http://www.example.org/Dürst");
    /// let latin1 = Uri::parse("http://www.example.org/D%FCrst").unwrap();
    /// assert_eq!(latin1.to_iri(), "http://www.example.org/D%FCrst");
    /// let rlo = Uri::parse("http://xn--99zt52a.example.org/%e2%80%ae").unwrap();
    /// assert_eq!(rlo.to_iri(), "http://xn--99zt52a.example.org/%E2%80%AE");
    ///
    /// let leiri = LeiriRef::parse("/a b/<x>?\u{E000}#\u{E000}").unwrap();
    /// let iri = leiri.to_iri();
    /// assert_eq!(iri, "/a%20b/%3Cx%3E?\u{E000}#%EE%80%80");
    /// assert_eq!(iri.query(), Some("\u{E000}"));
    ///
    /// // The text's lifetime: the parsed value is a temporary.
    /// fn iri_of(text: &str) -> Result<Iri<Cow<'_, str>>, iri_kit::ParseError> {
    ///     Ok(Uri::parse(text)?.to_iri())
    /// }
    /// assert_eq!(iri_of("a:%C3%A9").unwrap(), "a:\u{E9}");
    /// ```
    #[must_use]
    pub fn to_iri(&self) -> Ri<K::Iri, Cow<'a, str>> {
        let converted = match K::GRAMMAR.charset {
            Charset::Uri => map_to_iri(self.text, &self.table()),
            Charset::Leiri => leiri_to_iri(self.text, &self.table()),
            Charset::Iri => None,
        };
        borrowed_or_owned(self.text, self.offsets, converted)
    }

    /// Like [`to_iri`](Self::to_iri), and also converts each Punycode
    /// (`xn--`) label of a registered name with UTS 46 `ToUnicode`, as RFC
    /// 3987 section 3.2 allows. A label that does not convert cleanly, or
    /// whose characters are not appropriate in an IRI, is kept as it is.
    ///
    /// Like `to_iri`, the result borrows the text, not the value.
    ///
    /// ```
    /// use iri_kit::Uri;
    ///
    /// let uri = Uri::parse("http://xn--99zt52a.example.org/%e2%80%ae").unwrap();
    /// assert_eq!(uri.to_iri_idna(), "http://\u{7D0D}\u{8C46}.example.org/%E2%80%AE");
    ///
    /// let iri = Uri::parse("http://xn--99zt52a.example/").unwrap().to_iri_idna();
    /// assert_eq!(iri, "http://\u{7D0D}\u{8C46}.example/");
    /// ```
    #[cfg(feature = "idna")]
    #[must_use]
    pub fn to_iri_idna(&self) -> Ri<K::Iri, Cow<'a, str>> {
        let iri = self.to_iri();
        match punycode_to_unicode(&iri.text, &iri.table()) {
            None => iri,
            Some((text, table)) => Ri::from_parts(Cow::Owned(text), table),
        }
    }
}
