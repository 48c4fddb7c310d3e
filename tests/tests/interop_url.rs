//! `url::Url` to and from `Uri` and `Iri` (feature `url`): round trips on
//! a generated corpus, and the inputs each side refuses.
#![cfg(feature = "url")]

use iri_core::interop::UrlError;
use iri_core::normalize::Steps;
use iri_core::{Iri, Uri};
use iri_tests::corpus::{Mix, generate};
use url::Url;

/// The characters WHATWG may leave unencoded that RFC 3986 does not allow
/// (`%` when it starts no triplet), the reasons `Uri::try_from(&Url)` refuses.
const WHATWG_ONLY: &[char] = &[
    '|', '^', '[', ']', '\\', '{', '}', '`', '#', '%', '"', '<', '>', ' ',
];

#[test]
fn iris_convert_to_urls_that_mean_the_same_and_back() {
    let (mut converted, mut refused, mut changed) = (0, 0, 0);
    for text in generate(20_000, 61, Mix::Mixed) {
        let Ok(iri) = Iri::parse(text.as_str()) else {
            continue;
        };
        match Url::try_from(&iri) {
            Ok(url) => {
                converted += 1;
                let uri = Uri::try_from(&url).unwrap_or_else(|e| panic!("{iri} -> {url}: {e}"));
                assert!(
                    uri.is_equivalent_with(&iri, Steps::ALL)
                        || iri.host().is_some_and(|h| !h.is_ascii()),
                    "{iri} -> {uri}"
                );
                // The URL's own URI converts back to the same URL.
                assert_eq!(Url::try_from(&uri).as_ref(), Ok(&url), "{uri}");
                assert_eq!(
                    Url::try_from(&Iri::try_from(&url).unwrap()).as_ref(),
                    Ok(&url)
                );
            }
            Err(UrlError::Refused(_)) => refused += 1,
            Err(UrlError::Changed(url)) => {
                changed += 1;
                assert_ne!(url.as_str(), iri.as_str());
            }
            Err(e) => panic!("{iri}: {e}"),
        }
    }
    assert!(
        converted > 5_000 && refused > 100 && changed > 100,
        "{converted} {refused} {changed}"
    );
}

#[test]
fn urls_convert_to_uris_unless_whatwg_kept_a_character_rfc_3986_refuses() {
    let mut inputs = generate(20_000, 62, Mix::Mixed);
    inputs.extend(
        [
            "http://a/b|c",
            "http://a/?q={x}",
            "http://a/#f#g",
            "foo://a/%zz",
            "http://a/[x]",
            "http://a/b^c",
        ]
        .map(String::from),
    );
    let (mut converted, mut refused) = (0, 0);
    for text in inputs {
        let Ok(url) = Url::parse(&text) else {
            continue;
        };
        match Uri::try_from(&url) {
            Ok(uri) => {
                converted += 1;
                assert_eq!(uri, url.as_str());
                assert_eq!(Url::try_from(&uri).as_ref(), Ok(&url), "{uri}");
            }
            Err(UrlError::NotUri(e)) => {
                refused += 1;
                let c = e.char().unwrap_or_else(|| panic!("{url}: {e}"));
                assert!(WHATWG_ONLY.contains(&c), "{url}: {e}");
            }
            Err(e) => panic!("{url}: {e}"),
        }
    }
    assert!(converted > 5_000 && refused >= 6, "{converted} {refused}");
}

#[test]
fn edge_cases_to_url() {
    let converts = [
        ("HTTP://EXAMPLE.org:80", "http://example.org/"),
        ("http://a/b/../c/./d", "http://a/c/d"),
        ("http://[0:0::1]/", "http://[::1]/"),
        ("http://a/%7e", "http://a/%7e"),
        // Path segment normalization reads `%2E` as `.` too (RFC 3986 6.2.2.3).
        ("http://a/%2e%2E/b", "http://a/b"),
        ("https://例え.jp/é", "https://xn--r8jz45g.jp/%C3%A9"),
        ("https://Ä.com/", "https://xn--4ca.com/"),
        ("mailto:a@example.org", "mailto:a@example.org"),
        ("urn:isbn:0451450523", "urn:isbn:0451450523"),
        ("foo://h/p?q#f", "foo://h/p?q#f"),
        ("file:///etc/hosts", "file:///etc/hosts"),
    ];
    for (input, expected) in converts {
        let url =
            Url::try_from(&Iri::parse(input).unwrap()).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(url.as_str(), expected);
    }
    let refused = [
        "http://[v1.x]/",
        "http://a:65536/",
        "http://a%00/",
        "http://[::1]:x/",
    ];
    for input in refused.iter().filter_map(|s| Iri::parse(*s).ok()) {
        assert!(
            matches!(Url::try_from(&input), Err(UrlError::Refused(_))),
            "{input}"
        );
    }
    let changed = [
        ("http:///a", "http://a/"),
        ("http:x", "http://x/"),
        ("http://@a/", "http://a/"),
        ("http://0x7F.1/", "http://127.0.0.1/"),
        ("http://a/?q='x'", "http://a/?q=%27x%27"),
        ("http://u:@a/", "http://u@a/"),
        ("file://localhost/etc", "file:///etc"),
    ];
    for (input, reads) in changed {
        match Url::try_from(&Iri::parse(input).unwrap()) {
            Err(UrlError::Changed(url)) => assert_eq!(url.as_str(), reads, "{input}"),
            other => panic!("{input}: {other:?}"),
        }
    }
}

/// Pieces of generated queries: separators, `+`, percent-encodings (of
/// UTF-8 and of octets that are not), a `%` that starts no triplet, and
/// characters beyond ASCII.
const QUERY_PIECES: &[&str] = &[
    "a",
    "Z",
    "=",
    "=",
    "&",
    "&",
    ";",
    "+",
    "%2B",
    "%20",
    "%41",
    "%C3%A9",
    "%E2%82%AC",
    "%E2%82",
    "%FF",
    "%C3",
    "%",
    "%z",
    "\u{E9}",
    "\u{1F600}",
    "?",
    "/",
];

#[test]
fn decoded_query_pairs_are_those_of_form_urlencoded() {
    let mut rng = iri_tests::convert_data::Rng::new(0xF0F0);
    for _ in 0..20_000 {
        let query: String = (0..rng.below(12))
            .map(|_| *rng.pick(QUERY_PIECES))
            .collect();
        let ours: Vec<_> = iri_core::query::DecodedQueryPairs::new(&query).collect();
        let theirs: Vec<_> = url::form_urlencoded::parse(query.as_bytes()).collect();
        assert_eq!(ours, theirs, "{query:?}");
    }
    // And through the IRI, as `Url::query_pairs` reads the URL's query.
    let iri = Iri::parse("http://a/?q=caf%C3%A9+au+lait&flag&n=%FF").unwrap();
    let url = Url::try_from(&iri).unwrap();
    assert!(iri.query_pairs_decoded().eq(url.query_pairs()));
}
