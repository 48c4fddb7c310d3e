//! Reading the macro's arguments: an optional `crate = path,`, then one
//! string literal and an optional trailing comma.

use proc_macro::{Delimiter, Literal, Span, TokenStream, TokenTree};

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

const EXPECTED: &str = "expected a string literal, such as `iri!(\"https://example.org/\")`, optionally after \
     `crate = path::to::iri_core,`";

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

/// Reads the arguments of a macro call.
pub(crate) fn read(stream: TokenStream) -> Result<Input, ArgError> {
    let mut tokens = Vec::new();
    flatten(stream, &mut tokens);
    let mut rest = tokens.as_slice();
    let krate = crate_option(&mut rest)?;
    let Some((first, after)) = rest.split_first() else {
        let span = rest.first().map_or_else(Span::call_site, TokenTree::span);
        return Err(error(span, EXPECTED));
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
        return Err(error(first.span(), not_a_literal(first)));
    };
    let literal = literal::read(&token.to_string())
        .map_err(|why| error(token.span(), not_a_string(&why, &token.to_string())))?;
    let extra = match after {
        [TokenTree::Punct(p), rest @ ..] if p.as_char() == ',' => rest.first(),
        other => other.first(),
    };
    if let Some(extra) = extra {
        return Err(error(
            extra.span(),
            format!("unexpected `{extra}` after the string literal: the macro takes one literal"),
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
    let is_path = !path.is_empty()
        && path.iter().all(|t| match t {
            TokenTree::Ident(_) => true,
            TokenTree::Punct(p) => p.as_char() == ':',
            _ => false,
        });
    if !is_path {
        let span = path.first().map_or_else(|| eq.span(), TokenTree::span);
        return Err(error(
            span,
            "expected a path to `iri_core` after `crate =`, such as `my_lib::iri_core`",
        ));
    }
    *rest = &tail[end + 1..];
    Ok(Some(path.iter().cloned().collect()))
}

/// The message for a token that is not a literal.
fn not_a_literal(token: &TokenTree) -> String {
    let found = match token {
        TokenTree::Ident(_) => "an identifier",
        TokenTree::Punct(_) => "punctuation",
        TokenTree::Group(_) => "a group",
        TokenTree::Literal(_) => "a literal",
    };
    format!(
        "expected a string literal, found {found} `{token}`: the macro checks a literal at \
         compile time; for a run-time string use `parse` on the type, such as `Iri::parse`"
    )
}

/// The message for a literal that is not a plain string literal.
fn not_a_string(why: &NotAString, token: &str) -> String {
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
        NotAString::Other => format!("expected a string literal, found `{token}`"),
        NotAString::Suffix(suffix) => format!(
            "expected a string literal without suffix, found the suffix `{suffix}`: remove it"
        ),
    }
}
