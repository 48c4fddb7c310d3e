//! Checking one segment: finding its IRIs, checking each, and writing the
//! findings in the output format. Segments are checked in parallel; the
//! results are written in order.

use std::ops::Range;
use std::sync::Arc;

use iri_core::check::{Fix, Policy};

use crate::candidate::{Candidate, Columns, Position};
use crate::codes::InputCode;
use crate::extract::{Found, Syntax, extract};
use crate::fix::{Edit, json_escaped};
use crate::inputs::{Input, Mode};
use crate::inspect::{Diagnostic, Inspector};
use crate::json::JsonValue;
use crate::render::summary::Tally;
use crate::render::{Located, Output};
use crate::segments::{Body, Segment};

/// What checking a segment gave.
#[derive(Debug, Default)]
pub(crate) struct Outcome {
    /// The findings, written.
    pub(crate) items: Vec<String>,
    pub(crate) tally: Tally,
    /// The fixes to apply (with `--fix`), in file order.
    pub(crate) edits: Vec<Edit>,
}

/// What every segment is checked with.
#[derive(Debug)]
pub(crate) struct Worker<'a> {
    pub(crate) inputs: &'a [Input],
    /// The policy of each input.
    pub(crate) policies: &'a [Arc<Policy>],
    pub(crate) inspector: &'a Inspector,
    pub(crate) output: &'a Output,
    /// Whether fixes are applied (or shown): fixed findings are not reported.
    pub(crate) fix: bool,
    /// Whether findings are written (not with `--dry-run`).
    pub(crate) write: bool,
    pub(crate) max_line: usize,
}

/// The state of one segment's check.
struct Run<'w, 'a> {
    worker: &'w Worker<'a>,
    input: &'a Input,
    policy: &'a Policy,
    json: bool,
    out: Outcome,
}

impl Worker<'_> {
    /// Checks `segment`.
    pub(crate) fn process(&self, segment: &Segment) -> Outcome {
        let input = &self.inputs[segment.input];
        let mut run = Run {
            worker: self,
            input,
            policy: &self.policies[segment.input],
            json: input.mode == Mode::Json,
            out: Outcome::default(),
        };
        match &segment.body {
            Body::Lines {
                offset,
                first_line,
                data,
            } => run.lines(*offset, *first_line, data),
            Body::Json(values) => {
                for value in values {
                    run.candidate(&json_candidate(value, &Columns::default()));
                }
            }
            Body::Problem(position, code, message) => run.problem(*position, *code, message),
            Body::End | Body::Skipped | Body::Failed(_) => {}
        }
        run.out
    }
}

/// The candidate of a JSON value.
fn json_candidate<'a>(value: &'a JsonValue, columns: &'a Columns) -> Candidate<'a> {
    Candidate {
        text: &value.text,
        line: value.line,
        context: &value.context,
        context_column: value.context_column,
        context_offset: value.context_offset,
        at: value.at,
        escapes: value.escapes.as_ref(),
        may_be_relative: false,
        pointer: Some(&value.pointer),
        columns,
    }
}

impl Run<'_, '_> {
    /// Checks each line of `data`, which starts at file offset `offset` on
    /// line `first_line`.
    fn lines(&mut self, offset: u64, first_line: u64, data: &[u8]) {
        // Most segments are UTF-8 throughout: validated once, not per line.
        let text = std::str::from_utf8(data).ok();
        let mut found = Vec::new();
        let mut line = first_line;
        let mut start = 0;
        while start < data.len() {
            let end = memchr::memchr(b'\n', &data[start..]).map_or(data.len(), |i| start + i);
            let raw = &data[start..end];
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            let valid = text.map(|t| &t[start..start + raw.len()]);
            let at = offset + start as u64;
            if raw.len() > self.worker.max_line {
                let message = format!(
                    "line of {} bytes, longer than the limit, not checked (see `--max-line-length`)",
                    raw.len()
                );
                self.problem(position(line, 1, at), InputCode::TooLong, &message);
            } else {
                match self.input.mode {
                    Mode::Extract(syntax) => self.extract(raw, line, at, syntax, &mut found),
                    _ => self.line(raw, valid, line, at),
                }
            }
            line += 1;
            start = end + 1;
        }
    }

    /// A line of `--mode lines`: one IRI, spaces and tabs around it
    /// removed; `valid` is the line as text when it is known to be UTF-8.
    fn line(&mut self, raw: &[u8], valid: Option<&str>, line: u64, at: u64) {
        let blank = |b: &u8| *b == b' ' || *b == b'\t';
        let Some(first) = raw.iter().position(|b| !blank(b)) else {
            return;
        };
        let last = raw
            .iter()
            .rposition(|b| !blank(b))
            .map_or(raw.len(), |i| i + 1);
        match valid.map_or_else(|| std::str::from_utf8(raw), Ok) {
            Ok(text) => self.candidate(&Candidate {
                text: &text[first..last],
                line,
                context: text,
                context_column: 1,
                context_offset: at,
                at: first,
                escapes: None,
                may_be_relative: false,
                pointer: None,
                columns: &Columns::default(),
            }),
            Err(err) => self.invalid_utf8(raw, err.valid_up_to(), line, at, "the line is"),
        }
    }

