//! The component table: where each component of a parsed IRI starts and ends.

use core::ops::Range;

use crate::diagnostic::component::Component;
use crate::syntax::facts::Facts;
use crate::syntax::host::ip::reads_as_ipv4;

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
/// use iri_kit::{parse, Grammar};
///
/// let text = "http://user@example.org:8080/a/b?q#f";
/// let table = parse(text, Grammar::IRI).unwrap();
/// assert_eq!(table.host().map(|r| &text[r]), Some("example.org"));
/// assert_eq!(table.port().map(|r| &text[r]), Some("8080"));
/// assert_eq!(&text[table.path()], "/a/b");
/// assert_eq!(table.fragment().map(|r| &text[r]), Some("f"));
/// ```
///
/// Tables compare and hash by their offsets and host kind: the facts a
/// table from the parser also carries for the checker are read from the
/// text, and two tables of one text are equal whether they have them or
/// not.
#[derive(Clone, Copy, Debug)]
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
    /// What the parser saw while scanning, for the checker; every fact
    /// possible in a table the parser did not make.
    pub(crate) facts: Facts,
}

// The facts fit in the table's padding (on 64-bit targets), and a value
// keeps only the offsets: `Iri<&str>` is the string and six 32-bit offsets.
#[cfg(target_pointer_width = "64")]
const _: () = {
    assert!(core::mem::size_of::<Table>() == 64);
    assert!(core::mem::size_of::<crate::Iri<&str>>() == 40);
};

impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        self.raw_offsets() == other.raw_offsets()
    }
}

impl Eq for Table {}

impl core::hash::Hash for Table {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.raw_offsets().hash(state);
    }
}

/// The longest input a value can hold: offsets are stored in 32 bits, so
/// strings of up to 4 GiB − 1 bytes. Longer inputs fail to parse with
/// [`ErrorKind::TooLong`](crate::ErrorKind::TooLong).
pub const MAX_LEN: usize = u32::MAX as usize;

impl Table {
    /// The offsets of the table, narrowed to 32 bits.
    ///
    /// # Panics
    ///
    /// When the table describes a string longer than [`MAX_LEN`]: the parser
    /// refuses such inputs, and operations that build values check the
    /// length of what they built.
    #[must_use]
    #[inline]
    pub(crate) const fn offsets(&self) -> Offsets {
        Offsets::narrowed(
            self.len,
            [
                self.scheme_end,
                self.host_start,
                self.host_end,
                self.path_start,
                self.path_end,
                self.query_end,
            ],
        )
    }

    /// Builds a table from its raw offsets, as returned by [`Table::raw_offsets`].
    ///
    /// The offsets are not checked; a table that did not come from the parser
    /// gives wrong slices or panics in accessors, never undefined behaviour.
    #[must_use]
    pub(crate) const fn from_offsets(offsets: [usize; 7], host_kind: HostKind) -> Table {
        Table {
            scheme_end: offsets[0],
            host_start: offsets[1],
            host_end: offsets[2],
            path_start: offsets[3],
            path_end: offsets[4],
            query_end: offsets[5],
            len: offsets[6],
            host_kind,
            facts: Facts::UNKNOWN,
        }
    }

