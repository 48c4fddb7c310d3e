//! The text of an IRI argument: a string literal, or `concat!` and `env!`
//! calls (nested as the compiler allows), evaluated here so that the value
//! is checked; with where each byte of the value came from, for spans.

use core::ops::Range;
use std::fmt::Write as _;

use proc_macro2::{Delimiter, Ident, Literal, Span, TokenStream, TokenTree};

use crate::error::{Error, Result};
use crate::flavor::Flavor;
use crate::input::Input;
use crate::literal::{Lit, Str};
use crate::message;

/// Where a stretch of the value came from.
pub(crate) struct Piece {
    /// The bytes of the value it gave.
    pub(crate) range: Range<usize>,
    /// The tokens to point at.
    pub(crate) span: Span,
    /// The literal token, when the stretch is a string literal written
    /// without escapes (its bytes sit in the source one to one), and the
    /// byte offset of its value in the token.
    pub(crate) literal: Option<(Literal, usize)>,
}

/// An evaluated text argument.
pub(crate) struct Text {
    /// The value.
    pub(crate) value: String,
    /// Where its bytes came from, in order.
    pub(crate) pieces: Vec<Piece>,
    /// The environment variables read (`env!`), which the expansion names
    /// again so that the compiler rebuilds when they change.
    pub(crate) env: Vec<(String, Span)>,
    /// The span of the whole argument.
    pub(crate) span: Span,
}

impl Text {
    /// The piece holding byte `at` of the value (the last one for the end).
    pub(crate) fn piece_at(&self, at: usize) -> Option<&Piece> {
        self.pieces
            .iter()
            .find(|p| p.range.contains(&at))
            .or_else(|| self.pieces.iter().rev().find(|p| p.range.end == at))
    }
}

/// Whether the next tokens start a text argument: a literal, or a macro
/// call (`name!`, possibly as a path such as `::core::concat!`).
pub(crate) fn starts_text(input: &Input<'_>) -> bool {
    input.peek_literal().is_some() || next_bool(input).is_some() || is_macro_call(*input)
}

