//! The decoded pairs of a query (`query_pairs_decoded`, `DecodedQueryPairs`):
//! the `(name, value)` strings of HTML form encoding, as the `url` crate's
//! `query_pairs` gives them (its own crate, `form_urlencoded`, is compared
//! on generated queries in `interop_url.rs`, with the `url` feature).

use std::borrow::Cow;

use iri_core::query::DecodedQueryPairs;
use iri_core::{Iri, IriRef};

/// The decoded pairs of `query`, as owned strings.
fn pairs(query: &str) -> Vec<(String, String)> {
    DecodedQueryPairs::new(query)
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect()
}

/// `(name, value)` of two `&str`s, owned.
fn pair(name: &str, value: &str) -> (String, String) {
    (name.to_owned(), value.to_owned())
}

#[test]
fn plus_is_a_space_and_a_missing_equals_sign_an_empty_value() {
    assert_eq!(
        pairs("q=caf%C3%A9+au+lait&flag&a%2Bb=1%2B1"),
        [
            pair("q", "café au lait"),
            pair("flag", ""),
            pair("a+b", "1+1")
        ]
    );
    // Empty pieces are skipped; the value is what follows the first `=`.
    assert_eq!(
        pairs("&a=&&=b&c=d=e&"),
        [pair("a", ""), pair("", "b"), pair("c", "d=e")]
    );
    // `;` is not a separator in form encoding.
    assert_eq!(pairs("a=1;b=2"), [pair("a", "1;b=2")]);
    assert!(pairs("").is_empty());
}

#[test]
fn octets_that_are_not_utf8_are_replaced() {
    // Each maximal invalid sequence is one U+FFFD, as `String::from_utf8_lossy` does.
    assert_eq!(pairs("n=%FF%FEx"), [pair("n", "\u{FFFD}\u{FFFD}x")]);
    assert_eq!(pairs("%E2%82=%E2%82%AC"), [pair("\u{FFFD}", "€")]);
    // A `%` that starts no triplet stays as it is.
    assert_eq!(pairs("a=100%&b=%zz"), [pair("a", "100%"), pair("b", "%zz")]);
}

#[test]
fn strings_borrow_the_query_when_nothing_is_decoded() {
    let iri = Iri::parse("http://a/?x=1&y=a+b").unwrap();
    let mut decoded = iri.query_pairs_decoded();
    let (name, value) = decoded.next().unwrap();
    assert!(matches!(
        (name, value),
        (Cow::Borrowed("x"), Cow::Borrowed("1"))
    ));
    let (name, value) = decoded.next().unwrap();
    assert!(matches!(name, Cow::Borrowed("y")));
    assert!(matches!(value, Cow::Owned(ref v) if v == "a b"));
    assert_eq!(decoded.next(), None);
}

#[test]
fn every_storage_and_no_query() {
    let owned = IriRef::parse(String::from("/p?a=%C3%A9#f")).unwrap();
    assert_eq!(
        owned.query_pairs_decoded().collect::<Vec<_>>(),
        [("a".into(), "é".into())]
    );
    assert_eq!(
        IriRef::parse("/p#a=b")
            .unwrap()
            .query_pairs_decoded()
            .count(),
        0
    );
    // The pairs of a temporary borrow the text.
    let first = Iri::parse("http://a/?k=v")
        .unwrap()
        .query_pairs_decoded()
        .next();
    assert_eq!(first, Some(("k".into(), "v".into())));
    // The pairs as written, beside them, are the same pieces.
    let iri = Iri::parse("http://a/?a=1&b&&c=%41").unwrap();
    let written: Vec<_> = iri.query_pairs().map(|p| p.raw_name()).collect();
    let decoded: Vec<_> = iri.query_pairs_decoded().map(|(name, _)| name).collect();
    assert_eq!(written, decoded);
}
