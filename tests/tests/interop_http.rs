//! `http::Uri` to and from the values of this crate (feature `http`):
//! round trips on a generated corpus, and the inputs each side refuses.
#![cfg(feature = "http")]

use iri_core::interop::{HttpError, TargetIssue};
use iri_core::normalize::Steps;
use iri_core::{Iri, IriRef, Uri, UriRef};
use iri_tests::corpus::{Mix, generate};

#[test]
fn references_convert_to_http_uris_that_mean_the_same_and_back() {
    let (mut converted, mut not_target, mut refused, mut changed) = (0, 0, 0, 0);
    for text in generate(20_000, 71, Mix::Mixed) {
        let Ok(reference) = IriRef::parse(text.as_str()) else {
            continue;
        };
        match http::Uri::try_from(&reference) {
            Ok(http) => {
                converted += 1;
                let back = UriRef::try_from(&http).unwrap_or_else(|e| panic!("{reference}: {e}"));
                let same = back.is_equivalent_with(&reference, Steps::ALL)
                    || reference
                        .to_uri_idna()
                        .is_ok_and(|ascii| back.is_equivalent_with(&ascii, Steps::ALL));
                assert!(same, "{reference} -> {back}");
                let again = http::Uri::try_from(&back).unwrap();
                assert_eq!(again, http);
            }
            Err(HttpError::NotATarget(issue)) => {
                not_target += 1;
                match issue {
                    TargetIssue::Fragment => assert!(reference.fragment().is_some()),
                    TargetIssue::NoAuthority => assert!(reference.authority().is_none()),
                    TargetIssue::Relative => assert!(reference.scheme().is_none()),
                    _ => unreachable!(),
                }
            }
            Err(HttpError::Refused(_)) => refused += 1,
            Err(HttpError::Changed(_)) => changed += 1,
            Err(e) => panic!("{reference}: {e}"),
        }
    }
    eprintln!(
        "{converted} converted, {not_target} not targets, {refused} refused, {changed} changed"
    );
    assert!(
        converted > 2_000 && not_target > 2_000,
        "{converted} {not_target}"
    );
}

#[test]
fn http_uris_convert_unless_not_references_or_not_rfc_3986() {
    let cases: &[(&str, Option<&str>)] = &[
        ("http://example.org/a?b", Some("http://example.org/a?b")),
        ("HTTP://Example.org", Some("http://Example.org/")),
        ("/a/b?c=d", Some("/a/b?c=d")),
        ("/", Some("/")),
        ("example.org:443", None),
        ("*", None),
        ("/a{b}", None),
        ("/a|b", None),
        ("/a%zz", None),
        ("/a\"b", None),
    ];
    for &(input, expected) in cases {
        let http: http::Uri = input.parse().unwrap_or_else(|e| panic!("{input}: {e}"));
        let converted = UriRef::<String>::try_from(&http);
        match (expected, converted) {
            (Some(text), Ok(uri)) => assert_eq!(uri, text),
            (None, Err(HttpError::NotAReference(_) | HttpError::NotUri(_))) => {}
            (expected, got) => panic!("{input}: expected {expected:?}, got {got:?}"),
        }
    }
    let origin: http::Uri = "/a".parse().unwrap();
    assert!(matches!(
        Uri::<String>::try_from(&origin),
        Err(HttpError::NotUri(_))
    ));
    assert!(Iri::<String>::try_from(&"http://a/".parse::<http::Uri>().unwrap()).is_ok());
}

#[test]
fn edge_cases_to_http() {
    let issue = |text: &str| match http::Uri::try_from(&IriRef::parse(text).unwrap()) {
        Err(HttpError::NotATarget(issue)) => Some(issue),
        _ => None,
    };
    assert_eq!(issue("http://a/#f"), Some(TargetIssue::Fragment));
    assert_eq!(issue("mailto:a@b"), Some(TargetIssue::NoAuthority));
    assert_eq!(issue("urn:isbn:1"), Some(TargetIssue::NoAuthority));
    assert_eq!(issue("a/b"), Some(TargetIssue::Relative));
    assert_eq!(issue("//a/b"), Some(TargetIssue::Relative));
    assert_eq!(issue("?q"), Some(TargetIssue::Relative));
    for refused in ["http://a%41/", "http:///a"] {
        let result = http::Uri::try_from(&Iri::parse(refused).unwrap());
        assert!(
            matches!(result, Err(HttpError::Refused(_))),
            "{refused}: {result:?}"
        );
    }
    // The `http` crate keeps what RFC 3986 allows and URLs do not.
    for kept in ["http://[v1.x]/", "http://a:65536/", "http://[::1]:0080/p"] {
        let iri = Iri::parse(kept).unwrap();
        assert_eq!(http::Uri::try_from(&iri).unwrap().to_string(), kept);
    }
    // An empty path becomes `/`, which means the same for http only.
    let other = http::Uri::try_from(&Iri::parse("foo://a").unwrap());
    assert!(matches!(other, Err(HttpError::Changed(uri)) if uri == "foo://a/"));
    // Registered names in their IDNA ASCII form, which DNS needs (the
    // feature `http` of these tests turns `idna` on).
    let iri = Iri::parse("https://例え.jp/été?q=ü").unwrap();
    let http = http::Uri::try_from(&iri).unwrap();
    assert_eq!(http.host(), Some("xn--r8jz45g.jp"));
    assert_eq!(http.to_string(), iri.to_uri_idna().unwrap().as_str());
}
