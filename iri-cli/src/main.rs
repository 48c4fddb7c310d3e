//! `iri-check`: the IRI checker of `iri-core` on the command line.
//!
//! It finds the IRIs in files with the reader of each file's format
//! (`iri-readers`: one per line, prose, Markdown, HTML, XML, the Turtle
//! family, JSON, TOML, YAML), checks each against the grammar and the
//! checker's rules under a policy, and reports the findings in rustc's
//! style, as JSON lines or as SARIF; `--fix` applies the checker's fixes,
//! escaped as the format needs. `iri-check --help` documents every option.
//!
//! The module stack, from the bottom: `codes` (the command's codes),
//! `candidate` (an IRI found and where), `inspect` (checking one IRI),
//! `retry` (reads retried when interrupted), `inputs` and `segments`
//! (files into segments), `fix`, `verify` (fixes read again before they
//! are kept), `render`, `policy`, `worker` (one segment: its IRIs found by
//! the readers and checked), `run`.

mod args;
mod candidate;
mod codes;
mod explain;
mod fix;
mod inputs;
mod inspect;
mod policy;
mod render;
mod retry;
mod run;
mod segments;
mod verify;
mod worker;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = args::Args::parse();
    ExitCode::from(run::run(&args))
}
