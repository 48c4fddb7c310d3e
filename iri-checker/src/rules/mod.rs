//! The rules, one module per group. Each rule looks at the codes it may
//! report ([`Checker::wants`](crate::Checker::wants)) before doing any work.

pub(super) mod bidi;
pub(super) mod form;
pub(super) mod host;
pub(super) mod leiri;
pub(crate) mod packing;
#[cfg(test)]
mod samples;
pub(crate) mod scheme;
pub(crate) mod source;
mod stretch;
pub(super) mod unicode;
pub(crate) mod voice;
pub(crate) mod whatwg;
