//! Normalization: each step on its own, what is never decoded, idempotence
//! and validity on a corpus, and linear time on large inputs.

use iri_core::normalize::Steps;
use iri_core::{Grammar, Iri, IriRef, Uri, parse};
use iri_tests::pairs::{Rng, base, pairs, reference};

fn norm(input: &str, steps: Steps) -> String {
    IriRef::parse(input)
        .unwrap()
        .normalize_with(steps)
        .into_inner()
}

#[test]
fn case_step() {
    assert_eq!(
        norm("HTTP://User@ExAmple.ORG/%7e%c3%a9?%2f#%aa", Steps::CASE),
        "http://User@example.org/%7E%C3%A9?%2F#%AA"
    );
    assert_eq!(
        norm("http://[2001:DB8::A]/", Steps::CASE),
        "http://[2001:db8::a]/"
    );
    assert_eq!(norm("http://[V1.AbC]/", Steps::CASE), "http://[v1.abc]/");
    // Percent-encodings in the host keep uppercase hex digits.
    assert_eq!(norm("http://A%c3%28/", Steps::CASE), "http://a%C3%28/");
}

#[test]
fn percent_encoding_step() {
    let steps = Steps::PERCENT_ENCODING;
    assert_eq!(norm("http://a/%41%7e%2D", steps), "http://a/A~-");
    assert_eq!(
        norm("http://a/%C3%A9?%E2%82%AC#%F0%9F%98%80", steps),
        "http://a/é?€#😀"
    );
    // Reserved characters, `%`, bidi formatting and invalid UTF-8 stay encoded.
    for kept in [
        "%2F",
        "%3A",
        "%3F",
        "%23",
        "%5B",
        "%40",
        "%21",
        "%3D",
        "%25",
        "%20",
        "%E2%80%8E",
        "%E2%80%AE",
        "%E2%81%A6",
        "%C3%28",
        "%80",
        "%C0%AF",
        "%ED%A0%80",
        "%F4%90%80%80",
        "%EF%BF%BE",
        "%C2%85",
    ] {
        let input = format!("http://a/x{kept}y");
        assert_eq!(norm(&input, steps), input, "{kept}");
    }
    // Private use is allowed unencoded only in the query.
    assert_eq!(
        norm("http://a/%EE%80%80?%EE%80%80", steps),
        "http://a/%EE%80%80?\u{E000}"
    );
    // A lead byte whose continuation is invalid is kept, the rest still decoded.
    assert_eq!(norm("http://a/%C3%41", steps), "http://a/%C3A");
    // Decoding the host may make it an IPv4 address.
    let iri = Iri::parse("http://%31%32%37.0.0.1/")
        .unwrap()
        .normalize_with(steps);
    assert_eq!(iri, "http://127.0.0.1/");
    assert_eq!(iri.host_kind(), Some(iri_core::HostKind::Ipv4));
}

#[test]
fn uris_stay_uris() {
    let uri = Uri::parse("HTTP://a/%C3%A9%7E").unwrap();
    assert_eq!(uri.normalize(), "http://a/%C3%A9~");
}

#[test]
fn path_segment_step() {
    let steps = Steps::PATH_SEGMENTS;
    assert_eq!(norm("http://a/b/./c/../d", steps), "http://a/b/d");
    assert_eq!(norm("/a/../b", steps), "/b");
    // A relative path keeps its dot segments: they depend on the base.
    assert_eq!(norm("../a/./b", steps), "../a/./b");
    // `%2E` is a dot to this step too, alone or with percent-encoding
    // normalization (which decodes it), so that the order of the steps does
    // not matter; other segments keep their `%2E`.
    assert_eq!(norm("http://a/b/%2E%2E/c", steps), "http://a/c");
    assert_eq!(norm("http://a/b/.%2e/%2Ex", steps), "http://a/%2Ex");
    assert_eq!(
        norm("http://a/b/%2E%2E/c", steps | Steps::PERCENT_ENCODING),
        "http://a/c"
    );
    // The `//` rule.
    assert_eq!(norm("foo:/..//g", steps), "foo:/.//g");
    assert_eq!(norm("/..//g", steps), "/.//g");
}

