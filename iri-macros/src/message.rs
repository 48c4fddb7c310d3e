//! The text of the compile errors and warnings: for a literal's IRI,
//! `iri-core`'s one renderer (the message, the literal with a caret under
//! it, the rule, the help, the fix), with what is the macros' own — the
//! sibling macro a help may name, how to silence a warning, the type or
//! base concerned; for invalid arguments what was expected and what was
//! found.

use iri_checker::Code;
use iri_core::ParseError;
use iri_core::constraints::Violation;
use iri_core::diagnostic::{Annotated, Headline};
use proc_macro2::{Delimiter, TokenTree};

use crate::flavor::Flavor;
use crate::literal::{Lit, Str};

/// A drawing of `iri-core`, as a compile error writes it: the compiler
/// says `error:` or `warning:` itself, so the headline is the error's
/// sentence; the help names the siblings of `flavor` where another macro
/// accepts the literal, and none without a flavor (a typed literal, a base,
/// a namespace: no other macro makes what they must be).
fn drawn(annotated: Annotated<'_>, flavor: Option<Flavor>) -> String {
    let annotated = annotated.headline(Headline::Error);
    match flavor {
        Some(flavor) => {
            annotated.with_alternatives(flavor.reference_sibling(), flavor.unicode_sibling())
        }
        None => annotated.without_alternative(),
    }
    .to_string()
}

/// The message for a literal that does not match the macro's grammar
/// (`flavor`'s, or a typed literal's without one).
pub(crate) fn parse_error(flavor: Option<Flavor>, value: &str, err: &ParseError) -> String {
    drawn(err.annotate(value), flavor)
}

/// The message for a finding, `annotated` with its literal: by
/// [`Report::annotate_each`](iri_checker::Report::annotate_each) for the
/// checker's, which shows a fix only where `iri-check --fix` writes it.
pub(crate) fn finding(flavor: Option<Flavor>, annotated: Annotated<'_>) -> String {
    drawn(annotated, flavor)
}

/// A warning's note: the finding of `code`, `annotated`, and how to
/// silence it.
pub(crate) fn warning(flavor: Option<Flavor>, annotated: Annotated<'_>, code: Code) -> String {
    let note = format!("`allow({code})` in the call or in `[package.metadata.iri]` silences it");
    drawn(annotated.note(&note), flavor)
}

/// The message for a base (`base = "…"`) or a vocabulary's namespace
/// (`what`) that is not an absolute IRI (or URI, for `flavor`).
pub(crate) fn absolute_error(what: &str, flavor: Flavor, value: &str, err: &ParseError) -> String {
    format!(
        "the {what} must be an absolute {}; {}",
        flavor.noun(),
        drawn(err.annotate(value), None)
    )
}

/// The message for a typed literal that breaks a constraint of its type,
/// `type_name`.
pub(crate) fn violation(type_name: &str, value: &str, violation: &Violation) -> String {
    let note = format!("`{type_name}` declares this constraint in its `iri_type!`");
    drawn(violation.annotate(value).note(&note), None)
}

/// How the call should look, for messages: `iri!("https://example.org/")`.
fn example(flavor: Flavor) -> String {
    format!("`{}!(\"https://example.org/\")`", flavor.name())
}

/// The advice for a token that is not a literal but may hold the text at run time.
fn run_time_advice(flavor: Flavor) -> String {
    format!(
        "the macro checks a literal at compile time; for a run-time string use `{}::parse`",
        flavor.type_name()
    )
}

/// A call without the IRI.
pub(crate) fn empty(flavor: Flavor) -> String {
    format!(
        "expected a string literal, such as {}, optionally after \
         `crate = path::to::iri_kit,`",
        example(flavor)
    )
}

/// A second IRI after the first.
pub(crate) fn extra(extra: &TokenTree) -> String {
    format!(
        "unexpected `{extra}` after the string literal: the macro takes one literal; \
         remove what follows it"
    )
}

/// Something other than `,` after an argument.
pub(crate) fn expected_comma(rest: &str) -> String {
    let first = rest.split_whitespace().next().unwrap_or(rest);
    format!("expected `,` between the arguments, found `{first}`")
}

/// An option the macro does not know.
pub(crate) fn unknown_option(name: &str) -> String {
    format!(
        "unknown option `{name}`: the options are `crate = path`, `base = \"…\"`, \
         `allow(…)`, `warn(…)`, `advise(…)`, `deny(…)`, `strict`, and for `uri!` and \
         `uri_ref!`, `from_iri`"
    )
}

/// A macro call in the argument that the macro does not evaluate.
pub(crate) fn unknown_macro(path: &str) -> String {
    format!(
        "expected a string literal, found a call of the macro `{path}!`: only `concat!` \
         and `env!` are evaluated before the check; write the whole literal"
    )
}

