//! Support for the `iri-macros` expansions. Not part of the public API: its
//! contents may change in any release.
//!
//! The expansions name the items through a module named after the package
//! version (`v0_1_0` for 0.1.0; [`MODULE`]), by default through the facade
//! crate, which re-exports this module: `::iri_kit::__private::v0_1_0::iri(…)`.
//! The published crates require each other's exact version, so a macro
//! crate always meets the runtime it was released with; a value written by
//! the macros of another release (a crate in the graph re-exporting an
//! older facade) fails to compile with the missing module's name instead of
//! meeting items that changed meaning.

/// Declares [`MODULE`] and re-exports [`items`] under it: the name is written
/// once, here and in the test that ties it to the package version.
macro_rules! versioned {
    ($module:ident) => {
        /// The name of the versioned module, which the macros write in their
        /// expansions: `v` and the package version, with `_` for `.` and `-`.
        pub const MODULE: &str = stringify!($module);

        #[doc(hidden)]
        pub use self::items as $module;
    };
}

versioned!(v0_1_0);

/// The offsets of `table` as the macros emit them: what a value stores, six
/// integers, so that building the value in `const` context is a move of
/// literals. (Called by the macros while they expand, not in expansions.)
///
/// # Panics
///
/// When the table describes more than `MAX_LEN` bytes (the parser refuses
/// such inputs).
#[must_use]
pub fn offsets(table: &crate::Table) -> [u32; 6] {
    table.offsets().to_array()
}

/// How many bits each offset takes in [`packed`] offsets.
pub const PACKED_BITS: u32 = 18;

/// The six [`offsets`] of `table` packed into one integer, `PACKED_BITS`
/// bits each, the first offset lowest, when every offset fits (texts under
/// 256 KiB): what the macros emit for the constructors of [`items`], so that
/// the compiler reads and evaluates one integer literal per value instead
/// of an array of six (`scripts/compile-time.sh`). `None` for longer texts,
/// which take the `_long` constructors and the array.
#[must_use]
pub fn packed(table: &crate::Table) -> Option<u128> {
    offsets(table).iter().rev().try_fold(0u128, |packed, &o| {
        (o < 1 << PACKED_BITS).then(|| packed << PACKED_BITS | u128::from(o))
    })
}

/// What the expansions name, under the versioned name [`MODULE`].
#[doc(hidden)]
pub mod items {
    /// For the code of static IRI types (`iri_type!`), which may be `no_std`.
    pub use alloc::string::String;

    /// The database traits of static IRI types (`sql;`).
    pub use crate::__iri_core_sql_impls as sql_impls;
    /// For the `JsonSchema` of static IRI types.
    #[cfg(feature = "schemars")]
    pub use crate::integrations::schemars::with_constraints as schema_with_constraints;
    pub use crate::ri::{Iri, Ri, Storage, kind};
    pub use crate::{constraints, diagnostic};
    #[cfg(feature = "schemars")]
    pub use ::schemars;
    /// For the `Serialize` and `Deserialize` of static IRI types.
    #[cfg(feature = "serde")]
    pub use ::serde;
    #[cfg(feature = "schemars")]
    pub use alloc::borrow::Cow;

    use core::marker::PhantomData;

    use crate::ri::kind::{IriKind, IriRefKind, UriKind, UriRefKind};
    use crate::syntax::table::Offsets;

    /// The mask of one offset in [`packed`](super::packed) offsets.
    const MASK: u128 = (1 << super::PACKED_BITS) - 1;

