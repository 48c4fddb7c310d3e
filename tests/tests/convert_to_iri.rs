//! URI to IRI (RFC 3987 section 3.2): each of the five steps, the groups of
//! characters that stay encoded, and the round trip back to the URI over
//! generated URIs.

use std::borrow::Cow;
use std::fmt::Write;

use iri_core::{Grammar, HostKind, Uri, UriRef, parse};
use iri_tests::convert_data::{Rng, assert_parser_table, check_generated};

/// `to_iri` of the URI reference `uri`, as a string.
fn to_iri(uri: &str) -> String {
    UriRef::parse(uri).unwrap().to_iri().as_str().to_owned()
}

#[test]
fn step_2_decodes_all_but_percent_reserved_and_excluded_ascii() {
    assert_eq!(to_iri("/%41%7e%2d%2E%5F"), "/A~-._");
    for kept in [
        "%25", "%2F", "%3a", "%3F", "%23", "%5B", "%40", "%21", "%2B", "%3D",
    ] {
        assert_eq!(
            to_iri(&format!("/x{kept}y")),
            format!("/x{kept}y"),
            "reserved {kept}"
        );
    }
    for kept in [
        "%20", "%3C", "%3E", "%22", "%7B", "%7D", "%7C", "%5C", "%5E", "%60", "%00", "%7F",
    ] {
        assert_eq!(
            to_iri(&format!("/x{kept}y")),
            format!("/x{kept}y"),
            "excluded {kept}"
        );
    }
}

#[test]
fn step_3_reencodes_octets_that_are_not_strict_utf8() {
    // Lone continuation, overlong forms, surrogates, beyond U+10FFFF, truncated
    // sequences, and a lead byte followed by ASCII.
    assert_eq!(to_iri("/%80"), "/%80");
    assert_eq!(to_iri("/%C0%AF"), "/%C0%AF");
    assert_eq!(to_iri("/%E0%80%AF"), "/%E0%80%AF");
    assert_eq!(to_iri("/%ED%A0%80"), "/%ED%A0%80");
    assert_eq!(to_iri("/%F4%90%80%80"), "/%F4%90%80%80");
    assert_eq!(to_iri("/%E2%82"), "/%E2%82");
    assert_eq!(to_iri("/%E2%82%41"), "/%E2%82A");
    // Re-encoded octets use uppercase digits; the legal part next to them is decoded.
    assert_eq!(to_iri("/%fc%c3%a9"), "/%FCé");
    assert_eq!(to_iri("/%C3%A9%C3"), "/é%C3");
}

#[test]
fn step_4_keeps_characters_not_appropriate_in_an_iri_encoded() {
    let kept = [
        ("%C2%80", "C1 control"),
        ("%C2%9F", "C1 control"),
        ("%E2%80%8E", "LRM"),
        ("%E2%80%8F", "RLM"),
        ("%E2%80%AA", "LRE"),
        ("%E2%80%AE", "RLO"),
        ("%E2%81%A6", "LRI"),
        ("%E2%81%A9", "PDI"),
        ("%EF%BF%B0", "special U+FFF0"),
        ("%EF%BF%BD", "replacement character"),
        ("%EF%B7%90", "non-character U+FDD0"),
        ("%F0%9F%BF%BE", "non-character U+1FFFE"),
        ("%F3%A0%80%81", "tag U+E0001"),
        ("%EE%80%80", "private use U+E000"),
        ("%F3%B0%80%80", "private use U+F0000"),
    ];
    for (encoded, what) in kept {
        assert_eq!(
            to_iri(&format!("/{encoded}")),
            format!("/{encoded}"),
            "{what}"
        );
    }
    // Private use (iprivate) is allowed in the query.
    assert_eq!(
        to_iri("/%EE%80%80?%EE%80%80#%EE%80%80"),
        "/%EE%80%80?\u{E000}#%EE%80%80"
    );
    // Characters of ucschar are decoded everywhere, the host included.
    assert_eq!(
        to_iri("//%C3%A9@%E4%BE%8B.jp/%C2%A0?%F0%90%8C%80#%EF%BF%AF"),
        "//é@例.jp/\u{A0}?\u{10300}#\u{FFEF}"
    );
}

#[test]
fn step_5_never_guesses_another_encoding() {
    // r%E9sum%E9 may be Latin-1; it stays encoded.
    assert_eq!(to_iri("/r%E9sum%E9.html"), "/r%E9sum%E9.html");
}

