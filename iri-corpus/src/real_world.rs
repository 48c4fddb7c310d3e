//! The real-world corpus: URLs of the Debian package index, read at run
//! time from this crate's `data/debian-urls.txt` (see `data/README.md`
//! for its source and how to regenerate it). The file is in the
//! repository, not in the published package: without it, the benchmarks
//! that use it stop with a message saying so.

use std::path::PathBuf;

/// The path of the corpus file.
#[must_use]
pub fn debian_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/debian-urls.txt")
}

/// The 30,089 `Homepage:`, `Vcs-Git:` and `Vcs-Browser:` values of Debian
/// bookworm, one per line.
///
/// # Panics
///
/// When the file cannot be read, with a message naming it.
#[must_use]
pub fn debian_corpus() -> Vec<String> {
    let path = debian_path();
    match std::fs::read_to_string(&path) {
        Ok(text) => text.lines().map(str::to_owned).collect(),
        Err(e) => panic!(
            "the real-world corpus {} cannot be read ({e}): it is in the repository \
             (iri-corpus/data/), not in the published package; \
             iri-corpus/data/README.md says how to regenerate it",
            path.display()
        ),
    }
}
