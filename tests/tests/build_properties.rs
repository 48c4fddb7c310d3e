//! Properties of the builder, the setters, the query pairs and the
//! percent-encoding helpers, on generated inputs: what is built parses back
//! to the same components and decodes to the text given; push then pop and
//! encode then decode are identities; appended pairs iterate back as given.

use iri_core::build::Builder;
use iri_core::kind::{IriKind, IriRefKind, Kind, UriKind, UriRefKind};
use iri_core::percent::{EncodeSet, decode, decode_utf8, encode, encode_ascii};
use iri_core::query::QueryPairs;
use iri_core::{ErrorKind, Grammar, Iri, IriRef, Ri, parse};
use iri_tests::pairs::Rng;
use iri_tests::text::text;

const SETS: [EncodeSet; 7] = [
    EncodeSet::Userinfo,
    EncodeSet::Host,
    EncodeSet::Path,
    EncodeSet::PathSegment,
    EncodeSet::Query,
    EncodeSet::QueryPair,
    EncodeSet::Fragment,
];

#[test]
fn encode_then_decode_is_the_identity_for_every_set() {
    let mut rng = Rng::new(13);
    for _ in 0..20_000 {
        let original = text(&mut rng, 12);
        for set in SETS {
            let iri = encode(&original, set);
            assert_eq!(decode_utf8(&iri).unwrap(), original, "{set:?} {original:?}");
            let uri = encode_ascii(&original, set);
            assert!(uri.is_ascii(), "{uri}");
            assert_eq!(decode_utf8(&uri).unwrap(), original, "{set:?} {original:?}");
            assert_eq!(decode(&uri), original.as_bytes());
        }
    }
}

#[test]
fn encoded_text_is_valid_in_its_component() {
    let mut rng = Rng::new(14);
    for _ in 0..5_000 {
        let t = text(&mut rng, 10);
        let built = Iri::builder()
            .scheme("s")
            .userinfo_encoded(&encode(&t, EncodeSet::Userinfo))
            .host_encoded(&encode(&t, EncodeSet::Host))
            .path_encoded(&format!("/{}", encode(&t, EncodeSet::Path)))
            .push_segment_encoded(&encode(&t, EncodeSet::PathSegment))
            .query_encoded(&encode(&t, EncodeSet::Query))
            .append_pair_encoded(
                &encode(&t, EncodeSet::QueryPair),
                &encode(&t, EncodeSet::QueryPair),
            )
            .fragment_encoded(&encode(&t, EncodeSet::Fragment))
            .build();
        // What encode gives is also what the typed constructor accepts.
        let built = built.unwrap_or_else(|e| panic!("{t:?}: {e}"));
        assert!(Iri::parse(built.as_str()).is_ok(), "{built}");
        let uri = iri_core::Uri::builder()
            .scheme("s")
            .userinfo_encoded(&encode_ascii(&t, EncodeSet::Userinfo))
            .host_encoded(&encode_ascii(&t, EncodeSet::Host))
            .push_segment_encoded(&encode_ascii(&t, EncodeSet::PathSegment))
            .query_encoded(&encode_ascii(&t, EncodeSet::Query))
            .fragment_encoded(&encode_ascii(&t, EncodeSet::Fragment))
            .build();
        assert!(uri.is_ok(), "{t:?}: {uri:?}");
    }
}

/// What a random builder was given, decoded.
#[derive(Debug, Default)]
struct Given {
    scheme: Option<&'static str>,
    authority: bool,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<u16>,
    segments: Option<Vec<String>>,
    path: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
}

