//! One run of the command: the inputs read in groups of segments, each
//! group checked in parallel while the next is read, the results written in
//! order, the fixes applied as each input ends, and the summary.

use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::sync::Arc;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use crate::args::{Args, ColorArg, FormatArg};
use crate::explain;
use crate::fix::{self, FileEdit};
use crate::inputs::{self, Source};
use crate::inspect::Inspector;
use crate::policy::Policies;
use crate::render::human::Colours;
use crate::render::summary::{self, Tally};
use crate::render::{Output, sarif};
use crate::segments::{Body, Reader};
use crate::worker::{Outcome, ReadFn, Worker};

/// Inputs of at least this many bytes show a progress bar on a terminal.
const LARGE: u64 = 64 << 20;

/// The bytes read per group of segments, per thread.
const GROUP_PER_THREAD: u64 = 1 << 20;

/// The segments read per group, per thread: with the bytes above, what
/// bounds the memory a group holds (its data, and its findings written)
/// however small the files.
const SEGMENTS_PER_THREAD: usize = 64;

/// The exit statuses.
pub(crate) const CLEAN: u8 = 0;
pub(crate) const FOUND: u8 = 1;
pub(crate) const TROUBLE: u8 = 2;

/// Runs the command; the exit status.
pub(crate) fn run(args: &Args) -> u8 {
    if args.list_codes {
        return print(&explain::list());
    }
    if let Some(code) = &args.explain {
        return match explain::explain(code) {
            Ok(text) => print(&text),
            Err(err) => usage(&err),
        };
    }
    match Setup::new(args) {
        Ok(setup) => setup.run(),
        Err(err) => usage(&err),
    }
}

fn print(text: &str) -> u8 {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => CLEAN,
        Err(_) => TROUBLE,
    }
}

fn usage(message: &str) -> u8 {
    eprintln!("error: {message}");
    TROUBLE
}

/// Everything a run needs, read from the command line.
struct Setup<'a> {
    args: &'a Args,
    inputs: Vec<inputs::Input>,
    /// Paths that could not be read.
    errors: Vec<String>,
    policies: Vec<Arc<iri_checker::Policy>>,
    deny_warnings: bool,
    inspector: Inspector,
    options: iri_readers::Options,
    output: Output,
    color: bool,
    /// The readers (a wrong one in the tests of `--fix`'s verification).
    read: ReadFn,
    /// Which fixes may be written.
    rule: iri_checker::FixRule,
}

impl<'a> Setup<'a> {
    fn new(args: &'a Args) -> Result<Setup<'a>, String> {
        let (mut policies, deny_warnings) = Policies::new(args)?;
        let inspector = Inspector::new(args.kind, args.base.as_deref())?;
        let pointers: Vec<&str> = args.pointer.iter().map(String::as_str).collect();
        let keys: Vec<&str> = args.key.iter().map(String::as_str).collect();
        let options = iri_readers::Options {
            selection: iri_readers::Selection::new(&pointers, &keys)?,
            max_size: args.max_file_size,
            intra_doc_links: !args.no_intra_doc_links,
            rust_tests: false,
            rust_calls: Vec::new(),
        };
        let mut rule = iri_checker::FixRule::DEFAULT;
        for name in &args.fix_terms {
            rule.rewrite_terms_named(name)
                .map_err(|err| format!("invalid `--fix-terms`: {err}"))?;
        }
        let paths = inputs::paths_or_here(&args.paths, io::stdin().is_terminal());
        let found = inputs::collect(&paths, args.mode, &args.exclude)?;
        if args.fix && !args.dry_run && found.inputs.iter().any(|i| i.source == Source::Stdin) {
            return Err(
                "`--fix` cannot write to standard input; add `--dry-run` to see the diff".into(),
            );
        }
        let mut per_input = Vec::with_capacity(found.inputs.len());
        for input in &found.inputs {
            let dir = match &input.source {
                Source::File(path) => path.parent().unwrap_or(Path::new(".")),
                Source::Stdin => Path::new("."),
            };
            let dir = if dir.as_os_str().is_empty() {
                Path::new(".")
            } else {
                dir
            };
            per_input.push(policies.of_dir(dir)?);
        }
        let color = match args.color {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && io::stdout().is_terminal()
            }
        };
        let output = match args.format {
            FormatArg::Human => Output::Human(color.then(Colours::rustc)),
            FormatArg::Json => Output::Json,
            FormatArg::Sarif => Output::Sarif,
        };
        Ok(Setup {
            args,
            inputs: found.inputs,
            errors: found.errors,
            policies: per_input,
            deny_warnings,
            inspector,
            options,
            output,
            color,
            read: iri_readers::read_str_with,
            rule,
        })
    }

    fn run(self) -> u8 {
        let threads = self.args.jobs.unwrap_or(0);
        // One thread: no pool, the groups read and checked in turn.
        if threads == 1 {
            return self.check(1);
        }
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build();
        let pool = match pool {
            Ok(pool) => pool,
            Err(err) => return usage(&format!("cannot start the threads: {err}")),
        };
        pool.install(|| self.check(pool.current_num_threads() as u64))
    }

