//! Where an expansion finds its values: by name, in a map, a list of
//! pairs or a closure.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::borrow::Borrow;

use crate::value::{Shape, Value};

/// The variables of an expansion: each name's value, or none (undefined).
///
/// Implemented for `BTreeMap` and `HashMap` with string keys, slices,
/// arrays and `Vec`s of `(name, value)` pairs (the first pair of a name
/// counts), and closures from a name to a [`Value`] (an `Option` for
/// names without one).
///
/// ```
/// use std::collections::BTreeMap;
///
/// use iri_kit::template::Template;
///
/// let template = Template::parse("/search{?q,lang}").unwrap();
/// let pairs = [("q", "a b"), ("lang", "fr")];
/// assert_eq!(template.expand(&pairs).unwrap().as_str(), "/search?q=a%20b&lang=fr");
///
/// let map = BTreeMap::from([("q", "rust")]);
/// assert_eq!(template.expand(&map).unwrap().as_str(), "/search?q=rust");
///
/// let closure = |name: &str| (name == "lang").then_some("de");
/// assert_eq!(template.expand(&closure).unwrap().as_str(), "/search?lang=de");
/// ```
pub trait Variables {
    /// Calls `found` with the value of the variable `name`
    /// ([`Shape::Undefined`] when it has none).
    fn with_value(&self, name: &str, found: &mut dyn FnMut(Shape<'_>));
}

/// The value of the first pair named `name`.
fn in_pairs<K: AsRef<str>, V: Value>(
    pairs: &[(K, V)],
    name: &str,
    found: &mut dyn FnMut(Shape<'_>),
) {
    match pairs.iter().find(|(key, _)| key.as_ref() == name) {
        Some((_, value)) => found(value.shape()),
        None => found(Shape::Undefined),
    }
}

impl<K: AsRef<str>, V: Value> Variables for [(K, V)] {
    fn with_value(&self, name: &str, found: &mut dyn FnMut(Shape<'_>)) {
        in_pairs(self, name, found);
    }
}

impl<K: AsRef<str>, V: Value, const N: usize> Variables for [(K, V); N] {
    fn with_value(&self, name: &str, found: &mut dyn FnMut(Shape<'_>)) {
        in_pairs(self, name, found);
    }
}

impl<K: AsRef<str>, V: Value> Variables for Vec<(K, V)> {
    fn with_value(&self, name: &str, found: &mut dyn FnMut(Shape<'_>)) {
        in_pairs(self, name, found);
    }
}

impl<K: Borrow<str> + Ord, V: Value> Variables for BTreeMap<K, V> {
    fn with_value(&self, name: &str, found: &mut dyn FnMut(Shape<'_>)) {
        match self.get(name) {
            Some(value) => found(value.shape()),
            None => found(Shape::Undefined),
        }
    }
}

#[cfg(feature = "std")]
impl<K, V, H> Variables for std::collections::HashMap<K, V, H>
where
    K: Borrow<str> + core::hash::Hash + Eq,
    V: Value,
    H: core::hash::BuildHasher,
{
    fn with_value(&self, name: &str, found: &mut dyn FnMut(Shape<'_>)) {
        match self.get(name) {
            Some(value) => found(value.shape()),
            None => found(Shape::Undefined),
        }
    }
}

impl<F: Fn(&str) -> V, V: Value> Variables for F {
    fn with_value(&self, name: &str, found: &mut dyn FnMut(Shape<'_>)) {
        let value = self(name);
        found(value.shape());
    }
}

/// The values of a template's variables by index, in the order of their
/// first use in the template: what `iri_format!` passes.
pub(crate) struct Indexed<'a, 'v>(pub(crate) &'a [Shape<'v>]);

/// How the expansion looks a variable up: by its index among the
/// template's names, or by its name.
pub(crate) trait Lookup {
    /// Calls `found` with the value of the variable `var`, named `name`.
    fn lookup(&self, var: usize, name: &str, found: &mut dyn FnMut(Shape<'_>));
}

impl Lookup for Indexed<'_, '_> {
    fn lookup(&self, var: usize, _: &str, found: &mut dyn FnMut(Shape<'_>)) {
        found(self.0.get(var).copied().unwrap_or(Shape::Undefined));
    }
}

/// A [`Variables`] looked up by name.
pub(crate) struct ByName<'a, V: ?Sized>(pub(crate) &'a V);

impl<V: Variables + ?Sized> Lookup for ByName<'_, V> {
    fn lookup(&self, _: usize, name: &str, found: &mut dyn FnMut(Shape<'_>)) {
        self.0.with_value(name, found);
    }
}
