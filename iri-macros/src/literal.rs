//! Reading a string literal's source text: its kind, its value with escapes
//! resolved, and where the value's bytes sit in the source.

/// A string literal's value and how to find its bytes in the source text.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct StrLiteral {
    /// The value, escapes resolved.
    pub(crate) value: String,
    /// The byte offset of the value in the source when every byte of the
    /// value is written as itself (a raw string, or a string without
    /// escapes); `None` when escapes make the mapping unsure.
    pub(crate) value_offset: Option<usize>,
}

/// Why a literal is not a plain string literal.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum NotAString {
    /// `b"…"`, `br"…"`.
    ByteString,
    /// `c"…"`, `cr"…"`.
    CString,
    /// `'a'`, `b'a'`.
    Char,
    /// A number: an integer or a float.
    Number,
    /// Any other literal (the compiler has none left: a raw string that
    /// does not read as one).
    Other,
    /// A string literal followed by a suffix, such as `"…"_x`.
    Suffix(String),
}

/// Reads the source text of a literal token (as `Literal::to_string` gives
/// it, which the compiler has already checked is a well-formed literal).
pub(crate) fn read(source: &str) -> Result<StrLiteral, NotAString> {
    let (literal, suffix) = if let Some(rest) = source.strip_prefix('r') {
        raw(rest, 1)?
    } else if source.starts_with('"') {
        cooked(source)
    } else if source.starts_with("b\"") || source.starts_with("br") {
        return Err(NotAString::ByteString);
    } else if source.starts_with("c\"") || source.starts_with("cr") {
        return Err(NotAString::CString);
    } else if source.starts_with('\'') || source.starts_with("b'") {
        return Err(NotAString::Char);
    } else if source.starts_with(|c: char| c.is_ascii_digit()) {
        return Err(NotAString::Number);
    } else {
        return Err(NotAString::Other);
    };
    if suffix.is_empty() {
        Ok(literal)
    } else {
        Err(NotAString::Suffix(suffix.to_owned()))
    }
}

/// A raw string after its `r`: `#…#"…"#…#`, then a suffix; `prefix` is the
/// length already read.
fn raw(rest: &str, prefix: usize) -> Result<(StrLiteral, &str), NotAString> {
    let hashes = rest.bytes().take_while(|&b| b == b'#').count();
    let body = rest[hashes..].strip_prefix('"').ok_or(NotAString::Other)?;
    let closing: String = core::iter::once('"')
        .chain("#".repeat(hashes).chars())
        .collect();
    let end = body.find(&closing).ok_or(NotAString::Other)?;
    let literal = StrLiteral {
        value: body[..end].to_owned(),
        value_offset: Some(prefix + hashes + 1),
    };
    Ok((literal, &body[end + closing.len()..]))
}

/// A string literal `"…"` with escapes, then a suffix.
fn cooked(source: &str) -> (StrLiteral, &str) {
    let mut value = String::with_capacity(source.len());
    let mut escaped = false;
    let mut chars = source[1..].char_indices();
    let mut end = source.len();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' => {
                end = 1 + at + 1;
                break;
            }
            '\\' => {
                escaped = true;
                escape(&mut chars, &mut value);
            }
            c => value.push(c),
        }
    }
    let literal = StrLiteral {
        value,
        value_offset: (!escaped).then_some(1),
    };
    (literal, &source[end..])
}

/// Resolves the escape after a `\`, appending its character (if any) to `value`.
fn escape(chars: &mut core::str::CharIndices<'_>, value: &mut String) {
    let Some((_, c)) = chars.next() else { return };
    match c {
        'n' => value.push('\n'),
        'r' => value.push('\r'),
        't' => value.push('\t'),
        '0' => value.push('\0'),
        'x' => {
            let digits: String = chars.by_ref().take(2).map(|(_, c)| c).collect();
            push_code(value, &digits);
        }
        'u' => {
            let digits: String = chars
                .by_ref()
                .map(|(_, c)| c)
                .take_while(|&c| c != '}')
                .filter(|&c| c != '{' && c != '_')
                .collect();
            push_code(value, &digits);
        }
        '\n' => {
            // A line continuation: the newline and the whitespace after it
            // (ASCII, so one byte per character) are not part of the value.
            let rest = chars.as_str();
            let skipped = rest.len() - rest.trim_start_matches([' ', '\t', '\n', '\r']).len();
            for _ in 0..skipped {
                chars.next();
            }
        }
        other => value.push(other),
    }
}

/// Appends the character with hexadecimal code `digits`. An escape that
/// is not a character, such as `\u{D800}`, is left out: the compiler has
/// already reported it and still expands the macro, whose own message is
/// then about the rest of the literal.
fn push_code(value: &mut String, digits: &str) {
    if let Some(c) = u32::from_str_radix(digits, 16)
        .ok()
        .and_then(char::from_u32)
    {
        value.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(source: &str) -> (String, Option<usize>) {
        let lit = read(source).expect("a string literal");
        (lit.value, lit.value_offset)
    }

    #[test]
    fn plain_strings_map_one_to_one() {
        assert_eq!(value(r#""http://a/""#), ("http://a/".into(), Some(1)));
        assert_eq!(value(r#""é""#), ("é".into(), Some(1)));
    }

    #[test]
    fn raw_strings_keep_backslashes_and_map_past_their_hashes() {
        assert_eq!(value(r#"r"a\b""#), (r"a\b".into(), Some(2)));
        assert_eq!(value(r###"r##"a"#b"##"###), ("a\"#b".into(), Some(4)));
    }

    #[test]
    fn escapes_are_resolved_and_make_the_mapping_unsure() {
        assert_eq!(
            value(r#""a\tb\n\r\0\\\"\'""#),
            ("a\tb\n\r\0\\\"'".into(), None)
        );
        assert_eq!(
            value(r#""\x41\u{E9}\u{1_F600}""#),
            ("A\u{E9}\u{1F600}".into(), None)
        );
        assert_eq!(value("\"a\\\n   \t b\""), ("ab".into(), None));
    }

    #[test]
    fn other_literals_are_named() {
        assert_eq!(read(r#"b"a""#), Err(NotAString::ByteString));
        assert_eq!(read(r#"br"a""#), Err(NotAString::ByteString));
        assert_eq!(read(r#"c"a""#), Err(NotAString::CString));
        assert_eq!(read(r##"cr#"a"#"##), Err(NotAString::CString));
        assert_eq!(read("'a'"), Err(NotAString::Char));
        assert_eq!(read("b'a'"), Err(NotAString::Char));
        assert_eq!(read("12"), Err(NotAString::Number));
        assert_eq!(read("1.5e3f64"), Err(NotAString::Number));
    }

    #[test]
    fn suffixes_are_refused() {
        assert_eq!(read(r#""a"_x"#), Err(NotAString::Suffix("_x".into())));
        assert_eq!(
            read(r##"r#"a"#suf"##),
            Err(NotAString::Suffix("suf".into()))
        );
    }
}
