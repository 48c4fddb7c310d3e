//! One IRI, checked: the grammar first, with `--base` resolution, then the
//! checker under the policy. Every sentence comes from `iri-core`.

use std::ops::Range;

use iri_core::check::{Fix, Level, Policy, check};
use iri_core::{Charset, Component, ErrorKind, Form, Grammar, Iri, ParseError, Uri, parse};

use crate::args::KindArg;
use crate::codes::{DiagCode, InputCode};

/// A finding of the command: a checker finding, a grammar error or an
/// input problem, with its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Diagnostic {
    pub(crate) code: DiagCode,
    pub(crate) level: Level,
    /// The component, for findings about an IRI.
    pub(crate) component: Option<Component>,
    /// The bytes of the checked text, for findings about an IRI.
    pub(crate) span: Option<Range<usize>>,
    pub(crate) message: String,
    pub(crate) help: Option<String>,
    /// The mechanical fix, in the checked text.
    pub(crate) fix: Option<Fix>,
}

impl Diagnostic {
    /// A problem with the input file.
    pub(crate) fn input(code: InputCode, message: String) -> Diagnostic {
        Diagnostic {
            code: DiagCode::Input(code),
            level: code.level(),
            component: None,
            span: None,
            message,
            help: None,
            fix: None,
        }
    }

    /// A grammar error.
    fn grammar(err: &ParseError) -> Diagnostic {
        let help = err.help().map(|help| {
            if err.kind() == ErrorKind::MissingScheme {
                format!(
                    "{}, or check it as a reference (`--kind reference`, or `--base IRI` to resolve it)",
                    help.without_alternative()
                )
            } else {
                help.to_string()
            }
        });
        Diagnostic {
            code: DiagCode::Grammar(err.kind()),
            level: Level::Error,
            component: Some(err.component()),
            span: Some(err.span()),
            message: err.to_string(),
            help,
            fix: None,
        }
    }

    /// A finding of the checker.
    fn finding(finding: &iri_core::check::Finding, text: &str) -> Diagnostic {
        Diagnostic {
            code: DiagCode::Rule(finding.code()),
            level: finding.level(),
            component: Some(finding.component()),
            span: Some(finding.span()),
            message: finding.message().to_string(),
            help: finding.help().map(|help| help.to_string()),
            fix: finding.fix(text),
        }
    }
}

/// What checking one IRI found.
#[derive(Debug, Default)]
pub(crate) struct Inspection {
    /// The findings, in the order of their position.
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// The IRI checked, when `--base` resolution made it from the text.
    pub(crate) resolved: Option<String>,
}

impl Inspection {
    /// Whether the fixes of this IRI may be applied: it has a fix, and no
    /// error-level finding without one.
    pub(crate) fn fixable(&self) -> bool {
        self.resolved.is_none()
            && self.diagnostics.iter().any(|d| d.fix.is_some())
            && !self
                .diagnostics
                .iter()
                .any(|d| d.level == Level::Error && d.fix.is_none())
    }
}

/// A base to resolve relative references against (`--base`).
#[derive(Debug)]
enum Base {
    Iri(Iri<String>),
    Uri(Uri<String>),
}

/// How IRIs are checked: the grammar (from `--kind`) and the base.
#[derive(Debug)]
pub(crate) struct Inspector {
    kind: Option<KindArg>,
    base: Option<Base>,
}

impl Inspector {
    /// The inspector for `--kind` and `--base`; the error is for the user.
    pub(crate) fn new(kind: Option<KindArg>, base: Option<&str>) -> Result<Inspector, String> {
        let Some(text) = base else {
            return Ok(Inspector { kind, base: None });
        };
        let charset = kind.map_or(Charset::Iri, |k| grammar_of(k).charset);
        let base = match charset {
            Charset::Uri => Uri::parse(text.to_owned()).map(Base::Uri),
            Charset::Iri => Iri::parse(text.to_owned()).map(Base::Iri),
            Charset::Leiri => {
                return Err("`--base` needs an IRI or URI kind: LEIRIs are not resolved".to_owned());
            }
        };
        let base = base.map_err(|err| format!("invalid `--base` `{text}`: {err}"))?;
        Ok(Inspector {
            kind,
            base: Some(base),
        })
    }

    /// The grammar for a value, which the context may allow to be relative.
    fn grammar(&self, may_be_relative: bool) -> Grammar {
        match self.kind {
            Some(kind) => grammar_of(kind),
            None if may_be_relative => Grammar::IRI_REFERENCE,
            None => Grammar::IRI,
        }
    }

