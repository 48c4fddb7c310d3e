//! Building the expansion: the value, the compiler warnings for findings
//! below the error level, and the names the compiler must track.
//!
//! Stable Rust gives procedural macros no way to emit a warning. The
//! expansion defines a constant marked `#[deprecated]`, whose note is the
//! finding, and uses it at the literal: the compiler's `deprecated` lint
//! then prints a `warning:` there, which `#[allow(deprecated)]` silences and
//! `#![deny(warnings)]` makes an error, like any lint.

use std::path::PathBuf;

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// A warning to emit: where, and what it says. Only warnings are emitted:
/// advice stays quiet unless a policy raises it to a warning.
pub(crate) struct Warning {
    pub(crate) span: Span,
    /// The bytes of the value it is about.
    pub(crate) bytes: core::ops::Range<usize>,
    pub(crate) note: String,
}

/// The tokens of one warning: a block with the deprecated constant and its use.
fn warning(w: &Warning) -> TokenStream {
    // Defined and used with the literal's span, so that the use resolves to
    // the definition whatever the hygiene of the call, and the lint points
    // at the literal.
    let name = Ident::new("iri_warning", w.span);
    let note = &w.note;
    quote! {
        #[deprecated(note = #note)]
        #[allow(non_upper_case_globals)]
        const #name: () = ();
        const _: () = #name;
    }
}

/// The expansion: `value`, preceded by the warnings and the tracking items
/// when there are some (a block, usable in `const` context).
pub(crate) fn output(
    value: TokenStream,
    warnings: &[Warning],
    track_files: &[PathBuf],
    track_env: &TokenStream,
) -> TokenStream {
    if warnings.is_empty() && track_files.is_empty() && track_env.is_empty() {
        return value;
    }
    let warnings = warnings.iter().map(|w| {
        let items = warning(w);
        quote! { { #items } }
    });
    let files = track_files.iter().map(|path| {
        let path = path.to_string_lossy();
        quote! { const _: &[u8] = ::core::include_bytes!(#path); }
    });
    quote! {
        {
            #(#warnings)*
            #(#files)*
            #track_env
            #value
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_without_findings_is_the_call_alone() {
        // What a policy costs a literal it has nothing to say about: nothing
        // is added around the constructor call.
        let value = quote!(::iri_kit::__private::vX::iri("a:b", 77309673474));
        let out = output(value.clone(), &[], &[], &TokenStream::new());
        assert_eq!(out.to_string(), value.to_string());
    }

    #[test]
    fn warnings_and_tracked_files_make_a_block() {
        let warning = Warning {
            span: Span::call_site(),
            bytes: 0..1,
            note: "n".to_owned(),
        };
        let out = output(
            quote!(v),
            &[warning],
            &[PathBuf::from("/m/Cargo.toml")],
            &TokenStream::new(),
        );
        let text = out.to_string();
        assert!(text.contains("deprecated"), "{text}");
        assert!(text.contains("iri_warning"), "{text}");
        assert!(text.contains("include_bytes"), "{text}");
        assert!(text.trim_end().ends_with("v }"), "{text}");
    }
}
