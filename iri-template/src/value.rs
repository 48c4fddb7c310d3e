//! The values a template expands (RFC 6570 section 2.3): a string, a list,
//! an associative array, or undefined; and, for `iri_format!`, whether a
//! value of a type can make a path segment `.` or `..` (or an empty one
//! that literal dots around it turn into one).

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Display};

use crate::outcome::{Impossible, Possibility, Possible};

/// A value as the expansion reads it (RFC 6570 section 2.3).
///
/// A list or an associative array without members is undefined, as RFC
/// 6570 says; an empty string is defined.
#[derive(Clone, Copy)]
pub enum Shape<'a> {
    /// Undefined: the expression writes nothing for it.
    Undefined,
    /// A string given as a `&str`.
    Str(&'a str),
    /// A string written by its `Display` implementation.
    Display(&'a dyn Display),
    /// A list of strings.
    List(&'a dyn Items),
    /// An associative array of string keys and string values.
    Map(&'a dyn Pairs),
}

impl fmt::Debug for Shape<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Undefined => f.write_str("Undefined"),
            Shape::Str(s) => f.debug_tuple("Str").field(s).finish(),
            Shape::Display(d) => write!(f, "Display({d})"),
            Shape::List(_) => f.write_str("List(…)"),
            Shape::Map(_) => f.write_str("Map(…)"),
        }
    }
}

/// The members of a list, each a string.
pub trait Items {
    /// Calls `each` with every member, in order.
    fn each(&self, each: &mut dyn FnMut(&dyn Display));
}

/// The members of an associative array, each a key and a value.
pub trait Pairs {
    /// Calls `each` with every key and its value, in order.
    fn each(&self, each: &mut dyn FnMut(&dyn Display, &dyn Display));
}

/// A string value: a type whose `Display` writes the string, and whose
/// [`DotSegment`](Text::DotSegment) says whether it can be `""`, `"."` or
/// `".."`. Implemented for the string types, `char`, `bool`, the integer
/// and float types, and [`Displayed`]; a member of a list or an
/// associative array is a `Text`.
pub trait Text: Display {
    /// [`Possible`] when a value can be empty, `.` or `..`; [`Impossible`]
    /// when it never is (numbers).
    type DotSegment: Possibility;

    /// The string, when the type has it at hand (the expansion then skips
    /// the formatting machinery).
    fn as_str(&self) -> Option<&str> {
        None
    }
}

/// A value a template expands: a [`Text`], a list (`[T]`, `[T; N]`,
/// `Vec<T>` of `Text`), an associative array (slices, arrays and `Vec`s of
/// pairs, `BTreeMap`, `HashMap`), or an `Option` of one of these (`None`
/// is undefined).
///
/// ```
/// use iri_kit::template::{Shape, Value};
///
/// assert!(matches!("a".shape(), Shape::Str("a")));
/// assert!(matches!(None::<u32>.shape(), Shape::Undefined));
/// assert!(matches!(["a", "b"].shape(), Shape::List(_)));
/// assert!(matches!([("k", 1)].shape(), Shape::Map(_)));
/// ```
pub trait Value {
    /// [`Possible`] when an expansion of the value can make a path segment
    /// `.` or `..`, or an empty one; [`Impossible`] when it never does (a
    /// number, a list of numbers, an associative array, whose expansion
    /// always holds `=` or `,`). `iri_format!` returns a `Result` when a
    /// value whose type says `Possible` stands where it would make one.
    ///
    /// A type that says `Impossible` and yet writes such a value makes the
    /// expansion of `iri_format!` panic: the promise is the type's.
    type DotSegment: Possibility;

    /// The value as the expansion reads it.
    fn shape(&self) -> Shape<'_>;
}

macro_rules! texts {
    ($dot:ident: $($t:ty),*) => {$(
        impl Text for $t {
            type DotSegment = $dot;
        }

        impl Value for $t {
            type DotSegment = $dot;
            fn shape(&self) -> Shape<'_> {
                Shape::Display(self)
            }
        }
    )*};
}

