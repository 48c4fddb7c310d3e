//! From a macro call to its expansion: read the arguments, run the `iri-core`
//! parser and the bidi check, and emit either the constructor call with the
//! pre-computed table or a `compile_error!` pointing at the problem.

use core::ops::Range;

use iri_core::__private::v1;
use iri_core::{HostKind, check_bidi_formatting};
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
    if let Err(err) = check_bidi_formatting(value, &table) {
        let span = narrow(&input, err.span());
        return compile_error(span, &message::bidi_error(value, &err));
    }
    let ctor = flavor.name();
    let packed = v1::pack(&table);
    if let (Some(packed), None) = (packed, &input.krate) {
        // The common case, in one piece: the cheapest expansion to produce,
        // with the table as one integer literal, the cheapest for the
        // compiler to check and evaluate.
        let literal = input.token.to_string();
        let v1 = "::iri_core::__private::v1";
        return tokens(&format!("{v1}::{ctor}_packed({literal}, {packed:#x})"));
    }
    // With `crate = path`, the path's own tokens are kept: `$crate` has no
    // text form that would parse back.
    let v1 = |item: &str| {
        let mut path = match &input.krate {
            Some(krate) => krate.clone(),
            None => tokens("::iri_core"),
        };
        path.extend(tokens(&format!("::__private::v1::{item}")));
        path
    };
    let mut ctor_args = TokenStream::from(TokenTree::Literal(input.token.clone()));
    ctor_args.extend([TokenTree::Punct(Punct::new(',', Spacing::Alone))]);
    let mut out = if let Some(packed) = packed {
        ctor_args.extend(tokens(&format!("{packed:#x}")));
        v1(&format!("{ctor}_packed"))
    } else {
        // Literals too long for a packed table: its offsets one by one.
        let (offsets, host_kind) = table.to_offsets();
        let host_kind = match host_kind {
            HostKind::RegName => "RegName",
            HostKind::Ipv4 => "Ipv4",
            HostKind::Ipv6 => "Ipv6",
            HostKind::IpvFuture => "IpvFuture",
        };
        let offsets = offsets.map(|o| format!("{o}usize")).join(", ");
        let mut table_args = tokens(&format!("[{offsets}],"));
        table_args.extend(v1(&format!("HostKind::{host_kind}")));
        ctor_args.extend(v1("table"));
        ctor_args.extend([paren(table_args)]);
        v1(ctor)
    };
    out.extend([paren(ctor_args)]);
    out
}

/// Tokens from text of this module's own making: paths, integers and
/// the literal as the compiler wrote it.
fn tokens(text: &str) -> TokenStream {
    text.parse()
        .expect("the expansion's text is made of valid tokens")
}

fn paren(stream: TokenStream) -> TokenTree {
    TokenTree::Group(Group::new(Delimiter::Parenthesis, stream))
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
