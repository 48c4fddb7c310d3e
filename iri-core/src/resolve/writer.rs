//! Writing an IRI into a `String` while recording its component table, so
//! that a value built from parts never needs a second parse.

use alloc::string::String;

use crate::table::{HostKind, Table};

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

    /// Copies the scheme and authority of a parsed reference (`text` up to
    /// where its path starts), taking the offsets from its `table`.
    #[inline]
    pub(crate) fn copy_head(&mut self, text: &str, table: &Table) {
        self.copy_prefix(text, table, table.path_start);
    }

    /// Copies `text[..end]` of a parsed reference, where `end` is at or
    /// after the start of its path, taking the offsets of its scheme and
    /// authority (and, when `end` reaches them, of its path and query) from
    /// its `table`.
    #[inline]
    pub(crate) fn copy_prefix(&mut self, text: &str, table: &Table, end: usize) {
        let shift = self.pos();
        self.out.push_str(&text[..end]);
        self.table.path_end = table.path_end + shift;
        self.table.query_end = table.query_end + shift;
        self.table.scheme_end = table.scheme_end + shift;
        self.table.host_start = table.host_start + shift;
        self.table.host_end = table.host_end + shift;
        self.table.path_start = table.path_start + shift;
        self.table.host_kind = table.host_kind;
    }

    /// Writes `scheme:` (the scheme given without its colon).
    #[inline]
    pub(crate) fn scheme(&mut self, scheme: &str) {
        self.out.push_str(scheme);
        self.table.scheme_end = self.pos();
        self.out.push(':');
    }

    /// Copies the authority of a parsed reference (`//` included) after the
    /// scheme written so far, taking host offsets from its `table`.
    #[inline]
    pub(crate) fn copy_authority(&mut self, text: &str, table: &Table) {
        let from = table.after_scheme();
        let shift = self.pos();
        self.out.push_str(&text[from..table.path_start]);
        self.table.host_start = table.host_start - from + shift;
        self.table.host_end = table.host_end - from + shift;
        self.table.path_start = table.path_start - from + shift;
        self.table.host_kind = table.host_kind;
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

    /// Copies `text[from..]` of a parsed reference with `table`, where
    /// `from` is the end of its path (the query and fragment are copied) or
    /// of its query (the fragment only); records the end of the query.
    #[inline]
    pub(crate) fn copy_tail(&mut self, text: &str, table: &Table, from: usize) {
        self.table.query_end = self.pos() + (table.query_end - from);
        self.out.push_str(&text[from..]);
    }

    /// Ends the path. Without an authority, a path that starts with `//`
    /// would read back as an authority, so it gets a `/.` prefix (see the
    /// [`resolve`](crate::resolve) module docs).
    #[inline]
    pub(crate) fn path_end(&mut self) {
        let path_start = self.start + self.table.path_start;
        if !self.table.has_authority() && self.out[path_start..].starts_with("//") {
            self.out.insert_str(path_start, "/.");
        }
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
