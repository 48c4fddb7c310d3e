//! From a macro call to its expansion: read the arguments, run the `iri-core`
//! parser and the bidi check, and emit either the constructor call with the
//! pre-computed table or a `compile_error!` pointing at the problem.

use core::ops::Range;

use iri_core::__private::v1;
use iri_core::check::{Policy, check};
use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

use crate::flavor::Flavor;
use crate::input::{self, Input};
use crate::message;

/// The expansion of `flavor!(args)`.
pub(crate) fn expand(flavor: Flavor, args: TokenStream) -> TokenStream {
    let input = match input::read(flavor, args) {
        Ok(input) => input,
        Err(err) => return compile_error(err.span, &err.message),
    };
    let value = input.literal.value.as_str();
    let table = match iri_core::parse(value, flavor.grammar()) {
        Ok(table) => table,
        Err(err) => {
            let span = narrow(&input, err.span());
            return compile_error(span, &message::parse_error(flavor, value, &err));
        }
    };
    // What the default policy makes an error beyond the grammar (RFC 3987's
    // own MUST), as `Iri::parse` refuses it.
    let report = check(value, &table, flavor.grammar(), &Policy::DEFAULT);
    if let Some(err) = report.first_error() {
        let span = narrow(&input, err.span());
        return compile_error(span, &message::parse_error(flavor, value, &err));
    }
    let ctor = flavor.name();
    let offsets = v1::offsets(&table).map(|o| o.to_string()).join(", ");
    let call = format!("::__private::v1::{ctor}({}, [{offsets}])", input.token);
    // With `crate = path`, the path's own tokens are kept: `$crate` has no
    // text form that would parse back.
    let mut out = match &input.krate {
        Some(krate) => krate.clone(),
        None => tokens("::iri_core"),
    };
    out.extend(tokens(&call));
    out
}

/// Tokens from text of this module's own making: paths, integers and
/// the literal as the compiler wrote it.
fn tokens(text: &str) -> TokenStream {
    text.parse()
        .expect("the expansion's text is made of valid tokens")
}

/// The span of the literal, narrowed to `range` of its value where the
/// compiler allows it and the mapping is sure.
fn narrow(input: &Input, range: Range<usize>) -> Span {
    #[cfg(iri_macros_subspan)]
    if let Some(offset) = input.literal.value_offset {
        if !range.is_empty() {
            let source = offset + range.start..offset + range.end;
            if let Some(span) = input.token.subspan(source) {
                return span;
            }
        }
    }
    #[cfg(not(iri_macros_subspan))]
    let _ = range;
    input.token.span()
}

/// `::core::compile_error!("message")`, every token spanned at `span`.
fn compile_error(span: Span, message: &str) -> TokenStream {
    let joint = |c| TokenTree::Punct(with_span(Punct::new(c, Spacing::Joint), span));
    let alone = |c| TokenTree::Punct(with_span(Punct::new(c, Spacing::Alone), span));
    let mut text = Literal::string(message);
    text.set_span(span);
    let mut group = Group::new(Delimiter::Parenthesis, TokenTree::Literal(text).into());
    group.set_span(span);
    [
        joint(':'),
        alone(':'),
        TokenTree::Ident(Ident::new("core", span)),
        joint(':'),
        alone(':'),
        TokenTree::Ident(Ident::new("compile_error", span)),
        alone('!'),
        TokenTree::Group(group),
    ]
    .into_iter()
    .collect()
}

fn with_span(mut punct: Punct, span: Span) -> Punct {
    punct.set_span(span);
    punct
}
