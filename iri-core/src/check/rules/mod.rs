//! The rules, one module per group. Each rule looks at the codes it may
//! report ([`Checker::wants`](super::Checker::wants)) before doing any work.

pub(super) mod bidi;
pub(super) mod form;
pub(super) mod host;
pub(super) mod leiri;
pub(super) mod scheme;
mod stretch;
pub(super) mod unicode;