/// A builder with random components, and what it was given.
fn random_builder<K: Kind>(rng: &mut Rng) -> (Builder<K>, Given) {
    let mut b = Builder::<K>::new();
    let mut given = Given::default();
    if rng.chance(60) {
        let scheme = rng.pick(&["http", "urn", "a+b.c-d", "X"]);
        b.scheme(scheme);
        given.scheme = Some(scheme);
    }
    if rng.chance(50) {
        given.authority = true;
        let host = text(rng, 6);
        b.host(&host);
        given.host = Some(host);
        if rng.chance(30) {
            let userinfo = text(rng, 6);
            b.userinfo(&userinfo);
            given.userinfo = Some(userinfo);
        }
        if rng.chance(30) {
            let port = rng.below(70_000) as u16;
            b.port(port);
            given.port = Some(port);
        }
    }
    let path_kind = rng.below(4);
    if path_kind < 2 {
        let segments: Vec<String> = (0..rng.below(4)).map(|_| text(rng, 5)).collect();
        for segment in &segments {
            b.push_segment(segment);
        }
        given.segments = Some(segments);
    } else if path_kind == 2 {
        let mut path = text(rng, 8);
        if given.authority && !path.is_empty() {
            path.insert(0, '/');
        }
        b.path(&path);
        given.path = Some(path);
    }
    if rng.chance(40) {
        let query = text(rng, 8);
        b.query(&query);
        given.query = Some(query);
    }
    if rng.chance(40) {
        let fragment = text(rng, 8);
        b.fragment(&fragment);
        given.fragment = Some(fragment);
    }
    (b, given)
}

fn decoded(text: &str) -> String {
    decode_utf8(text).unwrap().into_owned()
}

/// Builds random components as kind `K` and checks the result against
/// what was given, or the error against the rule it names.
fn built_values_read_back<K: Kind>(seed: u64) {
    let mut rng = Rng::new(seed);
    let (mut built, mut refused) = (0, 0);
    for _ in 0..20_000 {
        let (b, given) = random_builder::<K>(&mut rng);
        match b.build() {
            Ok(value) => {
                built += 1;
                let text = value.as_str();
                assert_eq!(parse(text, K::GRAMMAR), Ok(value.table()), "{text}");
                assert!(Ri::<K, &str>::parse(text).is_ok(), "{text}");
                let c = value.as_borrowed().components();
                assert_eq!(c.scheme, given.scheme, "{text}");
                assert_eq!(c.host.is_some(), given.authority, "{text}");
                if let Some(host) = &given.host {
                    assert_eq!(decoded(c.host.unwrap()), *host, "{text}");
                }
                assert_eq!(c.userinfo.map(decoded), given.userinfo, "{text}");
                assert_eq!(c.port_number(), given.port, "{text}");
                if let Some(segments) = &given.segments {
                    let read: Vec<String> = value.path_segments().map(decoded).collect();
                    // An empty segment pushed onto an empty path writes nothing.
                    let expected: Vec<&String> =
                        segments.iter().skip_while(|s| s.is_empty()).collect();
                    assert_eq!(read.iter().collect::<Vec<_>>(), expected, "{text}");
                }
                if let Some(path) = &given.path {
                    assert_eq!(decoded(c.path), *path, "{text}");
                }
                assert_eq!(c.query.map(decoded), given.query, "{text}");
                assert_eq!(c.fragment.map(decoded), given.fragment, "{text}");
            }
            Err(e) => {
                refused += 1;
                match e.kind() {
                    ErrorKind::MissingScheme => assert!(given.scheme.is_none()),
                    ErrorKind::ColonInFirstSegment => {
                        assert!(given.scheme.is_none() && !given.authority, "{e}");
                    }
                    ErrorKind::PathStartsWithDoubleSlash => {
                        assert!(!given.authority && given.path.as_ref().unwrap().starts_with("//"));
                    }
                    other => panic!("unexpected {other:?}: {e}"),
                }
            }
        }
    }
    assert!(
        built > 5_000 && refused > 50,
        "{built} built, {refused} refused"
    );
}

#[test]
fn built_iri_references_read_back() {
    built_values_read_back::<IriRefKind>(21);
}

#[test]
fn built_iris_read_back() {
    built_values_read_back::<IriKind>(22);
}

#[test]
fn built_uri_references_read_back() {
    built_values_read_back::<UriRefKind>(23);
}

#[test]
fn built_uris_read_back() {
    built_values_read_back::<UriKind>(24);
}

