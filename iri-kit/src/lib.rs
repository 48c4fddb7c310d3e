//! Internationalized Resource Identifiers (RFC 3987 and its 3987bis draft,
//! on RFC 3986) in one dependency: the run-time API of `iri-core` —
//! parsing, O(1) components, resolution, normalization, conversions, file
//! paths, building — and, with the default `macros` feature, the
//! `iri-macros` literals, checked while your crate compiles; with the
//! `check` feature, the checker at run time (`iri-checker`, as
//! `iri_kit::check`); with `template`, URI Templates (`iri-template`, as
//! `iri_kit::template`).
//!
//! ```toml
//! [dependencies]
//! iri-kit = "0.1"
//! ```
//!
//! Every example in these pages, those of the items re-exported from the
//! other crates included, is written for a crate that depends on `iri-kit`
//! alone. Each name has one path: the values and the grammar at the root,
//! the findings model in [`diagnostic`] (`Code`, `Level`, `Finding`,
//! `Fix`, …; [`ParseError`], [`ErrorKind`] and [`Component`] at the root),
//! the checker in `check`, templates in `template`.
//!
//! # Common tasks
//!
//! **Parse user input**, with `?` into your own error type: a
//! [`ParseError`] says what is wrong, where, and how to fix it.
//!
//! ```
//! use iri_kit::{Iri, ParseError};
//!
//! #[derive(Debug)]
//! enum ConfigError {
//!     Endpoint(ParseError),
//! }
//!
//! impl From<ParseError> for ConfigError {
//!     fn from(err: ParseError) -> Self {
//!         ConfigError::Endpoint(err)
//!     }
//! }
//!
//! fn endpoint(text: &str) -> Result<Iri<String>, ConfigError> {
//!     Ok(Iri::parse(text.to_owned())?)
//! }
//!
//! assert_eq!(endpoint("https://例え.jp/api").unwrap().host(), Some("例え.jp"));
//! let ConfigError::Endpoint(err) = endpoint("https://example.org/a b").unwrap_err();
//! assert_eq!(err.to_string(), "invalid character ' ' (U+0020) in path at byte 21");
//! ```
//!
//! **Read components**: each in O(1), as written (nothing is lowercased
//! or decoded behind your back).
//!
//! ```
//! use iri_kit::Iri;
//!
//! let iri = Iri::parse("https://user@例え.jp:8443/パス/a?q=1#top").unwrap();
//! assert_eq!(iri.scheme(), "https");
//! assert_eq!(iri.userinfo(), Some("user"));
//! assert_eq!(iri.host(), Some("例え.jp"));
//! assert_eq!(iri.port_number(), Some(8443));
//! assert_eq!(iri.path(), "/パス/a");
//! assert_eq!(iri.path_segments().collect::<Vec<_>>(), ["パス", "a"]);
//! assert_eq!(iri.query(), Some("q=1"));
//! assert_eq!(iri.fragment(), Some("top"));
//! ```
//!
//! **Resolve a reference** against a base (RFC 3986 section 5.2), and back
//! ([`relativize`](Iri::relativize)).
//!
//! ```
//! use iri_kit::{Iri, IriRef};
//!
//! let base = Iri::parse("https://example.org/docs/guide/").unwrap();
//! let page = base.resolve(&IriRef::parse("../api?v=2").unwrap());
//! assert_eq!(page, "https://example.org/docs/api?v=2");
//! assert_eq!(base.resolve_str("#top").unwrap(), "https://example.org/docs/guide/#top");
//! assert_eq!(base.relativize(&page).unwrap(), "../api?v=2");
//! ```
//!
//! **Normalize and compare**: the values compare as the strings they are
//! (RFC 3987 section 5.3.1); [`normalize`](Iri::normalize) applies RFC
//! 3986 section 6.2.2's syntax-based normalization, the same under every
//! feature set, and [`is_equivalent`](Iri::is_equivalent) compares the
//! normal forms ([`normalize`](mod@normalize) has the steps one by one,
//! scheme-based ones and NFC among them, for `normalize_with`).
//!
//! ```
//! use iri_kit::Iri;
//!
//! let a = Iri::parse("HTTP://Example.org/%7euser/./a").unwrap();
//! let b = Iri::parse("http://example.org/~user/a").unwrap();
//! assert_ne!(a, b);
//! assert!(a.is_equivalent(&b));
//! assert_eq!(a.normalize(), "http://example.org/~user/a");
//! ```
//!
//! **IRI to URI and back** (RFC 3987 sections 3.1 and 3.2): `to_uri`
//! percent-encodes every non-ASCII character, the host's included (with
//! the `idna` feature, `to_uri_idna` writes a registered name in its
//! `xn--` form instead); `to_iri` decodes what an IRI may hold as it is.
//!
//! ```
//! use iri_kit::Iri;
//!
//! let iri = Iri::parse("https://例え.jp/パス?q=é").unwrap();
//! let uri = iri.to_uri();
//! assert_eq!(uri, "https://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9?q=%C3%A9");
//! assert_eq!(uri.to_iri().as_str(), iri.as_str());
//! // With the `idna` feature, the host in its IDNA form:
//! # #[cfg(feature = "idna")]
//! assert_eq!(iri.to_uri_idna().unwrap(), "https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?q=%C3%A9");
//! ```
//!
//! **Serde** (feature `serde`): a value is its string, parsed when read.
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! use iri_kit::Iri;
//!
//! #[derive(serde::Deserialize)]
//! struct Link {
//!     href: Iri<String>,
//! }
//!
//! let link: Link = serde_json::from_str(r#"{ "href": "https://example.org/ü" }"#).unwrap();
//! assert_eq!(link.href.path(), "/ü");
//! assert!(serde_json::from_str::<Link>(r#"{ "href": "no scheme" }"#).is_err());
//! # }
//! ```
//!
//! **A literal checked at compile time** ([`iri!`], [`iri_ref!`], [`uri!`],
//! [`uri_ref!`]): a bad literal is a compile error with a caret and a fix,
//! and a good one a `const` value whose components are `&'static str`.
//!
//! ```
//! use iri_kit::{iri, Iri};
//!
//! const HOME: Iri<&str> = iri!("https://example.org/docs?lang=en");
//! const HOST: Option<&str> = HOME.host();
//! assert_eq!(HOST, Some("example.org"));
//! ```
//!
//! **A static type** ([`iri_type!`]): a newtype with constraints, checked
//! at each literal of its macro while compiling, and by its `parse` at run
//! time.
//!
//! ```
//! # // Named, so that rustdoc adds no private `extern crate iri_kit;`,
//! # // which the expansion's `pub use` could not re-export.
//! # extern crate iri_kit as _;
//! iri_kit::iri_type! {
//!     /// An endpoint of the API: `https`, under `/v1/`.
//!     pub struct ApiUrl: Uri;
//!     macro api_url;
//!     schemes = ["https"],
//!     path_prefix = "/v1/",
//! }
//!
//! fn main() {
//!     const USERS: ApiUrl = api_url!("https://api.example.org/v1/users");
//!     assert_eq!(USERS.path(), "/v1/users");
//!     assert!(ApiUrl::try_from("https://api.example.org/v2/users").is_err());
//! }
//! ```
//!
//! **The checker with a policy** (feature `check`): what the
//! specifications say beyond the grammar, as findings with a code and a
//! level that a policy sets; `parse_with` refuses what the policy makes an
//! error.
//!
//! ```
//! # #[cfg(feature = "check")] {
//! use iri_kit::check::{CheckExt, Policy};
//! use iri_kit::diagnostic::{Code, Level};
//! use iri_kit::{ErrorKind, Iri};
//!
//! let iri = Iri::parse("https://EXAMPLE.org/").unwrap();
//! let report = iri.check(&Policy::STRICT);
//! assert_eq!(report.findings()[0].code(), Code::FormHostCase);
//! assert_eq!(Policy::DEFAULT.level(Code::FormHostCase), Level::Advice);
//!
//! let policy: Policy = r#"deny = ["form"]"#.parse().unwrap();
//! let err = Iri::parse_with("https://EXAMPLE.org/", &policy).unwrap_err();
//! assert_eq!(err.kind(), ErrorKind::Rule(Code::FormHostCase));
//! # }
//! ```
//!
//! **A template** (feature `template`, RFC 6570): each value encoded for
//! where it stands, so that no value adds a segment, a parameter or a
//! fragment; [`iri_format!`] checks the template while compiling.
//!
//! ```
//! # #[cfg(feature = "template")] {
//! use iri_kit::template::Template;
//!
//! let template = Template::parse("https://api.example.org/users/{user}{?page}").unwrap();
//! let iri = template.expand_iri(&[("user", "a/b"), ("page", "2")]).unwrap();
//! assert_eq!(iri, "https://api.example.org/users/a%2Fb?page=2");
//! # }
//! ```
//!
//! # Coming from another crate
//!
//! | `url` | oxiri | fluent-uri | static-iref | here |
//! | --- | --- | --- | --- | --- |
//! | `Url::parse(s)?` | `Iri::parse(s)?` | `Uri::parse(s)?` | | [`Iri::parse`]`(s)?` ([`IriRef`], [`Uri`], [`UriRef`] alike) |
//! | `url.host_str()` | `iri.authority()` (the whole authority) | `uri.authority()?.host()` | | `iri.host()` |
//! | `url.port_or_known_default()` | | `uri.authority()?.port_to_u16()` | | `iri.port_number()`; the scheme's default: [`normalize::default_port`] |
//! | `url.path_segments()` | | `uri.path().segments_if_absolute()` | | `iri.path_segments()` |
//! | `url.query_pairs()` | | | | `iri.query_pairs_decoded()`; `iri.query_pairs()` gives each pair raw or decoded |
//! | `base.join(s)?` | `base.resolve(s)?` | `r.resolve_against(&base)?` | | `base.resolve_str(s)?`, `base.resolve(&r)` |
//! | | `base.relativize(&iri)?` | | | `base.relativize(&iri)?` |
//! | | | `uri.normalize()` | | `iri.normalize()` |
//! | `url == other` | `iri == other` | `a == b` | | `a.is_equivalent(&b)` (`==` compares the strings) |
//! | `Url::from_file_path(p)` | | | | `Iri::from_file_path(p)` |
//! | | | `iri.to_uri()` | | `iri.to_uri()`, `uri.to_iri()` |
//! | | | | `iri!("…")`, `iriref!("…")` | [`iri!`]`("…")`, [`iri_ref!`]`("…")` |
//!
//! Where the behaviour differs:
//!
//! - `url` implements the WHATWG URL Standard: it rewrites what it parses
//!   (lowercases and punycodes hosts, removes dot segments, adds `/`), so
//!   `Url::parse(s)?.as_str()` may not be `s`. Here a value keeps its text
//!   and `normalize` is a step you take; the checker's `whatwg` group says
//!   where a browser reads a valid IRI differently.
//! - A non-ASCII host: `to_uri` percent-encodes it, as RFC 3987 section
//!   3.1 allows (`https://%E4%BE%8B%E3%81%88.jp/`); with the `idna`
//!   feature, `to_uri_idna` writes its IDNA form (`https://xn--r8jz45g.jp/`),
//!   which is what `url` writes.
//! - `resolve` never fails: a base of the absolute kinds is known good, so
//!   only `resolve_str`, which parses, returns a `Result`.
//! - The macros check a literal while your crate compiles, as static-iref
//!   does, and give the value its component table ready-made.
//!
//! The macros ([`iri!`], [`iri_ref!`], [`uri!`], [`uri_ref!`],
//! [`iri_type!`], [`vocabulary!`], [`iri_template!`], [`iri_format!`]) are
//! `iri-macros`', and their expansions name this crate only. A library that
//! re-exports this crate under another path passes it to the literal macros
//! with `crate = path`: `iri!(crate = my_lib::iri_kit, "…")`.
//!
//! # Cargo features
//!
//! - `macros` (default): the macros above.
//! - `template`: URI Templates (RFC 6570) at run time, in `template`
//!   (`iri-template`'s API), and the values that `iri_template!` and
//!   `iri_format!` make: those two macros need it. Without it, the macros
//!   still check templates while your crate compiles, but say that the
//!   feature is needed for the value.
//! - `check`: the checker at run time, in `check`: `check::check`,
//!   `check::Policy`, `check::Report`, and `check::CheckExt`, whose
//!   `parse_with` and `check` are methods of the IRI types once it is in
//!   scope. A static type whose declaration sets a policy
//!   (`iri_type!(… policy = "…")`) applies it at run time, so it needs this
//!   feature too. Without it there is no `check` module (the findings
//!   model is in `diagnostic` either way), and the macros still run the
//!   whole checker while your crate compiles.
//! - `std` (default): the standard library, for the API that needs it (file
//!   paths, `http`); without it the crate is `no_std` with `alloc`.
//! - `nfc` (default), `bidi` (default), `security`: the Unicode data of the
//!   checker's character rules (and, for `nfc`, the NFC normalization step).
//! - `idna`: IDNA for hosts (`to_uri_idna`, `to_iri_idna`) and the
//!   checker's host rules.
//! - `serde`: `Serialize` and `Deserialize` for the IRI types, and for the
//!   static IRI types that `iri_type!` declares with `serde;`; with
//!   `check` too, deserializing under a policy of your choice, refusing
//!   findings from a level of your choice (`check::serde`).
//! - `url`, `http`: conversions to and from `url::Url` and `http::Uri`.
//! - `vocabulary-files`: `vocabulary!(… from "file")`, the terms of a
//!   vocabulary read from its own Turtle, `TriG`, N-Triples, N-Quads,
//!   RDF/XML or JSON-LD file while your crate compiles (Oxigraph's parsers,
//!   for the compiler only).
//! - `oxrdf`, `sophia`: the RDF crates' IRI types from this crate's values
//!   (module `rdf`): oxrdf's `NamedNodeRef` and Sophia's `sophia_iri::Iri`
//!   and `IriRef` by `const fn`s, so that a macro's value or a
//!   `vocabulary!` term is one in a `const` item.
//! - `schemars`: `JsonSchema` for the IRI types (`format` `iri`,
//!   `iri-reference`, `uri`, `uri-reference`), and for the static types
//!   `iri_type!` declares with `schemars;` (their constraints as patterns).
//! - `sqlx-postgres`, `sqlx-sqlite`, `postgres-types`: the IRI types as
//!   text in sqlx's Postgres and SQLite and in `tokio-postgres`/`postgres`,
//!   read back with their parse (and for the static types `iri_type!`
//!   declares with `sql;`, with their constraints).
//! - `arbitrary`, `proptest`: generators of valid values of each kind, and
//!   of a static type's values.
//!
//! The integrations are in `iri_kit::integrations`, with their features.
//!
//! The checker's features go to the macros and the run-time checker alike,
//! so that a literal is checked as `CheckExt::check` checks text in the
//! same build. What each
//! costs is in the repository's README.
#![no_std]

