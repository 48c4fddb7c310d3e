//! JSON (with JSON Lines and JSON-LD): the string values meant as IRIs.
//!
//! A small tokenizer of its own: `serde_json` refuses lone surrogate
//! escapes (`"\uD800"`), which the JSON grammar (RFC 8259) accepts, and
//! gives no position for a value; this one keeps each string's span and
//! the map of its escapes, and reads JSON Lines (several documents).
//!
//! Each document is read twice as a stream of events ([`events`]), with
//! no tree of it and no recursion: a first pass finds what the walk must
//! know before it starts ([`survey`]: whether the document is JSON-LD,
//! the terms of its contexts, its HAL links that are templates), the
//! second walks it ([`walk`]). Beyond the IRIs found, a reader holds the
//! containers open (512 at the most), the path to the value it reads and
//! the terms the contexts define.

mod events;
mod survey;
mod tokens;
mod walk;

use crate::Document;
use crate::found::Comparison;
use crate::problem::Problem;
use crate::select::Selection;
use survey::Survey;
use tokens::Tokenizer;
use walk::Context;

/// Appends the IRIs of `text`, one or more JSON documents, to `doc`; each
/// read as JSON-LD when `json_ld` (a `.jsonld` file) or when it shows
/// itself JSON-LD ([`Survey::is_linked_data`]).
pub(crate) fn read(text: &str, selection: &Selection, json_ld: bool, doc: &mut Document) {
    let mut tokens = Tokenizer {
        text,
        at: usize::from(text.starts_with('\u{FEFF}')) * 3,
    };
    let surveyed = Survey::is_needed(&text[tokens.at..]);
    loop {
        tokens.skip_space();
        if tokens.at >= text.len() {
            return;
        }
        let survey = if surveyed {
            Survey::of(text, tokens.at)
        } else {
            Survey::empty()
        };
        let linked = json_ld || survey.is_linked_data();
        let context = if linked {
            Context::LinkedData
        } else {
            Context::Plain
        };
        let from = doc.found.len();
        let walked = walk::walk(text, tokens.at, &survey, context, selection, doc);
        for found in doc.found.iter_mut_from(from) {
            // In JSON-LD, RDF terms and literals; in plain JSON, a node
            // identifier of JSON-LD: compared by characters.
            if linked
                || found
                    .pointer
                    .as_deref()
                    .is_some_and(|p| p.ends_with("/@id"))
            {
                found.comparison = Comparison::Characters;
            }
        }
        match walked {
            Ok(end) => tokens.at = end,
            Err(failure) => {
                // At the end, the place of what is missing is the end.
                let span = failure.span;
                let span = span.start.min(text.len())..span.end.min(text.len());
                doc.problems.push(Problem::new(
                    failure.kind,
                    span,
                    format!("{}; the rest of the document is not read", failure.message),
                ));
                return;
            }
        }
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
