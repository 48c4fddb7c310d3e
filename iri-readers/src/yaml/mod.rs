//! YAML: the scalars meant as IRIs, read by `saphyr-parser` (a YAML 1.2
//! parser whose events carry their place); the map of every scalar style
//! (escapes, folded line breaks, block indentation) is made here
//! ([`scalar`]) and checked against the parser's value: a scalar whose
//! decoding differs is pointed at whole and never edited.

mod chars;
mod scalar;

use std::ops::Range;

use saphyr_parser::{Event, Parser, ScalarStyle};

use crate::Document;
use crate::found::Escaping;
use crate::offsets::OffsetMap;
use crate::problem::{Problem, ProblemKind};
use crate::select::{Selection, Step};
use crate::strings::{self, Reading, StringValue};
use chars::CharOffsets;
use scalar::Quote;

/// An open collection: a mapping (expecting a key or a value) or a
/// sequence (with its next index).
enum Frame {
    Mapping { key: Option<String> },
    Sequence { next: usize },
}

/// Appends the IRIs of `text` to `doc`.
pub(crate) fn read(text: &str, selection: &Selection, doc: &mut Document) {
    // Marker indices count characters.
    let offsets = CharOffsets::new(text);
    let byte = |chars: usize| offsets.byte(chars);
    let mut frames: Vec<Frame> = Vec::new();
    let mut path: Vec<Step> = Vec::new();
    for event in Parser::new_from_str(text) {
        let (event, span) = match event {
            Ok(pair) => pair,
            Err(err) => {
                let at = byte(err.marker().index());
                doc.problems.push(Problem::new(
                    ProblemKind::Syntax,
                    at..at,
                    format!("invalid YAML: {}; the rest is not read", err.info()),
                ));
                return;
            }
        };
        match event {
            Event::MappingStart(..) | Event::SequenceStart(..) => {
                enter(&mut frames, &mut path);
                frames.push(match event {
                    Event::MappingStart(..) => Frame::Mapping { key: None },
                    _ => Frame::Sequence { next: 0 },
                });
            }
            Event::MappingEnd | Event::SequenceEnd => {
                frames.pop();
                leave(&mut frames, &mut path);
            }
            Event::Scalar(value, style, _, _) => {
                if let Some(Frame::Mapping { key }) = frames.last_mut()
                    && key.is_none()
                {
                    *key = Some(value.into_owned());
                    continue;
                }
                enter(&mut frames, &mut path);
                let span = byte(span.start.index())..byte(span.end.index());
                read_scalar(text, &value, style, span, &path, selection, doc);
                leave(&mut frames, &mut path);
            }
            Event::Alias(_) => {
                if let Some(Frame::Mapping { key }) = frames.last_mut()
                    && key.is_none()
                {
                    *key = Some(String::new());
                    continue;
                }
                enter(&mut frames, &mut path);
                leave(&mut frames, &mut path);
            }
            _ => {}
        }
    }
}

/// Steps into the value about to be read.
fn enter(frames: &mut [Frame], path: &mut Vec<Step>) {
    match frames.last_mut() {
        Some(Frame::Mapping { key }) => path.push(Step::Key(key.clone().unwrap_or_default())),
        Some(Frame::Sequence { next }) => path.push(Step::Index(*next)),
        None => {}
    }
}

/// Steps out of the value just read.
fn leave(frames: &mut [Frame], path: &mut Vec<Step>) {
    match frames.last_mut() {
        Some(Frame::Mapping { key }) => {
            *key = None;
            path.pop();
        }
        Some(Frame::Sequence { next }) => {
            *next += 1;
            path.pop();
        }
        None => {}
    }
}

/// A scalar at `path`, spanned `span` by the parser (node properties
/// included): its IRIs, each at its written bytes.
fn read_scalar(
    text: &str,
    value: &str,
    style: ScalarStyle,
    span: Range<usize>,
    path: &[Step],
    selection: &Selection,
    doc: &mut Document,
) {
    let how = strings::reading(value, path, selection);
    if how == Reading::Skip {
        return;
    }
    let (start, escaping, map) = match decode(text, style, span.clone(), value) {
        Some(decoded) => decoded,
        // A decoding that differs from the parser's: the IRIs are pointed
        // at in the whole scalar, and never edited.
        None => (
            span.start,
            Escaping::YamlPlain,
            OffsetMap::opaque(value.len(), span.len()),
        ),
    };
    let s = StringValue {
        value,
        map: &map,
        start,
        escaping,
    };
    strings::push_as(&s, how, path, doc);
}

