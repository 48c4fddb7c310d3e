//! JSON (with JSON Lines and JSON-LD): the string values meant as IRIs.
//!
//! A small tokenizer of its own: `serde_json` refuses lone surrogate
//! escapes (`"\uD800"`), which the JSON grammar (RFC 8259) accepts, and
//! gives no position for a value; this one keeps each string's span and
//! the map of its escapes, and reads JSON Lines (several documents).

use std::collections::HashMap;
use std::ops::Range;

use iri_core::Grammar;

use crate::Document;
use crate::found::{Comparison, Escaping, Found, Leniency, Role};
use crate::offsets::{Decoding, OffsetMap};
use crate::problem::{Problem, ProblemKind};
use crate::select::{Selection, Step, is_blank_node_identifier, looks_like_link, pointer};
use crate::strings::{self, StringValue};

/// The deepest nesting read.
const MAX_DEPTH: usize = 512;

/// A JSON value, with the spans of its strings.
#[derive(Debug)]
enum Node {
    /// Boxed: most nodes are not strings, and a node is as large as its
    /// largest kind.
    Str(Box<Str>),
    Array(Vec<Node>),
    Object(Vec<(Str, Node)>),
    /// `true` (HAL's `"templated": true`).
    True,
    Other,
}

/// A string: decoded, where it is written (inside the quotes), its map.
#[derive(Debug)]
struct Str {
    value: String,
    span: Range<usize>,
    offsets: OffsetMap,
}

struct Tokenizer<'a> {
    text: &'a str,
    at: usize,
}

/// Where the document stops being JSON, why, and what was read of it
/// (so that the values before the error are still checked).
type Failure = (Range<usize>, String, ProblemKind, Node);

