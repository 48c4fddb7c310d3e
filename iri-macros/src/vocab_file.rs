//! `vocabulary!(… from "file")` (the `vocabulary-files` feature): the terms
//! of a namespace that a vocabulary's own file defines, read while the
//! crate compiles.
//!
//! The file is parsed by Oxigraph's parsers (`oxttl` for Turtle, `TriG`,
//! N-Triples and N-Quads, `oxrdfxml` for RDF/XML, `oxjsonld` for JSON-LD),
//! which check its syntax and its IRIs (RFC 3987, with `oxiri`); a syntax
//! error is a compile error naming the file, the line and the column. A
//! term is every IRI in the subject position of a triple (of any graph)
//! that starts with the namespace and is longer than it, in the order of
//! the file; its documentation is its `rdfs:label`, then its
//! `rdfs:comment` or `skos:definition` (in English where the file gives
//! languages). Relative IRIs resolve against the file's own base
//! (`@base`, `xml:base`), else against the namespace.

use std::collections::HashMap;
use std::path::PathBuf;

use oxjsonld::JsonLdParser;
use oxrdf::{NamedOrBlankNode, Term};
use oxrdfxml::RdfXmlParser;
use oxttl::{NQuadsParser, NTriplesParser, TriGParser, TurtleParser};

const RDFS_LABEL: &str = "http://www.w3.org/2000/01/rdf-schema#label";
const RDFS_COMMENT: &str = "http://www.w3.org/2000/01/rdf-schema#comment";
const SKOS_DEFINITION: &str = "http://www.w3.org/2004/02/skos/core#definition";

/// A place in the file: line and column, from 1 (the column in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Position {
    pub(crate) line: usize,
    pub(crate) column: usize,
}

/// A term the file defines.
pub(crate) struct FileTerm {
    /// The text after the namespace.
    pub(crate) local: String,
    /// Its documentation, ready for a doc comment (see [`doc_text`]).
    pub(crate) doc: Option<String>,
}

/// What the expansion needs of the file.
pub(crate) struct VocabFile {
    /// The file, for the expansion's `include_bytes!` (so that a change
    /// rebuilds the crate).
    pub(crate) path: PathBuf,
    pub(crate) terms: Vec<FileTerm>,
    /// The file's text and the namespace, for [`VocabFile::place`].
    text: String,
    namespace: String,
}

impl VocabFile {
    /// Where the file first writes the term `local` (its IRI, or its name
    /// after a `:`, `#`, `/` or quote when the file abbreviates it); the
    /// file's start when neither is found. Asked for only when a message
    /// names the place: a search of the whole file, which for every term of
    /// a large vocabulary would cost more than the rest of the expansion.
    pub(crate) fn place(&self, local: &str) -> Position {
        locate(&self.text, &format!("{}{local}", self.namespace), local)
    }
}

/// The formats, by the file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Turtle,
    TriG,
    NTriples,
    NQuads,
    RdfXml,
    JsonLd,
}

/// The extensions read, for the error that names them.
const EXTENSIONS: &str = "`.ttl` (Turtle), `.trig` (TriG), `.nt` (N-Triples), `.nq` (N-Quads), \
                          `.rdf`, `.owl` or `.xml` (RDF/XML), `.jsonld` or `.json` (JSON-LD)";

fn format_of(path: &str) -> Result<Format, String> {
    let extension = path
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    Ok(match extension.as_str() {
        "ttl" => Format::Turtle,
        "trig" => Format::TriG,
        "nt" => Format::NTriples,
        "nq" => Format::NQuads,
        "rdf" | "owl" | "xml" => Format::RdfXml,
        "jsonld" | "json" => Format::JsonLd,
        _ => {
            return Err(format!(
                "unknown format of the vocabulary file `{path}`: its extension says which, one of {EXTENSIONS}"
            ));
        }
    })
}

