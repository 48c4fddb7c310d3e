//! Strategies of valid values (proptest 1, feature `proptest`), and
//! proptest's `Arbitrary` for every IRI type, so that `any::<Iri<String>>()`
//! works: values of the kind over the whole grammar — every component
//! present and absent, IPv4, IPv6 and IPvFuture hosts, ports, empty, `.`
//! and `..` segments, percent-encodings, non-ASCII characters (`ucschar`,
//! and `iprivate` in IRI queries), and for LEIRIs the characters only they
//! allow.
//!
//! The values shrink towards short ones: a strategy draws a list of
//! choices for each part of a value (scheme, authority, userinfo, host,
//! port, path, query, fragment), the first option of each choice the
//! simplest (a component absent, a string empty, the letter `a`), and
//! proptest shrinks each list towards fewer and smaller choices. A failing
//! property on `IriRef`s that contain a `?` shrinks to `?`, one on `Uri`s
//! with an IPv6 host to `a://[::]`.
//!
//! A static type's values come from [`of_type`]: values built to keep its
//! constraints, then its own `parse`, which applies its policy too.
//!
//! ```
//! use proptest::prelude::*;
//! use iri_kit::{Iri, IriRef, kind::IriKind};
//! use iri_kit::integrations::proptest::of_type;
//!
//! iri_kit::iri_type! {
//!     /// An endpoint: `https`, a host, under `/v1/`.
//!     pub struct Endpoint: Iri;
//!     macro endpoint;
//!     schemes = ["https"],
//!     host = required,
//!     path_prefix = "/v1/",
//! }
//!
//! proptest! {
//!     // `#[test]` in a test crate.
//!     fn display_parses_back(iri in any::<Iri<String>>()) {
//!         prop_assert_eq!(Iri::parse(iri.to_string()).unwrap(), iri);
//!     }
//!
//!     fn endpoints_keep_their_constraints(
//!         endpoint in of_type::<IriKind, _, _>(<Endpoint>::CONSTRAINTS, Endpoint::<String>::parse)
//!     ) {
//!         prop_assert!(endpoint.path().starts_with("/v1/"));
//!         prop_assert!(endpoint.host().is_some_and(|host| !host.is_empty()));
//!     }
//! }
//! # display_parses_back();
//! # endpoints_keep_their_constraints();
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Debug;

use ::proptest::arbitrary::{Arbitrary, any};
use ::proptest::collection::vec;
use ::proptest::strategy::{BoxedStrategy, Strategy};

use super::generate::{Choices, Part, Spec, generate};
use crate::constraints::Constraints;
use crate::ri::kind::Kind;
use crate::ri::{Ri, Storage};

/// How many choices a strategy draws at most for each part of a value:
/// more than the generator reads for the longest part, so that every part
/// of the grammar is reached.
const MAX_CHOICES: usize = 96;

/// The choices of the generator: a drawn list for each [`Part`], so that
/// shrinking one part (a userinfo, say, down to none) does not move the
/// choices of the others.
struct Drawn<'v> {
    streams: &'v [Vec<u32>],
    part: usize,
    next: [usize; Part::COUNT],
}

impl Drawn<'_> {
    fn new(streams: &[Vec<u32>]) -> Drawn<'_> {
        Drawn {
            streams,
            part: 0,
            next: [0; Part::COUNT],
        }
    }
}

impl Choices for Drawn<'_> {
    fn part(&mut self, part: Part) {
        self.part = part as usize;
    }

    fn below(&mut self, n: usize) -> usize {
        let next = &mut self.next[self.part];
        let choice = self
            .streams
            .get(self.part)
            .and_then(|stream| stream.get(*next))
            .copied()
            .unwrap_or(0);
        *next += 1;
        // Monotonic in the choice, so that shrinking it towards 0 moves
        // towards the simplest option.
        ((u64::from(choice) * n as u64) >> 32) as usize
    }
}

