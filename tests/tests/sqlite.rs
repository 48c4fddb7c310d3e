//! The sqlx integration against SQLite, in process (feature `sqlite`):
//! every kind's values are written as text and read back equal, borrowed
//! or owned; a column holding text that is not a value of the kind is an
//! error naming the text and the finding; a static type reads its values
//! with its constraints.

use iri_core::{Iri, IriRef, Leiri, Uri, UriRef};
mod database_support;

use database_support::{Endpoint, bad_cells, good_values, grammar};
use sqlx::sqlite::{SqliteConnection, SqliteRow};
use sqlx::{Connection, Row, query, query_scalar};

fn run<F: Future<Output = ()>>(test: impl FnOnce(SqliteConnection) -> F) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    runtime.block_on(async {
        let db = SqliteConnection::connect("sqlite::memory:").await.unwrap();
        test(db).await;
    });
}

#[test]
fn values_of_every_kind_read_back() {
    run(|mut db| async move {
        query("CREATE TABLE t (k TEXT NOT NULL, v TEXT NOT NULL)")
            .execute(&mut db)
            .await
            .unwrap();
        let values = good_values();
        for (kind, text) in &values {
            // Bound as the kind's value (not as a string).
            let q = query("INSERT INTO t (k, v) VALUES (?, ?)").bind(*kind);
            let q = match *kind {
                "Iri" => q.bind(Iri::parse(text.as_str()).unwrap()),
                "IriRef" => q.bind(IriRef::parse(text.clone()).unwrap()),
                "Uri" => q.bind(Uri::parse(text.as_str()).unwrap()),
                "UriRef" => q.bind(UriRef::parse(text.clone().into_boxed_str()).unwrap()),
                _ => q.bind(Leiri::parse(text.as_str()).unwrap()),
            };
            q.execute(&mut db).await.unwrap();
        }
        let rows: Vec<SqliteRow> = query("SELECT k, v FROM t ORDER BY rowid")
            .fetch_all(&mut db)
            .await
            .unwrap();
        assert_eq!(rows.len(), values.len());
        for (row, (kind, text)) in rows.iter().zip(&values) {
            let borrowed = match *kind {
                "Iri" => row
                    .try_get::<Iri<&str>, _>("v")
                    .map(|v| (v.as_str(), v.table())),
                "IriRef" => row
                    .try_get::<IriRef<&str>, _>("v")
                    .map(|v| (v.as_str(), v.table())),
                "Uri" => row
                    .try_get::<Uri<&str>, _>("v")
                    .map(|v| (v.as_str(), v.table())),
                "UriRef" => row
                    .try_get::<UriRef<&str>, _>("v")
                    .map(|v| (v.as_str(), v.table())),
                _ => row
                    .try_get::<Leiri<&str>, _>("v")
                    .map(|v| (v.as_str(), v.table())),
            };
            let (read, table) = borrowed.unwrap_or_else(|err| panic!("{kind} {text:?}: {err}"));
            assert_eq!(read, text);
            assert_eq!(table, iri_core::parse(text, grammar(kind)).unwrap());
        }
        // Owned storages, and the static type.
        let owned: Vec<Iri<String>> = query_scalar("SELECT v FROM t WHERE k = 'Iri'")
            .fetch_all(&mut db)
            .await
            .unwrap();
        assert!(owned.iter().all(|v| Iri::parse(v.as_str()).is_ok()));
        let endpoint = Endpoint::<&str>::parse("https://api.example.org/v1/users").unwrap();
        let read: Endpoint<String> = query_scalar("SELECT ?")
            .bind(endpoint)
            .fetch_one(&mut db)
            .await
            .unwrap();
        assert_eq!(read.as_ref(), endpoint.as_str());
    });
}

#[test]
fn bad_text_is_an_error_naming_it_and_the_finding() {
    run(|mut db| async move {
        for (kind, text, expected) in bad_cells() {
            let result = match kind {
                "Iri" => query_scalar::<_, Iri<String>>("SELECT ?")
                    .bind(text)
                    .fetch_one(&mut db)
                    .await
                    .map(|_| ()),
                "Uri" => query_scalar::<_, Uri<Box<str>>>("SELECT ?")
                    .bind(text)
                    .fetch_one(&mut db)
                    .await
                    .map(|_| ()),
                _ => query_scalar::<_, Endpoint<String>>("SELECT ?")
                    .bind(text)
                    .fetch_one(&mut db)
                    .await
                    .map(|_| ()),
            };
            let err = result.expect_err(text);
            let sqlx::Error::ColumnDecode { source, .. } = &err else {
                panic!("{kind} {text:?}: {err:?}");
            };
            let decode = source
                .downcast_ref::<iri_core::integrations::DecodeError>()
                .unwrap_or_else(|| panic!("{kind} {text:?}: {source:?}"));
            assert_eq!(decode.value(), text);
            assert_eq!(decode.finding().code().name(), expected, "{kind} {text:?}");
            assert!(err.to_string().contains(&decode.to_string()), "{err}");
        }
    });
}
