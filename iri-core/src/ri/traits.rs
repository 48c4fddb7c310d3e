//! The common traits, all by string: `Display`, `Debug`, equality, ordering,
//! hashing, `AsRef<str>`, `Borrow<str>`, `FromStr`, `TryFrom`, `Clone`, `Copy`.

use core::borrow::Borrow;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::ops::Deref;
use core::str::FromStr;

use crate::diagnostic::error::ParseError;
use crate::ri::Ri;
use crate::ri::kind::{IriKind, IriRefKind, Kind, LeiriKind, LeiriRefKind, UriKind, UriRefKind};

impl<K, S: Clone> Clone for Ri<K, S> {
    fn clone(&self) -> Self {
        Ri::from_offsets(self.text.clone(), self.offsets)
    }
}

impl<K, S: Copy> Copy for Ri<K, S> {}

/// Writes the string; width, fill and alignment apply as they do for `str`.
///
/// ```
/// use iri_kit::IriRef;
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

/// Equality and ordering of two values of different types, by string.
macro_rules! compare_by_string {
    ($([$($generics:tt)*] $left:ty, $right:ty;)*) => {$(
        impl<$($generics)*> PartialEq<$right> for $left {
            fn eq(&self, other: &$right) -> bool {
                *self.text == *other.text
            }
        }

        impl<$($generics)*> PartialOrd<$right> for $left {
            fn partial_cmp(&self, other: &$right) -> Option<Ordering> {
                Some((*self.text).cmp(&*other.text))
            }
        }
    )*};
}

/// Every ordered pair of distinct kinds, with any storages.
macro_rules! across_kinds {
    ($($kind:ident)*) => {
        across_kinds!(@each [$($kind)*] $($kind)*);
    };
    (@each $all:tt $($kind:ident)*) => {
        $(across_kinds!(@pairs $kind $all);)*
    };
    (@pairs $left:ident [$($right:ident)*]) => {
        $(across_kinds!(@pair $left $right);)*
    };
    (@pair $left:ident $right:ident) => {
        compare_kinds!($left $right);
    };
}

/// The comparisons of one pair of kinds, unless they are the same.
macro_rules! compare_kinds {
    (IriRefKind IriRefKind) => {};
    (IriKind IriKind) => {};
    (UriRefKind UriRefKind) => {};
    (UriKind UriKind) => {};
    (LeiriRefKind LeiriRefKind) => {};
    (LeiriKind LeiriKind) => {};
    ($left:ident $right:ident) => {
        compare_by_string! {
            [S1: Deref<Target = str>, S2: Deref<Target = str>] Ri<$left, S1>, Ri<$right, S2>;
        }
    };
}

across_kinds!(IriRefKind IriKind UriRefKind UriKind LeiriRefKind LeiriKind);

// Every ordered pair of distinct standard storages, for one kind.
compare_by_string! {
    ['a, K] Ri<K, &'a str>, Ri<K, alloc::string::String>;
    ['a, K] Ri<K, &'a str>, Ri<K, alloc::boxed::Box<str>>;
    ['a, K] Ri<K, &'a str>, Ri<K, alloc::sync::Arc<str>>;
    ['a, K] Ri<K, &'a str>, Ri<K, alloc::rc::Rc<str>>;
    ['a, 'b, K] Ri<K, &'a str>, Ri<K, alloc::borrow::Cow<'b, str>>;
    ['b, K] Ri<K, alloc::string::String>, Ri<K, &'b str>;
    [K] Ri<K, alloc::string::String>, Ri<K, alloc::boxed::Box<str>>;
    [K] Ri<K, alloc::string::String>, Ri<K, alloc::sync::Arc<str>>;
    [K] Ri<K, alloc::string::String>, Ri<K, alloc::rc::Rc<str>>;
    ['b, K] Ri<K, alloc::string::String>, Ri<K, alloc::borrow::Cow<'b, str>>;
    ['b, K] Ri<K, alloc::boxed::Box<str>>, Ri<K, &'b str>;
    [K] Ri<K, alloc::boxed::Box<str>>, Ri<K, alloc::string::String>;
    [K] Ri<K, alloc::boxed::Box<str>>, Ri<K, alloc::sync::Arc<str>>;
    [K] Ri<K, alloc::boxed::Box<str>>, Ri<K, alloc::rc::Rc<str>>;
    ['b, K] Ri<K, alloc::boxed::Box<str>>, Ri<K, alloc::borrow::Cow<'b, str>>;
    ['b, K] Ri<K, alloc::sync::Arc<str>>, Ri<K, &'b str>;
    [K] Ri<K, alloc::sync::Arc<str>>, Ri<K, alloc::string::String>;
    [K] Ri<K, alloc::sync::Arc<str>>, Ri<K, alloc::boxed::Box<str>>;
    [K] Ri<K, alloc::sync::Arc<str>>, Ri<K, alloc::rc::Rc<str>>;
    ['b, K] Ri<K, alloc::sync::Arc<str>>, Ri<K, alloc::borrow::Cow<'b, str>>;
    ['b, K] Ri<K, alloc::rc::Rc<str>>, Ri<K, &'b str>;
    [K] Ri<K, alloc::rc::Rc<str>>, Ri<K, alloc::string::String>;
    [K] Ri<K, alloc::rc::Rc<str>>, Ri<K, alloc::boxed::Box<str>>;
    [K] Ri<K, alloc::rc::Rc<str>>, Ri<K, alloc::sync::Arc<str>>;
    ['b, K] Ri<K, alloc::rc::Rc<str>>, Ri<K, alloc::borrow::Cow<'b, str>>;
    ['a, 'b, K] Ri<K, alloc::borrow::Cow<'a, str>>, Ri<K, &'b str>;
    ['a, K] Ri<K, alloc::borrow::Cow<'a, str>>, Ri<K, alloc::string::String>;
    ['a, K] Ri<K, alloc::borrow::Cow<'a, str>>, Ri<K, alloc::boxed::Box<str>>;
    ['a, K] Ri<K, alloc::borrow::Cow<'a, str>>, Ri<K, alloc::sync::Arc<str>>;
    ['a, K] Ri<K, alloc::borrow::Cow<'a, str>>, Ri<K, alloc::rc::Rc<str>>;
}

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

impl<K: Eq, S: Deref<Target = str> + Eq> PartialOrd for Ri<K, S> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<K: Eq, S: Deref<Target = str> + Eq> Ord for Ri<K, S> {
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
