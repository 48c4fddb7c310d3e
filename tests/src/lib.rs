//! Shared helpers of the integration tests.

pub mod components;
pub mod conformance_data;
pub mod convert_data;
pub mod corpus;
pub mod names;
pub mod outcome;
pub mod pairs;
pub mod records;
pub mod subgrammar;
