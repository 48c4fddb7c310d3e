//! The sentences of the `source` group: the compile-time form that makes
//! the same value.

use core::fmt;

use crate::rules::source::detail::SourceDetail;
use crate::rules::voice::Sentences;
use iri_core::diagnostic::Finding;

impl Sentences for SourceDetail {
    /// Writes the message.
    fn message(self, f: &mut fmt::Formatter<'_>, _: &Finding) -> fmt::Result {
        let SourceDetail::ParsedAtRunTime { form } = self;
        write!(
            f,
            "constant IRI not checked when the crate is built; `{form}` makes the same value and \
             checks it then"
        )
    }

    /// Whether there is a help: always.
    fn has_help(self, _: &Finding) -> bool {
        match self {
            SourceDetail::ParsedAtRunTime { .. } => true,
        }
    }

    /// Writes the help.
    fn help(self, f: &mut fmt::Formatter<'_>, _: &Finding) -> fmt::Result {
        let SourceDetail::ParsedAtRunTime { form } = self;
        write!(f, "write `{form}` with iri-kit (its `macros` feature)")?;
        if matches!(
            form,
            iri_core::diagnostic::CompileTimeForm::NamedNodeRef
                | iri_core::diagnostic::CompileTimeForm::NamedNode
        ) {
            f.write_str(" and its `rdf` feature")?;
        }
        Ok(())
    }
}
