//! The `calls` key of a policy: a crate's own functions that take an IRI,
//! added to the table of known calls that `iri-check` reads Rust source by
//! (`iri_readers::RUST_CALLS`). Each entry is an inline table of strings:
//!
//! ```toml
//! calls = [
//!   # The literal passed to `Link::parse` (first argument) is an IRI reference.
//!   { path = "my_crate::Link::parse", grammar = "iri-reference" },
//!   # An RDF term: compared by characters, so `--fix` never normalizes it.
//!   { path = "my_crate::term", grammar = "iri", compare = "characters" },
//!   # Parsed by `url::Url`: the URL Standard's levels.
//!   { path = "my_crate::fetch", grammar = "leiri", parser = "url" },
//! ]
//! ```
//!
//! The macros read the key with the rest of the policy and use nothing of it.

use alloc::format;
use alloc::string::String;

use iri_core::Grammar;

/// The grammars a policy names, by the RFCs' rule names in lowercase.
const GRAMMARS: [(&str, Grammar); 10] = [
    ("iri", Grammar::IRI),
    ("iri-reference", Grammar::IRI_REFERENCE),
    ("absolute-iri", Grammar::ABSOLUTE_IRI),
    ("irelative-ref", Grammar::IRELATIVE_REF),
    ("uri", Grammar::URI),
    ("uri-reference", Grammar::URI_REFERENCE),
    ("absolute-uri", Grammar::ABSOLUTE_URI),
    ("relative-ref", Grammar::RELATIVE_REF),
    ("leiri", Grammar::LEIRI),
    ("leiri-reference", Grammar::LEIRI_REFERENCE),
];

/// The keys of an entry.
pub(crate) const CALL_KEYS: [&str; 4] = ["path", "grammar", "compare", "parser"];

/// A function of a crate's own whose first argument is an IRI (the
/// policy's `calls` key): a string literal passed to it is checked whole,
/// by its grammar.
///
/// ```
/// use iri_kit::Grammar;
/// use iri_kit::check::Policy;
///
/// let policy: Policy =
///     r#"calls = [{ path = "my_crate::Link::parse", grammar = "iri-reference" }]"#
///         .parse()
///         .unwrap();
/// let call = &policy.calls()[0];
/// assert_eq!(call.path(), "my_crate::Link::parse");
/// assert_eq!(call.grammar(), Grammar::IRI_REFERENCE);
/// assert!(!call.rdf_term() && !call.url_standard());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PolicyCall {
    pub(crate) path: String,
    pub(crate) grammar: Grammar,
    /// `compare = "characters"`: an RDF term.
    pub(crate) characters: bool,
    /// `parser = "url"`: the URL Standard's parser.
    pub(crate) url: bool,
}

impl PolicyCall {
    /// The function's path as written in the policy (`my_crate::Link::parse`).
    #[must_use]
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The grammar its argument is checked by.
    #[must_use]
    pub const fn grammar(&self) -> Grammar {
        self.grammar
    }

    /// Whether its argument is an RDF term, compared by characters (never
    /// normalized by a fix): `compare = "characters"`.
    #[must_use]
    pub const fn rdf_term(&self) -> bool {
        self.characters
    }

    /// Whether it parses by the URL Standard, as `url::Url` does:
    /// `parser = "url"`.
    #[must_use]
    pub const fn url_standard(&self) -> bool {
        self.url
    }

    /// An entry with its path and grammar alone.
    pub(crate) const fn new(path: String, grammar: Grammar) -> PolicyCall {
        PolicyCall {
            path,
            grammar,
            characters: false,
            url: false,
        }
    }

    /// Sets the entry's `key` to `value`; the error is a sentence for the
    /// user.
    pub(crate) fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        match (key, value) {
            ("path", _) => {
                let segments_ok = !value.is_empty()
                    && value.split("::").all(|s| {
                        s.chars()
                            .next()
                            .is_some_and(|c| c.is_alphabetic() || c == '_')
                            && s.chars().all(|c| c.is_alphanumeric() || c == '_')
                    });
                if !segments_ok {
                    return Err(format!(
                        "`{value}` is not a Rust path, such as `my_crate::Link::parse`"
                    ));
                }
                self.path = String::from(value);
            }
            ("grammar", _) => {
                let Some(&(_, grammar)) = GRAMMARS.iter().find(|(n, _)| *n == value) else {
                    let names = GRAMMARS.map(|(n, _)| n);
                    return Err(super::names::unknown("grammar", value, &names));
                };
                self.grammar = grammar;
            }
            ("compare", "characters") => self.characters = true,
            ("compare", "equivalence") => self.characters = false,
            ("parser", "url") => self.url = true,
            ("parser", "rfc") => self.url = false,
            ("compare", _) => {
                return Err(format!(
                    "`compare` is `\"characters\"` or `\"equivalence\"`, not `\"{value}\"`"
                ));
            }
            ("parser", _) => {
                return Err(format!(
                    "`parser` is `\"url\"` or `\"rfc\"`, not `\"{value}\"`"
                ));
            }
            _ => return Err(super::names::unknown("key", key, &CALL_KEYS)),
        }
        Ok(())
    }

    /// The entry as an inline TOML table that reads back to it.
    pub(crate) fn write(&self, out: &mut String) {
        let grammar = GRAMMARS
            .iter()
            .find(|(_, g)| *g == self.grammar)
            .map_or("iri", |(n, _)| n);
        out.push_str("{ path = \"");
        out.push_str(&self.path);
        out.push_str("\", grammar = \"");
        out.push_str(grammar);
        out.push('"');
        if self.characters {
            out.push_str(", compare = \"characters\"");
        }
        if self.url {
            out.push_str(", parser = \"url\"");
        }
        out.push_str(" }");
    }
}