    /// A line of `--mode extract`: the IRIs in each run of valid UTF-8.
    fn extract(&mut self, raw: &[u8], line: u64, at: u64, syntax: Syntax, found: &mut Vec<Found>) {
        let mut chunk_start = 0;
        let mut column = 1;
        let mut reported = false;
        for chunk in raw.utf8_chunks() {
            let text = chunk.valid();
            found.clear();
            extract(text, syntax, found);
            // The IRIs come in the order of their position: their columns
            // are counted in one pass over the chunk.
            let columns = Columns::default();
            for f in found.iter() {
                self.candidate(&Candidate {
                    text: &text[f.span.clone()],
                    line,
                    context: text,
                    context_column: column,
                    context_offset: at + chunk_start as u64,
                    at: f.span.start,
                    escapes: None,
                    may_be_relative: f.may_be_relative,
                    pointer: None,
                    columns: &columns,
                });
            }
            let invalid_at = chunk_start + text.len();
            if !chunk.invalid().is_empty() && !reported {
                reported = true;
                self.invalid_utf8(raw, invalid_at, line, at, "these bytes are");
            }
            column += text.chars().count() as u64 + 1;
            chunk_start = invalid_at + chunk.invalid().len();
        }
    }

    /// Reports bytes that are not UTF-8 at byte `valid` of line `raw`,
    /// showing the line with U+FFFD in their place.
    fn invalid_utf8(&mut self, raw: &[u8], valid: usize, line: u64, at: u64, skipped: &str) {
        let before = String::from_utf8_lossy(&raw[..valid]);
        let column = before.chars().count() as u64 + 1;
        let offset = at + valid as u64;
        let message = format!("invalid UTF-8 at byte {offset}; {skipped} not checked");
        let shown = String::from_utf8_lossy(raw);
        let span = before.len()..before.len() + char::REPLACEMENT_CHARACTER.len_utf8();
        self.report_problem(
            position(line, column, offset),
            InputCode::InvalidUtf8,
            &message,
            Some((&shown, span)),
        );
    }

    /// Reports a problem with the input.
    fn problem(&mut self, position: Position, code: InputCode, message: &str) {
        self.report_problem(position, code, message, None);
    }

    /// Reports a problem with the input, with the line to show.
    fn report_problem(
        &mut self,
        position: Position,
        code: InputCode,
        message: &str,
        shown: Option<(&str, Range<usize>)>,
    ) {
        let diagnostic = Diagnostic::input(code, message.to_owned());
        self.out.tally.count(diagnostic.level());
        if self.worker.write {
            let (context, context_span) = match shown {
                Some((text, span)) => (Some(text), span),
                None => (None, 0..0),
            };
            let located = Located {
                file: &self.input.display,
                start: position,
                end: position,
                candidate: None,
                context,
                context_span,
                resolved: None,
                edit: None,
                diagnostic: &diagnostic,
            };
            self.out.items.push(self.worker.output.render(&located));
        }
    }

    /// Checks one IRI.
    fn candidate(&mut self, candidate: &Candidate<'_>) {
        self.out.tally.iris += 1;
        let inspection =
            self.worker
                .inspector
                .inspect(candidate.text, candidate.may_be_relative, self.policy);
        if inspection.diagnostics.is_empty() {
            return;
        }
        let fixing = self.worker.fix && inspection.fixable();
        let resolved = inspection.resolved.as_deref();
        for d in &inspection.diagnostics {
            let edit = match (d.fix(), resolved) {
                (Some(fix), None) => Some(edit(candidate, fix, self.json)),
                _ => None,
            };
            if fixing && let Some(edit) = edit {
                self.out.tally.fixed += 1;
                self.out.edits.push(edit);
                continue;
            }
            self.out.tally.count(d.level());
            if !self.worker.write {
                continue;
            }
            let span: Range<usize> = match (d.span(), resolved) {
                (Some(span), None) => span,
                _ => 0..candidate.text.len(),
            };
            let context_span = candidate.context_span(span);
            let located = Located {
                file: &self.input.display,
                start: candidate.position(context_span.start),
                end: candidate.position(context_span.end),
                candidate: Some(candidate),
                context: Some(candidate.context),
                context_span,
                resolved,
                edit: edit.as_ref(),
                diagnostic: d,
            };
            self.out.items.push(self.worker.output.render(&located));
        }
    }
}

/// The change of the file that `fix` of `candidate` makes.
fn edit(candidate: &Candidate<'_>, fix: &Fix, json: bool) -> Edit {
    let span = candidate.context_span(fix.span());
    let start = candidate.position(span.start);
    Edit {
        offset: start.offset,
        len: span.len(),
        replacement: if json {
            json_escaped(fix.replacement())
        } else {
            fix.replacement().to_owned()
        },
        line: start.line,
    }
}

const fn position(line: u64, column: u64, offset: u64) -> Position {
    Position {
        line,
        column,
        offset,
    }
}
