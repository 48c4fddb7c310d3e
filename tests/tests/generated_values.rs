//! Properties over the values of the integrations' generators (feature
//! `proptest`: `iri_core::integrations::proptest` and `::arbitrary`): every
//! generated value of each kind parses and reads back to itself, and the
//! operations keep the kinds' promises on them — resolution gives valid
//! absolute values, normalization is idempotent, `to_uri` gives URIs,
//! relativizing resolves back. A static type's strategy gives values that
//! its `parse` accepts.

use arbitrary::{Arbitrary, Unstructured};
use iri_core::integrations::proptest::{constrained, of_type, values};
use iri_core::kind::{IriRefKind, LeiriKind, LeiriRefKind, UriKind};
use iri_core::{Iri, IriRef, Leiri, LeiriRef, Ri, Uri, UriRef};
use proptest::prelude::*;
use proptest::test_runner::Config;

iri_kit::iri_type! {
    /// An endpoint: `https` or `wss`, a host, no userinfo, a port in
    /// 8000..=8999 if any, under `/v1/`, no fragment.
    pub struct Endpoint: Uri;
    macro endpoint;
    schemes = ["https", "wss"],
    host = required,
    userinfo = forbidden,
    port_range = 8000..=8999,
    path_prefix = "/v1/",
    fragment = forbidden,
}

iri_kit::iri_type! {
    /// A relative reference with a query.
    pub struct Local: IriRef;
    macro local;
    relative,
    query = required,
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
        prop_assert!(reference.is_equivalent(&normal, iri_core::normalize::Steps::ALL));
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
        endpoint in of_type::<UriKind, _, _>(<Endpoint>::CONSTRAINTS, Endpoint::<String>::parse),
        local in of_type::<IriRefKind, _, _>(<Local>::CONSTRAINTS, Local::<String>::parse),
    ) {
        prop_assert!(endpoint.path().starts_with("/v1/"));
        prop_assert!(endpoint.port_number().is_none_or(|port| (8000..=8999).contains(&port)));
        prop_assert!(endpoint.fragment().is_none() && endpoint.userinfo().is_none());
        prop_assert!(local.scheme().is_none() && local.query().is_some());
    }

    #[test]
    fn constrained_values_keep_the_constraints(value in constrained::<UriKind>(<Endpoint>::CONSTRAINTS)) {
        prop_assert!(Endpoint::<String>::parse(value.as_str().to_owned()).is_ok(), "{value:?}");
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
        let value = iri_core::integrations::arbitrary::constrained::<UriKind>(&mut u, &<Endpoint>::CONSTRAINTS);
        prop_assert!(Endpoint::<String>::parse(value.unwrap().into_inner()).is_ok());
    }
}
