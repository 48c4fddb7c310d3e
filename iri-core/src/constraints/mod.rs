//! Constraints of a static IRI type: what a library's own IRI type requires
//! beyond the grammar and the checker's policy — schemes, host, port,
//! userinfo, query, fragment, a path prefix, absolute or relative, ASCII.
//!
//! [`Constraints`] is built in `const` context; [`Constraints::check`] gives
//! the first [`Violation`] of a parsed value: a
//! [`Finding`](crate::diagnostic::Finding) of the `constraint` group (codes
//! `constraint-schemes`, `constraint-port`, …), with its component and span,
//! whose message, help and suggestion the one renderer writes, as for the
//! grammar's errors and the checker's findings. The `iri_type!` macro of `iri-macros` declares such a type: its
//! literals are checked against these constraints while the user's crate
//! compiles (the error at the user's literal), and its `FromStr`, `TryFrom`
//! and serde implementations check them at run time, by this same code.
//!
//! ```
//! use iri_kit::constraints::{Constraint, Constraints, Presence};
//! use iri_kit::{parse, Grammar};
//!
//! const API: Constraints = Constraints::NONE
//!     .schemes(&["https"])
//!     .host(Presence::Required)
//!     .fragment(Presence::Forbidden)
//!     .path_prefix("/v1/");
//!
//! let text = "http://api.example.org/v1/users";
//! let table = parse(text, Grammar::IRI).unwrap();
//! let violation = API.check(text, &table).unwrap_err();
//! assert_eq!(violation.constraint(), Constraint::Schemes);
//! // Its words are the one renderer's, as for every finding:
//! let finding = violation.finding();
//! assert_eq!(finding.code().name(), "constraint-schemes");
//! assert_eq!(
//!     finding.message().to_string(),
//!     "scheme outside the type's list (`https`)"
//! );
//! assert_eq!(violation.help().to_string(), "write a scheme that the type allows");
//! assert_eq!(
//!     violation.annotate(text).to_string(),
//!     "scheme outside the type's list (`https`)
//!   | http://api.example.org/v1/users
//!   | ^^^^ byte 0
//!   = note: the type allows only the schemes it lists (constraint-schemes, the \
//!      type's `schemes` constraint)
//!   = help: write a scheme that the type allows
//!   = suggestion: replace `http` with `https`"
//! );
//! ```
//!
//! The module's parts: the builder ([`Constraints`], `builder.rs`), the
//! checks of a parsed value against it (`check.rs`), and the two errors, a
//! broken constraint ([`Violation`], `violation.rs`) and a text that is no
//! value of a static type ([`TypeError`], `error.rs`); what the integrations
//! read of a type's constraints (their generators and JSON Schemas) is
//! `fields.rs`.

mod builder;
mod check;
mod error;
// What the integrations read of a type's constraints (their generators and
// JSON Schemas), a child module so that it alone sees the fields.
#[cfg(any(feature = "schemars", feature = "arbitrary", feature = "proptest"))]
pub(crate) mod fields;
#[cfg(test)]
mod tests;
mod violation;

use core::fmt;

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::constraint::{ConstraintDetail, Part};

pub use builder::Constraints;
pub use error::TypeError;
pub use violation::Violation;

/// Whether a component must be there, must not, or may.
///
/// ```
/// use iri_kit::constraints::{Constraint, Constraints, Presence};
/// use iri_kit::{Grammar, parse};
///
/// const NO_QUERY: Constraints = Constraints::NONE.query(Presence::Forbidden);
/// let text = "http://a/?q";
/// let err = NO_QUERY.check(text, &parse(text, Grammar::IRI).unwrap()).unwrap_err();
/// assert_eq!(err.constraint(), Constraint::Query);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Presence {
    /// Either way.
    Any,
    /// The component must be present.
    Required,
    /// The component must be absent.
    Forbidden,
}

