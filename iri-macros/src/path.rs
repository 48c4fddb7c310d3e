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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_names_the_facade_s_versioned_module() {
        let path = private(&default_crate()).to_string().replace(' ', "");
        let version = env!("CARGO_PKG_VERSION").replace(['.', '-', '+'], "_");
        assert_eq!(path, format!("::iri_kit::__private::v{version}"));
    }
}
