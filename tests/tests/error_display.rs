//! The `Display` sentence of every error kind the parser reports, and the
//! caret rendering of `ParseError::annotate`, including invisible characters
//! (spelled `<U+XXXX>`), wide characters (two columns each), combining marks
//! (none), and long inputs (cut around the error).
//!
//! `ErrorKind::PathStartsWithDoubleSlash` and
//! `ErrorKind::RelativePathAfterAuthority` are not covered here: the parser
//! never reports them (see `own_vectors.rs`); the builder does, and
//! `build_errors.rs` has their sentences.

use iri_core::{Component, ErrorKind, Grammar, ParseError, parse};

fn error(input: &str, grammar: Grammar) -> ParseError {
    parse(input, grammar).expect_err(input)
}

/// One case per kind: the input, its grammar, the kind, and the full sentence.
const SENTENCES: [(&str, Grammar, ErrorKind, &str); 13] = [
    (
        "http://a/b c",
        Grammar::IRI,
        ErrorKind::InvalidCharacter,
        "invalid character ' ' (U+0020) in path at byte 10",
    ),
    (
        "a:%zz",
        Grammar::IRI,
        ErrorKind::InvalidPercentEncoding,
        "invalid percent-encoding '%' in path at byte 2: '%' must be followed by two hexadecimal digits",
    ),
    (
        "a:?é",
        Grammar::URI,
        ErrorKind::NonAscii,
        "non-ASCII character 'é' (U+00E9) in query at byte 3: URIs are ASCII only",
    ),
    (
        "a:#\u{E000}",
        Grammar::IRI,
        ErrorKind::PrivateUseOutsideQuery,
        "private-use character U+E000 in fragment at byte 3: private-use characters are only allowed in the query",
    ),
    (
        "//a",
        Grammar::IRI,
        ErrorKind::MissingScheme,
        "missing scheme at byte 0: an absolute IRI or URI starts with a scheme followed by ':'",
    ),
    (
        "a_b:c",
        Grammar::IRI,
        ErrorKind::InvalidScheme,
        "invalid character '_' in scheme at byte 1: a scheme starts with a letter, followed by letters, digits, '+', '-' or '.'",
    ),
    (
        "http://[::1",
        Grammar::IRI,
        ErrorKind::UnclosedIpLiteral,
        "unclosed bracket '[' in IP literal at byte 7: the IP literal has no closing ']'",
    ),
    (
        "http://[1:::2]",
        Grammar::IRI,
        ErrorKind::InvalidIpv6,
        "invalid IPv6 address: unexpected ':' in IP literal at byte 11",
    ),
    (
        "http://[::1.2.3.256]",
        Grammar::IRI,
        ErrorKind::InvalidIpv4InIpv6,
        "invalid IPv4 part of an IPv6 address: unexpected '2' in IP literal at byte 16",
    ),
    (
        "http://[v1]",
        Grammar::IRI,
        ErrorKind::InvalidIpvFuture,
        "invalid IPvFuture address: unexpected ']' in IP literal at byte 10",
    ),
    (
        "http://u@a:b",
        Grammar::IRI,
        ErrorKind::InvalidPort,
        "invalid character 'b' in port at byte 11: a port is decimal digits only",
    ),
    (
        "a:b",
        Grammar::IRELATIVE_REF,
        ErrorKind::ColonInFirstSegment,
        "colon ':' in path at byte 1: the first segment of a relative path cannot hold ':', \
         which would end a scheme",
    ),
    (
        "a:b#c",
        Grammar::ABSOLUTE_URI,
        ErrorKind::UnexpectedFragment,
        "fragment '#' at byte 3: an absolute IRI or URI without fragment was expected",
    ),
];

#[test]
fn every_kind_has_its_sentence() {
    for (input, grammar, kind, sentence) in SENTENCES {
        let err = error(input, grammar);
        assert_eq!(err.kind(), kind, "{input:?}");
        assert_eq!(err.to_string(), sentence, "{input:?}");
    }
}

