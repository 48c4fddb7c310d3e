//! The codes of the command's findings: `iri-core`'s one table ([`Code`](iri_checker::Code):
//! the grammar's `grammar-…` codes and the checker's), and the command's
//! own for the problems of the input files (`input-…`). Their names are
//! part of the JSON and SARIF output.

use std::borrow::Cow;

use iri_checker::Level;

/// A problem with a file as text, before any IRI is found in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum InputCode {
    /// Bytes that are not UTF-8.
    InvalidUtf8,
    /// A line (or JSON string) longer than `--max-line-length`.
    TooLong,
    /// A document that is not JSON, in JSON mode.
    InvalidJson,
    /// A file with NUL bytes, named on the command line.
    Binary,
    /// A document that its format's parser refuses (not JSON: that is
    /// `InvalidJson`).
    InvalidSyntax,
    /// An escape or character reference that the format refuses.
    InvalidEscape,
    /// A reference to an entity that the document does not declare.
    UndeclaredEntity,
    /// Bytes that are not text in the encoding the document declares.
    InvalidEncoding,
    /// A document larger than `--max-file-size`, of a format read whole.
    TooLarge,
}

impl InputCode {
    /// Every input code.
    pub(crate) const ALL: [InputCode; 9] = [
        InputCode::InvalidUtf8,
        InputCode::TooLong,
        InputCode::InvalidJson,
        InputCode::Binary,
        InputCode::InvalidSyntax,
        InputCode::InvalidEscape,
        InputCode::UndeclaredEntity,
        InputCode::InvalidEncoding,
        InputCode::TooLarge,
    ];

    /// The code of a reader's problem with a document of `format`.
    pub(crate) fn of_problem(
        kind: iri_readers::ProblemKind,
        format: iri_readers::Format,
    ) -> InputCode {
        use iri_readers::ProblemKind;
        match kind {
            ProblemKind::Syntax if format.is_json() => InputCode::InvalidJson,
            ProblemKind::Escape => InputCode::InvalidEscape,
            ProblemKind::Entity => InputCode::UndeclaredEntity,
            ProblemKind::Encoding => InputCode::InvalidEncoding,
            ProblemKind::TooLarge => InputCode::TooLarge,
            _ => InputCode::InvalidSyntax,
        }
    }

    /// The code's name in output.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            InputCode::InvalidUtf8 => "input-invalid-utf8",
            InputCode::TooLong => "input-too-long",
            InputCode::InvalidJson => "input-invalid-json",
            InputCode::Binary => "input-binary",
            InputCode::InvalidSyntax => "input-invalid-syntax",
            InputCode::InvalidEscape => "input-invalid-escape",
            InputCode::UndeclaredEntity => "input-undeclared-entity",
            InputCode::InvalidEncoding => "input-invalid-encoding",
            InputCode::TooLarge => "input-too-large",
        }
    }

    /// Its level: a file that is not text was not checked, an error; a
    /// binary file named on the command line is skipped with a warning.
    pub(crate) const fn level(self) -> Level {
        match self {
            InputCode::Binary => Level::Warning,
            _ => Level::Error,
        }
    }

    /// What the code is about, as a noun phrase.
    pub(crate) const fn summary(self) -> &'static str {
        match self {
            InputCode::InvalidUtf8 => "invalid UTF-8",
            InputCode::TooLong => "line or string longer than the limit",
            InputCode::InvalidJson => "invalid JSON",
            InputCode::Binary => "binary file",
            InputCode::InvalidSyntax => "document its format's parser refuses",
            InputCode::InvalidEscape => "invalid escape or character reference",
            InputCode::UndeclaredEntity => "undeclared entity",
            InputCode::InvalidEncoding => "bytes not in the declared encoding",
            InputCode::TooLarge => "document larger than the limit",
        }
    }
}

/// The name of a component in JSON output: its name in kebab case
/// (`ip-literal`).
pub(crate) fn component_name(component: iri_core::Component) -> Cow<'static, str> {
    let name = component.name();
    if name.bytes().all(|b| b.is_ascii_lowercase()) {
        Cow::Borrowed(name)
    } else {
        Cow::Owned(name.to_ascii_lowercase().replace(' ', "-"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iri_checker::{Code, Group};

    #[test]
    fn input_names_are_distinct_kebab_case_and_unlike_iri_cores() {
        let mut names: Vec<&str> = InputCode::ALL.iter().map(|c| c.name()).collect();
        for name in &names {
            assert!(
                name.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{name}"
            );
            assert!(Code::from_name(name).is_none(), "{name}");
            assert!(Group::from_name(name).is_none(), "{name}");
        }
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }

    #[test]
    fn component_names_are_kebab_case() {
        assert_eq!(component_name(iri_core::Component::IpLiteral), "ip-literal");
        assert_eq!(component_name(iri_core::Component::Path), "path");
    }
}
