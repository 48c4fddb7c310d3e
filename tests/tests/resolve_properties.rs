//! `remove_dot_segments` against the RFC's string algorithm, the `//` rule,
//! and resolution of adversarially large inputs (linear time: these finish in
//! seconds; a quadratic algorithm would take hours).

use iri_core::{Grammar, Iri, IriRef, parse, remove_dot_segments};
use iri_tests::pairs::Rng;

/// RFC 3986 section 5.2.4 as written: an input buffer and an output buffer,
/// rules A to E applied until the input is empty (quadratic, small inputs only).
fn literal_remove_dot_segments(path: &str) -> String {
    let mut input = path.to_owned();
    let mut output = String::new();
    while !input.is_empty() {
        if input.starts_with("../") {
            input.drain(..3);
        } else if input.starts_with("./") || input.starts_with("/./") {
            input.drain(..2);
        } else if input == "/." {
            input.truncate(1);
        } else if input.starts_with("/../") || input == "/.." {
            input.drain(..3);
            if input.is_empty() {
                input.push('/');
            }
            let cut = output.rfind('/').unwrap_or(0);
            output.truncate(cut);
        } else if input == "." || input == ".." {
            input.clear();
        } else {
            let start = usize::from(input.starts_with('/'));
            let end = input[start..].find('/').map_or(input.len(), |i| i + start);
            output.extend(input.drain(..end));
        }
    }
    output
}

#[test]
fn remove_dot_segments_matches_the_rfc_string_algorithm() {
    let pieces = [
        "a", "b", ".", "..", "", "...", ".a", "a.", "a..", "a..b", ".a.", "..a",
    ];
    let mut rng = Rng::new(7);
    for _ in 0..50_000 {
        let mut path = String::new();
        if rng.chance(50) {
            path.push('/');
        }
        for i in 0..rng.below(7) {
            if i > 0 {
                path.push('/');
            }
            path.push_str(rng.pick(&pieces));
        }
        assert_eq!(
            remove_dot_segments(&path),
            literal_remove_dot_segments(&path),
            "{path:?}"
        );
    }
}

#[test]
fn rfc_examples_of_section_5_2_4() {
    assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
    assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
}

#[test]
fn double_slash_rule_keeps_the_path_from_reading_as_an_authority() {
    let cases = [
        ("foo:/a", "/..//g", "foo:/.//g"),
        ("foo:", ".//@@", "foo:/@@"),
        ("foo:/", ".//@@", "foo:/.//@@"),
        ("x:", ".///C:::", "x:/.//C:::"),
        ("foo:/a/b", "..//g?q#f", "foo:/.//g?q#f"),
        ("foo:/a", "bar:/..//g", "bar:/.//g"),
        // With an authority, `//` in the path is fine and nothing is added.
        ("http://h/a", "..//g", "http://h//g"),
    ];
    for (base, reference, expect) in cases {
        let base = Iri::parse(base).unwrap();
        let resolved = base.resolve(&IriRef::parse(reference).unwrap());
        assert_eq!(resolved, expect, "{base} + {reference}");
        assert_eq!(parse(resolved.as_str(), Grammar::IRI), Ok(resolved.table()));
        // Resolving the result again (as a reference) changes nothing.
        let again = base.resolve(&IriRef::from(resolved.as_borrowed()));
        assert_eq!(again, resolved);
    }
}

#[test]
fn base_fragment_is_ignored_and_resolve_into_appends() {
    let base = Iri::parse("http://a/b/c/d;p?q#frag").unwrap();
    assert_eq!(base.resolve_str("").unwrap(), "http://a/b/c/d;p?q");
    assert_eq!(base.resolve_str("#g").unwrap(), "http://a/b/c/d;p?q#g");
    let mut buf = String::from("prefix ");
    let first = base.resolve_into(&IriRef::parse("g").unwrap(), &mut buf);
    assert_eq!(first, "http://a/b/c/g");
    assert_eq!(first.path(), "/b/c/g");
    assert_eq!(buf, "prefix http://a/b/c/g");
}

#[test]
fn uri_against_uri_is_a_uri() {
    let base = iri_core::Uri::parse("http://a/b/c").unwrap();
    let r = iri_core::UriRef::parse("../d?x").unwrap();
    let resolved: iri_core::Uri<String> = base.resolve(&r);
    assert_eq!(resolved, "http://a/d?x");
    assert!(base.resolve_str("é").is_err());
}

#[test]
fn one_million_parent_segments() {
    let base = Iri::parse("http://a/b/c/d").unwrap();
    let reference = format!("{}g", "../".repeat(1_000_000));
    let resolved = base.resolve(&IriRef::parse(reference.as_str()).unwrap());
    assert_eq!(resolved, "http://a/g");
}

#[test]
fn ten_megabyte_path() {
    let base = Iri::parse("http://a/b/c").unwrap();
    let segment = "abcdefghi/";
    let reference = format!("./{}./x/../y", segment.repeat(1_000_000));
    assert!(reference.len() > 10_000_000);
    let resolved = base.resolve(&IriRef::parse(reference.as_str()).unwrap());
    assert_eq!(resolved.path().len(), "/b/".len() + 10_000_000 + 1);
    assert!(resolved.path().ends_with("/abcdefghi/y"));
}

#[test]
fn base_with_100_000_segments() {
    let base = format!("http://a{}", "/seg".repeat(100_000));
    let base = Iri::parse(base.as_str()).unwrap();
    let reference = format!("{}z", "../".repeat(50_000));
    let resolved = base.resolve(&IriRef::parse(reference.as_str()).unwrap());
    assert_eq!(resolved.path().len(), "/seg".len() * 49_999 + "/z".len());
    // Every `..` of a long chain at the end pops one segment of the merged path.
    let all_up = format!("{}..", "../".repeat(200_000));
    assert_eq!(base.resolve_str(&all_up).unwrap(), "http://a/");
}
