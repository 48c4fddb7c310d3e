//! The constraints of a static IRI type as `iri_type!` declares them
//! (`schemes = […]`, `host = required`, …): read into
//! `iri_core::constraints::Constraints` for the checks, and into the code
//! that builds the same constraints in the declaring crate. The literal
//! macro of a type passes its entries back to `iri!` (or a sibling) in the
//! hidden option `__type(…)`, read here too.

use iri_checker::Policy;
use iri_core::constraints::{Constraints, Presence};
use iri_core::{Grammar, Table};
use proc_macro2::{Delimiter, Ident, Span, TokenStream};
use quote::quote;

use crate::error::{Error, Result};
use crate::input::{Input, LitStr};
use crate::message;

/// The constraints and policy of a type, as declared.
pub(crate) struct Spec {
    /// The constraints but the scheme list and the path prefix, which the
    /// spec owns and lends for each check (so that nothing outlives it).
    pub(crate) constraints: Constraints<'static>,
    /// The schemes allowed (none: any).
    pub(crate) schemes: Vec<String>,
    /// The path prefix, when there is one.
    pub(crate) path_prefix: Option<String>,
    /// The policy text, when given.
    pub(crate) policy: Option<LitStr>,
    /// The type's own policy: the default with the text applied, as the
    /// type's run-time `parse` uses it.
    pub(crate) own_policy: Policy,
    /// The entries as written, to pass on to the literal macro.
    pub(crate) tokens: TokenStream,
    /// The code building the constraints in `const` context.
    pub(crate) builder: TokenStream,
}

/// The type information a typed literal carries: `__type("Name", entries…)`.
pub(crate) struct TypeInfo {
    pub(crate) name: String,
    pub(crate) spec: Spec,
}

/// A rule, and the code naming it.
fn presence(ident: &Ident) -> Result<(Presence, TokenStream)> {
    match ident.to_string().as_str() {
        "required" => Ok((Presence::Required, quote!(constraints::Presence::Required))),
        "forbidden" => Ok((
            Presence::Forbidden,
            quote!(constraints::Presence::Forbidden),
        )),
        "any" => Ok((Presence::Any, quote!(constraints::Presence::Any))),
        _ => Err(Error::new(
            ident.span(),
            format!("expected `required`, `forbidden` or `any`, found `{ident}`"),
        )),
    }
}

/// Reads constraint entries (`key = value` or `key`, separated by commas)
/// up to the end of `input`.
pub(crate) fn parse_spec(input: &mut Input<'_>) -> Result<Spec> {
    let tokens = input.rest();
    let mut spec = Spec {
        constraints: Constraints::NONE,
        schemes: Vec::new(),
        path_prefix: None,
        policy: None,
        own_policy: Policy::DEFAULT,
        tokens,
        builder: quote!(constraints::Constraints::NONE),
    };
    while !input.is_empty() {
        let key = input.any_ident()?;
        spec.entry(&key, input)?;
        if input.is_empty() {
            break;
        }
        input.punct(",")?;
    }
    Ok(spec)
}

impl Spec {
    /// Reads the entry whose key is `key`, and adds it.
    fn entry(&mut self, key: &Ident, input: &mut Input<'_>) -> Result<()> {
        let name = key.to_string();
        let c = self.constraints;
        self.constraints = match name.as_str() {
            "ascii" => {
                self.builder.extend(quote!(.ascii(true)));
                c.ascii(true)
            }
            "relative" => {
                self.builder
                    .extend(quote!(.absolute(constraints::Presence::Forbidden)));
                c.absolute(Presence::Forbidden)
            }
            "absolute" => {
                self.builder
                    .extend(quote!(.absolute(constraints::Presence::Required)));
                c.absolute(Presence::Required)
            }
            "schemes" | "userinfo" | "host" | "port" | "query" | "fragment" | "port_range"
            | "path_prefix" | "policy" => {
                input.punct("=")?;
                self.valued(&name, c, input)?
            }
            _ => {
                return Err(Error::new(
                    key.span(),
                    format!(
                        "unknown constraint `{name}`: expected `schemes`, `host`, `port`, \
                         `port_range`, `userinfo`, `path_prefix`, `query`, `fragment`, \
                         `absolute`, `relative`, `ascii` or `policy`"
                    ),
                ));
            }
        };
        Ok(())
    }

