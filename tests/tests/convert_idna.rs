//! IDNA for hosts (feature `idna`): `ToASCII` when mapping to a URI, with
//! errors that say why; `ToUnicode` of `xn--` labels when converting to an IRI.
#![cfg(feature = "idna")]

use std::borrow::Cow;

use iri_core::convert::IdnaErrorKind;
use iri_core::{Grammar, HostKind, Iri, IriRef, LeiriRef, Uri, UriRef, parse};

#[test]
fn resume_with_and_without_idna() {
    let iri = Iri::parse("http://r\u{E9}sum\u{E9}.example.org/r\u{E9}sum\u{E9}?q#f").unwrap();
    let uri = iri.to_uri_idna().unwrap();
    assert_eq!(uri, "http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9?q#f");
    assert_eq!(uri.host(), Some("xn--rsum-bpad.example.org"));
    assert_eq!(Ok(uri.table()), parse(uri.as_str(), Grammar::URI));
    assert_eq!(
        iri.to_uri(),
        "http://r%C3%A9sum%C3%A9.example.org/r%C3%A9sum%C3%A9?q#f"
    );
}

#[test]
fn ascii_hosts_and_ip_literals_are_left_alone() {
    // The identity on URIs holds with IDNA too: ASCII hosts are not mapped
    // (not even lowercased), and percent-encoded ones are not decoded.
    for text in [
        "http://EXAMPLE.org/é",
        "http://r%C3%A9sum%C3%A9.org/",
        "http://[::1]/é",
        "//1.2.3.4/",
    ] {
        let iri = IriRef::parse(text).unwrap();
        assert_eq!(iri.to_uri_idna().unwrap(), iri.to_uri(), "{text}");
    }
    let ascii = IriRef::parse("http://a/b").unwrap();
    assert!(matches!(
        ascii.to_uri_idna().unwrap().into_inner(),
        Cow::Borrowed(_)
    ));
}

#[test]
fn mapping_and_percent_encoded_utf8_in_a_unicode_host() {
    // UTS 46 maps (case folding, fullwidth forms, ideographic full stop).
    let iri = IriRef::parse("//R\u{C9}SUM\u{C9}\u{3002}Example.ORG").unwrap();
    assert_eq!(iri.to_uri_idna().unwrap(), "//xn--rsum-bpad.example.org");
    // Percent-encoded UTF-8 next to raw characters is decoded before IDNA.
    let iri = IriRef::parse("//r%C3%A9sum\u{E9}.org").unwrap();
    assert_eq!(iri.to_uri_idna().unwrap(), "//xn--rsum-bpad.org");
    // Fullwidth digits map to an IPv4 address: the table says so.
    let iri = IriRef::parse("//\u{FF11}.2.3.4/").unwrap();
    let uri = iri.to_uri_idna().unwrap();
    assert_eq!(uri, "//1.2.3.4/");
    assert_eq!(uri.host_kind(), Some(HostKind::Ipv4));
}

#[test]
fn rejected_hosts_are_errors_with_the_reason() {
    // A character IDNA disallows.
    let text = "http://ok.a\u{2FF0}b.org/";
    let err = Iri::parse(text).unwrap().to_uri_idna().unwrap_err();
    assert_eq!(err.kind(), IdnaErrorKind::DisallowedCharacter);
    assert_eq!(err.char(), Some('\u{2FF0}'));
    assert_eq!(&text[err.span()], "\u{2FF0}");
    assert!(err.to_string().contains("U+2FF0"), "{err}");

    // A character that maps to ASCII not allowed in a host (fullwidth '<').
    let err = IriRef::parse("//a\u{FF1C}b\u{E9}/")
        .unwrap()
        .to_uri_idna()
        .unwrap_err();
    assert_eq!(err.kind(), IdnaErrorKind::DisallowedCharacter);
    assert_eq!(err.char(), Some('\u{FF1C}'));

    // Each character allowed, the label not: Hebrew after Latin breaks the bidi rule.
    let text = "http://x.ab\u{5D0}.org/";
    let err = Iri::parse(text).unwrap().to_uri_idna().unwrap_err();
    assert_eq!(err.kind(), IdnaErrorKind::InvalidLabel);
    assert_eq!(&text[err.span()], "ab\u{5D0}");
    assert!(err.to_string().contains("bidi"));

    // Percent-encoded octets that are not UTF-8.
    let text = "//\u{E9}%FF.org/";
    let err = IriRef::parse(text).unwrap().to_uri_idna().unwrap_err();
    assert_eq!(err.kind(), IdnaErrorKind::PercentEncodingNotUtf8);
    assert_eq!(err.span(), 2..11);

    // LEIRI hosts: a space is no domain name character.
    let err = LeiriRef::parse("//a \u{E9}/")
        .unwrap()
        .to_uri_idna()
        .unwrap_err();
    assert_eq!(
        (err.kind(), err.char()),
        (IdnaErrorKind::DisallowedCharacter, Some(' '))
    );
}