/// Valid values of kind `K`: what `any::<Ri<K, String>>()` gives.
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// use iri_kit::kind::UriRefKind;
/// use iri_kit::integrations::proptest::values;
///
/// let mut runner = TestRunner::deterministic();
/// let value = values::<UriRefKind>().new_tree(&mut runner).unwrap().current();
/// assert!(value.as_str().is_ascii());
/// ```
pub fn values<K: Kind>() -> impl Strategy<Value = Ri<K, String>> + Clone {
    let spec = Spec::of_kind::<K>();
    choices().prop_filter_map("valid values", move |choices| {
        Ri::<K, String>::parse(generate(&mut Drawn::new(&choices), &spec)).ok()
    })
}

/// The lists of choices that the strategies draw, one for each part.
fn choices() -> impl Strategy<Value = Vec<Vec<u32>>> + Clone {
    vec(vec(any::<u32>(), 0..=MAX_CHOICES), Part::COUNT)
}

/// Valid values of kind `K` that keep `constraints` (a static type's
/// `CONSTRAINTS`), built to keep them: the scheme from the list, the
/// components present or absent as they say, the port in the range, the
/// path under the prefix, ASCII where they say so. Values that still break
/// them (constraints that no value keeps) are rejected.
///
/// ```
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
/// use iri_kit::constraints::{Constraints, Presence};
/// use iri_kit::kind::IriRefKind;
/// use iri_kit::integrations::proptest::constrained;
///
/// const LOCAL: Constraints = Constraints::NONE.absolute(Presence::Forbidden).query(Presence::Required);
/// let mut runner = TestRunner::deterministic();
/// for _ in 0..100 {
///     let value = constrained::<IriRefKind>(LOCAL).new_tree(&mut runner).unwrap().current();
///     assert_eq!(value.scheme(), None);
///     assert!(value.query().is_some());
/// }
/// ```
pub fn constrained<K: Kind>(
    constraints: Constraints<'static>,
) -> impl Strategy<Value = Ri<K, String>> + Clone {
    let spec = Spec::of::<K>(&constraints);
    choices().prop_filter_map("values that keep the constraints", move |choices| {
        let value = Ri::<K, String>::parse(generate(&mut Drawn::new(&choices), &spec)).ok()?;
        constraints.check(&value.text, &value.table()).ok()?;
        Some(value)
    })
}

/// Values of a static type: [`constrained`] values of its kind `K` and
/// `constraints`, through its `parse` (which applies its policy; values it
/// refuses are rejected). The values are built to keep the constraints,
/// not the policy: a policy that refuses much of the grammar (the strict
/// preset, say) rejects most of them, until proptest gives up. See the
/// [module docs](self).
pub fn of_type<K: Kind, T: Debug, E>(
    constraints: Constraints<'static>,
    parse: fn(String) -> Result<T, E>,
) -> impl Strategy<Value = T> {
    constrained::<K>(constraints).prop_filter_map("values that the type accepts", move |value| {
        parse(value.into_inner()).ok()
    })
}

impl<K: Kind, S: Storage + From<String> + Debug + 'static> Arbitrary for Ri<K, S> {
    type Parameters = ();
    type Strategy = BoxedStrategy<Self>;

    fn arbitrary_with((): ()) -> Self::Strategy {
        values::<K>()
            .prop_map(|value| Ri::from_offsets(S::from(value.text), value.offsets))
            .boxed()
    }
}

#[cfg(test)]
mod tests {
    use alloc::boxed::Box;
    use alloc::format;

