//! The character sets of `iri_core::grammar` against an independent spelling
//! of their ABNF rules (RFC 3986 and 3987bis section 2.2), written out here
//! character by character and range by range.

use iri_core::grammar::{
    ALPHA, AsciiSet, CharClass, DIGIT, FRAGMENT, GEN_DELIMS, HEXDIG, IFRAGMENT, IPATH, IPCHAR,
    IPVFUTURE_CHAR, IQUERY, IREG_NAME, ISEGMENT_NZ_NC, IUNRESERVED, IUSERINFO, LEIRI_ASCII, PATH,
    PCHAR, QUERY, REG_NAME, RESERVED, SCHEME_CHAR, SEGMENT_NZ_NC, SUB_DELIMS, UNRESERVED, USERINFO,
    is_iprivate, is_leiri_non_ascii, is_ucschar,
};

const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGITS: &str = "0123456789";
const HEX_DIGITS: &str = "0123456789ABCDEFabcdef";
const MARKS: &str = "-._~";
const SUBS: &str = "!$&'()*+,;=";
const GENS: &str = ":/?#[]@";

/// `ucschar` of 3987bis section 2.2, range by range.
const UCSCHAR: [(u32, u32); 17] = [
    (0xA0, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFEF),
    (0x1_0000, 0x1_FFFD),
    (0x2_0000, 0x2_FFFD),
    (0x3_0000, 0x3_FFFD),
    (0x4_0000, 0x4_FFFD),
    (0x5_0000, 0x5_FFFD),
    (0x6_0000, 0x6_FFFD),
    (0x7_0000, 0x7_FFFD),
    (0x8_0000, 0x8_FFFD),
    (0x9_0000, 0x9_FFFD),
    (0xA_0000, 0xA_FFFD),
    (0xB_0000, 0xB_FFFD),
    (0xC_0000, 0xC_FFFD),
    (0xD_0000, 0xD_FFFD),
    (0xE_1000, 0xE_FFFD),
];

/// `iprivate` of 3987bis section 2.2.
const IPRIVATE: [(u32, u32); 4] = [
    (0xE000, 0xF8FF),
    (0xE_0000, 0xE_0FFF),
    (0xF_0000, 0xF_FFFD),
    (0x10_0000, 0x10_FFFD),
];

/// The non-ASCII part of `leiri-ucschar` (3987bis section 6): `%x7F-D7FF`
/// without DEL, `%xE000-FFFD`, `%x10000-10FFFF`.
const LEIRI_NON_ASCII: [(u32, u32); 3] = [(0x80, 0xD7FF), (0xE000, 0xFFFD), (0x1_0000, 0x10_FFFF)];

fn in_ranges(ranges: &[(u32, u32)], c: u32) -> bool {
    ranges
        .iter()
        .any(|&(first, last)| (first..=last).contains(&c))
}

/// Every byte: in `set` exactly when it is one of `spelled`.
fn assert_set(name: &str, set: AsciiSet, spelled: &str) {
    for byte in 0..=255u8 {
        assert_eq!(
            set.contains(byte),
            spelled.as_bytes().contains(&byte),
            "{name}: byte {byte:#04X}"
        );
    }
}

#[test]
fn ascii_sets_match_their_abnf_rules() {
    let unreserved = [LETTERS, DIGITS, MARKS].concat();
    let pchar = [unreserved.as_str(), SUBS, ":@"].concat();
    let controls: String = (0u8..0x20).chain([0x7F]).map(char::from).collect();
    let cases: [(&str, AsciiSet, String); 17] = [
        ("ALPHA", ALPHA, LETTERS.to_owned()),
        ("DIGIT", DIGIT, DIGITS.to_owned()),
        ("HEXDIG", HEXDIG, HEX_DIGITS.to_owned()),
        ("unreserved", UNRESERVED, unreserved.clone()),
        ("gen-delims", GEN_DELIMS, GENS.to_owned()),
        ("sub-delims", SUB_DELIMS, SUBS.to_owned()),
        ("reserved", RESERVED, [GENS, SUBS].concat()),
        (
            "scheme (after the first)",
            SCHEME_CHAR,
            [LETTERS, DIGITS, "+-."].concat(),
        ),
        (
            "userinfo",
            USERINFO,
            [unreserved.as_str(), SUBS, ":"].concat(),
        ),
        ("reg-name", REG_NAME, [unreserved.as_str(), SUBS].concat()),
        ("pchar", PCHAR, pchar.clone()),
        (
            "segment-nz-nc",
            SEGMENT_NZ_NC,
            [unreserved.as_str(), SUBS, "@"].concat(),
        ),
        ("path", PATH, [pchar.as_str(), "/"].concat()),
        ("query", QUERY, [pchar.as_str(), "/?"].concat()),
        ("fragment", FRAGMENT, [pchar.as_str(), "/?"].concat()),
        (
            "IPvFuture tail",
            IPVFUTURE_CHAR,
            [unreserved.as_str(), SUBS, ":"].concat(),
        ),
        (
            "leiri-ucschar ASCII",
            LEIRI_ASCII,
            [" <>\"{}|\\^`", controls.as_str()].concat(),
        ),
    ];
    for (name, set, spelled) in cases {
        assert_set(name, set, &spelled);
    }
}

