//! Compares the readers with each format's own parser on real files:
//! `cargo run --release -- DIR...` (in `iri-readers/corpus`), files by
//! extension. For each file, the reference parser (`serde_json`, `toml`,
//! `yaml-rust2`, `roxmltree`, `html5gum`, `pulldown-cmark`, `oxttl`)
//! gives the strings the format holds where IRIs are; the readers' rule
//! of which strings are IRIs (`looks_like_link`, `bare_links`, the
//! attributes that hold IRIs) picks from them the reference IRIs. A miss
//! is a reference IRI the reader did not find; a false error is an error
//! (a problem, or an IRI with an error under the default policy) on a
//! value the reference does not hold, or in a Turtle-family file that
//! `oxttl` reads without error. The spans of the IRIs found (up to
//! `spans_per_file` a file) are checked against the reference parser
//! (`check_span`: "spans checked", and the wrong ones). Prints a table
//! per format, the mismatches on standard error, and the readers' speed
//! (read + check).

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use iri_checker::{Level, Policy, check};
use iri_readers::{Document, Format, Options, bare_links, is_iri_key, is_template_or_pattern, looks_like_link, read_bytes};
use iri_readers_corpus::{SpanCheck, check_span, declared_namespaces, strings};

#[derive(Default)]
struct Tally {
    files: usize,
    unreadable: usize,
    bytes: usize,
    reference: usize,
    found: usize,
    misses: usize,
    false_errors: usize,
    errors: usize,
    /// Found IRIs whose written span was compared with the reference
    /// parser's value (`check_span`), and those found wrong.
    spans_checked: usize,
    spans_wrong: usize,
    time: Duration,
}

/// The most IRIs of one file whose spans are checked (each check parses
/// the file again): 300, fewer in a large file (about 30 MB parsed).
fn spans_per_file(len: usize) -> usize {
    (30_000_000 / len.max(1)).clamp(5, 300)
}

/// The reference IRIs of a string value under `key`: the whole value (by
/// its key or its look), or the links in prose.
fn string_iris(key: Option<&str>, value: &str, out: &mut Vec<String>) {
    let keyed = key.is_some_and(is_iri_key)
        && !value.is_empty()
        && !is_template_or_pattern(value)
        && !iri_readers::is_scp_like(value);
    if keyed || looks_like_link(value) {
        out.push(value.to_owned());
    } else if value.contains(':') {
        out.extend(bare_links(value).into_iter().map(|r| value[r].to_owned()));
    }
}

fn json_walk(key: Option<&str>, value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => string_iris(key, s, out),
        serde_json::Value::Array(items) => items.iter().for_each(|v| json_walk(None, v, out)),
        serde_json::Value::Object(map) => map.iter().for_each(|(k, v)| json_walk(Some(k), v, out)),
        _ => {}
    }
}

fn toml_walk(key: Option<&str>, value: &toml::Value, out: &mut Vec<String>) {
    match value {
        toml::Value::String(s) => string_iris(key, s, out),
        toml::Value::Array(items) => items.iter().for_each(|v| toml_walk(None, v, out)),
        toml::Value::Table(map) => map.iter().for_each(|(k, v)| toml_walk(Some(k), v, out)),
        _ => {}
    }
}

fn yaml_walk(key: Option<&str>, value: &yaml_rust2::Yaml, out: &mut Vec<String>) {
    use yaml_rust2::Yaml;
    match value {
        Yaml::String(s) => string_iris(key, s, out),
        // Plain scalars that the core schema reads as numbers, booleans or
        // null are text to the readers.
        Yaml::Real(s) => string_iris(key, s, out),
        Yaml::Array(items) => items.iter().for_each(|v| yaml_walk(None, v, out)),
        Yaml::Hash(map) => map.iter().for_each(|(k, v)| yaml_walk(k.as_str(), v, out)),
        _ => {}
    }
}

const RDF: &str = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";

fn xml_iris(text: &str) -> Option<Vec<String>> {
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let doc = roxmltree::Document::parse_with_options(text, options).ok()?;
    let mut out = Vec::new();
    for node in doc.descendants() {
        if node.is_element() {
            // The namespaces declared here (not those in scope).
            for uri in declared_namespaces(node) {
                if uri != "http://www.w3.org/XML/1998/namespace" {
                    out.push(uri.to_owned());
                }
            }
            for a in node.attributes() {
                let local = a.name();
                let holds = matches!(local, "href" | "src")
                    || (a.namespace() == Some("http://www.w3.org/XML/1998/namespace") && local == "base")
                    || (a.namespace() == Some(RDF) && matches!(local, "about" | "resource" | "datatype"));
                if holds {
                    out.push(a.value().to_owned());
                }
            }
        } else if node.is_text() {
            let t = node.text().unwrap_or("");
            out.extend(bare_links(t).into_iter().map(|r| t[r].to_owned()));
        }
    }
    Some(out)
}

