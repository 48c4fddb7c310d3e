//! The component table: where each component of a parsed IRI starts and ends.

use core::ops::Range;

/// Which production of `ihost` matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HostKind {
    /// `ireg-name`: a registered name such as `example.org`, possibly empty.
    RegName,
    /// `IPv4address`: four `dec-octet`s such as `192.0.2.1`.
    Ipv4,
    /// `IP-literal` holding an `IPv6address`, such as `[2001:db8::1]`.
    Ipv6,
    /// `IP-literal` holding an `IPvFuture`, such as `[v1.fe80::a+en1]`.
    IpvFuture,
}

/// The offsets of the components of a parsed IRI reference.
///
/// A table is `Copy`, a few words large, and built in `const` context by the
/// macros, so that a checked literal needs no parsing at run time. Its
/// accessors return byte ranges into the string it was parsed from; empty and
/// absent components are distinct (`http://a?` has an empty query, `http://a`
/// has none).
///
/// ```
/// use iri_core::{parse, Grammar};
///
/// let text = "http://user@example.org:8080/a/b?q#f";
/// let table = parse(text, Grammar::IRI).unwrap();
/// assert_eq!(table.host().map(|r| &text[r]), Some("example.org"));
/// assert_eq!(table.port().map(|r| &text[r]), Some("8080"));
/// assert_eq!(&text[table.path()], "/a/b");
/// assert_eq!(table.fragment().map(|r| &text[r]), Some("f"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    /// Index of the `:` ending the scheme; 0 when there is no scheme.
    pub(crate) scheme_end: usize,
    /// Start of the host (after `userinfo@` when there is a userinfo).
    pub(crate) host_start: usize,
    /// End of the host (the `:` before the port, or the end of the authority).
    pub(crate) host_end: usize,
    /// Start of the path, which is also the end of the authority.
    pub(crate) path_start: usize,
    /// End of the path: the `?`, the `#` or the end of the input.
    pub(crate) path_end: usize,
    /// End of the query: the `#` or the end of the input (== `path_end` without a query).
    pub(crate) query_end: usize,
    /// Length of the whole input.
    pub(crate) len: usize,
    /// Which kind of host the authority holds (meaningless without an authority).
    pub(crate) host_kind: HostKind,
}

impl Table {
    /// Builds a table from its raw offsets, as returned by [`Table::to_offsets`].
    ///
    /// The offsets are not checked; a table that did not come from the parser
    /// gives wrong slices or panics in accessors, never undefined behaviour.
    #[doc(hidden)]
    #[must_use]
    pub const fn from_offsets(offsets: [usize; 7], host_kind: HostKind) -> Table {
        Table {
            scheme_end: offsets[0],
            host_start: offsets[1],
            host_end: offsets[2],
            path_start: offsets[3],
            path_end: offsets[4],
            query_end: offsets[5],
            len: offsets[6],
            host_kind,
        }
    }

    /// The raw offsets of the table, for code generators such as the macros.
    #[doc(hidden)]
    #[must_use]
    pub const fn to_offsets(&self) -> ([usize; 7], HostKind) {
        (
            [
                self.scheme_end,
                self.host_start,
                self.host_end,
                self.path_start,
                self.path_end,
                self.query_end,
                self.len,
            ],
            self.host_kind,
        )
    }

    /// Length in bytes of the string the table describes.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether the string the table describes is empty (an empty relative reference).
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Where the part after the scheme starts: after `scheme:`, or 0 without a scheme.
    pub(crate) const fn after_scheme(&self) -> usize {
        if self.scheme_end == 0 {
            0
        } else {
            self.scheme_end + 1
        }
    }

    /// Whether the reference has a scheme.
    #[must_use]
    pub const fn has_scheme(&self) -> bool {
        self.scheme_end != 0
    }

    /// Whether the reference has an authority (`//` after the scheme).
    #[must_use]
    pub const fn has_authority(&self) -> bool {
        self.path_start != self.after_scheme()
    }

    /// The scheme, without its `:`.
    #[must_use]
    pub const fn scheme(&self) -> Option<Range<usize>> {
        if self.has_scheme() {
            Some(0..self.scheme_end)
        } else {
            None
        }
    }

    /// The authority, without the leading `//`.
    #[must_use]
    pub const fn authority(&self) -> Option<Range<usize>> {
        if self.has_authority() {
            Some(self.after_scheme() + 2..self.path_start)
        } else {
            None
        }
    }

    /// The userinfo, without the `@`.
    #[must_use]
    pub const fn userinfo(&self) -> Option<Range<usize>> {
        let start = self.after_scheme() + 2;
        if self.has_authority() && self.host_start > start {
            Some(start..self.host_start - 1)
        } else {
            None
        }
    }

    /// The host, brackets included for IP literals.
    #[must_use]
    pub const fn host(&self) -> Option<Range<usize>> {
        if self.has_authority() {
            Some(self.host_start..self.host_end)
        } else {
            None
        }
    }

    /// The kind of host, when there is an authority.
    #[must_use]
    pub const fn host_kind(&self) -> Option<HostKind> {
        if self.has_authority() {
            Some(self.host_kind)
        } else {
            None
        }
    }

    /// The port, without the `:`; present but empty for `http://a:/`.
    #[must_use]
    pub const fn port(&self) -> Option<Range<usize>> {
        if self.has_authority() && self.host_end < self.path_start {
            Some(self.host_end + 1..self.path_start)
        } else {
            None
        }
    }

    /// The path (always present, possibly empty).
    #[must_use]
    pub const fn path(&self) -> Range<usize> {
        self.path_start..self.path_end
    }

    /// The query, without the `?`.
    #[must_use]
    pub const fn query(&self) -> Option<Range<usize>> {
        if self.query_end > self.path_end {
            Some(self.path_end + 1..self.query_end)
        } else {
            None
        }
    }

    /// The fragment, without the `#`.
    #[must_use]
    pub const fn fragment(&self) -> Option<Range<usize>> {
        if self.query_end < self.len {
            Some(self.query_end + 1..self.len)
        } else {
            None
        }
    }
}
