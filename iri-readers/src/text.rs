//! Bare links in prose, ended the way link detectors end them (GitHub
//! Flavored Markdown's autolink extension), and `<scheme:…>`.

use std::ops::Range;

use iri_core::Grammar;

use crate::Document;
use crate::found::{Comparison, Escaping, Found};
use crate::select::{is_template_or_pattern, scheme_len, starts_like_link};

/// The bare links of `text`, in order: `scheme://…` (the scheme's letters
/// before `//`), `mailto:…` and `urn:…` runs that end at whitespace, `<`,
/// `>`, `"`, a backquote or a string escape written out (`\n`, `\"`),
/// without trailing punctuation (`.,;:!?'*_~`)
/// and without closing brackets that close nothing in the run; a `](`
/// ends it too, and templates and regular expressions are left out
/// ([`is_template_or_pattern`](crate::is_template_or_pattern)).
///
/// ```
/// use iri_readers::bare_links;
///
/// let text = "see http://a.org/b_(c), (https://d.org/e). and <ftp://f.org/>";
/// let links: Vec<&str> = bare_links(text).into_iter().map(|r| &text[r]).collect();
/// assert_eq!(links, ["http://a.org/b_(c)", "https://d.org/e", "ftp://f.org/"]);
/// ```
#[must_use]
pub fn bare_links(text: &str) -> Vec<Range<usize>> {
    links(text).collect()
}

/// The bare links of `text`, as [`bare_links`] finds them, one at a time
/// (the readers hold none of them but the one they make a record of).
pub(crate) fn links(text: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = text.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < bytes.len() {
            let colon = memchr_colon(&bytes[at..]).map(|i| at + i)?;
            // The scheme: the letters, digits, `+-.` before the colon.
            let start = bytes[..colon]
                .iter()
                .rposition(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))
                .map_or(0, |i| i + 1);
            let start = bytes[start..colon]
                .iter()
                .position(u8::is_ascii_alphabetic)
                .map_or(colon, |i| start + i);
            at = colon + 1;
            if start == colon
                || !starts_like_link(&text[start..])
                || scheme_len(&text[start..]).is_none()
            {
                continue;
            }
            // In `<…>` the author delimited the link: an escape there is in it.
            let angled = start > 0 && bytes[start - 1] == b'<';
            let mut stop = (colon..bytes.len())
                .find(|&i| ends_link(bytes, i, angled))
                .unwrap_or(bytes.len());
            // A template or a regular expression is no link, and `](` ends a
            // link written in Markdown's way inside other text.
            let pattern =
                is_template_or_pattern(&text[start..stop]) || placeholder_cut(bytes, start, stop);
            if let Some(i) = text[colon..stop].find("](") {
                stop = colon + i;
            }
            let end = trim_end(&bytes[start..stop], colon + 1 - start) + start;
            let body = &text[colon + 1..end];
            let has_body = !body.trim_start_matches('/').is_empty();
            at = end.max(colon + 1);
            if has_body && !pattern {
                return Some(start..end);
            }
        }
        None
    })
}

/// Whether a bare link ends at byte `at`: whitespace, `<`, `>`, `"`, a
/// backquote, or, unless the link is in `<…>`, an escape written out in
/// the prose: a string escape (`\n`, `\r`, `\t`: text escaped twice, as
/// in `"see http://a.org/\\n"` in JSON, whose escape stands for what ends
/// a link) or a backslash before ASCII punctuation (`\"`, `\'`, and
/// Markdown's `\_`, `\*`, as in schema.org's descriptions, which are
/// Markdown kept in RDF literals: `…/wiki/Horsepower#Engine\_power`). No
/// IRI holds a backslash, and such a link's end is a guess
/// ([`end_guessed`]), so none of its fixes is written.
fn ends_link(bytes: &[u8], at: usize, angled: bool) -> bool {
    let b = bytes[at];
    let escape = b == b'\\' && !angled && bytes.get(at + 1).is_some_and(|&next| escapes(next));
    b.is_ascii_whitespace() || matches!(b, b'<' | b'>' | b'"' | b'`') || escape
}