const HTML_URL_ATTRIBUTES: [&str; 11] = [
    "href", "src", "action", "formaction", "cite", "poster", "longdesc", "background", "manifest",
    "codebase", "xmlns",
];

fn html_iris(text: &str) -> Vec<String> {
    use html5gum::{DefaultEmitter, Token, Tokenizer};
    let mut out = Vec::new();
    let mut raw = false;
    let mut emitter = DefaultEmitter::default();
    emitter.naively_switch_states(true);
    for Ok(token) in Tokenizer::new_with_emitter(text, emitter) {
        match token {
            Token::StartTag(tag) => {
                let name = String::from_utf8_lossy(&tag.name).to_ascii_lowercase();
                raw = html5gum::naive_next_state(name.as_bytes()).is_some();
                for (key, value) in &tag.attributes {
                    let key = String::from_utf8_lossy(key).to_ascii_lowercase();
                    if HTML_URL_ATTRIBUTES.contains(&key.as_str()) || key.starts_with("xmlns:") || key == "xlink:href" {
                        let v = String::from_utf8_lossy(&value.value);
                        let v = v.trim_matches(|c: char| c <= ' ');
                        out.push(v.replace(['\t', '\n', '\r'], ""));
                    }
                }
            }
            Token::EndTag(_) => raw = false,
            Token::String(s) if !raw => {
                let t = String::from_utf8_lossy(&s.value);
                out.extend(bare_links(&t).into_iter().map(|r| t[r].to_owned()));
            }
            _ => {}
        }
    }
    out
}

fn markdown_iris(text: &str) -> Vec<String> {
    use pulldown_cmark::{Event, LinkType, Options, Parser, Tag, TagEnd};
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_GFM;
    let mut out = Vec::new();
    let mut images = 0;
    let mut links = 0;
    let mut code = 0;
    let mut prose = String::new();
    let mut parser = Parser::new_ext(text, options);
    let flush = |prose: &mut String, out: &mut Vec<String>| {
        out.extend(bare_links(prose).into_iter().map(|r| prose[r].to_owned()));
        prose.clear();
    };
    let mut html_block = String::new();
    for event in parser.by_ref() {
        if !matches!(event, Event::Text(_)) {
            flush(&mut prose, &mut out);
        }
        if !matches!(event, Event::Html(_)) && !html_block.is_empty() {
            out.extend(html_iris(&html_block));
            html_block.clear();
        }
        match event {
            Event::Start(Tag::CodeBlock(_)) => code += 1,
            Event::End(TagEnd::CodeBlock) => code -= 1,
            Event::Start(Tag::Link { link_type, dest_url, .. }) => {
                if images == 0 && !iri_readers::is_intra_doc_link(&dest_url) {
                    match link_type {
                        LinkType::Email => out.push(format!("mailto:{dest_url}")),
                        LinkType::Inline | LinkType::Autolink => out.push(dest_url.into_string()),
                        _ => {}
                    }
                }
                links += 1;
            }
            Event::Start(Tag::Image { link_type, dest_url, .. }) => {
                if images == 0 && link_type == LinkType::Inline {
                    out.push(dest_url.into_string());
                }
                images += 1;
            }
            Event::End(TagEnd::Link) => links -= 1,
            Event::End(TagEnd::Image) => images -= 1,
            Event::Text(t) if code == 0 && links == 0 && images == 0 => prose.push_str(&t),
            // An HTML block comes a line at a time: read whole.
            Event::Html(h) if code == 0 => html_block.push_str(&h),
            Event::InlineHtml(h) if code == 0 => out.extend(html_iris(&h)),
            _ => {}
        }
    }
    flush(&mut prose, &mut out);
    out.extend(html_iris(&html_block));
    for (_, def) in parser.reference_definitions().iter() {
        if !iri_readers::is_intra_doc_link(&def.dest) {
            out.push(def.dest.to_string());
        }
    }
    out
}

