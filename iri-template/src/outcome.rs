//! Type-level yes and no, for what a value's type says about dot
//! segments: `iri_format!` combines them over its arguments and chooses its
//! return type, the IRI itself or a `Result`, from the answer.

use crate::error::ExpandError;

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Possible {}
    impl Sealed for super::Impossible {}
}

/// [`Possible`] or [`Impossible`]: whether a value of a type can do
/// something (here, make a dot segment).
pub trait Possibility: sealed::Sealed {
    /// `Possible` when either is.
    type Or<B: Possibility>: Possibility;
    /// What an expansion gives: the IRI when [`Impossible`], a `Result`
    /// when [`Possible`].
    type Output<T>;
    /// `result` as [`Output`](Possibility::Output).
    ///
    /// # Panics
    ///
    /// [`Impossible`] panics on an error: the types promised there would be
    /// none.
    fn output<T>(result: Result<T, ExpandError>) -> Self::Output<T>;
}

/// It can happen: `iri_format!` returns a `Result`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Possible {}

/// It cannot happen: `iri_format!` returns the IRI itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Impossible {}

impl Possibility for Possible {
    type Or<B: Possibility> = Possible;
    type Output<T> = Result<T, ExpandError>;
    fn output<T>(result: Result<T, ExpandError>) -> Result<T, ExpandError> {
        result
    }
}

impl Possibility for Impossible {
    type Or<B: Possibility> = B;
    type Output<T> = T;
    fn output<T>(result: Result<T, ExpandError>) -> T {
        match result {
            Ok(value) => value,
            Err(e) => panic!("an expansion the template and the types guarantee failed: {e}"),
        }
    }
}
