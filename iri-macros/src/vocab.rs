//! Vocabularies (`vocabulary!`): one declaration of a namespace IRI and its
//! terms gives a module with a checked `Iri` constant per term, the
//! namespace, the list of terms, and a lookup from an IRI back to its term.
//! Each term's IRI (the namespace followed by the term) is parsed and
//! checked here, under the crate's policy; a problem in the term is an
//! error or a warning at the term.
//!
//! With `from "file"` (the `vocabulary-files` feature, `vocab_file.rs`)
//! the terms are those the vocabulary's own file defines, named by
//! `vocab_name.rs`; terms written in braces after the file name some of
//! them. The constants stay in the module, so that a term the file does not
//! define is a path the compiler does not find, with its own suggestion of
//! the closest name.

use std::rc::Rc;

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
    /// Whether the term is read from a file (where the file writes it is
    /// [`Vocabulary::place`]'s).
    in_file: bool,
    /// For a term of a file: its documentation there.
    file_doc: Option<String>,
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
    /// `from "file"`: the file's path as written.
    file: Option<LitStr>,
    /// With `from "file"`: where the file writes a term, by its text
    /// (`file:line:column`), computed only for a message.
    place: Option<Place>,
}

/// Where a vocabulary's file writes a term, by its text: `file:line:column`.
type Place = Rc<dyn Fn(&str) -> String>;

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
    let file = if input.peek_keyword("from") {
        input.keyword("from")?;
        Some(input.string()?)
    } else {
        None
    };
    let mut terms = Vec::new();
    if file.is_some() && !input.peek_group(Delimiter::Brace) {
        input.eat_punct(";");
    } else {
        let mut body = input.group(Delimiter::Brace)?;
        while !body.is_empty() {
            terms.push(term(&mut body)?);
            if body.is_empty() {
                break;
            }
            body.punct(",")?;
        }
    }
    Ok(Vocabulary {
        krate,
        attrs,
        vis,
        name,
        namespace,
        terms,
        file,
        place: None,
    })
}

/// One term of the braces: `#[attrs] name` or `#[attrs] name = "text"`.
fn term(body: &mut Input<'_>) -> Result<Term> {
    let attrs = items::attributes(body)?;
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
    Ok(Term {
        attrs,
        name,
        text,
        span,
        literal,
        in_file: false,
        file_doc: None,
    })
}

