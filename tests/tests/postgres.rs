//! The sqlx and postgres-types integrations against a real Postgres
//! (feature `postgres`), the server of `IRI_TEST_POSTGRES_URL`
//! (`scripts/postgres-throwaway.sh start DIR` starts one and prints it):
//! every kind's values are written as text (`TEXT`, `VARCHAR`, `TEXT[]`)
//! and read back equal; a column holding text that is not a value of the
//! kind is an error naming the text and the finding; a static type reads
//! its values with its constraints.
//!
//! Without the variable the tests are skipped, and say so on the
//! terminal; with `CI` set (as CI services set it, and .ci/run for this
//! step), a missing server fails them.

mod database_support;

use std::io::Write;

use database_support::{
    Endpoint, bad_cells, bind_as, check_refusal, decode_error, good_values, grammar, read_as,
    refusal, write_and_read_back,
};
use iri_core::{Iri, IriRef, Leiri, Uri, UriRef};
use sqlx::postgres::{PgConnection, PgRow};
use sqlx::{Connection, Row, query, query_scalar};

/// The server's URL, or `None` (after saying why on the terminal) when the
/// tests are skipped.
fn server(test: &str) -> Option<String> {
    if let Ok(url) = std::env::var("IRI_TEST_POSTGRES_URL") {
        return Some(url);
    }
    let ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "0" && v != "false");
    assert!(
        !ci,
        "CI is set and IRI_TEST_POSTGRES_URL is not: the Postgres tests are mandatory in CI \
         (scripts/postgres-throwaway.sh start DIR starts a server and prints its URL)"
    );
    // Straight to the terminal: the test harness captures `eprintln!`.
    let _ = writeln!(
        std::io::stderr(),
        "postgres::{test}: SKIPPED, no server: set IRI_TEST_POSTGRES_URL \
         (scripts/postgres-throwaway.sh start DIR starts one and prints its URL)"
    );
    None
}

fn run<F: Future<Output = ()>>(url: &str, test: impl FnOnce(PgConnection) -> F) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let db = PgConnection::connect(url).await.unwrap();
        test(db).await;
    });
}

#[test]
fn sqlx_values_of_every_kind_read_back() {
    let Some(url) = server("sqlx_values_of_every_kind_read_back") else {
        return;
    };
    run(&url, |mut db| async move {
        query("CREATE TEMPORARY TABLE t (n SERIAL, k TEXT NOT NULL, v TEXT NOT NULL, w VARCHAR)")
            .execute(&mut db)
            .await
            .unwrap();
        let values = write_and_read_back!(
            db,
            PgRow,
            "INSERT INTO t (k, v, w) VALUES ($1, $2, $2)",
            "SELECT k, v, w FROM t ORDER BY n",
            ["v", "w"],
            "SELECT $1"
        );
        // Arrays.
        let iris: Vec<Iri<String>> = values
            .iter()
            .filter(|(kind, _)| *kind == "Iri")
            .map(|(_, text)| Iri::parse(text.clone()).unwrap())
            .collect();
        let read: Vec<Iri<String>> = query_scalar("SELECT $1::TEXT[]")
            .bind(&iris)
            .fetch_one(&mut db)
            .await
            .unwrap();
        assert_eq!(read, iris);
    });
}

#[test]
fn sqlx_bad_text_is_an_error_naming_it_and_the_finding() {
    let Some(url) = server("sqlx_bad_text_is_an_error_naming_it_and_the_finding") else {
        return;
    };
    run(&url, |mut db| async move {
        for (kind, text, expected) in bad_cells() {
            let err = refusal!(&mut db, "SELECT $1::TEXT", kind, text);
            check_refusal(&err, kind, text, expected);
        }
    });
}

#[test]
fn postgres_types_read_back_and_refuse_bad_text() {
    let Some(url) = server("postgres_types_read_back_and_refuse_bad_text") else {
        return;
    };
    // The `postgres` client runs its own runtime: on a thread of its own,
    // away from any other.
    std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        client
            .batch_execute("CREATE TEMPORARY TABLE t (n SERIAL, v TEXT NOT NULL, w VARCHAR)")
            .unwrap();
        let values = good_values();
        for (kind, text) in &values {
            let value: Box<dyn postgres::types::ToSql + Sync> = match *kind {
                "Iri" => Box::new(Iri::parse(text.clone()).unwrap()),
                "IriRef" => Box::new(IriRef::parse(text.clone()).unwrap()),
                "Uri" => Box::new(Uri::parse(text.clone()).unwrap()),
                "UriRef" => Box::new(UriRef::parse(text.clone()).unwrap()),
                _ => Box::new(Leiri::parse(text.clone()).unwrap()),
            };
            client
                .execute(
                    "INSERT INTO t (v, w) VALUES ($1, $2)",
                    &[value.as_ref(), value.as_ref()],
                )
                .unwrap();
        }
        let rows = client.query("SELECT v, w FROM t ORDER BY n", &[]).unwrap();
        for (row, (kind, text)) in rows.iter().zip(&values) {
            for column in ["v", "w"] {
                let read = match *kind {
                    "Iri" => row.try_get::<_, Iri<&str>>(column).map(|v| v.table()),
                    "IriRef" => row.try_get::<_, IriRef<String>>(column).map(|v| v.table()),
                    "Uri" => row.try_get::<_, Uri<&str>>(column).map(|v| v.table()),
                    "UriRef" => row
                        .try_get::<_, UriRef<Box<str>>>(column)
                        .map(|v| v.table()),
                    _ => row.try_get::<_, Leiri<&str>>(column).map(|v| v.table()),
                };
                let table = read.unwrap_or_else(|err| panic!("{kind} {text:?}: {err}"));
                assert_eq!(table, iri_core::parse(text, grammar(kind)).unwrap());
                assert_eq!(row.get::<_, &str>(column), text);
            }
        }
        let endpoint = Endpoint::<&str>::parse("https://api.example.org/v1/users").unwrap();
        let row = client.query_one("SELECT $1::TEXT", &[&endpoint]).unwrap();
        assert_eq!(
            row.get::<_, Endpoint<String>>(0).as_ref(),
            endpoint.as_str()
        );
        for (kind, text, expected) in bad_cells() {
            let row = client.query_one("SELECT $1::TEXT", &[&text]).unwrap();
            let err = match kind {
                "Iri" => row.try_get::<_, Iri<&str>>(0).map(|_| ()),
                "Uri" => row.try_get::<_, Uri<String>>(0).map(|_| ()),
                _ => row.try_get::<_, Endpoint<String>>(0).map(|_| ()),
            }
            .expect_err(text);
            let source = std::error::Error::source(&err).unwrap();
            let decode = decode_error(source);
            assert_eq!(decode.value(), text);
            assert_eq!(decode.finding().code().name(), expected, "{kind} {text:?}");
        }
        // A column of another type is refused before reading.
        let row = client.query_one("SELECT 1::INT4", &[]).unwrap();
        assert!(row.try_get::<_, Iri<String>>(0).is_err());
    })
    .join()
    .unwrap();
}
