//! The database traits of the static types that `iri_type!` declares with
//! its `sql;` option: each database's of sqlx (Postgres, SQLite) and
//! postgres-types' whose feature is on, written as text and read with the
//! type's own `parse`, which checks its constraints (and its policy). A
//! refused text is a [`DecodeError`](super::DecodeError) that names it,
//! the type and the finding.
//!
//! The expansion of `sql;` calls `__iri_core_sql_impls!`, which writes the impls of the features this crate was built with, in
//! the declaring crate (the orphan rule leaves them to it).
//!
//! ```
//! # #[cfg(feature = "postgres-types")] {
//! use postgres_types::{FromSql, Type};
//!
//! iri_kit::iri_type! {
//!     /// A page of the site.
//!     pub struct Page: Iri;
//!     macro page;
//!     sql;
//!     schemes = ["https"],
//!     path_prefix = "/docs/",
//! }
//!
//! let page = Page::<String>::from_sql(&Type::TEXT, b"https://example.org/docs/a").unwrap();
//! assert_eq!(page.path(), "/docs/a");
//! let err = Page::<String>::from_sql(&Type::TEXT, b"https://example.org/blog/").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "`https://example.org/blog/` is not a valid `Page`: path not starting with the type's \
//!      prefix `/docs/` at byte 19: the type's paths start with its prefix \
//!      (constraint-path-prefix, the type's `path_prefix` constraint)"
//! );
//! # }
//! ```

/// Writes the database traits of a static type (`iri_type!`'s `sql;`),
/// for each database feature this crate has. Not public API.
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_sql_impls {
    ($name:ident, $kind:ident, $text:literal) => {
        $crate::__iri_core_sqlx_postgres_impls!($name, $kind, $text);
        $crate::__iri_core_sqlx_sqlite_impls!($name, $kind, $text);
        $crate::__iri_core_postgres_types_impls!($name, $kind, $text);
        $crate::__iri_core_require_database!($text);
    };
}

crate::databases! {
    /// Nothing: one database feature is on.
    #[doc(hidden)]
    #[macro_export]
    macro_rules! __iri_core_require_database {
        ($text:literal) => {};
    }
}

/// A compile error naming the type: no database feature is on.
#[cfg(not(any(
    feature = "sqlx-postgres",
    feature = "sqlx-sqlite",
    feature = "postgres-types"
)))]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_require_database {
    ($text:literal) => {
        ::core::compile_error!(::core::concat!(
            "the static IRI type `",
            $text,
            "` asks for database traits (`sql;`): turn on a feature of `iri-kit` among `sqlx-postgres`, `sqlx-sqlite` and `postgres-types`"
        ));
    };
}

/// sqlx's `Type`, `Encode` and `Decode` of a static type for the
/// database `$db` (a name of `integrations::sqlx::__static`): those of
/// the value it wraps, but that reading goes through the type's `parse`.
#[cfg(any(feature = "sqlx-postgres", feature = "sqlx-sqlite"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_sqlx_impls {
    ($name:ident, $kind:ident, $text:literal, $db:ident) => {
        const _: () = {
            use $crate::Ri;
            use $crate::integrations::sqlx::__static::{
                BoxDynError, Database, Decode, Encode, IsNull, Type, $db,
            };
            use $crate::kind::$kind;

            impl<S> Type<$db> for $name<S> {
                fn type_info() -> <$db as Database>::TypeInfo {
                    <Ri<$kind, S> as Type<$db>>::type_info()
                }

                fn compatible(ty: &<$db as Database>::TypeInfo) -> bool {
                    <Ri<$kind, S> as Type<$db>>::compatible(ty)
                }
            }

            impl<'q, S: ::core::ops::Deref<Target = str>> Encode<'q, $db> for $name<S> {
                fn encode_by_ref(
                    &self,
                    buf: &mut <$db as Database>::ArgumentBuffer<'q>,
                ) -> Result<IsNull, BoxDynError> {
                    <Ri<$kind, S> as Encode<'q, $db>>::encode_by_ref(self, buf)
                }
            }

            impl<'r, S> Decode<'r, $db> for $name<S>
            where
                S: ::core::ops::Deref<Target = str> + ::core::convert::From<&'r str>,
            {
                fn decode(value: <$db as Database>::ValueRef<'r>) -> Result<Self, BoxDynError> {
                    let text = <&str as Decode<$db>>::decode(value)?;
                    Ok($crate::integrations::__decode_static(
                        text,
                        $text,
                        $name::parse,
                    )?)
                }
            }
        };
    };
}

