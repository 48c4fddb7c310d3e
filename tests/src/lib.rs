//! Shared helpers of the integration tests.

pub mod components;
pub mod names;
pub mod records;
pub mod subgrammar;
pub mod outcome;
