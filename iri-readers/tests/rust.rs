//! The Rust reader: every string literal form mapped to where it is
//! written, every call context, and fixes that leave the file lexing as
//! before but for the literal fixed.

use iri_core::Grammar;
use iri_readers::{Comparison, Escaping, Format, Found, Leniency, LineIndex, read_str};
use iri_readers_invariants::rust_tokens;

/// `line:column` of byte `at` of `text`.
fn at(text: &str, at: usize) -> String {
    let p = LineIndex::new(text).position(text, at);
    format!("{}:{}", p.line, p.column)
}

/// `value @ line:column` of each IRI found.
fn found(text: &str) -> Vec<String> {
    read_str(Format::Rust, text)
        .found
        .iter()
        .map(|f| format!("{} @ {}", f.value, at(text, f.span.start)))
        .collect()
}

fn one(text: &str) -> Found {
    let doc = read_str(Format::Rust, text);
    assert_eq!(doc.found.len(), 1, "{text}: {:?}", doc.found);
    doc.found.into_iter().next().unwrap()
}

/// Where the value's bytes `from..to` are written: `line:column` and the
/// text.
fn written(text: &str, f: &Found, span: std::ops::Range<usize>) -> (String, String) {
    let s = f.source_span(span);
    (at(text, s.start), text[s].to_owned())
}

#[test]
fn every_literal_form_is_decoded_and_mapped_as_written() {
    let text = "fn f() {\n    let a = \"http://example.org/caf\\u{e9}\\x41\\\" b\";\n}\n";
    let f = one(text);
    assert_eq!(f.value, "http://example.org/caféA\" b");
    assert_eq!(at(text, f.span.start), "2:14");
    let space = f.value.find(' ').unwrap();
    assert_eq!(
        written(text, &f, space..space + 1),
        ("2:48".to_owned(), " ".to_owned())
    );
    assert_eq!(
        written(text, &f, 22..24),
        ("2:36".to_owned(), "\\u{e9}".to_owned())
    );

    // A line continuation: the line break and the indentation skipped.
    let text = "let a = \"http://a.org/x\\\n         y z\";";
    let f = one(text);
    assert_eq!(f.value, "http://a.org/xy z");
    let space = f.value.find(' ').unwrap();
    assert_eq!(
        written(text, &f, space..space + 1),
        ("2:11".to_owned(), " ".to_owned())
    );

    for (text, value, start) in [
        ("x(r\"http://a.org/y\");", "http://a.org/y", "1:5"),
        ("x(r##\"http://a.org/\"#\"##);", "http://a.org/\"#", "1:7"),
        ("x(b\"http://a.org/\\x41\");", "http://a.org/A", "1:5"),
        ("x(br#\"http://a.org/\"#);", "http://a.org/", "1:7"),
        ("x(c\"http://a.org/\\u{e9}\");", "http://a.org/é", "1:5"),
        ("x(cr\"http://a.org/é\");", "http://a.org/é", "1:6"),
    ] {
        let f = one(text);
        assert_eq!(
            (f.value.as_str(), at(text, f.span.start).as_str()),
            (value, start),
            "{text}"
        );
    }
    // What the compiler refuses, or what is no text, is no IRI.
    assert!(found("x(\"http://a.org/\\q\");").is_empty());
    assert!(found("x(b\"http://a.org/\\xFF\");").is_empty());
}