    /// The raw offsets of the table, for code generators.
    #[must_use]
    pub(crate) const fn raw_offsets(&self) -> ([usize; 7], HostKind) {
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

    /// What the parser saw in the text, for the checker (every fact
    /// possible in a table the parser did not make).
    #[must_use]
    pub(crate) const fn facts(&self) -> Facts {
        self.facts
    }

    /// The kind of host as recorded, whether or not there is an authority
    /// (meaningless without one), for the checker.
    #[must_use]
    pub(crate) const fn recorded_host_kind(&self) -> HostKind {
        self.host_kind
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
        self.offsets().after_scheme()
    }

    /// Whether the reference has a scheme.
    #[must_use]
    pub const fn has_scheme(&self) -> bool {
        self.scheme_end != 0
    }

    /// Whether the reference has an authority (`//` after the scheme).
    #[must_use]
    pub const fn has_authority(&self) -> bool {
        self.offsets().has_authority()
    }

    /// The scheme, without its `:`.
    #[must_use]
    pub const fn scheme(&self) -> Option<Range<usize>> {
        self.offsets().scheme()
    }

    /// The authority, without the leading `//`.
    #[must_use]
    pub const fn authority(&self) -> Option<Range<usize>> {
        self.offsets().authority()
    }

    /// The userinfo, without the `@`.
    #[must_use]
    pub const fn userinfo(&self) -> Option<Range<usize>> {
        self.offsets().userinfo()
    }

    /// The host, brackets included for IP literals.
    #[must_use]
    pub const fn host(&self) -> Option<Range<usize>> {
        self.offsets().host()
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
        self.offsets().port()
    }

    /// The path (always present, possibly empty).
    #[must_use]
    pub const fn path(&self) -> Range<usize> {
        self.offsets().path()
    }

    /// The query, without the `?`.
    #[must_use]
    pub const fn query(&self) -> Option<Range<usize>> {
        self.offsets().query()
    }

    /// The fragment, without the `#`.
    #[must_use]
    pub const fn fragment(&self) -> Option<Range<usize>> {
        self.offsets().fragment(self.len)
    }

    /// The component holding byte `at` (see `Offsets::component_at`).
    #[must_use]
    pub(crate) const fn component_at(&self, at: usize) -> Component {
        self.offsets().component_at(at)
    }
}

/// A [`Table`] as a value stores it: the six offsets that the string's
/// length does not give, in 32 bits each (24 bytes). The host kind is read
/// back from the text when asked for (`Offsets::host_kind`). This is where
/// the layout of a parsed reference is interpreted: [`Table`]'s range
/// accessors call these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offsets {
    /// Index of the `:` ending the scheme; 0 when there is no scheme.
    pub scheme_end: u32,
    /// Start of the host (after `userinfo@` when there is a userinfo).
    pub host_start: u32,
    /// End of the host (the `:` before the port, or the end of the authority).
    pub host_end: u32,
    /// Start of the path, which is also the end of the authority.
    pub path_start: u32,
    /// End of the path: the `?`, the `#` or the end of the input.
    pub path_end: u32,
    /// End of the query: the `#` or the end of the input (== `path_end` without a query).
    pub query_end: u32,
}

impl Offsets {
    /// The offsets of a value of `len` bytes from its positions as `usize`
    /// (scheme end, host start and end, path start and end, query end),
    /// narrowed to 32 bits, which [`MAX_LEN`] makes lossless.
    ///
    /// # Panics
    ///
    /// When `len` is above [`MAX_LEN`].
    #[inline]
    pub(crate) const fn narrowed(len: usize, positions: [usize; 6]) -> Offsets {
        assert!(
            len <= MAX_LEN,
            "an IRI value holds at most MAX_LEN (4 GiB - 1) bytes"
        );
        let [
            scheme_end,
            host_start,
            host_end,
            path_start,
            path_end,
            query_end,
        ] = positions;
        Offsets {
            scheme_end: scheme_end as u32,
            host_start: host_start as u32,
            host_end: host_end as u32,
            path_start: path_start as u32,
            path_end: path_end as u32,
            query_end: query_end as u32,
        }
    }

    /// The offsets in the order the macros emit them.
    pub(crate) const fn to_array(self) -> [u32; 6] {
        [
            self.scheme_end,
            self.host_start,
            self.host_end,
            self.path_start,
            self.path_end,
            self.query_end,
        ]
    }

    /// The full table of `text`, whose offsets these are.
    pub(crate) const fn to_table(self, text: &str) -> Table {
        let mut table = self.to_table_without_host_kind(text);
        table.host_kind = self.host_kind(text);
        table
    }

    /// The table of `text`, whose offsets these are, with the host's kind
    /// left as [`HostKind::RegName`] instead of decided again: for
    /// operations that use the positions only and whose result is stored
    /// as offsets, which do not hold the kind (resolution). Saves the
    /// re-reading of the host that [`to_table`](Self::to_table) does.
    pub(crate) const fn to_table_without_host_kind(self, text: &str) -> Table {
        Table {
            scheme_end: self.scheme_end as usize,
            host_start: self.host_start as usize,
            host_end: self.host_end as usize,
            path_start: self.path_start as usize,
            path_end: self.path_end as usize,
            query_end: self.query_end as usize,
            len: text.len(),
            host_kind: HostKind::RegName,
            facts: Facts::UNKNOWN,
        }
    }

    /// Where the part after the scheme starts: after `scheme:`, or 0 without a scheme.
    #[must_use]
    pub const fn after_scheme(self) -> usize {
        if self.scheme_end == 0 {
            0
        } else {
            self.scheme_end as usize + 1
        }
    }

