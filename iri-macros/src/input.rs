//! Reading the macro's arguments: an optional `crate = path,`, then one
//! string literal and an optional trailing comma.

use proc_macro::{Delimiter, Literal, Spacing, Span, TokenStream, TokenTree};

use crate::flavor::Flavor;
use crate::literal::{self, NotAString, StrLiteral};

/// The arguments of a macro call.
pub(crate) struct Input {
    /// The path to `iri-core`, `::iri_core` unless `crate = path` is given.
    pub(crate) krate: Option<TokenStream>,
    /// The literal token, as written.
    pub(crate) token: Literal,
    /// Its value and source mapping.
    pub(crate) literal: StrLiteral,
}

/// An error about the arguments: where, and what.
pub(crate) struct ArgError {
    pub(crate) span: Span,
    pub(crate) message: String,
}

/// How the call should look, for messages: `iri!("https://example.org/")`.
fn example(flavor: Flavor) -> String {
    format!("`{}!(\"https://example.org/\")`", flavor.name())
}

/// The advice for a token that is not a literal but may hold the text at run time.
fn run_time_advice(flavor: Flavor) -> String {
    format!(
        "the macro checks a literal at compile time; for a run-time string use `{}::parse`",
        flavor.type_name()
    )
}

fn error(span: Span, message: impl Into<String>) -> ArgError {
    ArgError {
        span,
        message: message.into(),
    }
}

/// The tokens of `stream`, with invisible groups (from `macro_rules!`
/// fragments such as `$lit:literal`) opened.
fn flatten(stream: TokenStream, into: &mut Vec<TokenTree>) {
    for tree in stream {
        match tree {
            TokenTree::Group(g) if g.delimiter() == Delimiter::None => flatten(g.stream(), into),
            other => into.push(other),
        }
    }
}

/// Reads the arguments of a call of the `flavor` macro.
pub(crate) fn read(flavor: Flavor, stream: TokenStream) -> Result<Input, ArgError> {
    let mut tokens = Vec::new();
    flatten(stream, &mut tokens);
    let mut rest = tokens.as_slice();
    let krate = crate_option(&mut rest)?;
    let Some((first, after)) = rest.split_first() else {
        return Err(error(
            Span::call_site(),
            format!(
                "expected a string literal, such as {}, optionally after \
                 `crate = path::to::iri_core,`",
                example(flavor)
            ),
        ));
    };
    let TokenTree::Literal(token) = first else {
        let is_macro_call =
            matches!(after.first(), Some(TokenTree::Punct(p)) if p.as_char() == '!');
        if is_macro_call {
            return Err(error(
                first.span(),
                format!(
                    "expected a string literal, found a call of the macro `{first}!`: macros in \
                     the argument are not expanded before the check; write the whole literal"
                ),
            ));
        }
        return Err(error(first.span(), not_a_literal(flavor, first)));
    };
    let literal = literal::read(&token.to_string())
        .map_err(|why| error(token.span(), not_a_string(flavor, &why, &token.to_string())))?;
    let extra = match after {
        [TokenTree::Punct(p), rest @ ..] if p.as_char() == ',' => rest.first(),
        other => other.first(),
    };
    if let Some(extra) = extra {
        return Err(error(
            extra.span(),
            format!(
                "unexpected `{extra}` after the string literal: the macro takes one literal; \
                 remove what follows it"
            ),
        ));
    }
    Ok(Input {
        krate,
        token: token.clone(),
        literal,
    })
}

/// Reads `crate = path ,` at the front of `rest`, if it is there.
fn crate_option(rest: &mut &[TokenTree]) -> Result<Option<TokenStream>, ArgError> {
    let [TokenTree::Ident(kw), tail @ ..] = *rest else {
        return Ok(None);
    };
    if kw.to_string() != "crate" {
        return Ok(None);
    }
    let [TokenTree::Punct(eq), tail @ ..] = tail else {
        return Err(error(
            kw.span(),
            "expected `=` after `crate`, as in `crate = my_lib::iri_core`",
        ));
    };
    if eq.as_char() != '=' {
        return Err(error(
            eq.span(),
            "expected `=` after `crate`, as in `crate = my_lib::iri_core`",
        ));
    }
    let end = tail
        .iter()
        .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
        .ok_or_else(|| {
            error(
                eq.span(),
                "expected `, \"literal\"` after the path: `crate = my_lib::iri_core, \"…\"`",
            )
        })?;
    let path = &tail[..end];
    check_path(path, eq.span())?;
    *rest = &tail[end + 1..];
    Ok(Some(path.iter().cloned().collect()))
}

