//! Checking one segment: finding its IRIs, checking each, and writing the
//! findings in the output format. Segments are checked in parallel; the
//! results are written in order.

use std::ops::Range;
use std::sync::Arc;

use iri_checker::{Code, Finding, Fix, FixRule, Level, Place, Plan, Policy};
use iri_readers::{Document, Format, Found, Leniency, LineIndex, Options};

use crate::candidate::{Candidate, Columns, Position};
use crate::codes::InputCode;
use crate::fix::FileEdit;
use crate::inputs::Input;
use crate::inspect::{Diagnostic, Inspector};
use crate::render::summary::{Reason, Tally};
use crate::render::{Located, Output};
use crate::segments::{Body, Segment};
use crate::verify::{IriFix, verify};

/// What checking a segment gave.
#[derive(Debug, Default)]
pub(crate) struct Outcome {
    /// The findings, written.
    pub(crate) items: Vec<String>,
    pub(crate) tally: Tally,
    /// The fixes to apply (with `--fix`), in file order, each checked by
    /// reading the fixed text again ([`verify`]).
    pub(crate) edits: Vec<FileEdit>,
    /// The fixes not written because that reading failed: warnings naming
    /// the file, line and column.
    pub(crate) refused: Vec<String>,
}

/// A reader: the IRIs of a text of a format. The worker finds the IRIs
/// with it, and reads every fixed text again with it before the fix is
/// kept; it is `iri_readers::read_str_with` but in the tests that show a
/// wrong reader's fix refused.
pub(crate) type ReadFn = fn(Format, &str, &Options) -> Document;

/// The fixes of one IRI of the unit being checked (a document, or a line
/// of a format read a line at a time), before they are verified.
#[derive(Debug)]
struct Pending {
    fix: IriFix,
    /// The edits as changes of the file.
    edits: Vec<FileEdit>,
    /// The levels of the findings fixed, counted if the fix is refused.
    levels: Vec<Level>,
    /// Where the IRI is, for the warning of a refusal.
    place: Position,
    value: String,
    /// What the value read back is checked against.
    check: Recheck,
}

/// What the fixed value of an IRI, read back, is checked against: the
/// findings before, the codes of those fixed, the grammar and the
/// leniency it was checked with (which picks the policy).
#[derive(Debug)]
struct Recheck {
    findings: Vec<Finding>,
    codes: Vec<Code>,
    grammar: iri_core::Grammar,
    leniency: Leniency,
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
    /// Whether advice is reported and fixed (`--show-advice`); otherwise
    /// it is only counted.
    pub(crate) show_advice: bool,
    pub(crate) max_line: usize,
    /// How the readers read (which values of JSON, TOML and YAML).
    pub(crate) options: &'a Options,
    /// The same, for the Rust files of tests (`tests/`, `benches/`).
    pub(crate) test_options: &'a Options,
    /// The reader of every format.
    pub(crate) read: ReadFn,
    /// Which fixes may be written (`--fix-terms`).
    pub(crate) rule: FixRule,
}

/// The state of one segment's check.
struct Run<'w, 'a> {
    worker: &'w Worker<'a>,
    input: &'a Input,
    policy: &'a Policy,
    /// The policy for values whose renderers percent-encode what the
    /// grammar refuses (LEIRI characters at most advice), made when needed.
    lenient: Option<Policy>,
    /// The policy for values parsed by the URL Standard (Rust's
    /// `url::Url`), made when needed.
    url_standard: Option<Policy>,
    out: Outcome,
    /// The index of the IRI being checked in its unit's document.
    found: usize,
    /// The fixes of the unit being checked, to verify at its end.
    pending: Vec<Pending>,
    /// The file offset of the unit's text.
    base: u64,
    /// The options of a Rust file whose policy adds the crate's own calls.
    own: Option<Options>,
}

impl Worker<'_> {
    /// Checks `segment`.
    pub(crate) fn process(&self, segment: &Segment) -> Outcome {
        let input = &self.inputs[segment.input];
        let mut run = Run {
            worker: self,
            input,
            policy: &self.policies[segment.input],
            lenient: None,
            url_standard: None,
            out: Outcome::default(),
            found: 0,
            pending: Vec::new(),
            base: 0,
            own: own_options(self, input, &self.policies[segment.input]),
        };
        match &segment.body {
            Body::Lines {
                offset,
                first_line,
                data,
            } => run.lines(*offset, *first_line, data),
            Body::Document(data) => run.document(data),
            Body::Problem(position, code, message) => run.problem(*position, *code, message),
            Body::End | Body::Skipped | Body::Failed(_) => {}
        }
        run.out
    }
}

