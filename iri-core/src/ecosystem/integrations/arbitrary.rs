//! `Arbitrary` (arbitrary 1, feature `arbitrary`) for every IRI type:
//! fuzzers and property tests get valid values of the kind, over the whole
//! grammar — every component present and absent, IPv4, IPv6 and IPvFuture
//! hosts, ports, empty, `.` and `..` segments, percent-encodings,
//! non-ASCII characters (`ucschar`, and `iprivate` in IRI queries), and for
//! LEIRIs the characters only they allow. The input's bytes choose; an
//! input that runs out chooses the simplest (`a:` for an `Iri`, the empty
//! reference for an `IriRef`).
//!
//! A static type builds its values with [`constrained`] and its own
//! `parse`, which applies its policy too:
//!
//! ```
//! use arbitrary::{Arbitrary, Unstructured};
//! use iri_kit::{Iri, IriRef, kind::UriKind};
//! use iri_kit::integrations::arbitrary::constrained;
//!
//! let bytes: Vec<u8> = (0..512u32).map(|i| (i * 7919 % 251) as u8).collect();
//! let mut u = Unstructured::new(&bytes);
//! let iri = Iri::<String>::arbitrary(&mut u).unwrap();
//! assert_eq!(Iri::parse(iri.as_str()).unwrap(), iri);
//! assert_eq!(IriRef::<Box<str>>::arbitrary(&mut Unstructured::new(&[])).unwrap().as_str(), "");
//!
//! iri_kit::iri_type! {
//!     /// A feed: `https`, no query.
//!     pub struct Feed: Uri;
//!     macro feed;
//!     schemes = ["https"],
//!     query = forbidden,
//! }
//!
//! impl<'a> Arbitrary<'a> for Feed<String> {
//!     fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
//!         let value = constrained::<UriKind>(u, &<Feed>::CONSTRAINTS)?;
//!         Feed::parse(value.into_inner()).map_err(|_| arbitrary::Error::IncorrectFormat)
//!     }
//! }
//!
//! let feed = Feed::<String>::arbitrary(&mut Unstructured::new(&bytes[100..])).unwrap();
//! assert!(feed.scheme().eq_ignore_ascii_case("https"));
//! assert_eq!(feed.query(), None);
//! ```

use alloc::string::String;

use ::arbitrary::{Arbitrary, Error, Result, Unstructured};

use super::generate::{Choices, Spec, generate};
use crate::constraints::Constraints;
use crate::ri::kind::Kind;
use crate::ri::{Ri, Storage};

/// The choices of the generator, from the input's bytes.
struct Source<'u, 'a>(&'u mut Unstructured<'a>);

impl Choices for Source<'_, '_> {
    fn below(&mut self, n: usize) -> usize {
        // 0 once the input runs out.
        self.0.choose_index(n).unwrap_or(0)
    }
}

impl<'a, K: Kind, S: Storage + From<String>> Arbitrary<'a> for Ri<K, S> {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let text = generate(&mut Source(u), &Spec::of_kind::<K>());
        // Valid by construction (the tests check it); no panic in a fuzzer
        // all the same.
        Ri::parse(S::from(text)).map_err(|_| Error::IncorrectFormat)
    }
}

/// A value of kind `K` that keeps `constraints` (a static type's
/// `CONSTRAINTS`), built to keep them: its scheme from the list, its
/// components present or absent as they say, its port in the range, its
/// path under the prefix, ASCII where they say so.
///
/// # Errors
///
/// [`Error::IncorrectFormat`] when no value keeps the constraints (a
/// relative path prefix with a host required, say).
pub fn constrained<K: Kind>(
    u: &mut Unstructured<'_>,
    constraints: &Constraints<'static>,
) -> Result<Ri<K, String>> {
    let text = generate(&mut Source(u), &Spec::of::<K>(constraints));
    let value = Ri::<K, String>::parse(text).map_err(|_| Error::IncorrectFormat)?;
    constraints
        .check(&value.text, &value.table())
        .map_err(|_| Error::IncorrectFormat)?;
    Ok(value)
}
