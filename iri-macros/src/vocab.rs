//! Vocabularies (`vocabulary!`): one declaration of a namespace IRI and its
//! terms gives a module with a checked `Iri` constant per term, the
//! namespace, the list of terms, and a lookup from an IRI back to its term.
//! Each term's IRI (the namespace followed by the term) is parsed and
//! checked here, under the crate's policy; a problem in the term is an
//! error or a warning at the term.

use proc_macro2::{Delimiter, Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::emit::{self, Warning};
use crate::error::{Error, Result};
use crate::expand::{self, narrow};
use crate::flavor::Flavor;
use crate::input::{self, Input, LitStr};
use crate::items;
use crate::manifest;
use crate::message;
use crate::path;
use crate::text::{Piece, Text};

/// One term: its documentation, the constant's name, and the text appended
/// to the namespace (the name itself, or the string after `=`).
struct Term {
    attrs: TokenStream,
    name: Ident,
    text: String,
    /// The term's tokens, for spans.
    span: Span,
    /// The literal, when the text was written as one.
    literal: Option<Literal>,
}

/// `#[attrs] vis mod name = "namespace" { terms }`.
struct Vocabulary {
    /// The facade's path: `::iri_kit` unless `crate = path;` comes first.
    krate: TokenStream,
    attrs: TokenStream,
    vis: TokenStream,
    name: Ident,
    namespace: LitStr,
    terms: Vec<Term>,
}

fn parse(input: &mut Input<'_>) -> Result<Vocabulary> {
    let krate = if input.peek_keyword("crate") && input.peek2_punct("=") {
        crate::args::item_crate_option(input)?
    } else {
        path::default_crate()
    };
    let attrs = items::attributes(input)?;
    let vis = items::until(
        input,
        "mod",
        "expected `mod name = \"namespace IRI\" { terms }`, as in \
         `pub mod foaf = \"http://xmlns.com/foaf/0.1/\" { Person, knows }`",
    )?;
    input.keyword("mod")?;
    let name = input.ident()?;
    input.punct("=")?;
    let namespace = input.string()?;
    let mut body = input.group(Delimiter::Brace)?;
    let mut terms = Vec::new();
    while !body.is_empty() {
        let attrs = items::attributes(&mut body)?;
        let name = body.any_ident()?;
        let (text, span, literal) = if body.peek_punct("=") {
            body.punct("=")?;
            let lit = body.string()?;
            let span = lit.span();
            (lit.value, span, Some(lit.token))
        } else {
            let text = name.to_string();
            let text = text.strip_prefix("r#").unwrap_or(&text).to_owned();
            (text, name.span(), None)
        };
        terms.push(Term {
            attrs,
            name,
            text,
            span,
            literal,
        });
        if body.is_empty() {
            break;
        }
        body.punct(",")?;
    }
    Ok(Vocabulary {
        krate,
        attrs,
        vis,
        name,
        namespace,
        terms,
    })
}

/// The expansion of `vocabulary! { … }`.
pub(crate) fn expand(tokens: proc_macro::TokenStream) -> proc_macro::TokenStream {
    input::read_all(tokens.into(), parse)
        .and_then(|v| generate(&v))
        .unwrap_or_else(Error::into_compile_error)
        .into()
}

/// A checked IRI (the namespace when `namespace`, otherwise a term's): its
/// constructor call and its warnings.
fn checked(
    text: &Text,
    policy: &iri_checker::Policy,
    namespace: bool,
    private: &TokenStream,
) -> Result<(TokenStream, Vec<Warning>)> {
    let value = &text.value;
    let table = iri_core::parse(value, Flavor::Iri.grammar()).map_err(|err| {
        let message = if namespace {
            message::absolute_error("namespace", Flavor::Iri, value, &err)
        } else {
            message::parse_error(Some(Flavor::Iri), value, &err)
        };
        Error::new(narrow(text, err.span()), message)
    })?;
    let (errors, warnings) = expand::findings(
        Flavor::Iri.grammar(),
        Some(Flavor::Iri),
        value,
        &table,
        policy,
        |range| narrow(text, range),
    );
    if let Some(errors) = errors {
        return Err(errors);
    }
    let lit = Literal::string(value);
    Ok((
        expand::call(private, "iri", &quote!(#lit), &table),
        warnings,
    ))
}

/// The namespace's text: one piece, its literal.
fn namespace_text(v: &Vocabulary) -> Text {
    let token = v.namespace.token.clone();
    let offset = (!token.to_string().contains('\\')).then_some(1);
    let value = v.namespace.value.clone();
    Text {
        pieces: vec![Piece {
            range: 0..value.len(),
            span: v.namespace.span(),
            literal: offset.map(|o| (token, o)),
        }],
        value,
        env: Vec::new(),
        span: v.namespace.span(),
    }
}

/// A term's IRI: the namespace's piece, then the term's.
fn term_text(namespace: &Text, term: &Term) -> Text {
    let start = namespace.value.len();
    let literal = term
        .literal
        .clone()
        .filter(|lit| !lit.to_string().contains('\\'))
        .map(|lit| (lit, 1));
    let mut pieces: Vec<Piece> = namespace
        .pieces
        .iter()
        .map(|p| Piece {
            range: p.range.clone(),
            span: p.span,
            literal: p.literal.clone(),
        })
        .collect();
    pieces.push(Piece {
        range: start..start + term.text.len(),
        span: term.span,
        literal,
    });
    Text {
        value: format!("{}{}", namespace.value, term.text),
        pieces,
        env: Vec::new(),
        span: term.span,
    }
}

fn generate(v: &Vocabulary) -> Result<TokenStream> {
    let crate_policy = manifest::crate_policy().map_err(|m| Error::new(v.namespace.span(), m))?;
    let policy = crate_policy.policy;
    // Inside the declared module, a path relative to the caller is named
    // through a module that brings the caller's names in.
    let (facade, facade_module) = if path::is_relative(&v.krate) {
        let krate = path::from_below(&v.krate, 2);
        (
            quote!(self::__iri_kit_facade::iri_kit),
            quote! {
                #[doc(hidden)]
                mod __iri_kit_facade {
                    #[allow(unused_imports, reason = "the caller's names, for a path relative to it; a crate name needs none")]
                    use super::super::*;
                    pub(super) use #krate as iri_kit;
                }
            },
        )
    } else {
        (v.krate.clone(), TokenStream::new())
    };
    let private = path::private(&facade);
    let namespace = namespace_text(v);
    // Terms are checked once the namespace is valid.
    let (ns_value, mut warnings) = checked(&namespace, &policy, true, &private)?;
    let mut errors: Option<Error> = None;
    let (mut constants, mut arms, mut list) = (Vec::new(), Vec::new(), Vec::new());
    for term in &v.terms {
        let text = term_text(&namespace, term);
        match checked(&text, &policy, false, &private) {
            Ok((call, w)) => {
                // The namespace's own findings are reported once, on it.
                warnings.extend(
                    w.into_iter()
                        .filter(|w| w.bytes.end > namespace.value.len()),
                );
                let (attrs, name, local) = (&term.attrs, &term.name, &term.text);
                let doc = format!("`{}`", text.value);
                constants.push(quote! {
                    #attrs
                    #[doc = #doc]
                    #[allow(non_upper_case_globals)]
                    pub const #name: #private::Iri<&'static str> = #call;
                });
                arms.push(quote!(#local => ::core::option::Option::Some((#local, #name)),));
                list.push(quote!((#local, #name)));
            }
            Err(err) => match &mut errors {
                Some(first) => first.combine(err),
                None => errors = Some(err),
            },
        }
    }
    if let Some(errors) = errors {
        return Err(errors);
    }
    let inner = emit::output(
        TokenStream::new(),
        &warnings,
        &crate_policy.track,
        &TokenStream::new(),
    );
    let checks = (!inner.is_empty()).then(|| quote!(const _: () = #inner;));
    let Vocabulary {
        attrs, vis, name, ..
    } = v;
    let ns_lit = Literal::string(&namespace.value);
    let doc_lookup = format!(
        "The term an IRI names, when it is `{}` followed by one of the terms: the term's name \
         and its constant.",
        namespace.value
    );
    Ok(quote! {
        #attrs
        #vis mod #name {
            #facade_module

            /// The namespace IRI.
            pub const NAMESPACE: #private::Iri<&'static str> = #ns_value;

            #(#constants)*

            /// Every term, with its name, in the order declared.
            pub const TERMS: &[(&str, #private::Iri<&'static str>)] = &[#(#list),*];

            #[doc = #doc_lookup]
            #[must_use]
            pub fn lookup(iri: &str) -> ::core::option::Option<(&'static str, #private::Iri<&'static str>)> {
                match iri.strip_prefix(#ns_lit)? {
                    #(#arms)*
                    _ => ::core::option::Option::None,
                }
            }

            #checks
        }
    })
}