/// How `input` is read: a Rust file of tests as one.
fn options_of<'a>(worker: &Worker<'a>, input: &Input) -> &'a Options {
    let tests = input.format == Format::Rust && input.rust_tests;
    if tests {
        worker.test_options
    } else {
        worker.options
    }
}

/// The options of a Rust file whose policy names the crate's own
/// IRI-taking functions: the input's, with those calls.
fn own_options(worker: &Worker<'_>, input: &Input, policy: &Policy) -> Option<Options> {
    if input.format != Format::Rust || policy.calls().is_empty() {
        return None;
    }
    Some(Options {
        rust_calls: crate::policy::rust_calls(policy),
        ..options_of(worker, input).clone()
    })
}

impl Run<'_, '_> {
    /// How the input is read.
    fn options(&self) -> &Options {
        self.own
            .as_ref()
            .unwrap_or_else(|| options_of(self.worker, self.input))
    }

    /// Checks each line of `data`, which starts at file offset `offset` on
    /// line `first_line`.
    fn lines(&mut self, offset: u64, first_line: u64, data: &[u8]) {
        // Most segments are UTF-8 throughout: validated once, not per line.
        let text = std::str::from_utf8(data).ok();
        let mut found = Document::default();
        let mut line = first_line;
        let mut start = 0;
        while start < data.len() {
            let brk = iri_readers::line_break(data, start);
            let end = brk.as_ref().map_or(data.len(), |b| b.start);
            let raw = &data[start..end];
            let valid = text.map(|t| &t[start..end]);
            let at = offset + start as u64;
            if raw.len() > self.worker.max_line {
                let message = format!(
                    "line of {} bytes, longer than the limit, not checked (see `--max-line-length`)",
                    raw.len()
                );
                self.problem(position(line, 1, at), InputCode::TooLong, &message);
            } else {
                match self.input.format {
                    Format::Lines => self.line(raw, valid, line, at),
                    format => self.extract(raw, line, at, format, &mut found),
                }
            }
            line += 1;
            start = brk.map_or(data.len(), |b| b.end);
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
            Ok(text) => {
                self.found = 0;
                self.base = at;
                self.candidate(&Candidate {
                    text: &text[first..last],
                    line,
                    context: text,
                    context_column: 1,
                    context_offset: at,
                    at: first,
                    escapes: None,
                    escaping: iri_readers::Escaping::Verbatim,
                    grammar: iri_core::Grammar::IRI,
                    leniency: Leniency::Strict,
                    role: iri_readers::Role::Iri,
                    compile_time: None,
                    writable: true,
                    pointer: None,
                    columns: &Columns::default(),
                    place: Place::default(),
                });
                if !self.pending.is_empty() {
                    let doc = (self.worker.read)(Format::Lines, text, self.options());
                    self.verify(text, &doc);
                }
            }
            Err(err) => self.invalid_utf8(raw, err.valid_up_to(), line, at, "the line is"),
        }
    }

    /// A line of a format read a line at a time: the IRIs its reader
    /// finds in each run of valid UTF-8.
    fn extract(&mut self, raw: &[u8], line: u64, at: u64, format: Format, doc: &mut Document) {
        let mut chunk_start = 0;
        let mut column = 1;
        let mut reported = false;
        for chunk in raw.utf8_chunks() {
            let text = chunk.valid();
            *doc = (self.worker.read)(format, text, self.options());
            // The IRIs come in the order of their position: their columns
            // are counted in one pass over the chunk.
            let columns = Columns::default();
            let offset = at + chunk_start as u64;
            self.base = offset;
            for problem in &doc.problems {
                let candidate_at = problem.span.start.min(text.len());
                let position = Position {
                    line,
                    column: column + text[..candidate_at].chars().count() as u64,
                    offset: offset + candidate_at as u64,
                };
                let code = InputCode::of_problem(problem.kind, format);
                self.report_problem(
                    position,
                    code,
                    &problem.message,
                    Some((text, problem.span.clone())),
                );
            }
            for (i, f) in doc.found.iter().enumerate() {
                self.found = i;
                self.candidate(&found_candidate(
                    f, text, line, column, offset, 0, true, &columns,
                ));
            }
            self.verify(text, doc);
            let invalid_at = chunk_start + text.len();
            if !chunk.invalid().is_empty() && !reported {
                reported = true;
                self.invalid_utf8(raw, invalid_at, line, at, "these bytes are");
            }
            column += text.chars().count() as u64 + 1;
            chunk_start = invalid_at + chunk.invalid().len();
        }
    }

