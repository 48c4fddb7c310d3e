//! XML (RDF/XML, Atom, SVG…) and HTML: the attributes that hold IRIs,
//! with their references decoded, and bare links in text; comments,
//! processing instructions, scripts and styles left alone.
//!
//! `quick-xml` tokenizes (its reader borrows the text, so every value's
//! place is known); its `html_attributes` reads HTML's unquoted and empty
//! attributes. What it leaves to its user is done here: DTD entities,
//! HTML's named references, HTML's raw-text elements, whitespace around
//! HTML's URLs.

use iri_core::Grammar;
use quick_xml::events::{BytesStart, Event};

use crate::Document;
use crate::entities::{Names, Whitespace, decode_references, dtd_entities};
use crate::found::{Comparison, Escaping, Found, Leniency, Role};
use crate::offsets::OffsetMap;
use crate::problem::{Problem, ProblemKind};
use crate::select::is_template;
use crate::text::{end_guessed, links};

/// XML or HTML.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dialect {
    Xml,
    Html,
}

/// The RDF namespace, whose `about`, `resource` and `datatype`
/// attributes hold IRIs.
const RDF: &str = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";

/// HTML attributes that hold one URL.
const HTML_URL_ATTRIBUTES: [&str; 11] = [
    "href",
    "src",
    "action",
    "formaction",
    "cite",
    "poster",
    "longdesc",
    "background",
    "manifest",
    "codebase",
    "xmlns",
];

/// The attributes that make an element an RDFa one wherever they are
/// (RDFa Core 1.1, section 5).
const RDFA_ATTRIBUTES: [&str; 8] = [
    "property", "typeof", "about", "resource", "vocab", "prefix", "datatype", "inlist",
];

/// The terms of RDFa 1.1's initial context, which `rel` and `rev` name
/// without a vocabulary.
const RDFA_INITIAL_TERMS: [&str; 3] = ["describedby", "license", "role"];

/// HTML elements whose content is text, not markup (raw text and
/// escapable raw text, and `noscript` as browsers with scripts read it).
const RAW_TEXT: [&str; 10] = [
    "script",
    "style",
    "textarea",
    "title",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "noscript",
    "plaintext",
];

/// HTML elements whose text is code or a program's output, not prose: a
/// link-like run there is the code's (Turtle's `<http://a/\u0073>` in a
/// `<pre>` example), not a link.
const CODE_ELEMENTS: [&str; 4] = ["pre", "code", "kbd", "samp"];

/// The offset of `part` in `text`, when it is a slice of it.
fn offset_in(text: &str, part: &str) -> Option<usize> {
    let start = text.as_ptr() as usize;
    let at = (part.as_ptr() as usize).checked_sub(start)?;
    (at + part.len() <= text.len()).then_some(at)
}

struct Reader<'a> {
    text: &'a str,
    dialect: Dialect,
    names: Names,
    /// Prefixes declared for the RDF namespace (with `rdf`, its usual
    /// one, always).
    rdf_prefixes: Vec<String>,
    /// Whether the document binds the RDF namespace (to a prefix or as
    /// the default): an RDF/XML document, whose root need not be
    /// `rdf:RDF` (RDF/XML 1.1, section 2.7).
    rdf_document: bool,
    /// Whether an element with `vocab` was read: from there on every
    /// term in `rel` or `rev` names an RDF property (RDFa Core 1.1,
    /// section 7.4.3). An ancestor comes first, so this holds for every
    /// element in its scope (and, conservatively, for those after it).
    rdfa_vocabulary: bool,
    /// Whether an RDFa element was read: the document's text may then be
    /// the content of RDF literals (an element with `property` and no
    /// `content`, RDFa Core 1.1, section 7.5, step 11), data compared by
    /// characters like the terms.
    rdfa_document: bool,
    /// Text read since the last markup: where it starts, decoded, its map.
    chunk: Option<(usize, String, OffsetMap)>,
    /// How many HTML code elements (`CODE_ELEMENTS`) are open: their text
    /// is code, not prose, and its links are not read (as the Markdown
    /// reader leaves code spans and blocks alone).
    code_depth: usize,
}

