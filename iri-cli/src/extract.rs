//! Finding IRIs inside a line of text (`--mode extract`): `<…>`, the
//! values of the attributes that hold IRIs, and bare `scheme://…` runs.

use std::ops::Range;

use memchr::memmem;

/// The text format of a file, which decides what `<…>` means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Syntax {
    /// Prose, Markdown, CSV, YAML…: `<scheme:…>` delimits an IRI (RFC 3986
    /// appendix C); other `<…>` are not IRIs.
    Text,
    /// HTML and XML: `<…>` is markup, IRIs are in attributes and text.
    Markup,
    /// N-Triples and N-Quads: every `<…>` is an absolute IRI.
    NTriples,
    /// Turtle, `TriG`, N3: every `<…>` is an IRI reference, maybe relative.
    Turtle,
}

impl Syntax {
    /// The syntax of a file with extension `ext` (lowercase), if
    /// `--mode auto` extracts from it.
    pub(crate) fn of_extension(ext: &str) -> Option<Syntax> {
        Some(match ext {
            "html" | "htm" | "xhtml" | "xml" | "svg" | "rdf" | "owl" | "atom" | "rss" => {
                Syntax::Markup
            }
            "nt" | "nq" => Syntax::NTriples,
            "ttl" | "trig" | "n3" => Syntax::Turtle,
            "md" | "markdown" | "rst" | "adoc" | "csv" | "tsv" | "yaml" | "yml" | "toml"
            | "ini" => Syntax::Text,
            _ => return None,
        })
    }
}

/// An IRI found in a line: its bytes, and whether its context allows a
/// relative reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub(crate) span: Range<usize>,
    pub(crate) may_be_relative: bool,
}

/// The attributes whose values are IRI references (compared without case);
/// `xmlns:PREFIX` too.
const IRI_ATTRIBUTES: [&str; 10] = [
    "href",
    "src",
    "action",
    "cite",
    "formaction",
    "xmlns",
    "xml:base",
    "rdf:about",
    "rdf:resource",
    "rdf:datatype",
];

/// Appends to `out` the IRIs of `line`, in the order of their position.
pub(crate) fn extract(line: &str, syntax: Syntax, out: &mut Vec<Found>) {
    let start = out.len();
    if syntax != Syntax::Markup && line.contains('<') {
        angle_brackets(line, syntax, out);
    }
    if line.contains('=') {
        attributes(line, out);
    }
    bare_runs(line, start, out);
    out[start..].sort_by_key(|f| f.span.start);
}

/// `<…>` holding no whitespace, `<` or `"`, when the syntax makes it an IRI.
fn angle_brackets(line: &str, syntax: Syntax, out: &mut Vec<Found>) {
    let bytes = line.as_bytes();
    let mut from = 0;
    while let Some(open) = memchr::memchr(b'<', &bytes[from..]).map(|i| from + i) {
        let body = open + 1;
        let end = bytes[body..]
            .iter()
            .position(|&b| b == b'>' || b == b'<' || b == b'"' || b.is_ascii_whitespace())
            .map(|i| body + i);
        from = body;
        let Some(close) = end.filter(|&i| bytes[i] == b'>') else {
            continue;
        };
        let text = &line[body..close];
        let taken = match syntax {
            Syntax::NTriples | Syntax::Turtle => true,
            Syntax::Text => scheme_len(text).is_some(),
            Syntax::Markup => false,
        };
        if taken {
            out.push(Found {
                span: body..close,
                may_be_relative: syntax == Syntax::Turtle,
            });
            from = close + 1;
        }
    }
}

/// The length of the scheme that `text` starts with, followed by `:`.
fn scheme_len(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    let len = bytes
        .iter()
        .position(|&b| !is_scheme_byte(b))
        .unwrap_or(bytes.len());
    (bytes.get(len) == Some(&b':')).then_some(len)
}

const fn is_scheme_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
}

