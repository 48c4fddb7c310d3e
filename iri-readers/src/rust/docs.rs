//! Doc comments (`///`, `//!`, `/** */`, `/*! */`, `#[doc = "…"]`) read
//! as rustdoc reads them, as Markdown: the comment markers dropped, the
//! lines unindented by their common indentation, and every IRI found in
//! the Markdown mapped back to where it is written.

use std::ops::Range;

use ra_ap_rustc_lexer::DocStyle;

use crate::Document;
use crate::found::Escaping;
use crate::offsets::OffsetMap;

use super::form::Form;
use super::literal;

/// Consecutive doc comments of one kind: the source bytes of each line's
/// text (after its marker).
#[derive(Debug, Default)]
pub(super) struct Block {
    lines: Vec<Range<usize>>,
    /// Line comments (`///`, `//!`), and which.
    kind: Option<(bool, DocStyle)>,
}

impl Block {
    /// Takes the doc comment at `span` into the block, when it continues
    /// it (a line comment of the same style after line comments).
    pub(super) fn takes(
        &mut self,
        text: &str,
        span: &Range<usize>,
        line: bool,
        style: Option<DocStyle>,
    ) -> bool {
        let Some(style) = style else {
            return false;
        };
        let kind = Some((line, style));
        if !self.lines.is_empty() && (self.kind != kind || !line) {
            return false;
        }
        self.kind = kind;
        if line {
            let body = span.start + 3..span.end;
            let end = if text[body.clone()].ends_with('\r') {
                body.end - 1
            } else {
                body.end
            };
            self.lines.push(body.start..end);
        } else {
            // `/**` … `*/`: each line, a leading `*` dropped where every
            // line after the first has one.
            // Without its `*/` when it has one (an unterminated comment
            // runs to the end).
            let end = if text[span.clone()].ends_with("*/") {
                span.end - 2
            } else {
                span.end
            };
            let body = span.start + 3..end.max(span.start + 3);
            let mut from = body.start;
            let mut lines = Vec::new();
            for piece in text[body.clone()].split('\n') {
                let end = from + piece.len();
                let end = if piece.ends_with('\r') { end - 1 } else { end };
                lines.push(from..end);
                from += piece.len() + 1;
            }
            let starred = lines.iter().skip(1).all(|l| {
                let t = text[l.clone()].trim_start();
                t.is_empty() || t.starts_with('*')
            });
            if starred {
                for l in lines.iter_mut().skip(1) {
                    let t = &text[l.clone()];
                    if let Some(star) = t.find('*').filter(|_| !t.trim().is_empty()) {
                        l.start += star + 1;
                    }
                }
            }
            self.lines = lines;
        }
        true
    }

    /// Whether the block holds no line.
    pub(super) fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Reads the block as Markdown into `doc`, and empties it.
    pub(super) fn flush(&mut self, text: &str, doc: &mut Document) {
        if self.lines.is_empty() {
            return;
        }
        let lines = std::mem::take(&mut self.lines);
        self.kind = None;
        if !lines.iter().any(|l| may_link(&text[l.clone()])) {
            return;
        }
        // Unindented by the smallest indentation of the lines with text.
        let indent = lines
            .iter()
            .filter(|l| !text[(*l).clone()].trim().is_empty())
            .map(|l| {
                let t = &text[l.clone()];
                t.len() - t.trim_start_matches([' ', '\t']).len()
            })
            .min()
            .unwrap_or(0);
        let mut markdown = String::new();
        // Per line: where it starts in the Markdown, and in the source.
        let mut starts: Vec<(usize, usize)> = Vec::with_capacity(lines.len());
        for l in &lines {
            let t = &text[l.clone()];
            let cut = if t.trim().is_empty() { t.len() } else { indent };
            starts.push((markdown.len(), l.start + cut));
            markdown.push_str(&t[cut..]);
            markdown.push('\n');
        }
        let mut found = Document::default();
        crate::markdown::read(&markdown, true, &mut found);
        for mut f in found.found {
            if is_rust_item(&f) {
                continue;
            }
            let line_of = |at: usize| starts.partition_point(|s| s.0 <= at).saturating_sub(1);
            let (first, last) = (
                line_of(f.span.start),
                line_of(f.span.end.saturating_sub(1).max(f.span.start)),
            );
            let shift = |at: usize, line: usize| at - starts[line].0 + starts[line].1;
            let span = shift(f.span.start, first)..shift(f.span.end, last);
            if first != last {
                // Across comment markers: pointed at whole, never edited.
                f.offsets = OffsetMap::opaque(f.value.len(), span.len());
                f.escaping = Escaping::ReadOnly;
            }
            f.span = span;
            doc.found.push(f);
        }
    }
}

