//! Differential test of the readers' spans against each format's own
//! parser: generated documents hold known IRIs in every string form of
//! every format (behind other text and after line breaks, written with
//! the format's escapes), and for each IRI the reader finds, the string
//! the reference parser gives holds its value exactly where the reader
//! says it is written (`check_span`). The test counts the documents of
//! each form; a form never made, or one whose IRI is not found and
//! checked in every document, fails it.

use std::collections::BTreeMap;

use iri_readers::{Format, read_str};
use iri_readers_corpus::{SpanCheck, check_span, strings};

/// The IRIs embedded (each ends with a letter, a digit or `/`, so that
/// prose ends it where it ends).
const IRIS: [&str; 9] = [
    "https://example.org/a/./b",
    "HTTP://Example.org/x_y",
    "http://example.org/caf%C3%A9?q=1#f",
    "mailto:someone@example.org",
    "urn:isbn:0451450523",
    "https://example.org/a_(b)/c",
    "http://[::1]:8080/p",
    "https://example.org/é/ü?x=ä",
    "https://example.org/😀/e",
];

/// The text before an IRI: none (the IRI is the whole value), or prose.
const PROSE: [&str; 3] = [
    "",
    "See",
    "Some long prose line here that goes on, visit",
];

/// Each `e` written with an escape of the format.
fn escape_e(iri: &str, escape: &str) -> String {
    iri.replacen('e', escape, 2)
}

