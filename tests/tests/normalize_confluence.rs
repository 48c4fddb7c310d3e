//! Normalization as one equivalence relation: normalizing a partly
//! normalized value gives the normal form of the original (for every subset
//! of the steps), and `is_equivalent` is symmetric and transitive across
//! kinds.

use iri_core::kind::Kind;
use iri_core::normalize::Steps;
use iri_core::{Iri, IriRef, LeiriRef, Ri, Uri, UriRef};
use iri_tests::pairs::Rng;

/// Every step, one at a time.
const STEPS: [Steps; 6] = [
    Steps::CASE,
    Steps::PERCENT_ENCODING,
    Steps::PATH_SEGMENTS,
    Steps::NFC,
    Steps::SCHEME_BASED,
    Steps::IPV6,
];

/// Every subset of the steps.
fn subsets() -> impl Iterator<Item = Steps> {
    (0..1_u32 << STEPS.len()).map(|bits| {
        STEPS
            .iter()
            .enumerate()
            .filter(|(i, _)| bits >> i & 1 == 1)
            .fold(Steps::NONE, |all, (_, &step)| all | step)
    })
}

/// Pieces of hosts: ASCII letters in both cases, plain and encoded,
/// followed by combining marks that compose with them (U+0344 decomposes
/// to two marks; U+030A makes `Å` of `A`), the Kelvin sign (NFC gives `K`),
/// dots, digits.
const HOST: &[&str] = &[
    "A",
    "a",
    "%41",
    "%61",
    "E",
    "e",
    "\u{344}",
    "%CD%84",
    "\u{30A}",
    "%CC%8A",
    "\u{C4}",
    "%C3%84",
    "\u{301}",
    "%CC%81",
    "\u{323}",
    "%CC%A3",
    "\u{212A}",
    "%E2%84%AA",
    ".",
    "%2E",
    "1",
    "%31",
    "\u{37E}",
    "\u{F73}",
    "-",
];

/// Pieces of paths, queries and fragments: dot segments plain and encoded,
/// combining marks plain and encoded (U+0323 sorts before U+0301), characters
/// whose NFC holds a delimiter (U+037E is `;`, U+1FEF is a backtick, U+2260
/// is `=` and U+0338), reserved and private-use characters.
const TEXT: &[&str] = &[
    ".",
    "..",
    "%2E",
    "%2e",
    ".%2E",
    "%2E%2E",
    "%2E.",
    "a",
    "A",
    "e",
    "\u{344}",
    "%CD%84",
    "\u{301}",
    "%CC%81",
    "\u{323}",
    "%CC%A3",
    "E\u{30A}",
    "%45%CC%8A",
    "\u{37E}",
    "%CD%BE",
    "\u{1FEF}",
    "%E1%BF%AF",
    "\u{2260}",
    "=\u{338}",
    "%E2%89%A0",
    "\u{338}",
    "\u{212B}",
    "%E2%84%AB",
    "%7e",
    "%7E",
    "~",
    "%2F",
    "%25",
    "\u{F73}",
    "%E0%BD%B3",
    "%E2%80%8E",
    "%C3",
    "%EE%80%80",
];

/// A segment of one to three pieces.
fn piece(rng: &mut Rng, pieces: &[&str], out: &mut String) {
    for _ in 0..=rng.below(3) {
        out.push_str(rng.pick(pieces));
    }
}

/// A reference rich in what makes normalization steps interact.
fn input(rng: &mut Rng) -> String {
    let mut text = String::new();
    if rng.chance(80) {
        text.push_str(rng.pick(&["a", "HTTP", "http", "Foo", "wss"]));
        text.push(':');
    }
    let authority = rng.chance(55);
    if authority {
        text.push_str("//");
        if rng.chance(20) {
            piece(rng, HOST, &mut text);
            text.push('@');
        }
        if rng.chance(10) {
            text.push_str(rng.pick(&["[0:0::A]", "[2001:DB8:0:0:1:0:0:1]", "[v1.X]"]));
        } else {
            piece(rng, HOST, &mut text);
        }
        text.push_str(rng.pick(&["", "", ":", ":80", ":443"]));
    }
    let segments = rng.below(5);
    for i in 0..segments {
        if i > 0 || authority || rng.chance(50) {
            text.push('/');
        }
        if rng.chance(80) {
            piece(rng, TEXT, &mut text);
        }
    }
    if rng.chance(30) {
        text.push('?');
        piece(rng, TEXT, &mut text);
    }
    if rng.chance(20) {
        text.push('#');
        piece(rng, TEXT, &mut text);
    }
    text
}

