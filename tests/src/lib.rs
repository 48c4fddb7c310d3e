//! Shared helpers of the integration tests.
pub mod convert_data;
