//! All the findings of one check: [`Report`].

use alloc::vec::Vec;
use core::fmt;

use crate::diagnostic::error::ParseError;
use crate::diagnostic::finding::Finding;
use crate::diagnostic::level::Level;

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
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Report {
    findings: Vec<Finding>,
}

impl Report {
    pub(crate) fn new(mut findings: Vec<Finding>) -> Report {
        findings.sort_by_key(|f| (f.span().start, f.span().end, f.code()));
        Report { findings }
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
    /// each finding drawn as [`Finding::annotate`] draws it.
    #[must_use]
    pub fn annotate<'a>(&'a self, input: &'a str) -> AnnotatedReport<'a> {
        AnnotatedReport {
            report: self,
            input,
        }
    }

    /// Keeps only the findings for which `keep` holds.
    pub fn retain(&mut self, keep: impl FnMut(&Finding) -> bool) {
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
        for (i, finding) in self.report.findings.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{}", finding.annotate(self.input))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use crate::syntax::parse::{Grammar, parse};
    use crate::{Policy, check};

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
        assert!(
            drawn.contains("replace `<U+000A><U+000A>` with `%0A%0A`"),
            "{drawn}"
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