    /// A document read whole: decoded (in the encoding it declares), read
    /// by its format's reader, each IRI checked with its lines as context.
    fn document(&mut self, data: &[u8]) {
        let format = self.input.format;
        let decoded = iri_readers::decode(format, data);
        let text = decoded.text.as_str();
        let doc = (self.worker.read)(format, text, self.options());
        let lines = LineIndex::new(text);
        let shift = decoded.bom as u64;
        self.base = shift;
        // The problems and the IRIs, reported in the order of their place.
        let mut problems: Vec<(InputCode, &iri_readers::Problem)> = Vec::new();
        if let Some(problem) = &decoded.problem {
            // Bytes that are not UTF-8 when the document is read as UTF-8,
            // as in the other modes.
            let code = if decoded.encoding == "UTF-8" {
                InputCode::InvalidUtf8
            } else {
                InputCode::Read(iri_readers::ProblemCode::InvalidEncoding)
            };
            problems.push((code, problem));
        }
        problems.extend(
            doc.problems
                .iter()
                .map(|p| (InputCode::of_problem(p.kind, format), p)),
        );
        problems.sort_by_key(|(_, p)| p.span.start);
        let mut problems = problems.into_iter().peekable();
        // One column counter per line: the IRIs come in order.
        let mut columns = Columns::default();
        let mut current = usize::MAX;
        for (i, f) in doc.found.iter().enumerate() {
            self.found = i;
            // Bytes that could not be decoded were reported once.
            while let Some((code, problem)) =
                problems.next_if(|(_, p)| p.span.start <= f.span.start)
            {
                self.document_problem(text, &lines, shift, code, problem);
            }
            if decoded.problem.is_some() && f.value.contains('\u{FFFD}') {
                continue;
            }
            let first = lines.line_span(text, f.span.start);
            let last = lines.line_span(text, f.span.end.max(f.span.start));
            if first.start != current {
                current = first.start;
                columns = Columns::default();
            }
            let context = &text[first.start..last.end.max(first.end)];
            let line = lines.position(text, first.start).line as u64;
            let candidate = found_candidate(
                f,
                context,
                line,
                1,
                shift + first.start as u64,
                first.start,
                decoded.same_bytes,
                &columns,
            );
            self.candidate(&candidate);
        }
        for (code, problem) in problems {
            self.document_problem(text, &lines, shift, code, problem);
        }
        self.verify(text, &doc);
    }

