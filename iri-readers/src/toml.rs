//! TOML: the string values meant as IRIs, read by `toml_parser` (the
//! lexer and parser under `toml` and `toml_edit`, which gives every
//! token's span and decodes strings); the map of a string's escapes (and
//! of a multi-line string's first line break and line-ending backslashes)
//! is made here, and checked against the parser's decoding.

use toml_parser::decoder::Encoding;
use toml_parser::parser::{Event, EventKind, RecursionGuard};
use toml_parser::{Raw, Source};

use crate::Document;
use crate::found::Escaping;
use crate::offsets::{Decoding, OffsetMap};
use crate::problem::{Problem, ProblemKind};
use crate::select::{Selection, Step};
use crate::strings::{self, Reading, StringValue};
use crate::unescape::{Escape, hex_char, unescape_into};

/// The deepest nesting of arrays and inline tables read: the `toml`
/// crate's (and so Cargo's) limit.
const MAX_DEPTH: u32 = 80;

/// Appends the IRIs of `text` to `doc`.
pub(crate) fn read(text: &str, selection: &Selection, doc: &mut Document) {
    let source = Source::new(text);
    // Lexed twice, the first time only counted: room for the tokens
    // exactly (the lexer's own estimate, two tokens for each seven bytes,
    // held 6.9 times a text of one long string; growing by doubling, three
    // times what a dense one needs).
    let mut tokens = Vec::with_capacity(source.lex().count());
    tokens.extend(source.lex());
    // No more events than tokens: room for them at once, not doubled.
    let mut events: Vec<Event> = Vec::with_capacity(tokens.len());
    let mut errors: Vec<toml_parser::ParseError> = Vec::new();
    let mut receiver = |e: Event| events.push(e);
    // Arrays and inline tables nested deeper than the `toml` crate reads
    // are refused as it refuses them (the parser recurses: a document of
    // `[[[…` ran out of stack).
    let mut guard = RecursionGuard::new(&mut receiver, MAX_DEPTH);
    toml_parser::parser::parse_document(&tokens, &mut guard, &mut errors);
    if let Some(err) = errors.first() {
        let span = err
            .unexpected()
            .or(err.context())
            .map_or(0..0, |s| s.start()..s.end());
        doc.problems.push(Problem::new(
            ProblemKind::Syntax,
            span,
            format!("invalid TOML: {}", err.description()),
        ));
        return;
    }
    // The path: the table's keys, then the keys of the key-value pair
    // being read, then array indices.
    let mut table: Vec<Step> = Vec::new();
    let mut keys: Vec<Step> = Vec::new();
    let mut header = false;
    let mut after_key_sep = false;
    // Open arrays and inline tables: (the path length to restore, the
    // next index for arrays).
    let mut nesting: Vec<(usize, Option<usize>)> = Vec::new();
    let mut in_value = false;
    for event in &events {
        let span = event.span();
        let raw = || {
            source
                .get(span)
                .map(|r| decode_key(&Raw::new_unchecked(r.as_str(), event.encoding(), span)))
        };
        match event.kind() {
            EventKind::StdTableOpen | EventKind::ArrayTableOpen => {
                table.clear();
                header = true;
            }
            EventKind::StdTableClose | EventKind::ArrayTableClose => header = false,
            EventKind::SimpleKey => {
                let key = Step::Key(raw().unwrap_or_default());
                if header {
                    table.push(key);
                } else {
                    if !after_key_sep && !in_value {
                        keys.clear();
                    }
                    if nesting.last().is_some_and(|n| n.1.is_none()) && !after_key_sep {
                        let base = nesting.last().map_or(0, |n| n.0);
                        keys.truncate(base);
                    }
                    keys.push(key);
                }
                after_key_sep = false;
            }
            EventKind::KeySep => after_key_sep = true,
            EventKind::KeyValSep => in_value = true,
            EventKind::ArrayOpen | EventKind::InlineTableOpen => {
                let array = event.kind() == EventKind::ArrayOpen;
                nesting.push((keys.len(), array.then_some(0)));
                if array {
                    keys.push(Step::Index(0));
                }
            }
            EventKind::ArrayClose | EventKind::InlineTableClose => {
                if let Some((len, _)) = nesting.pop() {
                    keys.truncate(len);
                }
                if nesting.is_empty() {
                    in_value = false;
                }
            }
            EventKind::ValueSep => {
                if let Some((len, Some(index))) = nesting.last_mut() {
                    *index += 1;
                    let len = *len;
                    let i = *index;
                    keys.truncate(len);
                    keys.push(Step::Index(i));
                }
            }
            EventKind::Scalar => {
                if let (Some(encoding), Some(raw)) = (event.encoding(), source.get(span)) {
                    let raw = Raw::new_unchecked(raw.as_str(), Some(encoding), span);
                    let mut path = table.clone();
                    path.extend(keys.iter().cloned());
                    string(&raw, encoding, event, &path, selection, doc);
                }
                if nesting.is_empty() {
                    in_value = false;
                }
            }
            EventKind::Newline if nesting.is_empty() => in_value = false,
            _ => {}
        }
    }
}

fn decode_key(raw: &Raw<'_>) -> String {
    let mut out = String::new();
    raw.decode_key(&mut out, &mut ());
    out
}