/// The expansion of `vocabulary! { … }`.
pub(crate) fn expand(tokens: proc_macro::TokenStream) -> proc_macro::TokenStream {
    input::read_all(tokens.into(), parse)
        .and_then(|mut v| {
            let track = from_file(&mut v)?;
            generate(&v, track.as_deref())
        })
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
    place: Option<&dyn Fn() -> String>,
) -> Result<(TokenStream, Vec<Warning>)> {
    let value = &text.value;
    // A term of a file: each message starts with where the file writes it.
    let placed = |message: String| match place {
        Some(place) => format!("{}: {message}", place()),
        None => message,
    };
    let table = iri_core::parse(value, Flavor::Iri.grammar()).map_err(|err| {
        let message = if namespace {
            message::absolute_error("namespace", Flavor::Iri, value, &err)
        } else {
            message::parse_error(Some(Flavor::Iri), value, &err)
        };
        Error::new(narrow(text, err.span()), placed(message))
    })?;
    let (errors, mut warnings) = expand::findings(
        Flavor::Iri.grammar(),
        Some(Flavor::Iri),
        value,
        &table,
        policy,
        |range| narrow(text, range),
    );
    if let Some(errors) = errors {
        return Err(match place {
            Some(place) => errors.prefixed(&format!("{}: ", place())),
            None => errors,
        });
    }
    for warning in &mut warnings {
        warning.note = placed(core::mem::take(&mut warning.note));
    }
    let lit = Literal::string(value);
    Ok((
        expand::call(private, "iri", &quote!(#lit), &table),
        warnings,
    ))
}

/// The facade's path inside the declared module, and the module that the
/// path needs: a path relative to the caller is named through a module
/// that brings the caller's names in.
fn facade(v: &Vocabulary) -> (TokenStream, TokenStream) {
    if path::is_relative(&v.krate) {
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
    }
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

fn generate(v: &Vocabulary, track: Option<&str>) -> Result<TokenStream> {
    let crate_policy = manifest::crate_policy().map_err(|m| Error::new(v.namespace.span(), m))?;
    let policy = crate_policy.policy;
    let (facade, facade_module) = facade(v);
    let private = path::private(&facade);
    let namespace = namespace_text(v);
    // Terms are checked once the namespace is valid.
    let (ns_value, mut warnings) = checked(&namespace, &policy, true, &private, None)?;
    let mut errors: Option<Error> = None;
    let (mut constants, mut arms, mut list) = (Vec::new(), Vec::new(), Vec::new());
    for term in &v.terms {
        let text = term_text(&namespace, term);
        let place = || {
            v.place
                .as_ref()
                .map_or_else(String::new, |place| place(&term.text))
        };
        let place = term.in_file.then_some(&place as &dyn Fn() -> String);
        match checked(&text, &policy, false, &private, place) {
            Ok((call, w)) => {
                // The namespace's own findings are reported once, on it.
                warnings.extend(
                    w.into_iter()
                        .filter(|w| w.bytes.end > namespace.value.len()),
                );
                let (attrs, name, local) = (&term.attrs, &term.name, &term.text);
                let doc = match &term.file_doc {
                    Some(doc) => format!("{doc}\n\n`{}`", text.value),
                    _ => format!("`{}`", text.value),
                };
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
    // The file, named so that the compiler lists it among the crate's
    // inputs: a change to it rebuilds the crate.
    let track = track.map(|path| {
        quote!(
            const _: &[u8] = ::core::include_bytes!(#path);
        )
    });
    // Docs from a file are Markdown written for other renderers: links to
    // terms rustdoc may not resolve, bare URLs, HTML.
    let doc_lints = v.file.is_some().then(|| {
        quote!(#![allow(rustdoc::broken_intra_doc_links, rustdoc::bare_urls, rustdoc::invalid_html_tags)])
    });
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
            #doc_lints
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
            #track
        }
    })
}

/// The names of the module's own items, which no term may take.
#[cfg(feature = "vocabulary-files")]
const OWN_ITEMS: [&str; 4] = ["NAMESPACE", "TERMS", "lookup", "__iri_kit_facade"];

/// For `from "file"`: reads the file, and puts its terms in `v.terms`, each
/// named as the braces say or by the mapping of `vocab_name.rs`. Gives the
/// file's path to name in the expansion.
#[cfg(feature = "vocabulary-files")]
fn from_file(v: &mut Vocabulary) -> Result<Option<String>> {
    use std::collections::HashMap;

    let Some(file) = &v.file else {
        return Ok(None);
    };
    let at_file = |message: String| Error::new(file.span(), message);
    let mut read = crate::vocab_file::read(&file.value, &v.namespace.value).map_err(at_file)?;
    let file_terms = core::mem::take(&mut read.terms);
    let path = read.path.to_string_lossy().into_owned();
    let written = file.value.clone();
    let place: Place = Rc::new(move |local: &str| {
        let at = read.place(local);
        format!("{written}:{}:{}", at.line, at.column)
    });
    v.place = Some(Rc::clone(&place));
    // The terms named in the braces, by their text.
    let mut named: HashMap<String, Term> = HashMap::new();
    let mut errors: Option<Error> = None;
    let mut add_error = |err: Error| match &mut errors {
        Some(first) => first.combine(err),
        None => errors = Some(err),
    };
    for term in core::mem::take(&mut v.terms) {
        if !file_terms.iter().any(|t| t.local == term.text) {
            add_error(Error::new(
                term.span,
                format!(
                    "`{}{}` is not a term of `{}`: the braces after the file name terms that \
                     the file defines",
                    v.namespace.value, term.text, file.value
                ),
            ));
            continue;
        }
        named.insert(term.text.clone(), term);
    }
    // Each constant name, with the term that took it first (empty: the
    // module's own item).
    let mut taken: HashMap<String, String> = OWN_ITEMS
        .iter()
        .map(|item| ((*item).to_owned(), String::new()))
        .collect();
    let here = |local: &str| format!("`{local}` ({})", place(local));
    for file_term in file_terms {
        let term = if let Some(mut term) = named.remove(&file_term.local) {
            term.in_file = true;
            term.file_doc = file_term.doc;
            term
        } else {
            let name = crate::vocab_name::name(&file_term.local);
            let ident = if name.raw {
                Ident::new_raw(&name.text, file.span())
            } else {
                Ident::new(&name.text, file.span())
            };
            Term {
                attrs: TokenStream::new(),
                name: ident,
                text: file_term.local.clone(),
                span: file.span(),
                literal: None,
                in_file: true,
                file_doc: file_term.doc,
            }
        };
        let name = term.name.to_string();
        let key = name.strip_prefix("r#").unwrap_or(&name).to_owned();
        match taken.get(&key) {
            Some(first) if first.is_empty() => add_error(Error::new(
                term.span,
                format!(
                    "the term {} of `{}` maps to the constant name `{name}`, which the \
                     module's own item of that name takes: name the term in braces after the \
                     file, as in `from \"{}\" {{ other_name = \"{}\" }}`",
                    here(&file_term.local),
                    file.value,
                    file.value,
                    file_term.local
                ),
            )),
            Some(first) => add_error(Error::new(
                term.span,
                format!(
                    "the terms {} and {} of `{}` both map to the constant name \
                     `{name}`: name one of them in braces after the file, as in \
                     `from \"{}\" {{ other_name = \"{}\" }}`",
                    here(first),
                    here(&file_term.local),
                    file.value,
                    file.value,
                    file_term.local
                ),
            )),
            None => {
                taken.insert(key, file_term.local.clone());
                v.terms.push(term);
            }
        }
    }
    if let Some(errors) = errors {
        return Err(errors);
    }
    Ok(Some(path))
}

/// Without the `vocabulary-files` feature, `from "file"` is an error that
/// names the feature.
#[cfg(not(feature = "vocabulary-files"))]
fn from_file(v: &mut Vocabulary) -> Result<Option<String>> {
    match &v.file {
        Some(file) => Err(Error::new(
            file.span(),
            "reading a vocabulary's terms from its file needs the `vocabulary-files` feature \
             of `iri-kit` (or of `iri-macros`)",
        )),
        None => Ok(None),
    }
}