#[test]
fn sentences_are_lowercase_without_period_and_name_the_position() {
    for (input, grammar, _, _) in SENTENCES {
        let err = error(input, grammar);
        let text = err.to_string();
        assert!(text.starts_with(|c: char| c.is_ascii_lowercase()), "{text}");
        assert!(!text.ends_with('.'), "{text}");
        assert!(!text.contains('\n'), "{text}");
        assert!(
            text.contains(&format!(" at byte {}", err.span().start)),
            "{text}"
        );
        if !matches!(
            err.kind(),
            ErrorKind::MissingScheme | ErrorKind::UnexpectedFragment
        ) {
            assert!(
                text.contains(&format!(" in {} ", err.component())),
                "{text}"
            );
        }
    }
}

/// The clauses of a sentence: its parts between `;`, `:` and `, or`, of
/// more than two words, quoted alike.
fn clauses(text: &str) -> Vec<String> {
    text.split([';', ':'])
        .flat_map(|part| part.split(", or "))
        .map(|clause| clause.trim().to_lowercase().replace('`', "'"))
        .filter(|clause| clause.split(' ').count() > 2)
        .collect()
}

#[test]
fn messages_state_the_rule_and_leave_the_fix_to_the_help() {
    const ADVICE: [&str; 7] = [
        "write ",
        "add ",
        "remove ",
        "use ",
        "percent-encode ",
        "move ",
        "convert ",
    ];
    for (input, grammar, _, _) in SENTENCES {
        let err = error(input, grammar);
        let message = err.to_string();
        let said = clauses(&message);
        for clause in &said {
            assert!(
                !ADVICE.iter().any(|verb| clause.starts_with(verb)),
                "{input:?}: advice {clause:?} in the message"
            );
        }
        if let Some(help) = err.help() {
            for clause in clauses(&help.to_string()) {
                assert!(
                    !said.contains(&clause),
                    "{input:?}: {clause:?} in both the message and the help"
                );
            }
        }
    }
}

/// The messages and helps of the macros' reviewed compile errors
/// (`ui-tests/tests/fail/*/*.stderr`): (file, message, help) for each error
/// that has a help.
fn macro_diagnostics() -> Vec<(String, String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui-tests/tests/fail");
    let mut found = Vec::new();
    for group in std::fs::read_dir(&root).expect("ui-tests/tests/fail") {
        for file in std::fs::read_dir(group.expect("a folder").path()).expect("a folder") {
            let path = file.expect("a file").path();
            if path.extension().is_none_or(|ext| ext != "stderr") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a .stderr file");
            for diagnostic in text.split("\nerror").map(|d| d.trim_start_matches("error")) {
                let Some(message) = diagnostic.strip_prefix(": ") else {
                    continue;
                };
                let message = message.lines().next().unwrap_or_default();
                // The help line of iri-core's drawing, under the snippet:
                // `= help: …`, indented by the compiler.
                let help = diagnostic
                    .lines()
                    .take_while(|line| !line.trim_start().starts_with("-->"))
                    .find_map(|line| line.trim_start().strip_prefix("= help: "));
                if let Some(help) = help {
                    found.push((
                        path.display().to_string(),
                        message.to_owned(),
                        help.to_owned(),
                    ));
                }
            }
        }
    }
    found
}

#[test]
fn macro_helps_add_to_the_message_without_repeating_it() {
    let diagnostics = macro_diagnostics();
    assert!(diagnostics.len() > 20, "{} diagnostics", diagnostics.len());
    for (file, message, help) in diagnostics {
        let said = clauses(&message);
        for clause in clauses(&help) {
            assert!(
                !said.contains(&clause),
                "{file}: {clause:?} in both the message and the help"
            );
        }
    }
}

#[test]
fn a_zone_identifier_gets_its_rule_in_the_message_and_its_fix_in_the_help() {
    let err = error("http://[fe80::1%25en0]/", Grammar::IRI);
    assert_eq!(
        err.to_string(),
        "invalid IPv6 address: unexpected '%' in IP literal at byte 15: zone identifiers \
         (RFC 6874) are not part of the IRI syntax"
    );
    assert_eq!(
        err.help().expect("a fix").to_string(),
        "remove the zone identifier, from the `%` up to the `]`"
    );
}