    /// The constructors of the values from a literal the macro checked,
    /// with its [`packed`](super::packed) offsets (and, for texts too long
    /// to pack, the `_long` ones with its [`offsets`](super::offsets)). Any
    /// integer or array gives some value: one whose offsets were not
    /// computed from the literal gives wrong slices or panics, never
    /// undefined behaviour.
    ///
    /// Each writes its value out rather than going through the
    /// constructors of `Ri` and `Offsets`: the compiler evaluates one call
    /// per literal in `const` context, not a chain of them
    /// (`scripts/compile-time.sh` measures it).
    macro_rules! constructors {
        ($($(#[$doc:meta])* $name:ident, $long:ident: $kind:ident;)*) => {$(
            $(#[$doc])*
            #[must_use]
            #[allow(
                clippy::cast_possible_truncation,
                reason = "each masked to PACKED_BITS bits, which a u32 holds"
            )]
            pub const fn $name(text: &'static str, p: u128) -> Ri<$kind, &'static str> {
                // Written out, without a helper: a call per offset costs the
                // compiler more than the arithmetic in `const` evaluation.
                const B: u32 = super::PACKED_BITS;
                Ri {
                    offsets: Offsets {
                        scheme_end: (p & MASK) as u32,
                        host_start: (p >> B & MASK) as u32,
                        host_end: (p >> (2 * B) & MASK) as u32,
                        path_start: (p >> (3 * B) & MASK) as u32,
                        path_end: (p >> (4 * B) & MASK) as u32,
                        query_end: (p >> (5 * B) & MASK) as u32,
                    },
                    text,
                    kind: PhantomData,
                }
            }

            $(#[$doc])*
            #[must_use]
            pub const fn $long(text: &'static str, o: [u32; 6]) -> Ri<$kind, &'static str> {
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
        /// An `IriRef` from a literal the macro checked, with its offsets.
        iri_ref, iri_ref_long: IriRefKind;
        /// An `Iri` from a literal the macro checked, with its offsets.
        iri, iri_long: IriKind;
        /// A `UriRef` from a literal the macro checked, with its offsets.
        uri_ref, uri_ref_long: UriRefKind;
        /// A `Uri` from a literal the macro checked, with its offsets.
        uri, uri_long: UriKind;
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use alloc::format;

    use super::{MODULE, items, offsets, packed};
    use crate::syntax::parse::{Grammar, parse};

    #[test]
    fn the_module_is_named_after_the_package_version() {
        let version = env!("CARGO_PKG_VERSION").replace(['.', '-', '+'], "_");
        assert_eq!(MODULE, format!("v{version}"));
    }

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
            let value = items::iri_ref_long(leaked, offsets(&table));
            assert_eq!(value.table(), table, "{text}");
            let value = items::iri_ref(leaked, packed(&table).unwrap());
            assert_eq!(value.table(), table, "{text}");
        }
    }

    #[test]
    fn offsets_pack_up_to_their_width() {
        let widest = (1 << super::PACKED_BITS) - 1;
        let text = alloc::format!("http://a/{}?q", "b".repeat(widest - 11));
        let table = parse(&text, Grammar::IRI_REFERENCE).unwrap();
        // The last offset, the end of the query, is the widest that packs.
        assert_eq!(offsets(&table)[5], u32::try_from(widest).unwrap());
        let leaked: &'static str = alloc::boxed::Box::leak(text.clone().into_boxed_str());
        assert_eq!(
            items::iri_ref(leaked, packed(&table).unwrap()).table(),
            table
        );
        let longer = alloc::format!("{text}q");
        let table = parse(&longer, Grammar::IRI_REFERENCE).unwrap();
        assert_eq!(packed(&table), None);
    }

    #[test]
    fn any_array_gives_a_value_whose_accessors_do_not_misbehave() {
        for offsets in [[0; 6], [u32::MAX; 6], [5, 1, 9, 2, 7, 3]] {
            let value = items::iri_ref_long("ab", offsets);
            // Slicing out of bounds panics like any slice would; it never reads past the text.
            let _ = std::panic::catch_unwind(|| value.path().len());
        }
        for packed in [0, u128::MAX, 0x1234_5678_9ABC_DEF0] {
            let value = items::iri_ref("ab", packed);
            let _ = std::panic::catch_unwind(|| value.path().len());
        }
    }
}
