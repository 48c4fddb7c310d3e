//! One IRI, checked: the grammar first, with `--base` resolution, then the
//! checker under the policy. Every word about an IRI comes from
//! `iri-core`'s one renderer; the command adds the way out it offers
//! (another `--kind`) and where the IRI is.

use std::fmt;
use std::ops::Range;

use iri_checker::{Finding, Fix, Level, Policy, check};
use iri_core::diagnostic::{Explanation, Help};
use iri_core::{Charset, Component, Form, Grammar, Iri, ParseError, Uri, parse};
use iri_template::Template;

use crate::args::KindArg;
use crate::codes::InputCode;

/// What the command reports: a finding about an IRI (a grammar error or a
/// finding of the checker, `iri-core`'s one model) or a problem with an
/// input file (the command's own codes and sentences).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Diagnostic {
    /// A grammar error or a finding of the checker.
    Iri {
        finding: Finding,
        /// The fix of the checked text, when it has one and the text is
        /// the IRI as written (not resolved with `--base`).
        fix: Option<Fix>,
        /// What the help may offer instead of fixing the IRI: the `--kind`
        /// that accepts relative references, and the one that accepts
        /// non-ASCII characters.
        alternatives: (&'static str, &'static str),
    },
    /// A problem with the input file.
    Input { code: InputCode, message: String },
}

/// A sentence of a diagnostic: `iri-core`'s, or the command's own about
/// an input file.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Sentence<'a> {
    Message(iri_core::diagnostic::Message),
    Own(&'a str),
}

impl fmt::Display for Sentence<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sentence::Message(message) => message.fmt(f),
            Sentence::Own(text) => f.write_str(text),
        }
    }
}

impl Diagnostic {
    /// A problem with the input file.
    pub(crate) fn input(code: InputCode, message: String) -> Diagnostic {
        Diagnostic::Input { code, message }
    }

