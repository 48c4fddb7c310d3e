//! The literals are read as `syn` reads them: generated literals of every
//! kind (strings with random escapes, raw strings, characters, byte and C
//! strings, numbers in every base, suffixes), each compared with
//! `syn::Lit::new` on the same token; and the edge cases one by one.

use std::fmt::Write as _;

use proc_macro2::Literal;

use super::*;
use crate::test_rng::Rng;

/// What `Lit::new` reads in `source`, as text.
fn ours(source: &str) -> String {
    match Lit::new(source) {
        Lit::Str(Str { value, suffix }) => format!("str {value:?} {suffix:?}"),
        Lit::ByteStr => "byte string".to_owned(),
        Lit::CStr => "C string".to_owned(),
        Lit::Byte => "byte".to_owned(),
        Lit::Char(c, suffix) => format!("char {c:?} {suffix:?}"),
        Lit::Int(n) => format!("int {} {:?}", n.digits, n.suffix),
        Lit::Float(n) => format!("float {} {:?}", n.digits, n.suffix),
        Lit::Bool => "bool".to_owned(),
        Lit::Verbatim => "verbatim".to_owned(),
    }
}

/// What `syn` reads in `token`, in the same words.
fn syn_reading(token: Literal) -> String {
    match syn::Lit::new(token) {
        syn::Lit::Str(s) => format!("str {:?} {:?}", s.value(), s.suffix()),
        syn::Lit::ByteStr(_) => "byte string".to_owned(),
        syn::Lit::CStr(_) => "C string".to_owned(),
        syn::Lit::Byte(_) => "byte".to_owned(),
        syn::Lit::Char(c) => format!("char {:?} {:?}", c.value(), c.suffix()),
        syn::Lit::Int(n) => format!("int {} {:?}", n.base10_digits(), n.suffix()),
        syn::Lit::Float(n) => format!("float {} {:?}", n.base10_digits(), n.suffix()),
        syn::Lit::Bool(_) => "bool".to_owned(),
        _ => "verbatim".to_owned(),
    }
}

/// Compares the readings of `source` when it is one literal token; whether
/// it was one.
fn compare(source: &str) -> bool {
    let Ok(token) = source.parse::<Literal>() else {
        return false;
    };
    let text = token.to_string();
    assert_eq!(ours(&text), syn_reading(token), "{source:?}");
    true
}

/// A piece of a cooked string's source.
fn string_piece(rng: &mut Rng, out: &mut String) {
    match rng.below(14) {
        0 => out.push_str(rng.pick(&["a", "Z", " ", "/", "#", "'", "?", "%20", "{x}"])),
        1 => out.push(rng.pick(&['é', '例', '\u{1F600}', '\u{FEFF}', '\u{200F}', '\0'])),
        2 => out.push_str(rng.pick(&["\\n", "\\r", "\\t", "\\\\", "\\0", "\\'", "\\\""])),
        3 => {
            let limit = if rng.one_in(8) { 256 } else { 128 };
            let byte = rng.below(limit);
            let hex = format!("{byte:02x}");
            let hex = if rng.one_in(2) {
                hex.to_uppercase()
            } else {
                hex
            };
            write!(out, "\\x{hex}").unwrap();
        }
        4 => {
            let value = rng.pick(&[
                0x41, 0xE9, 0x0, 0x7F, 0x80, 0xFFFF, 0x10_FFFF, 0x1F600, 0xD800, 0x11_0000,
            ]);
            let mut hex = format!("{value:x}");
            if rng.one_in(3) {
                hex = format!("00{hex}");
            }
            if rng.one_in(3) {
                hex.insert(1.min(hex.len()), '_');
            }
            if rng.one_in(10) {
                hex.clear();
            }
            write!(out, "\\u{{{hex}}}").unwrap();
        }
        5 => {
            out.push_str(rng.pick(&["\\\n", "\\\r\n"]));
            for _ in 0..rng.below(4) {
                out.push(rng.pick(&[' ', '\t', '\n', 'x']));
            }
        }
        6 => out.push_str(rng.pick(&["\n", "\r\n", "\t", "\r"])),
        7 => out.push_str(rng.pick(&["\\", "\\q", "\\u", "\\x4", "\\u{41"])),
        _ => out.push(char::from(b'a' + rng.below(26) as u8)),
    }
}

fn suffix(rng: &mut Rng) -> &'static str {
    if rng.one_in(5) {
        rng.pick(&["x", "_x", "suffix", "é", "u8", "e", "_"])
    } else {
        ""
    }
}