/// The map of a scalar spanned `span`, when its decoding is the parser's
/// `value`: where its written text starts, how a new value is written
/// there, and the map.
fn decode(
    text: &str,
    style: ScalarStyle,
    span: Range<usize>,
    value: &str,
) -> Option<(usize, Escaping, OffsetMap)> {
    let written = &text[span.clone()];
    let (start, escaping, (mine, map)) = match style {
        ScalarStyle::Literal | ScalarStyle::Folded => {
            let line_start = text[..span.start].rfind(['\n', '\r']).map_or(0, |i| i + 1);
            let indent = span.start - line_start;
            let folded = style == ScalarStyle::Folded;
            (
                span.start,
                Escaping::YamlBlock,
                scalar::block(written, indent, folded, value)?,
            )
        }
        _ => {
            let at = scalar::after_properties(written);
            let (quote, escaping, open) = match style {
                ScalarStyle::SingleQuoted => (Quote::Single, Escaping::YamlSingle, 1),
                ScalarStyle::DoubleQuoted => (Quote::Double, Escaping::YamlDouble, 1),
                _ => (Quote::Plain, Escaping::YamlPlain, 0),
            };
            let inner = span.start + at + open..span.end - open;
            if inner.start > inner.end
                || (open == 1 && text.as_bytes()[inner.start - 1] != text.as_bytes()[inner.end])
            {
                return None;
            }
            (inner.start, escaping, scalar::flow(&text[inner], quote))
        }
    };
    (mine == value).then_some((start, escaping, map))
}

#[cfg(test)]
mod tests {
    use crate::{Format, read_str};

    #[test]
    fn scalars_with_their_paths_and_escapes() {
        let yaml = "# http://comment/\nhome: https://e.org/a b\nlist:\n  - \"http://a.org/\\u00E9\"\n  - 'it''s http://b.org/'\n  - {k: urn:x}\nkey: earl:passed\n";
        let doc = read_str(Format::Yaml, yaml);
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        let got = crate::found::written(&doc.found, yaml);
        assert_eq!(
            got,
            [
                "/home https://e.org/a b = https://e.org/a b",
                "/list/0 http://a.org/é = http://a.org/\\u00E9",
                "/list/1 http://b.org/ = http://b.org/",
                "/list/2/k urn:x = urn:x",
            ]
        );
        assert_eq!(&yaml[doc.found[1].source_span(13..15)], "\\u00E9");
    }

    #[test]
    fn values_under_iri_keys_are_whole_and_prose_is_links() {
        let yaml = "url: /a b\nhomepage: https://x.org is our site\nnote: https://x.org is our site\n\
                    repo:\n  url: git@github.com:a/b.git\nhref: '{{ base }}/x'\nurl2: \"\"\n\
                    list:\n  - url: \"http://a/\\tb\"\n";
        let got = crate::found::roles(&read_str(Format::Yaml, yaml).found);
        assert_eq!(
            got,
            [
                "/url /a b Iri",
                "/homepage https://x.org is our site Iri",
                "/note https://x.org Iri",
                "/list/0/url http://a/\tb Iri",
            ]
        );
    }

    #[test]
    fn openapi_servers_and_hyper_schema_links_are_templates() {
        let yaml = "servers:\n  - url: https://{env}.example.org/v1\n  - url: https://example.org\nlinks:\n  - rel: self\n    href: /things/{id}\nother: https://x.org/{a}\n";
        let doc = read_str(Format::Yaml, yaml);
        let got = crate::found::roles(&doc.found);
        assert_eq!(
            got,
            [
                "/servers/0/url https://{env}.example.org/v1 Template",
                "/servers/1/url https://example.org Template",
                "/links/0/href /things/{id} Template",
            ]
        );
    }
}
