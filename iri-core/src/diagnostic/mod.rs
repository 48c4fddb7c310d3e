//! One model for everything the crate reports about an input, and its one
//! renderer.
//!
//! A grammar error, a finding of the checker and a broken constraint of a
//! static type are all a [`Finding`](finding::Finding): a code of the one
//! code table ([`codes`]: group, default [`level`], summary, rule, source,
//! help), a component, a byte span, the character at fault, the values its
//! sentence needs ([`detail`]) and, where the text can be rewritten, the
//! span of that edit. Making one allocates nothing; the [`render`]er
//! writes its message, help, caret snippet and fix line when it is shown,
//! from the sentences of each group ([`sentences`]). A
//! [`ParseError`](error::ParseError) is a finding at the error level.

pub(crate) mod codes;
pub(crate) mod component;
pub(crate) mod detail;
pub(crate) mod edit;
pub(crate) mod error;
pub(crate) mod finding;
pub(crate) mod fix;
pub(crate) mod level;
pub(crate) mod names;
pub(crate) mod render;
pub(crate) mod sentences;
