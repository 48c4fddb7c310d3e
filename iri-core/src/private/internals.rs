//! What `iri-checker` and `iri-template` read of this crate beyond its
//! public API (which they name by its public paths): the parser's facts
//! and the raw parts of its tables, the findings model's builders and
//! voices, the scheme tables, and the helpers of percent-encoding,
//! normalization, hosts and eight-byte words that their rules share with
//! this crate's own operations, so that one rule has one home. Each module
//! mirrors the path of this crate's module of the same name, so that the
//! checker's files name them as this crate's own files do
//! (`crate::syntax::facts::Facts`).

/// Character categories.
pub mod chars {
    /// Bidi formatting characters.
    pub mod bidi {
        pub use crate::chars::bidi::may_hold_bidi_formatting;
    }
    /// Groups of characters the rules name.
    pub mod groups {
        pub use crate::chars::groups::{
            LeiriGroup, is_noncharacter, is_private_use, is_special, is_tag,
        };
    }
    /// Characters RFC 3987 calls inappropriate.
    pub mod inappropriate {
        pub use crate::chars::inappropriate::is_inappropriate_in_iri;
    }
}

/// RFC 3987's MUST beyond the grammar, which the typed constructors apply.
pub mod must {
    pub use crate::chars::must::next_bidi_formatting;
}

/// The diagnostics model.
pub mod diagnostic {
    /// The code table's size.
    pub mod codes {
        pub use crate::diagnostic::codes::CODE_COUNT;
    }
    /// The values of each group's sentences.
    pub mod detail {
        pub use crate::diagnostic::detail::{Detail, constraint, grammar, rule, template};
    }
    /// Findings.
    pub mod finding {
        pub use crate::diagnostic::finding::{EditKind, FindingInternals, Voice, spans_overlap};
    }
    /// The names of characters in sentences.
    pub mod names {
        pub use crate::diagnostic::names::{CharName, characters};
    }
    /// The sentences of findings without detail.
    pub mod sentences {
        pub use crate::diagnostic::sentences::{write_code_help, write_summary};
    }
}

/// Hosts.
pub mod host {
    #[cfg(feature = "idna")]
    pub use crate::syntax::host::idna;
    /// IP literals.
    pub mod ip {
        pub use crate::syntax::host::ip::parse_ipv6;
    }
}

/// Normalization.
pub mod normalize {
    /// What decoding a percent-encoding gives.
    pub mod decoding {
        pub use crate::normalize::decoding::Decoding;
    }
    /// NFC.
    #[cfg(feature = "nfc")]
    pub mod nfc {
        pub use crate::normalize::nfc::{
            CharForm, ends_run, is_nfc_text, may_compose_with, nfc_in_place, push_composed,
        };
    }
    /// Paths and their dot segments.
    pub mod path {
        pub use crate::normalize::path::{dots, in_dot_segment, push_without_dot_segments_read};
    }
    /// Percent-encodings.
    pub mod percent {
        pub use crate::normalize::percent::may_compose;
    }
}

/// Percent-encoding.
pub mod percent {
    /// Decoding.
    pub mod decode {
        pub use crate::percent::decode::{
            decode_utf8_with, decodes_to_utf8, encoded_char_at, triplet_at,
        };
    }
    /// Hexadecimal digits.
    pub mod hex {
        pub use crate::percent::hex::hex_octet;
    }
}

/// Resolution.
pub mod resolve {
    /// The writer of resolved references.
    pub mod writer {
        pub use crate::resolve::writer::guard_path;
    }
}

/// Scheme data.
pub mod schemes {
    pub use crate::schemes::{iana, registry, table};
    /// The paths of `file` IRIs.
    pub mod file {
        pub use crate::schemes::file::{starts_with_drive, starts_with_drive_segment};
    }
}

/// Typed values.
pub mod ri {
    use crate::ri::Ri;
    use crate::syntax::table::Table;

    /// A value from text and the table parsed from it, for code that knows
    /// the two match. Any table gives some value, never undefined
    /// behaviour, but only the text's own gives the right components.
    ///
    /// # Panics
    ///
    /// When the table describes more than [`MAX_LEN`](crate::MAX_LEN) bytes.
    #[must_use]
    pub const fn from_parts<K, S>(text: S, table: Table) -> Ri<K, S> {
        Ri::from_parts(text, table)
    }
}

/// The parser.
pub mod syntax {
    /// Facts the parser records.
    pub mod facts {
        pub use crate::syntax::facts::{Fact, Facts};
    }
    /// Splitting a reference into components.
    pub mod split {
        pub use crate::syntax::split::split;
    }
    /// Component tables.
    pub mod table {
        use crate::syntax::facts::Facts;
        pub use crate::syntax::table::Offsets;
        use crate::syntax::table::{HostKind, Table};

        /// What the parser saw in the text of `table` (every fact possible
        /// in a table the parser did not make).
        #[must_use]
        pub const fn facts(table: &Table) -> Facts {
            table.facts()
        }

        /// The kind of host `table` records, whether or not there is an
        /// authority (meaningless without one).
        #[must_use]
        pub const fn recorded_host_kind(table: &Table) -> HostKind {
            table.recorded_host_kind()
        }

        /// The offsets of `table`, narrowed to 32 bits.
        ///
        /// # Panics
        ///
        /// When the table describes a string longer than [`MAX_LEN`](crate::MAX_LEN).
        #[must_use]
        pub const fn offsets(table: &Table) -> Offsets {
            table.offsets()
        }

        /// The raw offsets of `table` and its kind of host.
        #[must_use]
        pub const fn raw_offsets(table: &Table) -> ([usize; 7], HostKind) {
            table.raw_offsets()
        }

        /// A table from raw offsets, without facts; a table that did not
        /// come from the parser gives wrong slices or panics in accessors,
        /// never undefined behaviour.
        #[must_use]
        pub const fn from_offsets(offsets: [usize; 7], host_kind: HostKind) -> Table {
            Table::from_offsets(offsets, host_kind)
        }
    }
}

/// Eight bytes at a time.
pub mod word {
    pub use crate::chars::word::{
        HIGH, LOW7, ONES, at_least_high, equal, first_flagged, load_at, some_below, some_zero,
        splat,
    };
}
