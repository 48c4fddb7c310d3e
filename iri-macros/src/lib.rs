//! Compile-time checked IRI literals: [`iri!`], [`iri_ref!`], [`uri!`] and
//! [`uri_ref!`].
//!
//! Each macro runs the `iri-core` parser on a string literal while your crate
//! compiles. A valid literal becomes a `const` value of `iri_core`'s
//! [`Iri`], [`IriRef`], [`Uri`] or [`UriRef`] type with its component table
//! already computed, so no parsing happens at run time and the accessors work
//! in `const` context. An invalid literal is a compile error that names the
//! component, the character and its byte offset, draws the literal with a
//! caret under the problem, and suggests a fix. The macros have no rule of
//! their own: `iri-core` is the only home of the grammar, and everything else
//! (resolution, normalization, conversions) is there.
//!
//! Depend on both crates: the expansions name `::iri_core`.
//!
//! ```toml
//! [dependencies]
//! iri-core = "0.1"
//! iri-macros = "0.1"
//! ```
//!
//! ```
//! use iri_core::Iri;
//! use iri_macros::iri;
//!
//! const HOME: Iri<&str> = iri!("https://example.org/docs?lang=en");
//! // Every component, in `const` context too.
//! const HOST: Option<&str> = HOME.components().host;
//! assert_eq!(HOST, Some("example.org"));
//! assert_eq!(HOME.query(), Some("lang=en"));
//! ```
//!
//! A library that re-exports `iri-core` under another path passes it with
//! `crate =`: `iri!(crate = my_lib::iri_core, "https://example.org/")`.
//!
//! The macros also refuse the bidirectional formatting characters that RFC
//! 3987 section 4.1 forbids (U+200E, U+200F, U+202A to U+202E) and the
//! isolates U+2066 to U+2069: the `bidi-formatting` rule of `iri_core::check`,
//! which `Iri::parse` applies too.
//!
//! # Features and build settings
//!
//! This crate has no Cargo features, and depends on `iri-core` alone, built
//! without its default features (the macros need none of them), so it builds
//! in a couple of seconds. Its minimum supported Rust version is 1.88, as for
//! `iri-core`.
//!
//! On a nightly compiler, the build script turns on the narrowing of an
//! error's underline from the whole literal to the offending character
//! (`proc_macro::Literal::subspan`, unstable). Set the environment variable
//! `IRI_MACROS_NO_SUBSPAN` (to any value) while building to keep the whole
//! literal, as on stable: this workspace's compile-fail tests do, so that
//! their expected output holds on every toolchain.
//!
//! [`Iri`]: https://docs.rs/iri-core/latest/iri_core/type.Iri.html
//! [`IriRef`]: https://docs.rs/iri-core/latest/iri_core/type.IriRef.html
//! [`Uri`]: https://docs.rs/iri-core/latest/iri_core/type.Uri.html
//! [`UriRef`]: https://docs.rs/iri-core/latest/iri_core/type.UriRef.html
#![cfg_attr(iri_macros_subspan, feature(proc_macro_span))]

extern crate proc_macro;

mod args;
mod call_policy;
mod emit;
mod expand;
mod flavor;
mod manifest;
mod message;
mod text;
mod typed;
mod vocab;

use proc_macro::TokenStream;

use crate::flavor::Flavor;

/// An absolute IRI (`IRI`: a scheme is required, a fragment allowed),
/// checked at compile time; expands to a `const` `iri_core::Iri<&'static str>`.
///
/// ```
/// use iri_core::Iri;
/// use iri_macros::iri;
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
/// use iri_macros::iri;
///
/// fn main() {
///     let _ = iri!("https://example.org/a b");
/// }
/// ```
///
/// gives (`ui-tests/tests/fail/path/space_in_path.stderr`):
///
/// ```text
/// error: invalid character ' ' (U+0020) in path at byte 21
///          | https://example.org/a b
///          |                      ^
///        help: percent-encode it as `%20`
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
/// compile time; expands to a `const` `iri_core::IriRef<&'static str>`.
///
/// ```
/// use iri_core::IriRef;
/// use iri_macros::iri_ref;
///
/// const UP: IriRef<&str> = iri_ref!("../été/photo.jpg");
/// assert_eq!(UP.scheme(), None);
/// assert_eq!(UP.path(), "../été/photo.jpg");
/// ```
///
/// A bad literal is a compile error:
///
/// ```compile_fail
/// use iri_macros::iri_ref;
///
/// fn main() {
///     let _ = iri_ref!("1a:b");
/// }
/// ```
///
/// gives (`ui-tests/tests/fail/path/colon_in_first_segment.stderr`):
///
/// ```text
/// error: colon ':' in path at byte 2: the first segment of a relative path cannot hold ':', which would end a scheme
///          | 1a:b
///          |   ^
///        help: write `./` before the segment, or percent-encode the colon as `%3A`
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
/// `iri_core::Uri<&'static str>`.
///
/// ```
/// use iri_core::Uri;
/// use iri_macros::uri;
///
/// static API: Uri<&str> = uri!("https://[2001:db8::1]:8443/v1");
/// const PORT: Option<u16> = API.components().port_number();
/// assert_eq!(PORT, Some(8443));
/// ```
///
/// A bad literal is a compile error:
///
/// ```compile_fail
/// use iri_macros::uri;
///
/// fn main() {
///     let _ = uri!("http://example.org/café");
/// }
/// ```
///
/// gives (`ui-tests/tests/fail/path/non_ascii_in_uri.stderr`):
///
/// ```text
/// error: non-ASCII character 'é' (U+00E9) in path at byte 22: URIs are ASCII only
///          | http://example.org/café
///          |                       ^
///        help: percent-encode it as `%C3%A9`, or use `iri!`, which accepts non-ASCII characters
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
/// `iri_core::UriRef<&'static str>`.
///
/// ```
/// use iri_core::UriRef;
/// use iri_macros::uri_ref;
///
/// const SEARCH: UriRef<&str> = uri_ref!("/search?q=caf%C3%A9");
/// assert_eq!(SEARCH.query(), Some("q=caf%C3%A9"));
/// ```
///
/// A bad literal is a compile error:
///
/// ```compile_fail
/// use iri_macros::uri_ref;
///
/// fn main() {
///     let _ = uri_ref!("/é");
/// }
/// ```
///
/// gives (`ui-tests/tests/fail/path/non_ascii_in_uri_ref.stderr`):
///
/// ```text
/// error: non-ASCII character 'é' (U+00E9) in path at byte 1: URIs are ASCII only
///          | /é
///          |  ^
///        help: percent-encode it as `%C3%A9`, or use `iri_ref!`, which accepts non-ASCII characters
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
/// macro for checked literals of the type. See the `iri-macros` README and
/// `examples/api-types`.
#[proc_macro]
pub fn iri_type(args: TokenStream) -> TokenStream {
    typed::expand(args)
}

/// Declares a vocabulary: a module with a checked `Iri` constant for each
/// term of a namespace, the namespace itself, the list of terms and a
/// lookup from an IRI back to its term.
#[proc_macro]
pub fn vocabulary(args: TokenStream) -> TokenStream {
    vocab::expand(args)
}
