//! Legacy Extended IRIs: parsing (the widened `ucschar`, the same components
//! and errors as IRIs) and conversion to IRIs by percent-encoding exactly the
//! groups of `data/convert-leiri-groups.tsv`.

use std::ops::RangeInclusive;

use iri_core::{Component, ErrorKind, Grammar, IriRef, Leiri, LeiriRef, parse};
use iri_tests::convert_data::{code_point_ranges, data_file, records, triplets};

/// A group of characters allowed in LEIRIs but not in IRIs.
struct Group {
    name: String,
    ranges: Vec<RangeInclusive<u32>>,
    kept_in_query: bool,
}

fn groups() -> Vec<Group> {
    let text = data_file("convert-leiri-groups.tsv");
    records(&text)
        .into_iter()
        .map(|record| {
            let [name, ranges, query] = record[..] else {
                panic!("bad record {record:?}");
            };
            Group {
                name: name.to_owned(),
                ranges: code_point_ranges(ranges),
                kept_in_query: query == "kept",
            }
        })
        .collect()
}

#[test]
fn every_group_is_encoded_outside_the_query() {
    let groups = groups();
    assert_eq!(groups.len(), 11);
    let mut checked = 0;
    for group in &groups {
        for c in group
            .ranges
            .iter()
            .flat_map(Clone::clone)
            .filter_map(char::from_u32)
        {
            let text = format!("//u{c}@h{c}/p{c}?q{c}#f{c}");
            let leiri = LeiriRef::parse(text.as_str())
                .unwrap_or_else(|e| panic!("{}: U+{:04X} rejected: {e}", group.name, c as u32));
            assert_eq!(leiri.path(), format!("/p{c}"));
            let iri = leiri.to_iri();
            let e = triplets(c);
            let q = if group.kept_in_query {
                c.to_string()
            } else {
                e.clone()
            };
            assert_eq!(
                iri.as_str(),
                format!("//u{e}@h{e}/p{e}?q{q}#f{e}"),
                "{}",
                group.name
            );
            assert_eq!(Ok(iri.table()), parse(iri.as_str(), Grammar::IRI_REFERENCE));
            checked += 1;
        }
    }
    // Every code point of every group (surrogates excluded: they are not characters).
    assert_eq!(
        checked,
        1 + 3 + 6 + 33 + 32 + 7 + 4 + 14 + (6400 + 65534 + 65534) + 4096 + (32 + 2 * 16)
    );
}

#[test]
fn exactly_the_groups_are_encoded() {
    let groups = groups();
    let in_groups = |c: char| {
        groups
            .iter()
            .any(|g| g.ranges.iter().any(|r| r.contains(&(c as u32))))
    };
    for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
        if c == '%' || c == '#' || c == '?' || c == '/' {
            continue;
        }
        let text = format!("a{c}");
        let is_leiri = LeiriRef::parse(text.as_str()).is_ok();
        if !is_leiri {
            // Only U+FFFE and U+FFFF and the IRI delimiters stay out of LEIRIs;
            // every other character is in one grammar or the other.
            assert!(
                matches!(c, '\u{FFFE}' | '\u{FFFF}' | '[' | ']' | ':' | '@'),
                "U+{:04X}",
                c as u32
            );
            continue;
        }
        let encoded = LeiriRef::parse(text.as_str()).unwrap().to_iri().as_str() != text;
        assert_eq!(encoded, in_groups(c), "U+{:04X}", c as u32);
        // Outside the groups, a LEIRI character is an IRI character, except the
        // bidi formatting characters, which IRI syntax admits but RFC 3987 forbids.
        if !in_groups(c) {
            assert!(IriRef::parse(text.as_str()).is_ok(), "U+{:04X}", c as u32);
        }
    }
}

#[test]
fn surrogates_and_the_last_bmp_code_points_cannot_occur() {
    // A Rust string cannot hold a surrogate code point at all.
    assert!((0xD800..=0xDFFF).all(|code| char::from_u32(code).is_none()));
    // Their percent-encoded forms are only octets: kept as they are.
    let leiri = LeiriRef::parse("/%ED%A0%80").unwrap();
    assert_eq!(leiri.to_iri(), "/%ED%A0%80");
    // U+FFFE and U+FFFF are not allowed even in LEIRIs.
    for c in ['\u{FFFE}', '\u{FFFF}'] {
        let err = LeiriRef::parse(format!("/a{c}").as_str()).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidCharacter);
        assert_eq!(err.span(), 2..5);
    }
}

#[test]
fn same_components_and_errors_as_iris() {
    let leiri = Leiri::parse("http://us er@ho st:80/pa th?qu ery#fr ag").unwrap();
    assert_eq!(leiri.scheme(), "http");
    assert_eq!(leiri.userinfo(), Some("us er"));
    assert_eq!(leiri.host(), Some("ho st"));
    assert_eq!(leiri.port(), Some("80"));
    assert_eq!(leiri.path(), "/pa th");
    assert_eq!(leiri.query(), Some("qu ery"));
    assert_eq!(leiri.fragment(), Some("fr ag"));
    let iri = leiri.to_iri();
    assert_eq!(iri, "http://us%20er@ho%20st:80/pa%20th?qu%20ery#fr%20ag");
    assert_eq!(iri.host(), Some("ho%20st"));
    assert_eq!(leiri.to_uri(), *iri.as_str());
    // Errors that have nothing to do with the widened characters are the IRI ones.
    for bad in [
        "http://a/%zz",
        "http://[::1/",
        "http://a:8x/",
        "ht tp://a",
        "a:b#c#d",
        "no scheme",
    ] {
        let iri_err = parse(bad, Grammar::IRI).unwrap_err();
        let leiri_err = Leiri::parse(bad).unwrap_err();
        assert_eq!(leiri_err, iri_err, "{bad}");
    }
    let err = LeiriRef::parse("a b:c").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::ColonInFirstSegment);
    assert_eq!(err.component(), Component::Path);
    assert!(Leiri::parse("/relative").is_err());
    assert_eq!(
        format!("{:?}", LeiriRef::parse("a").unwrap()),
        "LeiriRef(\"a\")"
    );
}
