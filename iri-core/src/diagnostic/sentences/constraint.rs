//! The sentences of the `constraint` group: what a value of a static IRI
//! type breaks (`iri_core::constraints`), said with the type's own values
//! (its schemes, its path prefix, its port range), never the input's.

use alloc::string::String;
use core::fmt;

use crate::diagnostic::detail::constraint::{ConstraintDetail, Part, Schemes};
use crate::diagnostic::finding::Finding;
use crate::diagnostic::sentences::{write_code_help, write_summary};

/// Writes the type's schemes as `` `a` `` or `` `a`, `b`, `c` ``, and `…`
/// where the finding holds only the first of them.
fn write_schemes(f: &mut fmt::Formatter<'_>, schemes: &Schemes) -> fmt::Result {
    let mut result = Ok(());
    let mut first = true;
    let cut = schemes.for_each(|item| {
        if result.is_ok() {
            let comma = if first { "" } else { ", " };
            result = write!(f, "{comma}`{item}`");
            first = false;
        }
    });
    result?;
    if cut { f.write_str(", …") } else { Ok(()) }
}

impl ConstraintDetail {
    /// Writes the message.
    pub(crate) fn message(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        let component = finding.component();
        match self {
            ConstraintDetail::Missing(_) => write!(f, "missing {component}"),
            ConstraintDetail::Forbidden(_) => write!(f, "{component} where the type allows none"),
            ConstraintDetail::Schemes(schemes) => {
                f.write_str("scheme outside the type's list (")?;
                write_schemes(f, &schemes)?;
                f.write_str(")")
            }
            ConstraintDetail::PortRange { min, max } => {
                write!(f, "port outside the type's range of {min} to {max}")
            }
            ConstraintDetail::PathPrefix(prefix) => {
                let (prefix, cut) = prefix.text();
                let cut = if cut { "…" } else { "" };
                write!(
                    f,
                    "path not starting with the type's prefix `{prefix}`{cut}"
                )
            }
            ConstraintDetail::Absolute | ConstraintDetail::Relative | ConstraintDetail::Ascii => {
                write_summary(f, finding)
            }
        }
    }

    /// Whether there is a help: every detail has one.
    pub(crate) const fn has_help(self, _: &Finding) -> bool {
        match self {
            ConstraintDetail::Missing(_)
            | ConstraintDetail::Forbidden(_)
            | ConstraintDetail::Schemes(_)
            | ConstraintDetail::Absolute
            | ConstraintDetail::Relative
            | ConstraintDetail::PortRange { .. }
            | ConstraintDetail::PathPrefix(_)
            | ConstraintDetail::Ascii => true,
        }
    }

    /// Writes the help.
    pub(crate) fn help(self, f: &mut fmt::Formatter<'_>, finding: &Finding) -> fmt::Result {
        match self {
            ConstraintDetail::Missing(Part::Userinfo) => {
                f.write_str("write a userinfo and `@` before the host")
            }
            ConstraintDetail::Missing(Part::Host) => f.write_str("write a host, after `//`"),
            ConstraintDetail::Missing(Part::Port) => {
                f.write_str("write `:` and a port after the host")
            }
            ConstraintDetail::Missing(Part::Query) => {
                f.write_str("write `?` and a query after the path")
            }
            ConstraintDetail::Missing(Part::Fragment) => {
                f.write_str("write `#` and a fragment at the end")
            }
            ConstraintDetail::Forbidden(Part::Userinfo) => {
                f.write_str("remove the userinfo and its `@`")
            }
            ConstraintDetail::Forbidden(Part::Host) => f.write_str("remove the authority"),
            ConstraintDetail::Forbidden(Part::Port) => f.write_str("remove the port and its `:`"),
            ConstraintDetail::Forbidden(Part::Query) => f.write_str("remove the query and its `?`"),
            ConstraintDetail::Forbidden(Part::Fragment) => {
                f.write_str("remove the fragment and its `#`")
            }
            ConstraintDetail::PortRange { min, max } => {
                write!(f, "use a port from {min} to {max}")
            }
            ConstraintDetail::Schemes(_)
            | ConstraintDetail::PathPrefix(_)
            | ConstraintDetail::Absolute
            | ConstraintDetail::Relative
            | ConstraintDetail::Ascii => write_code_help(f, finding),
        }
    }
}

/// The text of a violation's suggestion: nothing where a component the
/// type allows none of is removed, the scheme where the type allows one.
pub(crate) fn replacement(detail: ConstraintDetail) -> Option<String> {
    match detail {
        ConstraintDetail::Forbidden(_) => Some(String::new()),
        ConstraintDetail::Schemes(schemes) => schemes.single().map(String::from),
        ConstraintDetail::Missing(_)
        | ConstraintDetail::Absolute
        | ConstraintDetail::Relative
        | ConstraintDetail::PathPrefix(_)
        | ConstraintDetail::PortRange { .. }
        | ConstraintDetail::Ascii => None,
    }
}