    use ::proptest::prelude::*;
    use ::proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};

    use super::*;
    use crate::constraints::Presence;
    use crate::ri::kind::{IriKind, IriRefKind, LeiriKind, LeiriRefKind, UriKind, UriRefKind};
    use crate::{Iri, IriRef, Leiri, LeiriRef, Uri, UriRef};

    /// Every value of kind `K` parses, and its text reads back to the same
    /// value and table.
    fn round_trips<K: Kind>() {
        let mut runner = TestRunner::new(Config::with_cases(2000));
        runner
            .run(&values::<K>(), |value| {
                let again = Ri::<K, String>::parse(format!("{value}")).unwrap();
                prop_assert_eq!(again.table(), value.table());
                prop_assert_eq!(again, value);
                Ok(())
            })
            .unwrap();
    }

    #[test]
    fn values_of_every_kind_round_trip() {
        round_trips::<IriKind>();
        round_trips::<IriRefKind>();
        round_trips::<UriKind>();
        round_trips::<UriRefKind>();
        round_trips::<LeiriKind>();
        round_trips::<LeiriRefKind>();
    }

    /// The values a failing property shrinks to, from runs of 16 seeds
    /// (fixed, so that the test gives one verdict every time).
    fn shrunk<T: Debug>(
        strategy: &(impl Strategy<Value = T> + Clone),
        fails: impl Fn(&T) -> bool,
    ) -> Vec<T> {
        (0..16u8)
            .map(|seed| {
                let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
                let mut runner = TestRunner::new_with_rng(Config::with_cases(2000), rng);
                match runner.run(strategy, |value| {
                    prop_assert!(!fails(&value));
                    Ok(())
                }) {
                    Err(TestError::Fail(_, value)) => value,
                    other => panic!("the property should fail: {other:?}"),
                }
            })
            .collect()
    }

    #[test]
    fn failures_shrink_to_short_values() {
        let texts = |values: Vec<IriRef<String>>| -> Vec<String> {
            values.into_iter().map(Ri::into_inner).collect()
        };
        let with_query = shrunk(&any::<IriRef<String>>(), |r| r.query().is_some());
        assert!(texts(with_query).iter().all(|t| t == "?"));
        for with_port in shrunk(&any::<Iri<String>>(), |r| r.port().is_some()) {
            assert_eq!(with_port.as_str(), "a://:");
        }
        let ipv6 = |r: &Uri<Box<str>>| r.host_kind() == Some(crate::HostKind::Ipv6);
        for value in shrunk(&any::<Uri<Box<str>>>(), ipv6) {
            assert_eq!(value.as_str(), "a://[::]");
        }
        // A character of a class: that one character, and at most the
        // delimiters of its component around it where the shrinker meets a
        // local minimum (a character in a userinfo keeps `//` and `@`:
        // dropping the authority drops it too).
        let alone = |text: &str, class: fn(char) -> bool| {
            let mut found = text.chars().filter(|&c| class(c));
            let one = found.next().is_some_and(|c| text.len() - c.len_utf8() <= 3);
            assert!(one && found.next().is_none(), "{text:?}");
        };
        let non_ascii = shrunk(&any::<IriRef<String>>(), |r| !r.as_str().is_ascii());
        for text in texts(non_ascii) {
            alone(&text, |c| !c.is_ascii());
        }
        let space = shrunk(&any::<LeiriRef<String>>(), |r| r.as_str().contains(' '));
        for value in space {
            alone(value.as_str(), |c| c == ' ');
        }
        let _ = (any::<UriRef<String>>(), any::<Leiri<String>>());
    }

    #[test]
    fn static_type_values_keep_the_constraints() {
        const API: Constraints = Constraints::NONE
            .schemes(&["https"])
            .host(Presence::Required)
            .userinfo(Presence::Forbidden)
            .port_range(8000, 8999)
            .path_prefix("/v1/")
            .fragment(Presence::Forbidden);
        let mut runner = TestRunner::new(Config::with_cases(1000));
        runner
            .run(&constrained::<UriKind>(API), |value| {
                prop_assert!(API.check(value.as_str(), &value.table()).is_ok());
                prop_assert!(value.path().starts_with("/v1/"));
                Ok(())
            })
            .unwrap();
        // A type's `parse` that refuses some values: they are rejected.
        let parse = |text: String| -> Result<String, ()> {
            if text.contains('%') {
                Err(())
            } else {
                Ok(text)
            }
        };
        runner
            .run(&of_type::<UriKind, _, _>(API, parse), |text| {
                prop_assert!(!text.contains('%'));
                Ok(())
            })
            .unwrap();
    }
}
