//! The head of an item the declaring macros (`iri_type!`, `vocabulary!`)
//! generate: its outer attributes and its visibility, kept as written.

use proc_macro2::{TokenStream, TokenTree};
use syn::Token;
use syn::parse::ParseStream;

/// Reads outer attributes (`#[…]`, doc comments).
pub(crate) fn attributes(input: ParseStream<'_>) -> syn::Result<TokenStream> {
    let mut attrs = TokenStream::new();
    while input.peek(Token![#]) {
        let pound: TokenTree = input.parse()?;
        let group: TokenTree = input.parse()?;
        attrs.extend([pound, group]);
    }
    Ok(attrs)
}

/// Reads the tokens before the keyword `at` says is next (the visibility,
/// such as `pub` or `pub(crate)`); `expected` is the error at the end.
pub(crate) fn until(
    input: ParseStream<'_>,
    at: fn(ParseStream<'_>) -> bool,
    expected: &str,
) -> syn::Result<TokenStream> {
    let mut tokens = TokenStream::new();
    while !at(input) {
        if input.is_empty() {
            return Err(input.error(expected));
        }
        tokens.extend([input.parse::<TokenTree>()?]);
    }
    Ok(tokens)
}
