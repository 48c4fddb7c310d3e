//! The accessors, in two sets with the same names that cannot overlap:
//!
//! - on `Ri<K, &'a str>` ([`borrowed`]), the accessors proper: each
//!   component sliced from the text in O(1), borrowed for `'a` — the
//!   lifetime of the text, not of the value — and `const fn` where the
//!   language allows (all but `scheme`, whose type is the kind's);
//! - on `Ri<K, S>` for every `S: Storage` ([`stored`]), the same names
//!   borrowing the value, each the borrowed accessor of
//!   [`as_borrowed`](crate::Ri::as_borrowed).
//!
//! The two `impl` blocks are disjoint because `Storage` is not implemented
//! for `&str`, and no other crate can implement it for `&str` (a foreign
//! type), so the compiler accepts both; `Storage` stays open for users'
//! own string types.

mod borrowed;
mod stored;
