//! The policy of one call: the crate's, then the call's `strict`, `deny(…)`,
//! `warn(…)`, `advise(…)` and `allow(…)`, written as the checker's text
//! form and read by `Policy::apply_text`, so that a call says what a
//! manifest says with the same words and the same errors.

use std::fmt::Write as _;

use iri_core::check::Policy;
use proc_macro2::{Span, TokenStream};

use crate::args::Levels;

/// `crate_policy` with the call's `levels` applied; an error points at the
/// name it is about.
pub(crate) fn apply(mut crate_policy: Policy, levels: &Levels) -> syn::Result<Policy> {
    if levels.strict.is_none() && levels.lists.is_empty() {
        return Ok(crate_policy);
    }
    // The text, one name a line, and the tokens of each line.
    let mut text = String::new();
    let mut lines: Vec<TokenStream> = Vec::new();
    if let Some(span) = levels.strict {
        text.push_str("preset = \"strict\"\n");
        lines.push(quote::quote_spanned!(span=> strict));
    }
    for (key, names) in &levels.lists {
        let first = names.first().map(|n| n.tokens.clone()).unwrap_or_default();
        writeln!(text, "{key} = [").expect("writing to a string");
        lines.push(first.clone());
        for name in names {
            writeln!(text, "{:?},", name.text).expect("writing to a string");
            lines.push(name.tokens.clone());
        }
        text.push_str("]\n");
        lines.push(first);
    }
    crate_policy.apply_text(&text).map_err(|err| {
        match lines.get(err.line().saturating_sub(1)) {
            Some(tokens) if !tokens.is_empty() => syn::Error::new_spanned(tokens, err.message()),
            _ => syn::Error::new(Span::call_site(), err.message()),
        }
    })?;
    Ok(crate_policy)
}