// `Steps::NFC` needs the `nfc` feature.
#[cfg(feature = "nfc")]
#[test]
fn nfc_step() {
    let steps = Steps::NFC;
    assert_eq!(
        norm("http://a/e\u{301}?o\u{308}#A\u{30A}", steps),
        "http://a/é?ö#Å"
    );
    // Never across a delimiter: `=` + U+0338 would compose to U+2260.
    assert_eq!(norm("http://a/?x=\u{338}", steps), "http://a/?x=\u{338}");
    // A run whose NFC form holds a delimiter (U+037E gives `;`) is kept.
    assert_eq!(norm("http://a/x\u{37E}", steps), "http://a/x\u{37E}");
    // KELVIN SIGN is K, lowercased in the host once composed; ANGSTROM SIGN
    // is U+00C5, not ASCII, so its case stays.
    assert_eq!(
        norm("http://\u{212A}\u{212B}/", steps | Steps::CASE),
        "http://k\u{C5}/"
    );
}

#[test]
fn scheme_based_step() {
    let steps = Steps::SCHEME_BASED;
    assert_eq!(norm("http://a:80/", steps), "http://a/");
    assert_eq!(norm("HTTPS://a:0443", steps), "HTTPS://a/");
    assert_eq!(norm("ws://a:80?x", steps), "ws://a/?x");
    assert_eq!(norm("wss://a:443", steps), "wss://a/");
    assert_eq!(norm("ftp://a:21/f", steps), "ftp://a/f");
    assert_eq!(norm("ftp://a", steps), "ftp://a");
    assert_eq!(norm("http://a:8080", steps), "http://a:8080/");
    assert_eq!(norm("foo://a:/", steps), "foo://a/");
    assert_eq!(norm("foo://a:80", steps), "foo://a:80");
    assert_eq!(norm("//a:80/", steps), "//a:80/");
}

#[test]
fn ipv6_step() {
    let steps = Steps::IPV6;
    for (input, expect) in [
        ("http://[2001:DB8:0:0:0:0:0:1]/", "http://[2001:db8::1]/"),
        ("http://[0:0:0:0:0:0:0:1]/", "http://[::1]/"),
        (
            "http://[2001:db8:0:1:1:1:1:1]/",
            "http://[2001:db8:0:1:1:1:1:1]/",
        ),
        ("http://[2001:0:0:1:0:0:0:1]/", "http://[2001:0:0:1::1]/"),
        (
            "http://[2001:db8::0:1:0:0:1]/",
            "http://[2001:db8::1:0:0:1]/",
        ),
        (
            "http://[::ffff:C000:0280]:8/",
            "http://[::ffff:192.0.2.128]:8/",
        ),
        ("http://[v1.X]/", "http://[v1.X]/"),
    ] {
        assert_eq!(norm(input, steps), expect);
    }
}

fn messy(rng: &mut Rng) -> String {
    let bits = [
        "%41",
        "%7e",
        "%7E",
        "%2e",
        "%2E%2E",
        "%c3%a9",
        "%2F",
        "%25",
        "%E2%80%8E",
        "%C3",
        "/",
        "/./",
        "/../",
        "..",
        "e\u{301}",
        "\u{212A}",
        "x=\u{338}",
        "\u{37E}",
        "A",
        "é",
        "%EE%80%80",
    ];
    let mut text = String::from(rng.pick(&["HTTP", "http", "foo", "Urn", "wss"]));
    text.push(':');
    if rng.chance(60) {
        text.push_str("//");
        text.push_str(rng.pick(&[
            "ExAmple.%4Frg:80",
            "[0:0::1]:443",
            "[2001:DB8:0:0:1:0:0:1]",
            "u%41@h:",
            "\u{212A}",
            "%31%32%37.0.0.1",
            "",
        ]));
        text.push('/');
    }
    for _ in 0..rng.below(8) {
        text.push_str(rng.pick(&bits));
    }
    if rng.chance(40) {
        text.push('?');
        text.push_str(rng.pick(&bits));
    }
    if rng.chance(30) {
        text.push('#');
        text.push_str(rng.pick(&bits));
    }
    text
}

