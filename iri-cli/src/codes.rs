//! The codes of the command's findings: `iri-core`'s one table ([`Code`](iri_checker::Code):
//! the grammar's `grammar-…` codes and the checker's), and the command's
//! own for the problems of the input files (`input-…`). Their names are
//! part of the JSON and SARIF output.

use std::borrow::Cow;

use iri_checker::Level;
use iri_readers::{Format, ProblemCode, ProblemKind};

/// A problem with a file as text, before any IRI is found in it: the
/// command's own, or a reader's (whose codes `iri-readers` defines beside
/// its kinds of problem: [`ProblemKind::code`](iri_readers::ProblemKind::code)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum InputCode {
    /// Bytes that are not UTF-8.
    InvalidUtf8,
    /// A line (or JSON string) longer than `--max-line-length`.
    TooLong,
    /// A file with NUL bytes, named on the command line.
    Binary,
    /// A problem that a reader found, or that the command finds reading a
    /// document as a reader would (not in its encoding, too large).
    Read(ProblemCode),
}

impl InputCode {
    /// Every input code, in the order `--list-codes` and SARIF's rules
    /// give them.
    pub(crate) const ALL: [InputCode; 9] = [
        InputCode::InvalidUtf8,
        InputCode::TooLong,
        InputCode::Read(ProblemCode::InvalidJson),
        InputCode::Binary,
        InputCode::Read(ProblemCode::InvalidSyntax),
        InputCode::Read(ProblemCode::InvalidEscape),
        InputCode::Read(ProblemCode::UndeclaredEntity),
        InputCode::Read(ProblemCode::InvalidEncoding),
        InputCode::Read(ProblemCode::TooLarge),
    ];

    /// The code of a reader's problem with a document of `format`.
    pub(crate) const fn of_problem(kind: ProblemKind, format: Format) -> InputCode {
        InputCode::Read(kind.code(format))
    }

    /// The code's name in output.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            InputCode::InvalidUtf8 => "input-invalid-utf8",
            InputCode::TooLong => "input-too-long",
            InputCode::Binary => "input-binary",
            InputCode::Read(code) => code.name(),
        }
    }

    /// Its level: a file that is not text was not checked, an error; a
    /// binary file named on the command line is skipped with a warning.
    pub(crate) const fn level(self) -> Level {
        match self {
            InputCode::Binary => Level::Warning,
            InputCode::InvalidUtf8 | InputCode::TooLong | InputCode::Read(_) => Level::Error,
        }
    }

    /// What the code is about, as a noun phrase.
    pub(crate) const fn summary(self) -> &'static str {
        match self {
            InputCode::InvalidUtf8 => "invalid UTF-8",
            InputCode::TooLong => "line or string longer than the limit",
            InputCode::Binary => "binary file",
            InputCode::Read(code) => code.summary(),
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
    fn every_code_of_the_readers_is_listed() {
        for code in ProblemCode::ALL {
            assert!(InputCode::ALL.contains(&InputCode::Read(code)), "{code:?}");
        }
    }

    #[test]
    fn component_names_are_kebab_case() {
        assert_eq!(component_name(iri_core::Component::IpLiteral), "ip-literal");
        assert_eq!(component_name(iri_core::Component::Path), "path");
    }
}