    /// Reads the value of the entry `name` (after its `=`): `c` with it.
    fn valued(
        &mut self,
        name: &str,
        c: Constraints<'static>,
        input: &mut Input<'_>,
    ) -> Result<Constraints<'static>> {
        Ok(match name {
            "schemes" => {
                let schemes = scheme_list(input)?;
                self.builder.extend(quote!(.schemes(&[#(#schemes),*])));
                self.schemes = schemes;
                c
            }
            "port_range" => {
                let min = input.integer()?;
                input.punct("..=")?;
                let max = input.integer()?;
                let (min, max) = (min.to_u16()?, max.to_u16()?);
                self.builder.extend(quote!(.port_range(#min, #max)));
                c.port_range(min, max)
            }
            "path_prefix" => {
                let lit = input.string()?;
                let token = &lit.token;
                self.builder.extend(quote!(.path_prefix(#token)));
                self.path_prefix = Some(lit.value);
                c
            }
            "policy" => {
                let lit = input.string()?;
                let mut own = Policy::DEFAULT;
                own.apply_text(&lit.value)
                    .map_err(|e| Error::new(lit.span(), format!("invalid policy: {e}")))?;
                self.own_policy = own;
                self.policy = Some(lit);
                c
            }
            component => {
                let (presence, code) = presence(&input.any_ident()?)?;
                let method = Ident::new(component, Span::call_site());
                self.builder.extend(quote!(.#method(#code)));
                match component {
                    "userinfo" => c.userinfo(presence),
                    "host" => c.host(presence),
                    "port" => c.port(presence),
                    "query" => c.query(presence),
                    _ => c.fragment(presence),
                }
            }
        })
    }
}

/// `["https", …]`: scheme names, each checked by the grammar (a scheme is
/// what it reads before `:`).
fn scheme_list(input: &mut Input<'_>) -> Result<Vec<String>> {
    let mut content = input.group(Delimiter::Bracket)?;
    let mut schemes = Vec::new();
    while !content.is_empty() {
        let lit = content.string()?;
        let span = lit.span();
        let scheme = lit.value;
        let table = iri_core::parse(&format!("{scheme}:"), Grammar::IRI).ok();
        if table.is_none_or(|t: Table| t.scheme() != Some(0..scheme.len())) {
            return Err(Error::new(span, format!("`{scheme}` is not a scheme name")));
        }
        schemes.push(scheme);
        if !content.is_empty() {
            content.punct(",")?;
        }
    }
    Ok(schemes)
}

/// Reads `("Name", entries…)`, the group of the hidden `__type` option.
pub(crate) fn parse_info(input: &mut Input<'_>) -> Result<TypeInfo> {
    let name = input.string()?;
    input.punct(",")?;
    let spec = parse_spec(input)?;
    Ok(TypeInfo {
        name: name.value,
        spec,
    })
}

/// The error for a literal that breaks `info`'s constraints: where, and
/// the message.
pub(crate) fn violation_message(
    info: &TypeInfo,
    value: &str,
    table: &Table,
) -> Option<(core::ops::Range<usize>, String)> {
    let spec = &info.spec;
    let schemes: Vec<&str> = spec.schemes.iter().map(String::as_str).collect();
    let mut constraints = spec.constraints.borrowed_schemes(&schemes);
    if let Some(prefix) = &spec.path_prefix {
        constraints = constraints.borrowed_path_prefix(prefix);
    }
    let violation = constraints.check(value, table).err()?;
    Some((
        violation.span(),
        message::violation(&info.name, value, &violation),
    ))
}