    /// Reads, checks and writes; the exit status.
    fn check(&self, threads: u64) -> u8 {
        let args = self.args;
        let mut trouble = !self.errors.is_empty();
        for error in &self.errors {
            eprintln!("error: {error}");
        }
        let worker = Worker {
            inputs: &self.inputs,
            policies: &self.policies,
            inspector: &self.inspector,
            output: &self.output,
            fix: args.fix,
            write: !args.dry_run,
            show_advice: args.show_advice,
            max_line: args.max_line_length,
            options: &self.options,
            test_options: &iri_readers::Options {
                rust_tests: true,
                ..self.options.clone()
            },
            read: self.read,
            rule: self.rule,
        };
        let mut writer = Writer::new(&self.output, self.progress());
        let mut tally = Tally::default();
        let mut files = 0;
        let mut edits: Vec<FileEdit> = Vec::new();
        let mut reader = Reader::new(&self.inputs, args.max_line_length, args.max_file_size);
        let budget = GROUP_PER_THREAD * threads.max(1);
        let most = SEGMENTS_PER_THREAD * threads.max(1) as usize;
        let mut group = reader.group(budget, most);
        while !group.is_empty() {
            let (next, outcomes) = if threads == 1 {
                let outcomes: Vec<Outcome> = group.iter().map(|s| worker.process(s)).collect();
                (reader.group(budget, most), outcomes)
            } else {
                rayon::join(
                    || reader.group(budget, most),
                    || {
                        group
                            .par_iter()
                            .map(|s| worker.process(s))
                            .collect::<Vec<Outcome>>()
                    },
                )
            };
            for (segment, outcome) in group.iter().zip(outcomes) {
                writer.advance(segment.bytes);
                tally += outcome.tally;
                edits.extend(outcome.edits);
                for refused in &outcome.refused {
                    writer.suspend(|| eprintln!("warning: {refused}"));
                }
                if writer.items(&outcome.items).is_err() {
                    return writer.abandon();
                }
                match &segment.body {
                    Body::End => {
                        files += 1;
                        trouble |= self.fix_input(segment.input, &mut edits, &mut writer);
                    }
                    Body::Failed(message) => {
                        trouble = true;
                        writer.suspend(|| eprintln!("error: {message}"));
                        edits.clear();
                    }
                    _ => {}
                }
            }
            group = next;
        }
        writer.finish();
        if writer.end().is_err() {
            return writer.abandon();
        }
        if !args.quiet {
            let fix = args.fix.then_some(args.dry_run);
            let line = summary::line(&tally, files, fix, args.show_advice);
            let human = matches!(self.output, Output::Human(_)) && !args.dry_run;
            let line = if human && self.color {
                let bold = anstyle::Style::new().bold();
                format!("{bold}{line}{bold:#}")
            } else {
                line
            };
            // A closed pipe is no reason to panic.
            let _ = if human {
                writeln!(io::stdout(), "{line}")
            } else {
                writeln!(io::stderr(), "{line}")
            };
        }
        if trouble {
            TROUBLE
        } else if tally.errors > 0 || (self.deny_warnings && tally.warnings > 0) {
            FOUND
        } else {
            CLEAN
        }
    }

    /// Applies (or shows) the fixes of input `index`, which has ended;
    /// whether that failed.
    fn fix_input(&self, index: usize, edits: &mut Vec<FileEdit>, writer: &mut Writer<'_>) -> bool {
        if edits.is_empty() {
            return false;
        }
        // Fixes of distinct IRIs never overlap; keep it so.
        let mut end = 0;
        edits.retain(|e| {
            let keep = e.offset >= end;
            if keep {
                end = e.offset + e.len as u64;
            }
            keep
        });
        let input = &self.inputs[index];
        let Source::File(path) = &input.source else {
            edits.clear();
            return false;
        };
        let result = if self.args.dry_run {
            fix::diff(path, &input.display, edits).and_then(|diff| writer.raw(&diff))
        } else {
            fix::apply(path, edits)
        };
        edits.clear();
        match result {
            Ok(()) => false,
            Err(err) => {
                writer.suspend(|| eprintln!("error: cannot fix `{}`: {err}", input.display));
                true
            }
        }
    }

    /// The progress bar, when standard error is a terminal and the files
    /// are large.
    fn progress(&self) -> Option<ProgressBar> {
        if self.args.no_progress || !io::stderr().is_terminal() {
            return None;
        }
        let mut total = 0;
        for input in &self.inputs {
            match &input.source {
                Source::File(path) => total += std::fs::metadata(path).map_or(0, |m| m.len()),
                Source::Stdin => return Some(spinner()),
            }
        }
        (total >= LARGE).then(|| {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
            bar.set_style(
                ProgressStyle::with_template(
                    "{bar:40} {binary_bytes}/{binary_total_bytes} ({binary_bytes_per_sec}, {eta})",
                )
                .expect("the template is valid"),
            );
            bar
        })
    }
}