/// The reference IRIs of a document, `None` when its parser refuses it;
/// for the Turtle family, `Some(vec![])` when it reads and `None` when it
/// does not (compared by errors only).
fn reference(format: Format, text: &str) -> Option<Vec<String>> {
    match format {
        Format::Json | Format::JsonLd => {
            let mut out = Vec::new();
            let mut stream = serde_json::Deserializer::from_str(text).into_iter::<serde_json::Value>();
            for value in stream.by_ref() {
                let value = value.ok()?;
                if value.get("@context").is_some() {
                    return None;
                }
                json_walk(None, &value, &mut out);
            }
            Some(out)
        }
        Format::Toml => {
            let value: toml::Table = text.parse().ok()?;
            let mut out = Vec::new();
            toml_walk(None, &toml::Value::Table(value), &mut out);
            Some(out)
        }
        Format::Yaml => {
            let docs = yaml_rust2::YamlLoader::load_from_str(text).ok()?;
            let mut out = Vec::new();
            docs.iter().for_each(|d| yaml_walk(None, d, &mut out));
            Some(out)
        }
        Format::Xml => xml_iris(text),
        Format::Html => Some(html_iris(text)),
        Format::Markdown => Some(markdown_iris(text)),
        Format::Turtle | Format::TriG | Format::NTriples | Format::NQuads => {
            let errors: Vec<String> = match format {
                Format::Turtle => oxttl::TurtleParser::new().with_base_iri("http://example.org/base/").unwrap().for_slice(text.as_bytes()).filter_map(|t| t.err().map(|e| e.to_string())).collect(),
                Format::TriG => oxttl::TriGParser::new().with_base_iri("http://example.org/base/").unwrap().for_slice(text.as_bytes()).filter_map(|t| t.err().map(|e| e.to_string())).collect(),
                Format::NTriples => oxttl::NTriplesParser::new().for_slice(text.as_bytes()).filter_map(|t| t.err().map(|e| e.to_string())).collect(),
                _ => oxttl::NQuadsParser::new().for_slice(text.as_bytes()).filter_map(|t| t.err().map(|e| e.to_string())).collect(),
            };
            if errors.is_empty() {
                Some(Vec::new())
            } else if errors
                .iter()
                .any(|e| e.contains("IRI") && !e.contains("must be an IRI") && !e.contains("followed by"))
            {
                // (Not "must be an IRI", "should be followed by an IRI":
                // no IRI is written there.)
                // Refused for an IRI: the errors, to be found.
                Some(errors)
            } else {
                None
            }
        }
        _ => Some(text.lines().map(|l| l.trim_matches([' ', '\t'])).filter(|l| !l.is_empty()).map(str::to_owned).collect()),
    }
}

/// The values of a document with an error, and whether it has a problem.
fn errors(doc: &Document) -> (Vec<String>, bool) {
    let mut out = Vec::new();
    for found in &doc.found {
        // Where the format marks a template, it is checked as one, as
        // `iri-check` does.
        if found.role == iri_readers::Role::Template {
            if iri_template::Template::parse(&found.value).is_err() {
                out.push(found.value.clone());
            }
            continue;
        }
        let bad = match iri_core::parse(&found.value, found.grammar) {
            Err(_) => true,
            Ok(table) => check(&found.value, &table, found.grammar, &Policy::DEFAULT)
                .iter()
                .any(|f| f.level() == Level::Error),
        };
        if bad {
            out.push(found.value.clone());
        }
    }
    (out, !doc.problems.is_empty())
}

fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        if let Ok(entries) = std::fs::read_dir(path) {
            let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
            entries.sort();
            for entry in entries {
                if !entry.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.')) {
                    collect(&entry, out);
                }
            }
        }
    } else if path.is_file() {
        out.push(path.to_path_buf());
    }
}

/// Writes, beside each file, `FILE.iris`: the reference IRIs of the file
/// (one JSON string a line, sorted, without repeats); for the Turtle
/// family, whose parser gives no place, a comment line saying the file
/// reads without error.
fn write_references(paths: &[String]) {
    for path in paths {
        let path = Path::new(path);
        let format = format_of(path).expect("a known extension");
        let bytes = std::fs::read(path).expect("the file reads");
        let text = iri_readers::decode(format, &bytes).text;
        let mut values = reference(format, &text).expect("the reference parser reads the file");
        let mut out = String::new();
        if matches!(format, Format::Turtle | Format::TriG | Format::NTriples | Format::NQuads) {
            assert!(values.is_empty(), "{}: {values:?}", path.display());
            out.push_str("# read by oxttl without error\n");
        }
        values.sort();
        values.dedup();
        for value in values {
            out.push_str(&serde_json::to_string(&value).unwrap());
            out.push('\n');
        }
        let mut name = path.as_os_str().to_owned();
        name.push(".iris");
        std::fs::write(name, out).expect("the reference is written");
    }
}