#[doc(inline)]
pub use iri_core::*;

#[cfg(feature = "macros")]
pub use iri_macros::{iri, iri_format, iri_ref, iri_template, iri_type, uri, uri_ref, vocabulary};

/// URI Templates (RFC 6570) that expand to IRIs, with the `template`
/// feature: `iri-template`'s API.
#[cfg(feature = "template")]
#[doc(inline)]
pub use iri_template as template;

/// The checker, with the `check` feature: what the specifications say
/// beyond the grammar, as findings with a code, a level set by a policy,
/// and a fix where one is mechanical (`iri-checker`'s API).
///
/// The findings it reports ([`Code`](crate::diagnostic::Code),
/// [`Level`](crate::diagnostic::Level),
/// [`Finding`](crate::diagnostic::Finding), [`Fix`](crate::diagnostic::Fix),
/// …) are the model that parsing errors share, in
/// [`diagnostic`]: each name has that one path.
///
/// ```
/// use iri_kit::check::{CheckExt, Policy};
/// use iri_kit::diagnostic::Code;
/// use iri_kit::Iri;
///
/// let iri = Iri::parse("https://EXAMPLE.org/").unwrap();
/// let report = iri.check(&Policy::STRICT);
/// assert_eq!(report.findings()[0].code(), Code::FormHostCase);
/// ```
#[cfg(feature = "check")]
pub mod check {
    #[doc(inline)]
    pub use iri_checker::{
        AnnotatedReport, CheckExt, FixRule, Place, Plan, Policy, PolicyCall, PolicyError, Preset,
        Report, Withheld, advise_compile_time, check,
    };

