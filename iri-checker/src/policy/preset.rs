//! The starting points of policies: [`Preset`].

use core::fmt;

use iri_core::diagnostic::Level;
use iri_core::diagnostic::{Code, Group};

/// A starting point for a [`Policy`](super::Policy).
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// Only the grammar and RFC 3987's own MUST (no bidi formatting
    /// characters) are errors; SHOULDs, security and scheme rules warn;
    /// preferred forms advise. The policy of `Iri::parse`, serde and `iri!`
    /// unless told otherwise.
    Default,
    /// Every finding is an error: for minting new IRIs.
    Strict,
    /// RDF 1.1: identifiers are absolute and compared as plain strings, so
    /// relative references and forms that normalization would change (case,
    /// percent-encodings, dot segments, non-NFC text) are errors.
    ///
    /// It also refuses, as RDF stores do, what a scheme's own specification
    /// forbids: an authority or a host missing where the scheme requires
    /// one (`http:/a`, `https:///a`; also `ws`, `wss` and `ftp`), and the
    /// syntax of URNs (`scheme-urn`: NID and NSS of RFC 8141; `scheme-query`:
    /// a query other than its `?+` and `?=` components), UUIDs
    /// (`scheme-uuid`, `urn:uuid:` and `uuid:`), OIDs (`scheme-oid`), DIDs
    /// (`scheme-did`) and `file:` IRIs (`scheme-file`). This follows Apache
    /// Jena's IRI checker (`jena-iri3986`, its system severity settings),
    /// which makes errors of `http_no_host`, `http_empty_host`,
    /// `urn_bad_nid`, `urn_bad_nss`, `urn_bad_components`,
    /// `uuid_bad_pattern`, `uuid_has_query`, `did_bad_syntax` and
    /// `oid_bad_syntax`; it goes further on `file:` (Jena warns on
    /// `file_bad_form`: a `file:` IRI of a form RFC 8089 section 2 does not
    /// allow is refused here) and on the
    /// other schemes that require a host. Namespaces reserved or gone
    /// (`scheme-urn-namespace`: `urn:urn:`, `X-`) stay warnings, as Jena
    /// leaves them, and so do the other schemes' rules. Where the levels
    /// differ from Jena's (also on preferred forms, errors here because
    /// RDF compares IRIs as strings), the workspace's
    /// `tests/data/rdf-vs-jena.jsonl` lists why.
    ///
    /// ```
    /// use iri_kit::check::{CheckExt, Policy, Preset};
    /// use iri_kit::diagnostic::{Code, Level};
    /// use iri_kit::Iri;
    ///
    /// let rdf = Policy::preset(Preset::Rdf);
    /// assert_eq!(rdf.level(Code::SchemeUuid), Level::Error);
    /// assert!(Iri::parse_with("urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6", &rdf).is_err());
    /// assert!(Iri::parse_with("http:/a", &rdf).is_err());
    /// assert!(Iri::parse_with("urn:example:a?q", &rdf).is_err());
    /// // The default policy keeps them warnings: the IRIs are valid.
    /// assert!(Iri::parse("http:/a").is_ok());
    /// ```
    Rdf,
    /// Nothing beyond the grammar: every code is allowed.
    Grammar,
    /// XML, `xsd:anyURI` and other LEIRI contexts: the characters LEIRIs
    /// allow are advice, with their group, rather than warnings.
    Leiri,
    /// HTTP clients: only `http`, `https`, `ws` and `wss`, and every scheme
    /// rule is an error (a host is required, no userinfo).
    HttpClient,
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 6] = [
        Preset::Default,
        Preset::Strict,
        Preset::Rdf,
        Preset::Grammar,
        Preset::Leiri,
        Preset::HttpClient,
    ];

    /// The preset's name in policies: `default`, `strict`, `rdf`, `grammar`,
    /// `leiri`, `http-client`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Default => "default",
            Preset::Strict => "strict",
            Preset::Rdf => "rdf",
            Preset::Grammar => "grammar",
            Preset::Leiri => "leiri",
            Preset::HttpClient => "http-client",
        }
    }

    /// The preset named `name`, if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The level this preset gives `code`.
    #[must_use]
    pub const fn level(self, code: Code) -> Level {
        let default = code.default_level();
        if code.group().is_fixed() {
            return Level::Error;
        }
        match self {
            Preset::Default => default,
            Preset::Grammar => Level::Allow,
            // A relative reference is no fault of a reference kind but in
            // contexts that want identifiers (RDF).
            Preset::Strict => match code {
                Code::FormRelative => Level::Allow,
                _ => Level::Error,
            },
            Preset::Rdf => match code {
                Code::FormRelative
                | Code::FormSchemeCase
                | Code::FormHostCase
                | Code::FormHexCase
                | Code::FormEncodedUnreserved
                | Code::FormEncodedCharacter
                | Code::FormDotSegments
                | Code::UnicodeNotNfc
                | Code::SchemeAuthorityRequired
                | Code::SchemeHostRequired
                | Code::SchemeUrn
                | Code::SchemeQuery
                | Code::SchemeUuid
                | Code::SchemeOid
                | Code::SchemeDid
                | Code::SchemeFile => Level::Error,
                _ => default,
            },
            Preset::Leiri => match code {
                Code::LeiriCharacter => Level::Advice,
                _ => default,
            },
            Preset::HttpClient => match code.group() {
                Group::Scheme if !matches!(code, Code::SchemeUnregistered) => Level::Error,
                _ => default,
            },
        }
    }

    /// The schemes this preset allows, when it restricts them.
    #[must_use]
    pub const fn schemes(self) -> Option<&'static [&'static str]> {
        match self {
            Preset::HttpClient => Some(&["http", "https", "ws", "wss"]),
            _ => None,
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
