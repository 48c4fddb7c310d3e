//! Each reader's peak memory grows with what it reads, never faster: the
//! peak bytes allocated on this thread (the `allocation-counter` crate's
//! global allocator) while reading generated worst cases — short IRIs
//! packed as densely as the format allows, one very long string, deep
//! nesting, escapes everywhere — is at most four times the text plus 128
//! bytes per IRI found or problem reported, and a text twice as large
//! takes about twice as much (not four times).
//!
//! `cargo test -p iri-readers --test peak_allocation -- --nocapture`
//! prints the table: peak ÷ size per reader and shape, and the ratios of
//! peak and time between the two sizes (times are printed, never judged).

use std::fmt::Write as _;
use std::time::Instant;

use iri_readers::{Format, read_str};

/// The size of the smaller text of each case, in bytes.
const SIZE: usize = 1 << 16;

/// What each IRI found (or problem reported) may cost beyond the text.
const PER_RECORD: usize = 128;

/// How many times the text a reader may hold at its peak.
const PER_BYTE: usize = 4;

/// `head`, then `unit` as many times as makes `size` bytes, then `tail`.
fn packed(head: &str, unit: &str, tail: &str, size: usize) -> String {
    let count = size.saturating_sub(head.len() + tail.len()) / unit.len().max(1);
    let mut out = String::with_capacity(size + unit.len());
    out.push_str(head);
    for _ in 0..count.max(1) {
        out.push_str(unit);
    }
    out.push_str(tail);
    out
}

/// `open` nested `depth` times around `inner`, closed by `close`, the
/// nest repeated (with `sep` between) as many times as makes `size` bytes.
fn nested(
    (head, tail): (&str, &str),
    (open, inner, close, sep): (&str, &str, &str, &str),
    depth: usize,
    size: usize,
) -> String {
    let nest = format!("{}{inner}{}", open.repeat(depth), close.repeat(depth));
    let unit = format!("{nest}{sep}");
    packed(head, &unit, tail, size)
}

/// A generator of a text of about `size` bytes.
type Make = fn(usize) -> String;

/// The cases: format, shape, generator.
fn cases() -> Vec<(Format, &'static str, Make)> {
    let mut all = prose_cases();
    all.extend(rdf_cases());
    all.extend(structured_cases());
    all
}

/// Plain text, Markdown, HTML and XML.
fn prose_cases() -> Vec<(Format, &'static str, Make)> {
    vec![
        (Format::Lines, "dense IRIs", |n| packed("", "a\n", "", n)),
        (Format::Lines, "long line", |n| {
            packed("http://a/", "a", "\n", n)
        }),
        (Format::Text, "dense links", |n| packed("", "a://b ", "", n)),
        (Format::Text, "dense <links>", |n| {
            packed("", "<a://b>", "", n)
        }),
        (Format::Text, "long link", |n| {
            packed("http://a/", "a", "", n)
        }),
        (Format::Text, "colons", |n| packed("", "a:", "", n)),
        (Format::Text, "closing brackets", |n| {
            packed("http://a/", "]", "", n)
        }),
        (Format::Markdown, "brackets", |n| {
            let half = n / 2;
            format!("{}http://a/{}", "[".repeat(half), "]".repeat(half))
        }),
        (Format::Markdown, "dense links", |n| {
            packed("", "[](a)", "", n)
        }),
        (Format::Markdown, "dense autolinks", |n| {
            packed("", "<ab:c>", "", n)
        }),
        (Format::Markdown, "dense e-mail", |n| {
            packed("", "<a@b>", "", n)
        }),
        (Format::Markdown, "dense bare links", |n| {
            packed("", "a://b ", "", n)
        }),
        (Format::Markdown, "dense escapes", |n| {
            packed("[a](http://a/", "\\_", ")", n)
        }),
        (Format::Markdown, "long link", |n| {
            packed("[a](http://a/", "a", ")", n)
        }),
        (Format::Markdown, "nested quotes", |n| {
            nested(("", ""), ("> ", "<ab:c>", "", "\n\n"), 50, n)
        }),
        (Format::Markdown, "nested links", |n| {
            nested(("", ""), ("[", "<ab:c>", "](a)", " "), 50, n)
        }),
        (Format::Html, "dense links", |n| {
            packed("", "<a href=a>", "", n)
        }),
        (Format::Html, "dense references", |n| {
            packed("<a href='http://a/", "&amp;", "'>", n)
        }),
        (Format::Html, "long attribute", |n| {
            packed("<a href='http://a/", "a", "'>", n)
        }),
        (Format::Html, "dense text links", |n| {
            packed("<p>", "a://b ", "", n)
        }),
        (Format::Html, "deep nesting", |n| {
            nested(("", ""), ("<b>", "<a href=a>", "</b>", ""), 100, n)
        }),
        (Format::Xml, "dense links", |n| {
            packed("<r>", "<a xmlns='a:b'/>", "</r>", n)
        }),
        (Format::Xml, "long attribute", |n| {
            packed("<r xmlns='http://a/", "a", "'/>", n)
        }),
        (Format::Xml, "deep nesting", |n| {
            nested(
                ("<r>", "</r>"),
                ("<b>", "<a xmlns='a:b'/>", "</b>", ""),
                100,
                n,
            )
        }),
    ]
}

