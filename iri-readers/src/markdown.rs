//! Markdown (`CommonMark` with GitHub's extensions), read by
//! `pulldown-cmark`: link and image destinations, autolinks, reference
//! definitions, the attributes of raw HTML, and bare links in text (the
//! GitHub autolink extension, which `pulldown-cmark` leaves to its users);
//! code spans and blocks left alone.
//!
//! `pulldown-cmark` gives each link's decoded destination and the bytes of
//! the whole link; the destination's own bytes are found here, from the
//! end of the link text, and its escapes decoded again to map positions
//! (when that decoding differs from the parser's, the whole destination
//! is pointed at and no fix is written).

use std::ops::Range;

use iri_core::Grammar;
use pulldown_cmark::{Event, LinkType, Options, Parser, Tag, TagEnd};

use crate::Document;
use crate::entities::decode_markdown;
use crate::found::{Comparison, Escaping, Found, Leniency, Role};
use crate::intradoc::is_intra_doc_link;
use crate::markup::{self, Dialect};
use crate::offsets::OffsetMap;
use crate::text::{end_guessed, links};

/// A link being read: its destination, its bytes, and where its text
/// ends so far.
struct Open {
    dest: String,
    range: Range<usize>,
    image: bool,
    link_type: LinkType,
    text_end: usize,
}

/// Appends the IRIs of `text` to `doc`; rustdoc's intra-doc links are
/// left out when `intra_doc` says they are read as rustdoc reads them.
pub(crate) fn read(text: &str, intra_doc: bool, doc: &mut Document) {
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_GFM;
    let mut parser = Parser::new_ext(text, options).into_offset_iter();
    let mut open: Vec<Open> = Vec::new();
    let mut code = 0usize;
    let mut prose: Option<Range<usize>> = None;
    // An HTML block comes a line at a time: its lines are read together,
    // so that a comment over several lines is one.
    let mut html: Option<Range<usize>> = None;
    for (event, range) in parser.by_ref() {
        let is_html = matches!(event, Event::Html(_)) && code == 0;
        if !is_html || html.as_ref().is_some_and(|h| h.end != range.start) {
            read_html(text, html.take(), doc);
        }
        if let Some(last) = open.last_mut()
            && !matches!(event, Event::End(TagEnd::Link | TagEnd::Image))
        {
            last.text_end = last.text_end.max(range.end);
        }
        let is_text = matches!(event, Event::Text(_)) && code == 0 && open.is_empty();
        if !is_text {
            flush(text, prose.take(), doc);
        }
        match event {
            Event::Start(Tag::CodeBlock(_)) => code += 1,
            Event::End(TagEnd::CodeBlock) => code = code.saturating_sub(1),
            Event::Start(
                Tag::Link {
                    link_type,
                    dest_url,
                    ..
                }
                | Tag::Image {
                    link_type,
                    dest_url,
                    ..
                },
            ) => {
                let image = text[range.clone()].starts_with('!');
                open.push(Open {
                    dest: dest_url.into_string(),
                    text_end: range.start + 1 + usize::from(image),
                    range,
                    image,
                    link_type,
                });
            }
            Event::End(TagEnd::Link | TagEnd::Image) => {
                if let Some(link) = open.pop() {
                    // A link inside an image's description is its alt
                    // text: renderers make no link of it.
                    let rust_item = intra_doc && is_intra_doc_link(&link.dest);
                    let template = is_template_destination(&link.dest);
                    if !open.iter().any(|o| o.image) && !rust_item && !template {
                        let from = doc.found.len();
                        link_destination(text, &link, doc);
                        // Inside another link's text, which may be the
                        // label that picks its reference: a new value
                        // could change what the rest of the text links.
                        if !open.is_empty() {
                            for found in doc.found.iter_mut_from(from) {
                                found.escaping = Escaping::ReadOnly;
                            }
                        }
                    }
                    if let Some(outer) = open.last_mut() {
                        outer.text_end = outer.text_end.max(link.range.end);
                    }
                }
            }
            Event::Text(_) if is_text => {
                prose = Some(match prose.take() {
                    Some(p) if p.end == range.start => p.start..range.end,
                    Some(p) => {
                        flush(text, Some(p), doc);
                        range
                    }
                    None => range,
                });
            }
            Event::Html(_) if code == 0 => {
                html = Some(html.take().map_or(range.clone(), |h| h.start..range.end));
            }
            Event::InlineHtml(_) if code == 0 => read_html(text, Some(range), doc),
            _ => {}
        }
    }
    flush(text, prose.take(), doc);
    read_html(text, html.take(), doc);
    for (_, def) in parser.reference_definitions().iter() {
        if (intra_doc && is_intra_doc_link(&def.dest)) || is_template_destination(&def.dest) {
            continue;
        }
        let source = &text[def.span.clone()];
        let Some(colon) = source.find("]:") else {
            continue;
        };
        let at = def.span.start + colon + 2;
        push_destination(text, at, &def.dest, doc);
    }
}