texts!(Impossible: u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64, bool);
texts!(Possible: char);

macro_rules! strings {
    ($($t:ty),*) => {$(
        impl Text for $t {
            type DotSegment = Possible;
            fn as_str(&self) -> Option<&str> {
                Some(self)
            }
        }

        impl Value for $t {
            type DotSegment = Possible;
            fn shape(&self) -> Shape<'_> {
                Shape::Str(self)
            }
        }
    )*};
}

strings!(
    str,
    String,
    Cow<'_, str>,
    Box<str>,
    alloc::rc::Rc<str>,
    alloc::sync::Arc<str>
);

impl<T: Text + ?Sized> Text for &T {
    type DotSegment = T::DotSegment;
    fn as_str(&self) -> Option<&str> {
        (**self).as_str()
    }
}

impl<T: Value + ?Sized> Value for &T {
    type DotSegment = T::DotSegment;
    fn shape(&self) -> Shape<'_> {
        (**self).shape()
    }
}

/// Any `Display` type as a string value (a blanket implementation would
/// collide with those of lists and maps).
///
/// ```
/// use std::net::Ipv4Addr;
///
/// use iri_kit::template::{Displayed, Template};
///
/// let template = Template::parse("http://example.org/hosts/{ip}").unwrap();
/// let ip = Displayed(Ipv4Addr::new(192, 0, 2, 1));
/// let iri = template.expand(&[("ip", ip)]).unwrap();
/// assert_eq!(iri.as_str(), "http://example.org/hosts/192.0.2.1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Displayed<T>(pub T);

impl<T: Display> Display for Displayed<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: Display> Text for Displayed<T> {
    type DotSegment = Possible;
}

impl<T: Display> Value for Displayed<T> {
    type DotSegment = Possible;
    fn shape(&self) -> Shape<'_> {
        Shape::Display(self)
    }
}

impl<T: Value> Value for Option<T> {
    type DotSegment = T::DotSegment;
    fn shape(&self) -> Shape<'_> {
        match self {
            Some(value) => value.shape(),
            None => Shape::Undefined,
        }
    }
}

macro_rules! lists {
    ($(impl[$($g:tt)*] $t:ty;)*) => {$(
        impl<$($g)*> Items for $t {
            fn each(&self, each: &mut dyn FnMut(&dyn Display)) {
                for item in self.iter() {
                    each(item);
                }
            }
        }

        impl<$($g)*> Value for $t {
            type DotSegment = T::DotSegment;
            fn shape(&self) -> Shape<'_> {
                if self.is_empty() { Shape::Undefined } else { Shape::List(self) }
            }
        }
    )*};
}

lists! {
    impl[T: Text] &[T];
    impl[T: Text, const N: usize] [T; N];
    impl[T: Text] Vec<T>;
}

macro_rules! maps {
    ($(impl[$($g:tt)*] $t:ty;)*) => {$(
        impl<$($g)*> Pairs for $t {
            fn each(&self, each: &mut dyn FnMut(&dyn Display, &dyn Display)) {
                for (key, value) in self.iter() {
                    each(key, value);
                }
            }
        }

        impl<$($g)*> Value for $t {
            type DotSegment = Impossible;
            fn shape(&self) -> Shape<'_> {
                if self.is_empty() { Shape::Undefined } else { Shape::Map(self) }
            }
        }
    )*};
}

maps! {
    impl[K: Text, V: Text] &[(K, V)];
    impl[K: Text, V: Text, const N: usize] [(K, V); N];
    impl[K: Text, V: Text] Vec<(K, V)>;
    impl[K: Text, V: Text] BTreeMap<K, V>;
}

#[cfg(feature = "std")]
maps! {
    impl[K: Text, V: Text, H] std::collections::HashMap<K, V, H>;
}
