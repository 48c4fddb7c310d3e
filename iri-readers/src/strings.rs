//! The string values of JSON, TOML and YAML: which are IRIs, whole or as
//! links in prose, and where each is written — the one rule the three
//! readers share.

use iri_core::Grammar;

use crate::Document;
use crate::found::{Comparison, Escaping, Found, Leniency, Role};
use crate::offsets::OffsetMap;
use crate::select::{
    Selection, Step, is_blank_node_identifier, is_iri_key, is_scp_like, is_template_position,
    looks_like_link, pointer,
};
use crate::text::{end_guessed, links};

/// A string value as its format's parser reads it, and how it is written.
pub(crate) struct StringValue<'a> {
    /// The decoded value.
    pub(crate) value: &'a str,
    /// How offsets of the value map to the written text.
    pub(crate) map: &'a OffsetMap,
    /// Where its written text starts in the source.
    pub(crate) start: usize,
    /// How a new value is written there.
    pub(crate) escaping: Escaping,
}

/// How a string value is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reading {
    /// The whole value is one candidate, to check against `Grammar`.
    Whole(Grammar, Role),
    /// Prose: the bare links in it.
    Links,
    /// Nothing in it.
    Skip,
}

/// How the string `value` at `path` is read: the values that `selection`
/// names (and nothing else, when it names any); an RFC 6570 template
/// where the format marks one; a value under a key that names an IRI
/// ([`is_iri_key`]), whole, as a reference, unless it is empty, a
/// template or a pattern, git's scp-like address ([`is_scp_like`]), or
/// under `@id` a blank node identifier; a value that looks like a link,
/// whole; any other, prose.
pub(crate) fn reading(value: &str, path: &[Step], selection: &Selection) -> Reading {
    let template = Reading::Whole(Grammar::IRI_REFERENCE, Role::Template);
    if selection.is_explicit() {
        return match (selection.matches(path), is_template_position(path)) {
            (false, _) => Reading::Skip,
            (true, true) => template,
            (true, false) => Reading::Whole(Grammar::IRI, Role::Iri),
        };
    }
    if is_template_position(path) {
        return template;
    }
    let keyed = matches!(path.last(), Some(Step::Key(key)) if is_iri_key(key));
    let node_id = matches!(path.last(), Some(Step::Key(key)) if key == "@id");
    let address = keyed
        && (value.is_empty()
            || crate::is_template_or_pattern(value)
            || is_scp_like(value)
            || (node_id && is_blank_node_identifier(value)));
    if keyed && !address {
        Reading::Whole(Grammar::IRI_REFERENCE, Role::Iri)
    } else if looks_like_link(value) {
        Reading::Whole(Grammar::IRI, Role::Iri)
    } else if value.contains(':') {
        Reading::Links
    } else {
        Reading::Skip
    }
}

/// Appends the IRIs of string `s` at `path`, read as [`reading`] says.
pub(crate) fn push(s: &StringValue<'_>, path: &[Step], selection: &Selection, doc: &mut Document) {
    push_as(s, reading(s.value, path, selection), path, doc);
}

/// Appends the IRIs of string `s` at `path`, read as `how`.
pub(crate) fn push_as(s: &StringValue<'_>, how: Reading, path: &[Step], doc: &mut Document) {
    let found = |value: &str, span, offsets, grammar, role, end_guessed| Found {
        value: value.to_owned(),
        span,
        offsets,
        grammar,
        escaping: s.escaping,
        pointer: Some(pointer(path)),
        leniency: Leniency::Strict,
        role,
        comparison: Comparison::Equivalence,
        end_guessed,
        compile_time: None,
    };
    match how {
        Reading::Whole(grammar, role) => {
            let (span, offsets) = s.map.part(0..s.value.len(), s.start);
            doc.found
                .push(found(s.value, span, offsets, grammar, role, false));
        }
        Reading::Links => {
            for link in links(s.value) {
                let (span, offsets) = s.map.part(link.clone(), s.start);
                let guessed = end_guessed(s.value, link.end);
                doc.found.push(found(
                    &s.value[link],
                    span,
                    offsets,
                    Grammar::IRI,
                    Role::Iri,
                    guessed,
                ));
            }
        }
        Reading::Skip => {}
    }
}