#[test]
fn known_calls_are_checked_whole_by_their_callee() {
    let text = "let u = Url::parse(\"http://exa mple.org\").unwrap();";
    let f = one(text);
    assert_eq!(f.value, "http://exa mple.org");
    assert_eq!(
        (f.grammar, f.leniency),
        (Grammar::LEIRI, Leniency::UrlStandard)
    );
    let text = "let n = oxrdf::NamedNodeRef::new_unchecked(\"http://example.org/a b\");";
    let f = one(text);
    assert_eq!(
        (f.grammar, f.comparison),
        (Grammar::IRI, Comparison::Characters)
    );
    assert_eq!(at(text, f.span.start), "1:45");
    let f = one("let u: http::Uri = \"http://a/b c\".parse::<http::Uri>().unwrap();");
    assert_eq!(f.grammar, Grammar::URI_REFERENCE);
    let f = one("let u = Uri::from_static(\"/a b\");");
    assert_eq!(
        (f.value.as_str(), f.grammar),
        ("/a b", Grammar::URI_REFERENCE)
    );
    // A relative reference passed to `join`, of a `Path` or a `Url`: only a
    // link is taken.
    assert!(found("p.join(\"a b\"); m.get(\"key\");").is_empty());
    assert_eq!(
        found("client.get(\"https://a.org/x y\");"),
        ["https://a.org/x y @ 1:13"]
    );
    assert_eq!(found("let x = IriRef::parse(\"a b\");"), ["a b @ 1:24"]);
}

#[test]
fn expected_failures_compile_time_macros_and_silenced_lines_are_left_out() {
    for text in [
        "assert!(Url::parse(\"http://a b/\").is_err());",
        "let e = Url::parse(\"http://a b/\").unwrap_err();",
        "Iri::parse(\"a b\").expect_err(\"bad\");",
        "assert!(matches!(Url::parse(\"http://a b/\"), Err(_)));",
        "assert_eq!(\"http://a b/\".parse::<Url>(), Err(ParseError::InvalidDomainCharacter));",
        "let i = iri!(\"http://a b/\");",
        "let i = uri_ref!(\"http://a b/\");",
        "let u = \"http://a b/\"; // iri-check: ignore",
        "// iri-check: ignore\nlet u = \"http://a b/\";",
    ] {
        assert!(found(text).is_empty(), "{text}: {:?}", found(text));
    }
    assert_eq!(
        found("// iri-check: ignore\nlet u = 1;\nlet v = \"http://a b/\";"),
        ["http://a b/ @ 3:10"]
    );
}

#[test]
fn format_strings_are_templates() {
    for text in [
        "format!(\"https://{}/x\", host);",
        "println!(\"https://{host}/x\");",
        "write!(f, \"https://example.org/{}\", id)?;",
        "info!(\"see https://{}.org/\", x);",
        "panic!(\"{{x}} https://{y}.org/\");",
    ] {
        assert!(found(text).is_empty(), "{text}: {:?}", found(text));
    }
    let text = "eprintln!(\"{{x}} see https://example.org/a\\u{e9} now: {}\", e);";
    let f = one(text);
    assert_eq!(f.value, "https://example.org/aé");
    assert_eq!(at(text, f.span.start), "1:22");
    assert_eq!(f.escaping, Escaping::RustString { format: true });
    // An argument after the format string is a value.
    assert_eq!(
        found("println!(\"{}\", \"http://a.org/ b\");"),
        ["http://a.org/ b @ 1:17"]
    );
}

#[test]
fn literals_that_look_like_links_and_those_that_do_not() {
    assert_eq!(
        found("const A: &str = \"mailto:a@b.org\";\nconst B: &str = \"urn:isbn:1\";"),
        ["mailto:a@b.org @ 1:18", "urn:isbn:1 @ 2:18"]
    );
    for text in [
        "let r = Regex::new(r\"https?://[a-z]+\\.org/(.*)$\");",
        "let p = \"std::collections::HashMap\";",
        "let s = \"see the docs\";",
        "let s = \"https://x.org/ is the home page\";",
    ] {
        assert!(found(text).is_empty(), "{text}: {:?}", found(text));
    }
}

