//! IRI to URI: properties over generated references (identity on URIs,
//! idempotence, tables equal to the parser's, component by component
//! encoding) and the borrowing of ASCII input.

use std::borrow::Cow;

use iri_core::{Grammar, Iri, IriRef, LeiriRef, UriRef};
use iri_tests::convert_data::{Rng, assert_parser_table, check_generated, triplets};

/// Pieces that generated references are made of: delimiters, URI
/// characters, percent-encodings, and characters beyond ASCII.
const IRI_PIECES: &[&str] = &[
    "a",
    "Z",
    "0",
    "9",
    "-",
    ".",
    "_",
    "~",
    "%41",
    "%e9",
    "%C3%A9",
    "%25",
    "/",
    "/",
    "?",
    "#",
    ":",
    "@",
    "!",
    "$",
    "&",
    "'",
    "(",
    ")",
    "*",
    "+",
    ",",
    ";",
    "=",
    "//",
    "http:",
    "x+y:",
    "[::1]",
    "[v1.x]",
    "1.2.3.4",
    ":80",
    "é",
    "日本",
    "\u{10300}",
    "\u{E000}",
    "\u{202E}",
    "\u{A0}",
];

/// The characters LEIRIs add.
const LEIRI_PIECES: &[&str] = &[
    " ",
    "<",
    ">",
    "\"",
    "{",
    "}",
    "|",
    "\\",
    "^",
    "`",
    "\u{1}",
    "\u{7F}",
    "\u{85}",
    "\u{FFF0}",
    "\u{FDD0}",
    "\u{E0041}",
    "\u{10FFFF}",
];

/// A random string of up to 16 pieces.
fn random_text(rng: &mut Rng, pieces: &[&[&str]]) -> String {
    let len = rng.below(17);
    (0..len)
        .map(|_| {
            let list = pieces[rng.below(pieces.len())];
            *rng.pick(list)
        })
        .collect()
}

/// The URI mapping written the obvious way, for comparison: each byte of a
/// character that is not an URI character as `%HH`.
fn naive_encode(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii() && !" <>\"{}|\\^`".contains(c) && !c.is_ascii_control() {
            out.push(c);
        } else {
            out.push_str(&triplets(c));
        }
    }
    out
}

#[test]
fn iri_to_uri_properties() {
    let generate = |rng: &mut Rng| random_text(rng, &[IRI_PIECES]);
    check_generated(0x5EED_0001, 5000, generate, |text| {
        let Ok(iri) = IriRef::parse(text) else {
            return false;
        };
        let uri = iri.to_uri();
        // A URI whose table is the parser's.
        assert_parser_table(uri.as_str(), uri.table(), Grammar::URI_REFERENCE);
        assert_eq!(uri, *naive_encode(text));
        // Component by component.
        assert_eq!(uri.scheme(), iri.scheme());
        assert_eq!(uri.host().map(naive_encode), iri.host().map(naive_encode));
        assert_eq!(uri.host_kind(), iri.host_kind());
        assert_eq!(uri.port(), iri.port());
        assert_eq!(uri.path(), naive_encode(iri.path()));
        assert_eq!(
            uri.query().map(str::to_owned),
            iri.query().map(naive_encode)
        );
        assert_eq!(
            uri.fragment().map(str::to_owned),
            iri.fragment().map(naive_encode)
        );
        // Idempotent, and the identity on URIs (borrowing).
        let again = IriRef::parse(uri.as_str()).unwrap();
        let twice = again.to_uri();
        assert!(matches!(twice.clone().into_inner(), Cow::Borrowed(_)));
        assert_eq!(twice, uri);
        if text.is_ascii() {
            assert!(matches!(uri.into_inner(), Cow::Borrowed(_)), "{text:?}");
        }
        true
    });
}

#[test]
fn leiri_to_uri_properties() {
    let generate = |rng: &mut Rng| random_text(rng, &[IRI_PIECES, LEIRI_PIECES]);
    check_generated(0x5EED_0002, 5000, generate, |text| {
        let Ok(leiri) = LeiriRef::parse(text) else {
            return false;
        };
        let uri = leiri.to_uri();
        assert_parser_table(uri.as_str(), uri.table(), Grammar::URI_REFERENCE);
        assert_eq!(uri, *naive_encode(text));
        // Through the IRI or directly: the same URI.
        assert_eq!(leiri.to_iri().to_uri(), uri);
        true
    });
}

