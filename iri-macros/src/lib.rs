//! Compile-time checked IRI literals: [`iri!`], [`iri_ref!`], [`uri!`] and
//! [`uri_ref!`], with [`iri_type!`] and [`vocabulary!`].
//!
//! Use them through the facade crate, `iri-kit`, which re-exports them with
//! its default `macros` feature beside the run-time API of `iri-core`: the
//! expansions name `::iri_kit` (its private module for this release,
//! `iri_kit::__private::v0_1_0`), so a crate using them depends on
//! `iri-kit` alone.
//!
//! ```toml
//! [dependencies]
//! iri-kit = "0.1"
//! ```
//!
//! Each macro runs the `iri-core` parser on a string literal while your crate
//! compiles. A valid literal becomes a `const` value of the [`Iri`],
//! [`IriRef`], [`Uri`] or [`UriRef`] type with its component table already
//! computed, so no parsing happens at run time, and its accessors give
//! slices of the literal (`&'static str`), in `const` context too. An invalid
//! literal is a compile error that names the component, the character and
//! its byte offset, draws the literal with a caret under the problem, and
//! suggests a fix. The macros have no rule of their own: `iri-core` is the
//! only home of the grammar, and everything else (resolution,
//! normalization, conversions) is there.
//!
//! ```
//! use iri_kit::{iri, Iri};
//!
//! const HOME: Iri<&str> = iri!("https://example.org/docs?lang=en");
//! // Every component, in `const` context too, borrowed from the literal.
//! const HOST: Option<&str> = HOME.host();
//! const TEXT: &str = HOME.as_str();
//! assert_eq!(HOST, Some("example.org"));
//! assert_eq!(HOME.query(), Some("lang=en"));
//!
//! fn path() -> &'static str {
//!     iri!("https://example.org/a/b").path()
//! }
//! assert_eq!(path(), "/a/b");
//! # assert_eq!(TEXT, "https://example.org/docs?lang=en");
//! ```
//!
//! # The checker at compile time
//!
//! Each literal is checked by `iri_kit::check` under a policy — the same
//! rules and codes as `Iri::check` — and every finding appears while your
//! crate compiles, at the level the policy gives it:
//!
//! - errors are compile errors (the grammar, and by default the bidi
//!   formatting characters that RFC 3987 section 4.1 forbids);
//! - warnings are compiler warnings at the literal, with the code, the
//!   rule, a caret line, the help and the fix. Stable Rust has no warning
//!   API for macros: the expansion uses a constant marked `#[deprecated]`
//!   whose note is the finding, so the warning is the `deprecated` lint's —
//!   `#[allow(deprecated)]` silences it and `#![deny(warnings)]` makes it an
//!   error, like any lint;
//! - advice (preferred forms such as `https://api.example.org` without its
//!   final `/`) is quiet: a call or the crate's table that wants it raises
//!   it with `warn(…)`, `deny(…)` or `strict`.
//!
//! `iri!("Https://example.org/", warn(form-scheme-case))` under
//! `#![deny(warnings)]` gives
//! (`ui-tests/tests/fail/check/warn_option.stderr`):
//!
//! ```text
//! error: use of deprecated constant `HOME::iri_warning`: uppercase letters in the scheme
//!          | Https://example.org/
//!          | ^^^^^ byte 0
//!          = note: schemes are case-insensitive and lowercase is the canonical form (form-scheme-case, RFC 3986 sections 3.1 and 6.2.2.1)
//!          = help: write the scheme in lowercase
//!          = fix: replace `Https` with `https`
//!          = note: `allow(form-scheme-case)` in the call or in `[package.metadata.iri]` silences it
//!  --> tests/fail/check/warn_option.rs:6:39
//!   |
//! 6 | const HOME: iri_kit::Iri<&str> = iri!("Https://example.org/", warn(form-scheme-case));
//!   |                                       ^^^^^^^^^^^^^^^^^^^^^^
//!   |
//! note: the lint level is defined here
//!  --> tests/fail/check/warn_option.rs:2:9
//!   |
//! 2 | #![deny(warnings)]
//!   |         ^^^^^^^^
//!   = note: `#[deny(deprecated)]` implied by `#[deny(warnings)]`
//! ```
//!
//! ## Per call
//!
//! After (or before) the literal, in any order: `allow(…)`, `advise(…)`,
//! `warn(…)` and `deny(…)` set the level of codes or groups, written bare
//! (`form-scheme-case`) or quoted; `strict` starts from the strict preset
//! (every finding an error). An unknown name is an error that suggests the
//! closest one.
//!
//! ```
//! use iri_kit::{iri, Iri};
//!
//! const LEGACY: Iri<&str> = iri!("HTTP://example.org/", allow(form-scheme-case));
//! const MINTED: Iri<&str> = iri!("https://example.org/id/1", strict);
//! # assert_eq!(LEGACY.scheme(), "HTTP");
//! # assert_eq!(MINTED.scheme(), "https");
//! ```
//!
//! ## Per crate and per workspace
//!
//! A policy in the checker's text form (see `iri_kit::check::Policy`) under
//! `[package.metadata.iri]` in the crate's `Cargo.toml`, and under
//! `[workspace.metadata.iri]` in the workspace root's, governs every call of
//! the crate; the command-line checker reads the same tables. The workspace
//! table applies first, then the crate's, then the call's options. The
//! tables may take any form TOML allows: a header, an inline
//! `iri = { … }` under `[package.metadata]`, dotted keys
//! (`metadata.iri.deny = […]` under `[package]`), quoted keys.
//!
//! ```toml
//! [package.metadata.iri]
//! preset = "rdf"
//! deny = ["form"]
//! allow = ["scheme-unregistered"]
//! ```
//!
//! The table's `calls` key (the crate's own functions that take an IRI,
//! which `iri-check` reads in Rust source) is checked with the rest and
//! used by no macro.
//!
//! The manifests are read when the first literal of the crate expands; that
//! expansion names them in an `include_bytes!`, so the compiler lists them
//! among the crate's inputs and cargo rebuilds the crate when they change
//! (cargo itself does not rebuild on a metadata change). A malformed table is
//! a compile error at every literal, naming the manifest, the key, the line
//! and the column: `invalid policy in `package.metadata.iri.deny` of
//! /path/Cargo.toml:12:9: unknown code or group `hots`; did you mean
//! `host`?`; a process that stays (rust-analyzer's) reads a manifest again
//! when it changes. A crate without a table pays nothing beyond the reading
//! of its manifest once per build (at each literal while the manifest is
//! less than two seconds old: an edit within the file system's clock tick
//! leaves its time as it was).
//!
//! # Composition
//!
//! - `concat!` and `env!` in the argument, nested as the compiler allows,
//!   are evaluated by the macro and the result is checked; an error points
//!   at the piece it is in. The expansion names each `env!` variable again,
//!   so that a change of the variable rebuilds the crate.
//! - `base = "…"` resolves the literal against a base (RFC 3986 section 5.2,
//!   by `iri-core`'s resolution) while compiling: the value is the result,
//!   with its table.
//! - `uri!(from_iri, "…")` and `uri_ref!(from_iri, "…")` take an IRI literal
//!   and give its URI, percent-encoded by `iri-core`'s `to_uri`.
//!
//! ```
//! use iri_kit::{iri, uri, Iri, Uri};
//!
//! const API: Iri<&str> = iri!(concat!("https://", "api.example.org", "/v1/"));
//! const UP: Iri<&str> = iri!(base = "http://example.org/a/b/c", "../d");
//! const ASCII: Uri<&str> = uri!(from_iri, "https://例え.jp/パス");
//! assert_eq!(UP, "http://example.org/a/d");
//! assert_eq!(ASCII, "https://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9");
//! # assert_eq!(API.path(), "/v1/");
//! ```
//!
//! # Patterns
//!
//! The values compare structurally (`Ri` derives its equality, which is
//! string equality), so constants made by the macros serve as `match`
//! patterns:
//!
//! ```
//! use iri_kit::{iri, Iri};
//!
//! const HOME: Iri<&str> = iri!("https://example.org/");
//!
//! fn is_home(iri: Iri<&str>) -> bool {
//!     matches!(iri, HOME)
//! }
//! assert!(is_home(Iri::parse("https://example.org/").unwrap()));
//! ```
//!
//! # Templates
//!
//! [`iri_template!`] checks an RFC 6570 URI Template while your crate
//! compiles and makes a `const` `Template`; [`iri_format!`] expands one
//! with values, `format!`-style, each value encoded for its position, and
//! returns the typed IRI where the template and the values' types
//! guarantee it, a `Result` otherwise. The template's rules and its
//! analysis are `iri-template`'s.
//!
//! # Static IRI types and vocabularies
//!
//! [`iri_type!`] declares a library's own IRI type with constraints and a
//! policy, and a macro through which its users write checked literals of the
//! type; [`vocabulary!`] declares the terms of a namespace as checked
//! constants.
//!
//! A library that re-exports `iri-kit` under another path passes it with
//! `crate =`: `iri!(crate = my_lib::iri_kit, "https://example.org/")`. (The
//! path names any crate or module that has the private module of this
//! release: `iri_core` itself too, for a crate depending on `iri-core` and
//! `iri-macros` directly.)
//!
//! # Features and build settings
//!
//! The macros report what `Iri::check` reports in the same build: the
//! facade turns on the same features here as in `iri-core` (without it,
//! this crate has `nfc` and `bidi` by default, as `iri-core`):
//!
//! - `nfc` (default): `iri-core`'s `nfc`, for the checker's NFC rules.
//! - `bidi` (default): `iri-core`'s `bidi`, for the bidi component rules
//!   (`bidi-mixed`, `bidi-edges`).
//! - `security`: `iri-core`'s `security`, for the script and confusable
//!   rules (`unicode-mixed-script`, `unicode-confusable`).
//! - `idna`: `iri-core`'s `idna`, for the host rules that need IDNA.
//!
//! The crate depends on `iri-core`, `iri-checker` and `iri-template`, and
//! on `proc-macro2` and `quote` for reading the arguments and writing the
//! expansion (it reads its arguments itself, without `syn`). Its minimum
//! supported Rust version is 1.88, as for `iri-core`.
//!
//! On a nightly compiler, the build script turns on the narrowing of an
//! error's underline from the whole literal to the offending character
//! (`proc_macro::Literal::subspan`, unstable). Set the environment variable
//! `IRI_MACROS_NO_SUBSPAN` (to any value) while building to keep the whole
//! literal, as on stable: this workspace's compile-fail tests do, so that
//! their expected output holds on every toolchain.
//!
//! [`Iri`]: https://docs.rs/iri-kit/latest/iri_kit/type.Iri.html
//! [`IriRef`]: https://docs.rs/iri-kit/latest/iri_kit/type.IriRef.html
//! [`Uri`]: https://docs.rs/iri-kit/latest/iri_kit/type.Uri.html
//! [`UriRef`]: https://docs.rs/iri-kit/latest/iri_kit/type.UriRef.html
#![cfg_attr(iri_macros_subspan, feature(proc_macro_span))]