#[test]
fn comments_are_markdown_or_prose_mapped_through_their_markers() {
    let text = "//! See [the spec](https://example.org/a%zz).\n\
                /// Two lines:\n///   <http://b.org/x>\n\
                /// [`Url`] and [crate::x] are items.\n\
                /**\n * More: https://c.org/y\n */\n\
                // prose http://d.org/z, then\n\
                #[doc = \"At https://e.org/\\u{e9}.\"]\nfn f() {}\n";
    assert_eq!(
        found(text),
        [
            "https://example.org/a%zz @ 1:20",
            "http://b.org/x @ 3:8",
            "https://c.org/y @ 6:10",
            "http://d.org/z @ 8:10",
            "https://e.org/é @ 9:13",
        ]
    );
}

#[test]
fn fixes_keep_every_token_but_the_literal() {
    for (text, from, to, expected) in [
        (
            "let a = Url::parse(r#\"HTTP://a.org/\"#)?; // x\n",
            0..4,
            "http",
            "r#\"http://a.org/\"#",
        ),
        (
            "let a = Url::parse(\"HTTP://caf\\u{e9}.org/\\\"\")?;\n",
            0..4,
            "http",
            "\"http://caf\\u{e9}.org/\\\"\"",
        ),
        (
            "let a = Url::parse(\"http://a.org/\\x41\")?;\n",
            13..14,
            "a\"{b}",
            "\"http://a.org/a\\\"{b}\"",
        ),
    ] {
        let f = one(text);
        let (span, replacement) = f.edit(from, to).expect(text);
        let mut fixed = text.to_owned();
        fixed.replace_range(span, &replacement);
        let (before, after) = (rust_tokens(text), rust_tokens(&fixed));
        assert_eq!(before.len(), after.len(), "{fixed}");
        let changed: Vec<_> = before.iter().zip(&after).filter(|(b, a)| b != a).collect();
        assert_eq!(changed.len(), 1, "{fixed}");
        assert_eq!(changed[0].0.0, changed[0].1.0, "{fixed}");
        assert_eq!(changed[0].1.1, expected);
    }
    // A raw literal holds no `"`; a format string writes its braces doubled.
    let f = one("let a = Url::parse(r\"http://a.org/\");");
    assert_eq!(f.edit(13..13, "\""), None);
    let f = one("println!(\"see http://a.org/x now\");");
    assert_eq!(f.edit(13..14, "{y}").map(|e| e.1).as_deref(), Some("{{y}}"));
}

#[test]
fn rustdoc_items_are_no_links() {
    let text = "/// [a](`crate::x::Y`), [b](ArrayVec::<A>::splice), [c](`mod@test`),\n\
                /// [d](EStr#impl-EStr<E>-1), [e](`::borsh`), [f](`Vec`).\n\
                /// [i](#impl-TryFrom<PathBuf>-for-Utf8PathBuf), [j](./struct.M.html#impl-B-for-M<K>)\n\
                /// [g]: crate::x::Y#method.new\n\
                /// [h]: (https://crates.io/crates/rkyv)\nfn f() {}\n";
    // (A definition cannot interrupt a paragraph: `[h]: (…)` is prose here.)
    assert_eq!(found(text), ["https://crates.io/crates/rkyv @ 5:11"]);
}

#[test]
fn the_literals_of_tests_are_test_data_but_their_calls_are_checked() {
    let text = "#[cfg(test)]\nmod tests {\n    const BAD: &[&str] = &[\"http://a b/\"];\n\
                #[test]\n    fn t() {\n        let u = Url::parse(\"http://c d/\").unwrap();\n    }\n}\n\
                #[cfg(not(test))]\nconst LIVE: &str = \"http://e f/\";\n";
    assert_eq!(found(text), ["http://c d/ @ 6:29", "http://e f/ @ 10:21"]);
    assert!(found("#![cfg(test)]\nconst A: &str = \"http://a b/\";").is_empty());
    assert!(found("#[test]\nfn t() { let a = \"http://a b/\"; }").is_empty());
}

#[test]
fn code_in_the_backquotes_of_a_comment_is_no_prose() {
    assert_eq!(
        found("// `http://{` is a template; see http://a.org/x\nfn f() {}"),
        ["http://a.org/x @ 1:34"]
    );
}

