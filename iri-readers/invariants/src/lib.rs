//! The invariants of the readers (`iri-readers`), for the `readers` fuzz
//! target (`fuzz/`) and iri-readers' regression tests of what it found
//! (`tests/fuzz_regressions.rs`): every IRI found is written where its span says, each stretch of
//! its map decodes through the format's own escapes to its part of the
//! value, and a value written back through the format's escaping reads
//! again as that value at the same place, everything else as it was.

use iri_readers::{Document, Escaping, Format, Found, read_str};

mod rust_tokens;

pub use rust_tokens::rust_tokens;

/// What one escape or folded stretch of a format decodes to, written from
/// the format's grammar (not the readers' code); `None` when the written
/// bytes are no escape of the format. `at_start`: the stretch is the
/// first of its value's written text.
fn decode_piece(escaping: Escaping, written: &str, at_start: bool) -> Option<String> {
    let hex = |digits: &str| u32::from_str_radix(digits, 16).ok();
    let backslash = |table: &[(char, char)]| -> Option<String> {
        let mut chars = written.chars();
        if chars.next() != Some('\\') {
            return None;
        }
        let c = chars.next()?;
        let rest: String = chars.collect();
        if let Some((_, to)) = table.iter().find(|(from, _)| *from == c) {
            return rest.is_empty().then(|| to.to_string());
        }
        let digits = match c {
            'u' => 4,
            'U' => 8,
            'x' => 2,
            _ => return None,
        };
        (rest.len() == digits)
            .then(|| hex(&rest))
            .flatten()
            .map(|v| char::from_u32(v).unwrap_or('\u{FFFD}').to_string())
    };
    // Whitespace that folding or a line-ending backslash turns into
    // spaces and line feeds (or nothing).
    let folded = |decoded_ok: bool| -> Option<String> {
        let rest = written.strip_prefix('\\').unwrap_or(written);
        (decoded_ok && rest.chars().all(|c| matches!(c, ' ' | '\t' | '\n' | '\r')))
            .then(String::new)
    };
    match escaping {
        Escaping::Json => {
            if written.len() == 12 {
                let (high, low) = (hex(written.get(2..6)?)?, hex(written.get(8..12)?)?);
                let c = 0x10000 + ((high.checked_sub(0xD800)?) << 10) + low.checked_sub(0xDC00)?;
                return char::from_u32(c).map(String::from);
            }
            backslash(&[
                ('"', '"'),
                ('\\', '\\'),
                ('/', '/'),
                ('b', '\u{8}'),
                ('f', '\u{C}'),
                ('n', '\n'),
                ('r', '\r'),
                ('t', '\t'),
            ])
        }
        Escaping::TurtleIri => backslash(&[]).filter(|_| !written.starts_with("\\x")),
        Escaping::Markup(_) | Escaping::MarkupText => (written.starts_with('&')
            && written.ends_with(';'))
        .then(|| reference(&written[1..written.len() - 1])),
        Escaping::Markdown { .. }
        | Escaping::MarkdownText
        | Escaping::MarkdownAutolink
        | Escaping::ReadOnly => {
            // An email autolink `<a@b.c>` is the link `mailto:a@b.c`
            // (read-only inside another link's text, written the same).
            if written.is_empty()
                && at_start
                && matches!(escaping, Escaping::MarkdownAutolink | Escaping::ReadOnly)
            {
                return Some("mailto:".to_owned());
            }
            if written.len() == 2 && written.starts_with('\\') {
                return Some(written[1..].to_owned());
            }
            (written.starts_with('&') && written.ends_with(';'))
                .then(|| reference(&written[1..written.len() - 1]))
        }
        Escaping::TomlBasic => backslash(&[
            ('b', '\u{8}'),
            ('t', '\t'),
            ('n', '\n'),
            ('f', '\u{C}'),
            ('r', '\r'),
            ('e', '\u{1B}'),
            ('"', '"'),
            ('\\', '\\'),
        ])
        .or_else(|| folded(true)),
        Escaping::TomlLiteral => folded(at_start),
        Escaping::YamlDouble => backslash(&[
            ('0', '\0'),
            ('a', '\u{7}'),
            ('b', '\u{8}'),
            ('t', '\t'),
            ('\t', '\t'),
            ('n', '\n'),
            ('v', '\u{B}'),
            ('f', '\u{C}'),
            ('r', '\r'),
            ('e', '\u{1B}'),
            (' ', ' '),
            ('"', '"'),
            ('/', '/'),
            ('\\', '\\'),
            ('N', '\u{85}'),
            ('_', '\u{A0}'),
            ('L', '\u{2028}'),
            ('P', '\u{2029}'),
        ]),
        Escaping::YamlSingle => (written == "''").then(|| "'".to_owned()),
        _ => rust_piece(written, escaping),
    }
}