/// The format of a file: by its extension, and a list of links for the
/// Debian URL list (named with `--mode lines` in `iri-check`).
fn format_of(path: &Path) -> Option<Format> {
    if path.to_string_lossy().contains("debian-urls") {
        return Some(Format::Lines);
    }
    Format::from_path(path)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--reference") {
        write_references(&args[1..]);
        return;
    }
    let mut files = Vec::new();
    for dir in std::env::args().skip(1) {
        collect(Path::new(&dir), &mut files);
    }
    let mut tallies: BTreeMap<&'static str, Tally> = BTreeMap::new();
    let mut unchecked: BTreeMap<&'static str, usize> = BTreeMap::new();
    // `IRI_CORPUS_VERBOSE=1`: each span not checked, with why.
    let verbose = std::env::var_os("IRI_CORPUS_VERBOSE").is_some();
    let options = Options::default();
    for path in files {
        let Some(format) = format_of(&path) else { continue };
        // Prose has no reference parser.
        if format == Format::Text {
            continue;
        }
        let Ok(bytes) = std::fs::read(&path) else { continue };
        if bytes.len() > 16 << 20 || bytes.contains(&0) {
            continue;
        }
        let tally = tallies.entry(format.name()).or_default();
        tally.files += 1;
        tally.bytes += bytes.len();
        let start = Instant::now();
        let Ok((text, doc)) = read_bytes(format, &bytes, &options) else { continue };
        let (bad, problem) = errors(&doc);
        tally.time += start.elapsed();
        let Some(reference) = reference(format, &text) else {
            tally.unreadable += 1;
            continue;
        };
        if let Some(before) = strings(format, &text) {
            for index in 0..doc.found.len().min(spans_per_file(text.len())) {
                match check_span(format, &text, &doc, index, &before) {
                    SpanCheck::Right => tally.spans_checked += 1,
                    SpanCheck::Wrong(why) => {
                        tally.spans_checked += 1;
                        tally.spans_wrong += 1;
                        eprintln!("SPAN WRONG {}: {why}", path.display());
                    }
                    SpanCheck::Unchecked(why) => {
                        *unchecked.entry(why).or_default() += 1;
                        if verbose {
                            eprintln!("SPAN NOT CHECKED {}: {why}: {:?}", path.display(), doc.found[index].value);
                        }
                    }
                }
            }
        }
        tally.found += doc.found.len();
        if matches!(format, Format::Turtle | Format::TriG | Format::NTriples | Format::NQuads) {
            tally.reference += doc.found.len();
            let refused = !reference.is_empty();
            if refused && !problem && bad.is_empty() {
                tally.misses += 1;
                eprintln!("MISS {}: {reference:?}", path.display());
            } else if refused {
                tally.errors += 1;
            } else if problem || !bad.is_empty() {
                tally.false_errors += 1;
                eprintln!("FALSE ERROR {}: {:?} {:?}", path.display(), doc.problems, bad);
            }
            continue;
        }
        tally.reference += reference.len();
        let ours: HashSet<&str> = doc.found.iter().map(|f| f.value.as_str()).collect();
        let theirs: HashSet<&str> = reference.iter().map(String::as_str).collect();
        for r in &reference {
            if !ours.contains(r.as_str()) {
                tally.misses += 1;
                eprintln!("MISS {}: {r:?}", path.display());
            }
        }
        for value in &bad {
            if theirs.contains(value.as_str()) {
                tally.errors += 1;
                eprintln!("ERROR {}: {value:?}", path.display());
            } else {
                tally.false_errors += 1;
                eprintln!("FALSE ERROR {}: {value:?}", path.display());
            }
        }
        if problem {
            tally.false_errors += 1;
            eprintln!("FALSE ERROR {}: problem {:?}", path.display(), doc.problems);
        }
    }
    println!("| format | files | not read by the reference | MB | reference IRIs | found | spans checked | spans wrong | misses | false errors | true errors | MB/s (read + check) |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (name, t) in &tallies {
        let mb = t.bytes as f64 / 1e6;
        println!(
            "| {name} | {} | {} | {mb:.1} | {} | {} | {} | {} | {} | {} | {} | {:.0} |",
            t.files, t.unreadable, t.reference, t.found, t.spans_checked, t.spans_wrong, t.misses, t.false_errors, t.errors,
            mb / t.time.as_secs_f64().max(1e-9)
        );
    }
    for (why, n) in &unchecked {
        println!("spans not checked: {n} ({why})");
    }
}