/// Whether destination `dest` is a template
/// ([`is_template_or_pattern`](crate::is_template_or_pattern)'s
/// templates), `<%= … %>` included, whose `<` and `>`
/// `CommonMark` reads as the brackets of the destination.
fn is_template_destination(dest: &str) -> bool {
    crate::select::is_template(dest)
        || (dest.starts_with('%') && crate::select::is_template(&format!("<{dest}>")))
}

/// The IRIs of the HTML at `range`.
fn read_html(text: &str, range: Option<Range<usize>>, doc: &mut Document) {
    let Some(range) = range else {
        return;
    };
    let mut inner = Document::default();
    markup::read(&text[range.clone()], Dialect::Html, &mut inner);
    for mut found in inner.found {
        found.span = found.span.start + range.start..found.span.end + range.start;
        doc.found.push(found);
    }
}

/// The bare links of prose at `range` (when it is written as it reads:
/// otherwise those found again in what is written).
fn flush(text: &str, range: Option<Range<usize>>, doc: &mut Document) {
    let Some(range) = range else {
        return;
    };
    let written = &text[range.clone()];
    if !written.contains(':') {
        return;
    }
    let (decoded, map) = decode_markdown(written);
    for link in links(&decoded) {
        let (span, offsets) = map.part(link.clone(), range.start);
        let end_guessed = end_guessed(&decoded, link.end);
        doc.found.push(Found {
            value: decoded[link].to_owned(),
            span,
            offsets,
            grammar: Grammar::IRI,
            escaping: Escaping::MarkdownText,
            pointer: None,
            leniency: Leniency::Strict,
            role: Role::Iri,
            comparison: Comparison::Equivalence,
            end_guessed,
            compile_time: None,
        });
    }
}

/// The destination of a link or image that was just closed.
fn link_destination(text: &str, link: &Open, doc: &mut Document) {
    let whole = &text[link.range.clone()];
    match link.link_type {
        LinkType::Autolink
            if whole.starts_with('<') && whole.ends_with('>') && whole.len() >= 2 =>
        {
            let span = link.range.start + 1..link.range.end - 1;
            let mut found = Found::verbatim(text, span, Grammar::IRI);
            found.escaping = Escaping::MarkdownAutolink;
            if found.value == link.dest {
                doc.found.push(found);
            }
        }
        // `<a@b.c>`: the renderer's link is `mailto:a@b.c`.
        LinkType::Email
            if whole.starts_with('<')
                && whole.ends_with('>')
                && whole[1..whole.len() - 1] == link.dest =>
        {
            let span = link.range.start + 1..link.range.end - 1;
            let mut offsets = OffsetMap::default();
            offsets.push(0..7, 0..0);
            doc.found.push(Found {
                value: format!("mailto:{}", link.dest),
                span,
                offsets,
                grammar: Grammar::IRI,
                escaping: Escaping::MarkdownAutolink,
                pointer: None,
                leniency: Leniency::Strict,
                role: Role::Iri,
                comparison: Comparison::Equivalence,
                end_guessed: false,
                compile_time: None,
            });
        }
        LinkType::Inline => {
            let from = link.text_end.min(link.range.end);
            let Some(close) = text[from..link.range.end].find("](") else {
                return;
            };
            push_destination(text, from + close + 2, &link.dest, doc);
        }
        _ => {}
    }
}

/// Whether the byte at `at` is a backslash that escapes the next one (an
/// ASCII punctuation character, in `CommonMark`).
fn escapes_next(bytes: &[u8], at: usize) -> bool {
    bytes[at] == b'\\' && bytes.get(at + 1).is_some_and(u8::is_ascii_punctuation)
}

