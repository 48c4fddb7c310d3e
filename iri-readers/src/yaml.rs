//! YAML: the scalars meant as IRIs, read by `saphyr-parser` (a YAML 1.2
//! parser whose events carry their place); the map of a quoted scalar's
//! escapes is made here and checked against the parser's value (folded
//! and multi-line scalars are pointed at whole).

use iri_core::Grammar;
use saphyr_parser::{Event, Parser, ScalarStyle};

use crate::Document;
use crate::found::{Escaping, Found, Leniency, Role};
use crate::offsets::OffsetMap;
use crate::problem::{Problem, ProblemKind};
use crate::select::{Selection, Step, is_template_position, looks_like_link, pointer};
use crate::text::bare_links;
use crate::unescape::{Escape, hex_char, unescape};

/// An open collection: a mapping (expecting a key or a value) or a
/// sequence (with its next index).
enum Frame {
    Mapping { key: Option<String> },
    Sequence { next: usize },
}

/// Appends the IRIs of `text` to `doc`.
pub(crate) fn read(text: &str, selection: &Selection, doc: &mut Document) {
    // Marker indices count characters: byte offsets of each character.
    let bytes_at: Vec<usize> = text
        .char_indices()
        .map(|(i, _)| i)
        .chain(std::iter::once(text.len()))
        .collect();
    let byte = |chars: usize| bytes_at.get(chars).copied().unwrap_or(text.len());
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
                scalar(text, &value, style, span, &path, selection, doc);
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

/// A scalar at `path`, written at `span`.
fn scalar(
    text: &str,
    value: &str,
    style: ScalarStyle,
    span: std::ops::Range<usize>,
    path: &[Step],
    selection: &Selection,
    doc: &mut Document,
) {
    let written = &text[span.clone()];
    let (inner, escaping) = match style {
        ScalarStyle::SingleQuoted if written.len() >= 2 => {
            (span.start + 1..span.end - 1, Escaping::YamlSingle)
        }
        ScalarStyle::DoubleQuoted if written.len() >= 2 => {
            (span.start + 1..span.end - 1, Escaping::YamlDouble)
        }
        _ => (span.clone(), Escaping::YamlPlain),
    };
    let raw = &text[inner.clone()];
    let (mine, map) = match style {
        ScalarStyle::DoubleQuoted => double_quoted(raw),
        ScalarStyle::SingleQuoted => single_quoted(raw),
        _ => (raw.to_owned(), OffsetMap::default()),
    };
    let simple = matches!(
        style,
        ScalarStyle::Plain | ScalarStyle::SingleQuoted | ScalarStyle::DoubleQuoted
    );
    let (map, fixable) = if mine == value && simple {
        (map, true)
    } else {
        let mut whole = OffsetMap::default();
        whole.push(0..value.len(), 0..raw.len());
        (whole, false)
    };
    let _ = fixable;
    let role = if is_template_position(path) {
        Role::Template
    } else {
        Role::Iri
    };
    let push = |v: String, span: std::ops::Range<usize>, offsets: OffsetMap, doc: &mut Document| {
        doc.found.push(Found {
            value: v,
            span,
            offsets,
            grammar: Grammar::IRI,
            escaping,
            pointer: Some(pointer(path)),
            leniency: Leniency::Strict,
            role,
        });
    };
    if selection.is_explicit() {
        if selection.matches(path) {
            push(value.to_owned(), inner, map, doc);
        }
    } else if role == Role::Template || looks_like_link(value) {
        push(value.to_owned(), inner, map, doc);
    } else if value.contains(':') {
        for link in bare_links(value) {
            let (offsets, written) = map.slice(link.clone());
            let from = inner.start + written;
            let to = from + offsets.covering(0..link.len()).end;
            push(value[link].to_owned(), from..to, offsets, doc);
        }
    }
}

/// A double-quoted scalar's inside on one line, decoded with its map.
fn double_quoted(raw: &str) -> (String, OffsetMap) {
    unescape(raw, |raw, i| {
        let hex = |digits: usize| hex_char(raw, i + 2, digits);
        let (c, len) = match raw.as_bytes().get(i + 1) {
            Some(b'x') => (hex(2), 4),
            Some(b'u') => (hex(4), 6),
            Some(b'U') => (hex(8), 10),
            Some(b'0') => (Some('\0'), 2),
            Some(b'a') => (Some('\u{7}'), 2),
            Some(b'b') => (Some('\u{8}'), 2),
            Some(b't' | b'\t') => (Some('\t'), 2),
            Some(b'n') => (Some('\n'), 2),
            Some(b'v') => (Some('\u{B}'), 2),
            Some(b'f') => (Some('\u{C}'), 2),
            Some(b'r') => (Some('\r'), 2),
            Some(b'e') => (Some('\u{1B}'), 2),
            Some(b' ') => (Some(' '), 2),
            Some(b'"') => (Some('"'), 2),
            Some(b'/') => (Some('/'), 2),
            Some(b'\\') => (Some('\\'), 2),
            Some(b'N') => (Some('\u{85}'), 2),
            Some(b'_') => (Some('\u{A0}'), 2),
            Some(b'L') => (Some('\u{2028}'), 2),
            Some(b'P') => (Some('\u{2029}'), 2),
            _ => (None, 1),
        };
        Escape::Char(c.unwrap_or('\u{FFFD}'), len)
    })
}

/// A single-quoted scalar's inside on one line: `''` is `'`.
fn single_quoted(raw: &str) -> (String, OffsetMap) {
    let mut value = String::with_capacity(raw.len());
    let mut map = OffsetMap::default();
    let mut run = 0;
    let mut from = 0;
    while let Some(at) = raw[from..].find("''").map(|i| from + i) {
        value.push_str(&raw[run..at]);
        let d = value.len();
        value.push('\'');
        map.push(d..d + 1, at..at + 2);
        run = at + 2;
        from = run;
    }
    value.push_str(&raw[run..]);
    (value, map)
}

#[cfg(test)]
mod tests {
    use crate::{Format, read_str};

    #[test]
    fn scalars_with_their_paths_and_escapes() {
        let yaml = "# http://comment/\nhome: https://e.org/a b\nlist:\n  - \"http://a.org/\\u00E9\"\n  - 'it''s http://b.org/'\n  - {k: urn:x}\nkey: earl:passed\n";
        let doc = read_str(Format::Yaml, yaml);
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        let got: Vec<String> = doc
            .found
            .iter()
            .map(|f| {
                format!(
                    "{} {} = {}",
                    f.pointer.as_deref().unwrap_or(""),
                    f.value,
                    &yaml[f.span.clone()]
                )
            })
            .collect();
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