/// Appends the IRIs of `text` to `doc`; all compared by characters in
/// an RDF/XML document (one that binds the RDF namespace).
pub(crate) fn read(text: &str, dialect: Dialect, doc: &mut Document) {
    let mut state = Reader {
        text,
        dialect,
        names: if dialect == Dialect::Html {
            Names::Html
        } else {
            Names::Xml
        },
        rdf_prefixes: rdf_prefixes(text),
        rdf_document: dialect == Dialect::Xml && binds_rdf(text),
        rdfa_vocabulary: false,
        rdfa_document: false,
        chunk: None,
        code_depth: 0,
    };
    // HTML's raw text ends at the first `</name`, whatever it holds (a
    // reader of markup would count the `<script>`s written inside a
    // script): the reading starts again after it.
    let mut base = 0;
    let mut errors = 0;
    while base < text.len() {
        match read_from(text, base, &mut state, &mut errors, doc) {
            Some(next) if next > base => base = next,
            _ => break,
        }
    }
    state.flush(doc);
    if state.rdf_document {
        // RDF/XML: its IRIs are RDF terms, or written in literals, data
        // compared by characters (RDF 1.1 Concepts, section 3.2).
        for found in &mut doc.found {
            found.comparison = Comparison::Characters;
        }
    } else if state.rdfa_document {
        // RDFa: a link in text may be in a literal's content, and which
        // element holds it is not tracked (HTML's nesting has implied
        // ends): every link in text is left as written by `--fix`.
        for found in &mut doc.found {
            if found.escaping == Escaping::MarkupText {
                found.comparison = Comparison::Characters;
            }
        }
    }
}

/// Reads `text` from `base`; where to start again after a raw-text
/// element, or `None` at the end.
fn read_from(
    text: &str,
    base: usize,
    state: &mut Reader<'_>,
    errors: &mut usize,
    doc: &mut Document,
) -> Option<usize> {
    let dialect = state.dialect;
    let mut reader = quick_xml::Reader::from_str(&text[base..]);
    let config = reader.config_mut();
    config.check_end_names = dialect == Dialect::Xml;
    config.allow_unmatched_ends = dialect == Dialect::Html;
    config.allow_dangling_amp = true;
    loop {
        let event = reader.read_event();
        match event {
            Ok(Event::Eof) => return None,
            Ok(Event::Text(t)) => state.text_piece(&t, None),
            Ok(Event::GeneralRef(r)) => {
                if let Some(at) = offset_in(text, &r) {
                    let raw = &text[at - 1..=at + r.len()];
                    state.text_piece(raw, Some(raw));
                }
            }
            Ok(event) => {
                state.flush(doc);
                match event {
                    Event::Start(e) => {
                        state.element(&e, doc);
                        let name = e.name().0.to_ascii_lowercase();
                        if dialect == Dialect::Html && CODE_ELEMENTS.contains(&name.as_str()) {
                            state.code_depth += 1;
                        }
                        if dialect == Dialect::Html && RAW_TEXT.contains(&name.as_str()) {
                            let from = base + usize::try_from(reader.buffer_position()).ok()?;
                            return Some(end_tag(text, from, &name).unwrap_or(text.len()));
                        }
                    }
                    Event::Empty(e) => state.element(&e, doc),
                    Event::End(e) if dialect == Dialect::Html => {
                        let name = e.name().0.to_ascii_lowercase();
                        if CODE_ELEMENTS.contains(&name.as_str()) {
                            state.code_depth = state.code_depth.saturating_sub(1);
                        }
                    }
                    Event::CData(c) => {
                        if let Some(at) = offset_in(text, &c) {
                            let content = &text[at..at + c.len()];
                            for link in links(content) {
                                let guessed = end_guessed(content, link.end);
                                let mut found = Found::verbatim(content, link, Grammar::IRI);
                                found.end_guessed = guessed;
                                found.span = found.span.start + at..found.span.end + at;
                                doc.found.push(found);
                            }
                        }
                    }
                    Event::DocType(d) if dialect == Dialect::Xml => {
                        let dtd: &str = &d;
                        let entities = dtd_entities(dtd);
                        if !entities.is_empty() {
                            state.names = Names::XmlWith(entities);
                        }
                    }
                    _ => {}
                }
            }
            Err(err) => {
                state.flush(doc);
                *errors += 1;
                if dialect == Dialect::Xml {
                    let at = (base + usize::try_from(reader.error_position()).unwrap_or(0))
                        .min(text.len());
                    doc.problems.push(Problem::new(
                        ProblemKind::Syntax,
                        at..at,
                        format!(
                            "not well-formed XML ({err}); the rest of the document is not read"
                        ),
                    ));
                    return None;
                }
                if *errors > 100 {
                    return None;
                }
            }
        }
    }
}

