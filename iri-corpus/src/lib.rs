//! The corpora of the workspace's benchmarks and tests, in a crate of their
//! own so that every crate's benchmarks and the tests read the same
//! references:
//!
//! - [`corpus`]: a deterministic generator of realistic IRI references;
//! - [`pairs`]: a deterministic generator of (base, reference) pairs, and
//!   the small random number generator both use;
//! - [`real_world`]: the URLs of the Debian package index, read at run time
//!   from `data/` (in the repository, not in the published package);
//! - [`accepted`]: the generated references that a set of parsers accepts,
//!   so that each benchmarked parser does the full work;
//! - [`measured`]: the work an instruction-count driver counts.
//!
//! It depends on `std` only, so that any crate of the workspace, the lowest
//! included, can use it in its benchmarks. It is published with the other
//! crates because their published benchmarks depend on it.

pub mod corpus;
pub mod pairs;
pub mod real_world;

/// The first `count` references of the corpus `(count * 2, seed, mix)`
/// that `accepts` takes.
///
/// ```
/// use iri_corpus::{accepted, corpus::Mix};
///
/// let ascii = accepted(100, 3, Mix::Mixed, str::is_ascii);
/// assert_eq!(ascii.len(), 100);
/// assert!(ascii.iter().all(|s| s.is_ascii()));
/// ```
///
/// # Panics
///
/// When fewer than `count` of them are taken: the corpus is then too
/// small for the benchmark that asked.
#[must_use]
pub fn accepted(
    count: usize,
    seed: u64,
    mix: corpus::Mix,
    mut accepts: impl FnMut(&str) -> bool,
) -> Vec<String> {
    let mut valid: Vec<String> = corpus::generate(count * 2, seed, mix)
        .into_iter()
        .filter(|s| accepts(s))
        .collect();
    assert!(
        valid.len() >= count,
        "the corpus has enough valid references"
    );
    valid.truncate(count);
    valid
}

/// The work an instruction-count driver counts: `f` over every item.
///
/// Never inlined, so that callgrind, told to count inside it
/// (`--toggle-collect='*measured*'`, as `scripts/instruction-guard.sh`
/// does), counts that work alone, without the corpus' making.
///
/// ```
/// let mut total = 0;
/// iri_corpus::measured(&[1, 2, 3], |n| total += n);
/// assert_eq!(total, 6);
/// ```
#[inline(never)]
pub fn measured<T>(items: &[T], mut f: impl FnMut(&T)) {
    for item in items {
        f(std::hint::black_box(item));
    }
}