/// Quoted values of the attributes in [`IRI_ATTRIBUTES`].
fn attributes(line: &str, out: &mut Vec<Found>) {
    let bytes = line.as_bytes();
    for eq in memchr::memchr_iter(b'=', bytes) {
        let name_end = bytes[..eq]
            .iter()
            .rposition(|&b| b != b' ' && b != b'\t')
            .map_or(0, |i| i + 1);
        let name_start = bytes[..name_end]
            .iter()
            .rposition(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b':' | b'-' | b'_')))
            .map_or(0, |i| i + 1);
        let before = name_start.checked_sub(1).map(|i| bytes[i]);
        if name_start == name_end || before.is_some_and(|b| !b.is_ascii_whitespace()) {
            continue;
        }
        let name = &line[name_start..name_end];
        let known = IRI_ATTRIBUTES.iter().any(|a| a.eq_ignore_ascii_case(name))
            || name
                .get(..6)
                .is_some_and(|p| p.eq_ignore_ascii_case("xmlns:"));
        if !known {
            continue;
        }
        let value = bytes[eq + 1..]
            .iter()
            .position(|&b| b != b' ' && b != b'\t')
            .map(|i| eq + 1 + i);
        let Some(open) = value.filter(|&i| bytes[i] == b'"' || bytes[i] == b'\'') else {
            continue;
        };
        let quote = bytes[open];
        if let Some(len) = memchr::memchr(quote, &bytes[open + 1..]) {
            out.push(Found {
                span: open + 1..open + 1 + len,
                may_be_relative: true,
            });
        }
    }
}

/// `scheme://…` runs outside what was already found (from `out[start..]`),
/// up to whitespace, `<`, `>`, `"` or a backquote, without trailing
/// punctuation and unbalanced closing brackets.
fn bare_runs(line: &str, start: usize, out: &mut Vec<Found>) {
    let bytes = line.as_bytes();
    let taken = Taken::new(&out[start..]);
    let mut next_free = 0;
    for sep in memmem::find_iter(bytes, b"://") {
        if sep < next_free || taken.contains(sep) {
            continue;
        }
        let run_start = bytes[..sep]
            .iter()
            .rposition(|&b| !is_scheme_byte(b))
            .map_or(0, |i| i + 1);
        let Some(scheme_start) = bytes[run_start..sep]
            .iter()
            .position(u8::is_ascii_alphabetic)
            .map(|i| run_start + i)
        else {
            continue;
        };
        let mut end = bytes[sep..]
            .iter()
            .position(|&b| b.is_ascii_whitespace() || matches!(b, b'<' | b'>' | b'"' | b'`'))
            .map_or(bytes.len(), |i| sep + i);
        end = trim_end(&bytes[scheme_start..end], sep + 3 - scheme_start) + scheme_start;
        next_free = end;
        out.push(Found {
            span: scheme_start..end,
            may_be_relative: false,
        });
    }
}

/// The bytes of a line already found, as sorted disjoint ranges, so that
/// asking whether a byte is among them is a binary search (a line may
/// hold thousands of IRIs).
struct Taken(Vec<Range<usize>>);

impl Taken {
    fn new(found: &[Found]) -> Taken {
        let mut spans: Vec<Range<usize>> = found.iter().map(|f| f.span.clone()).collect();
        spans.sort_unstable_by_key(|r| r.start);
        let mut merged: Vec<Range<usize>> = Vec::with_capacity(spans.len());
        for span in spans {
            match merged.last_mut() {
                Some(last) if span.start <= last.end => last.end = last.end.max(span.end),
                _ => merged.push(span),
            }
        }
        Taken(merged)
    }

    fn contains(&self, at: usize) -> bool {
        let after = self.0.partition_point(|r| r.start <= at);
        after > 0 && at < self.0[after - 1].end
    }
}

