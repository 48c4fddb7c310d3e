//! A text that is not a value of a static IRI type: [`TypeError`].

use core::fmt;

use super::Violation;
use crate::diagnostic::error::ParseError;
use crate::diagnostic::finding::Finding;

/// Why a text is not a value of a static IRI type: it does not parse (or
/// its policy refuses it), or it breaks one of the type's constraints.
///
/// ```
/// use iri_kit::constraints::{Constraints, Presence, TypeError};
/// use iri_kit::{Grammar, parse};
///
/// fn parse_feed(text: &str) -> Result<(), TypeError> {
///     let table = parse(text, Grammar::IRI)?;
///     Constraints::NONE.query(Presence::Forbidden).check(text, &table)?;
///     Ok(())
/// }
/// assert!(matches!(parse_feed("a b"), Err(TypeError::Parse(_))));
/// assert!(matches!(parse_feed("http://a/?q"), Err(TypeError::Constraint(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeError {
    /// The grammar, or an error-level finding of the type's policy.
    Parse(ParseError),
    /// A constraint of the type.
    Constraint(Violation),
}

impl TypeError {
    /// The error as a [`Finding`]: the grammar's (or the policy's), or the
    /// constraint's, to draw with the one renderer.
    ///
    /// ```
    /// use iri_kit::constraints::{Constraints, Presence, TypeError};
    /// use iri_kit::{Grammar, parse};
    ///
    /// let text = "http://a/?q";
    /// let table = parse(text, Grammar::IRI).unwrap();
    /// let err = TypeError::from(Constraints::NONE.query(Presence::Forbidden).check(text, &table).unwrap_err());
    /// assert_eq!(err.finding().code().name(), "constraint-query");
    /// let err = TypeError::from(parse("a b", Grammar::IRI).unwrap_err());
    /// assert_eq!(err.finding().code().name(), "grammar-missing-scheme");
    /// ```
    #[must_use]
    pub const fn finding(&self) -> Finding {
        match self {
            TypeError::Parse(err) => err.finding(),
            TypeError::Constraint(violation) => violation.finding(),
        }
    }
}

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeError::Parse(err) => err.fmt(f),
            TypeError::Constraint(violation) => violation.fmt(f),
        }
    }
}

impl core::error::Error for TypeError {}

impl From<ParseError> for TypeError {
    fn from(err: ParseError) -> TypeError {
        TypeError::Parse(err)
    }
}

impl From<Violation> for TypeError {
    fn from(violation: Violation) -> TypeError {
        TypeError::Constraint(violation)
    }
}