/// The forms of Rust string literals, by what their escapes may be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum RustForm {
    /// `"…"`.
    Plain,
    /// `b"…"`: no `\u{…}`.
    Bytes,
    /// `c"…"`: no NUL.
    C,
    /// `r#"…"#` and its kin: no escapes.
    Raw,
}

/// What a stretch of a Rust string literal (`None` for another escaping)
/// decodes to, by the Rust
/// Reference's tokens chapter: a CR LF is a line feed (the compiler
/// normalizes line ends first), `{{` and `}}` of a format string a brace,
/// and, outside raw strings, the quote, ASCII and Unicode escapes and a
/// string continuation (a backslash, a line feed and the whitespace after
/// it: nothing).
fn rust_piece(written: &str, escaping: Escaping) -> Option<String> {
    let (form, format) = match escaping {
        Escaping::RustString { format } => (RustForm::Plain, format),
        Escaping::RustByteString => (RustForm::Bytes, false),
        Escaping::RustCString => (RustForm::C, false),
        Escaping::RustRaw { format, .. } => (RustForm::Raw, format),
        Escaping::RustRawBytes { .. } => (RustForm::Raw, false),
        _ => return None,
    };
    match written {
        "\r\n" => return Some("\n".to_owned()),
        "{{" | "}}" if format => return Some(written[1..].to_owned()),
        _ => {}
    }
    if form == RustForm::Raw {
        return None;
    }
    let rest = written.strip_prefix('\\')?;
    let simple = match rest {
        "n" => Some('\n'),
        "r" => Some('\r'),
        "t" => Some('\t'),
        "\\" => Some('\\'),
        "0" => Some('\0'),
        "'" => Some('\''),
        "\"" => Some('"'),
        _ => None,
    };
    let c = if let Some(c) = simple {
        c
    } else if let Some(hex) = rest.strip_prefix('x') {
        let v = (hex.len() == 2)
            .then(|| u8::from_str_radix(hex, 16).ok())
            .flatten()?;
        // In a string, at most `\x7F`; a byte string's larger bytes make
        // no text.
        char::from(v).is_ascii().then_some(char::from(v))?
    } else if let Some(braced) = rest.strip_prefix("u{") {
        let digits = braced.strip_suffix('}')?;
        if form == RustForm::Bytes || !digits.starts_with(|c: char| c.is_ascii_hexdigit()) {
            return None;
        }
        let hex: String = digits.chars().filter(|&c| c != '_').collect();
        if hex.len() > 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?
    } else {
        let after = rest
            .strip_prefix("\r\n")
            .or_else(|| rest.strip_prefix('\n'))?;
        let blank = after.chars().all(|c| matches!(c, ' ' | '\t' | '\n' | '\r'));
        return blank.then(String::new);
    };
    (form != RustForm::C || c != '\0').then(|| c.to_string())
}

/// A character or entity reference's text (`name` without `&` and `;`):
/// numeric references decoded, named ones as written (their tables are
/// HTML's and the DTD's).
fn reference(name: &str) -> String {
    let Some(num) = name.strip_prefix('#') else {
        return format!("&{name};");
    };
    let (digits, radix) = match num.strip_prefix(['x', 'X']) {
        Some(hex) => (hex, 16),
        None => (num, 10),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return format!("&{name};");
    }
    // As HTML reads them: NUL, a surrogate or too large a number is U+FFFD.
    let c = u32::from_str_radix(digits, radix)
        .ok()
        .filter(|&c| c != 0)
        .and_then(char::from_u32);
    String::from(c.unwrap_or('\u{FFFD}'))
}

/// Whether `decoded` is what folding makes of `written`: spaces and line
/// feeds (or nothing) for whitespace and line breaks.
fn is_fold(written: &str, decoded: &str) -> bool {
    let rest = written.strip_prefix('\\').unwrap_or(written);
    rest.chars().all(|c| matches!(c, ' ' | '\t' | '\n' | '\r'))
        && decoded.chars().all(|c| c == ' ' || c == '\n')
        && decoded.matches('\n').count() <= iri_readers::count_line_breaks(written.as_bytes()) + 1
}

/// Whether `new`, a value written in place of `old`, is read by the same
/// rules: both templates or patterns, or neither. A rewrite that makes a
/// value a template (`%Ff…%`, a percent-encoding, made `%Gf…%`, a
/// `%NAME%` variable) is rightly read otherwise, and says nothing of how
/// a value is written back.
#[must_use]
pub fn reads_alike(old: &str, new: &str) -> bool {
    iri_readers::is_template_or_pattern(old) == iri_readers::is_template_or_pattern(new)
}

