//! The `whatwg` group against a WHATWG URL parser, the `url` crate
//! (feature `url`): on the generated corpora, the Debian corpus and
//! crafted inputs, every RFC-valid input that the `url` crate reads
//! differently (not equivalent, see `iri_tests::whatwg`) gets a finding of
//! the group, and every input it reads the same gets none. The exceptions,
//! each with its reason, are in `tests/data/whatwg-exceptions.jsonl`; an
//! exception that no input needs any more fails the test.
#![cfg(feature = "url")]

use std::collections::BTreeMap;
use std::fmt::Write as _;

use iri_tests::corpus::{Mix, generate};
use iri_tests::records::read_jsonl;
use iri_tests::whatwg::{Reading, known_difference, reading, reported};

/// Inputs for every case of the group, and their neighbours that browsers
/// read the same.
const CRAFTED: &[&str] = &[
    "https:example.org/x",
    "http:/example.org",
    "http:///a",
    "http:",
    "http://",
    "http://?q",
    // A control in a special host: refused, and covered (fuzz, whatwg).
    "WS://0U\u{c};//U",
    "ws:chat",
    "ftp:/pub",
    "http://0x7f.1/",
    "http://017700000001/",
    "http://2130706433/",
    "http://0/",
    "http://1.2.3/",
    "http://1.2.3.4./",
    "http://256.1.1.1/",
    "http://1.2.3.4.5/",
    "http://09/",
    "http://example.1/",
    "http://%31%32%37.0.0.1/",
    "https://１２７.０.０.１/",
    "https://０x7f.1/",
    "https://127。0。0。1/",
    // Combining marks that IDNA maps before it normalizes: U+0345 becomes
    // ι, which composes with U+0300; both readings are `xn--4ae-34z`
    // (found by the fuzz target, when the comparison put NFC first).
    "ftp://\u{345}\u{300}4AE/",
    // A drive letter written with `|`, which the `url` crate keeps before
    // a `..` in any scheme (drive-letter-segment; found by the fuzz target).
    "p..:/z|/..",
    "foo://0x7f.1/",
    "foo://1.2.3/",
    "http://192.0.2.1/",
    "http://a%20b/",
    "http://a%2Fb/",
    "http://a%25b/",
    "http://a%00b/",
    "http://%FF/",
    "http://[v1.x]/",
    "http://:80/",
    "http://u@/",
    "http://a:65536/",
    "http://a:99999999999/",
    "http://a:65535/",
    "http://a:080/",
    "http://@example.org/",
    "http://:@example.org/",
    "ftp://u:@example.org/",
    "ftp://:p@example.org/",
    "ftp://u;x@example.org/",
    "ftp://u=x@example.org/",
    "ftp://u:p:q@example.org/",
    "foo://u;x@example.org/",
    "foo://@example.org/",
    "http://example.org/?q='x'",
    "file:///x?q='x'",
    "foo://example.org/?q='x'",
    "http://example.org/#'x'",
    "file://localhost/etc/hosts",
    "file://LOCALHOST/etc",
    "file:/etc/hosts",
    "file:etc/hosts",
    "file:",
    "file:c:/x",
    "file:C:",
    "file://c:/x",
    "file://u@h/x",
    "file://h:80/x",
    "file://h:/x",
    "file://0x7f.1/x",
    "file:///etc/hosts",
    "file://h",
    "file://h/c:/x",
    "file://h/../c:/x",
    "file:///c:/..",
    "file:///c|/..",
    "file://h/c|/x",
    "file:c|/x",
    "file:///c:/a/..",
    "file:///a/c:/..",
    "p:/p:/..",
    "foo:/c:/../x",
    "file://h//a",
    "http://example.org/a\tb",
    "http://exa\nmple.org/",
    "http://example.org/a ",
    "http://example.org ",
    "http://example.org/\r\n",
    "http://example.org\\@evil.example/",
    "http://example.org/a\\b",
    "http://example.org/?a\\b",
    "foo://example.org/a\\b",
    "https://example.org",
    "HTTP://EXAMPLE.ORG:80",
    "https://ex%61mple.org/",
    "https://bücher.example/é",
    "https://Ä.com/",
    "https://xn--zz/",
    "http://a_b.example/",
    "http://a!b.example/",
    "mailto:a@example.org",
    "urn:isbn:0451450523",
];

/// The inputs: the generated corpora, the Debian corpus, the crafted ones.
fn inputs() -> Vec<String> {
    let mut inputs = generate(40_000, 61, Mix::Mixed);
    inputs.extend(generate(20_000, 62, Mix::AsciiOnly));
    inputs.extend(iri_tests::corpus_data::debian_corpus());
    inputs.extend(CRAFTED.iter().map(|s| (*s).to_owned()));
    inputs
}

#[test]
fn the_group_reports_exactly_the_inputs_browsers_read_differently() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/whatwg-exceptions.jsonl");
    // Keyed by input, or by class (`known_difference`) as `class:name`.
    let mut exceptions: BTreeMap<String, (String, usize)> = read_jsonl(path.as_ref())
        .into_iter()
        .map(|record| {
            let key = match (record.fields.get("input"), record.fields.get("class")) {
                (Some(input), None) => input.as_str().expect("`input`").to_owned(),
                (None, Some(class)) => format!("class:{}", class.as_str().expect("`class`")),
                _ => panic!("line {}: an `input` or a `class`", record.line),
            };
            let reason = record.fields["reason"]
                .as_str()
                .expect("`reason`")
                .to_owned();
            assert!(!reason.is_empty(), "{key}: an exception says why");
            (key, (reason, 0))
        })
        .collect();
    let (mut same, mut differ, mut checked) = (0, 0, 0);
    let mut failures = String::new();
    for text in inputs() {
        let Some((grammar, read)) = reading(&text) else {
            continue;
        };
        checked += 1;
        let refused = matches!(read, Reading::Refused(_));
        let codes = reported(&text, grammar, refused);
        if read.differs() {
            differ += 1;
        } else {
            same += 1;
        }
        if read.differs() != codes.is_empty() {
            continue;
        }
        let key = match known_difference(&text) {
            Some(class) => format!("class:{class}"),
            None => text.clone(),
        };
        if let Some((_, used)) = exceptions.get_mut(&key) {
            *used += 1;
            continue;
        }
        let _ = writeln!(failures, "{text:?}: {read:?}, reported {codes:?}");
    }
    println!("{checked} inputs: {same} read the same, {differ} differently");
    for (input, (_, used)) in &exceptions {
        println!("exception {input:?}: {used} inputs");
        if *used == 0 {
            let _ = writeln!(failures, "stale exception: {input:?}");
        }
    }
    assert!(failures.is_empty(), "{failures}");
    assert!(same > 50_000 && differ > 2_000, "{same} {differ}");
}
