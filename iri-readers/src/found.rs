//! An IRI found in a document: [`Found`], with how to write a new value
//! back ([`Escaping`]).

use std::fmt::Write as _;
use std::ops::Range;

use iri_core::Grammar;
/// How the processors of a format compare an IRI with others: one type
/// with the checker's fix rule.
pub use iri_core::diagnostic::Comparison;
use iri_core::diagnostic::CompileTimeForm;

use crate::offsets::OffsetMap;
use crate::rust::form::{Form, escape_text};

/// An IRI found in a document: the value to check, where it is written,
/// and the grammar it must match.
///
/// ```
/// use iri_readers::{Format, read_str};
///
/// let doc = read_str(Format::Turtle, "<http://example.org/caf\\u00E9> a <#T> .");
/// let first = &doc.found[0];
/// assert_eq!(first.value, "http://example.org/café");
/// assert_eq!(first.span, 1..29);
/// assert_eq!(first.grammar, iri_core::Grammar::IRI_REFERENCE);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The value, as the format's parser reads it: escapes and references
    /// decoded, prefixes expanded.
    pub value: String,
    /// The bytes of the source that hold it as written (without quotes or
    /// brackets).
    pub span: Range<usize>,
    /// How offsets of `value` map to offsets of the source from
    /// `span.start`.
    pub offsets: OffsetMap,
    /// The grammar the value must match, unless the caller asks for
    /// another.
    pub grammar: Grammar,
    /// How a new value is written in its place.
    pub escaping: Escaping,
    /// Where the value sits in a structured document: its JSON pointer
    /// (RFC 6901; TOML and YAML keys written the same way), or `None`.
    pub pointer: Option<Box<str>>,
    /// What the format's own processors do with characters the IRI
    /// grammar refuses.
    pub leniency: Leniency,
    /// What the value is meant as.
    pub role: Role,
    /// How the format's processors compare the value with others, which
    /// decides whether a rewrite keeps what it names.
    pub comparison: Comparison,
    /// Whether the reader ended the value at a character followed
    /// directly by more text of the same run (a bare link cut at a
    /// space, with no punctuation or line end between): where the
    /// author's IRI ends is then a guess.
    pub end_guessed: bool,
    /// The form that checks the value when the crate is built, where Rust
    /// source parses it at run time and unwraps it
    /// (`Iri::parse("…").unwrap()`): what the advice
    /// `source-parsed-at-run-time` names. `None` elsewhere.
    pub compile_time: Option<CompileTimeForm>,
}

/// What the format's processors do with characters that the IRI grammar
/// refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Leniency {
    /// They are errors (the value is used as written).
    #[default]
    Strict,
    /// Renderers percent-encode them (`CommonMark` `<…>` destinations, where
    /// spaces are allowed): the value is checked as a LEIRI reference,
    /// and such characters are worth advice at most.
    RendererEncodes,
    /// The value is parsed by the URL Standard (Rust's `url::Url`, which
    /// percent-encodes what RFC 3987 refuses and fails only on what that
    /// parser refuses): checked as a LEIRI, with what the URL Standard
    /// refuses (`whatwg-refused`: a space in the host) an error, and the
    /// characters it encodes (a space in the path) a warning at most.
    UrlStandard,
}

/// `pointer value role` of each found value, for the readers' tests.
#[cfg(test)]
pub(crate) fn roles(found: &crate::Records<Found>) -> Vec<String> {
    found
        .iter()
        .map(|f| {
            format!(
                "{} {} {:?}",
                f.pointer.as_deref().unwrap_or(""),
                f.value,
                f.role
            )
        })
        .collect()
}

/// `pointer value = written` of each found value, for the readers' tests.
#[cfg(test)]
pub(crate) fn written(found: &crate::Records<Found>, text: &str) -> Vec<String> {
    found
        .iter()
        .map(|f| {
            format!(
                "{} {} = {}",
                f.pointer.as_deref().unwrap_or(""),
                f.value,
                &text[f.span.clone()]
            )
        })
        .collect()
}

/// What a value is meant as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Role {
    /// An IRI (or reference) to check against its grammar.
    #[default]
    Iri,
    /// An RFC 6570 URI Template whose expansions are IRI references,
    /// where the format says so: a JSON Hyper-Schema link's `href`
    /// (`links[i].href`), a HAL link with `"templated": true` (JSON), an
    /// `OpenAPI` server's `url` (`servers[i].url`). Checked with
    /// `iri_template::Template::parse`: its braces are expressions,
    /// not characters.
    Template,
}

