//! The conversions into the RDF crates' IRI types (`iri_core::rdf`,
//! features `oxrdf` and `sophia`) against those crates' own parsers.
//!
//! Every reference of the vectors (the 120,000 generated references of the
//! differential test, the project's own vectors and the conformance
//! vectors, each input, base and expected result) that `iri-core`'s typed
//! constructors accept is converted as a macro's value is, by the `const
//! fn`s (`try_as_named_node_ref`, `try_as_sophia_iri`,
//! `try_as_sophia_iri_ref`), and parsed by the target crate (oxrdf's
//! `NamedNodeRef::new`, which is oxiri's parser; `sophia_iri`'s `Iri::new`
//! and `IriRef::new`):
//!
//! - a value the `const fn` converts is one the target's parser accepts,
//!   with the same text: the unchecked constructors never make a value the
//!   target would refuse;
//! - a value the `const fn` refuses is one the target's parser refuses,
//!   for a reason listed in `tests/data/rdf-conversion-deviations.jsonl`
//!   (each entry's name is a predicate below);
//! - the conversions from owned values (`TryFrom`) give what the target's
//!   parser gives.
//!
//! The test fails when an entry of the list explains no value (the list
//! went stale: the target came to accept it, or the vectors lost it).

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::Path;

use iri_core::rdf::RdfIriError;
use iri_core::{Iri, IriRef, Uri, UriRef};
use iri_tests::conformance_data::{ConformanceFile, file_names};
use iri_tests::corpus::{Mix, generate};
use iri_tests::records::read_jsonl;

/// The deviations of one target, by name, as the data file lists them.
fn listed(target: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/rdf-conversion-deviations.jsonl");
    read_jsonl(&path)
        .iter()
        .filter(|record| record.str("target") == Some(target))
        .map(|record| {
            for key in ["version", "what", "reason"] {
                assert!(record.str(key).is_some(), "{}: no `{key}`", record.label());
            }
            record.str("name").expect("a deviation's name").to_owned()
        })
        .collect()
}

/// The IP literals that `sophia_iri`'s check treats apart, each form once
/// (the generated references hold them among others).
const IP_LITERALS: [&str; 12] = [
    "http://[v1.x]/",
    "http://[V1.x]/",
    "http://[::1]/",
    "http://[1::]/",
    "http://[1::2]/",
    "http://[2001:db8::1]/",
    "http://[1:2:3:4:5:6:7:8]/",
    "http://[1:2:3:4:5:6::]/",
    "http://[1::2:3:4:5:6:7]/",
    "http://[1::2:3:4:5:1.2.3.4]/",
    "http://[1::2:3:4:1.2.3.4]/",
    "http://[::ffff:1.2.3.4]/",
];

/// Every text of the vectors, once each, leaked: Sophia's `const`
/// constructor takes `&'static str`, as a macro's value has.
fn vectors() -> Vec<&'static str> {
    let mut texts = generate(100_000, 0x1EE7_C0DE, Mix::Mixed);
    texts.extend(generate(20_000, 0xA5C1_1000, Mix::AsciiOnly));
    texts.extend(IP_LITERALS.map(str::to_owned));
    let own = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/own-vectors.jsonl");
    let records = read_jsonl(&own);
    let conformance: Vec<ConformanceFile> = file_names()
        .iter()
        .map(|name| ConformanceFile::read(name))
        .collect();
    let all = records.iter().chain(
        conformance
            .iter()
            .flat_map(|file| file.records().map(|(_, r)| r)),
    );
    for record in all {
        for key in ["input", "base", "expect"] {
            if let Some(text) = record.str(key) {
                texts.push(text.to_owned());
            }
        }
    }
    let mut seen = HashSet::new();
    texts
        .into_iter()
        .filter(|text| seen.insert(text.clone()))
        .map(|text| &*Box::leak(text.into_boxed_str()))
        .collect()
}

/// `text` without its tag characters (U+E0000 to U+E0FFF).
fn without_tags(text: &str) -> String {
    text.chars()
        .filter(|c| !('\u{E0000}'..='\u{E0FFF}').contains(c))
        .collect()
}

/// The listed deviation that explains a refusal, by name: the predicate of
/// each entry of the data file.
fn deviation(
    text: &str,
    error: &RdfIriError,
    target_accepts: impl Fn(&str) -> bool,
) -> Option<&'static str> {
    // tag-characters-in-query: the refused character is a tag character
    // in the query, and the target accepts the text without them (so
    // nothing else differs).
    let fragment = text.find('#').unwrap_or(text.len());
    let in_query = text[..fragment]
        .find('?')
        .is_some_and(|query| (query..fragment).contains(&error.offset()));
    let tag = text[error.offset()..]
        .chars()
        .next()
        .is_some_and(|c| ('\u{E0000}'..='\u{E0FFF}').contains(&c));
    if in_query && tag && target_accepts(&without_tags(text)) {
        return Some("tag-characters-in-query");
    }
    // ipv6-elision, ipvfuture-capital-v: the refusal is at the IP literal,
    // and the target accepts the text with the literal replaced by a
    // registered name (so nothing else differs).
    if text[error.offset()..].starts_with('[') {
        let end = error.offset() + text[error.offset()..].find(']')? + 1;
        let literal = &text[error.offset()..end];
        let replaced = format!("{}example.org{}", &text[..error.offset()], &text[end..]);
        if target_accepts(&replaced) {
            return Some(if literal.starts_with("[V") {
                "ipvfuture-capital-v"
            } else {
                "ipv6-elision"
            });
        }
    }
    None
}