/// Reads the file `written` (relative to the crate's manifest directory,
/// `CARGO_MANIFEST_DIR`) and its terms in `namespace`.
pub(crate) fn read(written: &str, namespace: &str) -> Result<VocabFile, String> {
    let dir = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_default();
    let path = dir.join(written);
    let format = format_of(written)?;
    let bytes = std::fs::read(&path).map_err(|err| {
        format!(
            "cannot read the vocabulary file `{written}`: {err}; the path is relative to the \
             crate's directory, where its `Cargo.toml` is"
        )
    })?;
    let text = String::from_utf8_lossy(&bytes);
    let mut terms = Terms::new(namespace);
    parse(format, &bytes, namespace, |subject, predicate, object| {
        terms.add(subject, predicate, object);
    })
    .map_err(|(at, message)| match at {
        Some(offset) => {
            if let Some((offset, ours)) = iri_error(&text, offset) {
                let at = position(&text, offset);
                return format!("{written}:{}:{}: {ours}", at.line, at.column);
            }
            let at = position(&text, offset);
            format!(
                "{written}:{}:{}: invalid vocabulary file: {message}",
                at.line, at.column
            )
        }
        None => format!("{written}: invalid vocabulary file: {message}"),
    })?;
    let terms = terms
        .list
        .into_iter()
        .map(|term| FileTerm {
            local: term.iri[namespace.len()..].to_owned(),
            doc: term.doc(),
        })
        .collect();
    Ok(VocabFile {
        path,
        terms,
        text: text.into_owned(),
        namespace: namespace.to_owned(),
    })
}

/// When the parser's error at `offset` is at an IRI written in full
/// (`<…>`) that `iri-core` refuses too: the offset of the character at
/// fault and the error as a literal's (the IRI drawn with a caret under
/// it, the help). The RDF parsers check IRIs with `oxiri`, which agrees
/// with `iri-core` but on the cases its differential tests list.
fn iri_error(text: &str, offset: usize) -> Option<(usize, String)> {
    let rest = text.get(offset..)?.strip_prefix('<')?;
    let end = rest.find(['>', '\n'])?;
    let iri = &rest[..end];
    let err = iri_core::parse(iri, iri_core::Grammar::IRI_REFERENCE).err()?;
    Some((
        offset + 1 + err.span().start,
        crate::message::parse_error(None, iri, &err),
    ))
}

/// A parse error: the byte offset where it is, when the parser says, and
/// its message.
type ParseFailure = (Option<usize>, String);

/// Parses `bytes` in `format`, giving each triple (of any graph) to `sink`.
fn parse(
    format: Format,
    bytes: &[u8],
    base: &str,
    mut sink: impl FnMut(&NamedOrBlankNode, &str, &Term),
) -> Result<(), ParseFailure> {
    let base_error = |err: oxrdf::IriParseError| {
        (
            None,
            format!("the namespace is not a base IRI for the parser: {err}"),
        )
    };
    let turtle_error = |err: &oxttl::TurtleSyntaxError| {
        let offset = usize::try_from(err.location().start.offset).unwrap_or(usize::MAX);
        (Some(offset), err.message().to_owned())
    };
    match format {
        Format::Turtle => {
            for triple in TurtleParser::new()
                .with_base_iri(base)
                .map_err(base_error)?
                .for_slice(bytes)
            {
                let t = triple.map_err(|e| turtle_error(&e))?;
                sink(&t.subject, t.predicate.as_str(), &t.object);
            }
        }
        Format::NTriples => {
            for triple in NTriplesParser::new().for_slice(bytes) {
                let t = triple.map_err(|e| turtle_error(&e))?;
                sink(&t.subject, t.predicate.as_str(), &t.object);
            }
        }
        Format::TriG => {
            for quad in TriGParser::new()
                .with_base_iri(base)
                .map_err(base_error)?
                .for_slice(bytes)
            {
                let q = quad.map_err(|e| turtle_error(&e))?;
                sink(&q.subject, q.predicate.as_str(), &q.object);
            }
        }
        Format::NQuads => {
            for quad in NQuadsParser::new().for_slice(bytes) {
                let q = quad.map_err(|e| turtle_error(&e))?;
                sink(&q.subject, q.predicate.as_str(), &q.object);
            }
        }
        Format::RdfXml => {
            let mut parser = RdfXmlParser::new()
                .with_base_iri(base)
                .map_err(base_error)?
                .for_slice(bytes);
            while let Some(triple) = parser.next() {
                match triple {
                    Ok(t) => sink(&t.subject, t.predicate.as_str(), &t.object),
                    // The parser's position: the end of the XML event at fault.
                    Err(err) => {
                        let offset = usize::try_from(parser.buffer_position()).ok();
                        return Err((offset, err.to_string()));
                    }
                }
            }
        }
        Format::JsonLd => {
            for quad in JsonLdParser::new()
                .with_base_iri(base)
                .map_err(base_error)?
                .for_slice(bytes)
            {
                let q = quad.map_err(|err| {
                    let offset = err
                        .location()
                        .and_then(|l| usize::try_from(l.start.offset).ok());
                    (offset, err.to_string())
                })?;
                sink(&q.subject, q.predicate.as_str(), &q.object);
            }
        }
    }
    Ok(())
}

