//! The codes of the command's findings: the checker's own ([`Code`]), one
//! per grammar error kind (`grammar-…`), and the problems of the input
//! files (`input-…`). Their names are part of the JSON and SARIF output.

use std::borrow::Cow;

use iri_core::ErrorKind;
use iri_core::check::{Code, Level};

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
}

impl InputCode {
    /// Every input code.
    pub(crate) const ALL: [InputCode; 4] = [
        InputCode::InvalidUtf8,
        InputCode::TooLong,
        InputCode::InvalidJson,
        InputCode::Binary,
    ];

    /// The code's name in output.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            InputCode::InvalidUtf8 => "input-invalid-utf8",
            InputCode::TooLong => "input-too-long",
            InputCode::InvalidJson => "input-invalid-json",
            InputCode::Binary => "input-binary",
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
        }
    }
}

/// The grammar error kinds with a code of their own; any later kind is
/// `grammar-other`.
pub(crate) const GRAMMAR_KINDS: [ErrorKind; 15] = [
    ErrorKind::InvalidCharacter,
    ErrorKind::InvalidPercentEncoding,
    ErrorKind::NonAscii,
    ErrorKind::PrivateUseOutsideQuery,
    ErrorKind::MissingScheme,
    ErrorKind::InvalidScheme,
    ErrorKind::UnclosedIpLiteral,
    ErrorKind::InvalidIpv6,
    ErrorKind::InvalidIpv4InIpv6,
    ErrorKind::InvalidIpvFuture,
    ErrorKind::InvalidPort,
    ErrorKind::PathStartsWithDoubleSlash,
    ErrorKind::ColonInFirstSegment,
    ErrorKind::UnexpectedFragment,
    ErrorKind::TooLong,
];

/// The code of a grammar error of a kind newer than this command.
pub(crate) const GRAMMAR_OTHER: &str = "grammar-other";

/// Every grammar code, `grammar-other` last.
pub(crate) fn grammar_names() -> impl Iterator<Item = &'static str> {
    GRAMMAR_KINDS
        .iter()
        .map(|&k| grammar_name(k))
        .chain([GRAMMAR_OTHER])
}

/// The code of a grammar error: `grammar-` and the kind in kebab case.
pub(crate) fn grammar_name(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::InvalidCharacter => "grammar-invalid-character",
        ErrorKind::InvalidPercentEncoding => "grammar-invalid-percent-encoding",
        ErrorKind::NonAscii => "grammar-non-ascii",
        ErrorKind::PrivateUseOutsideQuery => "grammar-private-use-outside-query",
        ErrorKind::MissingScheme => "grammar-missing-scheme",
        ErrorKind::InvalidScheme => "grammar-invalid-scheme",
        ErrorKind::UnclosedIpLiteral => "grammar-unclosed-ip-literal",
        ErrorKind::InvalidIpv6 => "grammar-invalid-ipv6",
        ErrorKind::InvalidIpv4InIpv6 => "grammar-invalid-ipv4-in-ipv6",
        ErrorKind::InvalidIpvFuture => "grammar-invalid-ipvfuture",
        ErrorKind::InvalidPort => "grammar-invalid-port",
        ErrorKind::PathStartsWithDoubleSlash => "grammar-path-starts-with-double-slash",
        ErrorKind::ColonInFirstSegment => "grammar-colon-in-first-segment",
        ErrorKind::UnexpectedFragment => "grammar-unexpected-fragment",
        ErrorKind::TooLong => "grammar-too-long",
        // The parser reports no rule; a checker finding keeps its own code.
        ErrorKind::Rule(code) => code.name(),
        _ => GRAMMAR_OTHER,
    }
}

/// What a finding of the command is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum DiagCode {
    /// A checker rule.
    Rule(Code),
    /// A grammar error.
    Grammar(ErrorKind),
    /// A problem with the input file.
    Input(InputCode),
}

impl DiagCode {
    /// The code's name in output.
    pub(crate) fn name(self) -> &'static str {
        match self {
            DiagCode::Rule(code) => code.name(),
            DiagCode::Grammar(kind) => grammar_name(kind),
            DiagCode::Input(code) => code.name(),
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

    #[test]
    fn grammar_names_are_distinct_kebab_case_and_unlike_the_checkers() {
        let mut names: Vec<&str> = grammar_names().collect();
        names.extend(InputCode::ALL.iter().map(|c| c.name()));
        for name in &names {
            assert!(
                name.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{name}"
            );
            assert!(Code::from_name(name).is_none(), "{name}");
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
