//! The second pass over a JSON document: its events walked with the path
//! to each value, the strings meant as IRIs recorded as they come.

use iri_core::Grammar;

use super::events::{Event, Events};
use super::survey::Survey;
use super::tokens::{Failure, Str, Tokenizer};
use crate::Document;
use crate::found::{Comparison, Escaping, Found, Leniency, Role};
use crate::offsets::OffsetMap;
use crate::select::{Selection, Step, is_blank_node_identifier, looks_like_link, pointer};
use crate::strings::{self, StringValue};

/// How a value is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Context {
    /// Plain JSON.
    Plain,
    /// JSON-LD, outside any `@context`.
    LinkedData,
    /// Inside a JSON-LD `@context`.
    Definitions,
}

/// Records the IRIs of the document of `text` starting at byte `at`, read
/// in `context` with what `survey` found of it; where the document ends,
/// or where and why it stops being JSON.
pub(super) fn walk(
    text: &str,
    at: usize,
    survey: &Survey,
    context: Context,
    selection: &Selection,
    doc: &mut Document,
) -> Result<usize, Box<Failure>> {
    let mut walker = Walker {
        selection,
        survey,
        doc,
        context,
        path: Vec::new(),
        open: Vec::new(),
    };
    let mut events = Events::new(text, at);
    while let Some(event) = events.next(Tokenizer::string)? {
        walker.event(event);
    }
    Ok(events.end())
}

/// A container open in the walk.
struct Open {
    object: bool,
    /// How its values are read.
    context: Context,
    /// An array that is the value of a JSON-LD keyword: the keyword, under
    /// which its strings are read.
    keyword: Option<String>,
    /// An object: whether it is a HAL link whose `href` is a template.
    hal_template: bool,
    /// An array: the index of its next element.
    index: usize,
}

struct Walker<'a> {
    selection: &'a Selection,
    survey: &'a Survey,
    doc: &'a mut Document,
    /// How the document is read.
    context: Context,
    path: Vec<Step>,
    open: Vec<Open>,
}

/// How the values of an object's member under `key` are read, when the
/// object's are read in `context`.
fn inner(context: Context, key: &str) -> Context {
    match (context, key) {
        (Context::Plain, _) => Context::Plain,
        (_, "@context") => Context::Definitions,
        _ => context,
    }
}

/// The grammar of a JSON-LD string read in `context` under `keyword`,
/// where JSON-LD makes it an IRI.
fn linked_grammar(context: Context, keyword: Option<&str>) -> Option<Grammar> {
    match (context, keyword) {
        (Context::LinkedData, Some("@id" | "@base")) => Some(Grammar::IRI_REFERENCE),
        (Context::LinkedData, Some("@type" | "@vocab")) => Some(Grammar::IRI),
        (Context::Definitions, Some(k)) if !k.starts_with('@') || k == "@id" || k == "@vocab" => {
            Some(Grammar::IRI)
        }
        _ => None,
    }
}

impl Walker<'_> {
    fn event(&mut self, event: Event<Str>) {
        match event {
            Event::Open { object, at } => {
                self.begin_value();
                let (context, keyword) = self.context_of_next(object);
                let hal_template = object
                    && context == Context::Plain
                    && self.is_hal_link()
                    && self.survey.is_templated(at);
                self.open.push(Open {
                    object,
                    context,
                    keyword,
                    hal_template,
                    index: 0,
                });
            }
            Event::Close => {
                self.open.pop();
                self.end_value();
            }
            Event::Key(key) => {
                if let Some(open) = self.open.last()
                    && open.context != Context::Plain
                    && !self.selection.is_explicit()
                {
                    self.linked_key(&key, open.context);
                }
                self.path.push(Step::Key(key.value));
            }
            Event::Str(s) => {
                self.begin_value();
                self.value(&s);
                self.end_value();
            }
            Event::True | Event::Other => {
                // Nothing to record: the value's step of the path is not
                // taken (an array's element is counted).
                if let Some(open) = self.open.last_mut() {
                    if open.object {
                        self.path.pop();
                    } else {
                        open.index += 1;
                    }
                }
            }
            Event::Scalars(count) => {
                if let Some(open) = self.open.last_mut() {
                    open.index += count;
                }
            }
        }
    }

    /// The key of the member being read.
    fn key(&self) -> &str {
        match self.path.last() {
            Some(Step::Key(key)) => key,
            _ => "",
        }
    }

    /// A value starts: an array's element has its index.
    fn begin_value(&mut self) {
        if let Some(open) = self.open.last()
            && !open.object
        {
            self.path.push(Step::Index(open.index));
        }
    }

    /// A value is done: its step of the path too.
    fn end_value(&mut self) {
        if let Some(open) = self.open.last_mut() {
            self.path.pop();
            if !open.object {
                open.index += 1;
            }
        }
    }

    /// How the values of the container opening next are read, and the
    /// keyword under which its strings are (an array's, in JSON-LD).
    fn context_of_next(&self, object: bool) -> (Context, Option<String>) {
        match self.open.last() {
            None => (self.context, None),
            Some(array) if !array.object => (array.context, None),
            Some(parent) => {
                let key = self.key();
                let keyword = (!object && parent.context != Context::Plain && key.starts_with('@'))
                    .then(|| key.to_owned());
                (inner(parent.context, key), keyword)
            }
        }
    }

    /// A string value.
    fn value(&mut self, s: &Str) {
        let (context, linked) = match self.open.last() {
            None => (self.context, None),
            Some(array) if !array.object => (
                array.context,
                linked_grammar(array.context, array.keyword.as_deref()),
            ),
            Some(object) if object.hal_template && self.key() == "href" => {
                return self.template(s);
            }
            Some(object) if object.context == Context::Plain => (Context::Plain, None),
            Some(object) => {
                let key = self.key();
                let context = inner(object.context, key);
                (context, linked_grammar(context, Some(key)))
            }
        };
        self.string(s, context, linked);
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

    /// A string value read in `context`, an IRI of `linked` grammar where
    /// JSON-LD makes it one.
    fn string(&mut self, s: &Str, context: Context, linked: Option<Grammar>) {
        let value = s.value.as_str();
        // (Under `@id` in plain JSON, the rule of every structured format.)
        if context != Context::Plain && is_blank_node_identifier(value) {
            return;
        }
        let linked = linked.filter(|_| !self.selection.is_explicit());
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
        let iri = self.survey.prefix(prefix)?;
        // Room for the IRI exactly: it is kept as long as the record.
        let mut expanded = String::with_capacity(iri.len() + suffix.len());
        expanded.push_str(iri);
        expanded.push_str(suffix);
        Some((expanded, prefix.len() + 1))
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