/// The value of the next token when it is `true` or `false`.
fn next_bool(input: &Input<'_>) -> Option<bool> {
    match input.peek_ident()?.to_string().as_str() {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

/// Whether the next tokens are `name!` or `::a::b!` (`fork` is a copy of
/// the input, read to find out).
fn is_macro_call(mut fork: Input<'_>) -> bool {
    fork.eat_punct("::");
    loop {
        if fork.any_ident().is_err() {
            return false;
        }
        if fork.peek_punct("!") {
            return true;
        }
        if !fork.eat_punct("::") {
            return false;
        }
    }
}

/// Reads a text argument.
pub(crate) fn parse(flavor: Flavor, input: &mut Input<'_>) -> Result<Text> {
    let span = input.span();
    let mut text = Text {
        value: String::new(),
        pieces: Vec::new(),
        env: Vec::new(),
        span,
    };
    piece(flavor, input, &mut text, false)?;
    Ok(text)
}

/// Reads one piece: a literal (any literal `concat!` takes, when `in_concat`),
/// or a `concat!` or `env!` call, appending its value to `text`.
fn piece(flavor: Flavor, input: &mut Input<'_>, text: &mut Text, in_concat: bool) -> Result<()> {
    if let Some(value) = next_bool(input) {
        let span = input.any_ident()?.span();
        if !in_concat {
            let tree = TokenTree::Ident(Ident::new(&value.to_string(), span));
            return Err(Error::new(span, message::not_a_literal(flavor, &tree)));
        }
        push(text, &value.to_string(), span, None);
        return Ok(());
    }
    if input.peek_literal().is_some() {
        let token = input.literal()?;
        return literal(flavor, token, text, in_concat);
    }
    let call_span = input.span();
    input.eat_punct("::");
    let mut name = input.any_ident()?;
    let mut path = name.to_string();
    while input.peek_punct("::") {
        input.punct("::")?;
        name = input.any_ident()?;
        write!(path, "::{name}").expect("writing to a string");
    }
    let bang = input.punct("!")?;
    let mut args = input.group(Delimiter::Parenthesis)?;
    let known = matches!(path.as_str(), "concat" | "core::concat" | "std::concat")
        || matches!(path.as_str(), "env" | "core::env" | "std::env");
    if !known {
        return Err(Error::new(name.span(), message::unknown_macro(&path)));
    }
    let span = join(call_span, bang);
    if name == "concat" {
        while !args.is_empty() {
            piece(flavor, &mut args, text, true)?;
            if args.is_empty() {
                break;
            }
            args.punct(",")?;
        }
        Ok(())
    } else {
        env(&mut args, text, span)
    }
}

/// The span from `start` to `end` where the compiler can join them,
/// otherwise `start`.
fn join(start: Span, end: Span) -> Span {
    start.join(end).unwrap_or(start)
}

/// `env!("NAME")` or `env!("NAME", "message")`: the variable's value, as
/// the compiler would give it (the macro runs in the compiler's process).
fn env(args: &mut Input<'_>, text: &mut Text, span: Span) -> Result<()> {
    let name = args.string()?;
    let custom = if args.eat_punct(",") && !args.is_empty() {
        Some(args.string()?.value)
    } else {
        None
    };
    if !args.is_empty() {
        return Err(args.error("`env!` takes the name of a variable and an optional message"));
    }
    let var = name.value;
    let var_span = name.token.span();
    match std::env::var(&var) {
        Ok(value) => {
            push(text, &value, span, None);
            text.env.push((var, var_span));
            Ok(())
        }
        Err(_) => Err(Error::new(
            var_span,
            custom.unwrap_or_else(|| message::env_not_defined(&var)),
        )),
    }
}

fn push(text: &mut Text, value: &str, span: Span, literal: Option<(Literal, usize)>) {
    let start = text.value.len();
    text.value.push_str(value);
    text.pieces.push(Piece {
        range: start..text.value.len(),
        span,
        literal,
    });
}

/// A literal piece: a string literal, or inside `concat!` any literal that
/// `concat!` takes (characters, integers, floats).
fn literal(flavor: Flavor, token: Literal, text: &mut Text, in_concat: bool) -> Result<()> {
    let span = token.span();
    let source = token.to_string();
    // The common case, a string written without escapes, is its own value:
    // taken from the source without decoding it.
    if let Some(offset) = value_offset(&source)
        && let Some(value) = plain_value(&source, offset)
    {
        push(text, value, span, Some((token, offset)));
        return Ok(());
    }
    match Lit::new(&source) {
        Lit::Str(Str { value, suffix }) if suffix.is_empty() => {
            let offset = value_offset(&source);
            push(text, &value, span, offset.map(|o| (token, o)));
            Ok(())
        }
        Lit::Char(c, suffix) if in_concat && suffix.is_empty() => {
            push(text, &c.to_string(), span, None);
            Ok(())
        }
        Lit::Int(n) | Lit::Float(n) if in_concat && n.suffix.is_empty() => {
            push(text, &n.digits, span, None);
            Ok(())
        }
        lit => Err(Error::new(
            span,
            message::not_a_string(flavor, &lit, &source),
        )),
    }
}

/// Where the value of a string literal starts in its source text, when
/// every byte of the value is written as itself: a raw string, or a string
/// without escapes.
fn value_offset(source: &str) -> Option<usize> {
    if let Some(rest) = source.strip_prefix('r') {
        let hashes = rest.bytes().take_while(|&b| b == b'#').count();
        Some(1 + hashes + 1)
    } else if source.contains('\\') {
        None
    } else {
        Some(1)
    }
}

/// The value of a string literal's source whose value starts at `offset`
/// (see [`value_offset`]) when it is written as itself: the text between
/// the quotes (and the raw string's hashes), with no suffix after them.
/// `None` for any other literal, which [`Lit::new`] then reads.
fn plain_value(source: &str, offset: usize) -> Option<&str> {
    let open = source.get(..offset)?;
    let quote_and_hashes = open.strip_prefix('r').unwrap_or(open);
    if !quote_and_hashes.ends_with('"') {
        return None;
    }
    let hashes = &quote_and_hashes[..quote_and_hashes.len() - 1];
    let close_len = 1 + hashes.len();
    let close = source.len().checked_sub(close_len)?;
    let closing = source.get(close..)?;
    if close < offset || !closing.starts_with('"') || &closing[1..] != hashes {
        return None;
    }
    // A `\r` is not in a string's value as written: the compiler reads a
    // CRLF line ending in a literal as LF, so such a literal is decoded.
    let value = &source[offset..close];
    (!value.contains('\r')).then_some(value)
}

/// The tokens naming the environment variables read, for the expansion:
/// `::core::env!("NAME")` makes the compiler list the variable among the
/// crate's dependencies, so that cargo rebuilds when it changes.
pub(crate) fn track_env(text: &Text) -> TokenStream {
    let mut out = TokenStream::new();
    for (name, span) in &text.env {
        let mut lit = Literal::string(name);
        lit.set_span(*span);
        out.extend(quote::quote_spanned! {*span=> const _: &str = ::core::env!(#lit);});
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses a text argument alone.
    fn parse_tokens(flavor: Flavor, tokens: TokenStream) -> Result<Text> {
        crate::input::read_all(tokens, |input| parse(flavor, input))
    }

    fn value(tokens: &str) -> (String, usize) {
        let text =
            parse_tokens(Flavor::Iri, tokens.parse().unwrap()).unwrap_or_else(|e| panic!("{e}"));
        (text.value, text.pieces.len())
    }

    #[test]
    fn literals_and_escapes() {
        assert_eq!(value(r#""http://a/""#), ("http://a/".into(), 1));
        assert_eq!(value(r##"r#"a"b"#"##), ("a\"b".into(), 1));
        assert_eq!(value(r#""\x41\u{E9}""#), ("A\u{E9}".into(), 1));
    }

    #[test]
    fn concat_takes_nested_calls_and_other_literals() {
        assert_eq!(
            value(r#"concat!("http://", concat!("a", '/', 1, 2.5), true)"#),
            ("http://a/12.5true".into(), 6)
        );
        assert_eq!(value(r#"::core::concat!("a:", "b",)"#), ("a:b".into(), 2));
    }

    #[test]
    fn offsets_map_plain_and_raw_strings() {
        assert_eq!(value_offset(r#""abc""#), Some(1));
        assert_eq!(value_offset(r##"r#"abc"#"##), Some(3));
        assert_eq!(value_offset(r#""a\tb""#), None);
    }

    #[test]
    fn plain_strings_are_read_from_their_source() {
        fn plain(source: &str) -> Option<&str> {
            value_offset(source).and_then(|o| plain_value(source, o))
        }
        assert_eq!(plain(r#""http://a/""#), Some("http://a/"));
        assert_eq!(plain(r#""""#), Some(""));
        assert_eq!(plain(r##"r#"a"b"#"##), Some("a\"b"));
        assert_eq!(plain(r#"r"a""#), Some("a"));
        // Left to the decoder: escapes, suffixes, other literals.
        assert_eq!(plain(r#""a\tb""#), None);
        assert_eq!(plain(r#""a"x"#), None);
        assert_eq!(plain(r#"b"a""#), None);
        assert_eq!(plain("42"), None);
        assert_eq!(plain("'a'"), None);
        // What the decoder (and syn) reads agrees with the source where the
        // fast path takes it.
        for source in [r#""a b é""#, r##"r#"x"#"##, r#""https://example.org/#f""#] {
            let lit: syn::LitStr = syn::parse_str(source).unwrap();
            assert_eq!(plain(source), Some(lit.value().as_str()), "{source}");
            let decoded = crate::literal::string(source).map(|s| s.value);
            assert_eq!(plain(source), decoded.as_deref(), "{source}");
        }
    }

    #[test]
    fn a_suffixed_string_is_still_refused() {
        let err = parse_tokens(Flavor::Iri, r#""a:b"suffix"#.parse().unwrap())
            .err()
            .unwrap();
        assert!(!err.to_string().is_empty());
    }

    #[test]
    fn other_macros_are_named() {
        let err = parse_tokens(Flavor::Iri, r#"format!("a")"#.parse().unwrap())
            .err()
            .unwrap();
        assert!(err.to_string().contains("`format!`"), "{err}");
    }
}