extern crate proc_macro;

mod args;
mod call_policy;
mod cursor;
mod emit;
mod error;
mod expand;
mod flavor;
mod input;
mod items;
mod literal;
mod manifest;
mod message;
mod number;
mod path;
mod template;
#[cfg(test)]
mod test_rng;
mod text;
mod type_decl;
mod type_spec;
mod vocab;
#[cfg(feature = "vocabulary-files")]
mod vocab_file;
#[cfg(feature = "vocabulary-files")]
mod vocab_name;

use proc_macro::TokenStream;

use crate::flavor::Flavor;

/// An absolute IRI (`IRI`: a scheme is required, a fragment allowed),
/// checked at compile time; expands to a `const` `iri_kit::Iri<&'static str>`.
///
/// ```
/// use iri_kit::{iri, Iri};
///
/// const HOME: Iri<&str> = iri!("https://例え.jp/パス?q=1#top");
/// const HOST: Option<&str> = HOME.components().host;
/// assert_eq!(HOST, Some("例え.jp"));
/// assert_eq!(HOME.scheme(), "https");
/// ```
///
/// A bad literal is a compile error:
///
/// ```compile_fail
/// use iri_kit::iri;
///
/// fn main() {
///     let _ = iri!("https://example.org/a b");
/// }
/// ```
///
/// gives (`ui-tests/tests/fail/path/space_in_path.stderr`):
///
/// ```text
/// error: invalid character ' ' (U+0020) in path
///          | https://example.org/a b
///          |                      ^ byte 21
///          = help: percent-encode it as `%20`
///  --> tests/fail/path/space_in_path.rs:4:18
///   |
/// 4 |     let _ = iri!("https://example.org/a b");
///   |                  ^^^^^^^^^^^^^^^^^^^^^^^^^
/// ```
#[proc_macro]
pub fn iri(args: TokenStream) -> TokenStream {
    expand::expand(Flavor::Iri, args)
}

