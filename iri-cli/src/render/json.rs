//! `--format json`: one object per finding, one per line, with the stable
//! schema documented in `--help` (version 1), which this file defines.

use std::borrow::Cow;
use std::fmt::Display;

use serde::{Serialize, Serializer};

use super::Located;
use crate::codes::component_name;

/// A sentence, written into the JSON string as it is rendered (no
/// intermediate `String`).
#[derive(Debug)]
pub(crate) struct Text<T>(pub(crate) T);

impl<T: Display> Serialize for Text<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// A byte range.
#[derive(Debug, Serialize)]
pub(crate) struct Span {
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// A mechanical fix of the checked text.
#[derive(Debug, Serialize)]
pub(crate) struct FixRecord<'a> {
    pub(crate) span: Span,
    pub(crate) replacement: &'a str,
}

/// One finding: the schema of `--format json`. Members are never removed
/// or changed; new ones may be added.
#[derive(Debug, Serialize)]
pub(crate) struct Record<'a> {
    /// The input's name: the path as given or found, `<stdin>`.
    pub(crate) file: &'a str,
    /// The line of the finding's start, from 1.
    pub(crate) line: u64,
    /// Its column, in characters, from 1.
    pub(crate) column: u64,
    /// Its byte offset in the file, from 0.
    pub(crate) offset: u64,
    /// Its bytes in `input`; null for findings about the input file.
    pub(crate) span: Option<Span>,
    /// The IRI checked (resolved when `--base` resolved it); null for
    /// findings about the input file.
    pub(crate) input: Option<&'a str>,
    /// The reference as written, when `--base` resolved it.
    pub(crate) reference: Option<&'a str>,
    /// The JSON pointer of the value, in JSON mode.
    pub(crate) pointer: Option<&'a str>,
    pub(crate) code: &'a str,
    /// `error`, `warning` or `advice`.
    pub(crate) level: &'a str,
    /// The component (kebab case), for findings about an IRI.
    pub(crate) component: Option<Cow<'static, str>>,
    /// What is wrong, without the position.
    pub(crate) message: Text<crate::inspect::Sentence<'a>>,
    /// How to fix it.
    pub(crate) help: Option<Text<iri_core::diagnostic::Help>>,
    pub(crate) fix: Option<FixRecord<'a>>,
    /// The rule broken and its source, when the message leaves one to say.
    pub(crate) rule: Option<Text<iri_core::diagnostic::Explanation>>,
}

impl<'a> Record<'a> {
    /// The record of a finding.
    pub(crate) fn of(located: &Located<'a>) -> Record<'a> {
        let d = located.diagnostic;
        let candidate = located.candidate;
        let resolved = located.resolved;
        Record {
            file: located.file,
            line: located.start.line,
            column: located.start.column,
            offset: located.start.offset,
            span: d.span().map(|s| Span {
                start: s.start,
                end: s.end,
            }),
            input: resolved.or(candidate.map(|c| c.text)),
            reference: resolved.and(candidate.map(|c| c.text)),
            pointer: candidate.and_then(|c| c.pointer),
            code: d.code(),
            level: d.level().name(),
            component: d.component().map(component_name),
            message: Text(d.message()),
            help: d.help().map(Text),
            fix: d.fix().map(|fix| FixRecord {
                span: Span {
                    start: fix.span().start,
                    end: fix.span().end,
                },
                replacement: fix.replacement(),
            }),
            rule: d.explanation().map(Text),
        }
    }
}

/// A finding as one line of JSON.
pub(crate) fn render(located: &Located<'_>) -> String {
    serde_json::to_string(&Record::of(located)).expect("a record serializes")
}
