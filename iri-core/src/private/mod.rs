//! What the other crates of this workspace name inside this one: not public
//! API, and its contents may change in any release. The published crates
//! require each other's exact version, so each meets the items of its own
//! release.
//!
//! - The `iri-macros` expansions name the items of `expansions` through a module
//!   named after the package version (`v0_1_0` for 0.1.0).
//! - `iri-checker` and `iri-template` read the parser's facts, the scheme
//!   tables, the findings model and the helpers their rules share with this
//!   crate's own code through [`internals`], whose modules mirror this
//!   crate's, so that one rule has one home and no helper is written twice.

mod expansions;

pub use expansions::*;

pub mod internals;
