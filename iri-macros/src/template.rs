//! `iri_template!` and `iri_format!`: the template is read and analyzed by
//! `iri-template` while the crate compiles; this module reads the
//! arguments, matches them with the template's variables, and writes the
//! expansion. No rule of templates lives here.

use iri_template::Plan;
use proc_macro2::{Delimiter, Ident, Literal, Span, TokenStream, TokenTree};
use quote::{ToTokens as _, quote};

use crate::error::{Error, Result};
use crate::expand::narrow;
use crate::flavor::Flavor;
use crate::input::{self, Input};
use crate::message;
use crate::path::{default_crate, private};
use crate::text::{self, Text};

/// An argument of `iri_format!`: `name = value` or `"name" = value`.
struct Argument {
    name: String,
    span: Span,
    value: TokenStream,
}

/// `crate = path` before the template, as the literal macros take it: the
/// path of the crate the expansion names (`::iri_kit` without it).
fn krate(input: &mut Input<'_>) -> Result<TokenStream> {
    if input.peek_keyword("crate") && input.peek2_punct("=") {
        let path = crate::args::crate_option(input, false)?;
        input.punct(",")?;
        Ok(path)
    } else {
        Ok(default_crate())
    }
}

/// `iri_template!`'s expansion, or its error.
pub(crate) fn expand_template(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    let parser = |input: &mut Input<'_>| {
        let krate = krate(input)?;
        let text = text::parse(Flavor::IriRef, input)?;
        input.eat_punct(",");
        if !input.is_empty() {
            return Err(input.error("`iri_template!` takes the template alone"));
        }
        Ok((krate, text))
    };
    match input::read_all(input.into(), parser).and_then(|(krate, text)| template(&krate, &text)) {
        Ok(tokens) => tokens.into(),
        Err(e) => e.into_compile_error().into(),
    }
}

/// `iri_format!`'s expansion, or its error.
pub(crate) fn expand_format(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    let parser = |input: &mut Input<'_>| {
        let krate = krate(input)?;
        let text = text::parse(Flavor::IriRef, input)?;
        let mut arguments = Vec::new();
        while !input.is_empty() {
            input.punct(",")?;
            if input.is_empty() {
                break;
            }
            arguments.push(argument(input)?);
        }
        Ok((krate, text, arguments))
    };
    match input::read_all(input.into(), parser)
        .and_then(|(krate, text, arguments)| format(&krate, &text, &arguments))
    {
        Ok(tokens) => tokens.into(),
        Err(e) => e.into_compile_error().into(),
    }
}

/// The plan of the template `text`, or the compile errors of its findings.
fn plan(text: &Text) -> Result<Plan> {
    Plan::of(&text.value).map_err(|e| {
        let mut errors = e.findings().iter().map(|finding| {
            Error::new(
                narrow(text, finding.span()),
                message::finding(None, finding.annotate(&text.value)),
            )
        });
        let mut first = errors.next().expect("a refused template has a finding");
        for error in errors {
            first.combine(error);
        }
        first
    })
}

