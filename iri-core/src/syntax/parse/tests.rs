//! Unit tests of the parser: reported bugs, the fast paths, and inputs whose
//! size would expose super-linear work (they must finish and be right; no
//! timing is asserted).

use alloc::string::String;

use crate::diagnostic::component::Component;
use crate::diagnostic::error_kind::ErrorKind;
use crate::syntax::parse::{Grammar, parse};
use crate::syntax::table::HostKind;

#[test]
fn bracket_before_at_sign_is_a_userinfo_error() {
    for input in ["http://[::1]@h", "http://[::1]:80@h/", "http://[::1@h"] {
        let error = parse(input, Grammar::IRI).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::InvalidCharacter, "{input}");
        assert_eq!(error.component(), Component::Userinfo, "{input}");
        assert_eq!(error.span(), 7..8, "{input}");
        assert_eq!(error.char(), Some('['), "{input}");
    }
    // Without an `@`, the IP literal's own error stands.
    let error = parse("http://[::1]x", Grammar::IRI).unwrap_err();
    assert_eq!(error.component(), Component::Host);
}

#[test]
fn ip_literal_fast_scan_and_fallback_agree() {
    let ok = parse("http://[v7.a:b~!$]:8/", Grammar::IRI).unwrap();
    assert_eq!(ok.host(), Some(7..18));
    assert_eq!(ok.host_kind(), Some(HostKind::IpvFuture));
    let unclosed = parse("http://[::1/x]", Grammar::IRI).unwrap_err();
    assert_eq!(unclosed.kind(), ErrorKind::UnclosedIpLiteral);
    let bad = parse("http://[::1%25eth0]", Grammar::IRI).unwrap_err();
    assert_eq!(bad.kind(), ErrorKind::InvalidIpv6);
}

#[test]
fn non_ascii_fast_path_keeps_the_exceptions() {
    // Lead bytes whose characters are all `ucschar` are skipped undecoded; the
    // others are decoded and checked.
    assert!(parse("/é日本Яд\u{D7FF}", Grammar::IRI_REFERENCE).is_ok());
    for bad in [
        "/\u{85}",
        "/\u{FDD0}",
        "/\u{FFFE}",
        "/\u{1FFFE}",
        "/\u{E000}",
    ] {
        assert!(parse(bad, Grammar::IRI_REFERENCE).is_err(), "{bad:?}");
    }
    assert!(parse("?\u{E000}\u{E0001}", Grammar::IRI_REFERENCE).is_ok());
    let error = parse("/é", Grammar::URI_REFERENCE).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NonAscii);
    assert!(parse("/\u{85}\u{FDD0}", Grammar::LEIRI_REFERENCE).is_ok());
}

#[test]
fn ten_megabyte_path() {
    let mut input = String::from("http://example.org");
    while input.len() < 10_000_000 {
        input.push_str("/segment-é");
    }
    let table = parse(&input, Grammar::IRI).unwrap();
    assert_eq!(table.path(), 18..input.len());
    input.push(' ');
    let error = parse(&input, Grammar::IRI).unwrap_err();
    assert_eq!(error.span().start, input.len() - 1);
}

#[test]
fn one_megabyte_of_percent_encodings() {
    let input = "%41".repeat(350_000);
    let table = parse(&input, Grammar::URI_REFERENCE).unwrap();
    assert_eq!(table.path(), 0..input.len());
    let broken = alloc::format!("{input}%4");
    let error = parse(&broken, Grammar::URI_REFERENCE).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidPercentEncoding);
    assert_eq!(error.span().start, input.len());
}

#[test]
fn host_of_a_hundred_thousand_labels() {
    let host = "a.".repeat(100_000) + "org";
    let input = alloc::format!("http://{host}:8080/");
    let table = parse(&input, Grammar::IRI).unwrap();
    assert_eq!(&input[table.host().unwrap()], host);
    assert_eq!(table.host_kind(), Some(HostKind::RegName));
    // Colons before an `@` far away: the userinfo look-ahead runs once.
    let userinfo = "u:".repeat(100_000);
    let input = alloc::format!("http://{userinfo}@h/");
    let table = parse(&input, Grammar::IRI).unwrap();
    assert_eq!(table.host(), Some(input.len() - 2..input.len() - 1));
}

#[test]
fn deep_dot_segments() {
    let input = "../".repeat(1_000_000) + "x?q#f";
    let table = parse(&input, Grammar::IRI_REFERENCE).unwrap();
    assert_eq!(table.path(), 0..input.len() - 4);
    assert_eq!(table.query(), Some(input.len() - 3..input.len() - 2));
}

#[test]
fn many_colons_in_a_relative_first_segment() {
    // No scheme: each `:` must not restart a scan.
    let input = String::from("1") + &":".repeat(1_000_000);
    let error = parse(&input, Grammar::IRI_REFERENCE).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::ColonInFirstSegment);
    assert_eq!(error.span().start, 1);
}

