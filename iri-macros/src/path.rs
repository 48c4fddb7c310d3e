//! How the expansions name the runtime: through the facade crate `iri_kit`
//! (or the path of `crate = path`), in its private module named after the
//! package version (`__private::v0_1_0`), which `iri-core` defines and the
//! facade re-exports. The published crates require each other's exact
//! version, so the name is always the one of the runtime beside the macros.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// The crate the expansions name unless `crate = path` says otherwise.
pub(crate) fn default_crate() -> TokenStream {
    quote!(::iri_kit)
}

/// `krate::__private::vX_Y_Z`: where everything an expansion uses is.
pub(crate) fn private(krate: &TokenStream) -> TokenStream {
    let module = Ident::new(iri_core::__private::MODULE, Span::call_site());
    quote!(#krate::__private::#module)
}

/// Whether `krate` is a path relative to the module where the macro is
/// called (`my_lib::iri_kit`), rather than one that names the same crate
/// from any module (`::iri_kit`, `crate::…`, `$crate::…`). An item macro
/// that names the facade from inside a module it declares brings the
/// caller's names into that module for a relative path.
pub(crate) fn is_relative(krate: &TokenStream) -> bool {
    match krate.clone().into_iter().next() {
        Some(proc_macro2::TokenTree::Ident(first)) => {
            let first = first.to_string();
            first != "crate" && first != "$crate"
        }
        _ => false,
    }
}

/// `krate`, a path relative to the caller's module, as written from a
/// module `depth` levels below it: a leading `self` or `super` gets the
/// `super`s of the levels; a path starting with another name (a module of
/// the caller, or a crate) stays as it is, for the caller's names that the
/// module below brings in with a glob import.
pub(crate) fn from_below(krate: &TokenStream, depth: usize) -> TokenStream {
    let mut tokens = krate.clone().into_iter();
    let ups = (0..depth).map(|_| quote!(super::));
    match tokens.next() {
        Some(proc_macro2::TokenTree::Ident(first)) if first == "self" => {
            let rest: TokenStream = tokens.collect();
            let mut ups: TokenStream = (0..depth).map(|_| quote!(super::)).collect();
            // `self::a` from below is `super::a`: drop the `::` after `self`.
            let rest: TokenStream = rest.into_iter().skip(2).collect();
            ups.extend(rest);
            ups
        }
        Some(proc_macro2::TokenTree::Ident(first)) if first == "super" => {
            let mut out: TokenStream = ups.collect();
            out.extend(krate.clone());
            out
        }
        _ => krate.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_names_the_facade_s_versioned_module() {
        let path = private(&default_crate()).to_string().replace(' ', "");
        let version = env!("CARGO_PKG_VERSION").replace(['.', '-', '+'], "_");
        assert_eq!(path, format!("::iri_kit::__private::v{version}"));
    }

    #[test]
    fn relative_paths_are_told_apart() {
        assert!(!is_relative(&default_crate()));
        assert!(!is_relative(&quote!(crate::reexported)));
        assert!(is_relative(&quote!(my_lib::iri_kit)));
        assert!(is_relative(&quote!(super::iri_kit)));
    }

    #[test]
    fn relative_paths_from_below() {
        let below = |krate: TokenStream| from_below(&krate, 2).to_string().replace(' ', "");
        assert_eq!(below(quote!(self::kit)), "super::super::kit");
        assert_eq!(below(quote!(super::kit)), "super::super::super::kit");
        assert_eq!(below(quote!(my_lib::kit)), "my_lib::kit");
    }
}