/// An IRI reference (`IRI-reference`: absolute or relative), checked at
/// compile time; expands to a `const` `iri_kit::IriRef<&'static str>`.
///
/// ```
/// use iri_kit::{iri_ref, IriRef};
///
/// const UP: IriRef<&str> = iri_ref!("../été/photo.jpg");
/// assert_eq!(UP.scheme(), None);
/// assert_eq!(UP.path(), "../été/photo.jpg");
/// ```
///
/// A bad literal is a compile error:
///
/// ```compile_fail
/// use iri_kit::iri_ref;
///
/// fn main() {
///     let _ = iri_ref!("1a:b");
/// }
/// ```
///
/// gives (`ui-tests/tests/fail/path/colon_in_first_segment.stderr`):
///
/// ```text
/// error: colon ':' in path
///          | 1a:b
///          |   ^ byte 2
///          = note: the first segment of a relative path cannot hold ':', which would end a scheme
///          = help: write `./` before the segment, or percent-encode the colon as `%3A`
///  --> tests/fail/path/colon_in_first_segment.rs:4:22
///   |
/// 4 |     let _ = iri_ref!("1a:b");
///   |                      ^^^^^^
/// ```
#[proc_macro]
pub fn iri_ref(args: TokenStream) -> TokenStream {
    expand::expand(Flavor::IriRef, args)
}

