//! Static IRI types (`iri_type!`): a library declares a type with its
//! constraints and policy; the macro generates the type, its run-time
//! constructors (which check the constraints with
//! `iri_core::constraints`), and an exported `macro_rules!` macro through
//! which users write checked literals of the type. That macro calls `iri!`
//! (or a sibling) with the hidden option `__type(…)`, which carries the
//! constraints, so that the check — and its error — happen at the user's
//! literal.

use iri_checker::{Code, Policy};
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use crate::error::{Error, Result};
use crate::flavor::Flavor;
use crate::input::{self, Input};
use crate::items;
use crate::path;
use crate::type_spec::{Spec, parse_spec};

/// The declaration: attributes, visibility, `struct Name: Kind;`, then
/// `macro name;`, the optional `module = path;`, `crate = path;`,
/// `serde;`, `schemars;` and `sql;`, and the entries.
struct Declaration {
    attrs: TokenStream,
    vis: TokenStream,
    name: Ident,
    flavor: Flavor,
    kind: Ident,
    macro_name: Ident,
    module: TokenStream,
    serde: bool,
    schemars: bool,
    sql: bool,
    /// The facade's path: `::iri_kit` unless `crate = path;`.
    krate: TokenStream,
    spec: Spec,
}

fn parse_declaration(input: &mut Input<'_>) -> Result<Declaration> {
    let attrs = items::attributes(input)?;
    let vis = items::until(input, "struct", "expected `struct Name: Iri;`")?;
    input.keyword("struct")?;
    let name = input.ident()?;
    input.punct(":")?;
    let kind = input.ident()?;
    let flavor = match kind.to_string().as_str() {
        "Iri" => Flavor::Iri,
        "IriRef" => Flavor::IriRef,
        "Uri" => Flavor::Uri,
        "UriRef" => Flavor::UriRef,
        _ => {
            return Err(Error::new(
                kind.span(),
                "expected the kind of the type's values: `Iri`, `IriRef`, `Uri` or `UriRef`",
            ));
        }
    };
    input.punct(";")?;
    input.keyword("macro")?;
    let macro_name = input.ident()?;
    input.punct(";")?;
    let mut module = quote!($crate);
    let mut serde = false;
    let mut schemars = false;
    let mut sql = false;
    let mut krate = path::default_crate();
    loop {
        let mut fork = *input;
        let word = fork.any_ident().ok().map(|ident| ident.to_string());
        match word.as_deref() {
            Some("module") if fork.peek_punct("=") => {
                input.any_ident()?;
                input.punct("=")?;
                input.keyword("crate")?;
                let mut path = quote!($crate);
                while input.peek_punct("::") {
                    input.punct("::")?;
                    let part = input.ident()?;
                    path.extend(quote!(:: #part));
                }
                input.punct(";")?;
                module = path;
            }
            Some("crate") if fork.peek_punct("=") => {
                krate = crate::args::item_crate_option(input)?;
            }
            Some("serde") if fork.peek_punct(";") => {
                input.any_ident()?;
                input.punct(";")?;
                serde = true;
            }
            Some("schemars") if fork.peek_punct(";") => {
                input.any_ident()?;
                input.punct(";")?;
                schemars = true;
            }
            Some("sql") if fork.peek_punct(";") => {
                input.any_ident()?;
                input.punct(";")?;
                sql = true;
            }
            _ => break,
        }
    }
    let spec = parse_spec(input)?;
    Ok(Declaration {
        attrs,
        vis,
        name,
        flavor,
        kind,
        macro_name,
        module,
        serde,
        schemars,
        sql,
        krate,
        spec,
    })
}

/// The expansion of `iri_type! { … }`.
pub(crate) fn expand(tokens: proc_macro::TokenStream) -> proc_macro::TokenStream {
    input::read_all(tokens.into(), parse_declaration)
        .map_or_else(Error::into_compile_error, |d| generate(&d))
        .into()
}

/// An identifier from a value's `Debug` form (an enum variant's name).
fn debug_ident(value: &dyn core::fmt::Debug) -> Ident {
    Ident::new(&format!("{value:?}"), Span::call_site())
}

/// The code of `policy`: its preset, then the codes it sets otherwise.
fn policy_code(policy: &Policy) -> TokenStream {
    let preset = debug_ident(&policy.base());
    let preset_policy = Policy::preset(policy.base());
    let sets = Code::ALL
        .iter()
        .filter(|&&code| policy.level(code) != preset_policy.level(code))
        .map(|&code| {
            let code_name = debug_ident(&code);
            let level = debug_ident(&policy.level(code));
            quote!(policy.set(checker::Code::#code_name, checker::Level::#level);)
        });
    let schemes = policy.schemes().map(|list| {
        let list: Vec<&str> = list.collect();
        quote!(policy = policy.with_schemes([#(#list),*]);)
    });
    quote! {
        let mut policy = checker::Policy::preset(checker::Preset::#preset);
        #(#sets)*
        #schemes
        policy
    }
}

/// The expression of a static type's `parse` that gives the wrapped value,
/// and what the type requires of the facade. A type that keeps the default
/// policy refuses what the typed constructors refuse, with `iri-core`
/// alone; one that sets a policy applies it with the checker at run time,
/// which the facade has with its `check` feature (a compile error names
/// the type otherwise).
fn parse_value(
    d: &Declaration,
    core: &TokenStream,
    kind_type: &Ident,
) -> (TokenStream, Option<TokenStream>) {
    let value_type = quote!(#core::Ri::<#core::kind::#kind_type, S>);
    if d.spec.own_policy == Policy::DEFAULT {
        return (quote!(#value_type::parse(text)?), None);
    }
    let name_text = d.name.to_string();
    // Without the checker, `require_checker` stops the build with its own
    // message: the other branch only keeps this one quiet.
    let value = quote!(#core::if_checker!({
        <#value_type as #core::checker::CheckExt>::parse_with(text, &Self::policy())?
    } else {
        #value_type::parse(text)?
    }));
    (value, Some(quote!(#core::require_checker!(#name_text);)))
}

fn generate(d: &Declaration) -> TokenStream {
    let Declaration {
        attrs,
        vis,
        name,
        flavor,
        kind,
        macro_name,
        module,
        serde,
        schemars,
        sql,
        krate,
        spec,
    } = d;
    let kind_type = format_ident!("{kind}Kind");
    let hidden = format_ident!("__iri_type_{}", macro_name);
    let flavor_macro = Ident::new(flavor.name(), Span::call_site());
    let name_text = name.to_string();
    let policy_code = policy_code(&spec.own_policy);
    let constraints_code = &spec.builder;
    let entries = &spec.tokens;
    let doc_macro = format!(
        "A checked literal of [`{name_text}`]: `{macro_name}!(\"…\")` is a compile error at the \
         literal when it breaks the type's constraints or policy."
    );
    let core = path::private(krate);
    let hidden_module = hidden_module(&hidden, krate);
    let traits = trait_impls(name, &core, &kind_type);
    let serde_impls = serde.then(|| serde_impls(name, &core));
    let schemars_impl = schemars.then(|| schemars_impl(name, &core, &kind_type));
    // The databases' traits, in the declaring crate (`iri-core` writes
    // those of the features it has).
    let sql_impls = sql.then(|| quote!(#core::sql_impls!(#name, #kind_type, #name_text);));
    let (parse_value, require_checker) = parse_value(d, &core, &kind_type);
    quote! {
        #attrs
        #[derive(Clone, Copy, PartialEq, Eq)]
        #vis struct #name<S = &'static str>(#core::Ri<#core::kind::#kind_type, S>);

        #require_checker

        #core::if_checker!({
            impl<S> #name<S> {
                /// The policy of the type's values.
                #[must_use]
                pub fn policy() -> #core::checker::Policy {
                    use #core::checker;
                    #policy_code
                }
            }
        } else {});

        const _: () = {
            use #core::constraints;

            impl<S> #name<S> {
                /// The constraints of the type's values.
                pub const CONSTRAINTS: constraints::Constraints<'static> = #constraints_code;

                /// The value, as the IRI type it wraps.
                #[must_use]
                pub fn into_inner(self) -> #core::Ri<#core::kind::#kind_type, S> {
                    self.0
                }
            }

            impl<S: ::core::ops::Deref<Target = str>> #name<S> {
                /// Parses `text`, refusing what the type's policy makes an
                /// error and what breaks its constraints.
                pub fn parse(text: S) -> ::core::result::Result<Self, constraints::TypeError> {
                    let value = #parse_value;
                    Self::CONSTRAINTS.check(::core::convert::AsRef::as_ref(&value), &value.table())?;
                    ::core::result::Result::Ok(#name(value))
                }
            }

            // The accessors of other storages are the wrapped value's,
            // through `Deref`: an `impl` for `S: Storage` beside this one
            // would overlap in this crate, which cannot know that `&str`
            // will never implement `Storage`.
            impl<'a> #name<&'a str> {
                /// The value's text, borrowed for as long as the text (in
                /// `const` context too).
                #[must_use]
                pub const fn as_str(&self) -> &'a str {
                    self.0.as_str()
                }

                /// The IRI value it wraps, with its text's lifetime: its
                /// accessors in `const` context.
                #[must_use]
                pub const fn get(&self) -> #core::Ri<#core::kind::#kind_type, &'a str> {
                    self.0
                }
            }

            impl #name<&'static str> {
                #[doc(hidden)]
                #[must_use]
                pub const fn __checked(value: #core::Ri<#core::kind::#kind_type, &'static str>) -> Self {
                    #name(value)
                }
            }

            #traits

            #serde_impls

            #schemars_impl
        };

        #sql_impls

        #[doc = #doc_macro]
        #[macro_export]
        macro_rules! #macro_name {
            ($($args:tt)*) => {
                #module::#name::__checked(
                    #module::#hidden::iri_kit::#flavor_macro!(
                        crate = #module::#hidden::iri_kit,
                        __type(#name_text, #entries),
                        $($args)*
                    )
                )
            };
        }

        #hidden_module
    }
}

/// The module that other crates' calls of the type's macro go through: it
/// re-exports the facade as `iri_kit`. A path relative to the caller is
/// written from inside it, with the caller's names brought in.
fn hidden_module(hidden: &Ident, krate: &TokenStream) -> TokenStream {
    let relative = path::is_relative(krate);
    let glob = relative.then(|| {
        quote!(
            #[allow(
                unused_imports,
                reason = "the caller's names, for a path relative to it; a crate name needs none"
            )]
            use super::*;
        )
    });
    let facade = if relative {
        path::from_below(krate, 1)
    } else {
        krate.clone()
    };
    quote! {
        #[doc(hidden)]
        pub mod #hidden {
            #glob
            pub use #facade as iri_kit;
        }
    }
}

