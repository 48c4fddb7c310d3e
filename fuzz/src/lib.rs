//! The invariants the fuzz targets assert, shared between them.

// The readers' invariants, a crate of their own that iri-readers' tests
// use too.
pub use iri_readers_invariants as readers;

use iri_core::{Grammar, ParseError, Table};

/// Every production the parser knows, with its name.
pub const GRAMMARS: [(Grammar, &str); 10] = [
    (Grammar::IRI_REFERENCE, "IRI-reference"),
    (Grammar::IRI, "IRI"),
    (Grammar::ABSOLUTE_IRI, "absolute-IRI"),
    (Grammar::IRELATIVE_REF, "irelative-ref"),
    (Grammar::URI_REFERENCE, "URI-reference"),
    (Grammar::URI, "URI"),
    (Grammar::ABSOLUTE_URI, "absolute-URI"),
    (Grammar::RELATIVE_REF, "relative-ref"),
    (Grammar::LEIRI_REFERENCE, "LEIRI-reference"),
    (Grammar::LEIRI, "LEIRI"),
];

/// Pairs `(narrower, wider)` of indexes into [`GRAMMARS`]: every string the
/// first accepts, the second accepts with the same table.
pub const INCLUSIONS: [(usize, usize); 10] = [
    (1, 0), // IRI ⊆ IRI-reference
    (2, 1), // absolute-IRI ⊆ IRI
    (3, 0), // irelative-ref ⊆ IRI-reference
    (5, 4), // URI ⊆ URI-reference
    (6, 5), // absolute-URI ⊆ URI
    (7, 4), // relative-ref ⊆ URI-reference
    (4, 0), // URI-reference ⊆ IRI-reference
    (5, 1), // URI ⊆ IRI
    (0, 8), // IRI-reference ⊆ LEIRI-reference
    (1, 9), // IRI ⊆ LEIRI
];

/// The input as text, when it is UTF-8.
#[must_use]
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// Two strings from one input: before and after its first line feed.
#[must_use]
pub fn two(text: &str) -> (&str, &str) {
    text.split_once('\n').unwrap_or((text, ""))
}

/// The components of `table` put back together, with their delimiters,
/// give `text` again; the authority is `userinfo@host:port`.
///
/// # Panics
///
/// When they do not.
pub fn assert_reassembles(text: &str, table: &Table) {
    assert_eq!(table.len(), text.len(), "the table's length");
    let mut whole = String::new();
    if let Some(scheme) = table.scheme() {
        whole.push_str(&text[scheme]);
        whole.push(':');
    }
    if let Some(authority) = table.authority() {
        whole.push_str("//");
        whole.push_str(&text[authority.clone()]);
        let mut parts = String::new();
        if let Some(userinfo) = table.userinfo() {
            parts.push_str(&text[userinfo]);
            parts.push('@');
        }
        parts.push_str(&text[table.host().expect("an authority has a host")]);
        if let Some(port) = table.port() {
            let port = &text[port];
            assert!(port.bytes().all(|b| b.is_ascii_digit()), "port {port:?}");
            parts.push(':');
            parts.push_str(port);
        }
        assert_eq!(parts, &text[authority], "the authority of {text:?}");
    }
    whole.push_str(&text[table.path()]);
    if let Some(query) = table.query() {
        whole.push('?');
        whole.push_str(&text[query]);
    }
    if let Some(fragment) = table.fragment() {
        whole.push('#');
        whole.push_str(&text[fragment]);
    }
    assert_eq!(whole, text, "the components of {text:?}");
}

/// A byte range lies within `text`, on character boundaries.
///
/// # Panics
///
/// When it does not.
pub fn assert_span(text: &str, span: &std::ops::Range<usize>, what: &str) {
    assert!(
        span.start <= span.end && span.end <= text.len(),
        "{what}: span {span:?} out of {text:?}"
    );
    assert!(
        text.is_char_boundary(span.start) && text.is_char_boundary(span.end),
        "{what}: span {span:?} cuts a character of {text:?}"
    );
}

/// An error points into `text` at the character it names, and renders
/// without panicking, in a bounded width.
///
/// # Panics
///
/// When it does not.
pub fn assert_error(text: &str, err: &ParseError) {
    let span = err.span();
    assert_span(text, &span, "error");
    if let Some(c) = err.char() {
        assert!(
            text[span.start..].starts_with(c),
            "the error names {c:?}, but {text:?} has {:?} at {}",
            text[span.start..].chars().next(),
            span.start
        );
    }
    assert!(!err.to_string().is_empty());
    let _ = err.help().map(|h| h.to_string());
    assert_drawing_is_bounded(&err.annotate(text).snippet().to_string());
}

/// A caret drawing has two lines, neither of them much wider than the
/// window drawn (100 columns, plus the margin, the cut marks and a spelled
/// out invisible character at the edge, and up to 100 combining marks,
/// which take no column).
///
/// # Panics
///
/// When it does not.
pub fn assert_drawing_is_bounded(drawing: &str) {
    let lines: Vec<&str> = drawing.lines().collect();
    assert_eq!(lines.len(), 2, "{drawing}");
    for line in lines {
        assert!(line.starts_with("  | "), "{drawing}");
        assert!(
            line.chars().count() <= 120 + 100,
            "a line of {} characters",
            line.chars().count()
        );
    }
}

/// A sentence of the renderer is one line and holds no control character
/// (the input's are spelled out as `<U+XXXX>`).
///
/// # Panics
///
/// When it does not.
pub fn assert_one_line(sentence: &str) {
    assert!(
        !sentence.chars().any(char::is_control),
        "a control character in {sentence:?}"
    );
}