#[test]
fn characters_are_quoted_with_their_code_point_when_not_plain() {
    let cases = [
        // (input, grammar, how the character is written)
        ("a:b<", Grammar::IRI, "'<' in"),
        ("a:\u{0}", Grammar::IRI, "character U+0000 in"),
        ("a:\t", Grammar::IRI, "character U+0009 in"),
        ("a:\u{7F}", Grammar::IRI, "character U+007F in"),
        ("a:\u{200E}", Grammar::URI, "character U+200E (LRM) in"),
        ("a:\u{FEFF}", Grammar::URI, "character U+FEFF in"),
        ("a:\u{FFFF}", Grammar::IRI, "character U+FFFF in"),
        ("a:\u{10FFFF}", Grammar::IRI, "character U+10FFFF in"),
        ("a:é", Grammar::URI, "'é' (U+00E9) in"),
        ("a:例", Grammar::URI, "'例' (U+4F8B) in"),
        ("a:\u{1F600}", Grammar::URI, "'\u{1F600}' (U+1F600) in"),
        // A combining mark would be drawn over the quote: written alone.
        ("a:e\u{301}", Grammar::URI, "character U+0301 in"),
    ];
    for (input, grammar, written) in cases {
        let text = error(input, grammar).to_string();
        assert!(text.contains(written), "{input:?}: {text}");
    }
}

#[test]
fn component_names_in_messages() {
    let names = [
        (Component::Scheme, "scheme"),
        (Component::Userinfo, "userinfo"),
        (Component::Host, "host"),
        (Component::IpLiteral, "IP literal"),
        (Component::Port, "port"),
        (Component::Path, "path"),
        (Component::Query, "query"),
        (Component::Fragment, "fragment"),
    ];
    for (component, name) in names {
        assert_eq!(component.to_string(), name);
        assert_eq!(component.name(), name);
    }
    let text = error("http://a b@h", Grammar::IRI).to_string();
    assert_eq!(text, "invalid character ' ' (U+0020) in userinfo at byte 8");
    let text = error("http://a b/", Grammar::IRI).to_string();
    assert_eq!(text, "invalid character ' ' (U+0020) in host at byte 8");
}

/// The two lines of the snippet under the message.
fn snippet(input: &str, grammar: Grammar) -> String {
    error(input, grammar).annotate(input).snippet().to_string()
}

#[test]
fn annotate_is_the_message_then_the_snippet_with_the_byte_then_the_help() {
    let input = "http://a/b c";
    let err = error(input, Grammar::IRI);
    assert_eq!(
        err.annotate(input).to_string(),
        "invalid character ' ' (U+0020) in path\n  | http://a/b c\n  |           ^ byte 10\n  \
         = help: percent-encode it as `%20`"
    );
}

/// Checks each case: (why, input, grammar, the snippet's two lines).
fn assert_snippets(cases: &[(&str, &str, Grammar, &str)]) {
    for &(why, input, grammar, expected) in cases {
        assert_eq!(snippet(input, grammar), expected, "{why}: {input:?}");
    }
}

#[test]
fn carets_cover_the_span() {
    assert_snippets(&[
        (
            "percent-encoding: from the '%' through the first non-hex character",
            "a:%zz",
            Grammar::IRI,
            "  | a:%zz\n  |   ^^",
        ),
        (
            "unclosed bracket: from '[' to the end of the authority",
            "http://[::1/x",
            Grammar::IRI,
            "  | http://[::1/x\n  |        ^^^^",
        ),
        (
            "an empty span (missing scheme) still gets one caret",
            "//a",
            Grammar::IRI,
            "  | //a\n  | ^",
        ),
        (
            "at the last character of the input",
            "http://[",
            Grammar::IRI,
            "  | http://[\n  |        ^",
        ),
    ]);
}

