//! The common traits, all by string: `Display`, `Debug`, equality, ordering,
//! hashing, `AsRef<str>`, `Borrow<str>`, `FromStr`, `TryFrom`, `Clone`, `Copy`.

use core::borrow::Borrow;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::Deref;
use core::str::FromStr;

use super::Ri;
use crate::error::ParseError;
use crate::kind::Kind;

impl<K, S: Clone> Clone for Ri<K, S> {
    fn clone(&self) -> Self {
        Ri::from_offsets(self.text.clone(), self.offsets)
    }
}

impl<K, S: Copy> Copy for Ri<K, S> {}

/// Writes the string; width, fill and alignment apply as they do for `str`.
///
/// ```
/// use iri_core::IriRef;
///
/// let r = IriRef::parse("../a").unwrap();
/// assert_eq!(format!("[{r:>6}]"), "[  ../a]");
/// ```
impl<K, S: Deref<Target = str>> fmt::Display for Ri<K, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.text)
    }
}

impl<K: Kind, S: Deref<Target = str>> fmt::Debug for Ri<K, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({:?})", K::NAME, &*self.text)
    }
}

impl<K, S: Deref<Target = str>> AsRef<str> for Ri<K, S> {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

impl<K, S: Deref<Target = str>> Borrow<str> for Ri<K, S> {
    fn borrow(&self) -> &str {
        &self.text
    }
}

impl<K1, K2, S1, S2> PartialEq<Ri<K2, S2>> for Ri<K1, S1>
where
    S1: Deref<Target = str>,
    S2: Deref<Target = str>,
{
    fn eq(&self, other: &Ri<K2, S2>) -> bool {
        *self.text == *other.text
    }
}

impl<K, S: Deref<Target = str>> Eq for Ri<K, S> {}

impl<K, S: Deref<Target = str>> PartialEq<str> for Ri<K, S> {
    fn eq(&self, other: &str) -> bool {
        *self.text == *other
    }
}

impl<K, S: Deref<Target = str>> PartialEq<&str> for Ri<K, S> {
    fn eq(&self, other: &&str) -> bool {
        *self.text == **other
    }
}

impl<K, S: Deref<Target = str>> PartialEq<Ri<K, S>> for str {
    fn eq(&self, other: &Ri<K, S>) -> bool {
        *self == *other.text
    }
}

impl<K, S: Deref<Target = str>> PartialEq<Ri<K, S>> for &str {
    fn eq(&self, other: &Ri<K, S>) -> bool {
        **self == *other.text
    }
}

impl<K1, K2, S1, S2> PartialOrd<Ri<K2, S2>> for Ri<K1, S1>
where
    S1: Deref<Target = str>,
    S2: Deref<Target = str>,
{
    fn partial_cmp(&self, other: &Ri<K2, S2>) -> Option<Ordering> {
        Some((*self.text).cmp(&*other.text))
    }
}

impl<K, S: Deref<Target = str>> Ord for Ri<K, S> {
    fn cmp(&self, other: &Self) -> Ordering {
        (*self.text).cmp(&*other.text)
    }
}

impl<K, S: Deref<Target = str>> Hash for Ri<K, S> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (*self.text).hash(state);
    }
}

/// Parses into any owned storage made from a `&str` (`String`, `Box<str>`,
/// `Arc<str>`, `Rc<str>`, …).
impl<K: Kind, S> FromStr for Ri<K, S>
where
    S: Deref<Target = str> + for<'x> From<&'x str>,
{
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        Ri::<K, &str>::parse(text).map(|value| Ri::from_offsets(S::from(text), value.offsets))
    }
}

impl<'a, K: Kind> TryFrom<&'a str> for Ri<K, &'a str> {
    type Error = ParseError;

    fn try_from(text: &'a str) -> Result<Self, ParseError> {
        Ri::parse(text)
    }
}

impl<K: Kind> TryFrom<alloc::string::String> for Ri<K, alloc::string::String> {
    type Error = ParseError;

    fn try_from(text: alloc::string::String) -> Result<Self, ParseError> {
        Ri::parse(text)
    }
}

impl<K> From<Ri<K, alloc::string::String>> for alloc::string::String {
    fn from(value: Ri<K, alloc::string::String>) -> alloc::string::String {
        value.text
    }
}
