//! What the crate reports, and its text: grammar errors ([`error`]) with
//! their [`help`], the checker's codes ([`codes`]), [`level`]s,
//! [`finding`]s and [`report`]s, and the caret lines that draw them
//! ([`snippet`]).

pub(crate) mod codes;
pub(crate) mod error;
pub(crate) mod finding;
pub(crate) mod help;
pub(crate) mod level;
pub(crate) mod report;
pub(crate) mod snippet;