/// The offset of the first `</name` (any case) in `text` from `from`.
fn end_tag(text: &str, from: usize, name: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = from;
    while let Some(i) = text[at..].find("</") {
        let start = at + i;
        let tag = bytes.get(start + 2..start + 2 + name.len())?;
        if tag.eq_ignore_ascii_case(name.as_bytes()) {
            return Some(start);
        }
        at = start + 2;
    }
    None
}

/// Whether `text` declares the RDF namespace, `xmlns="…"` or
/// `xmlns:p="…"` (either quote).
fn binds_rdf(text: &str) -> bool {
    text.match_indices(RDF).any(|(at, _)| {
        let before = text[..at].strip_suffix(['"', '\'']).unwrap_or("");
        let before = before.trim_end_matches([' ', '\t', '\n', '\r']);
        let Some(before) = before.strip_suffix('=') else {
            return false;
        };
        let name = before.trim_end_matches([' ', '\t', '\n', '\r']);
        let name = name.trim_end_matches(|c: char| c.is_alphanumeric() || "_-.".contains(c));
        name.ends_with("xmlns:")
            || before
                .trim_end_matches([' ', '\t', '\n', '\r'])
                .ends_with("xmlns")
    })
}

/// The prefixes that the document binds to the RDF namespace.
fn rdf_prefixes(text: &str) -> Vec<String> {
    let mut out = vec!["rdf".to_owned()];
    let mut rest = text;
    while let Some(at) = rest.find(RDF) {
        let before = &rest[..at];
        if let Some(decl) = before.rfind("xmlns:") {
            let name = &before[decl + 6..];
            let name = name
                .split(['=', ' ', '\t', '\n', '\r'])
                .next()
                .unwrap_or("");
            if !name.is_empty() && !out.iter().any(|p| p == name) {
                out.push(name.to_owned());
            }
        }
        rest = &rest[at + RDF.len()..];
    }
    out
}

/// The well-formed attributes of element `e`, as `dialect` reads them.
fn attributes<'e>(
    dialect: Dialect,
    e: &'e BytesStart<'_>,
) -> impl Iterator<Item = quick_xml::events::attributes::Attribute<'e>> {
    let mut attributes = match dialect {
        Dialect::Html => e.html_attributes(),
        Dialect::Xml => e.attributes(),
    };
    attributes.with_checks(false);
    attributes.filter_map(Result::ok)
}

