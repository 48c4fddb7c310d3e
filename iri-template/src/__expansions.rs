//! What the `iri_template!` and `iri_format!` expansions name, through the
//! facade's versioned private module (`iri_kit::__private::v0_1_0`, with
//! its `template` feature): not public API.

use alloc::string::String;
use core::marker::PhantomData;

use iri_core::kind::{IriKind, IriRefKind};
use iri_core::{Iri, Ri};

/// For `iri_template!` and `iri_format!`.
pub use crate::{ExpandError, Impossible, Mode, Possibility, Possible, Shape, Template, Value};

/// What a value's type says about dot segments, as a type to infer.
#[must_use]
pub const fn template_dot<V: Value + ?Sized>(_: &V) -> PhantomData<V::DotSegment> {
    PhantomData
}

/// [`Possible`] when either is.
#[must_use]
pub const fn template_or<A: Possibility, B: Possibility>(
    _: PhantomData<A>,
    _: PhantomData<B>,
) -> PhantomData<A::Or<B>> {
    PhantomData
}

/// The value of `iri_format!`: the IRI when `P` is [`Impossible`], the
/// `Result` otherwise.
pub fn template_output<P: Possibility, T>(
    _: PhantomData<P>,
    result: Result<T, ExpandError>,
) -> P::Output<T> {
    P::output(result)
}

/// An expansion with the values by index, to an `Iri`.
///
/// # Errors
///
/// As `Template::expand`.
pub fn template_iri(
    template: &Template<'_>,
    values: &[Shape<'_>],
) -> Result<Iri<String>, ExpandError> {
    template.expand_indexed::<IriKind>(values, Mode::Uri)
}

/// An expansion with the values by index, to an `IriRef`.
///
/// # Errors
///
/// As `Template::expand`.
pub fn template_iri_ref(
    template: &Template<'_>,
    values: &[Shape<'_>],
) -> Result<Ri<IriRefKind, String>, ExpandError> {
    template.expand_indexed::<IriRefKind>(values, Mode::Uri)
}