    /// The index of the `:` ending the scheme; 0 without a scheme.
    #[must_use]
    pub const fn scheme_end(self) -> usize {
        self.scheme_end as usize
    }

    /// Whether there is an authority (`//` after the scheme).
    pub(crate) const fn has_authority(self) -> bool {
        self.path_start as usize != self.after_scheme()
    }

    /// The scheme's range, without its `:`.
    #[must_use]
    pub const fn scheme(self) -> Option<Range<usize>> {
        if self.scheme_end == 0 {
            None
        } else {
            Some(0..self.scheme_end as usize)
        }
    }

    pub(crate) const fn authority(self) -> Option<Range<usize>> {
        if self.has_authority() {
            Some(self.after_scheme() + 2..self.path_start as usize)
        } else {
            None
        }
    }

    pub(crate) const fn userinfo(self) -> Option<Range<usize>> {
        let start = self.after_scheme() + 2;
        if self.has_authority() && self.host_start as usize > start {
            Some(start..self.host_start as usize - 1)
        } else {
            None
        }
    }

    pub(crate) const fn host(self) -> Option<Range<usize>> {
        if self.has_authority() {
            Some(self.host_start as usize..self.host_end as usize)
        } else {
            None
        }
    }

    /// The kind of the host of `text`, whose offsets these are: an IP
    /// literal by its brackets, an IPv4 address by [`reads_as_ipv4`],
    /// otherwise a registered name — what the parser decided, decided again.
    pub(crate) const fn host_kind(self, text: &str) -> HostKind {
        let bytes = text.as_bytes();
        let start = self.host_start as usize;
        let end = self.host_end as usize;
        if end > start && end <= bytes.len() {
            if bytes[start] == b'[' {
                return if start + 1 < end && (bytes[start + 1] | 0x20) == b'v' {
                    HostKind::IpvFuture
                } else {
                    HostKind::Ipv6
                };
            }
            let (host, _) = bytes.split_at(end);
            let (_, host) = host.split_at(start);
            if reads_as_ipv4(host) {
                return HostKind::Ipv4;
            }
        }
        HostKind::RegName
    }

    pub(crate) const fn port(self) -> Option<Range<usize>> {
        if self.has_authority() && self.host_end < self.path_start {
            Some(self.host_end as usize + 1..self.path_start as usize)
        } else {
            None
        }
    }

    /// The path's range.
    #[must_use]
    pub const fn path(self) -> Range<usize> {
        self.path_start as usize..self.path_end as usize
    }

    /// The query's range, without its `?`.
    #[must_use]
    pub const fn query(self) -> Option<Range<usize>> {
        if self.query_end > self.path_end {
            Some(self.path_end as usize + 1..self.query_end as usize)
        } else {
            None
        }
    }

    /// The fragment of a string of `len` bytes.
    #[must_use]
    pub const fn fragment(self, len: usize) -> Option<Range<usize>> {
        if (self.query_end as usize) < len {
            Some(self.query_end as usize + 1..len)
        } else {
            None
        }
    }

    /// Where the fragment's `#` is, or the end: the string without its fragment.
    pub(crate) const fn query_end(self) -> usize {
        self.query_end as usize
    }

    /// The component holding byte `at` of the string. A delimiter belongs to
    /// the component it ends (the `:` after the scheme) or starts (`//`,
    /// `@`'s host, `:` before the port, `?`, `#`); every byte of a valid
    /// reference gets exactly one component.
    #[must_use]
    pub const fn component_at(self, at: usize) -> Component {
        let at = at as u64;
        if at <= self.scheme_end as u64 && self.scheme_end != 0 {
            Component::Scheme
        } else if at < self.path_start as u64 {
            if at < self.host_start as u64 {
                Component::Userinfo
            } else if at < self.host_end as u64 {
                Component::Host
            } else {
                Component::Port
            }
        } else if at < self.path_end as u64 {
            Component::Path
        } else if at < self.query_end as u64 {
            Component::Query
        } else {
            Component::Fragment
        }
    }
}

/// `&text[range]` in `const` context.
pub(crate) const fn slice(text: &str, range: Range<usize>) -> &str {
    text.split_at(range.end).0.split_at(range.start).1
}

/// `Some(&text[range])` for `Some(range)`, in `const` context.
pub(crate) const fn slice_opt(text: &str, range: Option<Range<usize>>) -> Option<&str> {
    match range {
        Some(r) => Some(slice(text, r)),
        None => None,
    }
}