/// `Serialize` and `Deserialize`, through the facade's `serde` (its
/// `serde` feature).
fn serde_impls(name: &Ident, core: &TokenStream) -> TokenStream {
    let serde = quote!(#core::serde);
    quote! {
        impl<S: ::core::ops::Deref<Target = str>> #serde::Serialize for #name<S> {
            fn serialize<Z: #serde::Serializer>(&self, serializer: Z) -> ::core::result::Result<Z::Ok, Z::Error> {
                serializer.serialize_str(::core::convert::AsRef::as_ref(&self.0))
            }
        }

        impl<'de, S> #serde::Deserialize<'de> for #name<S>
        where
            S: #serde::Deserialize<'de> + ::core::ops::Deref<Target = str>,
        {
            fn deserialize<D: #serde::Deserializer<'de>>(deserializer: D) -> ::core::result::Result<Self, D::Error> {
                let text = S::deserialize(deserializer)?;
                #name::parse(text).map_err(<D::Error as #serde::de::Error>::custom)
            }
        }
    }
}

/// `JsonSchema`, through the facade's `schemars` (its `schemars`
/// feature): the schema of the kind and the type's constraints, a
/// definition of its own, named after the type.
fn schemars_impl(name: &Ident, core: &TokenStream, kind_type: &Ident) -> TokenStream {
    let schemars = quote!(#core::schemars);
    let name_text = name.to_string();
    quote! {
        impl<S> #schemars::JsonSchema for #name<S> {
            fn schema_name() -> #core::Cow<'static, str> {
                #core::Cow::Borrowed(#name_text)
            }

            fn schema_id() -> #core::Cow<'static, str> {
                #core::Cow::Borrowed(::core::concat!(::core::module_path!(), "::", #name_text))
            }

            fn json_schema(_: &mut #schemars::SchemaGenerator) -> #schemars::Schema {
                #core::schema_with_constraints::<#core::kind::#kind_type>(&Self::CONSTRAINTS)
            }
        }
    }
}