/// A string scalar at `path`.
fn string(
    raw: &Raw<'_>,
    encoding: Encoding,
    event: &Event,
    path: &[Step],
    selection: &Selection,
    doc: &mut Document,
) {
    // A decoded string is never longer than its written form: no room to
    // grow into.
    let mut value = String::with_capacity(raw.len());
    let _ = raw.decode_scalar(&mut value, &mut ());
    let how = strings::reading(&value, path, selection);
    if how == Reading::Skip {
        return;
    }
    let written = raw.as_str();
    let (quote, escaping) = match encoding {
        Encoding::BasicString => (1, Escaping::TomlBasic),
        Encoding::LiteralString => (1, Escaping::TomlLiteral),
        Encoding::MlBasicString => (3, Escaping::TomlBasic),
        Encoding::MlLiteralString => (3, Escaping::TomlLiteral),
    };
    // A string the lexer could not close has no inside to point at.
    let Some(inner) = written
        .len()
        .checked_sub(quote)
        .filter(|&end| end >= quote)
        .and_then(|end| written.get(quote..end))
    else {
        return;
    };
    let start = event.span().start() + quote;
    let (mine, map) = decode(inner, quote == 3, escaping == Escaping::TomlBasic);
    let map = if mine == value {
        map
    } else {
        // A decoding that differs from the parser's: pointed at whole.
        OffsetMap::opaque(value.len(), inner.len())
    };
    let s = StringValue {
        value: &value,
        map: &map,
        start,
        escaping,
    };
    strings::push_as(&s, how, path, doc);
}

/// The inside of a string, decoded with its map: a multi-line string
/// drops the line break right after its opening delimiter; a basic
/// string decodes its escapes (and a line-ending backslash with the
/// whitespace after it, to nothing).
fn decode(inner: &str, multi_line: bool, basic: bool) -> (String, OffsetMap) {
    let mut decoding = Decoding::new(inner);
    let mut from = 0;
    if multi_line {
        from = ["\n", "\r\n"]
            .iter()
            .find(|nl| inner.starts_with(**nl))
            .map_or(0, |nl| nl.len());
        decoding.replace(0..from, "");
    }
    if basic {
        unescape_into(&mut decoding, inner, from, escape);
    }
    decoding.finish()
}

/// What a basic string reads at the backslash at `i` of `raw`.
fn escape(raw: &str, i: usize) -> Escape {
    let bytes = raw.as_bytes();
    let (c, len) = match bytes.get(i + 1) {
        Some(b'u') => (hex_char(raw, i + 2, 4), 6),
        Some(b'U') => (hex_char(raw, i + 2, 8), 10),
        Some(b'x') => (hex_char(raw, i + 2, 2), 4),
        Some(b'b') => (Some('\u{8}'), 2),
        Some(b't') => (Some('\t'), 2),
        Some(b'n') => (Some('\n'), 2),
        Some(b'f') => (Some('\u{C}'), 2),
        Some(b'r') => (Some('\r'), 2),
        Some(b'e') => (Some('\u{1B}'), 2),
        Some(b'"') => (Some('"'), 2),
        Some(b'\\') => (Some('\\'), 2),
        _ => (None, 1),
    };
    // A line-ending backslash and the whitespace and line breaks after
    // it decode to nothing.
    c.map_or_else(
        || {
            let blank = bytes[i + 1..]
                .iter()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
            Escape::Nothing(1 + blank)
        },
        |c| Escape::Char(c, len),
    )
}

#[cfg(test)]
mod tests {
    use crate::{Format, read_str};

    #[test]
    fn nesting_deeper_than_the_toml_crate_reads_is_a_problem_not_a_crash() {
        for (open, close) in [("[", "]"), ("{a = ", "}")] {
            let deep = format!("a = {}1{}\n", open.repeat(100_000), close.repeat(100_000));
            let doc = read_str(Format::Toml, &deep);
            assert_eq!(doc.problems.len(), 1, "{open}");
            assert!(
                doc.problems[0].message.contains("recurse"),
                "{:?}",
                doc.problems
            );
        }
        let ok = format!("a = {}\"http://a/\"{}\n", "[".repeat(80), "]".repeat(80));
        let doc = read_str(Format::Toml, &ok);
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        assert_eq!(doc.found.len(), 1);
    }

    #[test]
    fn values_with_their_paths_and_escapes() {
        let toml = "[package]\nhomepage = \"https://e.org/a b\"\nname = \"x:y\"\n\
                    [dependencies]\nz = { git = 'https://g.org/z', v = \"1\" }\n\
                    [[bin]]\nurls = [\"http://a.org/\\u00E9\", \"see http://b.org/.\"]\n";
        let doc = read_str(Format::Toml, toml);
        assert!(doc.problems.is_empty(), "{:?}", doc.problems);
        let got = crate::found::written(&doc.found, toml);
        assert_eq!(
            got,
            [
                "/package/homepage https://e.org/a b = https://e.org/a b",
                "/dependencies/z/git https://g.org/z = https://g.org/z",
                "/bin/urls/0 http://a.org/é = http://a.org/\\u00E9",
                "/bin/urls/1 http://b.org/ = http://b.org/",
            ]
        );
        assert_eq!(&toml[doc.found[2].source_span(13..15)], "\\u00E9");
    }
}