    /// Checks `text` under `policy`.
    pub(crate) fn inspect(&self, text: &str, may_be_relative: bool, policy: &Policy) -> Inspection {
        let grammar = self.grammar(may_be_relative);
        let Some(base) = &self.base else {
            return match parse(text, grammar) {
                Ok(table) => findings(&check(text, &table, grammar, policy), text),
                Err(err) => grammar_error(&err),
            };
        };
        let absolute = Grammar::new(grammar.charset, Form::Absolute);
        let reference = Grammar::new(grammar.charset, Form::Reference);
        let table = match parse(text, reference) {
            Ok(table) => table,
            Err(err) => return grammar_error(&err),
        };
        if table.has_scheme() {
            return findings(&check(text, &table, absolute, policy), text);
        }
        let resolved = match base {
            Base::Iri(base) => base.resolve_str(text).map(Iri::into_inner),
            Base::Uri(base) => base.resolve_str(text).map(Uri::into_inner),
        };
        let resolved = match resolved {
            Ok(resolved) => resolved,
            Err(err) => return grammar_error(&err),
        };
        let mut inspection = match parse(&resolved, absolute) {
            Ok(table) => findings(&check(&resolved, &table, absolute, policy), &resolved),
            Err(err) => grammar_error(&err),
        };
        if !inspection.diagnostics.is_empty() {
            for diagnostic in &mut inspection.diagnostics {
                diagnostic.fix = None;
            }
            inspection.resolved = Some(resolved);
        }
        inspection
    }
}

/// The grammar of a `--kind`.
const fn grammar_of(kind: KindArg) -> Grammar {
    match kind {
        KindArg::Iri => Grammar::IRI,
        KindArg::Uri => Grammar::URI,
        KindArg::Leiri => Grammar::LEIRI,
        KindArg::Reference => Grammar::IRI_REFERENCE,
        KindArg::UriReference => Grammar::URI_REFERENCE,
        KindArg::LeiriReference => Grammar::LEIRI_REFERENCE,
    }
}

fn findings(report: &iri_core::check::Report, text: &str) -> Inspection {
    if report.is_empty() {
        return Inspection::default();
    }
    Inspection {
        diagnostics: report
            .iter()
            .map(|finding| Diagnostic::finding(finding, text))
            .collect(),
        resolved: None,
    }
}

fn grammar_error(err: &ParseError) -> Inspection {
    Inspection {
        diagnostics: vec![Diagnostic::grammar(err)],
        resolved: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iri_core::check::Code;

    #[test]
    fn grammar_errors_and_findings_keep_iri_cores_words() {
        let inspector = Inspector::new(None, None).unwrap();
        let found = inspector.inspect("http://a/b c", false, &Policy::DEFAULT);
        let err = parse("http://a/b c", Grammar::IRI).unwrap_err();
        assert_eq!(found.diagnostics[0].message, err.to_string());
        assert_eq!(
            found.diagnostics[0].help.as_deref(),
            Some("percent-encode it as `%20`")
        );
        let found = inspector.inspect("HTTP://a/", false, &Policy::DEFAULT);
        assert_eq!(
            found.diagnostics[0].code,
            DiagCode::Rule(Code::FormSchemeCase)
        );
        assert!(found.fixable());
    }

    #[test]
    fn relative_values_are_references_unless_a_kind_is_given() {
        let policy = Policy::GRAMMAR;
        let auto = Inspector::new(None, None).unwrap();
        assert!(auto.inspect("a/b", true, &policy).diagnostics.is_empty());
        assert_eq!(
            auto.inspect("a/b", false, &policy).diagnostics[0].code,
            DiagCode::Grammar(ErrorKind::MissingScheme)
        );
        let iri = Inspector::new(Some(KindArg::Iri), None).unwrap();
        assert!(!iri.inspect("a/b", true, &policy).diagnostics.is_empty());
    }

    #[test]
    fn a_base_resolves_relative_references_and_drops_their_fixes() {
        let inspector = Inspector::new(None, Some("HTTP://example.org/a/")).unwrap();
        let found = inspector.inspect("b/../c", false, &Policy::DEFAULT);
        assert_eq!(found.resolved.as_deref(), Some("HTTP://example.org/a/c"));
        assert_eq!(
            found.diagnostics[0].code,
            DiagCode::Rule(Code::FormSchemeCase)
        );
        assert!(!found.fixable());
        let found = inspector.inspect("b c", false, &Policy::DEFAULT);
        assert_eq!(found.diagnostics[0].span, Some(1..2));
        assert!(found.resolved.is_none());
        assert!(Inspector::new(Some(KindArg::Leiri), Some("http://a/")).is_err());
        assert!(Inspector::new(None, Some("relative")).is_err());
    }
}
