//! The readers (`iri-readers`), one format per input (its first byte):
//! every IRI found is written where its span says (its map's pieces decode
//! through the format's escapes to its value), and a new value written
//! through the format's escaping reads again as that value at the same
//! place, everything else as it was.
#![no_main]

use iri_fuzz::readers::{assert_rewrite, assert_written, reads_alike};
use iri_readers::{Format, Role, read_str};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let format = Format::ALL[usize::from(first) % Format::ALL.len()];
    let text = String::from_utf8_lossy(rest);
    let doc = read_str(format, &text);
    // JSON-LD prefixes stand for more than they are written with.
    let expanded = format.is_json() && text.contains("@context");
    for (i, found) in doc.found.iter().enumerate() {
        if !expanded {
            assert_written(&text, found);
        }
        if expanded || found.offsets.has_cut_edges() || found.role != Role::Iri {
            continue;
        }
        // One letter or digit changed for the next of its kind: a new
        // value that every reading rule (link ends, templates, patterns,
        // emphasis runs, intra-doc links) reads as it read the old one.
        let Some(at) = changeable(&found.value, usize::from(first)) else {
            continue;
        };
        let mut new = found.value.clone();
        new.replace_range(
            at..=at,
            &next_of_kind(found.value.as_bytes()[at]).to_string(),
        );
        if !reads_alike(&found.value, &new) {
            continue;
        }
        if first & 0x80 == 0 {
            assert_rewrite(format, &text, &doc, i, &new, 0..found.value.len());
        } else {
            assert_rewrite(format, &text, &doc, i, &new, at..at + 1);
        }
    }
    for problem in &doc.problems {
        assert!(problem.span.start <= problem.span.end && problem.span.end <= text.len());
    }
});

/// The RDF namespace, which the XML reader looks for.
const RDF: &str = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";

/// A byte of `value` to change: an ASCII letter or digit past the scheme,
/// not after a backslash (`\d` is a pattern); `None` for the RDF
/// namespace, which decides how the rest of an XML document is read.
fn changeable(value: &str, seed: usize) -> Option<usize> {
    if value.contains(RDF) {
        return None;
    }
    let bytes = value.as_bytes();
    let from = value.find(':').map_or(0, |c| c + 1);
    let candidates: Vec<usize> = (from..bytes.len())
        .filter(|&i| bytes[i].is_ascii_alphanumeric() && (i == 0 || bytes[i - 1] != b'\\'))
        .collect();
    (!candidates.is_empty()).then(|| candidates[seed % candidates.len()])
}

/// The next letter or digit of the same kind (`a`→`b`, `z`→`a`, `9`→`0`).
fn next_of_kind(b: u8) -> char {
    match b {
        b'z' => 'a',
        b'Z' => 'A',
        b'9' => '0',
        b => char::from(b + 1),
    }
}
