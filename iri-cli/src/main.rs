//! `iri-check`: the IRI checker of `iri-core` on the command line.
//!
//! It finds the IRIs in files — one per line, inside text (`<…>`,
//! attributes, bare `scheme://…`), or in JSON string values — checks each
//! against the grammar and the checker's rules under a policy, and reports
//! the findings in rustc's style, as JSON lines or as SARIF; `--fix`
//! applies the checker's fixes. `iri-check --help` documents every option.
//!
//! The module stack, from the bottom: `codes` (the command's codes),
//! `candidate` (an IRI found and where), `inspect` (checking one IRI),
//! `retry` (reads retried when interrupted), `extract` and `json` (finding
//! IRIs), `inputs` and `segments` (files into segments), `fix`, `render`,
//! `policy`, `worker` (one segment), `run`.

mod args;
mod candidate;
mod codes;
mod explain;
mod extract;
mod fix;
mod inputs;
mod inspect;
mod json;
mod policy;
mod render;
mod retry;
mod run;
mod segments;
mod worker;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = args::Args::parse();
    ExitCode::from(run::run(&args))
}
