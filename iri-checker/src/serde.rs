//! Deserializing under a policy (feature `serde`): the IRI types'
//! `Deserialize` refuses what [`Policy::DEFAULT`] makes an error; a field
//! read through [`Checked`] or [`deserialize`] refuses what a policy of
//! your choice reports at a level of your choice, warnings say, so that
//! data is validated as it is read.
//!
//! The policy and the level are a type's ([`DeserializePolicy`]): serde
//! calls the deserializers without arguments.
//!
//! ```
//! use iri_kit::check::serde::{Checked, DeserializePolicy};
//! use iri_kit::check::Policy;
//! use iri_kit::diagnostic::Level;
//! use iri_kit::Iri;
//!
//! /// What a triple store accepts: the RDF policy, and no warnings.
//! struct Ingest;
//!
//! impl DeserializePolicy for Ingest {
//!     fn policy() -> Policy {
//!         Policy::RDF
//!     }
//!     const REFUSE: Level = Level::Warning;
//! }
//!
//! #[derive(serde::Deserialize)]
//! struct Triple {
//!     subject: Checked<Iri<String>, Ingest>,
//!     #[serde(deserialize_with = "iri_kit::check::serde::deserialize::<Ingest, _, _, _>")]
//!     predicate: Iri<String>,
//! }
//!
//! let triple: Triple = serde_json::from_str(
//!     r#"{"subject": "http://example.org/a", "predicate": "http://example.org/p"}"#,
//! )
//! .unwrap();
//! assert_eq!(triple.subject.host(), Some("example.org"));
//!
//! // A warning of the RDF policy: refused, naming the value and the finding.
//! let err = serde_json::from_str::<Triple>(
//!     r#"{"subject": "http://user:secret@example.org/a", "predicate": "http://example.org/p"}"#,
//! )
//! .err()
//! .unwrap();
//! assert!(err.to_string().starts_with("`http://user:secret@example.org/a` is refused: warning["), "{err}");
//! ```

use core::fmt;
use core::marker::PhantomData;
use core::ops::Deref;

use ::serde::de::{Deserialize, Deserializer, Error};
use ::serde::ser::{Serialize, Serializer};
use iri_core::kind::Kind;
use iri_core::{Ri, Table};

use crate::{CheckExt, Finding, Level, Policy};

/// The policy under which a field is read, and the lowest level it
/// refuses: a type of the program's (serde calls deserializers without
/// arguments).
pub trait DeserializePolicy {
    /// The policy whose findings are weighed.
    fn policy() -> Policy;

    /// The lowest level refused: [`Level::Error`] (the default) refuses
    /// what the policy makes an error, [`Level::Warning`] warnings too,
    /// [`Level::Advice`] every finding.
    const REFUSE: Level = Level::Error;
}

/// A value read under the policy `P`: it derefs to the value, and
/// serializes as the value does.
///
/// ```
/// use iri_kit::check::serde::{Checked, DeserializePolicy};
/// use iri_kit::check::Policy;
/// use iri_kit::Uri;
///
/// struct Client;
///
/// impl DeserializePolicy for Client {
///     fn policy() -> Policy {
///         Policy::HTTP_CLIENT
///     }
/// }
///
/// let ok: Checked<Uri<String>, Client> = serde_json::from_str(r#""https://example.org/""#).unwrap();
/// assert_eq!(ok.into_inner().scheme(), "https");
/// let err = serde_json::from_str::<Checked<Uri<String>, Client>>(r#""ftp://example.org/""#);
/// assert!(err.unwrap_err().to_string().starts_with("`ftp://example.org/` is refused: error[scheme-not-allowed]"));
/// ```
pub struct Checked<V, P> {
    value: V,
    policy: PhantomData<fn() -> P>,
}

impl<V, P> Checked<V, P> {
    /// The value, once read under the policy.
    #[must_use]
    pub fn into_inner(self) -> V {
        self.value
    }
}

impl<V, P> Deref for Checked<V, P> {
    type Target = V;

    fn deref(&self) -> &V {
        &self.value
    }
}

impl<V: Clone, P> Clone for Checked<V, P> {
    fn clone(&self) -> Self {
        Checked {
            value: self.value.clone(),
            policy: PhantomData,
        }
    }
}

impl<V: fmt::Debug, P> fmt::Debug for Checked<V, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.fmt(f)
    }
}

impl<V: PartialEq, P> PartialEq for Checked<V, P> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl<V: Eq, P> Eq for Checked<V, P> {}

impl<V: Serialize, P> Serialize for Checked<V, P> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        self.value.serialize(serializer)
    }
}

impl<'de, K: Kind, S, P: DeserializePolicy> Deserialize<'de> for Checked<Ri<K, S>, P>
where
    S: Deserialize<'de> + Deref<Target = str>,
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Checked {
            value: deserialize::<P, K, S, D>(deserializer)?,
            policy: PhantomData,
        })
    }
}

/// Reads a value of an IRI type under the policy `P`, for a field's
/// `#[serde(deserialize_with = "iri_checker::serde::deserialize::<P, _, _, _>")]`:
/// the text, parsed with the kind's grammar, and refused with the leftmost
/// of the policy's findings whose level is `P::REFUSE` or above, as an
/// error that names the text and the finding. See the [module docs](self).
pub fn deserialize<'de, P, K, S, D>(deserializer: D) -> Result<Ri<K, S>, D::Error>
where
    P: DeserializePolicy,
    K: Kind,
    S: Deserialize<'de> + Deref<Target = str>,
    D: Deserializer<'de>,
{
    let text = S::deserialize(deserializer)?;
    let policy = P::policy();
    let table = match verdict::<K>(&text, &policy, P::REFUSE) {
        Ok(table) => table,
        Err(finding) => {
            return Err(D::Error::custom(Refused {
                text: &text,
                finding: &finding,
            }));
        }
    };
    Ok(iri_core::__private::internals::ri::from_parts(text, table))
}

