//! Reading the arguments of `iri!` and its siblings: the IRI (a string
//! literal, `concat!`, `env!`) and the options around it, in any order:
//! `crate = path`, `base = "…"`, `allow(…)`, `warn(…)`, `advise(…)`,
//! `deny(…)`, `strict`, and for `uri!` and `uri_ref!`, `from_iri`.

use iri_checker::__tooling::LEVEL_KEYS;
use iri_checker::Level;
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use crate::error::{Error, Result};
use crate::flavor::Flavor;
use crate::input::Input;
use crate::message;
use crate::text::{self, Text};
use crate::type_spec::{self, TypeInfo};

/// A code or group name in a level list, with the spans of its first and
/// last tokens (for an error about it).
pub(crate) struct Name {
    pub(crate) text: String,
    pub(crate) first: Span,
    pub(crate) last: Span,
}

/// The per-call policy settings, as the text form's keys say them.
#[derive(Default)]
pub(crate) struct Levels {
    /// `strict`, where it was written.
    pub(crate) strict: Option<Span>,
    /// `(level, names)`, from `deny`, `warn`, `advise`, `allow`, in the
    /// order of their first appearance.
    pub(crate) lists: Vec<(Level, Vec<Name>)>,
}

/// The arguments of a macro call.
pub(crate) struct Args {
    /// The path to the facade crate, `::iri_kit` unless `crate = path` is
    /// given (see `path`).
    pub(crate) krate: Option<TokenStream>,
    /// The IRI.
    pub(crate) text: Text,
    /// `base = "…"`: the base to resolve the IRI against.
    pub(crate) base: Option<Text>,
    /// `from_iri`: the text is an IRI to convert (for `uri!`, `uri_ref!`).
    pub(crate) from_iri: bool,
    /// The levels set for this call.
    pub(crate) levels: Levels,
    /// `__type("Name", constraints…)`: the literal is one of a static IRI
    /// type (the option is written by the macro `iri_type!` generates).
    pub(crate) type_info: Option<TypeInfo>,
}

/// Reads the arguments of a call of the `flavor` macro.
pub(crate) fn parse(flavor: Flavor, input: &mut Input<'_>) -> Result<Args> {
    let mut krate = None;
    let mut text: Option<Text> = None;
    let mut base = None;
    let mut from_iri = false;
    let mut levels = Levels::default();
    let mut type_info = None;
    if input.is_empty() {
        return Err(Error::new(Span::call_site(), message::empty(flavor)));
    }
    while !input.is_empty() {
        if text::starts_text(input) {
            if text.is_some() {
                let extra = input.token_tree()?;
                return Err(Error::new(extra.span(), message::extra(&extra)));
            }
            text = Some(text::parse(flavor, input)?);
        } else if input.peek_keyword("crate") && input.peek2_punct("=") {
            krate = Some(crate_option(input, text.is_some())?);
        } else if input.peek_ident().is_some() {
            let ident = input.any_ident()?;
            let name = ident.to_string();
            if input.peek_punct("=") && name == "base" {
                input.punct("=")?;
                base = Some(text::parse(Flavor::Iri, input)?);
            } else if name == "__type" && input.peek_group(Delimiter::Parenthesis) {
                let mut inner = input.group(Delimiter::Parenthesis)?;
                type_info = Some(type_spec::parse_info(&mut inner)?);
            } else if input.peek_group(Delimiter::Parenthesis) {
                // The level options are the text form's level keys.
                let Some(&(_, level)) = LEVEL_KEYS.iter().find(|(k, _)| *k == name) else {
                    return Err(Error::new(ident.span(), message::unknown_option(&name)));
                };
                let mut inner = input.group(Delimiter::Parenthesis)?;
                let names = level_names(&mut inner)?;
                match levels.lists.iter_mut().find(|(l, _)| *l == level) {
                    Some((_, list)) => list.extend(names),
                    None => levels.lists.push((level, names)),
                }
            } else if name == "strict" && !input.peek_punct("=") {
                levels.strict = Some(ident.span());
            } else if name == "from_iri" && !input.peek_punct("=") && flavor.is_uri() {
                from_iri = true;
            } else if name == "crate" {
                return Err(Error::new(ident.span(), message::crate_without_eq()));
            } else if input.peek_punct("=") {
                return Err(Error::new(ident.span(), message::unknown_option(&name)));
            } else {
                return Err(Error::new(
                    ident.span(),
                    message::not_a_literal(flavor, &TokenTree::Ident(ident)),
                ));
            }
        } else {
            let tree = input.token_tree()?;
            return Err(Error::new(
                tree.span(),
                message::not_a_literal(flavor, &tree),
            ));
        }
        if input.is_empty() {
            break;
        }
        if !input.eat_punct(",") {
            let rest = input.rest().to_string();
            return Err(Error::new(input.span(), message::expected_comma(&rest)));
        }
    }
    let Some(text) = text else {
        return Err(Error::new(Span::call_site(), message::empty(flavor)));
    };
    Ok(Args {
        krate,
        text,
        base,
        from_iri,
        levels,
        type_info,
    })
}