/// A string form: its name, its format, and the document that holds
/// `iri` behind `prose` in it.
type Form = (&'static str, Format, fn(&str, &str) -> String);

/// `prose` and a space, or nothing.
fn before(prose: &str) -> String {
    if prose.is_empty() {
        String::new()
    } else {
        format!("{prose} ")
    }
}

const FORMS: &[Form] = &[
    ("yaml plain", Format::Yaml, |i, p| format!("k: {}{i} and more\n", before(p))),
    ("yaml plain, several lines", Format::Yaml, |i, p| {
        format!("k: {p} words\n  more words\n\n  {i} tail\nn: 1\n")
    }),
    ("yaml single-quoted", Format::Yaml, |i, p| format!("k: '{}it''s {i}'\n", before(p))),
    ("yaml single-quoted, several lines", Format::Yaml, |i, p| {
        format!("k: '{p} x\n\n   {i} it''s'\n")
    }),
    ("yaml double-quoted with escapes", Format::Yaml, |i, p| {
        format!("k: \"{}\\t {}\"\n", before(p), escape_e(i, "\\x65"))
    }),
    ("yaml double-quoted, several lines", Format::Yaml, |i, p| {
        format!("k: \"{p} x\n  more \\\n  {} y\\\"\"\n", escape_e(i, "\\u0065"))
    }),
    ("yaml literal block", Format::Yaml, |i, p| format!("k: |\n  {p}\n  {i} more\n")),
    ("yaml literal block, indentation indicator and strip", Format::Yaml, |i, p| {
        format!("k: |2-\n   {p} x\n  {i}\n\nn: 1\n")
    }),
    ("yaml literal block, keep", Format::Yaml, |i, p| {
        format!("- |+\n\n    {}{i}\n\n- x\n", before(p))
    }),
    ("yaml folded block, more-indented lines", Format::Yaml, |i, p| {
        format!("k: >\n  {}x\n  {i}\n\n    more-indented\n  end\n", before(p))
    }),
    ("yaml flow collection", Format::Yaml, |i, p| {
        format!("k: [a, \"{}{i}\", {{u: x, v: '{i}'}}]\n", before(p))
    }),
    ("yaml anchor, alias, tag", Format::Yaml, |i, p| {
        format!("a: &x !!str {}{i}\nb: *x\nc: !t\n  {i}\n", before(p))
    }),
    ("yaml several documents", Format::Yaml, |i, p| {
        format!("---\nk: x\n---\nk: {}{i}\n...\n--- {i}\n", before(p))
    }),
    ("toml basic", Format::Toml, |i, p| {
        format!("k = \"{}{}\"\n", before(p), escape_e(i, "\\u0065"))
    }),
    ("toml literal", Format::Toml, |i, p| format!("k = '{}{i}'\n", before(p))),
    ("toml multi-line basic", Format::Toml, |i, p| {
        format!("k = \"\"\"\n{p}\n{} more\"\"\"\n", escape_e(i, "\\U00000065"))
    }),
    ("toml multi-line basic, line-ending backslash", Format::Toml, |i, p| {
        format!("k = \"\"\"{p} \\\n\n    {}\"\"\"\n", escape_e(i, "\\u0065"))
    }),
    ("toml multi-line literal", Format::Toml, |i, p| {
        format!("k = '''\n{p}\n  {i} x'''\n")
    }),
    ("toml array", Format::Toml, |i, p| format!("k = [\"a\", \"{}{i}\"]\n", before(p))),
    ("toml inline table", Format::Toml, |i, p| {
        format!("k = {{ u = \"{}{i}\", v = 1 }}\n", before(p))
    }),
    ("toml dotted keys", Format::Toml, |i, p| {
        format!("[t]\na.b.c = \"{}{i}\"\n", before(p))
    }),
    ("json escapes, \\/, surrogate pairs", Format::Json, |i, p| {
        let written = i
            .replacen('/', "\\/", 1)
            .replace('é', "\\u00e9")
            .replace('😀', "\\ud83d\\ude00");
        format!("{{\"k\": [\"x\", \"{p}\\n{written}\"], \"n\": 1}}\n")
    }),
    ("markdown list", Format::Markdown, |i, p| {
        format!("- {p} [t]({i}) x\n- {}{i} x\n", before(p))
    }),
    ("markdown block quote", Format::Markdown, |i, p| {
        format!("> {p} [t]({i})\n> {}{i} x\n", before(p))
    }),
    ("markdown table", Format::Markdown, |i, p| {
        format!("| a | b |\n|---|---|\n| {p} [t]({i}) | {}{i} |\n", before(p))
    }),
    ("markdown reference definition", Format::Markdown, |i, p| {
        format!("{p} [x]\n\n[x]: {i} \"t\"\n")
    }),
    ("markdown autolink", Format::Markdown, |i, p| format!("{}<{i}>\n", before(p))),
    ("html attribute over lines, references", Format::Html, |i, p| {
        format!("<p>{p}</p><a href=\"\n  {}\n\">x</a>\n", escape_e(i, "&#101;"))
    }),
    ("html text", Format::Html, |i, p| format!("<p>{p} &amp; {} x</p>\n", escape_e(i, "&#x65;"))),
    ("xml attribute over lines, references", Format::Xml, |i, p| {
        format!("<r t=\"{p}\"><a\n   href=\"{}\"/></r>\n", escape_e(i, "&#101;"))
    }),
    ("xml cdata", Format::Xml, |i, p| format!("<r><![CDATA[{}{i} x]]></r>\n", before(p))),
    ("xml text, entities", Format::Xml, |i, p| {
        format!("<r>{p} &amp; {} x</r>\n", escape_e(i, "&#x65;"))
    }),
    ("turtle escapes", Format::Turtle, |i, p| {
        format!("# {p}\n@prefix ex: <http://e/> .\n<{}> ex:p \"{p}\" .\n", escape_e(i, "\\u0065"))
    }),
    ("trig escapes", Format::TriG, |i, _| {
        format!("<http://g/> {{ <{}> <http://p/> <http://o/> }}\n", escape_e(i, "\\U00000065"))
    }),
    ("n-triples escapes", Format::NTriples, |i, p| {
        format!("<{}> <http://p/> \"{p}\" .\n", escape_e(i, "\\u0065"))
    }),
    ("n-quads escapes", Format::NQuads, |i, p| {
        format!("<{}> <http://p/> \"{p}\" <http://g/> .\n", escape_e(i, "\\u0065"))
    }),
];

#[test]
fn every_span_holds_what_the_formats_parser_gives() {
    let mut made: BTreeMap<&str, usize> = BTreeMap::new();
    let mut checked: BTreeMap<&str, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut spans = 0;
    for (name, format, form) in FORMS {
        for iri in IRIS {
            for prose in PROSE {
                let text = form(iri, prose);
                *made.entry(name).or_default() += 1;
                let doc = read_str(*format, &text);
                let Some(before) = strings(*format, &text) else {
                    failures.push(format!("{name}: the reference parser refuses {text:?}"));
                    continue;
                };
                let mut embedded = false;
                for (index, found) in doc.found.iter().enumerate() {
                    match check_span(*format, &text, &doc, index, &before) {
                        SpanCheck::Right => {
                            spans += 1;
                            embedded |= found.value == iri;
                        }
                        SpanCheck::Wrong(why) => failures.push(format!("{name}: {why} in {text:?}")),
                        SpanCheck::Unchecked(_) => {}
                    }
                }
                if embedded {
                    *checked.entry(name).or_default() += 1;
                } else {
                    failures.push(format!(
                        "{name}: {iri:?} not found and checked in {text:?}: {:?}",
                        doc.found.iter().map(|f| &f.value).collect::<Vec<_>>()
                    ));
                }
            }
        }
    }
    for (name, _, _) in FORMS {
        let n = made.get(name).copied().unwrap_or(0);
        eprintln!("{name}: {n} documents, {} checked", checked.get(name).copied().unwrap_or(0));
        assert!(n > 0, "the generator made no document of {name}");
    }
    eprintln!("{spans} spans checked in {} documents", made.values().sum::<usize>());
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// The check itself: a span one byte off is found wrong.
#[test]
fn a_span_off_by_one_is_wrong() {
    let text = "cta: |-\n    Some long prose here, visit https://example.org/a/./b for more\n";
    let mut doc = read_str(Format::Yaml, text);
    let before = strings(Format::Yaml, text).unwrap();
    assert_eq!(check_span(Format::Yaml, text, &doc, 0, &before), SpanCheck::Right);
    doc.found[0].span = doc.found[0].span.start + 1..doc.found[0].span.end + 1;
    assert!(matches!(
        check_span(Format::Yaml, text, &doc, 0, &before),
        SpanCheck::Wrong(_)
    ));
}
