//! Internationalized Resource Identifiers (RFC 3987 and its 3987bis draft,
//! on RFC 3986) in one dependency: the run-time API of `iri-core` —
//! parsing, O(1) components, resolution, normalization, conversions, file
//! paths, building — and, with the default `macros` feature, the
//! `iri-macros` literals, checked while your crate compiles; with the
//! `check` feature, the checker at run time (`iri-checker`, as
//! [`check`]).
//!
//! ```toml
//! [dependencies]
//! iri-kit = "0.1"
//! ```
//!
//! ```
//! use iri_kit::{iri, Iri};
//!
//! // Checked at compile time; a bad literal is a compile error with a caret and a fix.
//! const HOME: Iri<&str> = iri!("https://example.org/docs?lang=en");
//! // Every accessor of a literal gives slices of the literal, in `const` context too.
//! const HOST: Option<&str> = HOME.host();
//!
//! assert_eq!(HOST, Some("example.org"));
//! assert_eq!(HOME.query(), Some("lang=en"));
//!
//! // Text known at run time: the same parser, the same types.
//! let iri = Iri::parse("https://例え.jp:8443/パス?q=1#top").unwrap();
//! assert_eq!(iri.host(), Some("例え.jp"));
//! assert_eq!(iri.port_number(), Some(8443));
//! ```
//!
//! Everything below is `iri-core`'s, re-exported as it is, but [`check`],
//! which adds `iri-checker`'s API with the `check` feature; the macros
//! ([`iri!`], [`iri_ref!`], [`uri!`], [`uri_ref!`], [`iri_type!`],
//! [`vocabulary!`], [`iri_template!`], [`iri_format!`]) are `iri-macros`', and
//! their expansions name this crate
//! only, so that a crate using them depends on `iri-kit` alone. A library
//! that re-exports this crate under another path passes it to the literal
//! macros with `crate = path`: `iri!(crate = my_lib::iri_kit, "…")`.
//!
//! # Cargo features
//!
//! - `macros` (default): the macros above.
//! - `template`: URI Templates (RFC 6570) at run time, in `template`
//!   (`iri-template`'s API), and the values that `iri_template!` and
//!   `iri_format!` make: those two macros need it. Without it, the macros
//!   still check templates while your crate compiles, but say that the
//!   feature is needed for the value.
//! - `check`: the checker at run time, in [`check`]: `check::check`,
//!   `check::Policy`, `check::Report`, and `check::CheckExt`, whose
//!   `parse_with` and `check` are methods of the IRI types once it is in
//!   scope. A static type whose declaration sets a policy
//!   (`iri_type!(… policy = "…")`) applies it at run time, so it needs this
//!   feature too. Without it, `check` holds the findings model only, and
//!   the macros still run the whole checker while your crate compiles.
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
/// …) are the model that parsing errors share, in [`diagnostic`]: each name
/// has that one path.
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
    pub use iri_checker::{AnnotatedReport, CheckExt, Policy, PolicyError, Preset, Report, check};

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
