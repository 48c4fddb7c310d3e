//! Support for the `iri-macros` expansions. Not part of the public API: its
//! contents may change in any release; the versioned module name lets a new
//! macro version coexist with an older `iri-core`.

#[doc(hidden)]
pub mod v1 {
    /// For the code of static IRI types (`iri_type!`), which may be `no_std`.
    pub use alloc::string::String;

    use core::marker::PhantomData;

    use crate::ri::Ri;
    use crate::ri::kind::{IriKind, IriRefKind, UriKind, UriRefKind};
    use crate::syntax::table::{Offsets, Table};

    /// The offsets of `table` as the macros emit them: what a value stores,
    /// six integers, so that building the value in `const` context is a
    /// move of literals.
    ///
    /// # Panics
    ///
    /// When the table describes more than `MAX_LEN` bytes (the parser
    /// refuses such inputs).
    #[must_use]
    pub fn offsets(table: &Table) -> [u32; 6] {
        table.offsets().to_array()
    }

    /// The constructors of the values from a literal the macro checked,
    /// with its [`offsets`]. Any array gives some value: one whose offsets
    /// were not computed from the literal gives wrong slices or panics,
    /// never undefined behaviour.
    ///
    /// Each writes its value out rather than going through the
    /// constructors of `Ri` and `Offsets`: the compiler evaluates one call
    /// per literal in `const` context, not a chain of them
    /// (`scripts/compile-time.sh` measures it).
    macro_rules! constructors {
        ($($(#[$doc:meta])* $name:ident: $kind:ident;)*) => {$(
            $(#[$doc])*
            #[must_use]
            pub const fn $name(text: &'static str, o: [u32; 6]) -> Ri<$kind, &'static str> {
                Ri {
                    offsets: Offsets {
                        scheme_end: o[0],
                        host_start: o[1],
                        host_end: o[2],
                        path_start: o[3],
                        path_end: o[4],
                        query_end: o[5],
                    },
                    text,
                    kind: PhantomData,
                }
            }
        )*};
    }

    constructors! {
        /// An `IriRef` from a literal the macro checked, with its [`offsets`].
        iri_ref: IriRefKind;
        /// An `Iri` from a literal the macro checked, with its [`offsets`].
        iri: IriKind;
        /// A `UriRef` from a literal the macro checked, with its [`offsets`].
        uri_ref: UriRefKind;
        /// A `Uri` from a literal the macro checked, with its [`offsets`].
        uri: UriKind;
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::v1;
    use crate::syntax::parse::{Grammar, parse};

    #[test]
    fn emitted_offsets_give_back_the_table() {
        for text in [
            "http://user@example.org:8080/a/b?q#f",
            "http://192.0.2.1/",
            "http://[2001:db8::1]:1/",
            "http://[v1.x]",
            "a/b?c#d",
            "",
        ] {
            let table = parse(text, Grammar::IRI_REFERENCE).unwrap();
            let leaked: &'static str = alloc::boxed::Box::leak(text.into());
            let value = v1::iri_ref(leaked, v1::offsets(&table));
            assert_eq!(value.table(), table, "{text}");
        }
    }

    #[test]
    fn any_array_gives_a_value_whose_accessors_do_not_misbehave() {
        for offsets in [[0; 6], [u32::MAX; 6], [5, 1, 9, 2, 7, 3]] {
            let value = v1::iri_ref("ab", offsets);
            // Slicing out of bounds panics like any slice would; it never reads past the text.
            let _ = std::panic::catch_unwind(|| value.path().len());
        }
    }
}