/// The destination written after `at` (spaces and one line break first),
/// whose decoded value is `dest`.
fn push_destination(text: &str, at: usize, dest: &str, doc: &mut Document) {
    let bytes = text.as_bytes();
    let mut i = at;
    let mut breaks = 0;
    while i < bytes.len() && matches!(bytes[i], b' ' | b'\t' | b'\n' | b'\r') {
        if bytes[i] == b'\n' {
            breaks += 1;
        }
        if breaks > 1 {
            return;
        }
        i += 1;
    }
    let angle = bytes.get(i) == Some(&b'<');
    let span = if angle {
        let start = i + 1;
        let mut j = start;
        while j < bytes.len() && bytes[j] != b'>' && bytes[j] != b'\n' {
            j += if escapes_next(bytes, j) { 2 } else { 1 };
        }
        if bytes.get(j) != Some(&b'>') {
            return;
        }
        start..j
    } else {
        let mut depth = 0usize;
        let mut j = i;
        while j < bytes.len() {
            match bytes[j] {
                b'\\' if escapes_next(bytes, j) => j += 1,
                b'(' => depth += 1,
                b')' if depth == 0 => break,
                b')' => depth -= 1,
                b if b <= b' ' => break,
                _ => {}
            }
            j += 1;
        }
        i..j.min(bytes.len())
    };
    let written = &text[span.clone()];
    let (decoded, map) = decode_markdown(written);
    let (value, offsets) = if decoded == dest {
        (decoded, map)
    } else {
        // Pointed at whole, never edited.
        (
            dest.to_owned(),
            OffsetMap::opaque(dest.len(), written.len()),
        )
    };
    let lenient = angle && value.contains(|c: char| c == ' ' || !c.is_ascii() && c.is_whitespace());
    doc.found.push(Found {
        value,
        span,
        offsets,
        grammar: if lenient {
            Grammar::LEIRI_REFERENCE
        } else {
            Grammar::IRI_REFERENCE
        },
        escaping: Escaping::Markdown { angle },
        pointer: None,
        leniency: if lenient {
            Leniency::RendererEncodes
        } else {
            Leniency::Strict
        },
        role: Role::Iri,
        comparison: Comparison::Equivalence,
        end_guessed: false,
        compile_time: None,
    });
}

#[cfg(test)]
mod tests {
    use crate::{Format, Leniency, read_str};

    fn values(text: &str) -> Vec<String> {
        read_str(Format::Markdown, text)
            .found
            .into_iter()
            .map(|f| format!("{} = {}", f.value, &text[f.span]))
            .collect()
    }

    #[test]
    fn badges_escapes_code_and_definitions() {
        let md = "[![b](https://img.shields.io/x)](https://e.org/a\\_b) and https://bare.org/x.\n\n\
                  `let src = \"http://code/\"`\n\n    <a href=\"http://block/\">\n\n\
                  [ref]: <http://def.org/a b> \"t\"\n[x][ref] <https://auto.org/> <a href=\"/h\">";
        assert_eq!(
            values(md),
            [
                "https://img.shields.io/x = https://img.shields.io/x",
                "https://e.org/a_b = https://e.org/a\\_b",
                "https://bare.org/x = https://bare.org/x",
                "http://def.org/a b = http://def.org/a b",
                "https://auto.org/ = https://auto.org/",
                "/h = /h",
            ]
        );
        let doc = read_str(Format::Markdown, md);
        assert_eq!(&md[doc.found[1].source_span(15..16)], "\\_");
        assert_eq!(doc.found[3].leniency, Leniency::RendererEncodes);
    }

    #[test]
    fn an_html_comment_over_lines_is_left_alone() {
        let md = "<!-- YAML\nchanges:\n  pr-url: https://example.org/a b\n-->\n\n<p>\n<a href=\"https://example.org/x\">x</a>\n</p>\n";
        assert_eq!(
            values(md),
            ["https://example.org/x = https://example.org/x"]
        );
    }

    #[test]
    fn intra_doc_links_are_rust_items_unless_told_otherwise() {
        let md = "[`P`]: hello_world::HelloWorldProvider\n\nSee [`P`], [f](crate::f()), \
                  [u](urn:x:y), [m](mailto:a@b) and [v](Vec).\n";
        assert_eq!(
            values(md),
            ["urn:x:y = urn:x:y", "mailto:a@b = mailto:a@b", "Vec = Vec"]
        );
        let options = crate::Options {
            intra_doc_links: false,
            ..crate::Options::default()
        };
        let doc = crate::read_str_with(Format::Markdown, md, &options);
        assert_eq!(doc.found.len(), 5);
    }
}
