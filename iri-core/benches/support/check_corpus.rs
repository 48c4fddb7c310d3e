//! The corpus of the checker's benchmark and its instruction-count profile:
//! generated references that both `iri_core` and oxiri accept.

use super::corpus::{Mix, generate};

/// `count` references of the corpus that both parsers accept.
pub fn valid_corpus(count: usize, seed: u64, mix: Mix) -> Vec<String> {
    let mut valid: Vec<String> = generate(count * 2, seed, mix)
        .into_iter()
        .filter(|s| {
            iri_core::IriRef::parse(s.as_str()).is_ok() && oxiri::IriRef::parse(s.as_str()).is_ok()
        })
        .collect();
    assert!(
        valid.len() >= count,
        "the corpus has enough valid references"
    );
    valid.truncate(count);
    valid
}

/// The seed of the mixed corpus.
pub const MIXED_SEED: u64 = 0xBE7C_0001;

/// The seed of the ASCII corpus.
pub const ASCII_SEED: u64 = 0xBE7C_0002;
