//! The four macros: which grammar each checks and which constructor it calls.

use iri_core::{Charset, Form, Grammar};

/// One of `iri!`, `iri_ref!`, `uri!` and `uri_ref!`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flavor {
    Iri,
    IriRef,
    Uri,
    UriRef,
}

impl Flavor {
    /// The grammar the literal must match.
    pub(crate) const fn grammar(self) -> Grammar {
        match self {
            Flavor::Iri => Grammar::IRI,
            Flavor::IriRef => Grammar::IRI_REFERENCE,
            Flavor::Uri => Grammar::URI,
            Flavor::UriRef => Grammar::URI_REFERENCE,
        }
    }

    /// The macro's name, which is also its constructor's in the
    /// private module (see `path`).
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Flavor::Iri => "iri",
            Flavor::IriRef => "iri_ref",
            Flavor::Uri => "uri",
            Flavor::UriRef => "uri_ref",
        }
    }

    /// The name of the type the macro makes, such as `IriRef`.
    pub(crate) const fn type_name(self) -> &'static str {
        match self {
            Flavor::Iri => "Iri",
            Flavor::IriRef => "IriRef",
            Flavor::Uri => "Uri",
            Flavor::UriRef => "UriRef",
        }
    }

    /// What the literal holds, for messages: `"IRI"` or `"URI"`.
    pub(crate) const fn noun(self) -> &'static str {
        match self.grammar().charset {
            Charset::Uri => "URI",
            Charset::Iri | Charset::Leiri => "IRI",
        }
    }

    /// The sibling that accepts relative references too, as a help names
    /// it: `` `iri_ref!` ``.
    pub(crate) const fn reference_sibling(self) -> &'static str {
        match self.grammar().charset {
            Charset::Uri => "`uri_ref!`",
            Charset::Iri | Charset::Leiri => "`iri_ref!`",
        }
    }

    /// The sibling that accepts non-ASCII characters, as a help names it:
    /// `` `iri!` ``.
    pub(crate) const fn unicode_sibling(self) -> &'static str {
        match self.grammar().form {
            Form::Absolute | Form::AbsoluteWithoutFragment => "`iri!`",
            Form::Reference | Form::Relative => "`iri_ref!`",
        }
    }

    /// Whether the macro makes URIs (`uri!`, `uri_ref!`).
    pub(crate) const fn is_uri(self) -> bool {
        matches!(self, Flavor::Uri | Flavor::UriRef)
    }

    /// The macro of the same form for IRIs: `iri!` for `uri!`, `iri_ref!`
    /// for `uri_ref!`.
    pub(crate) const fn unicode_flavor(self) -> Flavor {
        match self {
            Flavor::Iri | Flavor::Uri => Flavor::Iri,
            Flavor::IriRef | Flavor::UriRef => Flavor::IriRef,
        }
    }
}