#[test]
fn push_then_pop_is_the_identity() {
    let mut rng = Rng::new(31);
    let corpus = iri_tests::corpus::generate(3_000, 31, iri_tests::corpus::Mix::Mixed);
    for reference in corpus.iter().filter_map(|s| IriRef::parse(s.as_str()).ok()) {
        let segment = text(&mut rng, 4);
        // The builder: always.
        let mut b = reference.to_builder();
        let before = b.clone().build().unwrap();
        b.push_segment(&segment).pop_segment();
        assert_eq!(b.build().unwrap(), before, "{reference} + {segment:?}");
        // The owned value: except for the empty path under an authority,
        // which gets its root.
        let mut owned = reference.to_owned_string();
        if owned.push_segment(&segment).is_err() {
            assert!(reference.path().is_empty() && segment.contains(':'));
            continue;
        }
        assert!(owned.pop_segment() || segment.is_empty(), "{owned}");
        if reference.authority().is_some() && reference.path().is_empty() {
            let rooted = reference.to_builder().path("/").build().unwrap();
            assert!(
                owned == reference || owned == rooted,
                "{reference}: {owned}"
            );
        } else {
            assert_eq!(owned, reference, "{segment:?}");
        }
    }
}

#[test]
fn appended_pairs_iterate_back_as_given() {
    let mut rng = Rng::new(41);
    for _ in 0..10_000 {
        let pairs: Vec<(String, String)> = (0..=rng.below(4))
            .map(|_| (text(&mut rng, 5), text(&mut rng, 5)))
            .collect();
        let mut b = Iri::builder();
        b.scheme("http").host("a");
        if rng.chance(30) {
            b.query_encoded("x=1");
        }
        let mut owned = b.build().unwrap();
        for (name, value) in &pairs {
            b.append_pair(name, value);
            owned.append_pair(name, value);
        }
        let iri = b.build().unwrap();
        assert_eq!(owned, iri);
        for form in [false, true] {
            for semicolons in [false, true] {
                let mut read = QueryPairs::new(iri.query().unwrap());
                if form {
                    read = read.plus_as_space();
                }
                if semicolons {
                    read = read.split_on_semicolons();
                }
                let read: Vec<(String, String)> = read
                    .map(|p| {
                        (
                            p.name().unwrap().into_owned(),
                            p.value().unwrap().into_owned(),
                        )
                    })
                    .filter(|(name, value)| (name, value) != (&"x".to_owned(), &"1".to_owned()))
                    .collect();
                assert_eq!(read, pairs, "{iri}");
            }
        }
    }
}

#[test]
fn setters_agree_with_the_builder() {
    let corpus = iri_tests::corpus::generate(3_000, 51, iri_tests::corpus::Mix::Mixed);
    let mut rng = Rng::new(51);
    for reference in corpus.iter().filter_map(|s| IriRef::parse(s.as_str()).ok()) {
        let t = text(&mut rng, 5);
        let mut owned = reference.to_owned_string();
        owned.set_query(Some(&t));
        assert_eq!(owned, reference.to_builder().query(&t).build().unwrap());
        owned.set_fragment(None);
        assert_eq!(
            owned,
            reference
                .to_builder()
                .query(&t)
                .clear_fragment()
                .build()
                .unwrap()
        );
        let mut owned = reference.to_owned_string();
        let by_builder = reference.to_builder().path(&t).build();
        match (owned.set_path(&t), by_builder) {
            (Ok(()), Ok(built)) => assert_eq!(owned, built),
            (Err(a), Err(b)) => assert_eq!(a, b),
            (a, b) => panic!("{reference} {t:?}: {a:?} {b:?}"),
        }
        let mut owned = reference.to_owned_string();
        let port = rng.below(1000) as u16;
        let by_builder = reference.to_builder().port(port).build();
        match (owned.set_port(Some(port)), by_builder) {
            (Ok(()), Ok(built)) => assert_eq!(owned, built),
            (Err(a), Err(b)) => assert_eq!(a, b),
            (a, b) => panic!("{reference} {port}: {a:?} {b:?}"),
        }
    }
}

#[test]
fn builders_refuse_what_the_constructors_refuse() {
    // A bidi formatting character given encoded is refused as parse refuses it.
    let err = IriRef::builder()
        .path_encoded("a\u{202E}b")
        .build()
        .unwrap_err();
    let parsed = IriRef::parse("a\u{202E}b").unwrap_err();
    assert_eq!(err.parse_error(), parsed);
    assert!(err.is_whole());
    // Given as text, it is encoded.
    assert_eq!(
        IriRef::builder().path("a\u{202E}b").build().unwrap(),
        "a%E2%80%AEb"
    );
    let grammar = parse("http://a", Grammar::IRI).unwrap();
    assert!(grammar.has_authority());
}