    /// Deserializing under a policy, with the `serde` feature too.
    #[cfg(feature = "serde")]
    #[doc(inline)]
    pub use iri_checker::serde;
}

// The expansions' module, named after the package version (`v0_1_0`): the
// items of `iri-core`'s, and the checker where the `check` feature gives
// it. Not public API.
#[doc(hidden)]
pub mod __private {
    pub use iri_core::__private::*;

    /// The items the expansions name, under the version's name
    /// ([`iri_core::__private::MODULE`]; a test ties the two).
    pub mod v0_1_0 {
        pub use iri_core::__private::v0_1_0::*;

        /// The checker, for the static types whose declaration sets a
        /// policy.
        #[cfg(feature = "check")]
        pub use iri_checker as checker;

        /// Without the `template` feature, names that let the macros'
        /// expansions resolve, so that `require_template` is the one
        /// error the build reports.
        #[cfg(not(feature = "template"))]
        pub use crate::template_stand_ins::*;
        /// The template types and helpers, for `iri_template!` and
        /// `iri_format!`.
        #[cfg(feature = "template")]
        pub use iri_template::__expansions::*;

        pub use crate::__iri_kit_if_checker as if_checker;
        pub use crate::__iri_kit_require_checker as require_checker;
        pub use crate::__iri_kit_require_template as require_template;
    }
}

