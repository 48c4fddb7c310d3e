//! Whether a scheme is in the IANA URI scheme registry (RFC 7595), by
//! binary search in the list of [`iana`](crate::schemes::iana), which
//! `scripts/uri-schemes.py` regenerates from the registry's CSV.
//!
//! Permanent, provisional and historical schemes all count as registered:
//! RFC 7595 keeps all three statuses in the one registry, provisional
//! registration being what it asks of any scheme in use, and historical
//! entries staying so that their names are not taken again. The
//! `scheme-unregistered` rule asks only whether a name is registered; a
//! historical scheme is not unregistered.

use core::cmp::Ordering;

use crate::schemes::iana::NAMES;
use crate::schemes::names::NameIndex;

/// The hash index of the registry list.
static INDEX: NameIndex<1024> = NameIndex::new(NAMES);

/// Whether `scheme` (any case) is in the registry list.
#[must_use]
pub fn is_registered(scheme: &str) -> bool {
    INDEX.position(scheme, |at| NAMES[at]).is_some()
}

/// Whether the lowercase `name` is in the registry list, in `const`
/// context: the scheme table records it for each of its entries, so that
/// the common schemes need no search at run time.
pub(crate) const fn is_registered_const(name: &str) -> bool {
    let (mut low, mut high) = (0, NAMES.len());
    while low < high {
        let mid = low + (high - low) / 2;
        match compare(NAMES[mid].as_bytes(), name.as_bytes()) {
            Ordering::Equal => return true,
            Ordering::Less => low = mid + 1,
            Ordering::Greater => high = mid,
        }
    }
    false
}

/// `a` against `b`, byte by byte, in `const` context.
const fn compare(a: &[u8], b: &[u8]) -> Ordering {
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return if a[i] < b[i] {
                Ordering::Less
            } else {
                Ordering::Greater
            };
        }
        i += 1;
    }
    if a.len() < b.len() {
        Ordering::Less
    } else if a.len() > b.len() {
        Ordering::Greater
    } else {
        Ordering::Equal
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schemes::iana::AS_OF;
    use crate::syntax::parse::{Grammar, parse};

    #[test]
    fn the_list_is_lowercase_sorted_and_made_of_scheme_names() {
        for pair in NAMES.windows(2) {
            assert!(
                pair[0].as_bytes() < pair[1].as_bytes(),
                "{} / {}",
                pair[0],
                pair[1]
            );
        }
        for name in NAMES {
            assert_eq!(*name, name.to_ascii_lowercase());
            let iri = alloc::format!("{name}:x");
            let table = parse(&iri, Grammar::ABSOLUTE_URI).unwrap();
            assert_eq!(table.scheme(), Some(0..name.len()), "{name}");
            assert!(is_registered(name));
            assert!(is_registered_const(name));
        }
        assert_eq!(AS_OF.len(), 10);
    }

    #[test]
    fn lookups() {
        for name in [
            "http",
            "HTTPS",
            "urn",
            "mailto",
            "data",
            "tag",
            "did",
            "ftp",
            "file",
            "ws",
            "wss",
            "coap+tcp",
            "iris.beep",
            "z39.50s",
            "fax",
            "shttp",
            "MachineProvisioningProgressReporter",
            "aaa",
            "z39.50s",
        ] {
            assert!(is_registered(name), "{name}");
        }
        for name in [
            "",
            "a",
            "uuid",
            "oid:",
            "htp",
            "httpz",
            "zzzz",
            "aa",
            "x-custom",
            "javascript",
        ] {
            assert!(!is_registered(name), "{name}");
            assert!(!is_registered_const(&name.to_ascii_lowercase()), "{name}");
        }
    }
}