/// A progress indicator of unknown length (standard input), drawn once
/// [`LARGE`] bytes have been read.
fn spinner() -> ProgressBar {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
    bar.set_style(
        ProgressStyle::with_template("{spinner} {binary_bytes} ({binary_bytes_per_sec})")
            .expect("the template is valid"),
    );
    bar
}

/// Writes the findings to standard output in the format's framing, around
/// the progress bar.
struct Writer<'a> {
    out: io::BufWriter<io::StdoutLock<'static>>,
    output: &'a Output,
    progress: Option<ProgressBar>,
    written: u64,
    started: bool,
}

impl<'a> Writer<'a> {
    fn new(output: &'a Output, progress: Option<ProgressBar>) -> Writer<'a> {
        Writer {
            out: io::BufWriter::with_capacity(64 * 1024, io::stdout().lock()),
            output,
            progress,
            written: 0,
            started: false,
        }
    }

    /// Counts `bytes` more read.
    fn advance(&mut self, bytes: u64) {
        if let Some(bar) = &self.progress {
            bar.inc(bytes);
            if bar.length().is_none() && bar.is_hidden() && bar.position() >= LARGE {
                bar.set_draw_target(ProgressDrawTarget::stderr());
            }
        }
    }

    /// Runs `f` with the progress bar cleared.
    fn suspend<T>(&mut self, f: impl FnOnce() -> T) -> T {
        match &self.progress {
            Some(bar) => {
                let _ = self.out.flush();
                bar.suspend(f)
            }
            None => f(),
        }
    }

    fn start(&mut self) -> io::Result<()> {
        if !self.started {
            self.started = true;
            if let Output::Sarif = self.output {
                self.out.write_all(sarif::header().as_bytes())?;
            }
        }
        Ok(())
    }

    /// Writes findings, each with the format's framing.
    fn items(&mut self, items: &[String]) -> io::Result<()> {
        if items.is_empty() {
            return Ok(());
        }
        self.start()?;
        let separator = match self.output {
            Output::Human(_) => "\n\n",
            Output::Json => "\n",
            Output::Sarif => "",
        };
        let mut text = String::new();
        for item in items {
            if matches!(self.output, Output::Sarif) && self.written > 0 {
                text.push_str(",\n");
            }
            self.written += 1;
            text.push_str(item);
            text.push_str(separator);
        }
        match &self.progress {
            Some(bar) => {
                let out = &mut self.out;
                bar.suspend(|| out.write_all(text.as_bytes()).and_then(|()| out.flush()))
            }
            None => self.out.write_all(text.as_bytes()),
        }
    }

    /// Writes text as it is (a diff).
    fn raw(&mut self, text: &str) -> io::Result<()> {
        self.out.write_all(text.as_bytes())
    }

    /// Clears the progress bar.
    fn finish(&mut self) {
        if let Some(bar) = self.progress.take() {
            bar.finish_and_clear();
        }
    }

    /// Writes the end of the format and flushes.
    fn end(&mut self) -> io::Result<()> {
        self.start()?;
        if let Output::Sarif = self.output {
            self.out.write_all(sarif::FOOTER.as_bytes())?;
            self.out.write_all(b"\n")?;
        }
        self.out.flush()
    }

    /// Standard output is gone (a closed pipe) or failing: stop quietly.
    fn abandon(&mut self) -> u8 {
        self.finish();
        TROUBLE
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser as _;
    use iri_readers::{Document, Format, Options};

    /// A reader with a bug: every IRI's value right, its span one byte
    /// further on.
    fn shifted(format: Format, text: &str, options: &Options) -> Document {
        let mut doc = iri_readers::read_str_with(format, text, options);
        for found in &mut doc.found {
            found.span = found.span.start + 1..found.span.end + 1;
        }
        doc
    }

    fn fix_with(read: ReadFn, name: &str, text: &str) -> String {
        let dir = std::env::temp_dir().join(format!("iri-check-verify-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let args = Args::parse_from([
            "iri-check",
            "--fix",
            "--policy",
            "strict",
            "--quiet",
            "--no-manifest",
            "--format",
            "json",
            path.to_str().unwrap(),
        ]);
        let mut setup = Setup::new(&args).unwrap();
        setup.read = read;
        let _ = setup.run();
        let after = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        after
    }

    #[test]
    fn a_fix_at_a_wrong_span_is_never_written() {
        let text = "cta: |-\n    Some long prose line here that goes on, visit \
                    HTTP://example.org/a for more\nhome: HTTP://example.org/x\n";
        // The real readers: both fixes read back, and are written.
        let fixed = fix_with(iri_readers::read_str_with, "right.yaml", text);
        assert_eq!(fixed, text.replace("HTTP", "http"));
        // A reader one byte off: neither fix reads back; the file is left.
        let kept = fix_with(shifted, "wrong.yaml", text);
        assert_eq!(kept, text);
        let kept = fix_with(shifted, "wrong.urls", "HTTP://example.org/\n");
        assert_eq!(kept, "HTTP://example.org/\n");
    }
}
