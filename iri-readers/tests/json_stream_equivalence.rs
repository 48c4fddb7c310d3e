//! The JSON reader finds exactly what it found when it built the
//! document's tree before walking it: the same IRIs, spans, offset maps,
//! pointers, roles, comparisons and problems, in the same order, on every
//! JSON and JSON-LD file of the repository's test data, on the shapes of
//! `peak_allocation.rs` and on edge cases (contexts written after the
//! members they define, nested and scoped contexts, `@graph`, top-level
//! arrays, blank nodes, `@base`, `@vocab`, HAL links, invalid and cut
//! documents, duplicate keys, deep nesting, JSON Lines), each read as
//! JSON, as JSON-LD and with a selection.
//!
//! The golden file, `json_stream_equivalence.golden`, was recorded from the
//! tree-building reader; `IRI_GOLDEN=record cargo test -p iri-readers
//! --test json_stream_equivalence` writes it again (only when what the
//! reader finds is meant to change, or a file of the test data read here
//! changes: the diff then shows that file's section alone).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use iri_readers::{Format, Options, Selection, read_str_with};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The JSON and JSON-LD files of the test data (the readers' fixtures,
/// fixes and corpus, the URI Template suite, the vocabulary, the
/// command's), and the small JSON Lines files.
fn files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![
        root().join("tests/data/readers"),
        root().join("tests/data/uritemplate-test"),
        root().join("tests/data/vocab"),
        root().join("iri-cli/tests/data"),
    ];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e == "json" || e == "jsonld")
            {
                out.push(path);
            }
        }
    }
    for entry in std::fs::read_dir(root().join("tests/data")).unwrap() {
        let path = entry.unwrap().path();
        let small = std::fs::metadata(&path).unwrap().len() < 20_000;
        if path.extension().is_some_and(|e| e == "jsonl") && small {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// `open` nested `depth` times around `inner`, closed by `close`.
fn nest(open: &str, inner: &str, close: &str, depth: usize) -> String {
    format!("{}{inner}{}", open.repeat(depth), close.repeat(depth))
}

/// `unit` repeated to about `size` bytes between `head` and `tail`.
fn packed(head: &str, unit: &str, tail: &str, size: usize) -> String {
    format!("{head}{}{tail}", unit.repeat(size / unit.len()))
}

/// The shapes of `peak_allocation.rs`, small.
fn shapes() -> Vec<(String, String)> {
    let n = 1 << 9;
    let deep = |open: &str, inner: &str, close: &str, depth: usize| {
        let unit = format!("{},", nest(open, inner, close, depth));
        packed("[", &unit, "1]", n.max(unit.len() * 2))
    };
    vec![
        ("dense IRIs", packed("[", "\"a://b\",", "1]", n)),
        ("dense keyed", packed("{", "\"href\":\"a\",", "\"x\":1}", n)),
        ("dense scalars", packed("[", "1,", "1]", n)),
        ("dense strings", packed("[", "\"a\",", "1]", n)),
        ("dense escapes", packed("[\"http://a/", "\\/", "\"]", n)),
        ("long string", packed("[\"http://a/", "a", "\"]", n)),
        (
            "JSON-LD",
            packed(
                "{\"@context\":{\"e\":\"http://e/\"},\"@graph\":[",
                "{\"@id\":\"e:a\"},",
                "{}]}",
                n,
            ),
        ),
        ("deep nesting", deep("[", "\"a://b\"", "]", 500)),
        ("deep objects", deep("{\"a\":", "\"a://b\"", "}", 200)),
    ]
    .into_iter()
    .map(|(name, text)| (format!("shape {name}"), text))
    .collect()
}

/// Documents written for the cases where a streaming reader could differ
/// from one that holds the tree.
const EDGES: &[&str] = &[
    // Contexts after the members they define, and prefixes anywhere.
    r#"{"@id": "ex:a", "ex:p": "ex:b", "@type": "ex:T", "@context": {"ex": "http://e/"}}"#,
    r#"{"@graph": [{"@id": "ex:a"}], "@context": {"ex": "http://e/"}}"#,
    r#"{"@id": "ex:a", "x": {"@context": {"ex": "http://inner/"}, "@id": "ex:b"}, "@context": {"ex": "http://outer/"}}"#,
    r#"{"@context": {"b": {"@context": {"a": "http://y/"}}, "a": "http://x/"}, "@id": "a:1"}"#,
    r#"{"@context": {"a": "http://x/", "b": {"@context": {"a": "http://y/"}}}, "@id": "a:1"}"#,
    r#"{"@context": {"b": {"@id": "http://b/", "@context": {"a": "http://y/"}}, "a": "http://x/"}, "@id": "a:1", "b:c": "b:d"}"#,
    r#"{"x": {"@context": {"a": "http://late/"}}, "@context": {"a": "http://early/"}, "@id": "a:1"}"#,
    r#"{"@context": [{"a": "http://x/"}, [{"b": "http://y/"}], "http://remote/ctx", null], "@id": "a:1", "@type": "b:2"}"#,
    r#"{"@context": {"a": "http://1/", "a": "http://2/"}, "@id": "a:x"}"#,
    r#"{"@context": [{"a": "http://1/"}, {"a": "http://2/"}], "@id": "a:x"}"#,
    r#"{"@context": {"@context": {"a": "http://deep/"}, "a": "http://top/"}, "@id": "a:x"}"#,
    r#"{"@context": {"t": {"@id": "http://t/", "@type": "@id"}, "u": {"@id": null, "@id": "http://u/"}, "v": {"@id": "@type"}, "w": {"@type": "@id"}, "@vocab": "http://v/", "@base": "http://b/", "k": "@id", "@x": "http://at/"}, "@id": "t:1", "u:2": "v:3", "w": "w:4", "@type": ["t:5", "Person"]}"#,
    r#"{"@context": {"ex": "http://e/", "name": "ex:name", "knows": {"@id": "ex:knows", "@type": "@id"}}, "@id": "ex:me", "knows": "ex:you", "name": "Ada", "ex:q": {"@id": "_:b0"}, "@base": "http://base/", "@vocab": "http://vocab/"}"#,
    r#"{"@context": {"ex": "http://e/"}, "@id": "ex:\u0061 b", "@type": "ex:\u0054", "e\u0078:k": "ex:v\u00e9"}"#,
    r#"{"\u0040context": {"e\u0078": "http://e/"}, "@i\u0064": "ex:a", "@type": "ex:b"}"#,
    r#"{"@context": {"ex": "http://e/"}, "@type": ["ex:T", {"@id": "ex:U"}, ["ex:V", "http://w/"], 1, true], "@id": ["ex:a", "http://b/"]}"#,
    r#"{"@context": {"ex": "http://e/"}, "http://p/": "v", "ex:p": "see http://q/ now", "@reverse": {"http://r/": {"@id": "ex:s"}}, "@list": ["http://l/"]}"#,
    // @graph, top-level arrays, blank nodes.
    r#"{"@graph": [{"@id": "http://a/", "@type": "http://T/"}, {"@id": "_:b0"}]}"#,
    r#"{"@graph": [{"x": "http://a/"}, {"@id": "_:b1"}]}"#,
    r#"{"@graph": [{"x": "http://a/"}, 1]}"#,
    r#"{"@graph": {"@type": "http://T/"}}"#,
    r#"{"@graph": {"@graph": [{"@id": "http://inner/"}]}}"#,
    r#"{"@graph": {"@graph": {"x": 1}}, "y": "http://y/"}"#,
    r#"{"@graph": "http://s/", "@id2": "http://z/"}"#,
    r#"[{"@id": "http://x/"}, {"a": "http://b/"}]"#,
    r#"[{"@id": "http://x/"}, 1]"#,
    r#"[{"@id": "http://x/"}, "http://s/"]"#,
    r#"[{"a": "http://x/"}, {"b": "_:b0", "@id": "_:b2"}]"#,
    r#"[[{"@id": "http://x/"}]]"#,
    r"[]",
    r"{}",
    r#""http://top/""#,
    r#"{"@id": "_:b0", "a": {"@id": "_:b1"}, "b": "_:b2"}"#,
    r#"{"a": {"@id": "_:b1"}, "b": "_:b2", "c": {"@id": "http://c/"}, "d": {"@id": "rel/x"}}"#,
    // HAL links.
    r#"{"_links": {"self": {"href": "/a{b}"}, "find": {"href": "/o{?id}", "templated": true}, "late": {"templated": true, "href": "/l{x}"}, "list": [{"href": "/i/{n}", "templated": true}, {"templated": true, "href": {"x": "/n{y}"}}], "no": {"href": "/p{q}", "templated": false}, "dup": {"href": "/d{e}", "templated": false, "templated": true}}}"#,
    r#"{"_links": [{"href": "/a{b}", "templated": true}], "x": {"_links": {"r": [[{"href": "/c{d}", "templated": true}]]}}}"#,
    r#"{"@id": "http://ld/", "_links": {"find": {"href": "/o{?id}", "templated": true}}}"#,
    r#"{"_links": {"find": {"href": "/o{?id}", "templated": true"#,
    r#"{"_links": {"find": {"href": "/o{?id}", "templated": true, "#,
    r#"{"_links": {"find": {"href": "/o{?id}", "templated": tr"#,
    r#"{"links": [{"rel": "self", "href": "https://e/{id}"}], "servers": [{"url": "https://{env}.e/"}]}"#,
    // Duplicate keys.
    r#"{"@id": "http://a/", "@id": "http://b/", "x": 1, "x": "http://x/"}"#,
    r#"{"@type": "http://T/", "@context": {"e": "http://1/"}, "@context": {"e": "http://2/"}, "@id": "e:z"}"#,
    // Invalid and cut documents.
    "",
    "   \n\t ",
    "\u{FEFF}{\"a\": \"http://bom/\"}",
    "\u{FEFF}",
    r#"{"@id": "ex:a", "@context": {"ex": "http://e/"},"#,
    r#"{"@id": "ex:a", "@context": {"ex": "http://e/""#,
    r#"{"@id": "ex:a", "@context": {"ex": "http://e/"#,
    r#"{"@id": "ex:a", "@context": {"ex": "#,
    r#"{"@id": "ex:a", "@context": {"ex" "#,
    r#"{"@id": "ex:a", "@context": {"ex"#,
    r#"{"@id": "ex:a", "@context": {"#,
    r#"{"@id": "ex:a", "@context": ["#,
    r#"{"@id": "ex:a", "@context": {"t": {"@id": "http://t/""#,
    r#"{"@context": {"ex": "http://e/"}, "@id": "ex:a", "ex:b": "#,
    r#"{"@context": {"ex": "http://e/"}, "@id": "ex:a", "http://k/": "#,
    r#"{"@context": {"ex": "http://e/"}, "@id": "ex:a", "http://k/" 1}"#,
    r#"{"@context": {"ex": "http://e/"}, "@id": "ex:a", "@type": ["ex:T", "#,
    r#"{"@id""#,
    r#"{"@id": "#,
    r#"{"@id": "http://a/"#,
    r#"{"@id": "http://a/" "#,
    r#"{"@type": 1"#,
    r#"[{"@id": "http://x/"},"#,
    r#"[{"@id": "http://x/"}"#,
    r#"[{"@id": "http://x/"} {"a": 1}]"#,
    r#"[{"@id": "http://x/"}, {"a": "http://a/""#,
    r#"[{"@id": "http://x/"}, ["#,
    r#"[{"@id": "http://x/"}, "http://s"#,
    r#"[{"@id": "http://x/"}, tru"#,
    r#"{"@graph": [{"@id": "http://x/"}, "#,
    r#"{"@graph": [{"@id": "http://x/""#,
    r#"{"@graph": {"@id": "http://x/", "#,
    r#"{"@graph": {"#,
    r#"{"a" 1}"#,
    r"{1: 2}",
    r#"{"a": 1,}"#,
    r#"{"a": 1 "b": 2}"#,
    r"[1,]",
    r"[1 2]",
    r"[,]",
    r"]",
    r"}",
    r":",
    r#"{"a": "http://a/",, }"#,
    r#"["\x"]"#,
    r#"["http://a/\u12"]"#,
    r#"["http://a/\u12G4"]"#,
    r#"["http://a/\"#,
    "[\"http://a/\tb\"]",
    "{\"k\u{1}\": 1}",
    r#"["http://a/ not closed"#,
    r#"{"http://key/ not closed"#,
    r#"["\uD800\u0041", "http://a/\uDC00", "http://b/\uD83D\uDE00", "\uDBFF"]"#,
    r"[tru]",
    r"[nul]",
    r#"[fals, "http://x/"]"#,
    r"[-]",
    r"[01]",
    r"[1.]",
    r"[1e]",
    r"[1e+5, -0.5E-3, 0, -0, 12.5e3, true, false, null]",
    r"[é]",
    "[\"http://a/\"] garbage",
    "{\"a\": \"http://a/\"} }",
    "{\"a\": \"http://a/\"} {",
    // Elements that are numbers and literals, one after the other.
    "[1, tru]",
    "[1,2,-]",
    "[1, 2 , 3 ]",
    "[1,\n 2,\"http://a/\",3,{\"@id\":\"http://b/\"},true,null,false,[1,2],4]",
    "[1,,2]",
    "[1,2,]",
    "[1,2 3]",
    "[1,01]",
    "[0,1.,2]",
    "[1,2,\"http://s/",
    "[1,2,",
    "[1,2",
    "[true,false,null,1e5,-2.5E+3,0.0]",
    "{\"a\":[true,false,1e5,-2.5E+3],\"templated\":true,\"b\":[1,\"http://c/\"]}",
    "[{\"@id\":\"http://x/\"},1,2]",
    "{\"@id\":\"http://x/\",\"v\":[1,2,{\"@type\":\"http://t/\"},3,[4,5,\"http://u/\"],6]}",
    "{\"_links\":{\"l\":[1,{\"href\":\"/a{b}\",\"templated\":true},2]}}",
    // JSON Lines: each document its own, prefixes included.
    "{\"a\":\"http://a/\"}\n{\"b\":\"http://b/\"}\n",
    "1 2 3 \"http://n/\"",
    "{\"x\": \"ex:1\"}\n{\"@context\": {\"ex\": \"http://e/\"}, \"@id\": \"ex:2\"}\n{\"@id\": \"ex:3\"}\n",
    "{}{}[]\"http://adj/\"{\"@id\":\"http://adj2/\"}",
    "{\"a\": \"http://a/\"}\n[1,\n{\"b\": \"http://b/\"}",
    // Prose and keys.
    r#"{"description": "see <mailto:a@b> and http://y.org/.", "homepage": "example.org", "url": "", "repository": "git@github.com:a/b.git", "@id": "http://id/", "x": "a:b"}"#,
    r#"{"a": {"b": [{"c": "http://deep/"}], "~/": "http://tilde/"}}"#,
];

/// Deep nesting around the limit of 512, and far beyond it.
fn deep_edges() -> Vec<String> {
    let mut out = Vec::new();
    for depth in [511, 512, 513, 514] {
        out.push(nest("[", "\"http://a/\"", "]", depth));
        out.push(nest("[", "", "]", depth));
        out.push(nest("{\"a\":", "\"http://a/\"", "}", depth));
        out.push(nest("{\"@graph\":", "{\"@id\": \"http://a/\"}", "}", depth));
        out.push(format!(
            "{{\"@context\": {{\"e\": \"http://e/\"}}, \"@id\": \"e:a\", \"x\": {}}}",
            nest("{\"b\":", "{\"@id\": \"e:c\"}", "}", depth)
        ));
    }
    out.push("[".repeat(100_000));
    out.push(nest("[", "1", "]", 100_000));
    out.push("{\"a\":".repeat(100_000));
    out.push(format!(
        "[{{\"@id\": \"http://x/\"}}, {}",
        "{\"a\": [".repeat(50_000)
    ));
    out
}

/// The selections each document is read with.
fn options() -> Vec<(&'static str, Options)> {
    let with = |pointers: &[&str], keys: &[&str]| Options {
        selection: Selection::new(pointers, keys).unwrap(),
        ..Options::default()
    };
    vec![
        ("default", Options::default()),
        (
            "selected",
            with(
                &["/a", "/*/href", "/@id", "/_links/*/href", ""],
                &["href", "@type"],
            ),
        ),
    ]
}

/// What each document gives, one record a line.
fn record(out: &mut String, name: &str, text: &str) {
    for format in [Format::Json, Format::JsonLd] {
        for (selection, options) in options() {
            let doc = read_str_with(format, text, &options);
            let _ = writeln!(
                out,
                "== {name} as {format:?}, {selection}: {} found, {} problems",
                doc.found.len(),
                doc.problems.len()
            );
            for found in &doc.found {
                let _ = writeln!(out, "{found:?}");
            }
            for problem in &doc.problems {
                let _ = writeln!(out, "{problem:?}");
            }
        }
    }
}

/// On the test thread's own stack (2 MiB, unoptimized): the reader holds
/// its nesting on the heap, where the tree reader recursed and overflowed
/// it at 511 nested objects.
#[test]
fn the_json_reader_finds_what_its_tree_reader_found() {
    let mut out = String::new();
    for path in files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        record(&mut out, &name, &text);
    }
    for (name, text) in shapes() {
        record(&mut out, &name, &text);
    }
    for (i, text) in EDGES.iter().enumerate() {
        record(&mut out, &format!("edge {i}: {text:?}"), text);
    }
    for (i, text) in deep_edges().iter().enumerate() {
        record(&mut out, &format!("deep {i} ({} bytes)", text.len()), text);
    }
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/json_stream_equivalence.golden");
    if std::env::var("IRI_GOLDEN").is_ok_and(|v| v == "record") {
        std::fs::write(&golden, &out).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&golden).unwrap();
    if out != expected {
        let first = out
            .lines()
            .zip(expected.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| out.lines().count().min(expected.lines().count()));
        panic!(
            "line {}: got\n{}\nexpected\n{}",
            first + 1,
            out.lines().nth(first).unwrap_or("(end)"),
            expected.lines().nth(first).unwrap_or("(end)")
        );
    }
}