#[test]
fn a_regular_expression_quoted_in_a_comment_is_no_link() {
    assert_eq!(
        found(
            "// td-client: \"^(http://|https://)\" and http://a.org/b|c\n\
             //     let dst: Uri = format!(\"http://{}/\", addr).parse()?;\nfn f() {}"
        ),
        ["http://a.org/b|c @ 1:41"]
    );
}

mod any_source {
    use proptest::prelude::*;

    use super::*;

    /// Pieces of Rust source, good and broken, that the reader meets.
    fn piece() -> impl Strategy<Value = &'static str> {
        prop::sample::select(vec![
            "\"",
            "r#\"",
            "\"#",
            "b\"",
            "c\"",
            "br\"",
            "\\",
            "\\u{e9}",
            "\\x41",
            "\\\n ",
            "{",
            "}",
            "{{",
            "(",
            ")",
            "[",
            "]",
            ",",
            ".",
            "::",
            "!",
            "#",
            "=",
            ";",
            "é",
            "\u{202E}",
            " ",
            "\n",
            "\r\n",
            "///",
            "//!",
            "//",
            "/*",
            "/**",
            "*/",
            "*",
            "`",
            "http://",
            "a b",
            ":",
            "<",
            ">",
            "Url::parse(",
            "NamedNode::new(",
            "format!(",
            "iri!(",
            "doc",
            "test",
            "#[cfg(test)]",
            ".is_err()",
            ".parse::<Url>()",
            "iri-check: ignore",
            "](",
            "]:",
        ])
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        #[test]
        fn any_source_is_read_without_a_panic_and_spans_hold_their_values(
            pieces in prop::collection::vec(piece(), 0..40)
        ) {
            let text: String = pieces.concat();
            let doc = read_str(Format::Rust, &text);
            for f in &doc.found {
                prop_assert!(text.get(f.span.clone()).is_some(), "{f:?} in {text:?}");
                let all = f.source_span(0..f.value.len());
                prop_assert!(text.get(all).is_some(), "{f:?} in {text:?}");
            }
        }
    }
}

#[test]
fn a_crate_s_own_calls_are_found_by_their_last_segments() {
    let own = |path: &str| {
        iri_readers::RustCall::own(
            path,
            Grammar::IRI_REFERENCE,
            Leniency::Strict,
            Comparison::Characters,
            "test",
        )
    };
    let options = iri_readers::Options {
        rust_calls: vec![
            own("my_crate::Link::parse"),
            own("my_crate::links::parse_link"),
        ],
        ..iri_readers::Options::default()
    };
    let values = |text: &str| -> Vec<String> {
        iri_readers::read_str_with(Format::Rust, text, &options)
            .found
            .into_iter()
            .map(|f| format!("{} {:?}", f.value, f.comparison))
            .collect()
    };
    // The type and the function, or a module's function alone.
    assert_eq!(values("Link::parse(\"a b\")"), ["a b Characters"]);
    assert_eq!(values("links::parse_link(\"c\")"), ["c Characters"]);
    assert_eq!(values("parse_link(\"d\")"), ["d Characters"]);
    // An associated function by its name alone, or another type's, is not it;
    // nor a literal expected to fail.
    assert!(values("parse(\"e\")").is_empty());
    assert!(values("Other::parse(\"f\")").is_empty());
    assert!(values("Link::parse(\"g\").is_err()").is_empty());
}

