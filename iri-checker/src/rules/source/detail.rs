//! What the `source` group's findings carry for their sentences (written
//! in `super::sentences`): packed into `iri-core`'s findings (see
//! `crate::rules::packing`).

use crate::diagnostic::detail::Detail;
use crate::rules::packing::{Field, Reader, Writer, packed};
use crate::rules::voice::rule_detail;
use iri_core::diagnostic::{Code, CompileTimeForm};

packed! {
    /// What a `source` finding's sentence needs.
    pub enum SourceDetail {
        /// `source-parsed-at-run-time`: the form that makes the same value
        /// when the crate is built.
        ParsedAtRunTime {
            /// The compile-time form.
            form: CompileTimeForm,
        },
    }
}

impl SourceDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            SourceDetail::ParsedAtRunTime { .. } => Code::SourceParsedAtRunTime,
        }
    }
}

impl From<SourceDetail> for Detail {
    fn from(detail: SourceDetail) -> Detail {
        rule_detail(detail)
    }
}

/// A form by its position in [`CompileTimeForm::ALL`].
impl Field for CompileTimeForm {
    const SIZE: usize = 1;
    fn put(self, out: &mut Writer) {
        let at = CompileTimeForm::ALL.iter().position(|f| *f == self);
        out.byte(at.and_then(|at| u8::try_from(at).ok()).unwrap_or(u8::MAX));
    }
    fn get(from: &mut Reader<'_>) -> Option<CompileTimeForm> {
        CompileTimeForm::ALL.get(usize::from(from.byte()?)).copied()
    }
}

#[cfg(test)]
/// One detail of each variant (the test of `crate::rules::samples`).
pub(crate) fn samples() -> impl Iterator<Item = SourceDetail> {
    CompileTimeForm::ALL
        .into_iter()
        .map(|form| SourceDetail::ParsedAtRunTime { form })
}