/// The length of a bare run without its trailing punctuation and the
/// closing brackets that close nothing in it, keeping at least `min` bytes.
fn trim_end(bytes: &[u8], min: usize) -> usize {
    let mut end = bytes.len();
    while end > min {
        let last = bytes[end - 1];
        let trim = match last {
            b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'*' => true,
            b')' => count(&bytes[..end], b'(') < count(&bytes[..end], b')'),
            b']' => count(&bytes[..end], b'[') < count(&bytes[..end], b']'),
            b'}' => count(&bytes[..end], b'{') < count(&bytes[..end], b'}'),
            _ => false,
        };
        if !trim {
            break;
        }
        end -= 1;
    }
    end
}

fn count(bytes: &[u8], b: u8) -> usize {
    memchr::memchr_iter(b, bytes).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(line: &str, syntax: Syntax) -> Vec<(&str, bool)> {
        let mut out = Vec::new();
        extract(line, syntax, &mut out);
        out.iter()
            .map(|f| (&line[f.span.clone()], f.may_be_relative))
            .collect()
    }

    #[test]
    fn angle_brackets_depend_on_the_syntax() {
        let line = "<http://a/s> <p> <#o> .";
        assert_eq!(
            found(line, Syntax::Turtle),
            [("http://a/s", true), ("p", true), ("#o", true)]
        );
        assert_eq!(
            found(line, Syntax::NTriples),
            [("http://a/s", false), ("p", false), ("#o", false)]
        );
        assert_eq!(found(line, Syntax::Text), [("http://a/s", false)]);
        assert_eq!(found("<rdf:RDF> <a:b>", Syntax::Markup), []);
        assert_eq!(found("< http://a/ >", Syntax::Text), [("http://a/", false)]);
        assert_eq!(found("<>", Syntax::Turtle), [("", true)]);
    }

    #[test]
    fn attributes_with_iris_are_taken_quoted() {
        let line =
            r#"<a class="x" href="../b c" data-href="no" SRC='/i.png' xmlns:ex="http://e/">"#;
        assert_eq!(
            found(line, Syntax::Markup),
            [("../b c", true), ("/i.png", true), ("http://e/", true)]
        );
        assert_eq!(found("<a href=unquoted>", Syntax::Markup), []);
        assert_eq!(found(r#"<a href = "x">"#, Syntax::Markup), [("x", true)]);
    }

    #[test]
    fn bare_runs_stop_at_delimiters_and_drop_trailing_punctuation() {
        assert_eq!(
            found(
                "see http://a/b_(c), (https://d/e). and `ftp://f/{g}`",
                Syntax::Text
            ),
            [
                ("http://a/b_(c)", false),
                ("https://d/e", false),
                ("ftp://f/{g}", false)
            ]
        );
        assert_eq!(
            found("[x](http://a/b)", Syntax::Text),
            [("http://a/b", false)]
        );
        assert_eq!(
            found("(see [x](http://a/b)),", Syntax::Text),
            [("http://a/b", false)]
        );
        assert_eq!(
            found("1http://a/ -://b", Syntax::Text),
            [("http://a/", false)]
        );
        // Not twice when inside brackets or attributes.
        assert_eq!(
            found(r#"<a href="http://a/">http://b/</a>"#, Syntax::Markup),
            [("http://a/", true), ("http://b/", false)]
        );
        assert_eq!(found("<http://a/>", Syntax::Text), [("http://a/", false)]);
    }

    #[test]
    fn taken_bytes_are_found_by_binary_search() {
        let span = |r: Range<usize>| Found {
            span: r,
            may_be_relative: false,
        };
        let taken = Taken::new(&[span(10..20), span(0..3), span(15..25), span(30..30)]);
        assert_eq!(taken.0, [0..3, 10..25, 30..30]);
        let inside: Vec<usize> = (0..35).filter(|&i| taken.contains(i)).collect();
        let expected: Vec<usize> = (0..3).chain(10..25).collect();
        assert_eq!(inside, expected);
    }
}
