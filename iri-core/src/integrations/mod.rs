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

/// The decoding of the static types' `sql;` impls. Not public API.
#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-sqlite",
    feature = "postgres-types"
))]
#[doc(hidden)]
pub use crate::sql_static::decode as __decode_static;
#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-sqlite",
    feature = "postgres-types"
))]
pub use decode::DecodeError;
#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-sqlite",
    feature = "postgres-types"
))]
use decode::parse as decode_text;

#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-sqlite",
    feature = "postgres-types"
))]
mod decode {
    use alloc::string::String;
    use core::fmt;

    use crate::constraints::TypeError;
    use crate::ri::Ri;
    use crate::ri::kind::Kind;

    /// A text read from a database that is not a value of the type asked
    /// for: the text, the type's name and why (the grammar's error, or a
    /// static type's constraint or policy), as a [`TypeError`] whose
    /// [`finding`](TypeError::finding) the one renderer draws.
    ///
    /// ```
    /// use iri_core::integrations::DecodeError;
    /// use iri_core::Iri;
    ///
    /// // What the decoders return for a column holding `/relative`:
    /// let text = "/relative";
    /// let err = DecodeError::new(text.into(), "Iri", Iri::parse(text).unwrap_err().into());
    /// assert_eq!(err.value(), "/relative");
    /// assert_eq!(err.finding().code().name(), "grammar-missing-scheme");
    /// assert!(err.to_string().starts_with("`/relative` is not a valid `Iri`: missing scheme at byte 0"));
    /// ```
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct DecodeError {
        value: String,
        type_name: &'static str,
        error: TypeError,
    }

    impl DecodeError {
        /// The error of `value`, which the type named `type_name` refuses
        /// with `error`: for the decoders of static types.
        #[must_use]
        pub fn new(value: String, type_name: &'static str, error: TypeError) -> DecodeError {
            DecodeError {
                value,
                type_name,
                error,
            }
        }

        /// The text read.
        #[must_use]
        pub fn value(&self) -> &str {
            &self.value
        }

        /// The name of the type asked for (`Iri`, or a static type's).
        #[must_use]
        pub fn type_name(&self) -> &'static str {
            self.type_name
        }

        /// Why the text is not a value of the type.
        #[must_use]
        pub fn error(&self) -> &TypeError {
            &self.error
        }

        /// The finding at fault, to draw with
        /// [`annotate`](crate::check::Finding::annotate) on
        /// [`value`](Self::value).
        #[must_use]
        pub fn finding(&self) -> crate::check::Finding {
            self.error.finding()
        }
    }

    impl fmt::Display for DecodeError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(
                f,
                "`{}` is not a valid `{}`: {}",
                self.value.escape_debug(),
                self.type_name,
                self.error
            )
        }
    }

    impl core::error::Error for DecodeError {
        fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
            Some(&self.error)
        }
    }

    /// `text`, read from a database, parsed as a value of kind `K` in
    /// storage `S`.
    pub(super) fn parse<'r, K: Kind, S: From<&'r str>>(
        text: &'r str,
    ) -> Result<Ri<K, S>, DecodeError> {
        match Ri::<K, &str>::parse(text) {
            Ok(value) => Ok(Ri::from_offsets(S::from(text), value.offsets)),
            Err(error) => Err(DecodeError::new(
                String::from(text),
                K::NAME,
                TypeError::Parse(error),
            )),
        }
    }
}
