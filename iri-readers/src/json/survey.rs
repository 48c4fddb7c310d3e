//! What the walk of a JSON document needs to know before it starts, read
//! in a first pass over its events: whether the document shows itself
//! JSON-LD, the terms its contexts define (a context may be written after
//! the members it defines), and which objects say `"templated": true`
//! (after their `href`, maybe).

use std::collections::HashMap;
use std::ops::Range;

use super::events::{Event, Events};
use super::tokens::{Tokenizer, value_of};

/// What a document's walk needs to know before it starts.
pub(super) struct Survey {
    /// Whether the document shows itself JSON-LD: its value is an object
    /// with `@context`, `@id` or `@type` among its keys or with a
    /// `@graph` holding such an object (or an array with one), or an
    /// array of objects, one of them such (the expanded and flattened
    /// forms, which have no context).
    linked: bool,
    /// The JSON-LD prefixes and terms defined with IRIs, in every
    /// `@context` of the document (scoping aside: a prefix defined
    /// anywhere counts everywhere); each with the offset of the
    /// `@context` key that defines it, as a definition replaces those of
    /// the contexts before it and around it, not of the contexts inside
    /// its own.
    prefixes: HashMap<String, (usize, String)>,
    /// The offsets of the objects with a member `"templated": true`, in
    /// order.
    templated: Vec<usize>,
}

/// A container open in the first pass.
struct Open {
    /// Where it opens.
    at: usize,
    role: Role,
    shape: Shape,
}

/// An array or an object, with what the first pass knows of it so far.
enum Shape {
    Array {
        /// Whether one of its elements is an object that shows itself
        /// JSON-LD.
        linked: bool,
        /// Whether all its elements are objects.
        all_objects: bool,
    },
    Object(Members),
}

/// What the first pass knows of an object's members.
struct Members {
    /// Whether the object shows itself JSON-LD.
    linked: bool,
    /// Whether it has a member `"templated": true`.
    templated: bool,
    /// The key of the member being read, as far as it counts.
    key: Key,
    /// In an object of definitions, the key of the member being read: a
    /// term it defines (not a keyword).
    term: Option<String>,
}

/// A key as far as the first pass tells them apart.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Key {
    /// `@context`, written at this offset.
    Context(usize),
    Graph,
    Id,
    Templated,
    Other,
}

/// What a container is to the contexts of the document.
enum Role {
    Data,
    /// The value of a `@context` (written at this offset), or an array in
    /// it: its objects define terms.
    Definitions(usize),
    /// The definition of `term` by the context written at `context`: its
    /// first `@id` string is the term's IRI.
    Definition {
        term: String,
        context: usize,
        found: bool,
    },
}

/// A value done, as its container sees it.
#[derive(Clone, Copy)]
enum Done {
    Object { linked: bool },
    Array { linked: bool, all_objects: bool },
    Scalar,
}

impl Survey {
    /// Whether the documents of `text` may hold anything a survey finds:
    /// not when no key can be a keyword (`@context`, `@id`, `@type`,
    /// `@graph`) nor `templated`, as no byte is `@`, none starts an
    /// escape (that could spell one) and `templated` is written nowhere.
    pub(super) fn is_needed(text: &str) -> bool {
        let bytes = text.as_bytes();
        memchr::memchr2(b'@', b'\\', bytes).is_some()
            || memchr::memmem::find(bytes, b"templated").is_some()
    }

    /// The survey of a document that holds nothing to find.
    pub(super) fn empty() -> Survey {
        Survey {
            linked: false,
            prefixes: HashMap::new(),
            templated: Vec::new(),
        }
    }

    /// The survey of the document of `text` starting at byte `at`, as far
    /// as it is JSON.
    pub(super) fn of(text: &str, at: usize) -> Survey {
        let mut pass = Pass {
            text,
            open: Vec::new(),
            survey: Survey::empty(),
        };
        let mut events = Events::new(text, at);
        loop {
            match events.next(Tokenizer::skip_string) {
                Ok(Some(event)) => pass.event(event),
                Ok(None) => break,
                Err(failure) => {
                    // What was read counts, the value that failed as
                    // nothing.
                    if failure.in_value {
                        pass.done(Done::Scalar);
                    }
                    while let Some(open) = pass.open.pop() {
                        pass.close(open);
                    }
                    break;
                }
            }
        }
        pass.survey.templated.sort_unstable();
        pass.survey
    }

    /// Whether the document shows itself JSON-LD.
    pub(super) fn is_linked_data(&self) -> bool {
        self.linked
    }

    /// The IRI that the JSON-LD prefix or term `name` stands for.
    pub(super) fn prefix(&self, name: &str) -> Option<&str> {
        self.prefixes.get(name).map(|(_, iri)| iri.as_str())
    }

    /// Whether the object opening at byte `at` has a member
    /// `"templated": true`.
    pub(super) fn is_templated(&self, at: usize) -> bool {
        self.templated.binary_search(&at).is_ok()
    }
}