/// `env!` of a variable that is not set.
pub(crate) fn env_not_defined(name: &str) -> String {
    format!("environment variable `{name}` not defined at compile time")
}

/// The message for a token that is not a literal.
pub(crate) fn not_a_literal(flavor: Flavor, token: &TokenTree) -> String {
    let found = match token {
        TokenTree::Ident(ident) if matches!(ident.to_string().as_str(), "true" | "false") => {
            return format!(
                "expected a string literal, found the boolean `{token}`: write the {} in \
                 double quotes, such as {}",
                flavor.noun(),
                example(flavor)
            );
        }
        TokenTree::Group(group) => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            if let [TokenTree::Literal(_)] = inner.as_slice() {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                return format!(
                    "expected a string literal, found a literal inside `{open}…{close}`: \
                     remove the `{open}` and `{close}` around it, as in {}",
                    example(flavor)
                );
            }
            "a group"
        }
        TokenTree::Ident(_) => "an identifier",
        TokenTree::Punct(_) => "punctuation",
        TokenTree::Literal(_) => "a literal",
    };
    format!(
        "expected a string literal, found {found} `{token}`: {}",
        run_time_advice(flavor)
    )
}

/// The message for a literal that is not a plain string literal.
pub(crate) fn not_a_string(flavor: Flavor, lit: &Lit, token: &str) -> String {
    match lit {
        Lit::ByteStr => {
            format!("expected a string literal, found the byte string `{token}`: remove the `b`")
        }
        Lit::CStr => {
            format!("expected a string literal, found the C string `{token}`: remove the `c`")
        }
        Lit::Char(..) | Lit::Byte => format!(
            "expected a string literal, found the character literal `{token}`: use double quotes"
        ),
        Lit::Int(_) | Lit::Float(_) => format!(
            "expected a string literal, found the number `{token}`: write the {} in double \
             quotes, such as {}",
            flavor.noun(),
            example(flavor)
        ),
        Lit::Str(Str { suffix, .. }) => format!(
            "expected a string literal without suffix, found the suffix `{suffix}`: remove it"
        ),
        _ => format!(
            "expected a string literal, found `{token}`: write the {} in double quotes, such as {}",
            flavor.noun(),
            example(flavor)
        ),
    }
}

const CRATE_EXAMPLE: &str = "as in `crate = my_lib::iri_kit`";

/// `crate` without `=`.
pub(crate) fn crate_without_eq() -> String {
    "expected `=` after `crate`, as in `crate = my_lib::iri_kit`".to_owned()
}

/// `crate = path` without the literal after it.
pub(crate) fn crate_without_literal() -> String {
    "expected `, \"literal\"` after the path: `crate = my_lib::iri_kit, \"…\"`".to_owned()
}

/// `crate =` followed by nothing.
pub(crate) fn crate_path_missing() -> String {
    format!("expected a path to `iri_kit` after `crate =`, {CRATE_EXAMPLE}")
}

/// A path ending with `::`.
pub(crate) fn crate_path_ends_with_colons() -> String {
    format!(
        "the path after `crate =` ends with `::`: remove it, or write the name after it, \
         {CRATE_EXAMPLE}"
    )
}

/// `a:::b`.
pub(crate) fn crate_path_triple_colon() -> String {
    format!(
        "expected a name after `::` in the path after `crate =`, found `:`: separate the \
         names with two colons, {CRATE_EXAMPLE}"
    )
}

/// `a:b`.
pub(crate) fn crate_path_single_colon() -> String {
    "expected `::` in the path after `crate =`, found a single `:`: write two colons, as in \
     `crate = my_lib::iri_kit`"
        .to_owned()
}

/// A token that is not part of a path.
pub(crate) fn crate_path_not_a_path(other: &TokenTree) -> String {
    let advice = if matches!(other, TokenTree::Literal(_)) {
        "write the path without quotes"
    } else {
        "write a path"
    };
    format!(
        "expected a path to `iri_kit` after `crate =`, found `{other}`: {advice}, \
         {CRATE_EXAMPLE}"
    )
}