    /// Verifies the fixes of the unit just checked, `text` (at file offset
    /// `self.base`), whose reading is `doc`: those that read back are kept, the
    /// others refused with a warning (and their findings counted).
    fn verify(&mut self, text: &str, doc: &Document) {
        if self.pending.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.pending);
        let fixes: Vec<IriFix> = pending.iter().map(|p| p.fix.clone()).collect();
        // The lenient policy, made now if a fixed value needs it.
        for leniency in [Leniency::RendererEncodes, Leniency::UrlStandard] {
            if pending.iter().any(|p| p.check.leniency == leniency) {
                let _ = self.policy_for(leniency);
            }
        }
        let (read, options, format) = (self.worker.read, self.options(), self.input.format);
        let (policy, lenient) = (self.policy, self.lenient.as_ref());
        let url_standard = self.url_standard.as_ref();
        // Each fixed value read back is checked again: it parses, the
        // findings fixed are gone and none is new.
        let confirm = |fix: &IriFix, value: &str| {
            let Some(check) = pending
                .iter()
                .find(|p| p.fix.found == fix.found)
                .map(|p| &p.check)
            else {
                return false;
            };
            let policy = match (check.leniency, lenient, url_standard) {
                (Leniency::RendererEncodes, Some(lenient), _) => lenient,
                (Leniency::UrlStandard, _, Some(url)) => url,
                _ => policy,
            };
            iri_checker::fixes_confirm(value, check.grammar, policy, &check.findings, &check.codes)
        };
        let kept = verify(
            text,
            doc,
            &fixes,
            &|t: &str| read(format, t, options),
            &confirm,
        );
        for (p, keep) in pending.into_iter().zip(kept) {
            if keep {
                self.out.edits.extend(p.edits);
                continue;
            }
            self.out.tally.fixed -= p.levels.len() as u64;
            self.out
                .tally
                .left_alone
                .count(Reason::ReadBack, p.levels.len() as u64);
            for level in &p.levels {
                self.out.tally.count(*level);
            }
            self.out.refused.push(format!(
                "{}:{}:{}: the fix of `{}` is not written: read again, the fixed text does not \
                 hold `{}` in its place, checked clean of the findings fixed, and everything \
                 else as it was",
                self.input.display, p.place.line, p.place.column, p.value, p.fix.expected
            ));
        }
    }

    /// Reports a reader's problem with a document.
    fn document_problem(
        &mut self,
        text: &str,
        lines: &LineIndex,
        shift: u64,
        code: InputCode,
        problem: &iri_readers::Problem,
    ) {
        let at = problem.span.start.min(text.len());
        let line_span = lines.line_span(text, at);
        let place = lines.position(text, at);
        let position = Position {
            line: place.line as u64,
            column: place.column as u64,
            offset: shift + at as u64,
        };
        let context = &text[line_span.clone()];
        let end = problem.span.end.clamp(at, line_span.end);
        let span = at - line_span.start..end - line_span.start;
        self.report_problem(position, code, &problem.message, Some((context, span)));
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

    /// The policy of a value whose format is `leniency`: the input's, or
    /// for values whose renderers percent-encode what the grammar refuses,
    /// LEIRI characters at most advice (made when first needed).
    fn policy_for(&mut self, leniency: Leniency) -> &Policy {
        match leniency {
            Leniency::RendererEncodes => self.lenient.get_or_insert_with(|| {
                let level = self.policy.level(Code::LeiriCharacter);
                self.policy
                    .clone()
                    .with(Code::LeiriCharacter, level.min(Level::Advice))
            }),
            // `url::Url` fails where the URL Standard refuses the
            // authority, and percent-encodes what RFC 3987 refuses.
            Leniency::UrlStandard => self.url_standard.get_or_insert_with(|| {
                let level = self.policy.level(Code::LeiriCharacter);
                self.policy
                    .clone()
                    .with(Code::LeiriCharacter, level.min(Level::Warning))
                    .with(Code::WhatwgRefused, Level::Error)
            }),
            _ => self.policy,
        }
    }

    /// Checks one IRI.
    fn candidate(&mut self, candidate: &Candidate<'_>) {
        self.out.tally.iris += 1;
        let worker = self.worker;
        let policy = self.policy_for(candidate.leniency);
        let mut inspection = match candidate.role {
            iri_readers::Role::Template => worker.inspector.inspect_template(candidate.text),
            _ => worker
                .inspector
                .inspect(candidate.text, candidate.grammar, policy),
        };
        inspection
            .diagnostics
            .extend(compile_time_advice(worker, candidate, policy));
        if inspection.diagnostics.is_empty() {
            return;
        }
        let grammar = worker.inspector.grammar(candidate.grammar);
        let findings: Vec<Finding> = inspection
            .diagnostics
            .iter()
            .filter_map(Diagnostic::finding)
            .copied()
            .collect();
        let fixable = inspection.resolved.is_none()
            && candidate.role != iri_readers::Role::Template
            && findings.len() == inspection.diagnostics.len();
        let (offered, written) = if fixable {
            plans(worker, candidate, grammar, policy, &findings)
        } else {
            (Plan::default(), Plan::default())
        };
        // A fix the rule leaves alone is offered nowhere.
        for (i, d) in inspection.diagnostics.iter_mut().enumerate() {
            if let Diagnostic::Iri { fix, .. } = d
                && !offered.write.iter().any(|(w, _)| *w == i)
            {
                *fix = None;
            }
        }
        if worker.fix
            && let Some((reason, n)) = written.withheld
        {
            self.out
                .tally
                .left_alone
                .count(Reason::Rule(reason), n as u64);
        }
        let resolved = inspection.resolved.as_deref();
        let mut fixed: Vec<(&Fix, FileEdit, Level)> = Vec::new();
        for (i, d) in inspection.diagnostics.iter().enumerate() {
            if d.level() == Level::Advice && !worker.show_advice {
                self.out.tally.count(Level::Advice);
                continue;
            }
            let edit = d.fix().and_then(|fix| edit(candidate, fix));
            if worker.fix
                && written.write.iter().any(|(w, _)| *w == i)
                && let Some(edit) = &edit
                && let Some(fix) = d.fix()
            {
                self.out.tally.fixed += 1;
                fixed.push((fix, edit.clone(), d.level()));
                continue;
            }
            self.out.tally.count(d.level());
            if !worker.write {
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
            self.out.items.push(worker.output.render(&located));
        }
        if !fixed.is_empty() {
            let codes = written
                .write
                .iter()
                .map(|(i, _)| findings[*i].code())
                .collect();
            let check = Recheck {
                findings,
                codes,
                grammar,
                leniency: candidate.leniency,
            };
            self.pend(candidate, fixed, check);
        }
    }

    /// Holds the fixes of `candidate` until its unit is verified.
    fn pend(
        &mut self,
        candidate: &Candidate<'_>,
        fixed: Vec<(&Fix, FileEdit, Level)>,
        check: Recheck,
    ) {
        let mut expected = candidate.text.to_owned();
        let mut spans: Vec<(Range<usize>, &str)> = fixed
            .iter()
            .map(|(f, _, _)| (f.span(), f.replacement()))
            .collect();
        spans.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
        for (span, replacement) in spans {
            expected.replace_range(span, replacement);
        }
        let base = self.base;
        let levels: Vec<Level> = fixed.iter().map(|(_, _, l)| *l).collect();
        let edits: Vec<FileEdit> = fixed.into_iter().map(|(_, e, _)| e).collect();
        let place = candidate.position(candidate.at);
        self.pending.push(Pending {
            fix: IriFix {
                found: self.found,
                expected,
                edits: edits
                    .iter()
                    .map(|e| {
                        let at = usize::try_from(e.offset - base).unwrap_or(usize::MAX);
                        (at..at + e.len, e.replacement.clone())
                    })
                    .collect(),
            },
            edits,
            levels,
            place,
            value: candidate.text.to_owned(),
            check,
        });
    }
}

/// The fixes of `candidate` (checked with `grammar` under `policy`, which
/// found `findings`) that the rule allows, offered in the output; and of
/// those, the ones its format can write, to write.
fn plans(
    worker: &Worker<'_>,
    candidate: &Candidate<'_>,
    grammar: iri_core::Grammar,
    policy: &Policy,
    findings: &[Finding],
) -> (Plan, Plan) {
    let shown = |f: &Finding| worker.show_advice || f.level() != Level::Advice;
    let (rule, place, text) = (worker.rule, candidate.place, candidate.text);
    let offered = rule.plan_some(text, grammar, policy, findings, place, &mut |f, _| shown(f));
    let writable = |fix: &Fix| edit(candidate, fix).is_some();
    if offered.write.iter().all(|(_, fix)| writable(fix)) {
        return (offered.clone(), offered);
    }
    let written = rule.plan_some(text, grammar, policy, findings, place, &mut |f, fix| {
        shown(f) && writable(fix)
    });
    (offered, written)
}

/// The change of the file that `fix` of `candidate` makes, when it can
/// be written back with the format's escapes.
fn edit(candidate: &Candidate<'_>, fix: &Fix) -> Option<FileEdit> {
    let (span, replacement) = candidate.edit(fix.span(), fix.replacement())?;
    let start = candidate.position(span.start);
    Some(FileEdit {
        offset: start.offset,
        len: span.len(),
        replacement,
        line: start.line,
    })
}

/// A constant parsed at run time in Rust source: the advice that a
/// compile-time form makes it, beside what the text itself holds.
fn compile_time_advice(
    worker: &Worker<'_>,
    candidate: &Candidate<'_>,
    policy: &Policy,
) -> Option<Diagnostic> {
    let form = candidate.compile_time?;
    Some(Diagnostic::Iri {
        finding: iri_checker::advise_compile_time(candidate.text, form, policy)?,
        fix: None,
        alternatives: worker.inspector.alternatives(),
    })
}

/// The candidate of IRI `f`, found in `context` (which starts at
/// `context_start` of the text the reader read, at file offset `offset`,
/// on line `line`, column `column`).
#[allow(clippy::too_many_arguments, reason = "the parts of a position")]
fn found_candidate<'a>(
    f: &'a Found,
    context: &'a str,
    line: u64,
    column: u64,
    offset: u64,
    context_start: usize,
    writable: bool,
    columns: &'a Columns,
) -> Candidate<'a> {
    Candidate {
        text: &f.value,
        line,
        context,
        context_column: column,
        context_offset: offset,
        at: f.span.start - context_start,
        escapes: (!f.offsets.is_identity()).then_some(&f.offsets),
        escaping: f.escaping,
        grammar: f.grammar,
        leniency: f.leniency,
        role: f.role,
        compile_time: f.compile_time,
        writable,
        pointer: f.pointer.as_deref(),
        columns,
        place: Place {
            comparison: f.comparison,
            end_guessed: f.end_guessed,
        },
    }
}

const fn position(line: u64, column: u64, offset: u64) -> Position {
    Position {
        line,
        column,
        offset,
    }
}
