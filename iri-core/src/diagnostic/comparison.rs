//! How the processors of a format compare an IRI with others:
//! [`Comparison`], which decides whether a [fix](super::Fix) keeps what
//! the IRI names where it stands.

/// How the processors of a format compare an IRI with others.
///
/// ```
/// use iri_kit::diagnostic::Comparison;
///
/// // A link, unless its format says otherwise.
/// assert_eq!(Comparison::default(), Comparison::Equivalence);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Comparison {
    /// As RFC 3986 section 6 allows: a link, a configuration value, prose.
    /// Two IRIs equivalent under its syntax-based normalization name the
    /// same resource, so the normal form may be written in place.
    #[default]
    Equivalence,
    /// Character by character: an RDF term (RDF 1.1 Concepts, section
    /// 3.2), a JSON-LD identifier, an XML namespace name (Namespaces in
    /// XML 1.0, section 2.3). Any rewrite, a normalization included, names
    /// another thing.
    Characters,
}