/// A string literal of some kind: cooked or raw, plain, byte or C.
fn string_literal(rng: &mut Rng) -> String {
    let prefix = rng.pick(&["", "", "", "b", "c"]);
    let mut source = prefix.to_owned();
    if rng.one_in(3) {
        let hashes = "#".repeat(rng.below(3));
        write!(source, "r{hashes}\"").unwrap();
        for _ in 0..rng.below(6) {
            source.push_str(rng.pick(&["a", "\"", "\"#", "\\n", "é", "\n", "\r\n", "\0"]));
        }
        write!(source, "\"{hashes}").unwrap();
    } else {
        source.push('"');
        for _ in 0..rng.below(8) {
            string_piece(rng, &mut source);
        }
        source.push('"');
    }
    source.push_str(suffix(rng));
    source
}

/// A character or byte literal.
fn char_literal(rng: &mut Rng) -> String {
    let prefix = if rng.one_in(3) { "b" } else { "" };
    let body = rng.pick(&[
        "a",
        "é",
        "\\n",
        "\\0",
        "\\'",
        "\\\"",
        "\\x41",
        "\\x7F",
        "\\xFF",
        "\\u{E9}",
        "\\u{0}",
        "\\u{D800}",
        "'",
        "\"",
        "ab",
    ]);
    format!("{prefix}'{body}'{}", suffix(rng))
}

/// A number literal.
fn number_literal(rng: &mut Rng) -> String {
    let mut source = String::new();
    if rng.one_in(6) {
        source.push('-');
    }
    let (prefix, digits): (&str, &[char]) = match rng.below(6) {
        0 => ("0x", &['0', '7', 'a', 'F', 'e', '_']),
        1 => ("0o", &['0', '7', '_']),
        2 => ("0b", &['0', '1', '_']),
        _ => ("", &['0', '1', '9', '_']),
    };
    source.push_str(prefix);
    source.push(if prefix.is_empty() { '1' } else { '0' });
    for _ in 0..rng.below(30) {
        source.push(rng.pick(digits));
    }
    if prefix.is_empty() {
        if rng.one_in(3) {
            source.push('.');
            for _ in 0..rng.below(4) {
                source.push(rng.pick(&['0', '5', '_']));
            }
        }
        if rng.one_in(3) {
            source.push_str(rng.pick(&["e", "E", "e_"]));
            source.push_str(rng.pick(&["", "+", "-"]));
            for _ in 0..rng.below(3) {
                source.push(rng.pick(&['0', '3', '_']));
            }
        }
    }
    source.push_str(rng.pick(&["", "", "", "u8", "i64", "f32", "f64", "x", "_", "ex", "é"]));
    source
}

#[test]
fn generated_literals_are_read_as_syn_reads_them() {
    let mut rng = Rng::new(0x1D_5EED);
    let mut compared = [0usize; 3];
    for _ in 0..30_000 {
        let kind = rng.below(3);
        let source = match kind {
            0 => string_literal(&mut rng),
            1 => char_literal(&mut rng),
            _ => number_literal(&mut rng),
        };
        if compare(&source) {
            compared[kind] += 1;
        }
    }
    // Most generated literals lex: the comparison is not vacuous.
    assert!(compared.iter().all(|&n| n > 3_000), "{compared:?}");
}

#[test]
fn edge_cases_are_read_as_syn_reads_them() {
    let cases = [
        r#""""#,
        r#""a\
             b""#,
        "\"a\\\r\n  b\"",
        "\"a\r\nb\"",
        r#""\u{10FFFF}\u{0}\u{0_0_41}""#,
        r#""\x00\x7F""#,
        r#""a"suffix"#,
        r##"r#"a"b"#"##,
        "r#\"\"#",
        "r\"\"",
        r##"r#"a"#x"##,
        r#"b"\xFF\0""#,
        r##"br#"a"#"##,
        r#"c"a\u{E9}""#,
        "cr\"a\"",
        r"b'\xFF'",
        r"'\u{10FFFF}'",
        "'a'x",
        "0",
        "00",
        "0x0",
        "0xFF_FFu8",
        "0o777",
        "0b1010_1010",
        "340282366920938463463374607431768211456",
        "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        "1e5",
        "1E+5",
        "1e-5",
        "1.5e10f64",
        "1_000.000_1",
        "2.",
        "1f32",
        "1e",
        "1ex",
        "-1",
        "-0x10",
        "-1.5",
    ];
    for source in cases {
        assert!(compare(source), "{source:?} is no literal token");
    }
}

#[test]
fn what_the_lexer_refuses_is_no_string() {
    // Never handed over by the compiler; read as `syn` would (its reading
    // fails, so the literal is `Verbatim`).
    for source in [
        r#""a"#,
        r#""\q""#,
        r#""\x80""#,
        r#""\u{D800}""#,
        r#""\u{1234567}""#,
        r#""\u{}""#,
        r#""\u{_1}""#,
        "\"a\rb\"",
        "r#\"a\"",
        r#"c"\0""#,
        "'ab'",
    ] {
        assert_eq!(ours(source), "verbatim", "{source:?}");
    }
    assert_eq!(ours("true"), "bool");
    assert_eq!(ours("x"), "verbatim");
}
