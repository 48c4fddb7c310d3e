//! The reference side of the readers' corpus harness and differential
//! test: every string that each format's own parser gives, in document
//! order ([`strings`]), and the check of a found IRI's span against them
//! ([`check_span`]).
//!
//! A span is checked by writing a marker in its place (through the found
//! IRI's escaping) and parsing the document again with the reference
//! parser: exactly the strings that changed hold the marker, and each,
//! with the found value in the marker's place, is the string the parser
//! gave before. A span on the wrong bytes changes other strings, or
//! leaves a string that is not the value around the marker.

use iri_readers::{Document, Format};

/// What is written in the place of a found IRI: an absolute IRI (so that
/// an autolink stays one, and an RDF parser needs no base), letters the
/// format writes as they are.
pub const MARKER: &str = "urn:zq9xmarker";

/// The result of a span check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpanCheck {
    /// The reference parser holds the value exactly where the span is.
    Right,
    /// It does not: why.
    Wrong(String),
    /// Not compared: why (a value the parser expands or resolves, or one
    /// it does not give).
    Unchecked(&'static str),
}

/// The strings of a document of `format` as its own parser gives them, in
/// document order: string scalars (JSON, TOML, YAML), attribute values,
/// namespaces and text (XML, HTML), link and image destinations,
/// definitions, text and the attributes and text of raw HTML (Markdown,
/// through `markdown`, not the readers' `pulldown-cmark`), IRI terms (the
/// Turtle family); `None` when the parser refuses the document.
#[must_use]
pub fn strings(format: Format, text: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    match format {
        Format::Json | Format::JsonLd => {
            for value in serde_json::Deserializer::from_str(text).into_iter::<serde_json::Value>() {
                json(&value.ok()?, &mut out);
            }
        }
        Format::Toml => toml_value(&toml::Value::Table(text.parse().ok()?), &mut out),
        Format::Yaml => {
            let mut parser = yaml_rust2::parser::Parser::new_from_str(text);
            loop {
                match parser.next_token().ok()?.0 {
                    yaml_rust2::Event::StreamEnd => break,
                    yaml_rust2::Event::Scalar(value, ..) => out.push(value),
                    _ => {}
                }
            }
        }
        Format::Xml => xml(text, &mut out)?,
        Format::Html => html(text, &mut out),
        Format::Markdown => {
            let mut options = markdown::ParseOptions::gfm();
            // Bare links are text to CommonMark; the readers find them.
            options.constructs.gfm_autolink_literal = false;
            let tree = markdown::to_mdast(text, &options).ok()?;
            mdast(&tree, &mut out);
        }
        Format::Turtle | Format::TriG | Format::NTriples | Format::NQuads => {
            rdf(format, text, &mut out)?;
        }
        Format::Lines | Format::Text | Format::Csv => {
            out.extend(text.lines().map(str::to_owned));
        }
        _ => return None,
    }
    Some(out)
}

fn json(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(items) => items.iter().for_each(|v| json(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| json(v, out)),
        _ => {}
    }
}

fn toml_value(value: &toml::Value, out: &mut Vec<String>) {
    match value {
        toml::Value::String(s) => out.push(s.clone()),
        toml::Value::Array(items) => items.iter().for_each(|v| toml_value(v, out)),
        toml::Value::Table(map) => map.values().for_each(|v| toml_value(v, out)),
        _ => {}
    }
}

fn xml(text: &str, out: &mut Vec<String>) -> Option<()> {
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let doc = roxmltree::Document::parse_with_options(text, options).ok()?;
    for node in doc.descendants() {
        if node.is_element() {
            out.extend(declared_namespaces(node).into_iter().map(str::to_owned));
            out.extend(node.attributes().map(|a| a.value().to_owned()));
        } else if node.is_text() {
            out.push(node.text().unwrap_or("").to_owned());
        }
    }
    Some(())
}

/// The namespace names that element `node` declares (not those it
/// inherits).
#[must_use]
pub fn declared_namespaces<'a>(node: roxmltree::Node<'a, '_>) -> Vec<&'a str> {
    let inherited: Vec<_> = node
        .parent_element()
        .map(|p| p.namespaces().map(|n| (n.name(), n.uri())).collect())
        .unwrap_or_default();
    node.namespaces()
        .filter(|ns| !inherited.contains(&(ns.name(), ns.uri())))
        .map(|ns| ns.uri())
        .collect()
}

/// The attribute values (with the whitespace browsers strip from URLs
/// stripped) and the runs of text of an HTML document.
fn html(text: &str, out: &mut Vec<String>) {
    use html5gum::{DefaultEmitter, Token, Tokenizer};
    let mut emitter = DefaultEmitter::default();
    emitter.naively_switch_states(true);
    let mut run = String::new();
    for Ok(token) in Tokenizer::new_with_emitter(text, emitter) {
        if let Token::String(s) = &token {
            run.push_str(&String::from_utf8_lossy(&s.value));
            continue;
        }
        if !run.is_empty() {
            out.push(std::mem::take(&mut run));
        }
        if let Token::StartTag(tag) = token {
            for value in tag.attributes.values() {
                let v = String::from_utf8_lossy(&value.value);
                let v = v.trim_matches(|c: char| c <= ' ');
                out.push(v.replace(['\t', '\n', '\r'], ""));
            }
        }
    }
    if !run.is_empty() {
        out.push(run);
    }
}