    /// The code's name, as written in output.
    pub(crate) fn code(&self) -> &'static str {
        match self {
            Diagnostic::Iri { finding, .. } => finding.code().name(),
            Diagnostic::Input { code, .. } => code.name(),
        }
    }

    /// The level: the policy's, or the input code's.
    pub(crate) fn level(&self) -> Level {
        match self {
            Diagnostic::Iri { finding, .. } => finding.level(),
            Diagnostic::Input { code, .. } => code.level(),
        }
    }

    /// The finding about an IRI, if it is one.
    pub(crate) const fn finding(&self) -> Option<&Finding> {
        match self {
            Diagnostic::Iri { finding, .. } => Some(finding),
            Diagnostic::Input { .. } => None,
        }
    }

    /// The component, for findings about an IRI.
    pub(crate) fn component(&self) -> Option<Component> {
        self.finding().map(Finding::component)
    }

    /// The bytes of the checked text, for findings about an IRI.
    pub(crate) fn span(&self) -> Option<Range<usize>> {
        self.finding().map(Finding::span)
    }

    /// What is wrong, without the position.
    pub(crate) fn message(&self) -> Sentence<'_> {
        match self {
            Diagnostic::Iri { finding, .. } => Sentence::Message(finding.message()),
            Diagnostic::Input { message, .. } => Sentence::Own(message),
        }
    }

    /// The rule broken and its source, when the message leaves one to say.
    pub(crate) fn explanation(&self) -> Option<Explanation> {
        self.finding().and_then(Finding::explanation)
    }

    /// How to fix it, offering the `--kind` that accepts the IRI where
    /// there is one.
    pub(crate) fn help(&self) -> Option<Help> {
        match self {
            Diagnostic::Iri {
                finding,
                alternatives: (reference, unicode),
                ..
            } => finding
                .help()
                .map(|help| help.with_alternatives(reference, unicode)),
            Diagnostic::Input { .. } => None,
        }
    }

    /// The mechanical fix, in the checked text.
    pub(crate) const fn fix(&self) -> Option<&Fix> {
        match self {
            Diagnostic::Iri { fix, .. } => fix.as_ref(),
            Diagnostic::Input { .. } => None,
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

/// The `--kind`s a help may offer instead of fixing an IRI checked as
/// `kind`: the one of the same character set that accepts relative
/// references, and the one of the same form that accepts non-ASCII
/// characters.
const fn alternatives(kind: Option<KindArg>) -> (&'static str, &'static str) {
    match kind {
        None | Some(KindArg::Iri) => ("`--kind reference`", "`--kind iri`"),
        Some(KindArg::Reference) => ("`--kind reference`", "`--kind reference`"),
        Some(KindArg::Uri) => ("`--kind uri-reference`", "`--kind iri`"),
        Some(KindArg::UriReference) => ("`--kind uri-reference`", "`--kind reference`"),
        Some(KindArg::Leiri) => ("`--kind leiri-reference`", "`--kind leiri`"),
        Some(KindArg::LeiriReference) => ("`--kind leiri-reference`", "`--kind leiri-reference`"),
    }
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

    /// The grammar for a value whose format asks for `format`: `--kind`'s
    /// when given.
    pub(crate) fn grammar(&self, format: Grammar) -> Grammar {
        self.kind.map_or(format, grammar_of)
    }

    /// What the help may offer instead of fixing an IRI, under the
    /// `--kind` asked for ([`Diagnostic::Iri`]).
    pub(crate) const fn alternatives(&self) -> (&'static str, &'static str) {
        alternatives(self.kind)
    }

    /// Checks `text` as an RFC 6570 URI Template (`iri-template`):
    /// its syntax, and its literal text as IRI text where it stands. (The
    /// checker's rules, `--kind` and `--base` are about IRIs: a template
    /// is not one.)
    pub(crate) fn inspect_template(&self, text: &str) -> Inspection {
        let Err(error) = Template::parse(text) else {
            return Inspection::default();
        };
        Inspection {
            diagnostics: error
                .findings()
                .iter()
                .map(|finding| Diagnostic::Iri {
                    finding: *finding,
                    fix: None,
                    alternatives: alternatives(self.kind),
                })
                .collect(),
            resolved: None,
        }
    }

    /// Checks `text`, which its format asks to match `format`, under
    /// `policy`.
    pub(crate) fn inspect(&self, text: &str, format: Grammar, policy: &Policy) -> Inspection {
        let grammar = self.grammar(format);
        let alternatives = alternatives(self.kind);
        let findings =
            |report: &iri_checker::Report, text: &str| findings(report, text, alternatives);
        let grammar_error = |err: &ParseError| grammar_error(err, alternatives);
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
                if let Diagnostic::Iri { fix, .. } = diagnostic {
                    *fix = None;
                }
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

/// The findings of a report on `text`, with their fixes.
fn findings(
    report: &iri_checker::Report,
    text: &str,
    alternatives: (&'static str, &'static str),
) -> Inspection {
    if report.is_empty() {
        return Inspection::default();
    }
    Inspection {
        diagnostics: report
            .iter()
            .map(|finding| Diagnostic::Iri {
                finding: *finding,
                fix: finding.fix(text),
                alternatives,
            })
            .collect(),
        resolved: None,
    }
}

/// A grammar error, a finding without fix.
fn grammar_error(err: &ParseError, alternatives: (&'static str, &'static str)) -> Inspection {
    Inspection {
        diagnostics: vec![Diagnostic::Iri {
            finding: err.finding(),
            fix: None,
            alternatives,
        }],
        resolved: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iri_checker::Code;

    fn code(inspection: &Inspection) -> Option<Code> {
        inspection.diagnostics[0].finding().map(Finding::code)
    }

    #[test]
    fn grammar_errors_and_findings_keep_iri_cores_words() {
        let inspector = Inspector::new(None, None).unwrap();
        let found = inspector.inspect("http://a/b c", Grammar::IRI, &Policy::DEFAULT);
        let err = parse("http://a/b c", Grammar::IRI).unwrap_err();
        let d = &found.diagnostics[0];
        assert_eq!(d.finding(), Some(&err.finding()));
        assert_eq!(d.message().to_string(), err.finding().message().to_string());
        assert_eq!(
            d.help().map(|h| h.to_string()).as_deref(),
            Some("percent-encode it as `%20`")
        );
        let found = inspector.inspect("HTTP://a/", Grammar::IRI, &Policy::DEFAULT);
        assert_eq!(code(&found), Some(Code::FormSchemeCase));
        assert!(found.diagnostics[0].fix().is_some());
    }

    #[test]
    fn helps_offer_the_kind_that_accepts_the_iri() {
        let help = |kind, text| {
            let inspector = Inspector::new(kind, None).unwrap();
            let found = inspector.inspect(text, Grammar::IRI, &Policy::GRAMMAR);
            found.diagnostics[0].help().unwrap().to_string()
        };
        assert_eq!(
            help(None, "a/b"),
            "add a scheme such as `https:`, or use `--kind reference`, which accepts relative \
             references"
        );
        assert_eq!(
            help(Some(KindArg::Uri), "a/b"),
            "add a scheme such as `https:`, or use `--kind uri-reference`, which accepts \
             relative references"
        );
        assert_eq!(
            help(Some(KindArg::UriReference), "/é"),
            "percent-encode it as `%C3%A9`, or use `--kind reference`, which accepts non-ASCII \
             characters"
        );
    }

    #[test]
    fn relative_values_are_references_unless_a_kind_is_given() {
        let policy = Policy::GRAMMAR;
        let auto = Inspector::new(None, None).unwrap();
        assert!(
            auto.inspect("a/b", Grammar::IRI_REFERENCE, &policy)
                .diagnostics
                .is_empty()
        );
        assert_eq!(
            code(&auto.inspect("a/b", Grammar::IRI, &policy)),
            Some(Code::GrammarMissingScheme)
        );
        let iri = Inspector::new(Some(KindArg::Iri), None).unwrap();
        assert!(
            !iri.inspect("a/b", Grammar::IRI_REFERENCE, &policy)
                .diagnostics
                .is_empty()
        );
    }

    #[test]
    fn a_base_resolves_relative_references_and_drops_their_fixes() {
        let inspector = Inspector::new(None, Some("HTTP://example.org/a/")).unwrap();
        let found = inspector.inspect("b/../c", Grammar::IRI, &Policy::DEFAULT);
        assert_eq!(found.resolved.as_deref(), Some("HTTP://example.org/a/c"));
        assert_eq!(code(&found), Some(Code::FormSchemeCase));
        assert!(found.diagnostics[0].fix().is_none());
        let found = inspector.inspect("b c", Grammar::IRI, &Policy::DEFAULT);
        assert_eq!(found.diagnostics[0].span(), Some(1..2));
        assert!(found.resolved.is_none());
        assert!(Inspector::new(Some(KindArg::Leiri), Some("http://a/")).is_err());
        assert!(Inspector::new(None, Some("relative")).is_err());
    }

    #[test]
    fn input_problems_keep_their_own_words() {
        let d = Diagnostic::input(InputCode::Binary, "binary file".to_owned());
        assert_eq!(d.code(), "input-binary");
        assert_eq!(d.level(), Level::Warning);
        assert_eq!(d.message().to_string(), "binary file");
        assert!(d.help().is_none() && d.span().is_none() && d.explanation().is_none());
    }
}
