//! From a macro call to its expansion: read the arguments, work out the
//! policy (the crate's, then the call's), compute the value (the literal,
//! its resolution against a base, or its URI), check it with `iri-core`,
//! and emit the constructor call with the pre-computed offsets, the
//! warnings, or the compile errors.

use core::ops::Range;

use iri_checker::{Level, check};
use iri_core::{Iri, IriRef, ParseError, Table, Uri, UriRef};
use proc_macro2::{Literal, Span, TokenStream};
use quote::quote;

use crate::args::{self, Args};
use crate::emit::{self, Warning};
use crate::error::{Error, Result};
use crate::flavor::Flavor;
use crate::input;
use crate::text::{self, Text};
use crate::type_spec::{self, TypeInfo};
use crate::{call_policy, manifest, message, path};

/// The expansion of `flavor!(args)`.
pub(crate) fn expand(flavor: Flavor, args: proc_macro::TokenStream) -> proc_macro::TokenStream {
    try_expand(flavor, args.into())
        .unwrap_or_else(Error::into_compile_error)
        .into()
}

/// A checked value: its text, its table, and where its findings point.
pub(crate) struct Checked {
    pub(crate) value: String,
    pub(crate) table: Table,
    pub(crate) warnings: Vec<Warning>,
    /// The manifests to name (the crate's first expansion).
    pub(crate) track: Vec<std::path::PathBuf>,
}

/// [`expand`] on `proc_macro2` tokens: the expansion, or the error that the
/// call becomes.
fn try_expand(flavor: Flavor, tokens: TokenStream) -> Result<TokenStream> {
    let args = input::read_all(tokens, |input| args::parse(flavor, input))?;
    let checked = check_args(flavor, &args)?;
    let krate = args.krate.clone().unwrap_or_else(path::default_crate);
    let value = constructor(flavor, &krate, &args.text, &checked);
    Ok(emit::output(
        value,
        &checked.warnings,
        &checked.track,
        &text::track_env(&args.text),
    ))
}