/// The `const` template of `text`, as an expression.
fn constant(krate: &TokenStream, text: &Text, plan: &Plan) -> TokenStream {
    let p = private(krate);
    let value = Literal::string(&text.value);
    let program = Literal::byte_string(&plan.program);
    quote!(#p::Template::from_compiled(#value, #program))
}

/// The expansion of `iri_template!`: the `const` template, once the facade
/// is known to have the template types (its `template` feature).
fn template(krate: &TokenStream, text: &Text) -> Result<TokenStream> {
    let plan = plan(text)?;
    let p = private(krate);
    let template = constant(krate, text, &plan);
    Ok(quote!({
        #p::require_template!("iri_template");
        #template
    }))
}

/// Reads `name = value` or `"name" = value`; the value runs to the next
/// comma outside brackets (and outside the `<…>` of a turbofish).
fn argument(input: &mut Input<'_>) -> Result<Argument> {
    let (name, span) = if input.peek_string() {
        let lit = input.string()?;
        let span = lit.span();
        (lit.value, span)
    } else {
        let ident = input.any_ident()?;
        let name = ident.to_string();
        (
            name.strip_prefix("r#").unwrap_or(&name).to_owned(),
            ident.span(),
        )
    };
    input.punct("=")?;
    let mut value = TokenStream::new();
    let mut angle = 0usize;
    let mut colons = 0;
    while !input.is_empty() {
        if angle == 0 && input.peek_punct(",") {
            break;
        }
        let tree = input.token_tree()?;
        if let TokenTree::Punct(p) = &tree {
            match p.as_char() {
                '<' if colons == 2 || angle > 0 => angle += 1,
                '>' if angle > 0 => angle -= 1,
                _ => {}
            }
            colons = if p.as_char() == ':' { colons + 1 } else { 0 };
        } else {
            colons = 0;
        }
        tree.to_tokens(&mut value);
    }
    if value.is_empty() {
        return Err(Error::new(span, format!("no value after `{name} =`")));
    }
    Ok(Argument { name, span, value })
}

/// Whether `name` can be written as a Rust identifier naming a variable:
/// one token, an identifier that is not a keyword.
fn is_identifier(name: &str) -> bool {
    let Ok(tokens) = name.parse::<TokenStream>() else {
        return false;
    };
    input::read_all(tokens, |input| input.ident().map(drop)).is_ok()
}

fn format(krate: &TokenStream, text: &Text, arguments: &[Argument]) -> Result<TokenStream> {
    let plan = plan(text)?;
    let p = private(krate);
    let mut errors: Vec<Error> = Vec::new();
    for (i, argument) in arguments.iter().enumerate() {
        if arguments[..i].iter().any(|a| a.name == argument.name) {
            errors.push(Error::new(
                argument.span,
                format!("duplicate argument `{}`", argument.name),
            ));
        } else if !plan.variables.iter().any(|v| v.0 == argument.name) {
            errors.push(Error::new(
                argument.span,
                format!(
                    "argument `{}` never used: the template has no variable `{}`",
                    argument.name, argument.name
                ),
            ));
        }
    }
    let mut bindings = Vec::new();
    let mut shapes = Vec::new();
    let mut possibility = quote!(::core::marker::PhantomData::<#p::Impossible>);
    if !plan.structure_guaranteed || plan.dots_whatever_types {
        possibility = quote!(::core::marker::PhantomData::<#p::Possible>);
    }
    for (i, (name, range, dots)) in plan.variables.iter().enumerate() {
        let value = match arguments.iter().find(|a| &a.name == name) {
            Some(argument) => argument.value.clone(),
            None if is_identifier(name) => {
                // Captured from the scope, as `format!` does.
                Ident::new(name, narrow(text, range.clone())).into_token_stream()
            }
            None => {
                errors.push(Error::new(narrow(text, range.clone()), missing(name)));
                continue;
            }
        };
        let binding = Ident::new(&format!("__iri_value_{i}"), Span::mixed_site());
        bindings.push(quote!(let #binding = &(#value);));
        shapes.push(quote!(#p::Value::shape(#binding)));
        if *dots {
            possibility = quote!(#p::template_or(#possibility, #p::template_dot(#binding)));
        }
    }
    if let Some(mut first) = errors.pop() {
        for error in errors {
            first.combine(error);
        }
        return Err(first);
    }
    let template = constant(krate, text, &plan);
    let constant = Ident::new("__IRI_TEMPLATE", Span::mixed_site());
    let expand = if plan.absolute {
        quote!(#p::template_iri)
    } else {
        quote!(#p::template_iri_ref)
    };
    let body = quote! {
        #p::require_template!("iri_format");
        #(#bindings)*
        const #constant: #p::Template<'static> = #template;
        #p::template_output(#possibility, #expand(&#constant, &[#(#shapes),*]))
    };
    Ok(TokenStream::from(TokenTree::Group(
        proc_macro2::Group::new(Delimiter::Brace, body),
    )))
}

/// The error for a variable whose name is no identifier, without argument.
fn missing(name: &str) -> String {
    format!(
        "no argument for the template variable `{name}`, whose name is no Rust identifier: \
         give it as `\"{name}\" = value`"
    )
}