/// Whether a backslash before `next` in prose is an escape written out:
/// a string escape of a line break or tab, or of ASCII punctuation.
fn escapes(next: u8) -> bool {
    matches!(next, b'n' | b'r' | b't') || next.is_ascii_punctuation()
}

/// How far past a link's end a placeholder's closing brace is looked for.
const PLACEHOLDER_REACH: usize = 120;

/// Whether the run `bytes[start..stop]` opens a placeholder that the
/// link's end cut: a `{` it does not close, closed by a `}` shortly after
/// on the same line (`http://{your host}:8080/`, ``http://{`ip`}/``, whose
/// braces hold a space or code). What it names is the author's to fill
/// in, as with a template.
fn placeholder_cut(bytes: &[u8], start: usize, stop: usize) -> bool {
    let run = &bytes[start..stop];
    let open = memchr::memchr_iter(b'{', run).count();
    let close = memchr::memchr_iter(b'}', run).count();
    if open <= close {
        return false;
    }
    // A run that ends at the `{` it opens was cut by markup (Markdown's
    // `http://{` before a code span that names what goes there).
    if stop == bytes.len() && run.last() == Some(&b'{') {
        return true;
    }
    let after = &bytes[stop..bytes.len().min(stop + PLACEHOLDER_REACH)];
    let line = after
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .map_or(after, |end| &after[..end]);
    line.contains(&b'}')
}

fn memchr_colon(bytes: &[u8]) -> Option<usize> {
    bytes.iter().position(|&b| b == b':')
}

/// The length of a run without its trailing punctuation, a trailing
/// backslash (no IRI ends with one: it escapes what follows, a quote in
/// `rel=\"http://…\"`), and the closing brackets that close nothing in
/// it, keeping at least `min` bytes. Each byte read a bounded number of
/// times.
fn trim_end(bytes: &[u8], min: usize) -> usize {
    // How many of each bracket the run holds, counted once: what is
    // trimmed is punctuation or a closing bracket, whose count goes down
    // with it (counting again for each byte trimmed was quadratic in a run
    // of `]`).
    let pairs = [(b'(', b')'), (b'[', b']'), (b'{', b'}')];
    let mut opened = [0usize; 3];
    let mut closed = [0usize; 3];
    for &b in bytes {
        for (i, &(open, close)) in pairs.iter().enumerate() {
            opened[i] += usize::from(b == open);
            closed[i] += usize::from(b == close);
        }
    }
    let mut end = bytes.len();
    while end > min {
        let last = bytes[end - 1];
        let trim = match pairs.iter().position(|&(_, close)| close == last) {
            Some(i) if opened[i] < closed[i] => {
                closed[i] -= 1;
                true
            }
            Some(_) => false,
            None => matches!(
                last,
                b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'*' | b'_' | b'~' | b'\\'
            ),
        };
        if !trim {
            break;
        }
        end -= 1;
    }
    end
}

/// Whether a bare link of `text` that ends at byte `end` was cut where the
/// author's IRI may go on: at a space or tab followed directly by a word
/// that reads as more of an IRI (`http://exa mple.org/`: a `/`, `?`, `#`,
/// `=`, `&`, `%` or a dot between letters in it), or at a quote, angle
/// bracket or backquote followed directly by a letter or digit. A link
/// ended by trailing punctuation, a line end or a plain word after a space
/// ends where the author ended it.
pub(crate) fn end_guessed(text: &str, end: usize) -> bool {
    let Some(rest) = text.get(end..) else {
        return false;
    };
    let mut chars = rest.chars();
    match chars.next() {
        Some(' ' | '\t') => {
            let after = chars.as_str();
            let word = &after[..after
                .find(|c: char| c.is_whitespace() || matches!(c, '<' | '>' | '"' | '`'))
                .unwrap_or(after.len())];
            let word = &word[..trim_end(word.as_bytes(), 0)];
            let dotted = word.as_bytes().windows(3).any(|w| {
                w[0].is_ascii_alphanumeric() && w[1] == b'.' && w[2].is_ascii_alphanumeric()
            });
            // A lone `&` or `/` is a word of prose ("this & that").
            let more = word.contains(['/', '?', '#', '=', '&', '%'])
                && word.bytes().any(|b| b.is_ascii_alphanumeric());
            dotted || more
        }
        Some('"' | '<' | '>' | '`') => chars.next().is_some_and(char::is_alphanumeric),
        // A punctuation escape (`\_`) stands for a character of the same
        // run; a line break or tab escaped ends it.
        Some('\\') => chars
            .next()
            .is_some_and(|c| c.is_ascii_punctuation() && !matches!(c, '"' | '\'')),
        _ => false,
    }
}

