//! The readers (`iri-readers`), one format per input (its first byte):
//! every IRI found is written where its span says (its map's pieces decode
//! through the format's escapes to its value), and a new value written
//! through the format's escaping reads again as that value at the same
//! place, everything else as it was.
#![no_main]

use iri_fuzz::readers::{assert_rewrite, assert_written};
use iri_readers::{Escaping, Format, Role, read_str};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let format = Format::ALL[usize::from(first) % Format::ALL.len()];
    let text = String::from_utf8_lossy(rest);
    let doc = read_str(format, &text);
    // JSON-LD prefixes stand for more than they are written with.
    let expanded = format == Format::Json && text.contains("@context");
    for (i, found) in doc.found.iter().enumerate() {
        if !expanded {
            assert_written(&text, found);
        }
        if expanded || found.offsets.has_cut_edges() || found.role != Role::Iri {
            continue;
        }
        // A bare link in Markdown text that touches other text: its last
        // character decides how a `*` or `_` run after it pairs, which a
        // new last character may change (`iri-check --fix` refuses such a
        // fix when it reads the text again).
        let bytes = text.as_bytes();
        let apart = |at: Option<&u8>| at.is_none_or(u8::is_ascii_whitespace);
        if found.escaping == Escaping::MarkdownText
            && !(apart(bytes.get(found.span.end))
                && apart(found.span.start.checked_sub(1).and_then(|i| bytes.get(i))))
        {
            continue;
        }
        let new = format!("{}0", found.value);
        assert_rewrite(format, &text, &doc, i, &new, first & 0x80 == 0);
    }
    for problem in &doc.problems {
        assert!(problem.span.start <= problem.span.end && problem.span.end <= text.len());
    }
});