/// What one conversion did over the vectors.
#[derive(Default)]
struct Tally {
    converted: usize,
    deviations: BTreeMap<&'static str, usize>,
    failures: Vec<String>,
}

impl Tally {
    /// One value: what the `const fn` gave, and the target's verdict.
    fn record<T>(
        &mut self,
        what: &str,
        text: &str,
        ours: Result<T, RdfIriError>,
        as_str: impl Fn(&T) -> &str,
        target_accepts: impl Fn(&str) -> bool,
    ) {
        match ours {
            Ok(_) if !target_accepts(text) => self.failures.push(format!(
                "{what}: converted {text:?}, which the target's parser refuses"
            )),
            Ok(value) if as_str(&value) != text => self
                .failures
                .push(format!("{what}: {text:?} became {:?}", as_str(&value))),
            Ok(_) => self.converted += 1,
            Err(error) if target_accepts(text) => self.failures.push(format!(
                "{what}: refused {text:?} ({error}), which the target's parser accepts"
            )),
            Err(error) => match deviation(text, &error, &target_accepts) {
                Some(name) => *self.deviations.entry(name).or_default() += 1,
                None => self.failures.push(format!(
                    "{what}: refused {text:?} ({error}), and no listed deviation explains it"
                )),
            },
        }
    }

    /// A run-time conversion (`TryFrom`): accepted exactly when the
    /// target's parser accepts the text.
    fn run_time(&mut self, what: &str, text: &str, ok: bool, target_accepts: bool) {
        if ok != target_accepts {
            self.failures.push(format!(
                "{what}: TryFrom gave ok = {ok} for {text:?}, the target's parser {target_accepts}"
            ));
        }
    }

    /// Fails on a value no rule explains, and on a listed deviation that
    /// no value needs.
    fn check(self, target: &str) {
        let shown: Vec<&String> = self.failures.iter().take(20).collect();
        assert!(
            self.failures.is_empty(),
            "{target}: {} values disagree with the target's parser:\n{shown:#?}",
            self.failures.len()
        );
        let seen: BTreeSet<String> = self
            .deviations
            .keys()
            .map(|name| (*name).to_owned())
            .collect();
        assert_eq!(
            seen,
            listed(target),
            "{target}: the deviations the vectors show (left) and those \
             tests/data/rdf-conversion-deviations.jsonl lists (right)"
        );
        assert!(
            self.converted > 100_000,
            "{target}: only {} values converted",
            self.converted
        );
        println!(
            "{target}: {} converted, deviations {:?}",
            self.converted, self.deviations
        );
    }
}

/// The `const fn` conversion `$method` of `$text` as a `$kind`, when
/// `$kind` holds it, against the target's parser `$accepts`.
macro_rules! convert {
    ($tally:ident, $text:ident, $kind:ident, $method:ident, $accepts:expr) => {
        if let Ok(value) = $kind::parse($text) {
            let ours = value.$method();
            $tally.record(stringify!($kind), $text, ours, |v| v.as_str(), $accepts);
        }
    };
}

/// The run-time conversion (`TryFrom`) of `$text` as a `$kind<String>`
/// into `$target`, against the target's parser `$accepts`.
macro_rules! convert_owned {
    ($tally:ident, $text:ident, $kind:ident, $target:ty, $accepts:expr) => {
        if let Ok(owned) = $kind::parse($text.to_owned()) {
            let ok = <$target>::try_from(owned).is_ok();
            $tally.run_time(stringify!($kind), $text, ok, $accepts($text));
        }
    };
}

#[test]
fn oxrdf_takes_every_value_the_const_fn_converts() {
    let accepts = |text: &str| oxrdf::NamedNodeRef::new(text).is_ok();
    let mut tally = Tally::default();
    for text in vectors() {
        convert!(tally, text, Iri, try_as_named_node_ref, accepts);
        convert!(tally, text, Uri, try_as_named_node_ref, accepts);
        convert_owned!(tally, text, Iri, oxrdf::NamedNode, accepts);
        convert_owned!(tally, text, Uri, oxrdf::NamedNode, accepts);
        if let Ok(borrowed) = Iri::parse(text) {
            let ok = oxrdf::NamedNodeRef::try_from(borrowed).is_ok();
            tally.run_time("Iri<&str>", text, ok, accepts(text));
        }
    }
    tally.check("oxrdf");
}

#[test]
fn sophia_iri_takes_every_value_the_const_fns_convert() {
    let absolute = |text: &str| sophia_iri::Iri::new(text).is_ok();
    let reference = |text: &str| sophia_iri::IriRef::new(text).is_ok();
    let mut tally = Tally::default();
    for text in vectors() {
        convert!(tally, text, Iri, try_as_sophia_iri, absolute);
        convert!(tally, text, Uri, try_as_sophia_iri, absolute);
        convert!(tally, text, Iri, try_as_sophia_iri_ref, reference);
        convert!(tally, text, Uri, try_as_sophia_iri_ref, reference);
        convert!(tally, text, IriRef, try_as_sophia_iri_ref, reference);
        convert!(tally, text, UriRef, try_as_sophia_iri_ref, reference);
        convert_owned!(tally, text, Iri, sophia_iri::Iri<String>, absolute);
        convert_owned!(tally, text, Uri, sophia_iri::Iri<String>, absolute);
        convert_owned!(tally, text, IriRef, sophia_iri::IriRef<String>, reference);
        convert_owned!(tally, text, UriRef, sophia_iri::IriRef<String>, reference);
    }
    tally.check("sophia_iri");
}
