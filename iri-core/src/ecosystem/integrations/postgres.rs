//! `ToSql` and `FromSql` of postgres-types 0.2 (feature `postgres-types`),
//! the traits of `tokio-postgres` and `postgres`: an IRI is written as text
//! and read back with its kind's parse. Text that is not a value of the
//! kind fails to read with a [`DecodeError`](super::DecodeError) naming
//! the text and the finding.
//!
//! The types are Postgres' text types: `TEXT`, `VARCHAR`, `CHAR`, `NAME`
//! and `citext` (not `ltree` and its query types, which `&str` also
//! reads). Reading gives any storage that a `&str` converts into:
//! `Iri<String>`, `Iri<Box<str>>`, `Iri<Arc<str>>`, and `Iri<&str>`
//! borrowing the row. A static type reads its inner type and parses it
//! with its own `parse`, which checks its constraints.
//!
//! ```
//! use bytes::BytesMut;
//! use iri_kit::{Iri, IriRef};
//! use postgres_types::{FromSql, ToSql, Type};
//!
//! // What `client.execute("… $1", &[&iri])` sends, and what `row.get` reads:
//! let iri = Iri::parse("https://example.org/été").unwrap();
//! let mut buffer = BytesMut::new();
//! iri.to_sql_checked(&Type::TEXT, &mut buffer).unwrap();
//! assert_eq!(&buffer[..], "https://example.org/été".as_bytes());
//! let read = Iri::<String>::from_sql(&Type::TEXT, &buffer).unwrap();
//! assert_eq!(read, iri);
//!
//! assert!(!<IriRef<String> as ToSql>::accepts(&Type::INT4));
//! let err = Iri::<String>::from_sql(&Type::VARCHAR, b"../relative").unwrap_err();
//! assert!(err
//!     .to_string()
//!     .starts_with("`../relative` is not a valid `Iri`: missing scheme at byte 0"));
//! ```

use alloc::boxed::Box;
use core::ops::Deref;
use std::error::Error;

use bytes::BytesMut;
use postgres_types::{FromSql, IsNull, ToSql, Type, to_sql_checked};

use super::decode_text;
use crate::ri::Ri;
use crate::ri::kind::Kind;

/// What the impls of the static types' `sql;` name. Not public API.
#[doc(hidden)]
pub mod __static {
    pub use alloc::boxed::Box;
    pub use bytes::BytesMut;
    pub use postgres_types::{FromSql, IsNull, ToSql, Type, to_sql_checked};
    pub use std::error::Error;
}

/// Whether `ty` is one of Postgres' text types (what `&str` accepts, but
/// `ltree` and its query types, whose text is not an IRI's).
fn text_type(ty: &Type) -> bool {
    <&str as ToSql>::accepts(ty) && !matches!(ty.name(), "ltree" | "lquery" | "ltxtquery")
}

impl<K: Kind, S: Deref<Target = str>> ToSql for Ri<K, S> {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        <&str as ToSql>::to_sql(&&*self.text, ty, out)
    }

    fn accepts(ty: &Type) -> bool {
        text_type(ty)
    }

    to_sql_checked!();
}

impl<'a, K: Kind, S: From<&'a str>> FromSql<'a> for Ri<K, S> {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Self, Box<dyn Error + Sync + Send>> {
        let text = <&str as FromSql>::from_sql(ty, raw)?;
        Ok(decode_text(text)?)
    }

    fn accepts(ty: &Type) -> bool {
        text_type(ty)
    }
}
