//! The IRI types of RDF crates from the values of this crate: oxrdf's
//! `NamedNodeRef` and `NamedNode` (feature `oxrdf`) and Sophia's
//! `sophia_iri::Iri` and `IriRef` (feature `sophia`).
//!
//! From a value with `&str` storage (a macro's constant, a `vocabulary!`
//! term, a value parsed from a `&str`) the conversion is an inherent
//! `const fn` that wraps the same string, parsing nothing: in a `const`
//! item it costs nothing at run time.
//!
//! ```
//! # #[cfg(feature = "oxrdf")] {
//! use iri_kit::iri;
//! use oxrdf::NamedNodeRef;
//!
//! const KNOWS: NamedNodeRef<'static> = iri!("http://xmlns.com/foaf/0.1/knows").as_named_node_ref();
//! assert_eq!(KNOWS.as_str(), "http://xmlns.com/foaf/0.1/knows");
//! # }
//! ```
//!
//! Both crates parse IRIs by RFC 3987, and this crate by RFC 3987bis,
//! which also allows the tag characters (U+E0000 to U+E0FFF) in a query
//! (`iprivate`; `tests/data/parse-deviations.md`). They are the one
//! difference: a value that holds one is refused by each conversion,
//! which looks at the query only (`RdfIriError`). The `const fn`s panic on
//! it, so that in a `const` item such a value is a compile error at the
//! constant that converts it; their `try_` twins give the error. The
//! conversions from values of other storages (`TryFrom`) run the target
//! crate's own parser, and so keep the target type's guarantee whatever
//! this crate accepts. `tests/tests/rdf_conversions.rs` runs every
//! converted value of the project's vectors through the target crate's
//! parser: a value that the `const fn`s convert is one it accepts, and one
//! they refuse is one it refuses.

use core::fmt;

use crate::ri::Ri;

#[cfg(feature = "oxrdf")]
mod oxrdf;
#[cfg(feature = "sophia")]
mod sophia;

/// Why an RDF crate's IRI type cannot hold a value of this crate: a tag
/// character (U+E0000 to U+E0FFF) in its query, which RFC 3987bis allows
/// (`iprivate`) and RFC 3987, which the RDF crates follow, does not.
///
/// ```
/// # #[cfg(feature = "oxrdf")] {
/// use iri_core::Iri;
///
/// let iri = Iri::parse("http://example.org/?lang=\u{E0001}").unwrap();
/// let err = iri.try_as_named_node_ref().unwrap_err();
/// assert_eq!(err.offset(), 25);
/// assert_eq!(err.character(), '\u{E0001}');
/// assert_eq!(
///     err.to_string(),
///     "oxrdf refuses the tag character U+E0001 in the query at byte 25: RFC 3987bis allows \
///      tag characters in a query, RFC 3987, which oxrdf follows, does not"
/// );
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RdfIriError {
    offset: usize,
    character: char,
    target: &'static str,
}

impl RdfIriError {
    /// The byte offset of the character in the value.
    #[must_use]
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// The character refused.
    #[must_use]
    pub const fn character(&self) -> char {
        self.character
    }

    /// The crate that refuses it: `oxrdf` or `sophia_iri`.
    #[must_use]
    pub const fn target(&self) -> &'static str {
        self.target
    }
}

impl fmt::Display for RdfIriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} refuses the tag character U+{:04X} in the query at byte {}: RFC 3987bis allows \
             tag characters in a query, RFC 3987, which {} follows, does not",
            self.target, self.character as u32, self.offset, self.target
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RdfIriError {}

/// The first tag character (U+E0000 to U+E0FFF, UTF-8 `F3 A0 xx xx`) in the
/// query of `value`, with its offset: what the RDF crates refuse. The
/// grammar allows tag characters nowhere else, so a value without a query
/// costs two comparisons.
pub(crate) const fn refused<K>(
    value: &Ri<K, &str>,
    target: &'static str,
) -> Result<(), RdfIriError> {
    let bytes = value.text.as_bytes();
    let mut i = value.offsets.path_end as usize;
    let end = value.offsets.query_end as usize;
    while i + 3 < end {
        if bytes[i] == 0xF3 && bytes[i + 1] == 0xA0 {
            let code = 0xE0000 | ((bytes[i + 2] as u32 & 0x3F) << 6) | (bytes[i + 3] as u32 & 0x3F);
            let character = match char::from_u32(code) {
                Some(c) => c,
                None => char::REPLACEMENT_CHARACTER,
            };
            return Err(RdfIriError {
                offset: i,
                character,
                target,
            });
        }
        i += 1;
    }
    Ok(())
}
