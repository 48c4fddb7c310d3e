//! All the findings of one check: [`Report`].

use alloc::vec::Vec;
use core::fmt;
use core::hash::{Hash, Hasher};

use crate::fixes::{FixRule, Place};
use crate::policy::Policy;
use iri_core::Grammar;
use iri_core::ParseError;
use iri_core::diagnostic::Annotated;
use iri_core::diagnostic::Finding;
use iri_core::diagnostic::Level;

/// The findings of one check, in the order of their position in the input.
///
/// A report allocates only when there is a finding.
///
/// ```
/// use iri_kit::check::{CheckExt, Policy};
/// use iri_kit::diagnostic::{Code, Level};
/// use iri_kit::Iri;
///
/// // Bidi formatting characters are errors by default; here, warnings.
/// let policy = Policy::DEFAULT.with(Code::BidiFormatting, Level::Warning);
/// let iri = Iri::parse_with("http://example.org/a\u{200F}", &policy).unwrap();
/// let report = iri.check(&policy);
/// assert_eq!(report.findings()[0].code(), Code::BidiFormatting);
/// assert_eq!(report.max_level(), Some(Level::Warning));
/// println!("{}", report.annotate(iri.as_str()));
/// ```
///
/// Two reports are equal when their findings are.
#[derive(Clone, Debug, Default)]
pub struct Report {
    findings: Vec<Finding>,
    /// What [`FixRule`] needs to decide which fixes a drawing shows, kept
    /// only when a finding has a fix; in place, not boxed, so that making a
    /// report allocates only its findings (`tests/check_allocation.rs`).
    fixing: Option<Fixing>,
}

/// How the text of a report was checked, for [`FixRule`], which checks the
/// fixed text the same way.
#[derive(Clone, Debug)]
struct Fixing {
    grammar: Grammar,
    policy: Policy,
    /// All the findings of the check, once [`Report::retain`] dropped some:
    /// whether a fix may be written depends on every finding of the IRI.
    all: Option<Vec<Finding>>,
}

impl PartialEq for Report {
    fn eq(&self, other: &Report) -> bool {
        self.findings == other.findings
    }
}

impl Eq for Report {}

impl Hash for Report {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.findings.hash(state);
    }
}

impl Report {
    pub(crate) fn new(mut findings: Vec<Finding>, grammar: Grammar, policy: &Policy) -> Report {
        findings.sort_by_key(|f| (f.span().start, f.span().end, f.code()));
        let fixing = findings.iter().any(Finding::has_fix).then(|| Fixing {
            grammar,
            policy: policy.clone(),
            all: None,
        });
        Report { findings, fixing }
    }

    /// The findings, in the order of their position.
    #[must_use]
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    /// The findings, in the order of their position.
    pub fn iter(&self) -> core::slice::Iter<'_, Finding> {
        self.findings.iter()
    }

    /// Whether nothing was found.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.findings.is_empty()
    }

    /// The number of findings.
    #[must_use]
    pub fn len(&self) -> usize {
        self.findings.len()
    }

    /// The most severe level found, if anything was.
    #[must_use]
    pub fn max_level(&self) -> Option<Level> {
        self.findings.iter().map(Finding::level).max()
    }

    /// Whether a finding is at the error level.
    #[must_use]
    pub fn has_errors(&self) -> bool {
        self.max_level() == Some(Level::Error)
    }

    /// The first error-level finding as a [`ParseError`], if there is one.
    #[must_use]
    pub fn first_error(&self) -> Option<ParseError> {
        self.findings
            .iter()
            .find(|f| f.level() == Level::Error)
            .map(Finding::to_parse_error)
    }

    /// The findings with `input`, the checked text, displayed as a list:
    /// each finding drawn as [`annotate_each`](Report::annotate_each)
    /// draws it.
    ///
    /// ```
    /// use iri_kit::check::{check, Policy};
    /// use iri_kit::{parse, Grammar};
    ///
    /// // The empty port has a fix, but the repeated scheme has none: what
    /// // the author meant is not known, so no fix is shown.
    /// let text = "http://http://www.examplebank.com/login";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let report = check(text, &table, Grammar::IRI, &Policy::STRICT);
    /// assert!(report.iter().any(|f| f.has_fix()));
    /// assert!(!report.annotate(text).to_string().contains("= fix:"));
    /// ```
    #[must_use]
    pub fn annotate<'a>(&'a self, input: &'a str) -> AnnotatedReport<'a> {
        AnnotatedReport {
            report: self,
            input,
        }
    }

    /// Each finding drawn with `input`, the checked text, as
    /// [`Finding::annotate`] draws it, but with its fix only where
    /// [`FixRule::DEFAULT`] writes it at the default [`Place`] (an IRI
    /// compared by equivalence, whose end is known): the fixes shown are
    /// those `iri-check --fix` writes. Suggestions are drawn as they are.
    pub fn annotate_each<'a>(&'a self, input: &'a str) -> impl Iterator<Item = Annotated<'a>> {
        let written = self.written(input);
        self.findings.iter().map(move |finding| {
            let drawn = finding.annotate(input);
            if written.contains(finding) {
                drawn
            } else {
                drawn.without_fix()
            }
        })
    }

    /// The findings whose fixes [`FixRule::DEFAULT`] writes in `input`.
    fn written(&self, input: &str) -> Vec<Finding> {
        let Some(fixing) = &self.fixing else {
            return Vec::new();
        };
        let all = fixing.all.as_deref().unwrap_or(&self.findings);
        let plan =
            FixRule::DEFAULT.plan(input, fixing.grammar, &fixing.policy, all, Place::default());
        plan.write.iter().map(|(i, _)| all[*i]).collect()
    }

    /// Keeps only the findings for which `keep` holds. Which fixes a
    /// drawing shows is still decided by all the findings of the check.
    pub fn retain(&mut self, keep: impl FnMut(&Finding) -> bool) {
        if let Some(fixing) = &mut self.fixing
            && fixing.all.is_none()
        {
            fixing.all = Some(self.findings.clone());
        }
        self.findings.retain(keep);
    }
}

