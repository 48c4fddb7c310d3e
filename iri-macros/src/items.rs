//! The head of an item the declaring macros (`iri_type!`, `vocabulary!`)
//! generate: its outer attributes and its visibility, kept as written.

use proc_macro2::TokenStream;

use crate::error::Result;
use crate::input::Input;

/// Reads outer attributes (`#[…]`, doc comments).
pub(crate) fn attributes(input: &mut Input<'_>) -> Result<TokenStream> {
    let mut attrs = TokenStream::new();
    while input.peek_punct("#") {
        let pound = input.token_tree()?;
        let group = input.token_tree()?;
        attrs.extend([pound, group]);
    }
    Ok(attrs)
}

/// Reads the tokens before the keyword `at` (the visibility, such as `pub`
/// or `pub(crate)`); `expected` is the error at the end.
pub(crate) fn until(input: &mut Input<'_>, at: &str, expected: &str) -> Result<TokenStream> {
    let mut tokens = TokenStream::new();
    while !input.peek_keyword(at) {
        if input.is_empty() {
            return Err(input.error(expected));
        }
        tokens.extend([input.token_tree()?]);
    }
    Ok(tokens)
}
