//! What this crate knows about particular schemes, as data: one
//! [`table`] entry per scheme (default port, whether an empty path means
//! `/`, which components the scheme requires or forbids, and an optional
//! validator of the scheme-specific part), and the list of the IANA
//! registry ([`registry`]).
//!
//! Normalization reads the default ports and the empty-path rule from the
//! table; the checker's `scheme` rules read all of it. Adding a scheme is
//! one entry in [`table::SCHEMES`], plus a validator module when its
//! specific part has a syntax of its own.
//!
//! Validators report through a [`Sink`](issue::Sink) rather than building
//! checker findings, so that this module stays below the checker.

pub(crate) mod iana;
pub(crate) mod issue;
pub(crate) mod names;
pub(crate) mod registry;
pub(crate) mod table;

mod data;
mod did;
mod file;
mod ftp;
mod mailto;
mod oid;
mod tag;
#[cfg(test)]
mod testing;
mod urn;
mod uuid;
