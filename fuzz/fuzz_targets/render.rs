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
            // The drawing: the message alone, then the caret line ending with
            // the byte that the one-line form gives after the message.
            let annotated = err.annotate(text).to_string();
            let byte = format!(" byte {}", err.finding().span().start);
            let message = err.finding().message().to_string();
            assert!(err.to_string().starts_with(&format!("{message} at{byte}")));
            assert!(
                annotated.starts_with(&format!("{message}\n")),
                "{annotated}"
            );
            assert!(
                annotated.lines().nth(2).is_some_and(|l| l.ends_with(&byte)),
                "{annotated}"
            );
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
            let byte = format!(" byte {}", finding.span().start);
            let line = finding.to_string();
            let headline = line
                .strip_suffix(&format!(" at{byte}"))
                .expect("the byte last");
            assert!(drawing.starts_with(&format!("{headline}\n")), "{drawing}");
            assert!(
                drawing.lines().nth(2).is_some_and(|l| l.ends_with(&byte)),
                "{drawing}"
            );
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