#[test]
fn the_comments_of_tests_speak_of_test_data() {
    // fluent-uri's tests/resolve.rs: a comment beside the test data says
    // what another algorithm would make of it.
    let comment = "// The result would be \"foo://@@\" using the original algorithm.\n";
    let body = format!("#[test]\nfn t() {{\n    {comment}    let x = 1;\n}}\n");
    assert!(found(&body).is_empty(), "{body}");
    let module = format!("#[cfg(test)]\nmod tests {{\n    {comment}}}\n");
    assert!(found(&module).is_empty(), "{module}");
    let options = iri_readers::Options {
        rust_tests: true,
        ..iri_readers::Options::default()
    };
    let file = iri_readers::read_str_with(Format::Rust, comment, &options);
    assert!(file.found.is_empty(), "{:?}", file.found);
    // Outside tests, a comment is prose; a doc comment in a test still
    // is the docs'.
    assert_eq!(found(comment), ["foo://@@ @ 1:25"]);
    let doc = "#[cfg(test)]\nmod tests {\n    /// See <http://a b/>.\n    fn f() {}\n}\n";
    assert_eq!(found(doc).len(), 1, "{doc}");
}

#[test]
fn a_constant_parsed_at_run_time_and_unwrapped_names_its_compile_time_form() {
    use iri_core::diagnostic::CompileTimeForm;
    let forms = |text: &str| -> Vec<Option<CompileTimeForm>> {
        read_str(Format::Rust, text)
            .found
            .iter()
            .map(|f| f.compile_time)
            .collect()
    };
    let ours = "use iri_kit::{Iri, IriRef, Uri, UriRef};\nfn f() {\n\
                let a = Iri::parse(\"http://a/\").unwrap();\n\
                let b = IriRef::parse(\"b\").expect(\"valid\");\n\
                let c = Uri::parse(\"http://c/\")?;\n\
                let d = UriRef::parse(\"d\").unwrap();\n}\n";
    assert_eq!(
        forms(ours),
        [
            Some(CompileTimeForm::Iri),
            Some(CompileTimeForm::IriRef),
            None,
            Some(CompileTimeForm::UriRef)
        ]
    );
    // Without iri-kit named, `Iri::parse` may be oxiri's or fluent-uri's.
    assert_eq!(
        forms("fn f() { Iri::parse(\"http://a/\").unwrap(); }"),
        [None]
    );
    // oxrdf's, unwrapped or never checked; not its checked form left
    // to `?`, nor `url::Url` or `http::Uri`, which no macro makes.
    let oxrdf = "fn f() {\n\
                 NamedNodeRef::new(\"http://a/\").unwrap();\n\
                 NamedNode::new_unchecked(\"http://b/\");\n\
                 NamedNode::new(\"http://c/\")?;\n\
                 Url::parse(\"http://d/\").unwrap();\n\
                 Uri::from_static(\"http://e/\");\n}\n";
    assert_eq!(
        forms(oxrdf),
        [
            Some(CompileTimeForm::NamedNodeRef),
            Some(CompileTimeForm::NamedNode),
            None,
            None,
            None
        ]
    );
    // A test's subject is the run-time parser.
    let test = "#[test]\nfn t() { NamedNodeRef::new(\"http://a/\").unwrap(); }\n";
    assert_eq!(forms(test), [None]);
}

#[test]
fn an_unchecked_value_made_in_a_test_is_test_data() {
    // oxttl's tests: a lenient parser's output compared with named nodes
    // made unchecked on purpose.
    let test = "#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {\n        \
                assert_eq!(x, NamedNode::new_unchecked(\"foo\"));\n        \
                assert_eq!(y, NamedNode::new(\"bar\").unwrap());\n    }\n}\n";
    assert_eq!(found(test), ["bar @ 6:39"]);
    // Outside tests, an unchecked value is the one that most needs it.
    assert_eq!(
        found("fn f() { NamedNode::new_unchecked(\"foo\") }"),
        ["foo @ 1:36"]
    );
}

#[test]
fn an_intra_doc_link_with_a_stray_backquote_is_rustdoc_s() {
    // tokio's docs; rustdoc takes every backquote out of a link.
    let text = "/// See [`poll_read_ready`].\n///\n/// [`poll_read_ready`]: method@Self::poll_read_ready`\nfn f() {}\n";
    assert!(found(text).is_empty(), "{:?}", found(text));
}
