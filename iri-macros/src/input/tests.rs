//! [`Input`] reads what `syn` read, with the same errors at the same spans:
//! random inputs (identifiers, keywords, punctuation alone and joined,
//! literals of every kind, lifetimes, nested groups, invisible groups
//! around random runs of tokens, empty ones too) read by random sequences
//! of the calls the macros make, on both, each outcome compared: values,
//! spans (with `proc-macro2`'s `span-locations`, a span outside a compiler
//! is a byte range), and each error's `compile_error!` tokens with theirs.

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};
use syn::Token;
use syn::ext::IdentExt as _;
use syn::parse::{ParseBuffer, ParseStream, Parser as _};

use super::{Input, read_all};
use crate::error::Error;
use crate::test_rng::Rng;

const PUNCTS: [&str; 9] = [",", "=", "::", ";", "!", "-", "#", "..=", ":"];
const KEYWORDS: [&str; 4] = ["crate", "struct", "mod", "macro"];
const DELIMITERS: [Delimiter; 3] = [Delimiter::Parenthesis, Delimiter::Bracket, Delimiter::Brace];

/// One call of the reader, the same on both sides.
#[derive(Clone, Debug)]
enum Op {
    IsEmpty,
    Span,
    Error,
    Rest,
    PeekPunct(&'static str),
    Peek2Eq,
    Punct(&'static str),
    EatPunct(&'static str),
    PeekKeyword(&'static str),
    Keyword(&'static str),
    PeekIdent,
    AnyIdent,
    Ident,
    PeekLiteral,
    Literal,
    PeekString,
    String,
    Integer,
    TokenTree,
    PeekGroup(Delimiter),
    /// Reads the group, runs the calls inside, then reads what is left in
    /// it token by token.
    Group(Delimiter, Vec<Op>),
}

fn ops(rng: &mut Rng, depth: usize) -> Vec<Op> {
    (0..rng.below(14)).map(|_| op(rng, depth)).collect()
}

fn op(rng: &mut Rng, depth: usize) -> Op {
    match rng.below(22) {
        0 => Op::IsEmpty,
        1 => Op::Span,
        2 => Op::Error,
        3 => Op::Rest,
        4 => Op::PeekPunct(rng.pick(&PUNCTS)),
        5 => Op::Peek2Eq,
        6 | 7 => Op::Punct(rng.pick(&PUNCTS)),
        8 => Op::EatPunct(rng.pick(&[",", "::"])),
        9 => Op::PeekKeyword(rng.pick(&KEYWORDS)),
        10 => Op::Keyword(rng.pick(&KEYWORDS)),
        11 => Op::PeekIdent,
        12 => Op::AnyIdent,
        13 => Op::Ident,
        14 => Op::PeekLiteral,
        15 => Op::Literal,
        16 => Op::PeekString,
        17 => Op::String,
        18 => Op::Integer,
        19 => Op::TokenTree,
        20 => Op::PeekGroup(rng.pick(&DELIMITERS)),
        _ if depth < 2 => Op::Group(rng.pick(&DELIMITERS), ops(rng, depth + 1)),
        _ => Op::TokenTree,
    }
}

/// Calls that mostly fit what comes next in `input` (read on our side to
/// find out), so that the runs get deep into groups and far into inputs;
/// the generation stops at a failed read, where the macros stop too.
fn guided_ops(rng: &mut Rng, input: &mut Input<'_>, depth: usize) -> Vec<Op> {
    let mut ops = Vec::new();
    for _ in 0..rng.below(16) {
        let op = if rng.one_in(4) {
            op(rng, depth)
        } else {
            fitting_op(rng, input, depth)
        };
        let ok = match &op {
            Op::Group(d, _) => match input.group(*d) {
                Ok(mut content) => {
                    let inner = guided_ops(rng, &mut content, depth + 1);
                    ops.push(Op::Group(*d, inner));
                    continue;
                }
                Err(_) => false,
            },
            other => run_ours(input, core::slice::from_ref(other), &mut Vec::new()).is_ok(),
        };
        ops.push(op);
        if !ok {
            break;
        }
    }
    ops
}

/// A call that reads what comes next in `input`.
fn fitting_op(rng: &mut Rng, input: &Input<'_>, depth: usize) -> Op {
    if let Some(ident) = input.peek_ident() {
        let word = ident.to_string();
        if let Some(&keyword) = KEYWORDS.iter().find(|&&k| k == word) {
            return if rng.one_in(2) {
                Op::Keyword(keyword)
            } else {
                Op::Ident
            };
        }
        return rng.pick(&[Op::AnyIdent, Op::Ident, Op::PeekIdent, Op::Peek2Eq]);
    }
    if input.peek_literal().is_some() {
        return rng.pick(&[Op::String, Op::Integer, Op::Literal, Op::PeekString]);
    }
    if let Some(&mark) = PUNCTS.iter().find(|p| input.peek_punct(p)) {
        return match rng.below(3) {
            0 => Op::PeekPunct(mark),
            1 if mark == "-" => Op::Integer,
            _ => Op::Punct(mark),
        };
    }
    if let Some(&d) = DELIMITERS.iter().find(|&&d| input.peek_group(d))
        && depth < 3
    {
        return Op::Group(d, Vec::new());
    }
    rng.pick(&[Op::TokenTree, Op::Rest, Op::Span, Op::Error, Op::IsEmpty])
}

/// Random source text: tokens, some joined, some groups.
fn source(rng: &mut Rng, depth: usize, out: &mut String) {
    for _ in 0..rng.below(10) {
        match rng.below(10) {
            0..=2 => out.push_str(rng.pick(&[
                "a", "b", "crate", "struct", "mod", "macro", "true", "false", "r#type", "_",
                "self", "base", "Iri",
            ])),
            3..=5 => out.push_str(rng.pick(&[
                ",", "=", "::", ":", ";", "!", "-", "#", "..=", "..", ".", "<", ">", "==", "=>",
                "'a", "+", ":::",
            ])),
            6 | 7 => out.push_str(rng.pick(&[
                "\"a\"",
                "-1",
                "- 70000",
                "-0x10",
                "-1.5",
                "\"a\\nb\"",
                "r#\"x\"y\"#",
                "\"s\"suf",
                "1",
                "0x1F",
                "70000",
                "80u8",
                "1.5",
                "'c'",
                "b\"b\"",
                "c\"c\"",
                "b'x'",
                "2e3",
            ])),
            _ if depth < 3 => {
                let (open, close) = rng.pick(&[("(", ")"), ("[", "]"), ("{", "}")]);
                out.push_str(open);
                source(rng, depth + 1, out);
                out.push_str(close);
            }
            _ => out.push('a'),
        }
        out.push_str(rng.pick(&[" ", " ", ""]));
    }
}

/// `stream` with random runs of its tokens (and empty runs) wrapped in
/// invisible groups, inside groups too.
fn hide(rng: &mut Rng, stream: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = stream
        .into_iter()
        .map(|tree| match tree {
            TokenTree::Group(group) => {
                let mut inner = Group::new(group.delimiter(), hide(rng, group.stream()));
                inner.set_span(group.span());
                TokenTree::Group(inner)
            }
            other => other,
        })
        .collect();
    let mut out = Vec::new();
    let mut at = 0;
    while at <= trees.len() {
        if rng.one_in(4) {
            let len = rng.below(3).min(trees.len() - at);
            let run: TokenStream = trees[at..at + len].iter().cloned().collect();
            let mut group = Group::new(Delimiter::None, run);
            group.set_span(trees.get(at).map_or_else(Span::call_site, TokenTree::span));
            out.push(TokenTree::Group(group));
            at += len;
            if len > 0 {
                continue;
            }
        }
        if let Some(tree) = trees.get(at) {
            out.push(tree.clone());
        }
        at += 1;
    }
    out.into_iter().collect()
}

fn span(span: Span) -> String {
    format!("{span:?}")
}

/// A `compile_error!` expansion as text: each token with its span.
fn tokens(stream: TokenStream) -> String {
    stream
        .into_iter()
        .map(|tree| match tree {
            TokenTree::Group(group) => {
                format!("{{{}}}@{}", tokens(group.stream()), span(group.span()))
            }
            other => format!("{other}@{}", span(other.span())),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn ours_error(error: Error) -> String {
    format!("error {}", tokens(error.into_compile_error()))
}

fn syn_error(error: &syn::Error) -> String {
    format!("error {}", tokens(error.to_compile_error()))
}

/// Runs `ops` on our side, logging each outcome, up to the first failed
/// read: the macros give up at an error, so what a failed read leaves is
/// never read (and `syn` leaves a literal of the wrong kind read).
fn run_ours(input: &mut Input<'_>, ops: &[Op], log: &mut Vec<String>) -> Result<(), Error> {
    for op in ops {
        let outcome = match op {
            Op::IsEmpty => input.is_empty().to_string(),
            Op::Span => span(input.span()),
            Op::Error => ours_error(input.error("message")),
            Op::Rest => input.rest().to_string(),
            Op::PeekPunct(p) => input.peek_punct(p).to_string(),
            Op::Peek2Eq => input.peek2_punct("=").to_string(),
            Op::Punct(p) => span(input.punct(p)?),
            Op::EatPunct(p) => input.eat_punct(p).to_string(),
            Op::PeekKeyword(k) => input.peek_keyword(k).to_string(),
            Op::Keyword(k) => span(input.keyword(k)?),
            Op::PeekIdent => format!("{:?}", input.peek_ident().map(ToString::to_string)),
            Op::AnyIdent => {
                let ident = input.any_ident()?;
                format!("{ident} {}", span(ident.span()))
            }
            Op::Ident => {
                let ident = input.ident()?;
                format!("{ident} {}", span(ident.span()))
            }
            Op::PeekLiteral => format!("{:?}", input.peek_literal().map(ToString::to_string)),
            Op::Literal => {
                let literal = input.literal()?;
                format!("{literal} {}", span(literal.span()))
            }
            Op::PeekString => input.peek_string().to_string(),
            Op::String => {
                let string = input.string()?;
                format!("{:?} {}", string.value, span(string.span()))
            }
            Op::Integer => {
                let integer = input.integer()?;
                let value = integer.to_u16()?;
                format!("{} {} {value}", integer.digits, span(integer.span))
            }
            Op::TokenTree => {
                let tree = input.token_tree()?;
                format!("{tree} {}", span(tree.span()))
            }
            Op::PeekGroup(d) => input.peek_group(*d).to_string(),
            Op::Group(d, inner) => {
                let mut content = input.group(*d)?;
                log.push("group".to_owned());
                run_ours(&mut content, inner, log)?;
                while let Ok(tree) = content.token_tree() {
                    log.push(tree.to_string());
                }
                "left".to_owned()
            }
        };
        log.push(outcome);
    }
    Ok(())
}

fn syn_punct(input: ParseStream<'_>, p: &str) -> syn::Result<Span> {
    Ok(match p {
        "," => input.parse::<Token![,]>()?.spans[0],
        "=" => input.parse::<Token![=]>()?.spans[0],
        "::" => input.parse::<Token![::]>()?.spans[0],
        ";" => input.parse::<Token![;]>()?.spans[0],
        "!" => input.parse::<Token![!]>()?.spans[0],
        "-" => input.parse::<Token![-]>()?.spans[0],
        "#" => input.parse::<Token![#]>()?.spans[0],
        "..=" => input.parse::<Token![..=]>()?.spans[0],
        ":" => input.parse::<Token![:]>()?.spans[0],
        _ => unreachable!(),
    })
}

fn syn_peek_punct(input: ParseStream<'_>, p: &str) -> bool {
    match p {
        "," => input.peek(Token![,]),
        "=" => input.peek(Token![=]),
        "::" => input.peek(Token![::]),
        ";" => input.peek(Token![;]),
        "!" => input.peek(Token![!]),
        "-" => input.peek(Token![-]),
        "#" => input.peek(Token![#]),
        "..=" => input.peek(Token![..=]),
        ":" => input.peek(Token![:]),
        _ => unreachable!(),
    }
}

fn syn_eat_punct(input: ParseStream<'_>, p: &str) -> syn::Result<bool> {
    Ok(match p {
        "," => input.parse::<Option<Token![,]>>()?.is_some(),
        "::" => input.parse::<Option<Token![::]>>()?.is_some(),
        _ => unreachable!(),
    })
}

fn syn_keyword(input: ParseStream<'_>, k: &str) -> syn::Result<Span> {
    Ok(match k {
        "crate" => input.parse::<Token![crate]>()?.span,
        "struct" => input.parse::<Token![struct]>()?.span,
        "mod" => input.parse::<Token![mod]>()?.span,
        "macro" => input.parse::<Token![macro]>()?.span,
        _ => unreachable!(),
    })
}

fn syn_peek_keyword(input: ParseStream<'_>, k: &str) -> bool {
    match k {
        "crate" => input.peek(Token![crate]),
        "struct" => input.peek(Token![struct]),
        "mod" => input.peek(Token![mod]),
        "macro" => input.peek(Token![macro]),
        _ => unreachable!(),
    }
}

fn syn_peek_group(input: ParseStream<'_>, d: Delimiter) -> bool {
    match d {
        Delimiter::Parenthesis => input.peek(syn::token::Paren),
        Delimiter::Bracket => input.peek(syn::token::Bracket),
        _ => input.peek(syn::token::Brace),
    }
}

fn syn_group(input: ParseStream<'_>, d: Delimiter) -> syn::Result<ParseBuffer<'_>> {
    let content;
    match d {
        Delimiter::Parenthesis => _ = syn::parenthesized!(content in input),
        Delimiter::Bracket => _ = syn::bracketed!(content in input),
        _ => _ = syn::braced!(content in input),
    }
    Ok(content)
}

/// [`run_ours`] on `syn`'s side.
fn run_syn(input: ParseStream<'_>, ops: &[Op], log: &mut Vec<String>) -> syn::Result<()> {
    for op in ops {
        let outcome = match op {
            Op::IsEmpty => input.is_empty().to_string(),
            Op::Span => span(input.span()),
            Op::Error => syn_error(&input.error("message")),
            Op::Rest => input.fork().parse::<TokenStream>()?.to_string(),
            Op::PeekPunct(p) => syn_peek_punct(input, p).to_string(),
            Op::Peek2Eq => input.peek2(Token![=]).to_string(),
            Op::Punct(p) => span(syn_punct(input, p)?),
            Op::EatPunct(p) => syn_eat_punct(input, p)?.to_string(),
            Op::PeekKeyword(k) => syn_peek_keyword(input, k).to_string(),
            Op::Keyword(k) => span(syn_keyword(input, k)?),
            Op::PeekIdent => format!("{:?}", input.cursor().ident().map(|(i, _)| i.to_string())),
            Op::AnyIdent => {
                let ident = input.call(proc_macro2::Ident::parse_any)?;
                format!("{ident} {}", span(ident.span()))
            }
            Op::Ident => {
                let ident = input.parse::<proc_macro2::Ident>()?;
                format!("{ident} {}", span(ident.span()))
            }
            Op::PeekLiteral => {
                format!("{:?}", input.cursor().literal().map(|(l, _)| l.to_string()))
            }
            Op::Literal => {
                let literal = input.parse::<proc_macro2::Literal>()?;
                format!("{literal} {}", span(literal.span()))
            }
            Op::PeekString => input.peek(syn::LitStr).to_string(),
            Op::String => {
                let string = input.parse::<syn::LitStr>()?;
                format!("{:?} {}", string.value(), span(string.span()))
            }
            Op::Integer => {
                let integer = input.parse::<syn::LitInt>()?;
                let value = integer.base10_parse::<u16>()?;
                format!(
                    "{} {} {value}",
                    integer.base10_digits(),
                    span(integer.span())
                )
            }
            Op::TokenTree => {
                let tree = input.parse::<TokenTree>()?;
                format!("{tree} {}", span(tree.span()))
            }
            Op::PeekGroup(d) => syn_peek_group(input, *d).to_string(),
            Op::Group(d, inner) => {
                let content = syn_group(input, *d)?;
                log.push("group".to_owned());
                run_syn(&content, inner, log)?;
                while let Ok(tree) = content.parse::<TokenTree>() {
                    log.push(tree.to_string());
                }
                "left".to_owned()
            }
        };
        log.push(outcome);
    }
    Ok(())
}

/// Runs `ops` on `stream` on both sides; whether `syn` met an error.
fn compare(stream: &TokenStream, ops: &[Op]) -> bool {
    let mut ours = Vec::new();
    let end = read_all(stream.clone(), |input| run_ours(input, ops, &mut ours));
    ours.push(end.map_or_else(ours_error, |()| "ok".to_owned()));
    let mut theirs = Vec::new();
    let end = (|input: ParseStream<'_>| run_syn(input, ops, &mut theirs)).parse2(stream.clone());
    theirs.push(end.as_ref().map_or_else(syn_error, |()| "ok".to_owned()));
    assert_eq!(ours, theirs, "{stream} with {ops:?}");
    theirs.iter().any(|line| line.starts_with("error"))
}

#[test]
fn random_inputs_are_read_as_syn_reads_them() {
    let mut rng = Rng::new(0x5EED_C0DE);
    let (mut runs, mut errors) = (0, 0);
    while runs < 6_000 {
        let mut text = String::new();
        source(&mut rng, 0, &mut text);
        let Ok(stream) = text.parse::<TokenStream>() else {
            continue;
        };
        let stream = hide(&mut rng, stream);
        let ops = ops(&mut rng, 0);
        errors += usize::from(compare(&stream, &ops));
        runs += 1;
    }
    assert!(errors > 1_000, "{errors} runs met an error");
}

fn count_groups(ops: &[Op]) -> usize {
    ops.iter()
        .map(|op| match op {
            Op::Group(_, inner) => 1 + count_groups(inner),
            _ => 0,
        })
        .sum()
}

#[test]
fn guided_reads_are_read_as_syn_reads_them() {
    let mut rng = Rng::new(0x6_1DED);
    let mut groups = 0;
    for _ in 0..6_000 {
        let mut text = String::new();
        source(&mut rng, 0, &mut text);
        let Ok(stream) = text.parse::<TokenStream>() else {
            continue;
        };
        let stream = hide(&mut rng, stream);
        let ops = read_all(stream.clone(), |input| {
            let ops = guided_ops(&mut rng, input, 0);
            // Whatever the calls left: no error here, the comparison says.
            let _ = input.rest();
            Ok(ops)
        });
        let ops = ops.unwrap_or_default();
        groups += count_groups(&ops);
        compare(&stream, &ops);
    }
    assert!(groups > 600, "{groups} groups read");
}

#[test]
fn an_error_at_the_end_of_a_group_points_at_its_closing_delimiter() {
    let stream: TokenStream = "f(a) x".parse().unwrap();
    let inside = vec![
        Op::AnyIdent,
        Op::Punct(","),
        Op::String,
        Op::Error,
        Op::Span,
    ];
    assert!(compare(
        &stream,
        &[Op::AnyIdent, Op::Group(Delimiter::Parenthesis, inside)]
    ));
}