/// The Turtle family.
fn rdf_cases() -> Vec<(Format, &'static str, Make)> {
    vec![
        (Format::Turtle, "dense IRIs", |n| packed("", "<>", "", n)),
        (Format::Turtle, "dense escapes", |n| {
            packed("<http://a/", "\\u0041", ">", n)
        }),
        (Format::Turtle, "long IRI", |n| {
            packed("<http://a/", "a", ">", n)
        }),
        (Format::Turtle, "dense problems", |n| packed("", "%", "", n)),
        (Format::Turtle, "deep nesting", |n| {
            nested(("", ""), ("[<a> ", "<b>", "]", " "), 100, n)
        }),
        (Format::NTriples, "dense triples", |n| {
            packed("", "<a:a> <a:b> <a:c> .\n", "", n)
        }),
    ]
}

/// JSON, TOML and YAML.
fn structured_cases() -> Vec<(Format, &'static str, Make)> {
    vec![
        (Format::Json, "dense IRIs", |n| {
            packed("[", "\"a://b\",", "1]", n)
        }),
        (Format::Json, "dense keyed", |n| {
            packed("{", "\"href\":\"a\",", "\"x\":1}", n)
        }),
        (Format::Json, "dense scalars", |n| {
            packed("[", "1,", "1]", n)
        }),
        (Format::Json, "dense strings", |n| {
            packed("[", "\"a\",", "1]", n)
        }),
        (Format::Json, "dense escapes", |n| {
            packed("[\"http://a/", "\\/", "\"]", n)
        }),
        (Format::Json, "long string", |n| {
            packed("[\"http://a/", "a", "\"]", n)
        }),
        (Format::Json, "JSON-LD", |n| {
            packed(
                "{\"@context\":{\"e\":\"http://e/\"},\"@graph\":[",
                "{\"@id\":\"e:a\"},",
                "{}]}",
                n,
            )
        }),
        (Format::Json, "deep nesting", |n| {
            nested(("[", "1]"), ("[", "\"a://b\"", "]", ","), 500, n)
        }),
        (Format::Json, "deep objects", |n| {
            nested(("[", "1]"), ("{\"a\":", "\"a://b\"", "}", ","), 200, n)
        }),
        (Format::Toml, "dense IRIs", |n| {
            packed("a = [", "\"a://b\",", "]\n", n)
        }),
        (Format::Toml, "dense keys", |n| {
            let mut i = 0;
            let mut out = String::new();
            while out.len() < n {
                let _ = writeln!(out, "k{i} = \"a://b\"");
                i += 1;
            }
            out
        }),
        (Format::Toml, "long string", |n| {
            packed("a = \"http://a/", "a", "\"\n", n)
        }),
        (Format::Toml, "dense escapes", |n| {
            packed("a = \"http://a/", "\\u0041", "\"\n", n)
        }),
        (Format::Toml, "deep nesting", |n| {
            nested(("a = [", "]\n"), ("[", "\"a://b\"", "]", ","), 78, n)
        }),
        (Format::Yaml, "dense IRIs", |n| {
            packed("", "- a://b\n", "", n)
        }),
        (Format::Yaml, "dense flow", |n| {
            packed("[", "a://b,", "]\n", n)
        }),
        (Format::Yaml, "long string", |n| {
            packed("a: \"http://a/", "a", "\"\n", n)
        }),
        (Format::Yaml, "dense escapes", |n| {
            packed("a: \"http://a/", "\\x41", "\"\n", n)
        }),
        (Format::Yaml, "deep nesting", |n| {
            nested(("[", "]\n"), ("[", "a://b", "]", ","), 100, n)
        }),
    ]
}