/// How a value is written in its format, to write a new one in place of
/// the old (`--fix`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Escaping {
    /// As it is (plain text, one IRI per line).
    Verbatim,
    /// Inside a JSON string.
    Json,
    /// Inside an IRIREF `<…>` of the Turtle family (`\u` for what it
    /// refuses).
    TurtleIri,
    /// Inside an XML or HTML attribute value quoted with this byte (`0`:
    /// an HTML value without quotes, which holds no whitespace, quote,
    /// `=`, `<`, `>` or backquote).
    Markup(u8),
    /// In XML or HTML text.
    MarkupText,
    /// A bare link in `CommonMark` text: as it is, without the characters
    /// that Markdown reads as markup there (`\`, `` ` ``, `*`, `_`, `~`,
    /// `[`, `]`, `<`, `>`, `&`) or that end a link (whitespace).
    MarkdownText,
    /// A `CommonMark` autolink (`<scheme:…>`): as it is (an autolink has
    /// no escapes), without `<`, `>` and whitespace.
    MarkdownAutolink,
    /// A `CommonMark` link destination, in `<…>` or not.
    Markdown {
        /// Whether it is written in `<…>`.
        angle: bool,
    },
    /// A TOML basic string (`"…"`, `"""…"""`).
    TomlBasic,
    /// A TOML literal string (`'…'`, `'''…'''`): no escapes at all.
    TomlLiteral,
    /// A YAML double-quoted scalar.
    YamlDouble,
    /// A YAML single-quoted scalar.
    YamlSingle,
    /// A YAML plain scalar.
    YamlPlain,
    /// A YAML literal or folded block scalar: as it is, on one line.
    YamlBlock,
    /// Inside a Rust string literal `"…"`, with its escapes; in a format
    /// string (`format!`, `println!`, …), braces doubled.
    RustString {
        /// A format string's.
        format: bool,
    },
    /// Inside a Rust byte string `b"…"`: ASCII, other bytes as `\x`
    /// escapes.
    RustByteString,
    /// Inside a Rust C string `c"…"`: no NUL.
    RustCString,
    /// Inside a raw Rust string `r#"…"#` (or `cr#"…"#`) with this many
    /// `#`: no escapes, so no `"` and no control character.
    RustRaw {
        /// The `#`.
        hashes: u8,
        /// A format string's.
        format: bool,
    },
    /// Inside a raw Rust byte string `br#"…"#`: ASCII, no `"`.
    RustRawBytes {
        /// The `#`.
        hashes: u8,
    },
    /// Nowhere: a new value would change how the rest of the document
    /// reads (a Markdown link inside another link's text, which may be the
    /// label that picks the outer link's reference).
    ReadOnly,
}

