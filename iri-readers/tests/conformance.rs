//! The readers on public conformance suites, vendored in
//! `tests/data/readers` with their licences (see its README):
//!
//! - the W3C RDF 1.1 test suites of N-Triples, N-Quads, Turtle, `TriG` and
//!   RDF/XML: every positive test (syntax and evaluation) must give no
//!   problem and no IRI with an error under the default policy; every
//!   negative syntax test about IRIs (`*-bad-uri-*`) must give an error;
//! - the `CommonMark` spec's examples: the reader finds every `href` and
//!   `src` of the expected HTML (percent-encoded as the reference
//!   renderer does), and nothing else but bare links.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use iri_checker::{Level, Policy, check};
use iri_core::parse;
use iri_readers::{Document, Format, bare_links, read_bytes};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/readers")
}

/// The errors of a document under the default policy: problems, and IRIs
/// with a grammar error or an error-level finding (described).
fn errors(doc: &Document) -> Vec<String> {
    let mut out: Vec<String> = doc.problems.iter().map(ToString::to_string).collect();
    for found in &doc.found {
        match parse(&found.value, found.grammar) {
            Err(err) => out.push(format!("`{}`: {err}", found.value)),
            Ok(table) => {
                let report = check(&found.value, &table, found.grammar, &Policy::DEFAULT);
                for finding in report.iter().filter(|f| f.level() == Level::Error) {
                    out.push(format!("`{}`: {}", found.value, finding.message()));
                }
            }
        }
    }
    out
}

/// The tests of a W3C manifest: (name, type, action file).
fn manifest(dir: &Path) -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string(dir.join("manifest.ttl")).unwrap();
    let mut out = Vec::new();
    for entry in text.split("\n\n") {
        let grab = |key: &str, open: char, close: char| {
            let at = entry.find(key)? + key.len();
            let rest = entry[at..].trim_start();
            let rest = rest.strip_prefix(open)?;
            Some(rest[..rest.find(close)?].to_owned())
        };
        let kind = entry.find("rdft:").map(|at| {
            entry[at + 5..]
                .split(|c: char| !c.is_alphanumeric())
                .next()
                .unwrap()
                .to_owned()
        });
        if let (Some(name), Some(kind), Some(action)) =
            (grab("mf:name", '"', '"'), kind, grab("mf:action", '<', '>'))
        {
            out.push((name, kind, action));
        }
    }
    out
}

