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
//! Both crates check IRIs by RFC 3987, and this crate by RFC 3987bis, and
//! `sophia_iri`'s check has gaps of its own: where a target refuses a
//! value that this crate holds, the conversion into it refuses the value
//! too, so that no `NamedNodeRef` or Sophia IRI made here is one its crate
//! would refuse. The refusals ([`RdfIriReason`];
//! `tests/data/rdf-conversion-deviations.jsonl` lists them with their
//! reasons):
//!
//! - a tag character (U+E0000 to U+E0FFF) in the query, which RFC 3987bis
//!   allows (`iprivate`; `tests/data/parse-deviations.md`) and both crates
//!   refuse;
//! - for Sophia only, an IPv6 address with `::` after two or more groups
//!   (or after one group and fewer than six more), and an `IPvFuture`
//!   literal with a capital `V`, which RFC 3987 allows and `sophia_iri`
//!   0.10's regular expressions do not match.
//!
//! The `const fn`s panic on such a value, so that in a `const` item it is
//! a compile error at the constant that converts it (a macro's literal
//! cannot know which conversion its value will meet; the conversion
//! can, and in a `const` item it runs while the crate compiles); their
//! `try_` twins give the error. The conversions from values of other
//! storages (`TryFrom`) run the target crate's own parser, and so keep the
//! target type's guarantee whatever this crate accepts.
//! `tests/tests/rdf_conversions.rs` runs every converted value of the
//! project's vectors through the target crate's parser: a value that the
//! `const fn`s convert is one it accepts, and one they refuse is one it
//! refuses for a listed reason.

use core::fmt;

use crate::ri::Ri;

#[cfg(feature = "oxrdf")]
mod oxrdf;
#[cfg(feature = "sophia")]
mod sophia;

/// Why an RDF crate's IRI type cannot hold a value of this crate (see
/// the [module](self) docs): where, what, and which crate refuses it.
///
/// ```
/// # #[cfg(feature = "oxrdf")] {
/// use iri_kit::Iri;
/// use iri_kit::rdf::RdfIriReason;
///
/// let iri = Iri::parse("http://example.org/?lang=\u{E0001}").unwrap();
/// let err = iri.try_as_named_node_ref().unwrap_err();
/// assert_eq!(err.offset(), 25);
/// assert_eq!(err.reason(), RdfIriReason::TagCharacterInQuery('\u{E0001}'));
/// assert_eq!(
///     err.to_string(),
///     "oxrdf refuses this IRI: its query holds a tag character (U+E0000 to U+E0FFF), which \
///      RFC 3987bis allows and RFC 3987, which oxrdf follows, does not (at byte 25)"
/// );
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RdfIriError {
    offset: usize,
    reason: RdfIriReason,
    target: Target,
}

/// The crate that refuses a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    #[cfg(feature = "oxrdf")]
    Oxrdf,
    #[cfg(feature = "sophia")]
    SophiaIri,
}

impl Target {
    const fn name(self) -> &'static str {
        match self {
            #[cfg(feature = "oxrdf")]
            Target::Oxrdf => "oxrdf",
            #[cfg(feature = "sophia")]
            Target::SophiaIri => "sophia_iri",
        }
    }
}

/// What an RDF crate refuses in a value that this crate holds.
///
/// ```
/// # #[cfg(feature = "sophia")] {
/// use iri_kit::Iri;
/// use iri_kit::rdf::RdfIriReason;
///
/// // RFC 3987 allows it; sophia_iri 0.10's check does not.
/// let iri = Iri::parse("http://[2001:db8::1]/").unwrap();
/// let err = iri.try_as_sophia_iri().unwrap_err();
/// assert_eq!((err.target(), err.offset()), ("sophia_iri", 7));
/// assert_eq!(err.reason(), RdfIriReason::Ipv6Elision);
/// assert!(sophia_iri::Iri::new("http://[2001:db8::1]/").is_err());
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RdfIriReason {
    /// A tag character (U+E0000 to U+E0FFF) in the query: RFC 3987bis
    /// allows it (`iprivate`), RFC 3987, which the RDF crates follow, does
    /// not.
    TagCharacterInQuery(char),
    /// An IPv6 address whose `::` comes after two or more groups, or after
    /// one group with fewer than six after it (`[2001:db8::1]`): RFC 3987
    /// allows it, `sophia_iri` 0.10's regular expression does not match it.
    Ipv6Elision,
    /// An `IPvFuture` literal written with a capital `V` (`[V1.x]`): RFC
    /// 3987's grammar is case-insensitive there, `sophia_iri` 0.10's
    /// regular expression reads a small `v` only.
    IpvFutureCapitalV,
}