/// `krate::__private::vX_Y_Z::ctor("text", [offsets])`: the literal as written
/// when the value is one literal, otherwise a new literal with its value.
pub(crate) fn constructor(
    flavor: Flavor,
    krate: &TokenStream,
    text: &Text,
    checked: &Checked,
) -> TokenStream {
    let literal = match text.pieces.as_slice() {
        [piece] if piece.range.len() == checked.value.len() && text.value == checked.value => {
            if let Some((token, _)) = &piece.literal {
                quote!(#token)
            } else {
                let lit = string_at(&checked.value, piece.span);
                quote!(#lit)
            }
        }
        _ => {
            let lit = string_at(&checked.value, text.span);
            quote!(#lit)
        }
    };
    call(
        &path::private(krate),
        flavor.name(),
        &literal,
        &checked.table,
    )
}

/// The string literal of `value`, at `span`.
fn string_at(value: &str, span: Span) -> Literal {
    let mut lit = Literal::string(value);
    lit.set_span(span);
    lit
}

/// `private::ctor(literal, packed)`: the constructor named `ctor` with the
/// table's offsets packed into one integer, or for a text too long to pack
/// `private::ctor_long(literal, [offsets])`.
pub(crate) fn call(
    private: &TokenStream,
    ctor: &str,
    literal: &TokenStream,
    table: &iri_core::Table,
) -> TokenStream {
    if let Some(packed) = iri_core::__private::packed(table) {
        let ctor = proc_macro2::Ident::new(ctor, Span::call_site());
        let packed = Literal::u128_unsuffixed(packed);
        quote!(#private::#ctor(#literal, #packed))
    } else {
        let ctor = quote::format_ident!("{ctor}_long");
        let offsets = iri_core::__private::offsets(table)
            .into_iter()
            .map(Literal::u32_unsuffixed);
        quote!(#private::#ctor(#literal, [#(#offsets),*]))
    }
}

/// Checks the call's value under the crate's policy, then a static type's
/// (for its literals), then the call's; then a static type's constraints.
fn check_args(flavor: Flavor, args: &Args) -> Result<Checked> {
    let crate_policy = manifest::crate_policy().map_err(|m| Error::new(args.text.span, m))?;
    let mut policy = crate_policy.policy;
    if let Some(text) = args.type_info.as_ref().and_then(|t| t.spec.policy.as_ref()) {
        policy
            .apply_text(&text.value)
            .map_err(|e| Error::new(text.span(), e.to_string()))?;
    }
    let mut policy = call_policy::apply(policy, &args.levels)?;
    if let Some(info) = &args.type_info {
        keep_type_errors(&mut policy, info);
    }
    let (value, table, literal) = value(flavor, args)?;
    // Where findings point: the literal itself, or the whole argument when
    // the value was computed from it.
    let at = |range: Range<usize>| {
        if literal {
            narrow(&args.text, range)
        } else {
            args.text.span
        }
    };
    // A typed literal's help names no sibling: none makes the type.
    let siblings = args.type_info.is_none().then_some(flavor);
    let (mut errors, warnings) = findings(flavor.grammar(), siblings, &value, &table, &policy, at);
    let mut add_error = |err: Error| match &mut errors {
        Some(first) => first.combine(err),
        None => errors = Some(err),
    };
    if let Some(info) = &args.type_info
        && let Some((range, text)) = type_spec::violation_message(info, &value, &table)
    {
        add_error(Error::new(at(range), text));
    }
    if let Some(errors) = errors {
        return Err(errors);
    }
    Ok(Checked {
        value,
        table,
        warnings,
        track: crate_policy.track,
    })
}

/// Makes an error in `policy` every code that the type's own policy (the
/// one its run-time `parse` uses) makes an error: neither the crate's table
/// nor the call's options may let through a literal of the type that its
/// `parse` would refuse.
fn keep_type_errors(policy: &mut iri_checker::Policy, info: &TypeInfo) {
    for &code in iri_checker::Code::ALL {
        if info.spec.own_policy.level(code) == Level::Error {
            policy.set(code, Level::Error);
        }
    }
}

/// The findings of `value` (parsed with `grammar` into `table`) under
/// `policy`: the compile errors, and the warnings, each at the span `at`
/// gives for its bytes; their helps name the siblings of `siblings`.
pub(crate) fn findings(
    grammar: iri_core::Grammar,
    siblings: Option<Flavor>,
    value: &str,
    table: &Table,
    policy: &iri_checker::Policy,
    at: impl Fn(Range<usize>) -> Span,
) -> (Option<Error>, Vec<Warning>) {
    let report = check(value, table, grammar, policy);
    let mut errors: Option<Error> = None;
    let mut warnings = Vec::new();
    for (finding, drawn) in report.iter().zip(report.annotate_each(value)) {
        match finding.level() {
            Level::Error => {
                let text = message::finding(siblings, drawn);
                let err = Error::new(at(finding.span()), text);
                match &mut errors {
                    Some(first) => first.combine(err),
                    None => errors = Some(err),
                }
            }
            // Advice is for those who ask: `warn(…)`, `strict` or the
            // crate's table raise a code to a warning or an error to see it.
            Level::Advice | Level::Allow => {}
            Level::Warning => warnings.push(Warning {
                span: at(finding.span()),
                bytes: finding.span(),
                note: message::warning(siblings, drawn, finding.code()),
            }),
        }
    }
    (errors, warnings)
}

/// The value of the call, its table, and whether it is the literal itself
/// (so that spans within it can be narrowed).
fn value(flavor: Flavor, args: &Args) -> Result<(String, Table, bool)> {
    let text = &args.text;
    // A typed literal's help names no sibling: none makes the type.
    let typed = args.type_info.is_some();
    let grammar_error = |grammar_flavor: Flavor, on: &Text, value: &str, err: &ParseError| {
        let siblings = (!typed).then_some(grammar_flavor);
        Error::new(
            narrow(on, err.span()),
            message::parse_error(siblings, value, err),
        )
    };
    if let Some(base) = &args.base {
        return resolve(flavor, base, text).map(|(v, t)| (v, t, false));
    }
    if args.from_iri {
        let iri_flavor = flavor.unicode_flavor();
        let value = &text.value;
        let uri = if iri_flavor == Flavor::Iri {
            let iri = Iri::parse(value.as_str())
                .map_err(|e| grammar_error(iri_flavor, text, value, &e))?;
            let uri = iri.to_uri();
            (uri.as_str().to_owned(), uri.table())
        } else {
            let iri = IriRef::parse(value.as_str())
                .map_err(|e| grammar_error(iri_flavor, text, value, &e))?;
            let uri = iri.to_uri();
            (uri.as_str().to_owned(), uri.table())
        };
        return Ok((uri.0, uri.1, false));
    }
    let value = text.value.clone();
    let table = iri_core::parse(&value, flavor.grammar())
        .map_err(|e| grammar_error(flavor, text, &value, &e))?;
    Ok((value, table, true))
}

/// The resolution of `reference` against `base`, in the flavor's character set.
fn resolve(flavor: Flavor, base: &Text, reference: &Text) -> Result<(String, Table)> {
    let base_error = |err: &ParseError, grammar: Flavor| {
        Error::new(
            narrow(base, err.span()),
            message::absolute_error("base", grammar, &base.value, err),
        )
    };
    let reference_error = |err: &ParseError, grammar: Flavor| {
        Error::new(
            narrow(reference, err.span()),
            message::parse_error(Some(grammar), &reference.value, err),
        )
    };
    if flavor.is_uri() {
        let b = Uri::parse(base.value.as_str()).map_err(|e| base_error(&e, Flavor::Uri))?;
        let r = UriRef::parse(reference.value.as_str())
            .map_err(|e| reference_error(&e, Flavor::UriRef))?;
        let out = b.resolve(&r);
        Ok((out.as_str().to_owned(), out.table()))
    } else {
        let b = Iri::parse(base.value.as_str()).map_err(|e| base_error(&e, Flavor::Iri))?;
        let r = IriRef::parse(reference.value.as_str())
            .map_err(|e| reference_error(&e, Flavor::IriRef))?;
        let out = b.resolve(&r);
        Ok((out.as_str().to_owned(), out.table()))
    }
}

/// The span of `text`'s bytes `range`: the piece holding them, narrowed to
/// the bytes where the compiler allows it and the mapping is sure.
pub(crate) fn narrow(text: &Text, range: Range<usize>) -> Span {
    let Some(piece) = text.piece_at(range.start) else {
        return text.span;
    };
    #[cfg(iri_macros_subspan)]
    if let Some((token, offset)) = &piece.literal
        && !range.is_empty()
        && range.end <= piece.range.end
    {
        let start = offset + range.start - piece.range.start;
        let end = offset + range.end - piece.range.start;
        if let Some(span) = subspan(token, start..end) {
            return span;
        }
    }
    #[cfg(not(iri_macros_subspan))]
    let _ = range;
    piece.span
}

/// `Literal::subspan` of the compiler (unstable), through `proc_macro`.
#[cfg(iri_macros_subspan)]
fn subspan(token: &Literal, range: Range<usize>) -> Option<Span> {
    let tree = proc_macro2::TokenTree::Literal(token.clone());
    let stream = proc_macro::TokenStream::from(TokenStream::from(tree));
    match stream.into_iter().next() {
        Some(proc_macro::TokenTree::Literal(lit)) => lit.subspan(range).map(Span::from),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A call of a typed literal, as the macro `iri_type!` generates it,
    /// whose type constrains the schemes and the path prefix.
    fn typed_call(value: &str) -> TokenStream {
        format!(
            "crate = iri_kit, __type(\"Api\", schemes = [\"https\", \"x-kept-test\"], \
             path_prefix = \"/kept-test/\"), {value:?}"
        )
        .parse()
        .unwrap()
    }

    #[test]
    fn typed_literals_expanded_again_and_again_keep_nothing_more() {
        let expand = |call: TokenStream| try_expand(Flavor::Iri, call);
        // The first expansions read the manifest (and keep its policy).
        assert!(expand(typed_call("https://example.org/kept-test/")).is_ok());
        assert!(expand(typed_call("ftp://example.org/")).is_err());
        // The calls made beforehand: outside a compiler, `proc_macro2`
        // keeps the text of every token stream it parses.
        let mut calls = Vec::new();
        for i in 1..2_000 {
            calls.push((
                typed_call(&format!("https://example.org/kept-test/{i}")),
                "",
            ));
            // A literal that breaks each constraint: its error names the
            // type's schemes or its prefix, kept already.
            let broken = format!("ftp://example.org/kept-test/{i}");
            calls.push((typed_call(&broken), "x-kept-test"));
            let broken = format!("https://example.org/elsewhere/{i}");
            calls.push((typed_call(&broken), "/kept-test/"));
        }
        // What this thread allocates and does not free, over 6,000
        // expansions of the type's literals: nothing.
        let allocated = allocation_counter::measure(|| {
            for (call, error) in &calls {
                match expand(call.clone()) {
                    Ok(_) => assert_eq!(*error, ""),
                    Err(err) => assert!(format!("{err:?}").contains(error), "{err:?}"),
                }
            }
        });
        assert!(allocated.count_total > 6_000, "{allocated:?}");
        assert_eq!(allocated.bytes_current, 0, "{allocated:?}");
        assert_eq!(allocated.count_current, 0, "{allocated:?}");
    }

    #[test]
    fn types_declared_again_and_again_with_other_texts_keep_nothing() {
        let expand = |call: TokenStream| try_expand(Flavor::Iri, call);
        assert!(expand(typed_call("https://example.org/kept-test/")).is_ok());
        // Each call names other schemes and another prefix, as a source
        // being edited does, and breaks a constraint, so that the error
        // names them.
        let calls: Vec<TokenStream> = (0..2_000)
            .map(|i| {
                format!(
                    "crate = iri_kit, __type(\"Api{i}\", schemes = [\"https\", \"x-edit-{i}\"], \
                     path_prefix = \"/edit-{i}/\"), \"ftp://example.org/edit-{i}/\""
                )
                .parse()
                .unwrap()
            })
            .collect();
        let allocated = allocation_counter::measure(|| {
            for (i, call) in calls.iter().enumerate() {
                let err = expand(call.clone()).unwrap_err();
                assert!(
                    format!("{err:?}").contains(&format!("x-edit-{i}")),
                    "{err:?}"
                );
            }
        });
        assert!(allocated.count_total > 2_000, "{allocated:?}");
        assert_eq!(allocated.bytes_current, 0, "{allocated:?}");
        assert_eq!(allocated.count_current, 0, "{allocated:?}");
    }
}