fn rdf_suite(suite: &str, format: Format) -> (usize, usize) {
    let dir = data().join("w3c-rdf").join(suite);
    let (mut positive, mut negative) = (0, 0);
    let mut failures = Vec::new();
    for (name, kind, action) in manifest(&dir) {
        let is_negative = kind.contains("Negative");
        if is_negative && !name.contains("bad-uri") {
            continue;
        }
        let bytes = std::fs::read(dir.join(&action)).unwrap();
        let (_, doc) = read_bytes(format, &bytes, &iri_readers::Options::default()).unwrap();
        let errors = errors(&doc);
        if is_negative {
            negative += 1;
            if errors.is_empty() {
                failures.push(format!("{name}: no error (a miss)"));
            }
        } else {
            positive += 1;
            if !errors.is_empty() {
                failures.push(format!("{name}: false errors {errors:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{suite}:\n{}", failures.join("\n"));
    println!("{suite}: {positive} positive and {negative} negative tests");
    (positive, negative)
}

#[test]
fn w3c_n_triples() {
    let (positive, negative) = rdf_suite("rdf-n-triples", Format::NTriples);
    assert!(positive >= 40 && negative == 9, "{positive} {negative}");
}

#[test]
fn w3c_n_quads() {
    let (positive, negative) = rdf_suite("rdf-n-quads", Format::NQuads);
    assert!(positive >= 50 && negative == 10, "{positive} {negative}");
}

#[test]
fn w3c_turtle() {
    let (positive, negative) = rdf_suite("rdf-turtle", Format::Turtle);
    assert!(positive >= 200 && negative >= 9, "{positive} {negative}");
}

#[test]
fn w3c_trig() {
    let (positive, negative) = rdf_suite("rdf-trig", Format::TriG);
    assert!(positive >= 200 && negative >= 9, "{positive} {negative}");
}

#[test]
fn w3c_rdf_xml() {
    let (positive, _) = rdf_suite("rdf-xml", Format::Xml);
    assert!(positive >= 100, "{positive}");
}

/// The examples of the `CommonMark` spec: (number, markdown, html).
fn commonmark_examples() -> Vec<(usize, String, String)> {
    let spec = std::fs::read_to_string(data().join("commonmark/spec.txt")).unwrap();
    let fence = "`".repeat(32);
    let mut out = Vec::new();
    let mut rest = spec.as_str();
    while let Some(at) = rest.find(&format!("{fence} example")) {
        rest = &rest[at..];
        let body_start = rest.find('\n').unwrap() + 1;
        let end = rest[body_start..].find(&format!("\n{fence}")).unwrap() + body_start;
        let body = &rest[body_start..=end];
        let (md, html) = body.split_once("\n.\n").map_or_else(
            || {
                (
                    body.strip_prefix(".\n").map_or("", |_| ""),
                    body.strip_prefix(".\n").unwrap_or(""),
                )
            },
            |(m, h)| (m, h),
        );
        let md = format!("{md}\n").replace('→', "\t");
        let html = html.replace('→', "\t");
        out.push((out.len() + 1, md, html));
        rest = &rest[end + 1..];
    }
    out
}

/// The `href` and `src` values of HTML, references decoded.
fn links_of_html(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attribute in [" href=\"", " src=\""] {
        let mut rest = html;
        while let Some(at) = rest.find(attribute) {
            rest = &rest[at + attribute.len()..];
            let end = rest.find('"').unwrap();
            out.push(
                rest[..end]
                    .replace("&quot;", "\"")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&amp;", "&"),
            );
        }
    }
    out.sort();
    out
}

/// A destination as the reference renderer writes it: percent-encoded
/// but for unreserved and reserved characters and existing `%XX`.
fn encoded(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = String::new();
    for (i, &b) in bytes.iter().enumerate() {
        let kept = b.is_ascii_alphanumeric()
            || b";/?:@&=+$,-_.!~*'()#".contains(&b)
            || (b == b'%'
                && bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit));
        if kept {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

#[test]
fn commonmark_spec_examples() {
    let examples = commonmark_examples();
    assert!(examples.len() > 600, "{}", examples.len());
    let mut failures = Vec::new();
    let mut links = 0;
    for (number, md, html) in &examples {
        let doc = iri_readers::read_str(Format::Markdown, md);
        let expected = links_of_html(html);
        links += expected.len();
        let mut found: Vec<String> = Vec::new();
        for f in &doc.found {
            let value = encoded(&f.value);
            if expected.contains(&value) {
                found.push(value);
                continue;
            }
            // Raw HTML is passed through as written.
            let written = md[f.span.clone()].to_owned();
            if expected.contains(&written) {
                found.push(written);
                continue;
            }
            let line_start = md[..f.span.start].rfind('\n').map_or(0, |i| i + 1);
            let line_end = md[f.span.end..]
                .find('\n')
                .map_or(md.len(), |i| f.span.end + i);
            let line = &md[line_start..line_end];
            let bare = bare_links(line)
                .iter()
                .any(|r| r.start + line_start == f.span.start && r.end + line_start == f.span.end);
            // A reference definition is checked even when no link uses it.
            let definition = md[..f.span.start].rfind("]:").is_some_and(|at| {
                let open = md[..at].rfind('[').unwrap_or(0);
                let def_line = md[..open].rfind('\n').map_or(0, |i| i + 1);
                md[def_line..open].trim().is_empty()
                    && md[at + 2..f.span.start]
                        .trim()
                        .trim_start_matches('<')
                        .is_empty()
            });
            if !bare && !definition {
                failures.push(format!(
                    "example {number}: extra `{}` (expected {expected:?})",
                    f.value
                ));
            }
        }
        found.sort();
        found.dedup();
        let mut wanted = expected.clone();
        wanted.dedup();
        for href in &wanted {
            if !found.contains(href) {
                failures.push(format!("example {number}: missed `{href}` in {md:?}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}\n{} failures",
        failures.join("\n"),
        failures.len()
    );
    println!("CommonMark: {} examples, {links} links", examples.len());
}
