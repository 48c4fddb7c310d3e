//! The sentences of each group: the grammar's messages, rules and helps,
//! and for the other groups the sentences of their [`Detail`]s
//! (`crate::diagnostic::detail::Detail`), with the values each needs.

pub(crate) mod bidi;
pub(crate) mod constraint;
pub(crate) mod form;
pub(crate) mod grammar;
pub(crate) mod host;
pub(crate) mod leiri;
pub(crate) mod scheme;
pub(crate) mod template;
pub(crate) mod unicode;
pub(crate) mod whatwg;