/// The first tokens given where this crate has its `check` feature, the
/// second otherwise: the checker-only parts of the expansions (a static
/// type's `policy()`, and its `parse` under a policy).
#[cfg(feature = "check")]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_kit_if_checker {
    ({ $($with:tt)* } else { $($without:tt)* }) => { $($with)* };
}

/// The second tokens given: this crate lacks its `check` feature.
#[cfg(not(feature = "check"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_kit_if_checker {
    ({ $($with:tt)* } else { $($without:tt)* }) => { $($without)* };
}

/// Nothing where this crate has its `check` feature; a compile error
/// otherwise, naming the static type that needs it.
#[cfg(feature = "check")]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_kit_require_checker {
    ($name:literal) => {};
}

/// A compile error naming the static type that needs the `check` feature.
#[cfg(not(feature = "check"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_kit_require_checker {
    ($name:literal) => {
        ::core::compile_error!(::core::concat!(
            "the static IRI type `",
            $name,
            "` sets a policy, which its values' `parse` applies at run time: turn on the `check` feature of `iri-kit`"
        ));
    };
}

/// What the expansions of `iri_template!` and `iri_format!` name, standing
/// in for `iri-template`'s items where the `template` feature is off: the
/// build stops at `require_template`'s error, and these only keep the
/// compiler from adding an error for each name. Nothing here runs.
#[cfg(not(feature = "template"))]
mod template_stand_ins {
    use core::marker::PhantomData;