/// A term while the file is read: its IRI and the literals that document it.
struct Collected {
    iri: String,
    labels: Vec<(String, Option<String>)>,
    comments: Vec<(String, Option<String>)>,
}

impl Collected {
    /// The doc comment: the label, then the comment (or definition).
    fn doc(&self) -> Option<String> {
        let label = pick(&self.labels).map(|l| format!("**{}**", doc_text(l)));
        let comment = pick(&self.comments).map(doc_text);
        match (label, comment) {
            (Some(l), Some(c)) => Some(format!("{l}\n\n{c}")),
            (l, c) => l.or(c),
        }
    }
}

/// The English literal (`en`, `en-…`), else one without a language, else
/// the first.
fn pick(literals: &[(String, Option<String>)]) -> Option<&str> {
    let english = |lang: &str| {
        lang.eq_ignore_ascii_case("en")
            || lang.len() > 3 && lang.as_bytes()[2] == b'-' && lang[..2].eq_ignore_ascii_case("en")
    };
    literals
        .iter()
        .find(|(_, lang)| lang.as_deref().is_some_and(english))
        .or_else(|| literals.iter().find(|(_, lang)| lang.is_none()))
        .or_else(|| literals.first())
        .map(|(value, _)| value.as_str())
}

/// The terms of the namespace, in the order of the file.
struct Terms<'n> {
    namespace: &'n str,
    list: Vec<Collected>,
    index: HashMap<String, usize>,
}

impl<'n> Terms<'n> {
    fn new(namespace: &'n str) -> Self {
        Terms {
            namespace,
            list: Vec::new(),
            index: HashMap::new(),
        }
    }

    fn add(&mut self, subject: &NamedOrBlankNode, predicate: &str, object: &Term) {
        let NamedOrBlankNode::NamedNode(subject) = subject else {
            return;
        };
        let iri = subject.as_str();
        if iri.len() <= self.namespace.len() || !iri.starts_with(self.namespace) {
            return;
        }
        let at = *self.index.entry(iri.to_owned()).or_insert_with(|| {
            self.list.push(Collected {
                iri: iri.to_owned(),
                labels: Vec::new(),
                comments: Vec::new(),
            });
            self.list.len() - 1
        });
        let Term::Literal(literal) = object else {
            return;
        };
        let entry = (
            literal.value().to_owned(),
            literal.language().map(str::to_owned),
        );
        let term = &mut self.list[at];
        match predicate {
            RDFS_LABEL => term.labels.push(entry),
            RDFS_COMMENT | SKOS_DEFINITION => term.comments.push(entry),
            _ => {}
        }
    }
}

/// A literal's text as a doc comment shows it, with nothing that rustdoc
/// would read as code: each line's leading white space is removed (an
/// indented line is a code block, which `cargo test` would compile as a
/// doctest), and a line starting a fence (three backticks or tildes)
/// gets a backslash before it. The rest is Markdown as the file writes it.
pub(crate) fn doc_text(literal: &str) -> String {
    let mut out = String::with_capacity(literal.len());
    for (i, line) in literal.trim().lines().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let line = line.trim_start();
        if line.starts_with("```") || line.starts_with("~~~") {
            out.push('\\');
        }
        out.push_str(line.trim_end());
    }
    out
}

/// The line and column of the byte `offset` of `text`.
fn position(text: &str, offset: usize) -> Position {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    Position {
        line,
        column: before[start..].chars().count() + 1,
    }
}