impl RdfIriError {
    /// The byte offset of what is refused in the value (the character, or
    /// the `[` that opens the IP literal).
    #[must_use]
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// What is refused.
    #[must_use]
    pub const fn reason(&self) -> RdfIriReason {
        self.reason
    }

    /// The crate that refuses it: `oxrdf` or `sophia_iri`.
    #[must_use]
    pub const fn target(&self) -> &'static str {
        self.target.name()
    }

    /// What is refused and why, without the place: the `const fn`s' panic
    /// (a `const fn` formats nothing) and the start of the `Display`.
    pub(crate) const fn message(&self) -> &'static str {
        match (self.reason, self.target) {
            #[cfg(feature = "oxrdf")]
            (RdfIriReason::TagCharacterInQuery(_), Target::Oxrdf) => {
                "oxrdf refuses this IRI: its query holds a tag character (U+E0000 to U+E0FFF), which RFC 3987bis allows and RFC 3987, which oxrdf follows, does not"
            }
            #[cfg(feature = "sophia")]
            (RdfIriReason::TagCharacterInQuery(_), Target::SophiaIri) => {
                "sophia_iri refuses this IRI: its query holds a tag character (U+E0000 to U+E0FFF), which RFC 3987bis allows and RFC 3987, which sophia_iri follows, does not"
            }
            (RdfIriReason::Ipv6Elision, _) => {
                "sophia_iri refuses this IRI: its IPv6 address has `::` after two or more groups (or after one group with fewer than six after it), which RFC 3987 allows and sophia_iri 0.10's regular expression does not match"
            }
            (RdfIriReason::IpvFutureCapitalV, _) => {
                "sophia_iri refuses this IRI: its IPvFuture literal starts with a capital `V`, which RFC 3987 allows and sophia_iri 0.10's regular expression does not match"
            }
        }
    }
}

impl fmt::Display for RdfIriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message(), self.offset)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RdfIriError {}

/// The first tag character (U+E0000 to U+E0FFF, UTF-8 `F3 A0 xx xx`) in the
/// query of `value`, refused by `target`. The grammar allows tag
/// characters nowhere else, so a value without a query costs two
/// comparisons.
pub(crate) const fn tag_in_query<K>(
    value: &Ri<K, &str>,
    target: Target,
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
                reason: RdfIriReason::TagCharacterInQuery(character),
                target,
            });
        }
        i += 1;
    }
    Ok(())
}

/// The IP literals of `value` that `sophia_iri` 0.10's regular expression
/// does not match (valid ones: the parser checked the rest). Its IPv6
/// alternatives with groups before `::` are written `(h16 ":"){0,n} ":"
/// h16`, which matches no group list without a `::` of its own: only the
/// alternative `[h16] "::" 4(h16 ":") ls32` takes a group before `::`. So
/// an address is matched when it has no `::`, starts with it, or has one
/// group before it and six after (an IPv4 tail counting two).
#[cfg(feature = "sophia")]
pub(crate) const fn sophia_ip_literal<K>(
    value: &Ri<K, &str>,
    target: Target,
) -> Result<(), RdfIriError> {
    let bytes = value.text.as_bytes();
    let start = value.offsets.host_start as usize;
    let end = value.offsets.host_end as usize;
    if start >= end || bytes[start] != b'[' {
        return Ok(());
    }
    match bytes[start + 1] {
        b'V' => {
            return Err(RdfIriError {
                offset: start,
                reason: RdfIriReason::IpvFutureCapitalV,
                target,
            });
        }
        b'v' => return Ok(()),
        _ => {}
    }
    // The groups before `::` and the units after it (an IPv4 tail is two).
    let (mut before, mut after, mut elided, mut ipv4) = (0, 0, false, false);
    let mut i = start + 1;
    // `]` ends the literal; each group ends at a `:` or at `]`.
    while i < end - 1 {
        if bytes[i] == b':' && bytes[i + 1] == b':' {
            elided = true;
            i += 2;
            continue;
        }
        if bytes[i] == b':' {
            i += 1;
            continue;
        }
        while i < end - 1 && bytes[i] != b':' {
            if bytes[i] == b'.' {
                ipv4 = true;
            }
            i += 1;
        }
        if elided {
            after += 1;
        } else {
            before += 1;
        }
    }
    if ipv4 {
        after += 1;
    }
    if !elided || before == 0 || (before == 1 && after == 6) {
        Ok(())
    } else {
        Err(RdfIriError {
            offset: start,
            reason: RdfIriReason::Ipv6Elision,
            target,
        })
    }
}
