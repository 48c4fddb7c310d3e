//! The names used by the JSON vector files for grammars, host kinds, error
//! kinds and components, mapped to and from the `iri-core` types.

use iri_core::{Component, ErrorKind, Grammar, HostKind};

/// The grammar a vector file names: the eight productions of RFC 3986 and
/// 3987bis and the two LEIRI ones, by their ABNF rule names.
///
/// ```
/// use iri_core::Grammar;
/// use iri_tests::names::grammar_named;
///
/// assert_eq!(grammar_named("IRI-reference"), Some(Grammar::IRI_REFERENCE));
/// assert_eq!(grammar_named("IPv4address"), None);
/// ```
#[must_use]
pub fn grammar_named(name: &str) -> Option<Grammar> {
    Some(match name {
        "IRI" => Grammar::IRI,
        "IRI-reference" => Grammar::IRI_REFERENCE,
        "absolute-IRI" => Grammar::ABSOLUTE_IRI,
        "irelative-ref" => Grammar::IRELATIVE_REF,
        "URI" => Grammar::URI,
        "URI-reference" => Grammar::URI_REFERENCE,
        "absolute-URI" => Grammar::ABSOLUTE_URI,
        "relative-ref" => Grammar::RELATIVE_REF,
        "LEIRI" => Grammar::LEIRI,
        "LEIRI-reference" => Grammar::LEIRI_REFERENCE,
        _ => return None,
    })
}

/// The host kind of a vector file, in either spelling used there: the
/// project's (`"reg-name"`, `"ipv4"`, `"ipv6"`, `"ipvfuture"`) or the ABNF
/// rule names (`"IPv4address"`, `"IPv6address"`, `"IPvFuture"`).
///
/// ```
/// use iri_core::HostKind;
/// use iri_tests::names::host_kind_named;
///
/// assert_eq!(host_kind_named("ipv4"), Some(HostKind::Ipv4));
/// assert_eq!(host_kind_named("IPv6address"), Some(HostKind::Ipv6));
/// ```
#[must_use]
pub fn host_kind_named(name: &str) -> Option<HostKind> {
    Some(match name {
        "reg-name" => HostKind::RegName,
        "ipv4" | "IPv4address" => HostKind::Ipv4,
        "ipv6" | "IPv6address" => HostKind::Ipv6,
        "ipvfuture" | "IPvFuture" => HostKind::IpvFuture,
        _ => return None,
    })
}

/// The project's name of a host kind, as written in `own-vectors.jsonl`.
///
/// ```
/// use iri_core::HostKind;
/// use iri_tests::names::host_kind_name;
///
/// assert_eq!(host_kind_name(HostKind::IpvFuture), "ipvfuture");
/// ```
#[must_use]
pub fn host_kind_name(kind: HostKind) -> &'static str {
    match kind {
        HostKind::RegName => "reg-name",
        HostKind::Ipv4 => "ipv4",
        HostKind::Ipv6 => "ipv6",
        HostKind::IpvFuture => "ipvfuture",
    }
}

/// The variant name of an error kind, as written in the vector files.
///
/// ```
/// use iri_core::ErrorKind;
/// use iri_tests::names::error_kind_name;
///
/// assert_eq!(error_kind_name(ErrorKind::NonAscii), "NonAscii");
/// ```
#[must_use]
pub fn error_kind_name(kind: ErrorKind) -> String {
    format!("{kind:?}")
}

/// The variant name of a component, as written in the vector files.
///
/// ```
/// use iri_core::Component;
/// use iri_tests::names::component_name;
///
/// assert_eq!(component_name(Component::IpLiteral), "IpLiteral");
/// ```
#[must_use]
pub fn component_name(component: Component) -> String {
    format!("{component:?}")
}
