//! The JSON Schemas of the IRI types (feature `schemars`), validated by a
//! JSON Schema 2020-12 validator (`jsonschema`) set to assert formats
//! (in 2020-12 they are annotations unless a validator is told to): each
//! kind's generated values validate and what its parse refuses does not;
//! a static type's schema accepts exactly the values of its kind that its
//! constraints accept.

use iri_core::integrations::proptest::values;
use iri_core::kind::{IriKind, IriRefKind, Kind, LeiriKind, LeiriRefKind, UriKind, UriRefKind};
use iri_core::{Iri, IriRef, Leiri, LeiriRef, Ri, Uri, UriRef};
use jsonschema::Validator;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use schemars::{JsonSchema, schema_for};
use serde_json::Value;

iri_kit::iri_type! {
    /// `https` or `wss`, a host, no userinfo, a port in 8000..=8999 if
    /// any, under `/v1/`, no fragment.
    pub struct Endpoint: Uri;
    macro endpoint;
    schemars;
    schemes = ["https", "wss"],
    host = required,
    userinfo = forbidden,
    port_range = 8000..=8999,
    path_prefix = "/v1/",
    fragment = forbidden,
}

iri_kit::iri_type! {
    /// No scheme, a query.
    pub struct Local: IriRef;
    macro local;
    schemars;
    relative,
    query = required,
}

iri_kit::iri_type! {
    /// A scheme, a userinfo, a port, no host... in ASCII, with a fragment.
    pub struct Odd: IriRef;
    macro odd;
    schemars;
    absolute,
    userinfo = required,
    port = required,
    query = forbidden,
    fragment = required,
    ascii,
}

iri_kit::iri_type! {
    /// No authority, a `urn` or `tag`.
    pub struct Name: Iri;
    macro name;
    schemars;
    schemes = ["urn", "tag"],
    host = forbidden,
    port = forbidden,
}

/// The validator of `T`'s schema, asserting formats.
fn validator<T: JsonSchema>() -> Validator {
    let schema = serde_json::to_value(schema_for!(T)).unwrap();
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .should_validate_formats(true)
        .build(&schema)
        .unwrap_or_else(|err| panic!("{schema}: {err}"))
}

/// `count` generated values of kind `K`.
fn generated<K: Kind>(count: usize) -> Vec<String> {
    let mut runner = TestRunner::deterministic();
    let strategy = values::<K>();
    (0..count)
        .map(|_| {
            strategy
                .new_tree(&mut runner)
                .unwrap()
                .current()
                .to_string()
        })
        .collect()
}

/// `text` with 3987bis's `iprivate` code points that RFC 3987 lacks
/// (U+E0000..=U+E0FFF, in queries) swapped for one it has (U+E000).
fn rfc3987_iprivate(text: &str) -> String {
    text.chars()
        .map(|c| {
            if ('\u{E0000}'..='\u{E0FFF}').contains(&c) {
                '\u{E000}'
            } else {
                c
            }
        })
        .collect()
}

/// Texts that no kind but the LEIRI ones takes, and some that none takes.
const NOT_IRIS: &[&str] = &[
    "http://a b/",
    "http://[::1/",
    "http://[:::1]/",
    "http://example.org:8o/",
    "http://example.org/%zz",
    "http://example.org/%",
    "a\u{7F}:b",
    "1a:b",
    "http://example.org/<>",
    "http://example.org/{x}",
    "http://example.org/a#b#c",
    "http://u@s@example.org/",
    "http://example.org/\u{E000}",
    "\u{00E9}:x",
];

/// Each kind's generated values validate (but for `rfc3987_iprivate`'s
/// deviation); the texts that its parse
/// refuses (other kinds' values, the texts above) do not.
fn kind_schema<K: Kind>(parse: fn(&str) -> bool, others: &[Vec<String>]) {
    let validator = validator::<Ri<K, String>>();
    let mut deviations = 0;
    let refused: Vec<String> = generated::<K>(3000)
        .into_iter()
        .filter(|text| {
            // The one known difference: 3987bis's `iprivate`, which the
            // parser follows, has U+E0000..=U+E0FFF that RFC 3987's (the
            // `iri` format's) has not. The text with those code points
            // swapped for RFC 3987's U+E000 must validate.
            let rfc3987 = rfc3987_iprivate(text);
            if rfc3987 != *text {
                deviations += 1;
            }
            !validator.is_valid(&Value::from(rfc3987))
        })
        .collect();
    assert!(refused.is_empty(), "{} refuses {refused:#?}", K::NAME);
    println!(
        "{}: {deviations} of 3000 values hold 3987bis's iprivate U+E0000..=U+E0FFF",
        K::NAME
    );
    let mut refused = 0;
    let mut accepted = Vec::new();
    for text in others
        .iter()
        .flatten()
        .map(String::as_str)
        .chain(NOT_IRIS.iter().copied())
    {
        if !parse(text) {
            refused += 1;
            if validator.is_valid(&Value::from(text)) {
                accepted.push(text);
            }
        }
    }
    assert!(accepted.is_empty(), "{} accepts {accepted:#?}", K::NAME);
    assert!(refused > 0, "{}: nothing refused to try", K::NAME);
}