#[test]
fn punycode_labels_to_unicode() {
    let uri = Uri::parse("http://xn--99zt52a.example.org/%e2%80%ae").unwrap();
    let iri = uri.to_iri_idna();
    assert_eq!(iri, "http://\u{7D0D}\u{8C46}.example.org/%E2%80%AE");
    assert_eq!(iri.host(), Some("\u{7D0D}\u{8C46}.example.org"));
    assert_eq!(Ok(iri.table()), parse(iri.as_str(), Grammar::IRI));
    // Only xn-- labels change; case of other labels is kept.
    assert_eq!(
        UriRef::parse("//XN--RSUM-BPAD.Example.ORG")
            .unwrap()
            .to_iri_idna(),
        "//résumé.Example.ORG"
    );
    // Invalid Punycode, or a label decoding to something not appropriate, stays.
    assert_eq!(
        UriRef::parse("//xn--a.org").unwrap().to_iri_idna(),
        "//xn--a.org"
    );
    assert_eq!(
        UriRef::parse("//xn--.org").unwrap().to_iri_idna(),
        "//xn--.org"
    );
    // Without xn-- labels it is to_iri.
    let plain = UriRef::parse("//a.org/x").unwrap();
    assert!(matches!(plain.to_iri_idna().into_inner(), Cow::Borrowed(_)));
    // Round trip through to_uri_idna.
    let back = iri.to_uri_idna().unwrap();
    assert_eq!(back, "http://xn--99zt52a.example.org/%E2%80%AE");
}

/// The IDNA forms of `text`'s URI and IRI, parsed here: each result
/// borrows `text`, not the temporary parsed value (E0515 otherwise).
fn idna_forms(text: &str) -> (Uri<Cow<'_, str>>, Iri<Cow<'_, str>>) {
    let uri = Iri::parse(text).unwrap().to_uri_idna().unwrap();
    let iri = Uri::parse(text).unwrap().to_iri_idna();
    (uri, iri)
}

#[test]
fn idna_conversions_of_a_temporary_borrow_the_text() {
    let (uri, iri) = idna_forms("http://example.org/");
    assert!(matches!(
        uri.into_inner(),
        Cow::Borrowed("http://example.org/")
    ));
    assert!(matches!(
        iri.into_inner(),
        Cow::Borrowed("http://example.org/")
    ));
    // Bound and used later (E0716 if they borrowed the value).
    let uri = iri_kit::iri!("http://r\u{E9}sum\u{E9}.example/").to_uri_idna();
    let iri = iri_kit::uri!("http://xn--rsum-bpad.example/").to_iri_idna();
    assert_eq!(uri.unwrap(), "http://xn--rsum-bpad.example/");
    assert_eq!(iri, "http://r\u{E9}sum\u{E9}.example/");
    let owned = Uri::parse(String::from("http://xn--rsum-bpad.example/")).unwrap();
    assert_eq!(owned.to_iri_idna(), "http://r\u{E9}sum\u{E9}.example/");
}
