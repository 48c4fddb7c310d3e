//! Properties over the values of the integrations' generators (feature
//! `proptest`: `iri_core::integrations::proptest` and `::arbitrary`): every
//! generated value of each kind parses and reads back to itself, and the
//! operations keep the kinds' promises on them — resolution gives valid
//! absolute values, normalization is idempotent, `to_uri` gives URIs,
//! relativizing resolves back. A static type's strategy gives values that
//! its `parse` accepts.

use arbitrary::{Arbitrary, Unstructured};
use iri_checker::CheckExt;
use iri_core::integrations::proptest::{constrained, of_type, values};
use iri_core::kind::{IriKind, IriRefKind, LeiriKind, LeiriRefKind};
use iri_core::{Iri, IriRef, Leiri, LeiriRef, Ri, Uri, UriRef};
use proptest::prelude::*;
use proptest::test_runner::Config;

iri_kit::iri_type! {
    /// A feed: `http` or `https`, a port from 1024, no query, and a
    /// policy that `parse` applies: no dot segments.
    pub struct Feed: Iri;
    macro feed;
    schemes = ["http", "https"],
    port = required,
    port_range = 1024..=65535,
    query = forbidden,
    policy = "deny = [\"form-dot-segments\"]",
}

iri_kit::iri_type! {
    /// A fragment of the same document: no scheme, no authority.
    pub struct Anchor: IriRef;
    macro anchor;
    relative,
    host = forbidden,
    fragment = required,
    ascii,
}

/// `value`'s text reads back, as its own kind, to the same value and
/// table.
fn reads_back<K: iri_core::kind::Kind>(value: &Ri<K, String>) -> Result<(), TestCaseError> {
    let again = Ri::<K, String>::parse(value.to_string())
        .map_err(|err| TestCaseError::fail(format!("{value:?}: {err}")))?;
    prop_assert_eq!(again.table(), value.table());
    prop_assert_eq!(&again, value);
    Ok(())
}

proptest! {
    #![proptest_config(Config::with_cases(1000))]

    #[test]
    fn iris_read_back_and_are_references_and_leiris(iri in any::<Iri<String>>()) {
        reads_back(&iri)?;
        prop_assert!(IriRef::parse(iri.as_str()).is_ok());
        prop_assert!(Leiri::parse(iri.as_str()).is_ok());
    }

    #[test]
    fn references_read_back(reference in any::<IriRef<String>>()) {
        reads_back(&reference)?;
        prop_assert!(LeiriRef::parse(reference.as_str()).is_ok());
    }

    #[test]
    fn uris_read_back_and_are_iris(uri in any::<Uri<String>>(), reference in any::<UriRef<String>>()) {
        reads_back(&uri)?;
        reads_back(&reference)?;
        prop_assert!(uri.as_str().is_ascii() && reference.as_str().is_ascii());
        prop_assert!(Iri::parse(uri.as_str()).is_ok());
        prop_assert!(IriRef::parse(reference.as_str()).is_ok());
    }

    #[test]
    fn leiris_read_back(leiri in values::<LeiriKind>(), reference in values::<LeiriRefKind>()) {
        reads_back(&leiri)?;
        reads_back(&reference)?;
    }

    #[test]
    fn resolution_gives_iris_and_is_stable(base in any::<Iri<String>>(), reference in any::<IriRef<String>>()) {
        let resolved = base.resolve(&reference);
        let parsed = Iri::parse(resolved.as_str());
        prop_assert!(parsed.is_ok(), "{resolved:?}: {parsed:?}");
        prop_assert_eq!(parsed.unwrap().table(), resolved.table());
        // Resolving an absolute reference removes its dot segments (an
        // empty reference keeps the base's path as it is): once done,
        // resolving again changes nothing.
        let again = base.resolve(&resolved);
        prop_assert_eq!(base.resolve(&again), again);
    }

    #[test]
    fn relativizing_resolves_back(base in any::<Iri<String>>(), reference in any::<IriRef<String>>()) {
        // A target of the base's scheme (and, mostly, authority).
        let target = base.resolve(&reference);
        if let Ok(reference) = base.relativize(&target) {
            prop_assert_eq!(base.resolve(&reference), target);
        }
    }

    #[test]
    fn normalization_is_idempotent_and_valid(reference in any::<IriRef<String>>()) {
        let normal = reference.normalize();
        reads_back(&normal)?;
        prop_assert_eq!(normal.normalize(), normal.clone());
        prop_assert!(reference.is_equivalent_with(&normal, iri_core::normalize::Steps::ALL));
    }

    #[test]
    fn iris_convert_to_uris_and_back(iri in any::<Iri<String>>()) {
        let uri = iri.to_uri();
        let parsed = Uri::parse(uri.as_str());
        prop_assert!(parsed.is_ok(), "{uri:?}: {parsed:?}");
        prop_assert!(Iri::parse(uri.to_iri().as_str()).is_ok());
    }

    #[test]
    fn static_types_take_their_strategy_s_values(
        feed in of_type::<IriKind, _, _>(<Feed>::CONSTRAINTS, Feed::<String>::parse),
        anchor in of_type::<IriRefKind, _, _>(<Anchor>::CONSTRAINTS, Anchor::<String>::parse),
    ) {
        prop_assert!(feed.port_number().is_some_and(|port| port >= 1024));
        prop_assert!(feed.query().is_none());
        prop_assert!(["http", "https"].contains(&feed.scheme().to_ascii_lowercase().as_str()));
        prop_assert!(!feed.check(&Feed::<String>::policy()).has_errors());
        prop_assert!(feed.path().split('/').all(|segment| segment != "." && segment != ".."));
        prop_assert!(anchor.scheme().is_none() && anchor.host().is_none_or(str::is_empty));
        prop_assert!(anchor.fragment().is_some() && anchor.as_str().is_ascii());
    }

    #[test]
    fn constrained_values_keep_the_constraints(value in constrained::<IriRefKind>(<Anchor>::CONSTRAINTS)) {
        prop_assert!(Anchor::<String>::parse(value.as_str().to_owned()).is_ok(), "{value:?}");
    }

    #[test]
    fn arbitrary_values_parse(bytes in proptest::collection::vec(any::<u8>(), 0..256)) {
        let mut u = Unstructured::new(&bytes);
        reads_back(&Iri::<String>::arbitrary(&mut u).unwrap())?;
        reads_back(&IriRef::<String>::arbitrary(&mut u).unwrap())?;
        reads_back(&Uri::<String>::arbitrary(&mut u).unwrap())?;
        reads_back(&UriRef::<String>::arbitrary(&mut u).unwrap())?;
        reads_back(&Leiri::<String>::arbitrary(&mut u).unwrap())?;
        reads_back(&LeiriRef::<String>::arbitrary(&mut u).unwrap())?;
        let mut u = Unstructured::new(&bytes);
        let value = iri_core::integrations::arbitrary::constrained::<IriRefKind>(&mut u, &<Anchor>::CONSTRAINTS);
        prop_assert!(Anchor::<String>::parse(value.unwrap().into_inner()).is_ok());
    }
}