/// The cases known to exceed the bound, and why: the test fails when one
/// of them no longer does, so that the list stays true.
const OVER: &[(&str, &str, &str)] = &[
    ("Markdown", "brackets", PULLDOWN),
    ("Markdown", "dense links", PULLDOWN),
    ("Markdown", "dense autolinks", PULLDOWN),
    ("Markdown", "dense e-mail", PULLDOWN),
    ("Markdown", "dense escapes", PULLDOWN),
    ("Markdown", "nested quotes", PULLDOWN),
    ("Markdown", "nested links", PULLDOWN),
    ("Toml", "deep nesting", TOML),
    ("Yaml", "dense flow", SAPHYR),
    ("Yaml", "deep nesting", SAPHYR),
];

/// Why: `pulldown-cmark` holds its own tree of the document (36 times a
/// text of autolinks, nested quotes or backslash escapes, nothing of
/// ours).
const PULLDOWN: &str = "pulldown-cmark's own tree of the document";

/// Why: `toml_parser` parses a slice of tokens (24 bytes each): the
/// reader holds those of one statement at a time, and an array nested 78
/// deep is one statement of two tokens a byte.
const TOML: &str = "toml_parser's tokens of the statement, all held";

/// Why: `saphyr-parser` 0.3.4 scans a flow collection where a key could
/// start (the top level, an entry of a block sequence; not after `a: `)
/// to its end before it gives the event that opens it, holding all its
/// tokens: the collection could be an implicit key, and its scanner
/// drops a possible key after 1,024 characters only outside flow
/// collections (`stale_simple_keys`). The whole peak is reached at its
/// second event.
const SAPHYR: &str = "saphyr-parser's tokens of a flow collection, held to its end";

/// What reading `text` as `format` takes: peak bytes, records (IRIs and
/// problems), time in seconds.
fn measure(format: Format, text: &str) -> (usize, usize, f64) {
    let mut records = 0;
    let start = Instant::now();
    let info = allocation_counter::measure(|| {
        let doc = read_str(format, text);
        records = doc.found.len() + doc.problems.len();
        drop(doc);
    });
    let seconds = start.elapsed().as_secs_f64();
    (
        usize::try_from(info.bytes_max).unwrap_or(usize::MAX),
        records,
        seconds,
    )
}

#[test]
fn peak_allocation_is_bounded_by_the_text_and_what_is_found() {
    let mut failures = Vec::new();
    println!(
        "a Found is {} bytes, an OffsetMap {}",
        size_of::<iri_readers::Found>(),
        size_of::<iri_readers::OffsetMap>()
    );
    println!(
        "{:<10} {:<18} {:>8} {:>8} {:>9} {:>7} {:>7} {:>7} {:>7}",
        "format", "shape", "size", "records", "peak", "peak/sz", "peak x2", "time x2", "ms"
    );
    for (format, shape, make) in cases() {
        let small = make(SIZE);
        let large = make(2 * SIZE);
        let (peak, records, time) = measure(format, &small);
        let (peak2, records2, time2) = measure(format, &large);
        #[allow(clippy::cast_precision_loss, reason = "a ratio to print")]
        let (per_byte, growth) = (
            peak as f64 / small.len() as f64,
            peak2 as f64 / peak.max(1) as f64,
        );
        println!(
            "{:<10} {shape:<18} {:>8} {records:>8} {peak:>9} {per_byte:>7.2} {growth:>7.2} {:>7.2} {:>7.1}",
            format!("{format:?}"),
            small.len(),
            time2 / time.max(1e-9),
            time2 * 1e3,
        );
        let name = format!("{format:?}");
        let over = OVER.iter().any(|(f, s, _)| *f == name && *s == shape);
        let within = |peak: usize, size: usize, records: usize| {
            peak <= PER_BYTE * size + PER_RECORD * records
        };
        let ok = within(peak, small.len(), records) && within(peak2, large.len(), records2);
        // Twice the text, about twice the peak, whether or not the case is
        // within the bound (a listed case is never let grow faster).
        let linear = growth < 2.6;
        if ok == over || !linear {
            failures.push(format!(
                "{name} {shape}: peak {peak} for {} bytes and {records} records, \
                 {peak2} for {} and {records2}{}",
                small.len(),
                large.len(),
                if !linear {
                    " (more than twice)"
                } else if over {
                    " (listed as over, no longer)"
                } else {
                    ""
                }
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn every_case_finds_what_it_is_made_of() {
    // The generators make what they say: each dense or nested case finds
    // an IRI (or a problem) per unit, so that the bound is tested where
    // records are many.
    for (format, shape, make) in cases() {
        let doc = read_str(format, &make(1 << 10));
        assert!(
            !doc.found.is_empty()
                || !doc.problems.is_empty()
                || shape.contains("scalars")
                || shape.contains("strings")
                || shape == "colons",
            "{format:?} {shape}: {doc:?}"
        );
    }
}