#[test]
fn tables_and_borrowing() {
    let uri = Uri::parse("http://%31.2.3.4:8/%C3%A9?%C3%A9#%C3%A9").unwrap();
    let iri = uri.to_iri();
    assert_eq!(iri, "http://1.2.3.4:8/é?é#é");
    // The decoded host reads as an IPv4 address now.
    assert_eq!(iri.host_kind(), Some(HostKind::Ipv4));
    assert_eq!(Ok(iri.table()), parse(iri.as_str(), Grammar::IRI));
    let plain = Uri::parse("http://example.org/a").unwrap();
    assert!(matches!(plain.to_iri().into_inner(), Cow::Borrowed(_)));
}

/// `text` with uppercase hexadecimal digits and unreserved characters decoded.
fn normalize(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' {
            let octet = u8::from_str_radix(&text[at + 1..at + 3], 16).unwrap();
            if octet.is_ascii_alphanumeric() || b"-._~".contains(&octet) {
                out.push(char::from(octet));
            } else {
                write!(out, "%{octet:02X}").unwrap();
            }
            at += 3;
        } else {
            out.push(char::from(bytes[at]));
            at += 1;
        }
    }
    out
}

/// Characters whose encodings generated URIs hold: appropriate ones, not
/// appropriate ones, and ASCII.
const CHARS: &[char] = &[
    'A',
    '~',
    '/',
    ':',
    '%',
    ' ',
    '?',
    'é',
    '日',
    '\u{10300}',
    '\u{202E}',
    '\u{E000}',
    '\u{FFF0}',
    '\u{80}',
    '\u{A0}',
    '\u{FDD0}',
    '\u{E0001}',
    '\u{10FFFD}',
    '\u{2066}',
];

/// ASCII pieces of generated URIs.
const ASCII: &[&str] = &[
    "a", "/", "?", "#", "//h", "x:", "@", ":1", "[::1]", "-", ".",
];

/// A percent-encoded piece: a character's UTF-8 in random case, a random
/// octet, or a truncated sequence.
fn encoded_piece(rng: &mut Rng) -> String {
    let hex = |rng: &mut Rng, byte: u8| {
        if rng.below(2) == 0 {
            format!("%{byte:02X}")
        } else {
            format!("%{byte:02x}")
        }
    };
    match rng.below(4) {
        0 | 1 => {
            let c = *rng.pick(CHARS);
            c.to_string().bytes().map(|b| hex(rng, b)).collect()
        }
        2 => {
            let octet = (rng.next_u64() & 0xFF) as u8;
            hex(rng, octet)
        }
        _ => {
            let c = *rng.pick(CHARS);
            let bytes = c.to_string().into_bytes();
            bytes[..bytes.len().saturating_sub(1).max(1)]
                .iter()
                .map(|&b| hex(rng, b))
                .collect()
        }
    }
}

#[test]
fn round_trip_to_the_uri() {
    let generate = |rng: &mut Rng| {
        let len = rng.below(12);
        (0..len)
            .map(|_| {
                if rng.below(2) == 0 {
                    encoded_piece(rng)
                } else {
                    (*rng.pick(ASCII)).to_owned()
                }
            })
            .collect()
    };
    check_generated(0x5EED_0003, 5000, generate, |text| {
        let Ok(uri) = UriRef::parse(text) else {
            return false;
        };
        let iri = uri.to_iri();
        assert_parser_table(iri.as_str(), iri.table(), Grammar::IRI_REFERENCE);
        let back = iri.to_uri();
        assert_eq!(
            normalize(back.as_str()),
            normalize(text),
            "{text:?} -> {iri:?}"
        );
        // Converting the URI of the IRI gives the same IRI.
        let back = UriRef::parse(back.as_str()).unwrap();
        assert_eq!(back.to_iri(), iri);
        true
    });
}

/// The IRI of `text`, parsed here: the parsed value is a temporary, and the
/// result borrows `text`, not it (E0515 if `to_iri` borrowed the value).
fn iri_of(text: &str) -> Result<iri_core::Iri<Cow<'_, str>>, iri_core::ParseError> {
    Ok(Uri::parse(text)?.to_iri())
}

#[test]
fn the_iri_of_a_temporary_borrows_the_text() {
    assert_eq!(iri_of("http://a/D%C3%BCrst").unwrap(), "http://a/Dürst");
    assert!(matches!(
        iri_of("http://a/b").unwrap().into_inner(),
        Cow::Borrowed("http://a/b")
    ));
    // Bound and used later (E0716 if `to_iri` borrowed the value).
    let iri = iri_kit::uri!("http://a/%C3%A9").to_iri();
    let leiri = iri_core::LeiriRef::parse("a b").unwrap().to_iri();
    assert_eq!(iri, "http://a/é");
    assert_eq!(leiri, "a%20b");
    // Other storage borrows the value, as before.
    let owned = UriRef::parse(String::from("/%C3%A9")).unwrap();
    assert_eq!(owned.to_iri(), "/é");
}