#[test]
fn invisible_characters_are_spelled_out_and_carets_follow() {
    assert_snippets(&[
        (
            "the offending character is invisible: carets cover `<U+0000>`",
            "a:b\u{0}c",
            Grammar::IRI,
            "  | a:b<U+0000>c\n  |    ^^^^^^^^",
        ),
        (
            "an invisible character before the problem shifts the caret by its spelling",
            "a:\u{1}[",
            Grammar::LEIRI,
            "  | a:<U+0001>[\n  |           ^",
        ),
        (
            "bidi controls never reorder the line: spelled out too",
            "a:\u{202E}x y",
            Grammar::URI,
            "  | a:<U+202E>x y\n  |   ^^^^^^^^",
        ),
        (
            "six hex digits for a code point above U+FFFF",
            "a:\u{10FFFF}",
            Grammar::IRI,
            "  | a:<U+10FFFF>\n  |   ^^^^^^^^^^",
        ),
    ]);
}

#[test]
fn wide_characters_take_two_columns() {
    assert_snippets(&[
        (
            "CJK before the problem: two columns each",
            "a:例え b",
            Grammar::IRI,
            "  | a:例え b\n  |       ^",
        ),
        (
            "a wide offending character gets two carets",
            "a:例",
            Grammar::URI,
            "  | a:例\n  |   ^^",
        ),
        (
            "Hangul and fullwidth forms are wide too; 'é' is not",
            "a:한Ａé b",
            Grammar::IRI,
            "  | a:한Ａé b\n  |        ^",
        ),
    ]);
}

#[test]
fn wide_characters_come_from_the_unicode_tables() {
    assert_snippets(&[
        (
            "emoji outside the old hand-written ranges are wide",
            "a:\u{1F680} b",
            Grammar::IRI,
            "  | a:\u{1F680} b\n  |     ^",
        ),
        (
            "Tangut ideographs are wide",
            "a:\u{17000} b",
            Grammar::IRI,
            "  | a:\u{17000} b\n  |     ^",
        ),
    ]);
}

#[test]
fn combining_marks_take_no_column() {
    assert_snippets(&[
        (
            "four decomposed 'é' before the problem: four columns, not eight",
            "http://a/e\u{301}e\u{301}e\u{301}e\u{301} b",
            Grammar::IRI,
            "  | http://a/e\u{301}e\u{301}e\u{301}e\u{301} b\n  |              ^",
        ),
        (
            "a combining mark that is the problem: the caret is under the letter it sits on",
            "a:e\u{301}",
            Grammar::URI,
            "  | a:e\u{301}\n  |   ^",
        ),
        (
            "Hangul vowel and final jamo join the leading consonant's two columns",
            "a:\u{1100}\u{1161}\u{11A8} b",
            Grammar::IRI,
            "  | a:\u{1100}\u{1161}\u{11A8} b\n  |     ^",
        ),
    ]);
}

/// The drawn text line and the caret line of `input`'s error under
/// `grammar`, without their `"  | "` prefix.
fn drawn(input: &str, grammar: Grammar) -> (String, String) {
    let snippet = snippet(input, grammar);
    let (text, carets) = snippet.split_once('\n').expect("two lines");
    let strip = |line: &str| line.strip_prefix("  | ").expect("prefix").to_owned();
    (strip(text), strip(carets))
}

/// The characters of `text` from column `column` on, every character of
/// `text` taking one column except those of `wide`, which take two.
fn from_column<'t>(text: &'t str, column: usize, wide: &[char]) -> &'t str {
    let mut at = 0;
    for (offset, c) in text.char_indices() {
        if at == column {
            return &text[offset..];
        }
        at += if wide.contains(&c) { 2 } else { 1 };
    }
    assert_eq!(at, column, "the caret is past the text");
    ""
}

const MIB: usize = 1 << 20;

/// The start of `text`, for failure messages that would otherwise print megabytes.
fn head(text: &str) -> String {
    text.chars().take(300).collect()
}