fn mdast(node: &markdown::mdast::Node, out: &mut Vec<String>) {
    use markdown::mdast::Node;
    match node {
        Node::Text(t) => out.push(t.value.clone()),
        Node::Link(l) => out.push(l.url.clone()),
        Node::Image(i) => out.push(i.url.clone()),
        Node::Definition(d) => out.push(d.url.clone()),
        Node::Html(h) => html(&h.value, out),
        Node::Code(_) | Node::InlineCode(_) => {}
        _ => {}
    }
    if let Some(children) = node.children() {
        children.iter().for_each(|c| mdast(c, out));
    }
}

fn rdf(format: Format, text: &str, out: &mut Vec<String>) -> Option<()> {
    use oxttl::{NQuadsParser, NTriplesParser, TriGParser, TurtleParser};
    let base = "http://example.org/base/";
    let mut push = |quad: oxrdf::Quad| {
        if let oxrdf::NamedOrBlankNode::NamedNode(n) = &quad.subject {
            out.push(n.as_str().to_owned());
        }
        out.push(quad.predicate.as_str().to_owned());
        if let oxrdf::Term::NamedNode(n) = &quad.object {
            out.push(n.as_str().to_owned());
        }
        if let oxrdf::Term::Literal(l) = &quad.object {
            out.push(l.datatype().as_str().to_owned());
        }
        if let oxrdf::GraphName::NamedNode(n) = &quad.graph_name {
            out.push(n.as_str().to_owned());
        }
    };
    match format {
        Format::Turtle => {
            for t in TurtleParser::new().with_base_iri(base).ok()?.for_slice(text) {
                push(t.ok()?.in_graph(oxrdf::GraphName::DefaultGraph));
            }
        }
        Format::TriG => {
            for q in TriGParser::new().with_base_iri(base).ok()?.for_slice(text) {
                push(q.ok()?);
            }
        }
        Format::NTriples => {
            for t in NTriplesParser::new().for_slice(text) {
                push(t.ok()?.in_graph(oxrdf::GraphName::DefaultGraph));
            }
        }
        _ => {
            for q in NQuadsParser::new().for_slice(text) {
                push(q.ok()?);
            }
        }
    }
    Some(())
}

/// Checks the span of the `index`th IRI of `doc` (read from `text` as
/// `format`) against the format's own parser, whose strings of `text`
/// are `before`.
#[must_use]
pub fn check_span(format: Format, text: &str, doc: &Document, index: usize, before: &[String]) -> SpanCheck {
    let found = &doc.found[index];
    if found.offsets.has_cut_edges() {
        return SpanCheck::Unchecked("starts or ends inside an escape or an entity");
    }
    if format.is_json() && text.contains("@context") {
        return SpanCheck::Unchecked("JSON-LD: prefixes expanded");
    }
    let rdf = matches!(format, Format::Turtle | Format::TriG | Format::NTriples | Format::NQuads);
    if rdf && !found.value.contains(':') {
        return SpanCheck::Unchecked("a relative reference, resolved by the parser");
    }
    if format == Format::Xml
        && ["http://www.w3.org/XML/1998/namespace", "http://www.w3.org/2000/xmlns/"]
            .contains(&found.value.as_str())
    {
        return SpanCheck::Unchecked("a namespace that XML fixes to its name");
    }
    let Some(marker) = found
        .escaping
        .escape(MARKER)
        .or_else(|| iri_readers::Escaping::Verbatim.escape(MARKER))
    else {
        return SpanCheck::Unchecked("no marker can be written there");
    };
    let mut marked = String::with_capacity(text.len());
    marked.push_str(&text[..found.span.start]);
    marked.push_str(&marker);
    marked.push_str(&text[found.span.end..]);
    let Some(after) = strings(format, &marked) else {
        return SpanCheck::Wrong(format!("the parser refuses the text with the marker in {:?}", found.span));
    };
    if after.len() != before.len() {
        return SpanCheck::Wrong(format!(
            "{} strings became {} with the marker in {:?}",
            before.len(),
            after.len(),
            found.span
        ));
    }
    let written = &text[found.span.clone()];
    let (mut by_value, mut by_writing) = (0, 0);
    for (old, new) in before.iter().zip(&after) {
        if old == new {
            continue;
        }
        let Some(at) = new.find(MARKER) else {
            return SpanCheck::Wrong(format!("{old:?} became {new:?}, without the marker"));
        };
        let with = |s: &str| format!("{}{s}{}", &new[..at], &new[at + MARKER.len()..]);
        if &with(&found.value) == old {
            by_value += 1;
        } else if &with(written) == old {
            // A string that shows the IRI as it is written (the text of a
            // Markdown autolink, whose destination is the value).
            by_writing += 1;
        } else {
            return SpanCheck::Wrong(format!(
                "the parser gives {old:?} where the reader says {:?} is, at {:?} ({new:?} with the marker)",
                found.value, found.span
            ));
        }
    }
    match (by_value, by_writing) {
        (0, 0) if found.value == MARKER => SpanCheck::Right,
        (0, 0) => SpanCheck::Unchecked("not among the parser's strings"),
        (0, _) => SpanCheck::Wrong(format!(
            "no string of the parser holds {:?} where the reader says it is, at {:?}",
            found.value, found.span
        )),
        _ => SpanCheck::Right,
    }
}
