//! What this crate knows about particular schemes, as data: one
//! [`table`] entry per scheme (default port, whether an empty path means
//! `/`, which components the scheme requires or forbids, and where those
//! rules come from), and the list of the IANA registry ([`registry`]).
//!
//! Normalization reads the default ports and the empty-path rule from the
//! table; the checker's `scheme` rules read all of it. Adding a scheme is
//! one entry in [`table::SCHEMES`], plus a validator module in
//! `iri-checker`'s `rules::scheme` when its specific
//! part has a syntax of its own: the validators are rules of the checker,
//! which maps the scheme's name to its validator; this module depends on
//! nothing of the checker.

pub(crate) mod file;
pub mod iana;
pub(crate) mod names;
pub mod registry;
pub mod table;