/// `count` valid references from `seed` (the few generated strings that are
/// not references, such as a rootless first segment with a colon, are
/// skipped).
fn corpus(seed: u64, count: usize) -> Vec<IriRef<String>> {
    let mut rng = Rng::new(seed);
    (0..count)
        .filter_map(|_| IriRef::parse(input(&mut rng)).ok())
        .collect()
}

/// Normalizing what a subset of the steps left gives the normal form.
fn assert_confluent<K: Kind>(value: &Ri<K, String>) {
    let normal = value.normalize_with(Steps::ALL);
    for steps in subsets() {
        let partly = value.normalize_with(steps);
        assert_eq!(
            partly.normalize_with(Steps::ALL),
            normal,
            "{value:?} with {steps:?} gives {partly:?}"
        );
        // Each step set is a relation: a value and its partial normal form
        // are equivalent under those steps and under all of them.
        assert!(
            value.is_equivalent_with(&partly, steps),
            "{value:?} {steps:?}"
        );
        assert!(
            value.is_equivalent_with(&partly, Steps::ALL),
            "{value:?} {steps:?}"
        );
    }
}

#[test]
fn normalizing_a_partly_normalized_value_gives_the_normal_form() {
    for value in corpus(0xC0F1, 3_000) {
        assert_confluent(&value);
        let uri = UriRef::parse(value.to_uri().as_str().to_owned()).unwrap();
        assert_confluent(&uri);
        // LEIRI characters (a space, a private-use character outside the
        // query) next to the rest.
        let leiri = value
            .as_str()
            .replace('~', " ")
            .replace("%2F", "\u{E000}\u{301}");
        assert_confluent(&LeiriRef::parse(leiri).unwrap());
    }
}

#[test]
fn confluence_examples() {
    // `%2E` is a dot segment for the path-segment step too.
    let iri = Iri::parse("a:%2E/..").unwrap();
    assert_eq!(
        iri.normalize_with(Steps::PATH_SEGMENTS)
            .normalize_with(Steps::ALL),
        iri.normalize_with(Steps::ALL)
    );
    assert_eq!(iri.normalize_with(Steps::ALL), "a:");
    // NFC before decoding: U+0344 then an encoded U+037E (whose NFC is `;`).
    let iri = Iri::parse("a:/\u{344}%CD%BE").unwrap();
    assert_eq!(
        iri.normalize_with(Steps::NFC).normalize_with(Steps::ALL),
        iri.normalize_with(Steps::ALL)
    );
    // Case before NFC in the host: `A` and U+030A compose to `Å`.
    let iri = Iri::parse("a://A\u{30A}").unwrap();
    assert_eq!(
        iri.normalize_with(Steps::CASE).normalize_with(Steps::ALL),
        iri.normalize_with(Steps::ALL)
    );
    // Equivalent with some steps means equivalent with all of them.
    let a = Iri::parse("a://%41\u{344}").unwrap();
    let b = Iri::parse("a://\u{C4}\u{301}").unwrap();
    assert!(a.is_equivalent_with(&b, Steps::PERCENT_ENCODING | Steps::NFC));
    assert!(a.is_equivalent_with(&b, Steps::ALL));
}

/// A value of any kind.
enum Value {
    Iri(IriRef<String>),
    Uri(UriRef<String>),
    Leiri(LeiriRef<String>),
}

impl std::fmt::Debug for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Iri(v) => v.fmt(f),
            Value::Uri(v) => v.fmt(f),
            Value::Leiri(v) => v.fmt(f),
        }
    }
}

