//! The command's throughput against the checker's in-process speed, in one
//! run, on the same 200,000 lines of the harness corpus (the references
//! `IriRef::parse` accepts, as the checker benchmark of `iri-core` takes):
//!
//! - `in-process parse + check`: `parse` and `check` with the default
//!   policy, one reference after the other, on one thread;
//! - `iri-check`: the built command on a file of those lines, with
//!   `--kind reference` (so that every line is checked as the library
//!   checks it), all cores, its rustc-style findings written to nowhere;
//! - `iri-check --format json`: the same, the findings as JSON lines;
//! - `iri-check, raw corpus`: the command on 200,000 lines of the corpus
//!   before filtering (about one in ten broken), JSON output to nowhere.
//!
//! And on a real-world corpus, `iri_corpus::real_world` (the 30,089
//! unique `Homepage:` and `Vcs-*` URLs of Debian bookworm's package
//! index, one per line):
//!
//! - `debian: in-process parse + check`: `parse` and `check` as IRIs with
//!   the default policy, on one thread;
//! - `debian: iri-check --format json -j 1`: the command on the file, one
//!   thread, JSON output to nowhere (the budget: at most 1.5 times
//!   the in-process time).
//!
//! Criterion's throughput (bytes of the file per second) compares them:
//! `cargo bench -p iri-cli --bench throughput`.

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use iri_checker::{Policy, check};
use iri_core::{Grammar, parse};

use iri_corpus::corpus::{Mix, generate};

const LINES: usize = 200_000;

/// `LINES` references of the mixed corpus that can stand on a line of
/// their own; only those `IriRef::parse` accepts, with `valid`.
fn references(valid: bool) -> Vec<String> {
    let all = generate(LINES * 2, 0xC11_0001, Mix::Mixed);
    let mut out: Vec<String> = all
        .into_iter()
        .filter(|s| !valid || iri_core::IriRef::parse(s.as_str()).is_ok())
        // One per line, as written: no line breaks, no blank around them,
        // not empty, and no NUL (which makes a file binary).
        .filter(|s| !s.is_empty() && !s.contains(['\n', '\r', '\0']))
        .filter(|s| s.trim_matches([' ', '\t']) == s)
        .collect();
    assert!(out.len() >= LINES, "the corpus is large enough");
    out.truncate(LINES);
    out
}

/// Writes `lines` to a file named `name`; its path and size.
fn write(name: &str, lines: &[String]) -> (PathBuf, u64) {
    let mut text = String::new();
    for line in lines {
        let _ = writeln!(text, "{line}");
    }
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, &text).expect("the file is written");
    (path, text.len() as u64)
}

fn run_command(path: &Path, format: &str) {
    run_with(path, &["--kind", "reference", "--format", format]);
}

fn run_with(path: &Path, args: &[&str]) {
    let status = Command::new(env!("CARGO_BIN_EXE_iri-check"))
        .args(["--no-manifest", "--quiet"])
        .args(args)
        .arg(path)
        .stdout(Stdio::null())
        .status()
        .expect("iri-check runs");
    assert!(status.code().is_some_and(|c| c < 2), "{status}");
}

fn throughput(c: &mut Criterion) {
    let lines = references(true);
    let (path, bytes) = write("throughput-valid.txt", &lines);
    let mut group = c.benchmark_group("cli-throughput");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(bytes));
    group.bench_function("in-process parse + check", |b| {
        b.iter(|| {
            for s in &lines {
                let text = black_box(s.as_str());
                if let Ok(table) = parse(text, Grammar::IRI_REFERENCE) {
                    black_box(check(
                        text,
                        &table,
                        Grammar::IRI_REFERENCE,
                        &Policy::DEFAULT,
                    ));
                }
            }
        });
    });
    group.bench_function("iri-check", |b| b.iter(|| run_command(&path, "human")));
    group.bench_function("iri-check --format json", |b| {
        b.iter(|| run_command(&path, "json"));
    });
    let (raw, raw_bytes) = write("throughput-raw.txt", &references(false));
    group.throughput(Throughput::Bytes(raw_bytes));
    group.bench_function("iri-check, raw corpus", |b| {
        b.iter(|| run_command(&raw, "json"));
    });
    group.finish();
}

fn debian(c: &mut Criterion) {
    let path = iri_corpus::real_world::debian_path();
    let text = std::fs::read_to_string(&path).expect("the corpus is there");
    let lines: Vec<&str> = text.lines().collect();
    let mut group = c.benchmark_group("cli-debian-urls");
    group.sample_size(20);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("debian: in-process parse + check", |b| {
        b.iter(|| {
            for line in &lines {
                let text = black_box(*line);
                if let Ok(table) = parse(text, Grammar::IRI) {
                    black_box(check(text, &table, Grammar::IRI, &Policy::DEFAULT));
                }
            }
        });
    });
    group.bench_function("debian: iri-check --format json -j 1", |b| {
        b.iter(|| run_with(&path, &["--format", "json", "-j", "1"]));
    });
    group.finish();
}

criterion_group!(benches, throughput, debian);
criterion_main!(benches);