impl<'a> IntoIterator for &'a Report {
    type Item = &'a Finding;
    type IntoIter = core::slice::Iter<'a, Finding>;

    fn into_iter(self) -> Self::IntoIter {
        self.findings.iter()
    }
}

impl IntoIterator for Report {
    type Item = Finding;
    type IntoIter = alloc::vec::IntoIter<Finding>;

    fn into_iter(self) -> Self::IntoIter {
        self.findings.into_iter()
    }
}

/// A [`Report`] with its input, displayed by [`Report::annotate`].
#[derive(Clone, Copy, Debug)]
pub struct AnnotatedReport<'a> {
    report: &'a Report,
    input: &'a str,
}

impl fmt::Display for AnnotatedReport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, drawn) in self.report.annotate_each(self.input).enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{drawn}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use crate::{Policy, check};
    use iri_core::{Grammar, parse};

    /// The report of `text`, an IRI, under the strict policy.
    fn strict(text: &str) -> crate::Report {
        let table = parse(text, Grammar::IRI).unwrap();
        check(text, &table, Grammar::IRI, &Policy::STRICT)
    }

    #[test]
    fn a_fix_is_drawn_only_where_the_fix_rule_writes_it() {
        // The empty port alone: its fix is drawn.
        let text = "http://www.examplebank.com:/login";
        assert!(
            strict(text)
                .annotate(text)
                .to_string()
                .contains("= fix: remove `:`")
        );
        // Beside the repeated scheme, which has no fix, it is not, as
        // `iri-check --fix` does not write it.
        let text = "http://http://www.examplebank.com/login";
        let mut report = strict(text);
        assert!(
            report
                .iter()
                .any(|f| f.code() == crate::Code::FormEmptyPort && f.has_fix())
        );
        let drawn = report.annotate(text).to_string();
        assert!(drawn.contains("host-repeated-scheme"), "{drawn}");
        assert!(drawn.contains("form-empty-port"), "{drawn}");
        assert!(!drawn.contains("= fix:"), "{drawn}");
        // Nor once the finding without a fix is dropped from the report:
        // the rule looks at every finding of the check.
        report.retain(|f| f.code() == crate::Code::FormEmptyPort);
        assert_eq!(report.len(), 1);
        assert!(!report.annotate(text).to_string().contains("= fix:"));
    }

    // The ligature's suggestion is its compatibility decomposition, which
    // the unicode rules make with the `nfc` feature's tables.
    #[cfg(feature = "nfc")]
    #[test]
    fn a_suggestion_is_drawn_though_no_tool_writes_it() {
        let text = "http://example.org/\u{FB01}";
        let report = strict(text);
        assert!(report.iter().any(|f| f.suggestion(text).is_some()));
        let drawn = report.annotate(text).to_string();
        assert!(drawn.contains("= suggestion:"), "{drawn}");
    }

    #[test]
    fn a_fix_quotes_control_characters_spelled_out() {
        // A LEIRI's line feeds, encoded by the fix: the report must not
        // print them raw (found by the render fuzz target on "\n\n").
        let text = "\n\n";
        let table = parse(text, Grammar::LEIRI_REFERENCE).unwrap();
        let report = check(text, &table, Grammar::LEIRI_REFERENCE, &Policy::STRICT);
        let drawn = report.annotate(text).to_string();
        assert!(
            !drawn.contains('\n') || drawn.lines().all(|l| !l.is_empty()),
            "{drawn:?}"
        );
        // A browser strips them instead (`whatwg-stripped`, with no fix):
        // what the author meant is not known, so the report draws no fix;
        // the finding drawn alone shows the renderer's line of it.
        assert!(!drawn.contains("= fix:"), "{drawn}");
        let leiri = report
            .iter()
            .find(|f| f.has_fix())
            .expect("the LEIRI finding's fix");
        let alone = leiri.annotate(text).to_string();
        assert!(alone.lines().all(|l| !l.is_empty()), "{alone:?}");
        assert!(
            alone.contains("replace `<U+000A><U+000A>` with `%0A%0A`"),
            "{alone}"
        );
    }

    #[test]
    fn control_characters_are_spelled_out_in_snippets() {
        // A host of line feeds and a letter (found by the render fuzz target):
        // every line of the report is a header, a snippet line or a note.
        let text = "H://\n\nH://*";
        let table = parse(text, Grammar::LEIRI_REFERENCE).unwrap();
        let report = check(text, &table, Grammar::LEIRI_REFERENCE, &Policy::STRICT);
        let drawn = report.annotate(text).to_string();
        // Messages quote no input; the snippet spells the line feeds out.
        assert!(
            drawn.contains("error[form-host-case]: uppercase letters in the host\n  | H://<U+000A><U+000A>H://*"),
            "{drawn}"
        );
        for line in drawn.lines() {
            assert!(
                line.starts_with("  ") || line.contains("]: "),
                "a line of input leaked into the report: {line:?}"
            );
        }
    }
}
