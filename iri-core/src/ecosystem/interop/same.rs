//! Whether another crate's reading of a reference means the same.

use core::ops::Deref;

use crate::normalize::Steps;
use crate::ri::kind::Kind;
use crate::ri::{Ri, UriRef};

/// Whether `text`, another crate's serialization of `value`, is a URI
/// reference equivalent to `value`: under every normalization step (case,
/// percent-encoding, dot segments, default ports, IPv6 text), comparing
/// registered names also in their IDNA ASCII form (with `idna`), as WHATWG
/// writes the hosts of special schemes.
pub(super) fn means_the_same<K: Kind, S: Deref<Target = str>>(
    text: &str,
    value: &Ri<K, S>,
) -> bool {
    let Ok(other) = UriRef::parse(text) else {
        return false;
    };
    if other.is_equivalent_with(value, Steps::ALL) {
        return true;
    }
    #[cfg(feature = "idna")]
    if let Ok(ascii) = value.as_borrowed().to_iri().to_uri_idna() {
        return other.is_equivalent_with(&ascii, Steps::ALL);
    }
    false
}
