//! Support for the `iri-macros` expansions. Not part of the public API: its
//! contents may change in any release; the versioned module name lets a new
//! macro version coexist with an older `iri-core`.

#[doc(hidden)]
pub mod v1 {
    pub use crate::table::{HostKind, Table};
    use crate::{Iri, IriRef, Ri, Uri, UriRef};

    /// Bits per offset in a packed table: seven offsets and a two-bit host
    /// kind fill a `u128`.
    const OFFSET_BITS: u32 = 18;
    const OFFSET_MASK: u128 = (1 << OFFSET_BITS) - 1;
    const KIND_SHIFT: u32 = 7 * OFFSET_BITS;

    /// `table` packed into one integer, the cheapest argument for the
    /// compiler to check and evaluate; `None` when an offset needs more than
    /// 18 bits (literals of 256 KiB and more), which then use [`table`].
    #[must_use]
    pub fn pack(table: &Table) -> Option<u128> {
        let (offsets, host_kind) = table.to_offsets();
        let mut packed = match host_kind {
            HostKind::RegName => 0_u128,
            HostKind::Ipv4 => 1,
            HostKind::Ipv6 => 2,
            HostKind::IpvFuture => 3,
        } << KIND_SHIFT;
        for (i, offset) in (0_u32..).zip(offsets) {
            let offset = u128::try_from(offset).ok().filter(|&o| o <= OFFSET_MASK)?;
            packed |= offset << (i * OFFSET_BITS);
        }
        Some(packed)
    }

    /// The table [`pack`] packed. Any integer gives some table: one that
    /// was not packed from a parsed literal gives wrong slices or panics,
    /// never undefined behaviour.
    #[must_use]
    pub const fn unpack(packed: u128) -> Table {
        // Straight-line code building the table in place: the cheapest for
        // the compiler to evaluate.
        #[allow(
            clippy::cast_possible_truncation,
            reason = "18 bits; a usize narrower than that cannot address such an offset anyway"
        )]
        Table {
            scheme_end: (packed & OFFSET_MASK) as usize,
            host_start: ((packed >> OFFSET_BITS) & OFFSET_MASK) as usize,
            host_end: ((packed >> (2 * OFFSET_BITS)) & OFFSET_MASK) as usize,
            path_start: ((packed >> (3 * OFFSET_BITS)) & OFFSET_MASK) as usize,
            path_end: ((packed >> (4 * OFFSET_BITS)) & OFFSET_MASK) as usize,
            query_end: ((packed >> (5 * OFFSET_BITS)) & OFFSET_MASK) as usize,
            len: ((packed >> (6 * OFFSET_BITS)) & OFFSET_MASK) as usize,
            host_kind: match packed >> KIND_SHIFT {
                0 => HostKind::RegName,
                1 => HostKind::Ipv4,
                2 => HostKind::Ipv6,
                _ => HostKind::IpvFuture,
            },
        }
    }

    /// A table from the offsets the macro computed with [`crate::parse`]
    /// (the general form, for literals too long for [`pack`]).
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

    /// An `IriRef` from a literal the macro checked, with its [`pack`]ed table.
    #[must_use]
    pub const fn iri_ref_packed(text: &'static str, table: u128) -> IriRef<&'static str> {
        Ri::from_parts(text, unpack(table))
    }

    /// An `Iri` from a literal the macro checked, with its [`pack`]ed table.
    #[must_use]
    pub const fn iri_packed(text: &'static str, table: u128) -> Iri<&'static str> {
        Ri::from_parts(text, unpack(table))
    }

    /// A `UriRef` from a literal the macro checked, with its [`pack`]ed table.
    #[must_use]
    pub const fn uri_ref_packed(text: &'static str, table: u128) -> UriRef<&'static str> {
        Ri::from_parts(text, unpack(table))
    }

    /// A `Uri` from a literal the macro checked, with its [`pack`]ed table.
    #[must_use]
    pub const fn uri_packed(text: &'static str, table: u128) -> Uri<&'static str> {
        Ri::from_parts(text, unpack(table))
    }
}

#[cfg(test)]
mod tests {
    use super::v1::{HostKind, Table, pack, unpack};
    use crate::{Grammar, parse};

    #[test]
    fn packing_round_trips_every_offset_and_host_kind() {
        for text in [
            "http://user@example.org:8080/a/b?q#f",
            "http://192.0.2.1/",
            "http://[2001:db8::1]:1/",
            "http://[v1.x]",
            "a/b?c#d",
            "",
        ] {
            let table = parse(text, Grammar::IRI_REFERENCE).unwrap();
            assert_eq!(unpack(pack(&table).unwrap()), table, "{text}");
        }
        let widest = Table::from_offsets([(1 << 18) - 1; 7], HostKind::IpvFuture);
        assert_eq!(unpack(pack(&widest).unwrap()), widest);
    }

    #[test]
    fn offsets_wider_than_18_bits_are_not_packed() {
        let table = Table::from_offsets([0, 0, 0, 0, 0, 0, 1 << 18], HostKind::RegName);
        assert_eq!(pack(&table), None);
    }

    #[test]
    fn any_integer_unpacks_without_panicking() {
        for packed in [0, u128::MAX, 1 << 127, 0x1234_5678_9abc_def0] {
            let _ = unpack(packed);
        }
    }
}
