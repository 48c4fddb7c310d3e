//! What the `constraint` group's findings carry for their sentences
//! (written in `crate::diagnostic::sentences::constraint`).

use crate::diagnostic::detail::Detail;

/// What a `constraint` finding's sentence needs: the type's values, all
/// `'static` (a type's constraints are built in `const` context).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConstraintDetail {
    /// The component is missing where the type requires it.
    Missing,
    /// The component is there where the type allows none.
    Forbidden,
    /// `constraint-schemes`: the scheme is none of these.
    Schemes(&'static [&'static str]),
    /// `constraint-port`: the port lies outside `min..=max`.
    PortRange {
        /// The lowest port allowed.
        min: u16,
        /// The highest port allowed.
        max: u16,
    },
    /// `constraint-path-prefix`: the path does not start with this.
    PathPrefix(&'static str),
}

impl From<ConstraintDetail> for Detail {
    fn from(detail: ConstraintDetail) -> Detail {
        Detail::Constraint(detail)
    }
}