/// Asserts that `found`, read from `text`, is written where its span
/// says: the bytes between its map's pieces are the value's, and each
/// piece decodes through the format's escapes to its part of the value.
///
/// # Panics
///
/// When it is not: the panic is the finding of the fuzz target or test.
pub fn assert_written(text: &str, found: &Found) {
    let span = found.span.clone();
    assert!(
        span.start <= span.end && span.end <= text.len(),
        "{found:?}"
    );
    assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
    if found.offsets.has_cut_edges() {
        return;
    }
    let written = &text[span.clone()];
    let value = found.value.as_str();
    let (mut d, mut w) = (0, 0);
    for (dec, wr) in found.offsets.pieces() {
        assert_eq!(
            &value[d..dec.start],
            &written[w..wr.start],
            "the bytes before a piece are the value's: {found:?} in {text:?}"
        );
        let (piece_value, piece_written) = (&value[dec.clone()], &written[wr.clone()]);
        let expected = decode_piece(found.escaping, piece_written, wr.start == 0);
        let named = piece_written.starts_with('&')
            && expected.as_deref().is_some_and(|e| e.starts_with('&'));
        let block_start = found.escaping == Escaping::YamlBlock && wr.is_empty();
        let plain_fold = matches!(
            found.escaping,
            Escaping::YamlPlain | Escaping::YamlSingle | Escaping::YamlDouble | Escaping::YamlBlock
        ) && is_fold(piece_written, piece_value);
        // XML attribute-value normalization (a space) and HTML's URL
        // cleaning (nothing) of a tab or a line break.
        let markup_space = matches!(found.escaping, Escaping::Markup(_))
            && ["\t", "\n", "\r", "\r\n"].contains(&piece_written)
            && (piece_value == " " || piece_value.is_empty());
        assert!(
            named
                || block_start
                || plain_fold
                || markup_space
                || expected.as_deref() == Some(piece_value),
            "piece {piece_written:?} read as {piece_value:?} ({:?}): {found:?} in {text:?}",
            found.escaping
        );
        d = dec.end;
        w = wr.end;
    }
    assert_eq!(
        &value[d..],
        &written[w..],
        "the bytes after the pieces: {found:?} in {text:?}"
    );
}

/// Asserts that writing `new` in place of `found` (the `index`th IRI of
/// `doc`, read from `text` as `format`) by an edit of `span` of its value
/// (the same bytes of `new`), when the format can write it there, reads
/// again as `new` at the same place, every other IRI and problem as it
/// was and every byte outside the IRI's unchanged.
///
/// # Panics
///
/// When it does not: the panic is the finding of the fuzz target or test.
pub fn assert_rewrite(
    format: Format,
    text: &str,
    doc: &Document,
    index: usize,
    new: &str,
    span: std::ops::Range<usize>,
) {
    let found = &doc.found[index];
    let tail = found.value.len() - span.end;
    let edit = found.edit(span.clone(), &new[span.start..new.len() - tail]);
    let Some((range, replacement)) = edit else {
        return;
    };
    assert!(
        found.span.start <= range.start && range.end <= found.span.end,
        "an edit stays in the IRI's bytes: {range:?} of {found:?}"
    );
    let mut fixed = String::with_capacity(text.len() + replacement.len());
    fixed.push_str(&text[..range.start]);
    fixed.push_str(&replacement);
    fixed.push_str(&text[range.end..]);
    let again = read_str(format, &fixed);
    let delta = replacement.len().cast_signed() - range.len().cast_signed();
    let moved = |at: usize| at.checked_add_signed(delta).unwrap();
    assert_eq!(
        again.found.len(),
        doc.found.len(),
        "{format:?}: {text:?} became {fixed:?}"
    );
    assert_eq!(
        again.problems.len(),
        doc.problems.len(),
        "{format:?}: {fixed:?}"
    );
    for (i, (old, now)) in doc.found.iter().zip(&again.found).enumerate() {
        let (value, span) = match i.cmp(&index) {
            std::cmp::Ordering::Less => (old.value.as_str(), old.span.clone()),
            std::cmp::Ordering::Equal => (new, old.span.start..moved(old.span.end)),
            std::cmp::Ordering::Greater => (
                old.value.as_str(),
                moved(old.span.start)..moved(old.span.end),
            ),
        };
        assert_eq!(now.value, value, "{format:?}: {text:?} became {fixed:?}");
        assert_eq!(now.span, span, "{format:?}: {text:?} became {fixed:?}");
    }
}