impl Tokenizer<'_> {
    fn fail<T>(span: Range<usize>, message: impl Into<String>) -> Result<T, Failure> {
        Err((span, message.into(), ProblemKind::Syntax, Node::Other))
    }

    fn skip_space(&mut self) {
        let bytes = self.text.as_bytes();
        while self.at < bytes.len() && matches!(bytes[self.at], b' ' | b'\t' | b'\n' | b'\r') {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn value(&mut self, depth: usize) -> Result<Node, Failure> {
        self.skip_space();
        let here = self.at..self.at + 1;
        if depth > MAX_DEPTH {
            return Self::fail(here, format!("nesting deeper than {MAX_DEPTH}"));
        }
        match self.peek() {
            Some(b'"') => self.string().map(|s| Node::Str(Box::new(s))),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.skip_space();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(Node::Array(items));
                }
                loop {
                    match self.value(depth + 1) {
                        Ok(item) => items.push(item),
                        Err((span, message, kind, partial)) => {
                            items.push(partial);
                            return Err((span, message, kind, Node::Array(items)));
                        }
                    }
                    self.skip_space();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            // Held until the document is read: no room
                            // to grow.
                            items.shrink_to_fit();
                            return Ok(Node::Array(items));
                        }
                        _ => {
                            let (span, message, kind, _) =
                                Self::fail::<()>(self.at..self.at + 1, "expected `,` or `]`")
                                    .unwrap_err();
                            return Err((span, message, kind, Node::Array(items)));
                        }
                    }
                }
            }
            Some(b'{') => {
                self.at += 1;
                let mut members = Vec::new();
                self.skip_space();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Ok(Node::Object(members));
                }
                loop {
                    match self.member(depth) {
                        Ok((member, closed)) => {
                            members.push(member);
                            if closed {
                                self.at += 1;
                                members.shrink_to_fit();
                                return Ok(Node::Object(members));
                            }
                        }
                        Err(failure) => {
                            let (span, message, kind, partial) = *failure;
                            if let Some(member) = partial {
                                members.push(member);
                            }
                            return Err((span, message, kind, Node::Object(members)));
                        }
                    }
                }
            }
            Some(_) => self.scalar(),
            None => Self::fail(here, "expected a value"),
        }
    }

    /// One member of an object, then its `,` (read) or `}` (not read, and
    /// then `true`); on error, what was read of the member.
    #[allow(
        clippy::type_complexity,
        reason = "a member, or the error and the partial member"
    )]
    fn member(
        &mut self,
        depth: usize,
    ) -> Result<((Str, Node), bool), Box<(Range<usize>, String, ProblemKind, Option<(Str, Node)>)>>
    {
        let plain = |f: Failure| Box::new((f.0, f.1, f.2, None));
        self.skip_space();
        if self.peek() != Some(b'"') {
            return Err(plain(
                Self::fail::<()>(self.at..self.at + 1, "expected a key string").unwrap_err(),
            ));
        }
        let key = self.string().map_err(plain)?;
        self.skip_space();
        if self.peek() != Some(b':') {
            return Err(plain(
                Self::fail::<()>(self.at..self.at + 1, "expected `:`").unwrap_err(),
            ));
        }
        self.at += 1;
        let value = match self.value(depth + 1) {
            Ok(value) => value,
            Err((span, message, kind, partial)) => {
                return Err(Box::new((span, message, kind, Some((key, partial)))));
            }
        };
        self.skip_space();
        match self.peek() {
            Some(b',') => {
                self.at += 1;
                Ok(((key, value), false))
            }
            Some(b'}') => Ok(((key, value), true)),
            _ => {
                let (span, message, kind, _) =
                    Self::fail::<()>(self.at..self.at + 1, "expected `,` or `}`").unwrap_err();
                Err(Box::new((span, message, kind, Some((key, value)))))
            }
        }
    }

    /// A number, `true`, `false` or `null`.
    fn scalar(&mut self) -> Result<Node, Failure> {
        let rest = &self.text[self.at..];
        for word in ["true", "false", "null"] {
            if rest.starts_with(&word[..1]) {
                let same = rest
                    .bytes()
                    .zip(word.bytes())
                    .take_while(|(a, b)| a == b)
                    .count();
                if same == word.len() {
                    self.at += word.len();
                    return Ok(if word == "true" {
                        Node::True
                    } else {
                        Node::Other
                    });
                }
                let at = self.at + same;
                return Self::fail(at..at + 1, format!("expected `{word}`"));
            }
        }
        let b = rest.as_bytes();
        let mut i = usize::from(b.first() == Some(&b'-'));
        let digits = |i: &mut usize| {
            let from = *i;
            while b.get(*i).is_some_and(u8::is_ascii_digit) {
                *i += 1;
            }
            *i > from
        };
        let int_start = i;
        let ok = digits(&mut i)
            && !(b[int_start] == b'0' && i - int_start > 1)
            && (b.get(i) != Some(&b'.') || {
                i += 1;
                digits(&mut i)
            })
            && (!matches!(b.get(i), Some(b'e' | b'E')) || {
                i += 1;
                if matches!(b.get(i), Some(b'+' | b'-')) {
                    i += 1;
                }
                digits(&mut i)
            });
        if !ok {
            let len = rest.chars().next().map_or(1, char::len_utf8);
            return Self::fail(self.at..self.at + len, "expected a value");
        }
        self.at += i;
        Ok(Node::Other)
    }

    /// The string opening at the current byte.
    fn string(&mut self) -> Result<Str, Failure> {
        let start = self.at + 1;
        let bytes = self.text.as_bytes();
        // The decoding is given the string's own bytes, not the rest of
        // the document: it reserves what it is given.
        let mut decoding = Decoding::new(&self.text[start..string_end(bytes, start)]);
        let mut i = start;
        loop {
            let Some(&b) = bytes.get(i) else {
                return Self::fail(self.at..i, "string not closed");
            };
            match b {
                b'"' => break,
                b'\\' => {
                    let (c, len) = self.escape(i)?;
                    decoding.replace_char(i - start..i - start + len, c);
                    i += len;
                }
                0..=0x1F => {
                    return Err((
                        i..i + 1,
                        "control character in a string (write it as an escape)".into(),
                        ProblemKind::Syntax,
                        Node::Other,
                    ));
                }
                _ => i += 1,
            }
        }
        let (value, offsets) = decoding.finish_at(i - start);
        self.at = i + 1;
        Ok(Str {
            value,
            span: start..i,
            offsets,
        })
    }

    /// The escape at byte `at`: its character (U+FFFD for a lone
    /// surrogate, which JSON allows) and its length.
    fn escape(&self, at: usize) -> Result<(char, usize), Failure> {
        let bytes = self.text.as_bytes();
        let simple = match bytes.get(at + 1) {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{C}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let unit = |from: usize| {
                    self.text
                        .get(from..from + 4)
                        .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
                        .and_then(|h| u32::from_str_radix(h, 16).ok())
                };
                let Some(high) = unit(at + 2) else {
                    return Err((
                        at..at + 2,
                        "`\\u` not followed by four hexadecimal digits".into(),
                        ProblemKind::Escape,
                        Node::Other,
                    ));
                };
                if (0xD800..0xDC00).contains(&high)
                    && self.text.get(at + 6..at + 8) == Some("\\u")
                    && let Some(low) = unit(at + 8).filter(|l| (0xDC00..0xE000).contains(l))
                {
                    let c = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
                    return Ok((char::from_u32(c).unwrap_or('\u{FFFD}'), 12));
                }
                return Ok((char::from_u32(high).unwrap_or('\u{FFFD}'), 6));
            }
            _ => {
                let len = self.text[at + 1..].chars().next().map_or(0, char::len_utf8);
                return Err((
                    at..at + 1 + len,
                    "invalid escape".into(),
                    ProblemKind::Escape,
                    Node::Other,
                ));
            }
        };
        Ok((simple, 2))
    }
}