/// The names of a level list: codes and groups, written bare
/// (`form-default-port`) or quoted (`"form-default-port"`).
fn level_names(input: &mut Input<'_>) -> Result<Vec<Name>> {
    let mut names = Vec::new();
    while !input.is_empty() {
        if input.peek_string() {
            let lit = input.string()?;
            let span = lit.span();
            names.push(Name {
                text: lit.value,
                first: span,
                last: span,
            });
        } else {
            let first = input.any_ident()?;
            let mut text = first.to_string();
            let mut last = first.span();
            while input.peek_punct("-") {
                input.punct("-")?;
                let next = input.any_ident()?;
                text.push('-');
                text.push_str(&next.to_string());
                last = next.span();
            }
            names.push(Name {
                text,
                first: first.span(),
                last,
            });
        }
        if input.is_empty() {
            break;
        }
        input.punct(",")?;
    }
    Ok(names)
}

/// Reads `crate = path` (up to the next `,`, or the end when the IRI came
/// before).
pub(crate) fn crate_option(input: &mut Input<'_>, after_text: bool) -> Result<TokenStream> {
    input.keyword("crate")?;
    let eq = input.punct("=")?;
    let mut path = Vec::new();
    while !input.is_empty() && !input.peek_punct(",") {
        path.push(input.token_tree()?);
    }
    if input.is_empty() && !after_text {
        return Err(Error::new(eq, message::crate_without_literal()));
    }
    check_path(&path, eq)?;
    Ok(path.into_iter().collect())
}

/// Reads `crate = path;`, the option of the item macros (`iri_type!`,
/// `vocabulary!`) that names the facade through another path.
pub(crate) fn item_crate_option(input: &mut Input<'_>) -> Result<TokenStream> {
    input.keyword("crate")?;
    let eq = input.punct("=")?;
    let mut path = Vec::new();
    while !input.is_empty() && !input.peek_punct(";") {
        path.push(input.token_tree()?);
    }
    check_path(&path, eq)?;
    input.punct(";")?;
    Ok(path.into_iter().collect())
}

/// Whether `tree` is the punctuation `c`.
fn is_punct(tree: Option<&TokenTree>, c: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// Whether `path[at..]` starts with `::`: two colons, the first joined to
/// the second.
fn is_separator(path: &[TokenTree], at: usize) -> bool {
    matches!(path.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == proc_macro2::Spacing::Joint)
        && is_punct(path.get(at + 1), ':')
}

/// Checks that `path` (the tokens between `crate =` and the comma) is a
/// path: an optional leading `::`, then names separated by `::`. On error,
/// where (`eq`, the `=`, for an empty path) and what is wrong.
fn check_path(path: &[TokenTree], eq: Span) -> Result<()> {
    let error = |span: Span, message: String| Err(Error::new(span, message));
    let mut at = if is_separator(path, 0) { 2 } else { 0 };
    loop {
        match path.get(at) {
            Some(TokenTree::Ident(_)) => at += 1,
            None if at == 0 => return error(eq, message::crate_path_missing()),
            None => return error(path[at - 2].span(), message::crate_path_ends_with_colons()),
            Some(TokenTree::Punct(p)) if p.as_char() == ':' && at > 0 => {
                return error(p.span(), message::crate_path_triple_colon());
            }
            Some(TokenTree::Punct(p)) if p.as_char() == ':' => {
                return error(p.span(), message::crate_path_single_colon());
            }
            Some(other) => return error(other.span(), message::crate_path_not_a_path(other)),
        }
        match path.get(at) {
            None => return Ok(()),
            Some(_) if is_separator(path, at) => at += 2,
            Some(TokenTree::Punct(p)) if p.as_char() == ':' => {
                return error(p.span(), message::crate_path_single_colon());
            }
            Some(next) => {
                return error(
                    next.span(),
                    message::crate_path_missing_separator(&path[at - 1], next),
                );
            }
        }
    }
}