/// sqlx's Postgres traits of a static type, and its arrays'.
#[cfg(feature = "sqlx-postgres")]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_sqlx_postgres_impls {
    ($name:ident, $kind:ident, $text:literal) => {
        $crate::__iri_core_sqlx_impls!($name, $kind, $text, Postgres);

        const _: () = {
            use $crate::Ri;
            use $crate::integrations::sqlx::__static::{PgHasArrayType, PgTypeInfo};
            use $crate::kind::$kind;

            impl<S> PgHasArrayType for $name<S> {
                fn array_type_info() -> PgTypeInfo {
                    <Ri<$kind, S> as PgHasArrayType>::array_type_info()
                }

                fn array_compatible(ty: &PgTypeInfo) -> bool {
                    <Ri<$kind, S> as PgHasArrayType>::array_compatible(ty)
                }
            }
        };
    };
}

/// Nothing: no `sqlx-postgres` feature.
#[cfg(not(feature = "sqlx-postgres"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_sqlx_postgres_impls {
    ($name:ident, $kind:ident, $text:literal) => {};
}

/// sqlx's SQLite traits of a static type.
#[cfg(feature = "sqlx-sqlite")]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_sqlx_sqlite_impls {
    ($name:ident, $kind:ident, $text:literal) => {
        $crate::__iri_core_sqlx_impls!($name, $kind, $text, Sqlite);
    };
}

/// Nothing: no `sqlx-sqlite` feature.
#[cfg(not(feature = "sqlx-sqlite"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_sqlx_sqlite_impls {
    ($name:ident, $kind:ident, $text:literal) => {};
}

/// postgres-types' traits of a static type.
#[cfg(feature = "postgres-types")]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_postgres_types_impls {
    ($name:ident, $kind:ident, $text:literal) => {
        const _: () = {
            use $crate::Ri;
            use $crate::integrations::postgres::__static::{
                Box, BytesMut, Error, FromSql, IsNull, ToSql, Type, to_sql_checked,
            };
            use $crate::kind::$kind;

            impl<S: ::core::ops::Deref<Target = str> + ::core::fmt::Debug> ToSql for $name<S> {
                fn to_sql(
                    &self,
                    ty: &Type,
                    out: &mut BytesMut,
                ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
                    <Ri<$kind, S> as ToSql>::to_sql(self, ty, out)
                }

                fn accepts(ty: &Type) -> bool {
                    <Ri<$kind, S> as ToSql>::accepts(ty)
                }

                to_sql_checked!();
            }

            impl<'a, S> FromSql<'a> for $name<S>
            where
                S: ::core::ops::Deref<Target = str> + ::core::convert::From<&'a str>,
            {
                fn from_sql(
                    ty: &Type,
                    raw: &'a [u8],
                ) -> Result<Self, Box<dyn Error + Sync + Send>> {
                    let text = <&str as FromSql>::from_sql(ty, raw)?;
                    Ok($crate::integrations::__decode_static(
                        text,
                        $text,
                        $name::parse,
                    )?)
                }

                fn accepts(ty: &Type) -> bool {
                    <Ri<$kind, &str> as FromSql>::accepts(ty)
                }
            }
        };
    };
}

/// Nothing: no `postgres-types` feature.
#[cfg(not(feature = "postgres-types"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __iri_core_postgres_types_impls {
    ($name:ident, $kind:ident, $text:literal) => {};
}