#[test]
fn each_kind_s_format_is_its_grammar() {
    let leiris = generated::<LeiriKind>(500);
    let leiri_refs = generated::<LeiriRefKind>(500);
    let iri_refs = generated::<IriRefKind>(500);
    let iris = generated::<IriKind>(500);
    let others = [leiris, leiri_refs, iri_refs, iris];
    kind_schema::<IriKind>(|t| Iri::parse(t).is_ok(), &others);
    kind_schema::<IriRefKind>(|t| IriRef::parse(t).is_ok(), &others);
    kind_schema::<UriKind>(|t| Uri::parse(t).is_ok(), &others);
    kind_schema::<UriRefKind>(|t| UriRef::parse(t).is_ok(), &others);
}

#[test]
fn leiri_schemas_accept_their_values() {
    for text in generated::<LeiriKind>(2000) {
        assert!(
            validator::<Leiri<String>>().is_valid(&Value::from(text.as_str())),
            "{text:?}"
        );
    }
    for text in generated::<LeiriRefKind>(2000) {
        assert!(
            validator::<LeiriRef<String>>().is_valid(&Value::from(text.as_str())),
            "{text:?}"
        );
    }
    // A `Leiri` has a scheme.
    assert!(!validator::<Leiri<String>>().is_valid(&Value::from("no/scheme")));
}

/// `T`'s schema accepts exactly the values of kind `K` (generated ones,
/// and `extra`) that `T::parse` accepts, and accepts its own
/// strategy's values.
fn static_schema<T: JsonSchema, K: Kind>(
    constraints: iri_core::constraints::Constraints<'static>,
    parse: fn(&str) -> bool,
    extra: &[&str],
) {
    let validator = validator::<T>();
    let mut runner = TestRunner::deterministic();
    let own = iri_core::integrations::proptest::constrained::<K>(constraints);
    let mut texts: Vec<String> = (0..1000)
        .map(|_| own.new_tree(&mut runner).unwrap().current().to_string())
        .collect();
    texts.extend(generated::<K>(3000));
    texts.extend(extra.iter().map(|t| (*t).to_owned()));
    let (mut accepted, mut refused) = (0, 0);
    let mut disagreements = Vec::new();
    for text in &texts {
        // The one known difference of the formats (see
        // `rfc3987_iprivate`), which no constraint reads.
        let text = rfc3987_iprivate(text);
        let ok = parse(&text);
        if ok {
            accepted += 1;
        } else {
            refused += 1;
        }
        if validator.is_valid(&Value::from(text.as_str())) != ok {
            disagreements.push((
                text,
                if ok {
                    "accepted by the type"
                } else {
                    "refused by the type"
                },
            ));
        }
    }
    assert!(disagreements.is_empty(), "{disagreements:#?}");
    assert!(
        accepted >= 1000 && refused > 0,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn static_types_schemas_are_their_constraints() {
    static_schema::<Endpoint<String>, UriKind>(
        <Endpoint>::CONSTRAINTS,
        |t| Endpoint::<String>::parse(t.to_owned()).is_ok(),
        &[
            "https://a/v1/",
            "HTTPS://a:8000/v1/x",
            "https://a:08999/v1/",
            "https://a:/v1/",
            "https://a:9000/v1/",
            "https://a:7999/v1/",
            "https://a:80000/v1/",
            "https://u@a/v1/",
            "https://[::1]/v1/",
            "https:///v1/",
            "https://a/v1",
            "https://a/v2/",
            "https://a/v1/#",
            "http://a/v1/",
            "wss://a/v1/?q",
            "https://a/v1/?q#f",
        ],
    );
    static_schema::<Local<String>, IriRefKind>(
        <Local>::CONSTRAINTS,
        |t| Local::<String>::parse(t.to_owned()).is_ok(),
        &["?", "a?b", "a:b?c", "//h/p?q", "./a:b?c", "a", "#f?"],
    );
    static_schema::<Odd<String>, IriRefKind>(
        <Odd>::CONSTRAINTS,
        |t| Odd::<String>::parse(t.to_owned()).is_ok(),
        &[
            "a://u@:1#f",
            "a://u@h:1#f",
            "a://u@:1?q#f",
            "a://@:#",
            "a://u@:1",
            "a://u@é:1#f",
            "//u@:1#f",
        ],
    );
    static_schema::<Name<String>, IriKind>(
        <Name>::CONSTRAINTS,
        |t| Name::<String>::parse(t.to_owned()).is_ok(),
        &[
            "urn:isbn:1",
            "TAG:x",
            "urn://h/",
            "urn:///x",
            "urn",
            "urns:x",
            "mailto:x",
        ],
    );
}

#[test]
fn schemas_name_the_kinds_and_types() {
    let schema = serde_json::to_value(schema_for!(Endpoint<String>)).unwrap();
    assert_eq!(schema["title"], "Endpoint");
    assert_eq!(schema["format"], "uri");
    let schema = serde_json::to_value(schema_for!(Local<String>)).unwrap();
    assert_eq!(schema["format"], "iri-reference");
    // An `IriRef` type whose constraints require a scheme is an `iri`; one
    // that is ASCII only, a `uri`.
    let schema = serde_json::to_value(schema_for!(Odd<String>)).unwrap();
    assert_eq!(schema["format"], "uri");
}