/// The table of `text` as a value of kind `K`, or the leftmost finding of
/// `policy`'s at `refuse` or above: what the policy makes an error (which
/// `parse_with` finds, running only those rules), then, below
/// [`Level::Error`], the rest of its report.
fn verdict<K: Kind>(text: &str, policy: &Policy, refuse: Level) -> Result<Table, Finding> {
    let value = Ri::<K, &str>::parse_with(text, policy).map_err(|err| err.finding())?;
    if refuse < Level::Error
        && let Some(finding) = value
            .check(policy)
            .iter()
            .filter(|finding| finding.level() >= refuse)
            .min_by_key(|finding| (finding.span().start, finding.code()))
    {
        return Err(*finding);
    }
    Ok(value.table())
}

/// The message of a refused value: the text and the finding.
struct Refused<'a> {
    text: &'a str,
    finding: &'a Finding,
}

impl fmt::Display for Refused<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is refused: {}",
            self.text.escape_debug(),
            self.finding
        )
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};

    use iri_core::{Iri, IriRef};

    use super::*;

    struct Errors;
    impl DeserializePolicy for Errors {
        fn policy() -> Policy {
            Policy::DEFAULT
        }
    }

    struct Warnings;
    impl DeserializePolicy for Warnings {
        fn policy() -> Policy {
            Policy::DEFAULT
        }
        const REFUSE: Level = Level::Warning;
    }

    struct Advice;
    impl DeserializePolicy for Advice {
        fn policy() -> Policy {
            Policy::DEFAULT
        }
        const REFUSE: Level = Level::Advice;
    }

    fn read<P: DeserializePolicy>(text: &str) -> Result<Iri<String>, String> {
        let json = serde_json::to_string(text).unwrap();
        serde_json::from_str::<Checked<Iri<String>, P>>(&json)
            .map(Checked::into_inner)
            .map_err(|err| err.to_string())
    }

    #[test]
    fn each_level_refuses_its_findings_and_above() {
        let mut outcomes = alloc::vec::Vec::new();
        let mut accepted = alloc::vec::Vec::new();
        for text in [
            "https://example.org/a",
            "http://EXAMPLE.org/%7e",
            "http://example.org/%7e",
            "http://example.org:80/",
            "HTTP://example.org/",
            "http://example.org/a\u{A0}b",
            "http://xn--a.org/",
            "http://user:pass@example.org/",
            "http://example.org/a\u{202E}b",
        ] {
            let value = Iri::parse_with(text, &Policy::GRAMMAR).unwrap();
            let report = value.check(&Policy::DEFAULT);
            for (refuse, read) in [
                (Level::Error, read::<Errors>(text)),
                (Level::Warning, read::<Warnings>(text)),
                (Level::Advice, read::<Advice>(text)),
            ] {
                let refused = report.iter().any(|f| f.level() >= refuse);
                assert_eq!(
                    read.is_err(),
                    refused,
                    "{text} at {refuse}: {read:?} ({report:?})"
                );
                accepted.push(read.is_ok());
                if let Ok(value) = read {
                    assert_eq!(value.as_str(), text);
                }
            }
            outcomes.push(core::mem::take(&mut accepted));
        }
        // The texts tell the levels apart: one refused at each level and
        // accepted at the one above, and one accepted at all.
        for expected in [
            [false, false, false],
            [true, false, false],
            [true, true, false],
            [true, true, true],
        ] {
            assert!(
                outcomes.contains(&expected.to_vec()),
                "{expected:?} in {outcomes:?}"
            );
        }
    }

    #[test]
    fn the_error_names_the_text_and_the_leftmost_finding() {
        let text = "http://EXAMPLE.org/%7e";
        let report = Iri::parse(text).unwrap().check(&Policy::DEFAULT);
        let leftmost = report
            .iter()
            .min_by_key(|f| (f.span().start, f.code()))
            .unwrap();
        let err = read::<Advice>(text).unwrap_err();
        assert_eq!(err, alloc::format!("`{text}` is refused: {leftmost}"));
        // The grammar's errors, at any level.
        let err = read::<Advice>("no scheme").unwrap_err();
        assert!(
            err.starts_with("`no scheme` is refused: error[grammar-missing-scheme]"),
            "{err}"
        );
    }

    #[test]
    fn the_function_and_the_wrapper_agree_and_serialize_as_the_value() {
        let json = "\"/a/b\"";
        let value: Checked<IriRef<String>, Errors> = serde_json::from_str(json).unwrap();
        assert_eq!(serde_json::to_string(&value).unwrap(), json);
        let mut de = serde_json::Deserializer::from_str(json);
        let read: IriRef<String> = deserialize::<Errors, _, _, _>(&mut de).unwrap();
        assert_eq!(read, *value);
        assert_eq!(read.table(), value.table());
        assert_eq!(value.clone(), value);
        assert_eq!(alloc::format!("{value:?}"), alloc::format!("{read:?}"));
    }
}