/// An absolute URI (`URI`: ASCII only, a scheme is required, a fragment
/// allowed), checked at compile time; expands to a `const`
/// `iri_kit::Uri<&'static str>`.
///
/// ```
/// use iri_kit::{uri, Uri};
///
/// static API: Uri<&str> = uri!("https://[2001:db8::1]:8443/v1");
/// const PORT: Option<u16> = API.components().port_number();
/// assert_eq!(PORT, Some(8443));
/// ```
///
/// A bad literal is a compile error:
///
/// ```compile_fail
/// use iri_kit::uri;
///
/// fn main() {
///     let _ = uri!("http://example.org/café");
/// }
/// ```
///
/// gives (`ui-tests/tests/fail/path/non_ascii_in_uri.stderr`):
///
/// ```text
/// error: non-ASCII character 'é' (U+00E9) in path
///          | http://example.org/café
///          |                       ^ byte 22
///          = note: URIs are ASCII only
///          = help: percent-encode it as `%C3%A9`, or use `iri!`, which accepts non-ASCII characters
///  --> tests/fail/path/non_ascii_in_uri.rs:4:18
///   |
/// 4 |     let _ = uri!("http://example.org/café");
///   |                  ^^^^^^^^^^^^^^^^^^^^^^^^^
/// ```
#[proc_macro]
pub fn uri(args: TokenStream) -> TokenStream {
    expand::expand(Flavor::Uri, args)
}

/// A URI reference (`URI-reference`: ASCII only, absolute or relative),
/// checked at compile time; expands to a `const`
/// `iri_kit::UriRef<&'static str>`.
///
/// ```
/// use iri_kit::{uri_ref, UriRef};
///
/// const SEARCH: UriRef<&str> = uri_ref!("/search?q=caf%C3%A9");
/// assert_eq!(SEARCH.query(), Some("q=caf%C3%A9"));
/// ```
///
/// A bad literal is a compile error:
///
/// ```compile_fail
/// use iri_kit::uri_ref;
///
/// fn main() {
///     let _ = uri_ref!("/é");
/// }
/// ```
///
/// gives (`ui-tests/tests/fail/path/non_ascii_in_uri_ref.stderr`):
///
/// ```text
/// error: non-ASCII character 'é' (U+00E9) in path
///          | /é
///          |  ^ byte 1
///          = note: URIs are ASCII only
///          = help: percent-encode it as `%C3%A9`, or use `iri_ref!`, which accepts non-ASCII characters
///  --> tests/fail/path/non_ascii_in_uri_ref.rs:4:22
///   |
/// 4 |     let _ = uri_ref!("/é");
///   |                      ^^^^
/// ```
#[proc_macro]
pub fn uri_ref(args: TokenStream) -> TokenStream {
    expand::expand(Flavor::UriRef, args)
}

