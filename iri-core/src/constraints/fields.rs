//! The fields of [`Constraints`], for the integrations that write them out
//! (a JSON Schema's patterns) or build values that keep them (the
//! generators): a child module of `constraints`, which alone sees them.

use super::{Constraints, Presence};

/// A copy of the fields of a [`Constraints`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fields {
    pub(crate) schemes: &'static [&'static str],
    /// `absolute`: `Required` for a scheme, `Forbidden` for none.
    pub(crate) form: Presence,
    pub(crate) userinfo: Presence,
    pub(crate) host: Presence,
    pub(crate) port: Presence,
    pub(crate) port_range: (u16, u16),
    pub(crate) path_prefix: Option<&'static str>,
    pub(crate) query: Presence,
    pub(crate) fragment: Presence,
    pub(crate) ascii: bool,
}

impl Constraints<'static> {
    /// The fields, for the integrations.
    pub(crate) const fn fields(&self) -> Fields {
        Fields {
            schemes: self.scheme_list(),
            form: self.form,
            userinfo: self.userinfo,
            host: self.host,
            port: self.port,
            port_range: self.port_range,
            path_prefix: self.prefix(),
            query: self.query,
            fragment: self.fragment,
            ascii: self.ascii,
        }
    }
}
