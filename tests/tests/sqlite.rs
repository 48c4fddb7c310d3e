//! The sqlx integration against SQLite, in process (feature `sqlite`):
//! every kind's values are written as text and read back equal, borrowed
//! or owned; a column holding text that is not a value of the kind is an
//! error naming the text and the finding; a static type reads its values
//! with its constraints.

use iri_core::Iri;
mod database_support;

use database_support::{
    Endpoint, bad_cells, bind_as, check_refusal, good_values, grammar, read_as, refusal,
    write_and_read_back,
};
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
        write_and_read_back!(
            db,
            SqliteRow,
            "INSERT INTO t (k, v) VALUES (?, ?)",
            "SELECT k, v FROM t ORDER BY rowid",
            ["v"],
            "SELECT ?"
        );
        // Owned storages.
        let owned: Vec<Iri<String>> = query_scalar("SELECT v FROM t WHERE k = 'Iri'")
            .fetch_all(&mut db)
            .await
            .unwrap();
        assert!(!owned.is_empty() && owned.iter().all(|v| Iri::parse(v.as_str()).is_ok()));
    });
}

#[test]
fn bad_text_is_an_error_naming_it_and_the_finding() {
    run(|mut db| async move {
        for (kind, text, expected) in bad_cells() {
            let err = refusal!(&mut db, "SELECT ?", kind, text);
            check_refusal(&err, kind, text, expected);
        }
    });
}
