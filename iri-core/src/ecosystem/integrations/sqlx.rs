//! sqlx 0.8's `Type`, `Encode` and `Decode` for Postgres (feature
//! `sqlx-postgres`) and SQLite (feature `sqlx-sqlite`): an IRI is stored as
//! text, and read back with its kind's parse. A column holding text that is
//! not a value of the kind fails to decode with a
//! [`DecodeError`](super::DecodeError) naming the text and the finding (in
//! sqlx's `Error::ColumnDecode`).
//!
//! - Postgres: the types are `TEXT` (`VARCHAR`, `CHAR`, `NAME` and `citext`
//!   columns are read too, as sqlx reads them into `String`), and arrays of
//!   them (`TEXT[]`, `Vec<Iri<String>>`).
//! - SQLite: `TEXT`.
//!
//! Reading gives any storage that a `&str` converts into: `Iri<String>`,
//! `Iri<Box<str>>`, `Iri<Arc<str>>`, and `Iri<&str>` borrowing the row.
//! A static type reads its inner type and parses it with its own `parse`
//! (`Feed::parse(iri.into_inner())`), which checks its constraints.
//!
//! The features build no runtime, TLS or pool, and `sqlx-sqlite` chooses no
//! SQLite: the program's own `sqlx` chooses them, its `sqlite` feature
//! compiling SQLite in and `sqlite-unbundled` linking the system's.
//! `sqlx-sqlite-bundled` compiles SQLite in without one (for `--all-features`
//! builds and the docs).
//!
//! ```
//! # use std::future::Future;
//! # use std::pin::pin;
//! # use std::sync::Arc;
//! # use std::task::{Context, Poll, Wake};
//! # // The runtime of this example: SQLite's connection runs on a thread
//! # // of its own and wakes its future; a program uses its own runtime.
//! # struct Unpark(std::thread::Thread);
//! # impl Wake for Unpark { fn wake(self: Arc<Self>) { self.0.unpark() } }
//! # fn block_on<F: Future>(future: F) -> F::Output {
//! #     let waker = Arc::new(Unpark(std::thread::current())).into();
//! #     let mut context = Context::from_waker(&waker);
//! #     let mut future = pin!(future);
//! #     loop {
//! #         if let Poll::Ready(out) = future.as_mut().poll(&mut context) { return out; }
//! #         std::thread::park();
//! #     }
//! # }
//! // In a program: `use sqlx::{query, query_scalar, Connection, SqliteConnection};`
//! use sqlx_core::{connection::Connection, query::query, query_scalar::query_scalar};
//! use sqlx_sqlite::SqliteConnection;
//! use iri_kit::Iri;
//!
//! # block_on(async {
//! let mut db = SqliteConnection::connect("sqlite::memory:").await?;
//! query("CREATE TABLE pages (iri TEXT NOT NULL)").execute(&mut db).await?;
//!
//! let page = Iri::parse("https://example.org/été?lang=fr").unwrap();
//! query("INSERT INTO pages (iri) VALUES (?)").bind(page).execute(&mut db).await?;
//! let read: Iri<String> = query_scalar("SELECT iri FROM pages").fetch_one(&mut db).await?;
//! assert_eq!(read, page);
//! assert_eq!(read.host(), Some("example.org"));
//!
//! // Text that is no IRI is an error naming it and the finding.
//! let err = query_scalar::<_, Iri<String>>("SELECT 'http://a b/'")
//!     .fetch_one(&mut db)
//!     .await
//!     .unwrap_err();
//! assert!(err.to_string().contains(
//!     "`http://a b/` is not a valid `Iri`: invalid character ' ' (U+0020) in host at byte 8"
//! ), "{err}");
//! # Ok::<(), sqlx_core::Error>(())
//! # }).unwrap();
//! ```
//!
//! With Postgres, the same types (`$1` for `?`); the tests run both against
//! real databases.
//!
//! ```
//! # #[cfg(feature = "sqlx-postgres")] {
//! use sqlx_core::{arguments::Arguments, types::Type};
//! use sqlx_postgres::{PgArguments, PgTypeInfo, Postgres};
//! use iri_kit::{Iri, UriRef};
//!
//! assert_eq!(<Iri<String> as Type<Postgres>>::type_info(), PgTypeInfo::with_name("TEXT"));
//! assert!(<UriRef<&str> as Type<Postgres>>::compatible(&PgTypeInfo::with_name("VARCHAR")));
//! let mut arguments = PgArguments::default();
//! arguments.add(Iri::parse("urn:isbn:0451450523").unwrap()).unwrap();
//! assert_eq!(arguments.len(), 1);
//! # }
//! ```