#[test]
fn seed_examples_keep_their_components() {
    let iri = Iri::parse("http://www.example.org/red%09ros\u{E9}#red").unwrap();
    let uri = iri.to_uri();
    assert_eq!(uri.as_str(), "http://www.example.org/red%09ros%C3%A9#red");
    assert_eq!(uri.path(), "/red%09ros%C3%A9");
    assert_eq!(uri.fragment(), Some("red"));
    // Not "http%3A%2F%2F...": delimiters and percent-encodings are left alone.
    assert!(uri.as_str().starts_with("http://"));
}

#[test]
fn owned_storages_convert_too() {
    let owned: IriRef<String> = IriRef::parse(String::from("//例え.jp/é")).unwrap();
    let uri: UriRef<Cow<'_, str>> = owned.to_uri();
    assert_eq!(uri, "//%E4%BE%8B%E3%81%88.jp/%C3%A9");
    assert_eq!(uri.host(), Some("%E4%BE%8B%E3%81%88.jp"));
    let iri = Iri::parse("a:é").unwrap();
    let uri_kind: iri_core::Uri<Cow<'_, str>> = iri.to_uri();
    assert_eq!(uri_kind.scheme(), "a");
}

#[test]
fn same_uri_as_the_peer_crates() {
    use iri_string::format::ToDedicatedString;
    let generate = |rng: &mut Rng| random_text(rng, &[IRI_PIECES]);
    let mut compared = [0usize; 2];
    check_generated(0x5EED_0004, 2000, generate, |text| {
        let Ok(iri) = IriRef::parse(text) else {
            return false;
        };
        let uri = iri.to_uri();
        if let Ok(peer) = fluent_uri::IriRef::parse(text) {
            assert_eq!(
                uri.as_str(),
                peer.to_uri_ref().as_str(),
                "fluent-uri, {text:?}"
            );
            compared[0] += 1;
        }
        if let Ok(peer) = iri_string::types::IriReferenceStr::new(text) {
            let peer = peer.encode_to_uri().to_dedicated_string();
            assert_eq!(uri.as_str(), peer.as_str(), "iri-string, {text:?}");
            compared[1] += 1;
        }
        true
    });
    // The peers accept most of the generated references.
    assert!(compared.iter().all(|&n| n > 1000), "{compared:?}");
}

/// The URI of `text`, parsed here: the parsed value is a temporary, and the
/// result borrows `text`, not it (E0515 if `to_uri` borrowed the value).
fn uri_of(text: &str) -> Result<iri_core::Uri<Cow<'_, str>>, iri_core::ParseError> {
    Ok(Iri::parse(text)?.to_uri())
}

#[test]
fn the_uri_of_a_temporary_borrows_the_text() {
    // The macro's value is a temporary; its URI is bound and used later
    // (E0716 if `to_uri` borrowed the value).
    let uri = iri_kit::iri!("http://example.org/ros\u{E9}").to_uri();
    let ascii = iri_kit::iri!("http://example.org/a").to_uri();
    assert_eq!(uri, "http://example.org/ros%C3%A9");
    assert!(matches!(ascii.into_inner(), Cow::Borrowed(_)));
    let text = String::from("a:b\u{E9}");
    let borrowed = uri_of("a:b").unwrap();
    assert!(matches!(borrowed.into_inner(), Cow::Borrowed("a:b")));
    assert_eq!(uri_of(&text).unwrap(), "a:b%C3%A9");
    // LEIRIs too.
    let leiri = LeiriRef::parse("a b").unwrap().to_uri();
    assert_eq!(leiri, "a%20b");
    // Other storage borrows the value, as before.
    let owned = IriRef::parse(String::from("/\u{E9}")).unwrap();
    assert_eq!(owned.to_uri(), "/%C3%A9");
}