impl Escaping {
    /// `text` as written in this context, or `None` when it cannot be
    /// written there (a `'` in a TOML literal string, `: ` in a YAML plain
    /// scalar…).
    ///
    /// ```
    /// use iri_readers::Escaping;
    ///
    /// assert_eq!(Escaping::Markup(b'"').escape("a&b\"c").as_deref(), Some("a&amp;b&quot;c"));
    /// assert_eq!(Escaping::Json.escape("a\"b").as_deref(), Some("a\\\"b"));
    /// assert_eq!(Escaping::TomlLiteral.escape("a'b"), None);
    /// ```
    #[must_use]
    pub fn escape(self, text: &str) -> Option<String> {
        if self == Escaping::ReadOnly {
            return None;
        }
        if let Some((form, format)) = rust_form(self) {
            return escape_text(text, form, format);
        }
        let mut out = String::with_capacity(text.len());
        for c in text.chars() {
            match self {
                Escaping::ReadOnly
                | Escaping::RustString { .. }
                | Escaping::RustByteString
                | Escaping::RustCString
                | Escaping::RustRaw { .. }
                | Escaping::RustRawBytes { .. } => return None,
                Escaping::Verbatim | Escaping::YamlBlock => {
                    if c == '\n' || c == '\r' || (self == Escaping::YamlBlock && c.is_control()) {
                        return None;
                    }
                    out.push(c);
                }
                Escaping::Json | Escaping::TomlBasic | Escaping::YamlDouble => match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    c if (c as u32) < 0x20 || c == '\u{7F}' => {
                        let _ = write!(out, "\\u{:04X}", c as u32);
                    }
                    c => out.push(c),
                },
                Escaping::TurtleIri => match c {
                    '\0'..=' ' | '<' | '>' | '"' | '{' | '}' | '|' | '^' | '`' | '\\' => {
                        let _ = write!(out, "\\u{:04X}", c as u32);
                    }
                    c => out.push(c),
                },
                Escaping::Markup(0) if c.is_whitespace() || "\"'=<>`".contains(c) => return None,
                Escaping::Markup(quote) => match c {
                    '&' => out.push_str("&amp;"),
                    '<' => out.push_str("&lt;"),
                    // Allowed as it is, but a tokenizer recovering from
                    // an error before may take it for the tag's end.
                    '>' => out.push_str("&gt;"),
                    // Attribute-value normalization would make them spaces.
                    '\t' | '\n' | '\r' => {
                        let _ = write!(out, "&#{};", c as u32);
                    }
                    '"' if quote == b'"' => out.push_str("&quot;"),
                    '\'' if quote == b'\'' => out.push_str("&apos;"),
                    c => out.push(c),
                },
                Escaping::MarkupText => match c {
                    '&' => out.push_str("&amp;"),
                    '<' => out.push_str("&lt;"),
                    '>' => out.push_str("&gt;"),
                    c => out.push(c),
                },
                Escaping::MarkdownAutolink => {
                    if c.is_whitespace() || c.is_control() || c == '<' || c == '>' {
                        return None;
                    }
                    out.push(c);
                }
                Escaping::MarkdownText => {
                    if c.is_whitespace() || c.is_control() || "\\`*_~[]<>&".contains(c) {
                        return None;
                    }
                    out.push(c);
                }
                Escaping::Markdown { angle } => match c {
                    c if c.is_control() => return None,
                    // `\&`: never the start of an entity reference; `` \` ``:
                    // never part of a code span, which binds more tightly
                    // than a link and could take the rest of the line.
                    '<' | '>' | '\\' | '&' | '`' => {
                        out.push('\\');
                        out.push(c);
                    }
                    '(' | ')' | ' ' if !angle => {
                        if c == ' ' {
                            return None;
                        }
                        out.push('\\');
                        out.push(c);
                    }
                    c => out.push(c),
                },
                Escaping::TomlLiteral | Escaping::YamlSingle | Escaping::YamlPlain => {
                    if c.is_control() {
                        return None;
                    }
                    match (self, c) {
                        (Escaping::TomlLiteral, '\'') => return None,
                        (Escaping::YamlSingle, '\'') => out.push_str("''"),
                        (Escaping::YamlPlain, '#' | ':') if out.ends_with(' ') => return None,
                        _ => out.push(c),
                    }
                }
            }
        }
        if self == Escaping::YamlPlain && (out.ends_with(':') || out.ends_with(' ')) {
            return None;
        }
        Some(out)
    }
}

impl Found {
    /// A value written as it is at `span`.
    #[must_use]
    pub fn verbatim(source: &str, span: Range<usize>, grammar: Grammar) -> Found {
        Found {
            value: source[span.clone()].to_owned(),
            span,
            offsets: OffsetMap::default(),
            grammar,
            escaping: Escaping::Verbatim,
            pointer: None,
            leniency: Leniency::Strict,
            role: Role::Iri,
            comparison: Comparison::Equivalence,
            end_guessed: false,
            compile_time: None,
        }
    }

    /// The bytes of the source that hold `span` of the value, widened to
    /// whole escapes: what to point at.
    #[must_use]
    pub fn source_span(&self, span: Range<usize>) -> Range<usize> {
        let inner = self.offsets.covering(span);
        self.span.start + inner.start..self.span.start + inner.end
    }

    /// The edit of the source that replaces `span` of the value with
    /// `replacement`: the bytes to replace and the text to write there,
    /// escaped for the format; `None` when the span starts or ends inside
    /// an escape or an expansion, covers a folded line break (or any piece
    /// written for whitespace), or the text cannot be written there.
    ///
    /// ```
    /// use iri_readers::{Format, read_str};
    ///
    /// let doc = read_str(Format::Json, r#"{"a": "HTTP:\/\/x/"}"#);
    /// let found = &doc.found[0];
    /// assert_eq!(found.value, "HTTP://x/");
    /// assert_eq!(found.edit(0..4, "http"), Some((7..11, "http".to_owned())));
    /// ```
    #[must_use]
    pub fn edit(&self, span: Range<usize>, replacement: &str) -> Option<(Range<usize>, String)> {
        // Only what changes is written: the characters that the edit keeps
        // at either end keep their spelling, whose escapes the rest of the
        // document may be read around (a Markdown backquote bare or
        // escaped pairs with others into code spans).
        let old = self.value.get(span.clone())?;
        let prefix = common_prefix(old, replacement);
        let suffix = common_prefix_rev(&old[prefix..], &replacement[prefix..]);
        if prefix + suffix < old.len().max(replacement.len()) && prefix + suffix > 0 {
            return self.edit_exact(
                span.start + prefix..span.end - suffix,
                &replacement[prefix..replacement.len() - suffix],
            );
        }
        self.edit_exact(span, replacement)
    }