use core::ops::Deref;

use sqlx_core::decode::Decode;
use sqlx_core::encode::{Encode, IsNull};
use sqlx_core::error::BoxDynError;
use sqlx_core::types::Type;

use super::decode_text;
use crate::ri::Ri;
use crate::ri::kind::Kind;

/// `Type`, `Encode` and `Decode` for one database, through its `str` and
/// `&str` implementations.
macro_rules! as_text {
    ($database:ty, $value:ty) => {
        impl<K: Kind, S> Type<$database> for Ri<K, S> {
            fn type_info() -> <$database as sqlx_core::database::Database>::TypeInfo {
                <str as Type<$database>>::type_info()
            }

            fn compatible(ty: &<$database as sqlx_core::database::Database>::TypeInfo) -> bool {
                <str as Type<$database>>::compatible(ty)
            }
        }

        impl<'r, K: Kind, S: From<&'r str>> Decode<'r, $database> for Ri<K, S> {
            fn decode(value: $value) -> Result<Self, BoxDynError> {
                let text = <&str as Decode<$database>>::decode(value)?;
                Ok(decode_text(text)?)
            }
        }
    };
}

/// What the impls of the static types' `sql;` name. Not public API.
#[doc(hidden)]
pub mod __static {
    pub use sqlx_core::database::Database;
    pub use sqlx_core::decode::Decode;
    pub use sqlx_core::encode::{Encode, IsNull};
    pub use sqlx_core::error::BoxDynError;
    pub use sqlx_core::types::Type;
    #[cfg(feature = "sqlx-postgres")]
    pub use sqlx_postgres::{PgHasArrayType, PgTypeInfo, Postgres};
    #[cfg(feature = "sqlx-sqlite")]
    pub use sqlx_sqlite::Sqlite;
}

#[cfg(feature = "sqlx-postgres")]
mod postgres {
    use sqlx_postgres::{PgArgumentBuffer, PgHasArrayType, PgTypeInfo, PgValueRef, Postgres};

    use super::{BoxDynError, Decode, Deref, Encode, IsNull, Kind, Ri, Type, decode_text};

    as_text!(Postgres, PgValueRef<'r>);

    impl<K: Kind, S> PgHasArrayType for Ri<K, S> {
        fn array_type_info() -> PgTypeInfo {
            <&str as PgHasArrayType>::array_type_info()
        }

        fn array_compatible(ty: &PgTypeInfo) -> bool {
            <&str as PgHasArrayType>::array_compatible(ty)
        }
    }

    impl<K, S: Deref<Target = str>> Encode<'_, Postgres> for Ri<K, S> {
        fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
            <&str as Encode<Postgres>>::encode(&self.text, buf)
        }

        fn size_hint(&self) -> usize {
            self.text.len()
        }
    }
}

#[cfg(feature = "sqlx-sqlite")]
mod sqlite {
    use alloc::borrow::Cow;
    use alloc::string::String;
    use alloc::vec::Vec;

    use sqlx_sqlite::{Sqlite, SqliteArgumentValue, SqliteValueRef};

    use super::{BoxDynError, Decode, Deref, Encode, IsNull, Kind, Ri, Type, decode_text};

    as_text!(Sqlite, SqliteValueRef<'r>);

    impl<'q, K, S: Deref<Target = str>> Encode<'q, Sqlite> for Ri<K, S> {
        fn encode_by_ref(
            &self,
            args: &mut Vec<SqliteArgumentValue<'q>>,
        ) -> Result<IsNull, BoxDynError> {
            // The arguments outlive the borrow of the value: a copy, as
            // sqlx makes of a `String`.
            args.push(SqliteArgumentValue::Text(Cow::Owned(String::from(
                &*self.text,
            ))));
            Ok(IsNull::No)
        }

        fn size_hint(&self) -> usize {
            self.text.len()
        }
    }
}