#[test]
fn a_long_input_is_cut_around_the_error() {
    let input = format!("http://a/{}<", "x".repeat(MIB));
    let err = error(&input, Grammar::IRI);
    let annotated = err.annotate(&input).to_string();
    assert!(annotated.len() < 300, "{} bytes", annotated.len());
    assert!(annotated.starts_with("invalid character '<' in path\n"));
    assert!(annotated.contains(&format!("^ byte {}\n", 9 + MIB)));
    let (text, carets) = drawn(&input, Grammar::IRI);
    assert!(text.starts_with('…'), "{}", head(&text));
    assert!(text.ends_with("xx<"), "{}", head(&text));
    assert_eq!(carets.trim_start(), "^");
    assert!(from_column(&text, carets.len() - 1, &[]).starts_with('<'));
}

#[test]
fn a_long_input_is_cut_on_both_sides_of_an_error_in_its_middle() {
    let input = format!("http://a/{}<{}", "x".repeat(MIB), "y".repeat(MIB));
    let (text, carets) = drawn(&input, Grammar::IRI);
    assert!(text.len() < 150, "{}", head(&text));
    assert!(text.starts_with("…xx"), "{}", head(&text));
    assert!(text.ends_with("yy…"), "{}", head(&text));
    assert!(from_column(&text, carets.len() - 1, &[]).starts_with("<yy"));
}

#[test]
fn a_long_span_is_underlined_up_to_the_cut() {
    // An unclosed bracket: the span runs from '[' to the end of the input.
    let input = format!("http://a{}@[{}", "u".repeat(MIB), "1".repeat(MIB));
    let (text, carets) = drawn(&input, Grammar::IRI);
    assert!(
        text.starts_with("…uu") && text.ends_with("11…"),
        "{}",
        head(&text)
    );
    let first = carets.find('^').expect("a caret");
    assert!(from_column(&text, first, &[]).starts_with("[11"));
    // Carets run to the cut, and not under the '…'.
    assert_eq!(carets.chars().count(), text.chars().count() - 1);
}

#[test]
fn cutting_counts_columns_not_characters() {
    let input = format!(
        "a:{}{} {}",
        "例".repeat(MIB),
        "é".repeat(3),
        "例".repeat(MIB)
    );
    let (text, carets) = drawn(&input, Grammar::IRI);
    assert!(text.len() < 400, "{}", head(&text));
    assert!(
        text.starts_with('…') && text.ends_with('…'),
        "{}",
        head(&text)
    );
    assert!(from_column(&text, carets.len() - 1, &['例']).starts_with(" 例"));
}

#[test]
fn an_error_at_the_end_of_a_long_input_points_past_it() {
    // A '%' without its two hex digits at the very end: the span reaches the end.
    let input = format!("a:{}%", "x".repeat(MIB));
    let (text, carets) = drawn(&input, Grammar::IRI);
    assert!(
        text.starts_with('…') && text.ends_with("x%"),
        "{}",
        head(&text)
    );
    assert!(from_column(&text, carets.len() - 1, &[]).starts_with('%'));
}

#[test]
fn lines_up_to_the_limit_are_drawn_whole() {
    // The longest line drawn whole, then one column more.
    for (len, cut) in [(100, false), (101, true)] {
        let input = format!("a:{}<", "x".repeat(len - 3));
        let (text, carets) = drawn(&input, Grammar::IRI);
        assert_eq!(text.starts_with('…'), cut, "{len}: {text}");
        if !cut {
            assert_eq!(text, input);
            assert_eq!(carets, format!("{}^", " ".repeat(len - 1)));
        }
    }
}

#[test]
fn a_line_of_stacked_marks_is_drawn_bounded() {
    // Combining marks take no column, so a window of columns alone would
    // draw them all (found by the render fuzz target).
    let input = format!("http://a/e{} b", "\u{301}".repeat(100_000));
    let (line, carets) = drawn(&input, Grammar::IRI);
    assert!(
        line.chars().count() <= 120 + 100,
        "a line of {} characters",
        line.chars().count()
    );
    assert!(carets.ends_with('^'), "{carets:?}");
}