/// Which constraint a value broke.
///
/// ```
/// use iri_kit::constraints::{Constraint, Constraints, Presence};
/// use iri_kit::{Grammar, parse};
///
/// let c = Constraints::NONE.absolute(Presence::Required);
/// let err = c.check("a/b", &parse("a/b", Grammar::IRI_REFERENCE).unwrap()).unwrap_err();
/// assert_eq!(err.constraint(), Constraint::Absolute);
/// ```
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// `schemes`: the scheme is not in the list.
    Schemes,
    /// `absolute`: a relative reference where the type wants a scheme.
    Absolute,
    /// `relative`: a scheme where the type wants a relative reference.
    Relative,
    /// `userinfo`: a userinfo where the type allows none.
    Userinfo,
    /// `host`: a host missing, or present where the type allows none.
    Host,
    /// `port`: a port missing, present where the type allows none, or out
    /// of the type's range.
    Port,
    /// `path_prefix`: the path does not start with the prefix.
    PathPrefix,
    /// `query`: a query missing, or present where the type allows none.
    Query,
    /// `fragment`: a fragment missing, or present where the type allows none.
    Fragment,
    /// `ascii`: a non-ASCII character where the type allows ASCII only.
    Ascii,
}

impl Constraint {
    /// The constraint's name, as `iri_type!` spells it.
    ///
    /// ```
    /// use iri_kit::constraints::Constraint;
    ///
    /// assert_eq!(Constraint::PathPrefix.name(), "path_prefix");
    /// assert_eq!(Constraint::Schemes.to_string(), "schemes");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Constraint::Schemes => "schemes",
            Constraint::Absolute => "absolute",
            Constraint::Relative => "relative",
            Constraint::Userinfo => "userinfo",
            Constraint::Host => "host",
            Constraint::Port => "port",
            Constraint::PathPrefix => "path_prefix",
            Constraint::Query => "query",
            Constraint::Fragment => "fragment",
            Constraint::Ascii => "ascii",
        }
    }
}

impl fmt::Display for Constraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Constraint {
    /// The constraint that a finding with `detail` says was broken.
    pub(crate) const fn of(detail: ConstraintDetail) -> Constraint {
        match detail {
            ConstraintDetail::Missing(part) | ConstraintDetail::Forbidden(part) => {
                Constraint::on_presence_of(part)
            }
            ConstraintDetail::Schemes(_) => Constraint::Schemes,
            ConstraintDetail::Absolute => Constraint::Absolute,
            ConstraintDetail::Relative => Constraint::Relative,
            ConstraintDetail::PortRange { .. } => Constraint::Port,
            ConstraintDetail::PathPrefix(_) => Constraint::PathPrefix,
            ConstraintDetail::Ascii => Constraint::Ascii,
        }
    }

    /// The constraint on the presence of `part`.
    const fn on_presence_of(part: Part) -> Constraint {
        match part {
            Part::Userinfo => Constraint::Userinfo,
            Part::Host => Constraint::Host,
            Part::Port => Constraint::Port,
            Part::Query => Constraint::Query,
            Part::Fragment => Constraint::Fragment,
        }
    }

    /// The constraint's code, of the `constraint` group.
    ///
    /// ```
    /// use iri_kit::constraints::Constraint;
    ///
    /// assert_eq!(Constraint::PathPrefix.code().name(), "constraint-path-prefix");
    /// ```
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            Constraint::Schemes => Code::ConstraintSchemes,
            Constraint::Absolute => Code::ConstraintAbsolute,
            Constraint::Relative => Code::ConstraintRelative,
            Constraint::Userinfo => Code::ConstraintUserinfo,
            Constraint::Host => Code::ConstraintHost,
            Constraint::Port => Code::ConstraintPort,
            Constraint::PathPrefix => Code::ConstraintPathPrefix,
            Constraint::Query => Code::ConstraintQuery,
            Constraint::Fragment => Code::ConstraintFragment,
            Constraint::Ascii => Code::ConstraintAscii,
        }
    }
}