/// Declares a static IRI type: a newtype over `Iri`, `IriRef`, `Uri` or
/// `UriRef` with constraints and a policy, its run-time constructors, and a
/// macro for checked literals of the type.
///
/// ```
/// iri_kit::iri_type! {
///     /// An endpoint of the API: `https`, a host, no fragment, under `/v1/`.
///     pub struct ApiUrl: Uri;
///     macro api_url;
///     schemes = ["https"],
///     host = required,
///     userinfo = forbidden,
///     fragment = forbidden,
///     path_prefix = "/v1/",
///     policy = "deny = [\"form\"]",
/// }
///
/// fn main() {
///     // In the declaring crate the macro is called by its bare name, after
///     // the declaration; other crates name it by its path.
///     const USERS: ApiUrl = api_url!("https://api.example.org/v1/users");
///     // Borrowed from the literal, in `const` context too.
///     const TEXT: &str = USERS.as_str();
///     assert_eq!(TEXT, "https://api.example.org/v1/users");
///     const HOST: Option<&str> = USERS.get().host();
///     assert_eq!(HOST, Some("api.example.org"));
///     assert_eq!(USERS.path(), "/v1/users");
///     let err = ApiUrl::try_from("https://api.example.org/v2/").unwrap_err();
///     assert_eq!(
///         err.finding().message().to_string(),
///         "path not starting with the type's prefix `/v1/`",
///     );
///     assert!(err.to_string().ends_with(" at byte 23: the type's paths start with its prefix \
///         (constraint-path-prefix, the type's `path_prefix` constraint)"));
/// }
/// ```
///
/// The declaration: attributes and visibility, `struct Name: Kind;`, `macro
/// name;` (the literal macro, exported at the crate root), then optionally
/// `module = crate::path;` when the type is not declared at the crate root,
/// `crate = path;` when the crate names the facade through another path (a
/// re-export, as the literal macros' `crate = path`),
/// `serde;` for `Serialize` and `Deserialize` (with `iri-kit`'s `serde`
/// feature; the crate needs no `serde` dependency of its own),
/// `schemars;` for `JsonSchema` (with `iri-kit`'s `schemars` feature: the
/// kind's `format` and the constraints as far as JSON Schema says them,
/// `iri_kit::integrations::schemars::with_constraints`), `sql;` for the
/// database traits of the features `sqlx-postgres`, `sqlx-sqlite` and
/// `postgres-types` that are on (the value as text, read with the type's
/// `parse`), and the constraints, separated by commas:
///
/// | entry | meaning |
/// | --- | --- |
/// | `schemes = ["https", …]` | only these schemes |
/// | `host = required` / `forbidden` / `any` | a non-empty host, or none |
/// | `port = …`, `port_range = 1024..=65535` | the port's presence, and its range |
/// | `userinfo = …`, `query = …`, `fragment = …` | each component's presence |
/// | `path_prefix = "/v1/"` | the path starts with the prefix |
/// | `absolute`, `relative` | a scheme required, or forbidden |
/// | `ascii` | ASCII characters only |
/// | `policy = "…"` | the checker's policy, in its text form |
///
/// The type, `Name<S = &'static str>`, wraps the IRI value (it derefs to it)
/// and has `parse`, `FromStr`, `TryFrom<&str>`, `TryFrom<String>` (and
/// serde) which refuse what the policy makes an error and what breaks a
/// constraint (`iri_kit::constraints::TypeError`), `CONSTRAINTS`,
/// `policy()` and `into_inner`; its equality is structural, so constants
/// of the type are patterns. With `&'a str` storage (its literals), `as_str`
/// and `get` (the wrapped value) are `const fn`s borrowing for `'a`, so
/// every accessor of a literal gives `&'static str` slices, in `const`
/// context through `get()`. The constraints are checked by
/// `iri_kit::constraints` at run time and, for literals, while the user's
/// crate compiles, on top of its crate policy. A literal that breaks one is
/// an error at the user's literal (`ui-tests/tests/fail/typed/wrong_scheme.stderr`,
/// where `ApiUrl` comes from another crate):
///
/// ```text
/// error: scheme outside the type's list (`https`)
///          | http://api.example.org/v1/users
///          | ^^^^ byte 0
///          = note: the type allows only the schemes it lists (constraint-schemes, the type's `schemes` constraint)
///          = help: write a scheme that the type allows
///          = suggestion: replace `http` with `https`
///          = note: `ApiUrl` declares this constraint in its `iri_type!`
///  --> tests/fail/typed/wrong_scheme.rs:6:32
///   |
/// 6 | const USERS: ApiUrl = api_url!("http://api.example.org/v1/users");
///   |                                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
/// ```
///
/// The literal macro takes the options of [`iri!`] after the literal
/// (`allow(…)`, `concat!`, …); they cannot lower a code that the type's
/// policy makes an error, so that every literal of the type is a value its
/// `parse` accepts (`ui-tests/tests/fail/typed/call_cannot_loosen_type_policy.rs`). `examples/api-types` and
/// `examples/api-client` in the repository show a library and its user.
#[proc_macro]
pub fn iri_type(args: TokenStream) -> TokenStream {
    type_decl::expand(args)
}