/// The offset of the quote that closes the string whose bytes start at
/// `start` (no escape holds a quote but `\"`, which is skipped), or the
/// end of the text.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start;
    while let Some(at) = memchr::memchr2(b'"', b'\\', &bytes[i..]) {
        i += at;
        if bytes[i] == b'"' {
            return i;
        }
        i += 2;
        if i >= bytes.len() {
            break;
        }
    }
    bytes.len()
}

/// Appends the IRIs of `text`, one or more JSON documents, to `doc`; each
/// read as JSON-LD when `json_ld` (a `.jsonld` file) or when it shows
/// itself JSON-LD ([`shows_linked_data`]).
pub(crate) fn read(text: &str, selection: &Selection, json_ld: bool, doc: &mut Document) {
    let mut tokenizer = Tokenizer { text, at: 0 };
    let text_start = usize::from(text.starts_with('\u{FEFF}')) * 3;
    tokenizer.at = text_start;
    loop {
        tokenizer.skip_space();
        if tokenizer.at >= text.len() {
            return;
        }
        let (node, failure) = match tokenizer.value(0) {
            Ok(node) => (node, None),
            Err((span, message, kind, partial)) => (partial, Some((span, message, kind))),
        };
        {
            {
                let mut walker = Walker {
                    selection,
                    prefixes: HashMap::new(),
                    doc,
                    path: Vec::new(),
                };
                let from = walker.doc.found.len();
                if json_ld || shows_linked_data(&node) {
                    walker.collect_prefixes(&node);
                    walker.walk(&node, Context::LinkedData);
                    // RDF terms, and literals: compared by characters.
                    for found in &mut walker.doc.found[from..] {
                        found.comparison = Comparison::Characters;
                    }
                } else {
                    walker.walk(&node, Context::Plain);
                    // A node identifier of JSON-LD inside plain JSON.
                    for found in &mut walker.doc.found[from..] {
                        if found
                            .pointer
                            .as_deref()
                            .is_some_and(|p| p.ends_with("/@id"))
                        {
                            found.comparison = Comparison::Characters;
                        }
                    }
                }
            }
            if let Some((span, message, kind)) = failure {
                // At the end, the place of what is missing is the end.
                let span = span.start.min(text.len())..span.end.min(text.len());
                doc.problems.push(Problem::new(
                    kind,
                    span,
                    format!("{message}; the rest of the document is not read"),
                ));
                return;
            }
        }
    }
}

/// Whether a JSON document is JSON-LD by what it holds: a top-level
/// object with `@context`, a node object (`@id` or `@type`), or a
/// `@graph` of node objects; or a top-level array of objects, one of them
/// such (the expanded and flattened forms, which have no context).
fn shows_linked_data(node: &Node) -> bool {
    match node {
        Node::Object(members) => is_linked_object(members),
        Node::Array(items) => {
            items.iter().all(|item| matches!(item, Node::Object(_)))
                && items
                    .iter()
                    .any(|item| matches!(item, Node::Object(m) if is_linked_object(m)))
        }
        _ => false,
    }
}

