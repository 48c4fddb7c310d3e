//! Instruction counts of the expansions, for a noisy machine: expands the
//! typical API templates of `support/templates.rs` (each case `ROUNDS`
//! times) once, inside `iri_corpus::measured`, so that
//!
//! ```text
//! valgrind --tool=callgrind --toggle-collect='*measured*' \
//!     target/release/deps/instructions-* template ours
//! ```
//!
//! counts the instructions of that work alone; divide by the count printed.
//! Expanders: `ours` (`Template::expand` to a checked `IriRef<String>`),
//! `ours-indexed` (the values by index, as `iri_format!` passes them),
//! `ours-string` (`expand_to_string`), `iri-string` (`expand::<UriSpec, _>`
//! to a `String`).

use std::hint::black_box;

use iri_corpus::measured;
use iri_template::{Mode, Value};

#[path = "support/templates.rs"]
mod templates;

/// Expands every case `ROUNDS` times, with `expander`; the number of items.
fn template(expander: &str) -> usize {
    const ROUNDS: usize = 250;
    let ours: Vec<_> = std::iter::repeat_n(templates::ours(), ROUNDS)
        .flatten()
        .collect();
    let theirs: Vec<_> = std::iter::repeat_n(templates::theirs(), ROUNDS)
        .flatten()
        .collect();
    match expander {
        "ours" => measured(&ours, |(t, values)| {
            black_box(t.expand(values.as_slice()).is_ok());
        }),
        "ours-indexed" => measured(&ours, |(t, values)| {
            let shapes: Vec<_> = values.iter().map(|(_, v)| v.shape()).collect();
            black_box(
                t.expand_indexed::<iri_core::kind::IriRefKind>(&shapes, Mode::Uri)
                    .is_ok(),
            );
        }),
        "ours-string" => measured(&ours, |(t, values)| {
            black_box(t.expand_to_string(values.as_slice(), Mode::Uri).is_ok());
        }),
        "iri-string" => measured(&theirs, |(t, context)| {
            black_box(
                t.expand::<iri_string::spec::UriSpec, _>(context)
                    .map(|e| e.to_string())
                    .is_ok(),
            );
        }),
        other => panic!("unknown expander {other}"),
    }
    ours.len()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [what, who] = args.as_slice() else {
        eprintln!("usage: instructions template EXPANDER");
        std::process::exit(2);
    };
    if what != "template" {
        eprintln!("unknown corpus {what}: the expansions' corpus is `template`");
        std::process::exit(2);
    }
    println!("{}", template(who));
}
