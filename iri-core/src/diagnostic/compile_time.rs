//! The forms that check a constant IRI when a crate is built:
//! [`CompileTimeForm`].

use core::fmt;

/// A form that checks a constant IRI when the crate is built and makes
/// the value that a parse at run time makes: what the advice
/// `source-parsed-at-run-time` names for `Iri::parse("…").unwrap()` and
/// its kin.
///
/// ```
/// use iri_kit::diagnostic::CompileTimeForm;
///
/// assert_eq!(CompileTimeForm::Iri.to_string(), "iri!(\"…\")");
/// assert_eq!(
///     CompileTimeForm::NamedNodeRef.to_string(),
///     "iri!(\"…\").as_named_node_ref()"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum CompileTimeForm {
    /// `iri!("…")`, an [`Iri`](crate::Iri).
    Iri,
    /// `iri_ref!("…")`, an [`IriRef`](crate::IriRef).
    IriRef,
    /// `uri!("…")`, a [`Uri`](crate::Uri).
    Uri,
    /// `uri_ref!("…")`, a [`UriRef`](crate::UriRef).
    UriRef,
    /// `iri!("…").as_named_node_ref()`: oxrdf's `NamedNodeRef`, by a
    /// `const fn` (iri-kit's `rdf` feature).
    NamedNodeRef,
    /// `iri!("…").as_named_node_ref().into_owned()`: oxrdf's `NamedNode`.
    NamedNode,
}

impl CompileTimeForm {
    /// Every form, in order.
    pub const ALL: [CompileTimeForm; 6] = [
        CompileTimeForm::Iri,
        CompileTimeForm::IriRef,
        CompileTimeForm::Uri,
        CompileTimeForm::UriRef,
        CompileTimeForm::NamedNodeRef,
        CompileTimeForm::NamedNode,
    ];

    /// How the form is written, `…` standing for the literal.
    ///
    /// ```
    /// use iri_kit::diagnostic::CompileTimeForm;
    ///
    /// assert_eq!(CompileTimeForm::UriRef.written(), "uri_ref!(\"…\")");
    /// ```
    #[must_use]
    pub const fn written(self) -> &'static str {
        match self {
            CompileTimeForm::Iri => "iri!(\"…\")",
            CompileTimeForm::IriRef => "iri_ref!(\"…\")",
            CompileTimeForm::Uri => "uri!(\"…\")",
            CompileTimeForm::UriRef => "uri_ref!(\"…\")",
            CompileTimeForm::NamedNodeRef => "iri!(\"…\").as_named_node_ref()",
            CompileTimeForm::NamedNode => "iri!(\"…\").as_named_node_ref().into_owned()",
        }
    }
}

impl fmt::Display for CompileTimeForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.written())
    }
}
