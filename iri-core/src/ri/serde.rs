//! `Serialize` and `Deserialize` (feature `serde`): an IRI is its string.
//!
//! Deserializing parses the string against the kind's grammar and fails with
//! the parse error's message. With `&str` storage the value borrows from the
//! input (when the format allows it, as `serde_json::from_str` does for
//! strings without escapes).

use core::ops::Deref;

use serde::de::{Deserialize, Deserializer, Error as _};
use serde::ser::{Serialize, Serializer};

use crate::ri::Ri;
use crate::ri::kind::Kind;

impl<K, S: Deref<Target = str>> Serialize for Ri<K, S> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        serializer.serialize_str(&self.text)
    }
}

impl<'de, K: Kind, S> Deserialize<'de> for Ri<K, S>
where
    S: Deserialize<'de> + Deref<Target = str>,
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = S::deserialize(deserializer)?;
        Ri::parse(text).map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};

    use crate::{Iri, IriRef};

    #[test]
    fn round_trips_through_json() {
        let iri: Iri<String> = serde_json::from_str(r#""http://example.org/é?q#f""#).unwrap();
        assert_eq!(iri.host(), Some("example.org"));
        assert_eq!(
            serde_json::to_string(&iri).unwrap(),
            r#""http://example.org/é?q#f""#
        );
    }

    #[test]
    fn borrows_when_it_can() {
        let json = r#""../a/b""#;
        let r: IriRef<&str> = serde_json::from_str(json).unwrap();
        assert_eq!(r.path(), "../a/b");
    }

    #[test]
    fn rejects_invalid_text_with_the_parse_message() {
        let err = serde_json::from_str::<Iri<String>>(r#""/relative""#).unwrap_err();
        assert!(
            err.to_string().starts_with("missing scheme at byte 0"),
            "{err}"
        );
        let err = serde_json::from_str::<Iri<String>>(r#""http://a b""#).unwrap_err();
        assert!(
            err.to_string()
                .contains("invalid character ' ' (U+0020) in host at byte 8")
        );
    }
}