/// The links of prose at `offset` of the source: bare links and
/// `<scheme:…>` (spaces inside are a mistake in the link, up to the `>`
/// on the same line).
pub(crate) fn read_text(text: &str, offset: usize, doc: &mut Document) {
    // Both in order, and the `<…>` links apart: a bare link is left out
    // when it starts inside one; the two are walked together, one link
    // of each at a time.
    let mut angled = angle_links(text).peekable();
    let mut bare = links(text).peekable();
    loop {
        let span = match (angled.peek(), bare.peek()) {
            (None, None) => break,
            (Some(a), Some(b)) if a.start <= b.start && b.start < a.end.max(a.start + 1) => {
                bare.next();
                continue;
            }
            (Some(a), Some(b)) if a.start > b.start => bare.next(),
            (Some(_), _) => angled.next(),
            (None, Some(_)) => bare.next(),
        };
        let Some(span) = span else { break };
        let guessed = end_guessed(text, span.end);
        let mut found = Found::verbatim(text, span, Grammar::IRI);
        found.end_guessed = guessed;
        found.span = found.span.start + offset..found.span.end + offset;
        found.escaping = Escaping::Verbatim;
        doc.found.push(found);
    }
}

/// The links of a data file read as prose (CSV, TSV): each a value of the
/// data, compared as written by what reads it (a cell naming
/// `http://pending.schema.org` is the term of the RDF it was exported
/// from), so that no fix rewrites it unasked.
pub(crate) fn read_data(text: &str, doc: &mut Document) {
    let from = doc.found.len();
    read_text(text, 0, doc);
    for found in doc.found.iter_mut_from(from) {
        found.comparison = Comparison::Characters;
    }
}