/// Declares a vocabulary: a module with a checked `Iri` constant for each
/// term of a namespace, `NAMESPACE`, `TERMS` (each term's name and IRI) and
/// `lookup`, from an IRI back to its term.
///
/// ```
/// use iri_kit::Iri;
///
/// iri_kit::vocabulary! {
///     /// FOAF, the Friend of a Friend vocabulary.
///     pub mod foaf = "http://xmlns.com/foaf/0.1/" {
///         /// A person.
///         Person,
///         knows,
///     }
/// }
///
/// iri_kit::vocabulary! {
///     pub mod rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#" {
///         // A keyword as a raw identifier; a term that is no identifier after `=`.
///         r#type,
///         li_1 = "_1",
///     }
/// }
///
/// const ME: Iri<&str> = foaf::Person;
/// assert_eq!(ME, "http://xmlns.com/foaf/0.1/Person");
/// assert_eq!(rdf::r#type.fragment(), Some("type"));
/// assert_eq!(foaf::lookup("http://xmlns.com/foaf/0.1/knows"), Some(("knows", foaf::knows)));
/// assert!(matches!(ME, foaf::Person));
/// ```
///
/// A first `crate = path;` names the facade through another path (a
/// re-export, as the literal macros' `crate = path`):
/// `vocabulary! { crate = my_lib::iri_kit; pub mod ex = "…" { … } }`.
///
/// With the `vocabulary-files` feature (of `iri-kit`), `from "file"` after
/// the namespace reads the terms from the vocabulary's own file, while the
/// crate compiles: `pub mod schema = "http://schema.org/" from
/// "vocab/schema.ttl";` (the README has an example that compiles). The
/// path is relative to the crate's `Cargo.toml`; the extension says the
/// format (`.ttl`, `.trig`, `.nt`, `.nq`, `.rdf`/`.owl`/`.xml`,
/// `.jsonld`/`.json`), which Oxigraph's parsers read (`oxttl`,
/// `oxrdfxml`, `oxjsonld`); the expansion includes the file's bytes, so
/// that an edit of it rebuilds the crate. A term is every IRI that the file
/// uses as a subject and that is the namespace followed by more text, in
/// the file's order; its doc comment is its `rdfs:label`, then its
/// `rdfs:comment` or `skos:definition` (in English where the file gives
/// languages). Each term's IRI is checked as a literal is, an error
/// pointing at the file, line and column where the file writes it. Braces
/// after the file name (`from "…" { Person, knows }`) keep only the terms
/// named, each of which the file must define.
///
/// A term that is no Rust identifier gets a name: each character that
/// cannot continue an identifier (`-`, `.`, …) becomes `_`; a name that
/// cannot start one (a leading digit) gets `_` before it (`3DModel` →
/// `_3DModel`); a keyword is written raw (`type` → `r#type`), and `crate`,
/// `self`, `Self` and `super` get `_` after them; `_` alone becomes `__`.
/// Two terms with one name are an error naming both. The constants are
/// items of the module, as written ones are, so that a term the file does
/// not define is a path the compiler does not find, and the compiler
/// itself suggests the closest term
/// (`ui-tests/tests/fail/vocabulary_file/undefined_term.stderr`):
///
/// ```text
/// error[E0425]: cannot find value `Persn` in module `foaf`
///  --> tests/fail/vocabulary_file/undefined_term.rs:8:19
///   |
/// 3 | iri_kit::vocabulary! {
///   | -------------------- similarly named constant `Person` defined here
/// ...
/// 8 |     let _ = foaf::Persn;
///   |                   ^^^^^
///   |
/// help: a constant with a similar name exists
///   |
/// 8 |     let _ = foaf::Person;
///   |                       +
/// ```
///
/// With `iri-kit`'s `oxrdf` and `sophia` features, a term converts into
/// oxrdf's `NamedNodeRef` or Sophia's `Iri` by a `const fn`
/// (`foaf::knows.as_named_node_ref()`, `foaf::Person.as_sophia_iri()`).
///
/// Each term's IRI is checked under the crate's policy; a term that makes
/// an invalid IRI is an error at the term
/// (`ui-tests/tests/fail/vocabulary/invalid_term.stderr`):
///
/// ```text
/// error: invalid character ' ' (U+0020) in fragment
///          | http://example.org/ns#a b
///          |                        ^ byte 23
///          = help: percent-encode it as `%20`
///  --> tests/fail/vocabulary/invalid_term.rs:6:15
///   |
/// 6 |         bad = "a b",
///   |               ^^^^^
/// ```
#[proc_macro]
pub fn vocabulary(args: TokenStream) -> TokenStream {
    vocab::expand(args)
}