/// `a.is_equivalent_with(b, steps)` for a value `b` of any kind.
fn against<K: Kind>(a: &Ri<K, String>, b: &Value, steps: Steps) -> bool {
    match b {
        Value::Iri(b) => a.is_equivalent_with(b, steps),
        Value::Uri(b) => a.is_equivalent_with(b, steps),
        Value::Leiri(b) => a.is_equivalent_with(b, steps),
    }
}

fn equivalent(a: &Value, b: &Value, steps: Steps) -> bool {
    match a {
        Value::Iri(a) => against(a, b, steps),
        Value::Uri(a) => against(a, b, steps),
        Value::Leiri(a) => against(a, b, steps),
    }
}

/// Spellings of one reference in every kind: as written, partly
/// normalized, mapped to a URI, and as a LEIRI (with a space where it had
/// `%20`).
fn spellings(value: &IriRef<String>, rng: &mut Rng) -> Vec<Value> {
    let mut out = vec![
        Value::Iri(value.clone()),
        Value::Uri(UriRef::parse(value.to_uri().as_str().to_owned()).unwrap()),
        Value::Leiri(LeiriRef::parse(value.as_str().to_owned()).unwrap()),
    ];
    let steps: Vec<Steps> = subsets().collect();
    let partly = value.normalize_with(steps[rng.below(steps.len())]);
    out.push(Value::Uri(
        UriRef::parse(partly.to_uri().as_str().to_owned()).unwrap(),
    ));
    out.push(Value::Leiri(
        LeiriRef::parse(partly.as_str().replace("%20", " ")).unwrap(),
    ));
    out.push(Value::Iri(partly));
    out
}

#[test]
fn equivalence_is_symmetric_and_transitive_across_kinds() {
    let mut rng = Rng::new(0xE0);
    let values = corpus(0xE1, 400);
    let steps_list = [
        Steps::NONE,
        Steps::CASE,
        Steps::PERCENT_ENCODING,
        Steps::NFC,
        Steps::PERCENT_ENCODING | Steps::NFC,
        Steps::SYNTAX,
        Steps::ALL,
    ];
    // Neighbouring inputs share a group, so that some pairs are not equivalent.
    for pair in values.chunks(2) {
        let group: Vec<Value> = pair.iter().flat_map(|v| spellings(v, &mut rng)).collect();
        for steps in steps_list {
            let n = group.len();
            let eq: Vec<Vec<bool>> = (0..n)
                .map(|i| {
                    (0..n)
                        .map(|j| equivalent(&group[i], &group[j], steps))
                        .collect()
                })
                .collect();
            for i in 0..n {
                assert!(eq[i][i], "{:?} {steps:?}", group[i]);
                for j in 0..n {
                    assert_eq!(
                        eq[i][j], eq[j][i],
                        "{:?} {:?} {steps:?}",
                        group[i], group[j]
                    );
                    for k in 0..n {
                        assert!(
                            !(eq[i][j] && eq[j][k]) || eq[i][k],
                            "{:?} ~ {:?} ~ {:?} {steps:?}",
                            group[i],
                            group[j],
                            group[k]
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn equivalence_examples_across_kinds() {
    let uri = Uri::parse("http://a/%C3%A9").unwrap();
    let encoded = Iri::parse("http://a/%C3%A9").unwrap();
    let plain = Iri::parse("http://a/\u{E9}").unwrap();
    assert!(uri.is_equivalent_with(&encoded, Steps::ALL));
    assert!(encoded.is_equivalent_with(&plain, Steps::ALL));
    assert!(uri.is_equivalent_with(&plain, Steps::ALL));
    assert!(plain.is_equivalent_with(&uri, Steps::ALL));
    // A LEIRI is compared through the IRI it maps to.
    let leiri = LeiriRef::parse("http://a/b c").unwrap();
    let iri = IriRef::parse("http://a/b%20c").unwrap();
    assert!(leiri.is_equivalent_with(&iri, Steps::NONE));
    assert!(iri.is_equivalent_with(&leiri, Steps::ALL));
}