/// Whether an object is a JSON-LD document or node: `@context`, `@id` or
/// `@type` among its keys, or a `@graph` holding such.
fn is_linked_object(members: &[(Str, Node)]) -> bool {
    members.iter().any(|(key, value)| match key.value.as_str() {
        "@context" | "@id" | "@type" => true,
        "@graph" => match value {
            Node::Array(items) => items
                .iter()
                .any(|item| matches!(item, Node::Object(m) if is_linked_object(m))),
            Node::Object(m) => is_linked_object(m),
            _ => false,
        },
        _ => false,
    })
}

/// How a value is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Context {
    /// Plain JSON.
    Plain,
    /// JSON-LD, outside any `@context`.
    LinkedData,
    /// Inside a JSON-LD `@context`.
    Definitions,
}

struct Walker<'a> {
    selection: &'a Selection,
    /// The JSON-LD prefixes and terms defined with IRIs.
    prefixes: HashMap<String, String>,
    doc: &'a mut Document,
    path: Vec<Step>,
}

impl Walker<'_> {
    /// The terms of every `@context` of the document (scoping aside: a
    /// prefix defined anywhere counts everywhere).
    fn collect_prefixes(&mut self, node: &Node) {
        match node {
            Node::Array(items) => items.iter().for_each(|n| self.collect_prefixes(n)),
            Node::Object(members) => {
                for (key, value) in members {
                    if key.value == "@context" {
                        self.definitions(value);
                    }
                    self.collect_prefixes(value);
                }
            }
            _ => {}
        }
    }

    fn definitions(&mut self, node: &Node) {
        match node {
            Node::Array(items) => items.iter().for_each(|n| self.definitions(n)),
            Node::Object(members) => {
                for (key, value) in members {
                    let iri = match value {
                        Node::Str(s) => Some(&s.value),
                        Node::Object(def) => def.iter().find_map(|(k, v)| match v {
                            Node::Str(s) if k.value == "@id" => Some(&s.value),
                            _ => None,
                        }),
                        _ => None,
                    };
                    if let Some(iri) = iri
                        && !key.value.starts_with('@')
                        && !iri.starts_with('@')
                    {
                        self.prefixes.insert(key.value.clone(), iri.clone());
                    }
                }
            }
            _ => {}
        }
    }

    fn walk(&mut self, node: &Node, context: Context) {
        match node {
            Node::Str(s) => self.string(s, context, None),
            Node::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    self.path.push(Step::Index(i));
                    self.walk(item, context);
                    self.path.pop();
                }
            }
            Node::Object(members) => {
                let hal_template = context == Context::Plain
                    && self.is_hal_link()
                    && members
                        .iter()
                        .any(|(k, v)| k.value == "templated" && matches!(v, Node::True));
                for (key, value) in members {
                    let keyword = key.value.as_str();
                    if hal_template
                        && keyword == "href"
                        && let Node::Str(s) = value
                    {
                        self.path.push(Step::Key(key.value.clone()));
                        self.template(s);
                        self.path.pop();
                        continue;
                    }
                    let inner = match (context, keyword) {
                        (Context::Plain, _) => Context::Plain,
                        (_, "@context") => Context::Definitions,
                        _ => context,
                    };
                    if context != Context::Plain && !self.selection.is_explicit() {
                        self.linked_key(key, context);
                    }
                    self.path.push(Step::Key(key.value.clone()));
                    match value {
                        Node::Str(s) if context != Context::Plain => {
                            self.string(s, inner, Some(keyword));
                        }
                        Node::Array(items)
                            if context != Context::Plain && keyword.starts_with('@') =>
                        {
                            for (i, item) in items.iter().enumerate() {
                                self.path.push(Step::Index(i));
                                match item {
                                    Node::Str(s) => self.string(s, inner, Some(keyword)),
                                    other => self.walk(other, inner),
                                }
                                self.path.pop();
                            }
                        }
                        other => self.walk(other, inner),
                    }
                    self.path.pop();
                }
            }
            Node::True | Node::Other => {}
        }
    }

    /// Whether the object being walked is a HAL link: a member of
    /// `_links` (`/_links/rel`), or an element of one (`/_links/rel/i`).
    fn is_hal_link(&self) -> bool {
        let n = self.path.len();
        let links_at = |i: usize| matches!(self.path.get(i), Some(Step::Key(k)) if k == "_links");
        (n >= 2 && links_at(n - 2))
            || (n >= 3 && links_at(n - 3) && matches!(self.path[n - 1], Step::Index(_)))
    }

    /// A string the format marks as a URI Template, unless the selection
    /// leaves it out.
    fn template(&mut self, s: &Str) {
        if self.selection.is_explicit() && !self.selection.matches(&self.path) {
            return;
        }
        let path = self.path.clone();
        self.push_as(s, Grammar::IRI_REFERENCE, &path, Role::Template);
    }

    /// A JSON-LD key written as an absolute IRI is one.
    fn linked_key(&mut self, key: &Str, context: Context) {
        if context == Context::LinkedData && looks_like_link(&key.value) {
            let mut path = self.path.clone();
            path.push(Step::Key(key.value.clone()));
            self.push(key, None, Grammar::IRI, &path);
        }
    }

    /// A string value, under JSON-LD key `keyword` when in JSON-LD.
    fn string(&mut self, s: &Str, context: Context, keyword: Option<&str>) {
        let value = s.value.as_str();
        // (Under `@id` in plain JSON, the rule of every structured format.)
        if context != Context::Plain && is_blank_node_identifier(value) {
            return;
        }
        let linked = match (context, keyword) {
            _ if self.selection.is_explicit() => None,
            (Context::LinkedData, Some("@id" | "@base")) => Some(Grammar::IRI_REFERENCE),
            (Context::LinkedData, Some("@type" | "@vocab")) => Some(Grammar::IRI),
            (Context::Definitions, Some(k))
                if !k.starts_with('@') || k == "@id" || k == "@vocab" =>
            {
                Some(Grammar::IRI)
            }
            _ => None,
        };
        let Some(grammar) = linked else {
            let string = StringValue {
                value,
                map: &s.offsets,
                start: s.span.start,
                escaping: Escaping::Json,
            };
            strings::push(&string, &self.path, self.selection, self.doc);
            return;
        };
        // Keywords and terms are not IRIs.
        if value.starts_with('@') {
            return;
        }
        if let Some(expanded) = self.expand(value) {
            let path = self.path.clone();
            self.push(s, Some(expanded), Grammar::IRI, &path);
            return;
        }
        let is_term = !value.contains(':') && grammar == Grammar::IRI;
        let in_definitions = context == Context::Definitions && !value.contains(':');
        if !is_term && !in_definitions && (grammar == Grammar::IRI_REFERENCE || value.contains(':'))
        {
            let path = self.path.clone();
            self.push(s, None, grammar, &path);
        }
    }

    /// A compact IRI `prefix:suffix` with a known prefix, expanded (not
    /// `prefix://…`, which is an absolute IRI).
    fn expand(&self, value: &str) -> Option<(String, usize)> {
        let (prefix, suffix) = value.split_once(':')?;
        if suffix.starts_with("//") {
            return None;
        }
        let iri = self.prefixes.get(prefix)?;
        Some((format!("{iri}{suffix}"), prefix.len() + 1))
    }

    /// Records string `s`, whole, in `role`.
    fn push_as(&mut self, s: &Str, grammar: Grammar, path: &[Step], role: Role) {
        self.doc.found.push(Found {
            value: s.value.clone(),
            span: s.span.clone(),
            offsets: s.offsets.clone(),
            grammar,
            escaping: Escaping::Json,
            pointer: Some(pointer(path)),
            leniency: Leniency::Strict,
            role,
            comparison: Comparison::Equivalence,
            end_guessed: false,
            compile_time: None,
        });
    }

    /// Records string `s` (expanded: the IRI and how many bytes of the
    /// value its prefix replaced).
    fn push(
        &mut self,
        s: &Str,
        expanded: Option<(String, usize)>,
        grammar: Grammar,
        path: &[Step],
    ) {
        let (value, offsets) = match expanded {
            None => return self.push_as(s, grammar, path, Role::Iri),
            Some((iri, replaced)) => {
                let prefix_len = iri.len() - (s.value.len() - replaced);
                let mut offsets = OffsetMap::default();
                let written = s.offsets.start(replaced);
                offsets.push(0..prefix_len, 0..written);
                let (rest, rest_at) = s.offsets.slice(replaced..s.value.len());
                let _ = rest_at;
                if !rest.is_identity() {
                    // Escapes in the suffix: point at the whole value.
                    offsets = OffsetMap::opaque(iri.len(), s.span.len());
                }
                (iri, offsets)
            }
        };
        self.doc.found.push(Found {
            value,
            span: s.span.clone(),
            offsets,
            grammar,
            escaping: Escaping::Json,
            pointer: Some(pointer(path)),
            leniency: Leniency::Strict,
            role: Role::Iri,
            comparison: Comparison::Equivalence,
            end_guessed: false,
            compile_time: None,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::{Format, read_str};

    fn values(text: &str) -> Vec<String> {
        read_str(Format::Json, text)
            .found
            .into_iter()
            .map(|f| format!("{} {}", f.pointer.unwrap_or_default(), f.value))
            .collect()
    }

    #[test]
    fn links_are_whole_values_and_prose_is_text() {
        assert_eq!(
            values(
                r#"{"a": "https://x.org/a b", "b": "earl:passed", "c": ["see <mailto:a@b> and http://y.org/."]}"#
            ),
            [
                "/a https://x.org/a b",
                "/c/0 mailto:a@b",
                "/c/0 http://y.org/"
            ]
        );
    }

    #[test]
    fn lone_surrogates_are_json() {
        let doc = read_str(
            Format::Json,
            r#"["\uD800\u0041", "http://a/\uDC00"] {"x": "http://b/"}"#,
        );
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        let values: Vec<&str> = doc.found.iter().map(|f| f.value.as_str()).collect();
        assert_eq!(values, ["http://a/\u{FFFD}", "http://b/"]);
        assert_eq!(doc.found[0].source_span(9..12), 27..33);
    }

    #[test]
    fn json_ld_expands_prefixes_and_skips_terms_and_blank_nodes() {
        let text = r#"{"@context": {"ex": "http://e.org/", "name": "ex:name"},
            "@id": "ex:a b", "@type": ["Person", "ex:T"], "ex:p": {"@id": "_:b0"},
            "http://e.org/q": "v", "sameAs": {"@id": "../rel"}}"#;
        assert_eq!(
            values(text),
            [
                "/@context/ex http://e.org/",
                "/@context/name http://e.org/name",
                "/@id http://e.org/a b",
                "/@type/1 http://e.org/T",
                "/http:~1~1e.org~1q http://e.org/q",
                "/sameAs/@id ../rel"
            ]
        );
        let doc = read_str(Format::Json, text);
        let a = &doc.found[2];
        // The space is in the suffix, after `ex:`.
        assert_eq!(a.source_span(14..15), a.span.start + 4..a.span.start + 5);
        assert_eq!(a.edit(0..3, "x"), None);
    }

    #[test]
    fn a_document_cut_short_is_a_problem_inside_it() {
        let text = r#"{"a": 1, "note""#;
        let doc = read_str(Format::Json, text);
        assert_eq!(doc.problems[0].span, text.len()..text.len());
    }

    #[test]
    fn malformed_json_is_a_problem_with_its_place() {
        // What comes before the error is still read.
        let doc = read_str(Format::Json, "{\"a\": \"http://a/\",, }");
        assert_eq!(doc.found.len(), 1);
        assert_eq!(doc.problems[0].span, 18..19);
    }

    #[test]
    fn templates_are_found_where_the_formats_mark_them() {
        use crate::Role;
        let json = r#"{
            "_links": {
                "self": {"href": "https://example.org/orders/1"},
                "find": {"href": "/orders{?id}", "templated": true},
                "items": [{"href": "/items/{n}", "templated": true}],
                "plain": {"href": "/a{b}", "templated": false}
            },
            "links": [{"rel": "self", "href": "https://example.org/things/{id}"}],
            "servers": [{"url": "https://{env}.example.org/v1"}],
            "other": "https://example.org/{x}"
        }"#;
        let doc = read_str(Format::Json, json);
        let got = crate::found::roles(&doc.found);
        assert_eq!(
            got,
            [
                "/_links/self/href https://example.org/orders/1 Iri",
                "/_links/find/href /orders{?id} Template",
                "/_links/items/0/href /items/{n} Template",
                "/links/0/href https://example.org/things/{id} Template",
                "/servers/0/url https://{env}.example.org/v1 Template",
            ]
        );
        assert!(
            doc.found
                .iter()
                .all(|f| f.role != Role::Template || json[f.span.clone()] == f.value)
        );
    }
}
