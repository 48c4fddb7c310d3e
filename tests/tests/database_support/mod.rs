//! What the database tests share: a static type with the database traits,
//! the values they write and read back, and the cells they refuse.

use iri_core::Grammar;

iri_kit::iri_type! {
    /// An endpoint of an API: `https`, a host, under `/v1/`.
    pub struct Endpoint: Uri;
    macro endpoint;
    sql;
    schemes = ["https"],
    host = required,
    path_prefix = "/v1/",
}

/// Values of each kind (its name, its text) over the grammar: every
/// component present and absent, IP literals, non-ASCII characters,
/// percent-encodings, empty segments, and for the LEIRI what only it takes.
pub(crate) fn good_values() -> Vec<(&'static str, String)> {
    let iris = [
        "https://example.org/été?lang=fr#haut",
        "http://user:pw@[2001:db8::1]:8080/a//b/?q=%C3%A9",
        "urn:isbn:0451450523",
        "a:",
        "file:///",
        "http://192.0.2.1/",
        "x://[v1.fe]/%20?\u{E000}",
        "mailto:例@example.jp",
    ];
    let references = ["", "../a/./b", "//h", "?q", "#f", "/é/%41", "a//b"];
    let uris = ["https://example.org/%C3%A9t%C3%A9", "tag:x,2020:y"];
    let uri_refs = ["/a%20b", "//[::1]:", "."];
    let leiris = ["http://example.org/a b<c>{d}", "x:\u{7F}"];
    let mut values = Vec::new();
    for (kind, texts) in [
        ("Iri", &iris[..]),
        ("IriRef", &references[..]),
        ("IriRef", &iris[..]),
        ("Uri", &uris[..]),
        ("UriRef", &uri_refs[..]),
        ("UriRef", &uris[..]),
        ("Leiri", &leiris[..]),
        ("Leiri", &iris[..]),
    ] {
        values.extend(texts.iter().map(|text| (kind, (*text).to_owned())));
    }
    values
}

/// The grammar of a kind named by `good_values`.
pub(crate) fn grammar(kind: &str) -> Grammar {
    match kind {
        "Iri" => Grammar::IRI,
        "IriRef" => Grammar::IRI_REFERENCE,
        "Uri" => Grammar::URI,
        "UriRef" => Grammar::URI_REFERENCE,
        _ => Grammar::LEIRI,
    }
}