    /// [`Found::edit`] of exactly `span`.
    fn edit_exact(&self, span: Range<usize>, replacement: &str) -> Option<(Range<usize>, String)> {
        if let Some(mut from) = self.edit_may_join_its_context(span.start) {
            // A run of backslashes or of names joins back one at a time.
            while let Some(earlier) = self.edit_may_join_its_context(from) {
                from = earlier;
            }
            // Written again from where the join would begin (the `&` of
            // a name, the backslash), every `&` and `\` of it escaped, the
            // edit reads as it is whatever stood before it; the rest of the
            // value keeps its spelling (a Markdown backquote bare or
            // escaped pairs with others into code spans).
            let mut joined = String::with_capacity(span.start - from + replacement.len());
            joined.push_str(self.value.get(from..span.start)?);
            joined.push_str(replacement);
            return self.edit_exact(from..span.end, &joined);
        }
        // Never across a line folded, indentation dropped or a line-ending
        // backslash: written again, those would join the lines.
        let folds = self.offsets.pieces().any(|(d, _)| {
            if d.is_empty() {
                span.start < d.start && d.start < span.end
            } else {
                span.start <= d.start
                    && d.end <= span.end
                    && self.value[d].chars().all(char::is_whitespace)
            }
        });
        if folds {
            return None;
        }
        let inner = self.offsets.source_span(span.clone())?;
        let mut text = self.escaping.escape(replacement)?;
        // At the start of a line (a reference definition's destination
        // under its label), these open a block: a fence, a heading, a
        // list, a thematic break; escaped, they are the destination's.
        let opens_block = text.starts_with(['~', '`', '#', '-', '+', '*', '=', '|', '_']);
        if span.start == 0 && self.escaping == (Escaping::Markdown { angle: false }) && opens_block
        {
            text.insert(0, '\\');
        }
        Some((
            self.span.start + inner.start..self.span.start + inner.end,
            text,
        ))
    }
}

impl Found {
    /// Where an edit starting at byte `at` of the value could be read
    /// together with what is written before it, as it was not: where the
    /// format reads character references, the `&` of a name that runs up
    /// to the edit (`&DC` then `D;` reads `&DD;`); in Markdown, a
    /// backslash just before it (`\` then `(` reads an escaped
    /// parenthesis). `None` where the edit stands apart.
    fn edit_may_join_its_context(&self, at: usize) -> Option<usize> {
        let before = self.value.get(..at)?;
        let markdown = matches!(
            self.escaping,
            Escaping::Markdown { .. } | Escaping::MarkdownText
        );
        let references =
            markdown || matches!(self.escaping, Escaping::MarkupText | Escaping::Markup(_));
        if markdown && before.ends_with('\\') {
            return Some(at - 1);
        }
        let name = before.trim_end_matches(|c: char| c.is_ascii_alphanumeric() || c == '#');
        (references && name.ends_with('&')).then(|| name.len() - 1)
    }
}

/// The form of a Rust literal that `escaping` writes in, and whether it is
/// a format string's.
const fn rust_form(escaping: Escaping) -> Option<(Form, bool)> {
    let plain = Form {
        bytes: false,
        c: false,
        hashes: None,
    };
    Some(match escaping {
        Escaping::RustString { format } => (plain, format),
        Escaping::RustByteString => (
            Form {
                bytes: true,
                ..plain
            },
            false,
        ),
        Escaping::RustCString => (Form { c: true, ..plain }, false),
        Escaping::RustRaw { hashes, format } => (
            Form {
                hashes: Some(hashes),
                ..plain
            },
            format,
        ),
        Escaping::RustRawBytes { hashes } => (
            Form {
                bytes: true,
                hashes: Some(hashes),
                ..plain
            },
            false,
        ),
        _ => return None,
    })
}

/// The length in bytes of the longest common prefix of `a` and `b`, on a
/// character boundary of both.
fn common_prefix(a: &str, b: &str) -> usize {
    a.chars()
        .zip(b.chars())
        .take_while(|(x, y)| x == y)
        .map(|(x, _)| x.len_utf8())
        .sum()
}

/// The length in bytes of the longest common suffix of `a` and `b`, on a
/// character boundary of both.
fn common_prefix_rev(a: &str, b: &str) -> usize {
    a.chars()
        .rev()
        .zip(b.chars().rev())
        .take_while(|(x, y)| x == y)
        .map(|(x, _)| x.len_utf8())
        .sum()
}