    /// Stands in for the template type.
    pub struct Template<'t>(PhantomData<&'t ()>);

    impl<'t> Template<'t> {
        /// Stands in for the constructor of compiled templates.
        #[must_use]
        pub const fn from_compiled(_: &'t str, _: &'t [u8]) -> Template<'t> {
            Template(PhantomData)
        }
    }

    /// Stands in for a value's shape.
    pub struct Shape<'a>(PhantomData<&'a ()>);

    /// Stands in for the values' trait: every type has it.
    pub trait Value {
        /// Stands in for a value's shape.
        fn shape(&self) -> Shape<'_> {
            Shape(PhantomData)
        }
    }

    impl<T: ?Sized> Value for T {}

    /// Stands in for an expansion that cannot fail.
    pub struct Impossible;

    /// Stands in for an expansion that may fail.
    pub struct Possible;

    /// Stands in for the union of two possibilities.
    #[must_use]
    pub const fn template_or<A, B>(_: PhantomData<A>, _: PhantomData<B>) -> PhantomData<A> {
        PhantomData
    }

    /// Stands in for what a value's type says about dot segments.
    #[must_use]
    pub const fn template_dot<V: ?Sized>(_: &V) -> PhantomData<Possible> {
        PhantomData
    }

    /// Stands in for the expansion by index to an `Iri`.
    pub fn template_iri(_: &Template<'_>, _: &[Shape<'_>]) {}

    /// Stands in for the expansion by index to an `IriRef`.
    pub fn template_iri_ref(_: &Template<'_>, _: &[Shape<'_>]) {}

    /// Stands in for the value of `iri_format!`: never reached, the build
    /// having stopped.
    #[must_use]
    pub fn template_output<P, T>(_: PhantomData<P>, (): ()) -> T {
        unreachable!("the build stops at `require_template` without the `template` feature")
    }
}

/// Nothing where this crate has its `template` feature: `iri_template!`
/// and `iri_format!` make its types.
#[cfg(feature = "template")]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_kit_require_template {
    ($macro:literal) => {};
}

/// A compile error naming the macro that needs the `template` feature.
#[cfg(not(feature = "template"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_kit_require_template {
    ($macro:literal) => {
        ::core::compile_error!(::core::concat!(
            "`",
            $macro,
            "!` makes a URI Template, whose types are in the `template` feature of `iri-kit`: turn it on"
        ));
    };
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_expansions_module_is_core_s() {
        assert_eq!(iri_core::__private::MODULE, "v0_1_0");
    }
}
