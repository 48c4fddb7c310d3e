//! Bytes to text: the encoding a byte order mark or the document's own
//! declaration names (XML's `encoding="…"`, HTML's `charset`), UTF-8
//! without one, through `encoding_rs`.

use encoding_rs::{Encoding, UTF_8};

use crate::format::Format;
use crate::problem::{Problem, ProblemKind};

/// A document's bytes as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// The text, without a byte order mark; bytes that are not text in
    /// the encoding are U+FFFD.
    pub text: String,
    /// The encoding's name (WHATWG label, such as `UTF-8` or
    /// `windows-1252`).
    pub encoding: &'static str,
    /// The length of the byte order mark skipped.
    pub bom: usize,
    /// Whether the text's bytes are the document's bytes after the byte
    /// order mark, so that an offset of the text is an offset of the file
    /// (UTF-8 with no invalid byte).
    pub same_bytes: bool,
    /// The first bytes that are not text in the encoding.
    pub problem: Option<Problem>,
}

/// How many bytes at the start are searched for a declared encoding.
const PRESCAN: usize = 1024;

/// Decodes `bytes`, a document of `format`.
///
/// ```
/// use iri_readers::{Format, decode};
///
/// let latin1 = b"<?xml version='1.0' encoding='iso-8859-1'?><a href='caf\xE9'/>";
/// let decoded = decode(Format::Xml, latin1);
/// assert!(decoded.text.ends_with("href='café'/>"));
/// assert_eq!(decoded.encoding, "windows-1252");
/// assert!(!decoded.same_bytes);
/// // HTML that declares nothing and is not UTF-8: the browsers' default.
/// let page = decode(Format::Html, b"<a href='caf\xE9'>");
/// assert_eq!((page.encoding, page.problem), ("windows-1252", None));
/// ```
#[must_use]
pub fn decode(format: Format, bytes: &[u8]) -> Decoded {
    let (encoding, bom) = match Encoding::for_bom(bytes) {
        Some((encoding, bom)) => (encoding, bom),
        None => match declared(format, bytes) {
            Some(encoding) => (encoding, 0),
            // An HTML page that declares nothing is read by browsers in
            // their default legacy encoding when it is not UTF-8.
            None if format == Format::Html && std::str::from_utf8(bytes).is_err() => {
                (encoding_rs::WINDOWS_1252, 0)
            }
            None => (UTF_8, 0),
        },
    };
    let body = &bytes[bom..];
    let (text, had_errors) = encoding.decode_without_bom_handling(body);
    let problem = had_errors.then(|| {
        let at = if encoding == UTF_8 {
            std::str::from_utf8(body)
                .err()
                .map_or(0, |e| e.valid_up_to())
        } else {
            text.find('\u{FFFD}').unwrap_or(0)
        };
        Problem::new(
            ProblemKind::Encoding,
            at..at,
            format!(
                "bytes that are not {} at byte {}; read as U+FFFD",
                encoding.name(),
                bom + at
            ),
        )
    });
    let same_bytes = encoding == UTF_8 && !had_errors;
    Decoded {
        text: text.into_owned(),
        encoding: encoding.name(),
        bom,
        same_bytes,
        problem,
    }
}

/// The encoding that the start of the document declares.
fn declared(format: Format, bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(PRESCAN)];
    let head = String::from_utf8_lossy(head);
    let label = match format {
        Format::Xml | Format::Html => {
            let decl = head
                .strip_prefix("<?xml")
                .and_then(|rest| rest.split("?>").next())
                .and_then(|decl| attribute(decl, "encoding"));
            decl.or_else(|| {
                (format == Format::Html)
                    .then(|| meta_charset(&head))
                    .flatten()
            })?
        }
        _ => return None,
    };
    let encoding = Encoding::for_label(label.trim().as_bytes())?;
    // A declaration read as ASCII cannot name an encoding that is not
    // ASCII-compatible (the document would not have been readable);
    // UTF-16 declared without a byte order mark is read as UTF-8, as
    // browsers do.
    if encoding.is_single_byte() || encoding.output_encoding() == encoding {
        Some(encoding.output_encoding())
    } else {
        Some(UTF_8)
    }
}

/// The value of `name="…"` in `text`.
fn attribute<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let at = text.find(name)?;
    let rest = text[at + name.len()..]
        .trim_start()
        .strip_prefix('=')?
        .trim_start();
    let quote = rest.chars().next().filter(|&c| c == '"' || c == '\'')?;
    let rest = &rest[1..];
    Some(&rest[..rest.find(quote)?])
}

/// The charset of an HTML `<meta charset>` or `<meta http-equiv
/// content="…; charset=…">`, in the first bytes.
fn meta_charset(head: &str) -> Option<&str> {
    let lower = head.to_ascii_lowercase();
    let at = lower.find("charset")?;
    let rest = &head[at + "charset".len()..];
    let rest = rest.trim_start().strip_prefix('=')?.trim_start();
    let rest = rest.trim_start_matches(['"', '\'']);
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':')))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}