/// The `<scheme:…>` links of prose, in order (spaces inside are a mistake
/// in the link, up to the `>` on the same line): the spans inside the
/// brackets.
fn angle_links(text: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = text.as_bytes();
    let mut from = 0;
    std::iter::from_fn(move || {
        while let Some(open) = bytes[from..]
            .iter()
            .position(|&b| b == b'<')
            .map(|i| from + i)
        {
            from = open + 1;
            let body = &text[open + 1..];
            let line = body.find(['\n', '\r', '<']).unwrap_or(body.len());
            let Some(close) = body[..line].find('>') else {
                continue;
            };
            let inner = &body[..close];
            if scheme_len(inner).is_some() && starts_like_link(inner) {
                let span = open + 1..open + 1 + close;
                from = span.end + 1;
                return Some(span);
            }
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::{bare_links, end_guessed};
    use crate::{Format, read_str};

    fn links(text: &str) -> Vec<&str> {
        bare_links(text).into_iter().map(|r| &text[r]).collect()
    }

    #[test]
    fn a_placeholder_the_end_of_a_link_cut_is_no_link() {
        assert_eq!(
            links("  http://{`public ip of the instance`}:8080/"),
            Vec::<&str>::new()
        );
        assert_eq!(
            links("open http://{your host}:8080/x now"),
            Vec::<&str>::new()
        );
        // A brace left open, with nothing to close it, is the link's own
        // mistake: still a link, an error there.
        assert_eq!(links("see http://a.org/{ and more"), ["http://a.org/{"]);
        assert_eq!(links("http://a.org/{x}"), Vec::<&str>::new());
        // The text of Markdown's `http://{`code`}:8080/` before its code
        // span.
        assert_eq!(links("  http://{"), Vec::<&str>::new());
    }

    #[test]
    fn a_word_of_prose_after_a_link_leaves_its_end_certain() {
        for text in [
            "http://a.org/b & more",
            "http://a.org/b / c",
            "http://a.org/b and c.d",
        ] {
            assert!(!end_guessed(text, bare_links(text)[0].end), "{text}");
        }
        let text = "http://a.org/b a&b";
        assert!(end_guessed(text, bare_links(text)[0].end));
    }

    #[test]
    fn a_markdown_escape_in_prose_ends_a_link_whose_end_is_then_a_guess() {
        // schema.org's descriptions are Markdown kept in RDF literals.
        let text = r"see [http://en.wikipedia.org/wiki/Horsepower#Engine\_power\_codes](x)";
        assert_eq!(
            links(text),
            ["http://en.wikipedia.org/wiki/Horsepower#Engine"]
        );
        let end = bare_links(text)[0].end;
        assert!(end_guessed(text, end));
        let text = r"should be https://en.wikipedia.org/w/index.php?title=2019-20\_coronavirus";
        assert_eq!(
            links(text),
            ["https://en.wikipedia.org/w/index.php?title=2019-20"]
        );
        // A backslash before a letter is no escape of prose: still in the
        // link, and an error there.
        assert_eq!(links(r"http://a.org/b\c d"), [r"http://a.org/b\c"]);
        // An escaped line break ends the link where the author ended it.
        let text = r"http://a.org/b\nmore";
        assert!(!end_guessed(text, bare_links(text)[0].end));
    }

    #[test]
    fn links_end_where_link_detectors_end_them() {
        assert_eq!(links("a.html](https://b.org/c) x"), ["https://b.org/c"]);
        assert_eq!(
            links("see https://a.org/x](https://b.org/y)"),
            ["https://a.org/x", "https://b.org/y"]
        );
        assert_eq!(
            links("<https://a.org/>, 'https://b.org/'!"),
            ["https://a.org/", "https://b.org/"]
        );
        assert_eq!(
            links("mailto:a@b.org. urn:isbn:1 and earl:passed"),
            ["mailto:a@b.org", "urn:isbn:1"]
        );
        assert_eq!(
            links("https://x.org/{{tag}} and https://x.org/[a-z]+"),
            Vec::<&str>::new()
        );
        assert_eq!(links("http:// and ftp:///"), Vec::<&str>::new());
        // An escaped quote of code shown in prose.
        assert_eq!(
            links(r#"rel=\"http://www.w3.org/ns/json-ld#context\""#),
            ["http://www.w3.org/ns/json-ld#context"]
        );
        // Text escaped twice (schema.org's comments in JSON-LD: `\\n`).
        assert_eq!(
            links(r"values:\n\n* http://purl.org/gr/v1#Amex\n* http://purl.org/gr/v1#JCB\n"),
            ["http://purl.org/gr/v1#Amex", "http://purl.org/gr/v1#JCB"]
        );
        assert_eq!(links(r"http://a.org/b\c"), [r"http://a.org/b\c"]);
        assert_eq!(links(r"bad: <http://a.org/\n>"), [r"http://a.org/\n"]);
        // Unbalanced closing brackets, many: trimmed in linear time.
        let text = format!("http://a.org/b{}", ")".repeat(100_000));
        assert_eq!(links(&text), ["http://a.org/b"]);
    }

    #[test]
    fn a_link_cut_inside_a_run_of_text_has_a_guessed_end() {
        let guessed = |text: &str| -> Vec<(String, bool)> {
            read_str(Format::Text, text)
                .found
                .iter()
                .map(|f| (f.value.clone(), f.end_guessed))
                .collect()
        };
        // Cut at a space, the rest of the host after it.
        assert_eq!(
            guessed("http://exa mple.org/"),
            [("http://exa".to_owned(), true)]
        );
        assert_eq!(
            guessed("see http://a.org/x\"y"),
            [("http://a.org/x".to_owned(), true)]
        );
        assert!(end_guessed("http://a.org/b c/d", 14));
        // Where the author ended it: a word, punctuation, a line end.
        for text in [
            "see http://example.org/ for more",
            "at http://example.org/. Then x.y",
            "http://example.org/\nmple.org/",
            "(http://example.org/) and",
            "http://example.org/",
            "<http://exa mple.org/>",
        ] {
            assert!(guessed(text).iter().all(|(_, g)| !g), "{text}");
        }
    }
}