/// Whether `tree` is the punctuation `c`.
fn is_punct(tree: Option<&TokenTree>, c: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// Whether `path[at..]` starts with `::`: two colons, the first joined to
/// the second.
fn is_separator(path: &[TokenTree], at: usize) -> bool {
    matches!(path.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
        && is_punct(path.get(at + 1), ':')
}

/// The message for a single `:` in the path of `crate =`.
fn single_colon() -> String {
    "expected `::` in the path after `crate =`, found a single `:`: write two colons, as in \
     `crate = my_lib::iri_core`"
        .to_owned()
}

/// Checks that `path` (the tokens between `crate =` and the comma) is a
/// path: an optional leading `::`, then names separated by `::`. On error,
/// where (`eq`, the `=`, for an empty path) and what is wrong.
fn check_path(path: &[TokenTree], eq: Span) -> Result<(), ArgError> {
    const EXAMPLE: &str = "as in `crate = my_lib::iri_core`";
    let mut at = if is_separator(path, 0) { 2 } else { 0 };
    loop {
        match path.get(at) {
            Some(TokenTree::Ident(_)) => at += 1,
            None if at == 0 => {
                return Err(error(
                    eq,
                    format!("expected a path to `iri_core` after `crate =`, {EXAMPLE}"),
                ));
            }
            None => {
                return Err(error(
                    path[at - 2].span(),
                    format!(
                        "the path after `crate =` ends with `::`: remove it, or write the name \
                         after it, {EXAMPLE}"
                    ),
                ));
            }
            Some(TokenTree::Punct(p)) if p.as_char() == ':' && at > 0 => {
                return Err(error(
                    p.span(),
                    format!(
                        "expected a name after `::` in the path after `crate =`, found `:`: \
                         separate the names with two colons, {EXAMPLE}"
                    ),
                ));
            }
            Some(TokenTree::Punct(p)) if p.as_char() == ':' => {
                return Err(error(p.span(), single_colon()));
            }
            Some(other) => {
                let advice = if matches!(other, TokenTree::Literal(_)) {
                    "write the path without quotes"
                } else {
                    "write a path"
                };
                return Err(error(
                    other.span(),
                    format!(
                        "expected a path to `iri_core` after `crate =`, found `{other}`: \
                         {advice}, {EXAMPLE}"
                    ),
                ));
            }
        }
        match path.get(at) {
            None => return Ok(()),
            Some(_) if is_separator(path, at) => at += 2,
            Some(TokenTree::Punct(p)) if p.as_char() == ':' => {
                return Err(error(p.span(), single_colon()));
            }
            Some(next) => {
                return Err(error(
                    next.span(),
                    format!(
                        "expected `::` or `,` after `{}` in the path after `crate =`, found \
                         `{next}`: separate the names with `::` and end the path with `,`, \
                         {EXAMPLE}",
                        path[at - 1]
                    ),
                ));
            }
        }
    }
}

/// The message for a token that is not a literal.
fn not_a_literal(flavor: Flavor, token: &TokenTree) -> String {
    let found = match token {
        TokenTree::Ident(ident) if matches!(ident.to_string().as_str(), "true" | "false") => {
            return format!(
                "expected a string literal, found the boolean `{token}`: write the {} in \
                 double quotes, such as {}",
                flavor.noun(),
                example(flavor)
            );
        }
        TokenTree::Group(group) => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            if let [TokenTree::Literal(_)] = inner.as_slice() {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                return format!(
                    "expected a string literal, found a literal inside `{open}…{close}`: \
                     remove the `{open}` and `{close}` around it, as in {}",
                    example(flavor)
                );
            }
            "a group"
        }
        TokenTree::Ident(_) => "an identifier",
        TokenTree::Punct(_) => "punctuation",
        TokenTree::Literal(_) => "a literal",
    };
    format!(
        "expected a string literal, found {found} `{token}`: {}",
        run_time_advice(flavor)
    )
}

/// The message for a literal that is not a plain string literal.
fn not_a_string(flavor: Flavor, why: &NotAString, token: &str) -> String {
    match why {
        NotAString::ByteString => {
            format!("expected a string literal, found the byte string `{token}`: remove the `b`")
        }
        NotAString::CString => {
            format!("expected a string literal, found the C string `{token}`: remove the `c`")
        }
        NotAString::Char => format!(
            "expected a string literal, found the character literal `{token}`: use double quotes"
        ),
        NotAString::Number => format!(
            "expected a string literal, found the number `{token}`: write the {} in double \
             quotes, such as {}",
            flavor.noun(),
            example(flavor)
        ),
        NotAString::Other => format!(
            "expected a string literal, found `{token}`: write the {} in double quotes, such as {}",
            flavor.noun(),
            example(flavor)
        ),
        NotAString::Suffix(suffix) => format!(
            "expected a string literal without suffix, found the suffix `{suffix}`: remove it"
        ),
    }
}