#[test]
fn iri_classes_are_uri_classes_plus_ucschar_and_iprivate() {
    // (name, IRI class, its URI class, whether iprivate belongs)
    let cases: [(&str, CharClass, AsciiSet, bool); 8] = [
        ("iunreserved", IUNRESERVED, UNRESERVED, false),
        ("iuserinfo", IUSERINFO, USERINFO, false),
        ("ireg-name", IREG_NAME, REG_NAME, false),
        ("ipchar", IPCHAR, PCHAR, false),
        ("isegment-nz-nc", ISEGMENT_NZ_NC, SEGMENT_NZ_NC, false),
        ("ipath", IPATH, PATH, false),
        ("iquery", IQUERY, QUERY, true),
        ("ifragment", IFRAGMENT, FRAGMENT, false),
    ];
    for (name, class, ascii, iprivate) in cases {
        assert_eq!(class.ascii, ascii, "{name}: ASCII part");
        assert!(class.ucschar, "{name}: ucschar");
        assert_eq!(class.iprivate, iprivate, "{name}: iprivate");
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            let code = c as u32;
            let expected = if code < 0x80 {
                ascii.contains(code as u8)
            } else {
                in_ranges(&UCSCHAR, code) || (iprivate && in_ranges(&IPRIVATE, code))
            };
            assert_eq!(class.contains(c), expected, "{name}: U+{code:04X}");
        }
    }
}

/// For each range: the first and last code point are in, the ones just
/// outside are out (the ranges of each table never touch).
fn assert_edges(name: &str, ranges: &[(u32, u32)], is_in: fn(u32) -> bool) {
    for &(first, last) in ranges {
        assert!(is_in(first), "{name}: first U+{first:04X}");
        assert!(is_in(last), "{name}: last U+{last:04X}");
        assert!(!in_ranges(ranges, first - 1), "{name}: ranges touch");
        assert!(
            !is_in(first - 1),
            "{name}: U+{:04X} before a range",
            first - 1
        );
        assert!(!is_in(last + 1), "{name}: U+{:04X} after a range", last + 1);
    }
}

#[test]
fn code_point_predicates_at_every_range_edge() {
    assert_edges("ucschar", &UCSCHAR, is_ucschar);
    assert_edges("iprivate", &IPRIVATE, is_iprivate);
    assert_edges("leiri-ucschar", &LEIRI_NON_ASCII, is_leiri_non_ascii);
    // The edges the specs call out by name.
    assert!(!is_ucschar(0x9F) && !is_ucschar(0xD800) && !is_ucschar(0xFDD0));
    assert!(!is_ucschar(0xFFFE) && !is_ucschar(0xFFFF) && !is_ucschar(0x1_FFFE));
    assert!(is_iprivate(0xE_0001) && !is_ucschar(0xE_0001));
    assert!(
        !is_leiri_non_ascii(0x7F),
        "DEL is in LEIRI_ASCII, not the non-ASCII part"
    );
    assert!(!is_leiri_non_ascii(0xFFFE) && !is_leiri_non_ascii(0xFFFF));
    assert!(is_leiri_non_ascii(0x1_FFFE) && is_leiri_non_ascii(0x10_FFFF));
    assert!(!is_leiri_non_ascii(0xD800) && !is_leiri_non_ascii(0xDFFF));
    assert!(!is_ucschar(0x11_0000) && !is_iprivate(0x11_0000) && !is_leiri_non_ascii(0x11_0000));
}

#[test]
fn code_point_predicates_match_the_range_tables_everywhere() {
    for c in 0..=0x11_0000u32 {
        let ucschar = in_ranges(&UCSCHAR, c);
        let iprivate = in_ranges(&IPRIVATE, c);
        assert_eq!(is_ucschar(c), ucschar, "ucschar U+{c:04X}");
        assert_eq!(is_iprivate(c), iprivate, "iprivate U+{c:04X}");
        assert_eq!(
            is_leiri_non_ascii(c),
            in_ranges(&LEIRI_NON_ASCII, c),
            "leiri U+{c:04X}"
        );
        assert!(
            !(ucschar && iprivate),
            "U+{c:04X} in both ucschar and iprivate"
        );
        if ucschar || iprivate {
            assert!(
                is_leiri_non_ascii(c),
                "LEIRI must admit every IRI character U+{c:04X}"
            );
        }
    }
}
