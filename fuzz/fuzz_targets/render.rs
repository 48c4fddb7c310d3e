//! Rendering: errors and findings draw without panicking, within bounds, for
//! any input (long lines, invisible and wide characters, combining marks),
//! and every sentence the one renderer writes is one line without a raw
//! control character.
#![no_main]

use iri_checker::{Policy, check};
use iri_core::{Grammar, parse};
use iri_fuzz::{GRAMMARS, assert_drawing_is_bounded, assert_error, assert_one_line, text};
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
        for finding in &report {
            assert_one_line(&finding.to_string());
            assert_one_line(&finding.message().to_string());
            if let Some(explanation) = finding.explanation() {
                assert_one_line(&explanation.to_string());
            }
            if let Some(help) = finding.help() {
                assert_one_line(&help.to_string());
            }
            for edit in [finding.fix(text), finding.suggestion(text)]
                .into_iter()
                .flatten()
            {
                assert_one_line(&edit.line(text).to_string());
            }
            let drawing = finding.annotate(text).to_string();
            assert!(drawing.starts_with(&finding.to_string()), "{drawing}");
            let lines: Vec<&str> = drawing.lines().skip(1).take(2).collect();
            assert_drawing_is_bounded(&lines.join("\n"));
        }
        let drawing = report.annotate(text).to_string();
        for finding in &report {
            assert!(drawing.contains(finding.code().name()));
        }
        for line in drawing.lines() {
            assert!(
                line.starts_with("  ") || line.contains("]: "),
                "a line of input leaked into the report: {line:?}"
            );
        }
    }
});
