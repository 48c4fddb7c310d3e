//! What a policy text says of a name it does not know: the closest known
//! one, when the name looks like a typo of it.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The message for an unknown name, with the closest known one.
pub(crate) fn unknown(what: &str, name: &str, known: &[&str]) -> String {
    if let Some(close) = closest(name, known) {
        format!("unknown {what} `{name}`; did you mean `{close}`?")
    } else {
        let list = known.join("`, `");
        format!("unknown {what} `{name}`; expected one of `{list}`")
    }
}

/// The known name closest to `name` by edit distance, when close enough
/// to be a likely typo (or when `name` is a prefix or suffix of it).
fn closest<'k>(name: &str, known: &[&'k str]) -> Option<&'k str> {
    let (best, distance) = known
        .iter()
        .map(|k| (*k, edit_distance(name, k)))
        .min_by_key(|&(_, d)| d)?;
    let limit = (name.chars().count() / 3).max(2);
    let affix = known
        .iter()
        .find(|k| k.len() > name.len() && (k.ends_with(name) || k.starts_with(name)));
    if distance <= limit {
        Some(best)
    } else {
        affix.copied()
    }
}

/// The Levenshtein distance between `a` and `b`, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}