/// Two names without `::` between them.
pub(crate) fn crate_path_missing_separator(before: &TokenTree, next: &TokenTree) -> String {
    format!(
        "expected `::` or `,` after `{before}` in the path after `crate =`, found `{next}`: \
         separate the names with `::` and end the path with `,`, {CRATE_EXAMPLE}"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(flavor: Flavor, value: &str) -> String {
        let err = iri_core::parse(value, flavor.grammar()).expect_err("invalid");
        parse_error(Some(flavor), value, &err)
    }

    #[test]
    fn the_message_points_and_helps() {
        assert_eq!(
            message(Flavor::Iri, "http://a/b c"),
            "invalid character ' ' (U+0020) in path\n  | http://a/b c\n  |           ^ byte 10\n  \
             = help: percent-encode it as `%20`"
        );
    }

    #[test]
    fn a_missing_scheme_names_the_reference_macro() {
        assert!(message(Flavor::Iri, "/a").ends_with(
            "help: add a scheme such as `https:`, or use `iri_ref!`, which accepts relative \
             references"
        ));
        assert!(message(Flavor::Uri, "/a").ends_with(
            "help: add a scheme such as `https:`, or use `uri_ref!`, which accepts relative \
             references"
        ));
    }

    #[test]
    fn non_ascii_in_a_uri_names_the_iri_macro() {
        assert!(message(Flavor::Uri, "http://a/é").ends_with(
            "help: percent-encode it as `%C3%A9`, or use `iri!`, which accepts non-ASCII characters"
        ));
        assert!(message(Flavor::UriRef, "/é").ends_with(
            "percent-encode it as `%C3%A9`, or use `iri_ref!`, which accepts non-ASCII characters"
        ));
        assert!(message(Flavor::Uri, "http://é/").ends_with(
            "help: convert the name to ASCII with IDNA (`xn--…`), or percent-encode it as \
             `%C3%A9`, or use `iri!`, which accepts non-ASCII characters"
        ));
    }

    #[test]
    fn a_base_and_a_typed_literal_name_no_sibling() {
        let err = iri_core::parse("/a", Flavor::Iri.grammar()).expect_err("relative");
        let text = absolute_error("base", Flavor::Iri, "/a", &err);
        assert!(
            text.starts_with(
                "the base must be an absolute IRI; missing scheme\n  | /a\n  | ^ byte 0\n"
            ),
            "{text}"
        );
        assert!(
            text.ends_with("= help: add a scheme such as `https:`"),
            "{text}"
        );
        assert!(parse_error(None, "/a", &err).ends_with("= help: add a scheme such as `https:`"));
    }

    #[test]
    fn a_warning_says_how_to_silence_it() {
        let value = "http://a/\u{200E}";
        let table = iri_core::parse(value, iri_core::Grammar::LEIRI).expect("a LEIRI");
        let policy = iri_checker::Policy::DEFAULT;
        let report = iri_checker::check(value, &table, iri_core::Grammar::LEIRI, &policy);
        let found = report.findings()[0];
        let text = warning(Some(Flavor::Iri), found.annotate(value), found.code());
        assert!(text.starts_with(&finding(Some(Flavor::Iri), found.annotate(value))));
        assert!(text.ends_with(&format!(
            "\n  = note: `allow({})` in the call or in `[package.metadata.iri]` silences it",
            found.code()
        )));
    }

    /// The messages of the compile errors and warnings of `value` for
    /// `iri!` under `policy`.
    fn messages(value: &str, policy: &iri_checker::Policy) -> Vec<String> {
        let grammar = Flavor::Iri.grammar();
        let table = iri_core::parse(value, grammar).expect("an IRI");
        let (errors, warnings) =
            crate::expand::findings(grammar, Some(Flavor::Iri), value, &table, policy, |_| {
                proc_macro2::Span::call_site()
            });
        errors
            .into_iter()
            .flat_map(|e| e.messages().map(str::to_owned).collect::<Vec<_>>())
            .chain(warnings.into_iter().map(|w| w.note))
            .collect()
    }

    #[test]
    fn a_fix_beside_a_finding_without_one_is_not_suggested() {
        // The empty port has a fix, the repeated scheme none: which IRI the
        // author meant is not known, and `iri-check --fix` writes nothing.
        let value = "http://http://www.examplebank.com/login";
        let policy = iri_checker::Policy::STRICT;
        let texts = messages(value, &policy);
        assert!(texts.iter().any(|t| t.contains("scheme")), "{texts:#?}");
        assert!(texts.iter().all(|t| !t.contains("= fix:")), "{texts:#?}");
        // Alone, the empty port's fix is suggested.
        let texts = messages("http://www.examplebank.com:/login", &policy);
        assert!(texts.iter().any(|t| t.contains("= fix:")), "{texts:#?}");
    }

    /// The macro whose grammar is `grammar`, if any.
    fn flavor_of(grammar: iri_core::Grammar) -> Option<Flavor> {
        [Flavor::Iri, Flavor::IriRef, Flavor::Uri, Flavor::UriRef]
            .into_iter()
            .find(|f| f.grammar() == grammar)
    }

    /// Every record of `tests/data/diagnostics.jsonl` (see
    /// `tests/src/diagnostic_records.rs`): the compile error or warning
    /// the macros write about its finding starts with the message of
    /// `iri-core`'s renderer, as `Display` and `iri-check` write it, and
    /// gives its byte in the one place every code gives it, after the
    /// carets. What the macros write for each record is listed in
    /// `tests/data/messages.txt`, for a reviewer to read them all in one
    /// file: the test fails when the listing differs, and writes it anew
    /// with `IRI_BLESS=1`.
    #[test]
    fn every_code_is_said_with_the_renderer_s_message() {
        use core::fmt::Write as _;
        use iri_tests::diagnostic_records::{Made, data_file, read};
        use proc_macro2::Span;

        let mut checked = 0;
        let mut skipped = 0;
        let mut sections: Vec<(String, String)> = Vec::new();
        let mut listing = String::from(
            "# What the macros write for each record of tests/data/diagnostics.jsonl\n\
             # (a compile error, or a warning's note), regenerated by the iri-macros test\n\
             # every_code_is_said_with_the_renderer_s_message with IRI_BLESS=1.\n",
        );
        for record in read(&data_file(env!("CARGO_MANIFEST_DIR"))) {
            let label = record.label();
            if !record
                .features()
                .into_iter()
                .all(|f| iri_tests::feature_enabled!(f))
            {
                skipped += 1;
                continue;
            }
            let Some(made) = record.make().unwrap_or_else(|e| panic!("{label}: {e}")) else {
                continue;
            };
            let finding = made.finding();
            let headline = format!("{}\n", finding.message());
            let byte = format!(" byte {}\n", finding.span().start);
            let value = made.value().to_owned();
            let texts: Vec<String> = match &made {
                Made::Error { error, .. } => {
                    let grammar = record.grammar_name();
                    let flavor =
                        iri_tests::diagnostic_records::grammar_named(grammar).and_then(flavor_of);
                    vec![
                        parse_error(flavor, &value, error),
                        parse_error(None, &value, error),
                    ]
                }
                Made::Finding {
                    grammar, policy, ..
                } => {
                    let table = iri_core::parse(&value, *grammar).expect("parsed once");
                    // Advice is quiet in the macros: a call sees it with
                    // `warn(…)`, as here.
                    let mut policy = policy.clone();
                    let code = finding.code();
                    if policy.level(code) == iri_checker::Level::Advice {
                        policy.set(code, iri_checker::Level::Warning);
                    }
                    let (errors, warnings) = crate::expand::findings(
                        *grammar,
                        flavor_of(*grammar),
                        &value,
                        &table,
                        &policy,
                        |_| Span::call_site(),
                    );
                    // The error or warning of the record's finding: its rule
                    // names the code, its caret line the byte.
                    let tag = format!("= note: {}", finding.explanation().expect("a rule"));
                    let found: Vec<String> = errors
                        .into_iter()
                        .flat_map(|e| e.messages().map(str::to_owned).collect::<Vec<_>>())
                        .chain(warnings.into_iter().map(|w| w.note))
                        .filter(|text| text.contains(&tag) && text.contains(&byte))
                        .collect();
                    assert_eq!(found.len(), 1, "{label}: {found:?}");
                    found
                }
                Made::Violation { violation, .. } => {
                    vec![self::violation("T", &value, violation)]
                }
                // A template's error at compile time (`iri_template!`,
                // `iri_format!`); an expansion's is a run-time value.
                Made::Template { finding, .. } => {
                    vec![self::finding(None, finding.annotate(&value))]
                }
                // The advice on a constant of Rust source is `iri-check`'s:
                // a macro's literal is checked already.
                Made::Advice { .. } => continue,
            };
            for text in &texts {
                assert!(
                    text.starts_with(&headline) && text.contains(&byte),
                    "{label}: {text:?} does not start with {headline:?} or lacks {byte:?}"
                );
            }
            let section = (format!("## {} {value:?}", record.code), texts[0].clone());
            writeln!(listing, "\n{}\n{}", section.0, section.1).expect("a string");
            sections.push(section);
            checked += 1;
        }
        assert!(checked > 60, "{checked} records checked");
        compare_listing(&listing, &sections, skipped);
    }

    /// Compares what the macros write for the records with the committed
    /// `tests/data/messages.txt`, or writes it with `IRI_BLESS=1`. Built
    /// without some features, the `skipped` records they need are left
    /// out: each record made is compared with its own section.
    fn compare_listing(listing: &str, sections: &[(String, String)], skipped: usize) {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/messages.txt");
        if std::env::var_os("IRI_BLESS").is_some() {
            assert_eq!(
                skipped, 0,
                "the listing is written with every record: test with `--features security,idna`"
            );
            std::fs::write(path, listing).expect("the listing is written");
        }
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        let stale = "tests/data/messages.txt differs from what the macros write; review the \
                     difference and run `IRI_BLESS=1 cargo test -p iri-macros --features \
                     security,idna --lib message` to write it";
        for (header, text) in sections {
            assert!(
                committed.contains(&format!("\n{header}\n{text}\n")),
                "{stale}: {header}"
            );
        }
        if skipped == 0 {
            assert!(committed == listing, "{stale}");
        }
    }
}
