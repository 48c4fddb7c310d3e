//! The traits of other crates for the IRI types, each behind its own
//! feature, off by default: Rust's orphan rule lets only this crate (or the
//! trait's) implement them for [`Ri`](crate::Ri).
//!
//! | feature | module | gives |
//! | --- | --- | --- |
//! | `schemars` | [`schemars`](self::schemars) | `JsonSchema` for every IRI type (`format` `iri`, `iri-reference`, `uri`, `uri-reference`), and the schema of a static type's constraints (`iri_type!`'s `schemars;`) |
//! | `sqlx-postgres`, `sqlx-sqlite` | [`sqlx`](self::sqlx) | sqlx 0.8's `Type`, `Encode` and `Decode` for Postgres and SQLite: the value as text, parsed again when read |
//! | `postgres-types` | [`postgres`](self::postgres) | `ToSql` and `FromSql` (postgres-types 0.2, the types of `tokio-postgres` and `postgres`): the value as text, parsed again when read |
//! | `arbitrary` | [`arbitrary`](self::arbitrary) | `Arbitrary` for every IRI type: valid values of the kind, over the whole grammar |
//! | `proptest` | [`proptest`](self::proptest) | `proptest`'s `Arbitrary` and strategies of valid values, of a kind or of a static type's constraints, that shrink towards short values |
//!
//! Deserializing under a checker's policy (serde) is `iri-checker`'s, with
//! its `serde` feature (in the facade, `check` and `serde`).
//!
//! A database value that does not parse as the type is a [`DecodeError`]
//! that names the value and the finding. The static types that
//! `iri_type!` declares with its `sql;` option get the traits of each
//! database feature that is on, reading their values with their own
//! `parse` (their constraints and policy).

#[cfg(any(feature = "arbitrary", feature = "proptest"))]
mod generate;

#[cfg(feature = "arbitrary")]
pub mod arbitrary;
#[cfg(feature = "postgres-types")]
pub mod postgres;
#[cfg(feature = "proptest")]
pub mod proptest;
#[cfg(feature = "schemars")]
pub mod schemars;
#[cfg(any(feature = "sqlx-postgres", feature = "sqlx-sqlite"))]
pub mod sqlx;

crate::databases! {
    mod decode;
    pub use decode::DecodeError;
    use decode::parse as decode_text;
    #[doc(hidden)]
    pub use decode::decode_static as __decode_static;
}
