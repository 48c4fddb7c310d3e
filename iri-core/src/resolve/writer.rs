//! Writing an IRI into a `String` while recording its component table, so
//! that a value built from parts never needs a second parse.

use alloc::string::String;

use crate::syntax::table::{HostKind, Table};

/// The `//` rule (see the [`resolve`](crate::resolve) module docs): without
/// an authority, a path that starts with `//` would read back as one, so the
/// path written in `out` from `path_at` on gets `/.` in front.
#[inline]
pub fn guard_path(out: &mut String, path_at: usize, has_authority: bool) {
    if !has_authority && out.as_bytes()[path_at..].starts_with(b"//") {
        out.insert_str(path_at, "/.");
    }
}

/// The path that [`guard_path`] turned into `path`: without the `/.` it
/// adds, when it added one.
pub(crate) fn unguarded_path(path: &str, has_authority: bool) -> &str {
    match path.strip_prefix("/.") {
        Some(rest) if !has_authority && rest.starts_with("//") => rest,
        _ => path,
    }
}

/// Appends the components of one IRI reference to a `String`, in order,
/// recording their offsets (relative to where the writer started).
pub(crate) struct Writer<'o> {
    out: &'o mut String,
    start: usize,
    table: Table,
}

impl<'o> Writer<'o> {
    /// A writer appending to `out`; the table it returns describes `out[start..]`.
    #[inline]
    pub(crate) fn new(out: &'o mut String) -> Writer<'o> {
        let start = out.len();
        Writer {
            out,
            start,
            table: Table::from_offsets([0; 7], HostKind::RegName),
        }
    }

    /// The current position, relative to the start.
    #[inline]
    pub(crate) fn pos(&self) -> usize {
        self.out.len() - self.start
    }

    /// The output written so far (all of it, including what was there before).
    #[inline]
    pub(crate) fn out(&mut self) -> &mut String {
        self.out
    }

    /// Writes `scheme:` (the scheme given without its colon).
    #[inline]
    pub(crate) fn scheme(&mut self, scheme: &str) {
        self.out.push_str(scheme);
        self.table.scheme_end = self.pos();
        self.out.push(':');
    }

    /// Records that there is no authority: the path starts here.
    #[inline]
    pub(crate) fn no_authority(&mut self) {
        let pos = self.pos();
        self.table.host_start = pos;
        self.table.host_end = pos;
        self.table.path_start = pos;
    }

    /// Writes the `//` that starts an authority.
    #[inline]
    pub(crate) fn authority_start(&mut self) {
        self.out.push_str("//");
    }

    /// Records the start of the host at the current position.
    #[inline]
    pub(crate) fn host_start(&mut self) {
        self.table.host_start = self.pos();
    }

    /// Records the end of the host at the current position, and its kind.
    #[inline]
    pub(crate) fn host_end(&mut self, kind: HostKind) {
        self.table.host_end = self.pos();
        self.table.host_kind = kind;
    }

    /// Records the start of the path at the current position.
    #[inline]
    pub(crate) fn path_start(&mut self) {
        self.table.path_start = self.pos();
    }

    /// Ends the path, applying the `//` rule ([`guard_path`]).
    #[inline]
    pub(crate) fn path_end(&mut self) {
        guard_path(
            self.out,
            self.start + self.table.path_start,
            self.table.has_authority(),
        );
        self.table.path_end = self.pos();
        self.table.query_end = self.table.path_end;
    }

    /// Records the end of the query (or where it would be) at the current position.
    #[inline]
    pub(crate) fn query_end(&mut self) {
        self.table.query_end = self.pos();
    }

    /// The table of what was written.
    #[inline]
    pub(crate) fn finish(mut self) -> Table {
        self.table.len = self.pos();
        self.table
    }
}