#[test]
fn digits_after_a_colon_are_a_port_unless_an_at_sign_follows() {
    let input = "http://u:123@h:8/";
    let table = parse(input, Grammar::IRI).unwrap();
    assert_eq!(table.userinfo().map(|r| &input[r]), Some("u:123"));
    assert_eq!(table.host().map(|r| &input[r]), Some("h"));
    assert_eq!(table.port().map(|r| &input[r]), Some("8"));
    let input = "http://h:123?q";
    let table = parse(input, Grammar::IRI).unwrap();
    assert_eq!(table.userinfo(), None);
    assert_eq!(table.port().map(|r| &input[r]), Some("123"));
    let error = parse("http://h:12x/", Grammar::IRI).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidPort);
}

#[test]
fn undecoded_lead_bytes_start_only_ucschar() {
    use crate::syntax::grammar::{BYTE_CLASS, bits, is_ucschar};
    let mut skipped = 0;
    for c in (0x80..=0x10_FFFF).filter_map(char::from_u32) {
        let mut buf = [0u8; 4];
        let lead = c.encode_utf8(&mut buf).as_bytes()[0];
        if BYTE_CLASS[usize::from(lead)] & bits::UCSCHAR_BYTES != 0 {
            assert!(is_ucschar(u32::from(c)), "{c:?} would be skipped undecoded");
            skipped += 1;
        }
    }
    // Most of the BMP is skipped (Latin, Cyrillic, Arabic, CJK, Hangul…).
    assert!(skipped > 50_000, "{skipped}");
    let continuations = &BYTE_CLASS[0x80..0xC0];
    assert!(continuations.iter().all(|e| e & bits::UCSCHAR_BYTES != 0));
}

#[test]
fn runs_end_where_a_byte_by_byte_scan_ends() {
    use crate::syntax::grammar::{bits, in_class};
    use crate::syntax::parse::scan::run_end;
    // The end of a run and the byte there, as a byte-by-byte scan finds them.
    fn expected(bytes: &[u8], from: usize, class: u32) -> (usize, Option<u8>) {
        let end = (from..bytes.len())
            .find(|&k| !in_class(bytes[k], class))
            .unwrap_or(bytes.len().max(from));
        (end, bytes.get(end).copied())
    }
    // Every length up to three blocks, every start, and a byte outside the
    // class at every position (or none): the block steps, the last block
    // checked whole, and the byte-by-byte tail must all agree.
    for len in 0..24 {
        for stop in (0..len).map(Some).chain([None]) {
            let bytes: alloc::vec::Vec<u8> = (0..len)
                .map(|k| if Some(k) == stop { b'#' } else { b'a' })
                .collect();
            for from in 0..=len + 1 {
                assert_eq!(
                    run_end(&bytes, from, bits::PATH),
                    expected(&bytes, from, bits::PATH),
                    "{len} {stop:?} {from}"
                );
            }
        }
    }
    // Generated inputs over bytes in and out of each class (ASCII, UTF-8
    // lead and continuation bytes), mostly in the class so that runs are
    // long as well as short.
    let classes = [
        bits::PATH,
        bits::PATH_PLAIN,
        bits::PATH_PLAIN | bits::DOT | bits::UCSCHAR_BYTES,
        bits::QUERY,
        bits::REG_NAME_PLAIN,
        bits::SCHEME_LOWERCASE,
        bits::SCHEME,
        bits::USERINFO,
        bits::SEGMENT_NZ_NC_PLAIN,
    ];
    let alphabet = b"az09-._~/?#[]@!$&'()*+,;=:%AZ \"\x7f\x00\xc3\xa9\xe2\x80\xf0";
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..4000 {
        let len = usize::try_from(next() % 40).unwrap();
        let bytes: alloc::vec::Vec<u8> = (0..len)
            .map(|_| {
                let r = next();
                if r % 4 == 0 {
                    alphabet[usize::try_from(r / 4).unwrap() % alphabet.len()]
                } else {
                    b"abcxyz019"[usize::try_from(r / 4).unwrap() % 9]
                }
            })
            .collect();
        for &class in &classes {
            for from in 0..=len {
                assert_eq!(
                    run_end(&bytes, from, class),
                    expected(&bytes, from, class),
                    "{bytes:?} {from} {class:#x}"
                );
            }
        }
    }
}

#[test]
fn blocks_mixing_ascii_and_ucschar_bytes_are_one_run() {
    // No byte class is shared by all eight bytes of such a block, yet every
    // byte belongs to the run: the block test must not end the run there.
    for input in [
        "../été/photo.jpg",
        "/aé/bé/cé/dé/e",
        "http://hé.example/é?é#é",
    ] {
        let table = parse(input, Grammar::IRI_REFERENCE).unwrap();
        assert_eq!(table.len(), input.len(), "{input}");
    }
    let error = parse("/aé/bé/cé d", Grammar::IRI_REFERENCE).unwrap_err();
    assert_eq!(error.span(), 12..13);
}
