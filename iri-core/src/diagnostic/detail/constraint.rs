//! What the `constraint` group's findings carry for their sentences
//! (written in `crate::diagnostic::sentences::constraint`).

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::Detail;

/// A component whose presence a static type's constraints decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The userinfo (`constraint-userinfo`).
    Userinfo,
    /// The host (`constraint-host`).
    Host,
    /// The port (`constraint-port`).
    Port,
    /// The query (`constraint-query`).
    Query,
    /// The fragment (`constraint-fragment`).
    Fragment,
}

impl Part {
    /// The code of the constraint on the part's presence.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            Part::Userinfo => Code::ConstraintUserinfo,
            Part::Host => Code::ConstraintHost,
            Part::Port => Code::ConstraintPort,
            Part::Query => Code::ConstraintQuery,
            Part::Fragment => Code::ConstraintFragment,
        }
    }
}

/// What a `constraint` finding's sentence needs: the type's values, all
/// `'static` (a type's constraints are built in `const` context).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConstraintDetail {
    /// The part is missing where the type requires it.
    Missing(Part),
    /// The part is there where the type allows none.
    Forbidden(Part),
    /// `constraint-schemes`: the scheme is none of these.
    Schemes(&'static [&'static str]),
    /// `constraint-absolute`: a relative reference.
    Absolute,
    /// `constraint-relative`: a scheme.
    Relative,
    /// `constraint-port`: the port lies outside `min..=max`.
    PortRange {
        /// The lowest port allowed.
        min: u16,
        /// The highest port allowed.
        max: u16,
    },
    /// `constraint-path-prefix`: the path does not start with this.
    PathPrefix(&'static str),
    /// `constraint-ascii`: the finding's character is not ASCII.
    Ascii,
}

impl ConstraintDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            ConstraintDetail::Missing(part) | ConstraintDetail::Forbidden(part) => part.code(),
            ConstraintDetail::Schemes(_) => Code::ConstraintSchemes,
            ConstraintDetail::Absolute => Code::ConstraintAbsolute,
            ConstraintDetail::Relative => Code::ConstraintRelative,
            ConstraintDetail::PortRange { .. } => Code::ConstraintPort,
            ConstraintDetail::PathPrefix(_) => Code::ConstraintPathPrefix,
            ConstraintDetail::Ascii => Code::ConstraintAscii,
        }
    }
}

impl From<ConstraintDetail> for Detail {
    fn from(detail: ConstraintDetail) -> Detail {
        Detail::Constraint(detail)
    }
}