/// The standard traits of the type `name` wrapping `Ri<kind, S>`.
fn trait_impls(name: &Ident, core: &TokenStream, kind_type: &Ident) -> TokenStream {
    let name_text = name.to_string();
    quote! {
    impl<S> ::core::ops::Deref for #name<S> {
        type Target = #core::Ri<#core::kind::#kind_type, S>;

        fn deref(&self) -> &Self::Target {
            &self.0
        }
    }

    impl<S: ::core::ops::Deref<Target = str>> ::core::fmt::Debug for #name<S> {
        fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
            let text: &str = ::core::convert::AsRef::as_ref(&self.0);
            f.debug_tuple(#name_text).field(&text).finish()
        }
    }

    impl<S: ::core::ops::Deref<Target = str>> ::core::fmt::Display for #name<S> {
        fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
            ::core::fmt::Display::fmt(&self.0, f)
        }
    }

    impl<S: ::core::ops::Deref<Target = str>> ::core::hash::Hash for #name<S> {
        fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
            ::core::hash::Hash::hash(&self.0, state);
        }
    }

    impl<S: ::core::ops::Deref<Target = str>> ::core::convert::AsRef<str> for #name<S> {
        fn as_ref(&self) -> &str {
            ::core::convert::AsRef::as_ref(&self.0)
        }
    }

    impl<S> ::core::str::FromStr for #name<S>
    where
        S: ::core::ops::Deref<Target = str> + for<'x> ::core::convert::From<&'x str>,
    {
        type Err = constraints::TypeError;

        fn from_str(text: &str) -> ::core::result::Result<Self, constraints::TypeError> {
            #name::parse(S::from(text))
        }
    }

    impl<'a> ::core::convert::TryFrom<&'a str> for #name<&'a str> {
        type Error = constraints::TypeError;

        fn try_from(text: &'a str) -> ::core::result::Result<Self, constraints::TypeError> {
            #name::parse(text)
        }
    }

    impl ::core::convert::TryFrom<#core::String> for #name<#core::String> {
        type Error = constraints::TypeError;

        fn try_from(text: #core::String) -> ::core::result::Result<Self, constraints::TypeError> {
            #name::parse(text)
        }
    }
    }
}