/// Where the file first writes the term: its whole IRI, else its name
/// after a `:` (a prefixed name), `#` or `/` (a relative IRI) or a quote
/// (an `rdf:ID`), followed by no name character; the file's start
/// otherwise.
fn locate(text: &str, iri: &str, local: &str) -> Position {
    if let Some(at) = text.find(iri) {
        return position(text, at);
    }
    let name_char = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '%');
    let mut from = 0;
    while let Some(found) = text[from..].find(local) {
        let at = from + found;
        let before = text[..at].chars().next_back();
        let after = text[at + local.len()..].chars().next();
        if matches!(before, Some(':' | '#' | '/' | '"' | '\''))
            && !after.is_some_and(|c| name_char(c) && c != '.')
        {
            return position(text, at);
        }
        from = at + local.len().max(1);
        if from > text.len() {
            break;
        }
    }
    Position { line: 1, column: 1 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_come_from_the_extension() {
        assert_eq!(format_of("v/a.ttl"), Ok(Format::Turtle));
        assert_eq!(format_of("a.TTL"), Ok(Format::Turtle));
        assert_eq!(format_of("a.nt"), Ok(Format::NTriples));
        assert_eq!(format_of("a.nq"), Ok(Format::NQuads));
        assert_eq!(format_of("a.trig"), Ok(Format::TriG));
        assert_eq!(format_of("a.owl"), Ok(Format::RdfXml));
        assert_eq!(format_of("a.rdf"), Ok(Format::RdfXml));
        assert_eq!(format_of("a.jsonld"), Ok(Format::JsonLd));
        let err = format_of("a.n3").unwrap_err();
        assert!(err.contains("`.ttl` (Turtle)"), "{err}");
        assert!(format_of("noext").is_err());
    }

    #[test]
    fn docs_have_no_code_block() {
        assert_eq!(
            doc_text("  A thing.\n    indented code?\n```rust\nfn x() {}\n```  "),
            "A thing.\nindented code?\n\\```rust\nfn x() {}\n\\```"
        );
        assert_eq!(doc_text("~~~\nx"), "\\~~~\nx");
    }

    #[test]
    fn english_first_then_no_language_then_the_first() {
        let l = |v: &str, lang: Option<&str>| (v.to_owned(), lang.map(str::to_owned));
        assert_eq!(
            pick(&[l("fr", Some("fr")), l("none", None), l("en", Some("en"))]),
            Some("en")
        );
        assert_eq!(
            pick(&[l("fr", Some("fr")), l("gb", Some("en-GB"))]),
            Some("gb")
        );
        assert_eq!(pick(&[l("fr", Some("fr")), l("none", None)]), Some("none"));
        assert_eq!(
            pick(&[l("fr", Some("fr")), l("de", Some("de"))]),
            Some("fr")
        );
        assert_eq!(pick(&[]), None);
    }

    #[test]
    fn positions_count_lines_and_characters_from_one() {
        let text = "ab\nçd <x>\n";
        assert_eq!(position(text, 0), Position { line: 1, column: 1 });
        assert_eq!(position(text, 3), Position { line: 2, column: 1 });
        // `<` is the fourth character of line 2 (ç is two bytes).
        assert_eq!(position(text, 7), Position { line: 2, column: 4 });
        assert_eq!(position(text, 100), Position { line: 3, column: 1 });
    }

    #[test]
    fn terms_are_found_as_iris_or_as_names() {
        let text = "@prefix ex: <http://e.org/ns#> .\nex:Personal a ex:C .\nex:Person a ex:C .\n";
        assert_eq!(
            locate(text, "http://e.org/ns#Person", "Person"),
            Position { line: 3, column: 4 }
        );
        let nt = "<http://e.org/ns#a> <p> <o> .\n<http://e.org/ns#b> <p> <o> .\n";
        assert_eq!(
            locate(nt, "http://e.org/ns#b", "b"),
            Position { line: 2, column: 2 }
        );
        assert_eq!(
            locate("nothing", "http://e.org/ns#b", "b"),
            Position { line: 1, column: 1 }
        );
    }

    fn terms_of(format: Format, text: &str, namespace: &str) -> Vec<(String, Option<String>)> {
        let mut terms = Terms::new(namespace);
        parse(format, text.as_bytes(), namespace, |s, p, o| {
            terms.add(s, p, o);
        })
        .unwrap();
        terms
            .list
            .iter()
            .map(|t| (t.iri[namespace.len()..].to_owned(), t.doc()))
            .collect()
    }

    const NS: &str = "http://example.org/ns#";

    /// One vocabulary in each format: the same terms and docs.
    #[test]
    fn every_format_gives_the_subjects_of_the_namespace() {
        let expected = vec![
            (
                "Person".to_owned(),
                Some("**Person**\n\nA human being.".to_owned()),
            ),
            ("knows".to_owned(), None),
        ];
        let turtle = "@prefix ex: <http://example.org/ns#> .\n\
                      @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n\
                      ex:Person rdfs:label \"Person\"@en ; rdfs:comment \"A human being.\" .\n\
                      ex:knows a rdfs:Property ; rdfs:domain ex:Person .\n\
                      <http://other.org/x> rdfs:label \"not ours\" .\n\
                      ex: rdfs:label \"the namespace itself\" .\n\
                      [] rdfs:label \"a blank node\" .\n";
        assert_eq!(terms_of(Format::Turtle, turtle, NS), expected);
        let trig = "@prefix ex: <http://example.org/ns#> .\n\
                    @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n\
                    <http://example.org/g> {\n\
                    ex:Person rdfs:label \"Person\"@en ; rdfs:comment \"A human being.\" .\n\
                    ex:knows a rdfs:Property ; rdfs:domain ex:Person .\n\
                    }\n";
        assert_eq!(terms_of(Format::TriG, trig, NS), expected);
        let nt = "<http://example.org/ns#Person> <http://www.w3.org/2000/01/rdf-schema#label> \"Person\"@en .\n\
                  <http://example.org/ns#Person> <http://www.w3.org/2000/01/rdf-schema#comment> \"A human being.\" .\n\
                  <http://example.org/ns#knows> <http://www.w3.org/2000/01/rdf-schema#domain> <http://example.org/ns#Person> .\n";
        assert_eq!(terms_of(Format::NTriples, nt, NS), expected);
        let nq = nt.replace(" .\n", " <http://example.org/g> .\n");
        assert_eq!(terms_of(Format::NQuads, &nq, NS), expected);
        let xml = r##"<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
         xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#">
  <rdfs:Class rdf:about="#Person">
    <rdfs:label xml:lang="fr">Personne</rdfs:label>
    <rdfs:label xml:lang="en">Person</rdfs:label>
    <rdfs:comment>A human being.</rdfs:comment>
  </rdfs:Class>
  <rdf:Property rdf:about="http://example.org/ns#knows"/>
</rdf:RDF>"##;
        assert_eq!(terms_of(Format::RdfXml, xml, NS), expected);
        let json = r#"{"@context": {"ex": "http://example.org/ns#",
              "rdfs": "http://www.w3.org/2000/01/rdf-schema#"},
            "@graph": [
              {"@id": "ex:Person", "rdfs:label": {"@value": "Person", "@language": "en"},
               "rdfs:comment": "A human being."},
              {"@id": "ex:knows", "@type": "rdfs:Property"}]}"#;
        assert_eq!(terms_of(Format::JsonLd, json, NS), expected);
    }

    #[test]
    fn skos_definitions_document_too() {
        let turtle = "<http://example.org/ns#c> <http://www.w3.org/2004/02/skos/core#definition> \"A concept.\" .";
        assert_eq!(
            terms_of(Format::Turtle, turtle, NS),
            [("c".to_owned(), Some("A concept.".to_owned()))]
        );
    }

    #[test]
    fn an_iri_the_parser_refuses_gets_the_literal_error_at_its_character() {
        let text = "x <http://e.org/a b> .";
        let (offset, message) = iri_error(text, 2).unwrap();
        assert_eq!(&text[offset..=offset], " ");
        assert!(
            message.starts_with("invalid character ' ' (U+0020) in path\n")
                && message.contains("^ byte 14\n"),
            "{message}"
        );
        assert!(message.contains("percent-encode it as `%20`"), "{message}");
        // Not an IRI in full, or one `iri-core` takes: the parser's message.
        assert_eq!(iri_error(text, 0), None);
        assert_eq!(iri_error("<http://e.org/a>", 0), None);
    }

    #[test]
    fn syntax_errors_give_the_byte_the_parser_names() {
        let err = parse(
            Format::Turtle,
            b"<http://example.org/ns#a> <p\n",
            NS,
            |_, _, _| {},
        )
        .unwrap_err();
        assert!(err.0.is_some(), "{err:?}");
        let err = parse(
            Format::NTriples,
            b"\n<http://example.org/ns#a b> <http://p> <http://o> .\n",
            NS,
            |_, _, _| {},
        )
        .unwrap_err();
        assert_eq!(
            err.0
                .map(|o| position("\n<http://example.org/ns#a b>", o).line),
            Some(2),
            "{err:?}"
        );
        let err = parse(Format::RdfXml, b"<rdf:RDF>", NS, |_, _, _| {}).unwrap_err();
        assert!(!err.1.is_empty());
        let err = parse(Format::JsonLd, b"{\"@id\": ", NS, |_, _, _| {}).unwrap_err();
        assert!(err.0.is_some(), "{err:?}");
    }
}