#[test]
fn idempotent_and_valid_on_a_corpus() {
    let singles = [
        Steps::CASE,
        Steps::PERCENT_ENCODING,
        Steps::PATH_SEGMENTS,
        Steps::SCHEME_BASED,
        Steps::IPV6,
        Steps::SYNTAX,
        Steps::ALL,
    ];
    let mut rng = Rng::new(3);
    let mut inputs: Vec<String> = (0..10_000).map(|_| messy(&mut rng)).collect();
    inputs.extend((0..5_000).map(|_| base(&mut rng)));
    inputs.extend((0..5_000).map(|_| reference(&mut rng)));
    for (b, r) in pairs(11, 5_000) {
        inputs.push(
            Iri::parse(b.as_str())
                .unwrap()
                .resolve_str(&r)
                .unwrap()
                .into_inner(),
        );
    }
    for input in &inputs {
        let Ok(value) = IriRef::parse(input.as_str()) else {
            panic!("generated an invalid input {input:?}");
        };
        for steps in singles {
            let once = value.normalize_with(steps);
            assert_eq!(
                parse(once.as_str(), Grammar::IRI_REFERENCE),
                Ok(once.table()),
                "{input:?} {steps:?}"
            );
            let twice = once.normalize_with(steps);
            assert_eq!(once, twice, "{input:?} {steps:?}");
            assert!(
                value.is_equivalent_with(&once, steps),
                "{input:?} {steps:?}"
            );
        }
        // A normalized reference resolves to an equivalent target. Not with
        // `%2E`: resolution (RFC 3986 5.2.4) treats `%2E` as an ordinary
        // segment, normalization (6.2.2.2) as `.`, so `/a/%2E/..` resolves to
        // `/a/` but normalizes to `/`.
        if input.to_ascii_lowercase().contains("%2e") {
            continue;
        }
        let all = value.normalize_with(Steps::ALL);
        let base = Iri::parse("http://x/y/z").unwrap();
        assert!(
            base.resolve(&value)
                .is_equivalent_with(&base.resolve(&all), Steps::ALL),
            "{input:?}"
        );
    }
}

#[test]
fn large_inputs_in_linear_time() {
    let path = "/%41b/./c/..".repeat(1_000_000);
    let input = format!("HTTP://EXAMPLE.org:80{path}?%7e");
    let iri = Iri::parse(input.as_str()).unwrap();
    let normalized = iri.normalize();
    assert_eq!(normalized.path().len(), "/Ab".len() * 1_000_000 + 1);
    let dots = format!("http://a{}", "/..".repeat(1_000_000));
    assert_eq!(Iri::parse(dots.as_str()).unwrap().normalize(), "http://a/");
    let many = format!("http://a/{}", "%C3%A9".repeat(2_000_000));
    assert_eq!(
        Iri::parse(many.as_str()).unwrap().normalize().path().len(),
        1 + 4_000_000
    );
}

/// `normalize` and `is_equivalent` are RFC 3986 section 6.2.2's syntax-based
/// steps, whatever the features: not NFC (which the tests' build has), not
/// the scheme-based steps, not IPv6 text; other steps are named.
#[test]
fn the_default_normalization_is_syntax_based() {
    let iri = Iri::parse("HTTP://Example.org:80/%7Ea/./e\u{301}?q").unwrap();
    assert_eq!(iri.normalize(), "http://example.org:80/~a/e\u{301}?q");
    assert_eq!(iri.normalize(), iri.normalize_with(Steps::SYNTAX));
    let ipv6 = Iri::parse("http://[2001:DB8:0::1]/").unwrap();
    assert_eq!(ipv6.normalize(), "http://[2001:db8:0::1]/");
    assert_eq!(ipv6.normalize_with(Steps::IPV6), "http://[2001:db8::1]/");
    #[cfg(feature = "nfc")]
    assert_eq!(
        iri.normalize_with(Steps::SYNTAX | Steps::NFC),
        "http://example.org:80/~a/\u{E9}?q"
    );
    // The equivalence is `normalize` of both, compared.
    let composed = Iri::parse("http://example.org:80/~a/\u{E9}?q").unwrap();
    let no_port = Iri::parse("http://example.org/~a/e\u{301}?q").unwrap();
    let same = Iri::parse("http://example.org:80/%7ea/e\u{301}?q").unwrap();
    for other in [&composed, &no_port, &same] {
        assert_eq!(
            iri.is_equivalent(other),
            iri.normalize() == other.normalize(),
            "{other}"
        );
    }
    assert!(iri.is_equivalent(&same));
    assert!(!iri.is_equivalent(&composed));
    assert!(!iri.is_equivalent(&no_port));
    assert!(iri.is_equivalent_with(&no_port, Steps::SYNTAX | Steps::SCHEME_BASED));
    #[cfg(feature = "nfc")]
    assert!(iri.is_equivalent_with(&composed, Steps::SYNTAX | Steps::NFC));
}
