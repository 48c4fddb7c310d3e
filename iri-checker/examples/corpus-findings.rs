//! What the default policy says about real-world URLs: the findings per
//! thousand IRIs of a corpus, by code, split into those printed (errors
//! and warnings) and the advice that stays quiet unless asked for.
//!
//! ```text
//! cargo run -p iri-checker --release --features security,idna --example corpus-findings
//! cargo run -p iri-checker --release --example corpus-findings -- FILE [PRESET]
//! ```
//!
//! The corpus is one IRI a line, the real-world URLs of
//! `iri_corpus::real_world` unless a file is named; each line is parsed as an IRI (a grammar error counts
//! under its code) and checked under the preset named (`default` unless
//! told). The table is what issue 21 asks to keep small: at most 2 printed
//! findings per thousand URLs.

use std::collections::BTreeMap;

use iri_checker::{Code, Level, Policy, Preset, check};
use iri_core::{Grammar, parse};

fn main() {
    let mut args = std::env::args().skip(1);
    let path: std::path::PathBuf = args
        .next()
        .map_or_else(iri_corpus::real_world::debian_path, Into::into);
    let preset = args.next().unwrap_or_else(|| "default".to_owned());
    let Some(preset) = Preset::from_name(&preset) else {
        eprintln!("unknown preset `{preset}`");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("cannot read {}: {err}", path.display());
            std::process::exit(2);
        }
    };
    let policy = Policy::preset(preset);
    let mut counts: BTreeMap<Code, (Level, u32)> = BTreeMap::new();
    let mut iris = 0u32;
    for line in text.lines().filter(|line| !line.trim().is_empty()) {
        iris += 1;
        match parse(line, Grammar::IRI) {
            Err(err) => counts.entry(err.code()).or_insert((Level::Error, 0)).1 += 1,
            Ok(table) => {
                for finding in &check(line, &table, Grammar::IRI, &policy) {
                    let entry = counts.entry(finding.code()).or_insert((finding.level(), 0));
                    entry.1 += 1;
                }
            }
        }
    }
    print_table(&path, preset, iris, &counts);
}

/// Prints the table: one row per code, then the totals.
fn print_table(
    path: &std::path::Path,
    preset: Preset,
    iris: u32,
    counts: &BTreeMap<Code, (Level, u32)>,
) {
    let per_thousand = |n: u32| f64::from(n) * 1000.0 / f64::from(iris.max(1));
    println!("{iris} IRIs from {}, preset `{preset}`", path.display());
    println!("| code | level | findings | per 1000 IRIs |");
    println!("|---|---|---:|---:|");
    let (mut printed, mut advice) = (0, 0);
    for (code, (level, n)) in counts {
        println!("| {code} | {level} | {n} | {:.2} |", per_thousand(*n));
        if *level == Level::Advice {
            advice += n;
        } else {
            printed += n;
        }
    }
    println!(
        "| **printed** (error, warning) | | {printed} | {:.2} |",
        per_thousand(printed)
    );
    println!(
        "| **advice** (quiet) | | {advice} | {:.2} |",
        per_thousand(advice)
    );
}
