//! Support for the `iri-macros` expansions. Not part of the public API: its
//! contents may change in any release; the versioned module name lets a new
//! macro version coexist with an older `iri-core`.

#[doc(hidden)]
pub mod v1 {
    pub use crate::table::{HostKind, Table};
    use crate::{Iri, IriRef, Ri, Uri, UriRef};

    /// A table from the offsets the macro computed with [`crate::parse`].
    #[must_use]
    pub const fn table(offsets: [usize; 7], host_kind: HostKind) -> Table {
        Table::from_offsets(offsets, host_kind)
    }

    /// An `IriRef` from a literal the macro checked, with its table.
    #[must_use]
    pub const fn iri_ref(text: &'static str, table: Table) -> IriRef<&'static str> {
        Ri::from_parts(text, table)
    }

    /// An `Iri` from a literal the macro checked, with its table.
    #[must_use]
    pub const fn iri(text: &'static str, table: Table) -> Iri<&'static str> {
        Ri::from_parts(text, table)
    }

    /// A `UriRef` from a literal the macro checked, with its table.
    #[must_use]
    pub const fn uri_ref(text: &'static str, table: Table) -> UriRef<&'static str> {
        Ri::from_parts(text, table)
    }

    /// A `Uri` from a literal the macro checked, with its table.
    #[must_use]
    pub const fn uri(text: &'static str, table: Table) -> Uri<&'static str> {
        Ri::from_parts(text, table)
    }
}
