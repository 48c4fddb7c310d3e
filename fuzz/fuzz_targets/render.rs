//! Rendering: errors and reports draw without panicking, within bounds, for
//! any input (long lines, invisible and wide characters, combining marks).
#![no_main]

use iri_core::check::{Policy, check};
use iri_core::{Grammar, parse};
use iri_fuzz::{GRAMMARS, assert_drawing_is_bounded, assert_error, text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    for (grammar, _) in GRAMMARS {
        if let Err(err) = parse(text, grammar) {
            assert_error(text, &err);
            let annotated = err.annotate(text).to_string();
            assert!(annotated.starts_with(&err.to_string()));
        }
    }
    if let Ok(table) = parse(text, Grammar::LEIRI_REFERENCE) {
        let report = check(text, &table, Grammar::LEIRI_REFERENCE, &Policy::STRICT);
        let drawing = report.annotate(text).to_string();
        for finding in &report {
            assert!(drawing.contains(finding.code().name()));
        }
        for block in drawing.split("\n\n").filter(|b| !b.is_empty()) {
            let lines: Vec<&str> = block.lines().skip(1).take(2).collect();
            assert_drawing_is_bounded(&lines.join("\n"));
        }
    }
});