impl Reader<'_> {
    /// Text or a reference in text: added to the current chunk.
    fn text_piece(&mut self, raw: &str, reference: Option<&str>) {
        if self.code_depth > 0 {
            return;
        }
        let Some(at) = offset_in(self.text, raw) else {
            return;
        };
        let chunk = self
            .chunk
            .get_or_insert_with(|| (at, String::new(), OffsetMap::default()));
        let rel = at - chunk.0;
        let written_so_far = chunk.2.end(chunk.1.len());
        if written_so_far != rel {
            // Not contiguous: give up on this chunk's tail.
            return;
        }
        match reference {
            None => chunk.1.push_str(&self.text[at..at + raw.len()]),
            Some(r) => {
                let from = chunk.1.len();
                match decode_references(r, &self.names, false, Whitespace::Keep) {
                    // Each reference decoded is a piece; what stays as
                    // written (`&` and a name that names nothing, which the
                    // tokenizer hands over whole up to the next `;`) is
                    // text like any other, where a link may start.
                    Ok((decoded, map)) => {
                        chunk.1.push_str(&decoded);
                        for (d, w) in map.pieces() {
                            chunk
                                .2
                                .push(from + d.start..from + d.end, rel + w.start..rel + w.end);
                        }
                    }
                    Err(_) => chunk.1.push_str(r),
                }
            }
        }
    }

    /// The bare links of the text read since the last markup.
    fn flush(&mut self, doc: &mut Document) {
        let Some((start, value, map)) = self.chunk.take() else {
            return;
        };
        if !value.contains(':') {
            return;
        }
        for link in links(&value) {
            let (span, offsets) = map.part(link.clone(), start);
            let end_guessed = end_guessed(&value, link.end);
            doc.found.push(Found {
                value: value[link].to_owned(),
                span,
                offsets,
                grammar: Grammar::IRI,
                escaping: Escaping::MarkupText,
                pointer: None,
                leniency: Leniency::Strict,
                role: Role::Iri,
                comparison: Comparison::Equivalence,
                end_guessed,
                compile_time: None,
            });
        }
    }

    /// Whether attribute `name` of an element holds an IRI, and if so how
    /// the format's processors compare it: a namespace name (`xmlns`,
    /// `xmlns:p`, Namespaces in XML 1.0 section 2.3) and an RDF/XML term
    /// (`rdf:about`, `rdf:resource`, `rdf:datatype`) character by
    /// character; a link by equivalence (but every IRI of a document that
    /// binds the RDF namespace is compared by characters, `xml:base`
    /// included, as it makes the terms: see [`read`]); on an RDFa element
    /// (`rdfa`, see [`Reader::is_rdfa`]) `href` and `src`, which make its
    /// subject or object, by characters too.
    fn holds_iri(&self, name: &str, rdfa: bool) -> Option<Comparison> {
        let lower = name.to_ascii_lowercase();
        let namespace = lower == "xmlns" || lower.starts_with("xmlns:");
        let rdfa_link = rdfa && matches!(lower.as_str(), "href" | "src");
        if namespace || rdfa_link {
            return Some(Comparison::Characters);
        }
        let link = match self.dialect {
            Dialect::Html => HTML_URL_ATTRIBUTES.contains(&lower.as_str()) || lower == "xlink:href",
            Dialect::Xml => {
                let (prefix, local) = name.split_once(':').unwrap_or(("", name));
                let rdf_term = matches!(local, "about" | "resource" | "datatype")
                    && self.rdf_prefixes.iter().any(|p| p == prefix);
                if rdf_term {
                    return Some(Comparison::Characters);
                }
                matches!(local, "href" | "src") || name == "xml:base"
            }
        };
        link.then_some(Comparison::Equivalence)
    }

    /// Whether element `e` is an RDFa one, whose `href` and `src` are RDF
    /// terms: it has an attribute that only RDFa gives a meaning
    /// ([`RDFA_ATTRIBUTES`]), or a `rel` or `rev` that names an RDF
    /// property — a CURIE or an IRI (a token with a colon), a term of
    /// RDFa's initial context, or any term once a vocabulary is set.
    /// HTML's own link types (`rel="stylesheet"`) are not, in a document
    /// without a vocabulary. Notes a `vocab` for the elements after it.
    fn is_rdfa(&mut self, e: &BytesStart<'_>) -> bool {
        let mut rdfa = false;
        for attribute in attributes(self.dialect, e) {
            let name = attribute.key.0.to_ascii_lowercase();
            if name == "vocab" {
                self.rdfa_vocabulary = true;
            }
            if RDFA_ATTRIBUTES.contains(&name.as_str()) {
                rdfa = true;
            } else if name == "rel" || name == "rev" {
                let value = attribute.value.to_ascii_lowercase();
                rdfa |= value.split_ascii_whitespace().any(|token| {
                    self.rdfa_vocabulary
                        || token.contains(':')
                        || RDFA_INITIAL_TERMS.contains(&token)
                });
            }
        }
        self.rdfa_document |= rdfa;
        rdfa
    }

    /// The attributes of an element that hold IRIs.
    fn element(&mut self, e: &BytesStart<'_>, doc: &mut Document) {
        let rdfa = self.is_rdfa(e);
        for attribute in attributes(self.dialect, e) {
            let name = attribute.key.0;
            let Some(comparison) = self.holds_iri(name, rdfa) else {
                continue;
            };
            let Some(at) = offset_in(self.text, &attribute.value) else {
                continue;
            };
            let raw = &self.text[at..at + attribute.value.len()];
            let quote = self.text.as_bytes().get(at.wrapping_sub(1)).copied();
            let quote = quote.filter(|q| *q == b'"' || *q == b'\'').unwrap_or(0);
            self.attribute(raw, at, (quote, comparison), doc);
        }
    }

    /// An attribute value holding an IRI, written at `at` in `quote`,
    /// compared as `comparison` says; not one when it is a template
    /// ([`is_template`]).
    fn attribute(
        &self,
        raw: &str,
        at: usize,
        (quote, comparison): (u8, Comparison),
        doc: &mut Document,
    ) {
        let xml = self.dialect == Dialect::Xml;
        let (raw, at) = if xml {
            (raw, at)
        } else {
            // Browsers strip leading and trailing C0 controls and spaces
            // (and remove tabs and line breaks inside: see below).
            let ws = |c: char| c <= ' ';
            let trimmed = raw.trim_start_matches(ws);
            let start = at + raw.len() - trimmed.len();
            (trimmed.trim_end_matches(ws), start)
        };
        let whitespace = if xml {
            Whitespace::Normalize
        } else {
            Whitespace::Remove
        };
        match decode_references(raw, &self.names, xml, whitespace) {
            Ok((value, _)) if is_template(&value) => {}
            Ok((value, offsets)) => doc.found.push(Found {
                value,
                span: at..at + raw.len(),
                offsets,
                grammar: Grammar::IRI_REFERENCE,
                escaping: Escaping::Markup(quote),
                pointer: None,
                leniency: Leniency::Strict,
                role: Role::Iri,
                comparison,
                end_guessed: false,
                compile_time: None,
            }),
            Err((span, message)) => doc.problems.push(Problem::new(
                ProblemKind::Entity,
                at + span.start..at + span.end,
                message,
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Format, read_str};

    fn values(format: Format, text: &str) -> Vec<String> {
        let doc = read_str(format, text);
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        doc.found
            .into_iter()
            .map(|f| format!("{} = {}", f.value, &text[f.span]))
            .collect()
    }

    #[test]
    fn xml_attributes_decode_references_and_dtd_entities() {
        let xml = "<!DOCTYPE r [<!ENTITY xsd \"http://www.w3.org/2001/XMLSchema#\">]>\n\
                   <r xmlns:x=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\
                   <!-- <a href=\"http://comment/\"/> -->\
                   <p x:datatype=\"&xsd;string\" href=\"a&amp;b&#37;\">see http://t.org/a&amp;b&gt; x</p></r>";
        assert_eq!(
            values(Format::Xml, xml),
            [
                "http://www.w3.org/1999/02/22-rdf-syntax-ns# = http://www.w3.org/1999/02/22-rdf-syntax-ns#",
                "http://www.w3.org/2001/XMLSchema#string = &xsd;string",
                "a&b% = a&amp;b&#37;",
                "http://t.org/a&b = http://t.org/a&amp;b",
            ]
        );
    }

    #[test]
    fn templates_in_attributes_are_not_iris() {
        let html = "<a href=\"{{docsdir}}/terms.html\">t</a><img src=\"%PUBLIC_URL%/x.png\">\
                    <link href=\"{% static 'site.css' %}\"><a href='${base}/a'>a</a>\
                    <a href=\"<%= root %>/b\">b</a><a href=\"https://x.org/(a b)\">c</a>\
                    <a href=\"https://en.wikipedia.org/wiki/Mercury_(planet)\">m</a>";
        assert_eq!(
            values(Format::Html, html),
            [
                "https://x.org/(a b) = https://x.org/(a b)",
                "https://en.wikipedia.org/wiki/Mercury_(planet) = https://en.wikipedia.org/wiki/Mercury_(planet)",
            ]
        );
        let xml = "<r xmlns:x=\"{{ns}}\"><a href=\"${base}/a\"/><b src=\"/c\"/></r>";
        assert_eq!(values(Format::Xml, xml), ["/c = /c"]);
    }

    #[test]
    fn rdf_terms_and_namespace_names_are_compared_by_characters() {
        use crate::Comparison::{Characters, Equivalence};
        let comparisons = |format, text: &str| -> Vec<(String, crate::Comparison)> {
            read_str(format, text)
                .found
                .into_iter()
                .map(|f| (f.value, f.comparison))
                .collect()
        };
        let rdf = "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" \
                   xml:base=\"http://e.org/\"><rdf:Description rdf:about=\"a\">\
                   <p rdf:resource=\"b\"/><q rdf:datatype=\"http://t/\">1</q>\
                   <s href=\"http://h/\"/></rdf:Description></rdf:RDF>";
        // In RDF/XML every IRI is data: a term, or in a literal.
        assert!(super::binds_rdf(
            "<r xmlns:rdf = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#'>"
        ));
        assert!(super::binds_rdf(
            "<RDF xmlns=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
        ));
        assert!(!super::binds_rdf(
            "<p>see http://www.w3.org/1999/02/22-rdf-syntax-ns#</p>"
        ));
        assert_eq!(
            comparisons(Format::Xml, rdf),
            [
                (
                    "http://www.w3.org/1999/02/22-rdf-syntax-ns#".to_owned(),
                    Characters
                ),
                ("http://e.org/".to_owned(), Characters),
                ("a".to_owned(), Characters),
                ("b".to_owned(), Characters),
                ("http://t/".to_owned(), Characters),
                ("http://h/".to_owned(), Characters),
            ]
        );
        // Not RDF/XML: `xml:base` is a link; a namespace name still is
        // compared by characters, in XML and in HTML, and an RDF term
        // written with the usual prefix too.
        let atom = "<feed xmlns='http://www.w3.org/2005/Atom' xml:base='http://e.org/'>\
                    <link href='http://l/'/><x rdf:about='http://r/'/></feed>";
        assert_eq!(
            comparisons(Format::Xml, atom),
            [
                ("http://www.w3.org/2005/Atom".to_owned(), Characters),
                ("http://e.org/".to_owned(), Equivalence),
                ("http://l/".to_owned(), Equivalence),
                ("http://r/".to_owned(), Characters),
            ]
        );
        let html =
            "<html xmlns=\"http://www.w3.org/1999/xhtml\"><a href=\"http://a/\">a</a></html>";
        assert_eq!(
            comparisons(Format::Html, html),
            [
                ("http://www.w3.org/1999/xhtml".to_owned(), Characters),
                ("http://a/".to_owned(), Equivalence),
            ]
        );
    }

    #[test]
    fn raw_text_ends_at_its_first_end_tag() {
        // A script writing a script: its text ends at the first `</script`.
        let html = "<script>document.write('<script src=x>')</SCRIPT><a href=\"/after\">a</a>\
                    <title>http://title/ x</title><a href=\"/last\">";
        assert_eq!(
            values(Format::Html, html),
            ["/after = /after", "/last = /last"]
        );
    }

    #[test]
    fn html_code_is_not_prose() {
        // Turtle quoted in a `<pre>` example (w3c/rdf-tests' reports): its
        // escapes are the code's, not a link's; an `href` inside code and
        // the text around the code are still read.
        let html = "<p>see http://a.org/x</p><pre>&lt;http://a.example/\\u0073&gt; .\n\
                    <code>http://b/ c</code> <a href=\"/in\">x</a></pre><kbd>curl http://k/</kbd>\
                    <p>then http://c.org/y</p>";
        assert_eq!(
            values(Format::Html, html),
            [
                "http://a.org/x = http://a.org/x",
                "/in = /in",
                "http://c.org/y = http://c.org/y"
            ]
        );
    }

    #[test]
    fn html_strips_whitespace_and_skips_scripts() {
        let html = "<p><a href=\" http://a.org/x \">x</a><script>var src = \"<a href='http://s/'>\";</script>\
                    <img src=/i.png alt=x><a href='b\n c'></p>";
        assert_eq!(
            values(Format::Html, html),
            [
                "http://a.org/x = http://a.org/x",
                "/i.png = /i.png",
                "b c = b\n c"
            ]
        );
    }
}
