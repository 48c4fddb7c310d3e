//! The sentences of the `constraint` group: what a value of a static IRI
//! type breaks (`iri_core::constraints`), said with the type's own values
//! (its schemes, its path prefix, its port range), never the input's.

use core::fmt;

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::constraint::ConstraintDetail;
use crate::diagnostic::finding::Finding;

/// Writes `items` as `` `a` `` or `` `a`, `b`, `c` ``.
fn write_list(f: &mut fmt::Formatter<'_>, items: &[&str]) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "`{item}`")?;
    }
    Ok(())
}

impl ConstraintDetail {
    /// Writes the message.
    pub(crate) fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let component = finding.component();
        match self {
            ConstraintDetail::Missing => write!(f, "missing {component}"),
            ConstraintDetail::Forbidden => write!(f, "{component} where the type allows none"),
            ConstraintDetail::Schemes(schemes) => {
                f.write_str("scheme outside the type's list (")?;
                write_list(f, schemes)?;
                f.write_str(")")
            }
            ConstraintDetail::PortRange { min, max } => {
                write!(f, "port outside the type's range of {min} to {max}")
            }
            ConstraintDetail::PathPrefix(prefix) => {
                write!(f, "path not starting with the type's prefix `{prefix}`")
            }
        }
    }

    /// Whether there is a help: every detail has one.
    pub(crate) const fn has_help(self, _: &Finding) -> bool {
        match self {
            ConstraintDetail::Missing
            | ConstraintDetail::Forbidden
            | ConstraintDetail::Schemes(_)
            | ConstraintDetail::PortRange { .. }
            | ConstraintDetail::PathPrefix(_) => true,
        }
    }

    /// Writes the help.
    pub(crate) fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match (self, finding.code()) {
            (ConstraintDetail::Missing, Code::ConstraintUserinfo) => {
                f.write_str("write a userinfo and `@` before the host")
            }
            (ConstraintDetail::Missing, Code::ConstraintHost) => {
                f.write_str("write a host, after `//`")
            }
            (ConstraintDetail::Missing, Code::ConstraintPort) => {
                f.write_str("write `:` and a port after the host")
            }
            (ConstraintDetail::Missing, Code::ConstraintQuery) => {
                f.write_str("write `?` and a query after the path")
            }
            // The fragment, the last of the components with a presence rule.
            (ConstraintDetail::Missing, _) => f.write_str("write `#` and a fragment at the end"),
            (ConstraintDetail::Forbidden, Code::ConstraintUserinfo) => {
                f.write_str("remove the userinfo and its `@`")
            }
            (ConstraintDetail::Forbidden, Code::ConstraintHost) => {
                f.write_str("remove the authority")
            }
            (ConstraintDetail::Forbidden, Code::ConstraintPort) => {
                f.write_str("remove the port and its `:`")
            }
            (ConstraintDetail::Forbidden, Code::ConstraintQuery) => {
                f.write_str("remove the query and its `?`")
            }
            (ConstraintDetail::Forbidden, _) => f.write_str("remove the fragment and its `#`"),
            (ConstraintDetail::PortRange { min, max }, _) => {
                write!(f, "use a port from {min} to {max}")
            }
            (ConstraintDetail::Schemes(_) | ConstraintDetail::PathPrefix(_), code) => {
                f.write_str(code.help().unwrap_or_default())
            }
        }
    }
}
