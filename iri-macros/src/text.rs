//! The text of an IRI argument: a string literal, or `concat!` and `env!`
//! calls (nested as the compiler allows), evaluated here so that the value
//! is checked; with where each byte of the value came from, for spans.

use core::ops::Range;
use std::fmt::Write as _;

use proc_macro2::{Literal, Span, TokenStream};
use syn::ext::IdentExt as _;
use syn::parse::ParseStream;
use syn::{Ident, Lit, LitStr, Token};

use crate::flavor::Flavor;
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
pub(crate) fn starts_text(input: ParseStream<'_>) -> bool {
    input.peek(syn::Lit) || is_macro_call(input)
}

/// Whether the next tokens are `name!` or `::a::b!`.
fn is_macro_call(input: ParseStream<'_>) -> bool {
    let fork = input.fork();
    let _ = fork.parse::<Option<Token![::]>>();
    loop {
        if fork.call(Ident::parse_any).is_err() {
            return false;
        }
        if fork.peek(Token![!]) {
            return true;
        }
        if fork.parse::<Token![::]>().is_err() {
            return false;
        }
    }
}

/// Reads a text argument.
pub(crate) fn parse(flavor: Flavor, input: ParseStream<'_>) -> syn::Result<Text> {
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
fn piece(
    flavor: Flavor,
    input: ParseStream<'_>,
    text: &mut Text,
    in_concat: bool,
) -> syn::Result<()> {
    if input.peek(syn::LitBool) {
        let b: syn::LitBool = input.parse()?;
        if !in_concat {
            let ident = proc_macro2::Ident::new(&b.value.to_string(), b.span);
            let tree = proc_macro2::TokenTree::Ident(ident);
            return Err(syn::Error::new(
                b.span,
                message::not_a_literal(flavor, &tree),
            ));
        }
        push(text, &b.value.to_string(), b.span, None);
        return Ok(());
    }
    if input.peek(syn::Lit) {
        let token: Literal = input.parse()?;
        return literal(flavor, token, text, in_concat);
    }
    let call_span = input.span();
    let _ = input.parse::<Option<Token![::]>>()?;
    let mut name = input.call(Ident::parse_any)?;
    let mut path = name.to_string();
    while input.peek(Token![::]) {
        input.parse::<Token![::]>()?;
        name = input.call(Ident::parse_any)?;
        write!(path, "::{name}").expect("writing to a string");
    }
    let bang: Token![!] = input.parse()?;
    let args;
    syn::parenthesized!(args in input);
    let known = matches!(path.as_str(), "concat" | "core::concat" | "std::concat")
        || matches!(path.as_str(), "env" | "core::env" | "std::env");
    if !known {
        return Err(syn::Error::new(name.span(), message::unknown_macro(&path)));
    }
    let span = join(call_span, bang.span);
    if name == "concat" {
        while !args.is_empty() {
            piece(flavor, &args, text, true)?;
            if args.is_empty() {
                break;
            }
            args.parse::<Token![,]>()?;
        }
        Ok(())
    } else {
        env(&args, text, span)
    }
}

/// The span from `start` to `end` where the compiler can join them,
/// otherwise `start`.
fn join(start: Span, end: Span) -> Span {
    start.join(end).unwrap_or(start)
}

/// `env!("NAME")` or `env!("NAME", "message")`: the variable's value, as
/// the compiler would give it (the macro runs in the compiler's process).
fn env(args: ParseStream<'_>, text: &mut Text, span: Span) -> syn::Result<()> {
    let name: LitStr = args.parse()?;
    let custom = if args.parse::<Option<Token![,]>>()?.is_some() && !args.is_empty() {
        Some(args.parse::<LitStr>()?.value())
    } else {
        None
    };
    if !args.is_empty() {
        return Err(args.error("`env!` takes the name of a variable and an optional message"));
    }
    let var = name.value();
    match std::env::var(&var) {
        Ok(value) => {
            push(text, &value, span, None);
            text.env.push((var, name.span()));
            Ok(())
        }
        Err(_) => Err(syn::Error::new(
            name.span(),
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
fn literal(flavor: Flavor, token: Literal, text: &mut Text, in_concat: bool) -> syn::Result<()> {
    let span = token.span();
    let source = token.to_string();
    match Lit::new(token.clone()) {
        Lit::Str(s) if s.suffix().is_empty() => {
            let offset = value_offset(&source);
            push(text, &s.value(), span, offset.map(|o| (token, o)));
            Ok(())
        }
        Lit::Char(c) if in_concat && c.suffix().is_empty() => {
            push(text, &c.value().to_string(), span, None);
            Ok(())
        }
        Lit::Int(i) if in_concat && i.suffix().is_empty() => {
            push(text, i.base10_digits(), span, None);
            Ok(())
        }
        Lit::Float(f) if in_concat && f.suffix().is_empty() => {
            push(text, f.base10_digits(), span, None);
            Ok(())
        }
        lit => Err(syn::Error::new(
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

/// The tokens naming the environment variables read, for the expansion:
/// `::core::env!("NAME")` makes the compiler list the variable among the
/// crate's dependencies, so that cargo rebuilds when it changes.
pub(crate) fn track_env(text: &Text) -> TokenStream {
    let mut out = TokenStream::new();
    for (name, span) in &text.env {
        let lit = LitStr::new(name, *span);
        out.extend(quote::quote_spanned! {*span=> const _: &str = ::core::env!(#lit);});
    }
    out
}

#[cfg(test)]
mod tests {
    use syn::parse::Parser as _;

    use super::*;

    /// Parses a text argument alone.
    fn parse_tokens(flavor: Flavor, tokens: TokenStream) -> syn::Result<Text> {
        (|input: ParseStream<'_>| parse(flavor, input)).parse2(tokens)
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
    fn other_macros_are_named() {
        let err = parse_tokens(Flavor::Iri, r#"format!("a")"#.parse().unwrap())
            .err()
            .unwrap();
        assert!(err.to_string().contains("`format!`"), "{err}");
    }
}