/// An RFC 6570 URI Template, checked while the crate compiles; expands to
/// a `const` `iri_kit::template::Template<'static>` with its parts already
/// split, so that run-time use does no parsing.
///
/// ```
/// use iri_kit::iri_template;
/// use iri_kit::template::Template;
///
/// const USER: Template<'static> = iri_template!("https://api.example.org/users/{id}{?fields*}");
/// let iri = USER.expand_iri(&[("id", "42")]).unwrap();
/// assert_eq!(iri.as_str(), "https://api.example.org/users/42");
/// ```
///
/// A malformed template, or literal text the IRI grammar refuses where it
/// stands, is a compile error (`ui-tests/tests/fail/template/`). As for the
/// literal macros, `crate = path` before the template names another path
/// to the facade.
#[proc_macro]
pub fn iri_template(args: TokenStream) -> TokenStream {
    template::expand_template(args)
}

/// `format!` for IRIs: an RFC 6570 template checked while compiling,
/// expanded with values encoded for their position, so that no value adds
/// a segment, a parameter or a fragment the template did not have.
///
/// ```
/// use iri_kit::{Iri, iri_format};
///
/// let user = "a/b?c";
/// // A string in a path segment could be `..`: a `Result`.
/// let repos = iri_format!("https://api.example.org/users/{user}/repos{?page,per_page}",
///     page = 2, per_page = None::<u32>);
/// assert_eq!(repos.unwrap().as_str(), "https://api.example.org/users/a%2Fb%3Fc/repos?page=2");
///
/// // A number never is: the IRI itself.
/// let id = 42_u64;
/// let repos: Iri<String> = iri_format!("https://api.example.org/users/{id}/repos");
/// assert_eq!(repos.path(), "/users/42/repos");
///
/// // Names that are no Rust identifiers are given as strings; lists and
/// // associative arrays as arrays, slices, `Vec`s or maps.
/// let search = iri_format!("https://example.org/search{?q,per.page,tags*}",
///     q = "a b", "per.page" = 10, tags = ["x", "y"]);
/// assert_eq!(search.as_str(), "https://example.org/search?q=a%20b&per.page=10&tags=x&tags=y");
/// ```
///
/// The arguments are `name = value` (or `"name" = value`); a variable
/// without one is taken from the variable of its name in scope, as
/// `format!` does; an argument the template does not use is an error.
/// `crate = path` before the template names another path to the facade.
///
/// What it returns: `Iri<String>` when the template starts with a scheme,
/// `IriRef<String>` otherwise; the value itself where the template and the
/// values' types guarantee a valid IRI with the template's structure, and
/// a `Result<_, ExpandError>` where they do not:
///
/// - the `+` and `#` operators (reserved characters pass), an expression
///   in the scheme or the port, or a `{/…}` expression at the start of a
///   relative reference (an empty first value makes `//`, an authority);
/// - a value that can be `.`, `..` or empty (a string, not a number) in a
///   path segment of its own (`/{x}/`, `{/x}`, `/{.x}`): resolution would
///   remove a segment with it
///   ([`Value::DotSegment`](../iri_kit/template/trait.Value.html)).
///
/// So the README's `iri_format!("https://api.example.org/users/{user}/repos")`
/// gives a `Result` with a string `user`, and the `Iri` with a numeric one.
#[proc_macro]
pub fn iri_format(args: TokenStream) -> TokenStream {
    template::expand_format(args)
}