/// Whether a line of Markdown may hold a link the Markdown reader finds:
/// `://`, `mailto:`, `urn:`, a destination `](`, a definition `]:`, an
/// autolink `<scheme:`, or an HTML attribute: the blocks without one are
/// not parsed (most doc comments hold none).
fn may_link(line: &str) -> bool {
    let bytes = line.as_bytes();
    memchr::memchr3_iter(b':', b']', b'<', bytes).any(|i| match bytes[i] {
        b':' => {
            bytes[i + 1..].starts_with(b"//")
                || bytes[..i].ends_with(b"mailto")
                || bytes[..i].ends_with(b"urn")
        }
        b']' => matches!(bytes.get(i + 1), Some(b'(' | b':')),
        _ => {
            let rest = &bytes[i + 1..];
            let scheme = rest
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
                .count();
            (scheme > 0 && rest.get(scheme) == Some(&b':'))
                || rest.starts_with(b"a ")
                || rest.starts_with(b"img ")
        }
    })
}

/// Whether a Markdown destination found in a doc comment is a Rust item
/// as rustdoc reads it, beyond what the Markdown reader leaves out: in
/// backquotes (rustdoc drops them), with a turbofish (`Vec::<T>::new`), or
/// an item with a fragment (`EStr#impl-EStr<E>-1`, `Self#method.f`).
fn is_rust_item(found: &crate::Found) -> bool {
    if !matches!(
        found.escaping,
        Escaping::Markdown { .. } | Escaping::ReadOnly
    ) {
        return false;
    }
    let dest = found.value.as_str();
    let dest = dest
        .strip_prefix('`')
        .and_then(|d| d.strip_suffix('`'))
        .unwrap_or(dest);
    let dest = dest.replace("::<", "<");
    let (path, fragment) = dest.split_once('#').unwrap_or((&dest, ""));
    // An anchor that rustdoc makes (`#impl-From<T>-for-X`, `#method.new`),
    // whose brackets its renderer percent-encodes.
    let anchors = [
        "impl-",
        "method.",
        "tymethod.",
        "associatedtype.",
        "associatedconstant.",
        "variant.",
        "structfield.",
    ];
    if anchors.iter().any(|a| fragment.starts_with(a)) {
        return true;
    }
    if crate::is_intra_doc_link(&dest) || (fragment.is_empty() && crate::is_intra_doc_link(path)) {
        return true;
    }
    let word = |w: &str| {
        let mut chars = w.chars();
        chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
            && chars.all(|c| c.is_alphanumeric() || c == '_')
    };
    // An item and a fragment: `Type#anchor`, `crate::m::Type#anchor`.
    !fragment.is_empty() && !path.is_empty() && (word(path) || crate::is_intra_doc_link(path))
        || (found.value.starts_with('`') && found.value.ends_with('`') && word(&dest))
}

/// The value of `#[doc = "…"]`, written `inside` its quotes from `start`,
/// read as Markdown: its IRIs pointed at where they are written, never
/// edited (they would need the literal's escapes and Markdown's).
pub(super) fn attribute(inside: &str, start: usize, form: Form, doc: &mut Document) {
    if memchr::memchr(b':', inside.as_bytes()).is_none() {
        return;
    }
    let Some(d) = literal::decode(inside, form, false) else {
        return;
    };
    let mut found = Document::default();
    crate::markdown::read(&d.value, true, &mut found);
    for mut f in found.found {
        if is_rust_item(&f) {
            continue;
        }
        let (span, offsets) = d.map.part(f.span.clone(), start);
        f.offsets = if f.offsets.is_identity() {
            offsets
        } else {
            OffsetMap::opaque(f.value.len(), span.len())
        };
        f.span = span;
        f.escaping = Escaping::ReadOnly;
        doc.found.push(f);
    }
}
