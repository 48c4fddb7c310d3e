//! Pre-processing of typed or pasted strings: trimming, splitting or
//! encoding spaces, and errors located in the raw input.

use std::borrow::Cow;

use iri_core::convert::{Spaces, preprocess};
use iri_core::kind::{IriKind, IriRefKind, LeiriRefKind};
use iri_core::{Component, ErrorKind};

/// The references of `input` as strings, or the first error.
fn run<K: iri_core::kind::Kind>(
    input: &str,
    spaces: Spaces,
) -> Result<Vec<String>, iri_core::ParseError> {
    preprocess::<K>(input, spaces)
        .map(|r| r.map(|r| r.to_string()))
        .collect()
}

#[test]
fn the_issue_example() {
    assert_eq!(
        run::<IriKind>("  http://example.org/a b \n", Spaces::PercentEncode).unwrap(),
        ["http://example.org/a%20b"]
    );
}

#[test]
fn only_ascii_space_cr_lf_and_tab_are_trimmed() {
    assert_eq!(
        run::<IriRefKind>("\t\r\n a \t\r\n", Spaces::PercentEncode).unwrap(),
        ["a"]
    );
    // Form feed and other Unicode whitespace are not trimmed: they are errors.
    let err = run::<IriRefKind>("\u{C}a", Spaces::PercentEncode).unwrap_err();
    assert_eq!(
        (err.kind(), err.span()),
        (ErrorKind::InvalidCharacter, 0..1)
    );
    let err = run::<IriRefKind>("a\u{85}", Spaces::PercentEncode).unwrap_err();
    assert_eq!(err.span(), 1..3);
}

#[test]
fn percent_encoding_inner_spaces() {
    assert_eq!(
        run::<IriRefKind>("a  b c", Spaces::PercentEncode).unwrap(),
        ["a%20%20b%20c"]
    );
    // Blank input is one empty reference.
    assert_eq!(
        run::<IriRefKind>(" \n ", Spaces::PercentEncode).unwrap(),
        [""]
    );
    // Without spaces the result borrows from the input.
    let one = preprocess::<IriRefKind>(" /x ", Spaces::PercentEncode)
        .next()
        .unwrap()
        .unwrap();
    assert!(matches!(one.into_inner(), Cow::Borrowed("/x")));
}

#[test]
fn splitting_on_runs_of_spaces() {
    // The first piece parses, the second fails where the raw input has its tab.
    let err = run::<IriRefKind>(" http://a/x   ../y\t#z ", Spaces::Split).unwrap_err();
    assert_eq!((err.span(), err.char()), (18..19, Some('\t')));
    assert_eq!(
        run::<IriRefKind>("  a.html  b.html c ", Spaces::Split).unwrap(),
        ["a.html", "b.html", "c"]
    );
    assert!(run::<IriRefKind>(" \t ", Spaces::Split).unwrap().is_empty());
    // Only spaces split; a tab inside is still an error.
    let err = run::<IriRefKind>(" a\tb", Spaces::Split).unwrap_err();
    assert_eq!(
        (err.kind(), err.span(), err.char()),
        (ErrorKind::InvalidCharacter, 2..3, Some('\t'))
    );
}

#[test]
fn errors_are_located_in_the_raw_input() {
    let input = "  first second/<x> ";
    let results: Vec<_> = preprocess::<IriRefKind>(input, Spaces::Split).collect();
    assert_eq!(results.len(), 2);
    assert_eq!(results[0].as_ref().unwrap(), "first");
    let err = results[1].as_ref().unwrap_err();
    assert_eq!(err.span(), 15..16);
    assert_eq!(&input[err.span()], "<");
    assert_eq!(err.component(), Component::Path);

    // After percent-encoding, offsets still point into the raw input.
    let input = " http://h/a b c/<";
    let err = run::<IriKind>(input, Spaces::PercentEncode).unwrap_err();
    assert_eq!(&input[err.span()], "<");
    assert!(err.annotate(input).to_string().contains('^'));
    let err = run::<IriKind>("  no scheme", Spaces::PercentEncode).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::MissingScheme);
}

#[test]
fn leiri_kinds_accept_more_and_convert() {
    let leiri = preprocess::<LeiriRefKind>(" a<b> \n", Spaces::PercentEncode)
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(leiri.to_iri(), "a%3Cb%3E");
}

/// Where the error of `input`, pre-processed with `Spaces::PercentEncode` as
/// an IRI, points in the raw input: (span, the raw text there, char).
fn encoded_error(input: &str) -> (std::ops::Range<usize>, &str, Option<char>) {
    let err = run::<IriKind>(input, Spaces::PercentEncode).unwrap_err();
    (err.span(), &input[err.span()], err.char())
}

#[test]
fn errors_on_encoded_spaces_name_the_space_the_user_typed() {
    let cases = [
        // (input, span, what the user typed there)
        ("a://: a", 5..6, ' '),
        ("ht tp://a/", 2..3, ' '),
        ("http://[::1 ]/", 11..12, ' '),
        ("http://a: 80/", 9..10, ' '),
        // Spaces before the error (trimmed or encoded) shift the offsets.
        (" http://a b: c/", 12..13, ' '),
        ("\t http://a  b:1 /", 15..16, ' '),
        (" http://a b:c d/", 12..13, 'c'),
        // Spaces after the error do not.
        ("http://a:8 0 x/", 10..11, ' '),
        (" http://a/< b ", 10..11, '<'),
        ("http://a/%4 1", 9..12, '%'),
    ];
    for (input, span, typed) in cases {
        assert_eq!(
            encoded_error(input),
            (span.clone(), &input[span], Some(typed)),
            "{input:?}"
        );
    }
    let input = " a://: a";
    let err = run::<IriKind>(input, Spaces::PercentEncode).unwrap_err();
    assert_eq!(
        err.annotate(input).to_string(),
        "invalid character ' ' (U+0020) in port\n  |  a://: a\n  |       ^ byte 6\n  \
         = note: a port is decimal digits only\n  = help: write the port as decimal digits, \
         such as `:8080`, or remove it"
    );
}
