//! The components of a reference to write, borrowed from a builder or a
//! value: what [`write`](crate::ri::build::write) turns into a value.

use crate::syntax::table::{HostKind, Table};

/// The authority's components.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AuthorityDraft<'a> {
    pub(crate) userinfo: Option<&'a str>,
    pub(crate) host: &'a str,
    pub(crate) host_kind: HostKind,
    pub(crate) port: Option<&'a str>,
}

/// The components of a reference, each valid on its own (percent-encoded,
/// checked); whether they go together is for [`write`](crate::ri::build::write) to say.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Draft<'a> {
    pub(crate) scheme: Option<&'a str>,
    pub(crate) authority: Option<AuthorityDraft<'a>>,
    pub(crate) path: &'a str,
    /// Whether a `/` goes before a non-empty `path` when there is an
    /// authority: the path was made by pushing segments onto an empty one.
    pub(crate) implicit_root: bool,
    pub(crate) query: Option<&'a str>,
    pub(crate) fragment: Option<&'a str>,
}

impl<'a> Draft<'a> {
    /// The components of `text`, whose table is `table`.
    pub(crate) fn of(text: &'a str, table: &Table) -> Draft<'a> {
        let part = |range: Option<core::ops::Range<usize>>| range.map(|r| &text[r]);
        Draft {
            scheme: part(table.scheme()),
            authority: table.host().map(|host| AuthorityDraft {
                userinfo: part(table.userinfo()),
                host: &text[host],
                host_kind: table.host_kind,
                port: part(table.port()),
            }),
            path: &text[table.path()],
            implicit_root: false,
            query: part(table.query()),
            fragment: part(table.fragment()),
        }
    }
}
