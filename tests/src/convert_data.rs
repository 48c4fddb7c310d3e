//! Helpers of the conversion tests: reading their data files, and a small
//! seeded generator for the property tests (reproducible, no dependencies).

use std::fmt::Write;

use iri_core::{Grammar, Table, parse};
use std::ops::RangeInclusive;

/// The text of `tests/data/<name>`.
///
/// # Panics
///
/// When the file cannot be read.
#[must_use]
pub fn data_file(name: &str) -> String {
    let path = format!("{}/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The lines of a data file that are neither blank nor comments (`#`), split
/// on tabs.
#[must_use]
pub fn records(text: &str) -> Vec<Vec<&str>> {
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| line.split('\t').collect())
        .collect()
}

/// `text` with each `\u{X}` replaced by the character U+X.
///
/// # Panics
///
/// When an escape is malformed or names no character.
#[must_use]
pub fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("\\u{") {
        out.push_str(&rest[..at]);
        let close = rest[at..].find('}').expect("unclosed \\u{") + at;
        let code = u32::from_str_radix(&rest[at + 3..close], 16).expect("hex code point");
        out.push(char::from_u32(code).expect("a Unicode scalar value"));
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Code point ranges written `X` or `X-Y` (hexadecimal), separated by commas.
///
/// # Panics
///
/// When a bound is not hexadecimal.
#[must_use]
pub fn code_point_ranges(text: &str) -> Vec<RangeInclusive<u32>> {
    text.split(',')
        .map(|part| {
            let (first, last) = part.split_once('-').unwrap_or((part, part));
            let hex = |s: &str| u32::from_str_radix(s.trim(), 16).expect("hex code point");
            hex(first)..=hex(last)
        })
        .collect()
}

/// The `%HH` triplets (uppercase) of the UTF-8 octets of `c`.
#[must_use]
pub fn triplets(c: char) -> String {
    let mut out = String::new();
    for byte in c.to_string().bytes() {
        write!(out, "%{byte:02X}").expect("writing to a String");
    }
    out
}

/// A xorshift generator: the same seed gives the same cases on every run.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a non-zero seed.
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// One of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Generates strings with a [`Rng`] seeded with `seed` until `check` has
/// accepted `cases` of them (it returns `false` for a string it skips, such
/// as one that does not parse).
///
/// # Panics
///
/// When fewer than one string in a hundred is accepted.
pub fn check_generated(
    seed: u64,
    cases: usize,
    mut generate: impl FnMut(&mut Rng) -> String,
    mut check: impl FnMut(&str) -> bool,
) {
    let mut rng = Rng::new(seed);
    let (mut accepted, mut tried) = (0, 0);
    while accepted < cases {
        tried += 1;
        assert!(
            tried < 100 * cases,
            "too few generated strings were accepted"
        );
        if check(&generate(&mut rng)) {
            accepted += 1;
        }
    }
}

/// Asserts that `table` is the one the parser gives for `text` with `grammar`.
///
/// # Panics
///
/// When it is not.
pub fn assert_parser_table(text: &str, table: Table, grammar: Grammar) {
    assert_eq!(Ok(table), parse(text, grammar), "table of {text:?}");
}