/// The first pass over a document.
struct Pass<'a> {
    text: &'a str,
    open: Vec<Open>,
    survey: Survey,
}

impl Pass<'_> {
    /// The object being read, if the innermost container open is one:
    /// its role and what is known of its members.
    fn object(&mut self) -> Option<(&mut Role, &mut Members)> {
        match self.open.last_mut() {
            Some(Open {
                role,
                shape: Shape::Object(members),
                ..
            }) => Some((role, members)),
            _ => None,
        }
    }

    fn event(&mut self, event: Event<Range<usize>>) {
        match event {
            Event::Open { object, at } => {
                let role = self.role_of_next(object);
                let shape = if object {
                    Shape::Object(Members {
                        linked: false,
                        templated: false,
                        key: Key::Other,
                        term: None,
                    })
                } else {
                    Shape::Array {
                        linked: false,
                        all_objects: true,
                    }
                };
                self.open.push(Open { at, role, shape });
            }
            Event::Close => {
                if let Some(open) = self.open.pop() {
                    self.close(open);
                }
            }
            Event::Key(span) => {
                let name = value_of(self.text, span.clone());
                let Some((role, members)) = self.object() else {
                    return;
                };
                if matches!(&*name, "@context" | "@id" | "@type") {
                    members.linked = true;
                }
                members.key = match &*name {
                    "@context" => Key::Context(span.start),
                    "@graph" => Key::Graph,
                    "@id" => Key::Id,
                    "templated" => Key::Templated,
                    _ => Key::Other,
                };
                members.term = (matches!(role, Role::Definitions(_)) && !name.starts_with('@'))
                    .then(|| name.into_owned());
            }
            Event::Str(span) => {
                self.definition(span);
                self.done(Done::Scalar);
            }
            Event::True => {
                if let Some((_, members)) = self.object()
                    && members.key == Key::Templated
                {
                    members.templated = true;
                }
                self.done(Done::Scalar);
            }
            Event::Other | Event::Scalars(_) => self.done(Done::Scalar),
        }
    }

    /// What the container opening next is to the contexts.
    fn role_of_next(&mut self, object: bool) -> Role {
        let Some(parent) = self.open.last_mut() else {
            return Role::Data;
        };
        match (&parent.role, &mut parent.shape) {
            (Role::Definitions(at), Shape::Array { .. }) => Role::Definitions(*at),
            (
                _,
                Shape::Object(Members {
                    key: Key::Context(at),
                    ..
                }),
            ) => Role::Definitions(*at),
            (Role::Definitions(at), Shape::Object(members)) if object => {
                match members.term.take() {
                    Some(term) => Role::Definition {
                        term,
                        context: *at,
                        found: false,
                    },
                    None => Role::Data,
                }
            }
            _ => Role::Data,
        }
    }

    /// A string value written at `span`: the IRI of a term, where it
    /// defines one.
    fn definition(&mut self, span: Range<usize>) {
        let Some((role, members)) = self.object() else {
            return;
        };
        let (term, context) = match role {
            Role::Definitions(context) => match members.term.take() {
                Some(term) => (term, *context),
                None => return,
            },
            Role::Definition {
                term,
                context,
                found,
            } if members.key == Key::Id && !*found => {
                *found = true;
                (term.clone(), *context)
            }
            _ => return,
        };
        let iri = value_of(self.text, span);
        if iri.starts_with('@') {
            return;
        }
        let defined = self
            .survey
            .prefixes
            .entry(term)
            .or_insert((context, String::new()));
        if defined.0 <= context {
            *defined = (context, iri.into_owned());
        }
    }

    fn close(&mut self, open: Open) {
        let done = match open.shape {
            Shape::Object(members) => {
                if members.templated {
                    self.survey.templated.push(open.at);
                }
                Done::Object {
                    linked: members.linked,
                }
            }
            Shape::Array {
                linked,
                all_objects,
            } => Done::Array {
                linked,
                all_objects,
            },
        };
        self.done(done);
    }

    /// A value is done: what its container (or the document) makes of it.
    fn done(&mut self, value: Done) {
        match self.open.last_mut().map(|open| &mut open.shape) {
            None => {
                self.survey.linked = match value {
                    Done::Object { linked } => linked,
                    Done::Array {
                        linked,
                        all_objects,
                    } => linked && all_objects,
                    Done::Scalar => false,
                };
            }
            Some(Shape::Array {
                linked,
                all_objects,
            }) => match value {
                Done::Object { linked: object } => *linked |= object,
                Done::Array { .. } | Done::Scalar => *all_objects = false,
            },
            Some(Shape::Object(members)) => {
                if members.key == Key::Graph {
                    match value {
                        Done::Object { linked } | Done::Array { linked, .. } => {
                            members.linked |= linked;
                        }
                        Done::Scalar => {}
                    }
                }
            }
        }
    }
}