/// Cells that the kinds refuse: the kind asked for (`Iri`, `Uri` or the
/// static `Endpoint`), the text, and the code of the finding.
pub(crate) fn bad_cells() -> [(&'static str, &'static str, &'static str); 6] {
    [
        ("Iri", "/relative", "grammar-missing-scheme"),
        ("Iri", "http://a b/", "grammar-invalid-character"),
        ("Iri", "http://example.org/a\u{202E}b", "bidi-formatting"),
        ("Uri", "https://example.org/été", "grammar-non-ascii"),
        (
            "Endpoint",
            "https://example.org/v2/",
            "constraint-path-prefix",
        ),
        ("Endpoint", "http://example.org/v1/", "constraint-schemes"),
    ]
}

/// `query` with `text` bound as a value of `kind` (a name of
/// `good_values`), in the storage each kind's test picks.
macro_rules! bind_as {
    ($query:expr, $kind:expr, $text:expr) => {{
        use iri_core::{Iri, IriRef, Leiri, Uri, UriRef};
        let (query, text): (_, &String) = ($query, $text);
        match $kind {
            "Iri" => query.bind(Iri::parse(text.as_str()).unwrap()),
            "IriRef" => query.bind(IriRef::parse(text.clone()).unwrap()),
            "Uri" => query.bind(Uri::parse(text.as_str()).unwrap()),
            "UriRef" => query.bind(UriRef::parse(text.clone().into_boxed_str()).unwrap()),
            _ => query.bind(Leiri::parse(text.as_str()).unwrap()),
        }
    }};
}
pub(crate) use bind_as;

/// `row`'s `column` read (borrowed) as a value of `kind`: its text and
/// table, or the error.
macro_rules! read_as {
    ($row:expr, $column:expr, $kind:expr) => {{
        use iri_core::{Iri, IriRef, Leiri, Uri, UriRef};
        let row = $row;
        let column = $column;
        match $kind {
            "Iri" => row
                .try_get::<Iri<&str>, _>(column)
                .map(|v| (v.as_str(), v.table())),
            "IriRef" => row
                .try_get::<IriRef<&str>, _>(column)
                .map(|v| (v.as_str(), v.table())),
            "Uri" => row
                .try_get::<Uri<&str>, _>(column)
                .map(|v| (v.as_str(), v.table())),
            "UriRef" => row
                .try_get::<UriRef<&str>, _>(column)
                .map(|v| (v.as_str(), v.table())),
            _ => row
                .try_get::<Leiri<&str>, _>(column)
                .map(|v| (v.as_str(), v.table())),
        }
    }};
}
pub(crate) use read_as;

/// The error of reading the result of `sql` (which selects its one
/// argument, `text`) on `db` as a value of `kind` (a name of `bad_cells`).
macro_rules! refusal {
    ($db:expr, $sql:expr, $kind:expr, $text:expr) => {{
        use iri_core::{Iri, Uri};
        use sqlx::query_scalar;
        let (sql, text): (&str, &str) = ($sql, $text);
        let result = match $kind {
            "Iri" => query_scalar::<_, Iri<String>>(sql)
                .bind(text)
                .fetch_one($db)
                .await
                .map(|_| ()),
            "Uri" => query_scalar::<_, Uri<Box<str>>>(sql)
                .bind(text)
                .fetch_one($db)
                .await
                .map(|_| ()),
            _ => query_scalar::<_, Endpoint<String>>(sql)
                .bind(text)
                .fetch_one($db)
                .await
                .map(|_| ()),
        };
        result.expect_err(text)
    }};
}
pub(crate) use refusal;

/// Checks that `err`, sqlx's error of reading `text` as `kind`, is a
/// column's decoding error holding the integration's `DecodeError`, which
/// names the text and the finding of code `expected`.
pub(crate) fn check_refusal(err: &sqlx::Error, kind: &str, text: &str, expected: &str) {
    let sqlx::Error::ColumnDecode { source, .. } = err else {
        panic!("{kind} {text:?}: {err:?}");
    };
    let decode = decode_error(source.as_ref());
    assert_eq!(decode.value(), text);
    assert_eq!(decode.finding().code().name(), expected, "{kind} {text:?}");
    assert!(err.to_string().contains(&decode.to_string()), "{err}");
}

/// `source`, the error of a column's decoding, as the integration's.
pub(crate) fn decode_error<'e>(
    source: &'e (dyn std::error::Error + 'static),
) -> &'e iri_core::integrations::DecodeError {
    source
        .downcast_ref()
        .unwrap_or_else(|| panic!("not a DecodeError: {source:?}"))
}

/// Writes `good_values` into the table `t` of `db` with `insert` (which
/// takes the kind's name and the value, bound as the kind's value), reads
/// them back with `select` (in order, the kind's name first), and checks
/// that each of `columns` reads back to the same text and table; then
/// sends an `Endpoint` through `echo` (which selects its one argument)
/// and reads it back. Gives the values.
macro_rules! write_and_read_back {
    ($db:ident, $row:ty, $insert:expr, $select:expr, $columns:expr, $echo:expr) => {{
        let values = good_values();
        for (kind, text) in &values {
            let q = sqlx::query($insert).bind(*kind);
            bind_as!(q, *kind, text).execute(&mut $db).await.unwrap();
        }
        let rows: Vec<$row> = sqlx::query($select).fetch_all(&mut $db).await.unwrap();
        assert_eq!(rows.len(), values.len());
        for (row, (kind, text)) in rows.iter().zip(&values) {
            for column in $columns {
                let (read, table) = read_as!(row, column, *kind)
                    .unwrap_or_else(|err| panic!("{kind} {text:?}: {err}"));
                assert_eq!(read, text);
                assert_eq!(table, iri_core::parse(text, grammar(kind)).unwrap());
            }
        }
        let endpoint = Endpoint::<&str>::parse("https://api.example.org/v1/users").unwrap();
        let read: Endpoint<String> = sqlx::query_scalar($echo)
            .bind(endpoint)
            .fetch_one(&mut $db)
            .await
            .unwrap();
        assert_eq!(read.as_ref(), endpoint.as_str());
        values
    }};
}
pub(crate) use write_and_read_back;
